// app_machines_test.cpp: every machine, headless.
#include <gtest/gtest.h>

#include "app_driver.hpp"
#include "core/registry/registry.hpp"

namespace tl::app::testing {
namespace {

// The hook says the open menu's rows are wholly in sight, as a person sees
// them (a row of ImGui's takes in half the item spacing around it, which at the
// menu's edge lies outside its clip rectangle: the hook once called every row
// hidden, and the browser's clicks turned the wheel forty times before each).
TEST(AppMachines, TheOpenMenusRowsAreReportedInSight) {
  AppDriver d;
  ASSERT_TRUE(d.click("Machine")) << d.last_error;
  for (const MachineKind& k : machine_kinds()) {
    const std::optional<ControlRect> row = d.control(k.title);
    ASSERT_TRUE(row) << k.title;
    EXPECT_TRUE(row->visible) << k.title << " in the open menu";
  }
}

}  // namespace
}  // namespace tl::app::testing
