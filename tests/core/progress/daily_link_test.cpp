// daily_link_test.cpp: a daily's link written and read back for every
// series, what does not read refused with the character it points at, and no
// machine's default ID taken for one.
#include <gtest/gtest.h>

#include <string>

#include "core/progress/daily_link.hpp"
#include "core/progress/series.hpp"
#include "core/registry/registry.hpp"

namespace tl {
namespace {

TEST(DailyLink, WrittenAndReadBackForEverySeries) {
  const Date day{2026, 11, 25};
  for (const SeriesSpec& s : all_series()) {
    const std::string link = format_daily_link(day, s.name);
    EXPECT_EQ(link, "daily-" + s.name + ":2026-11-25");
    ASSERT_TRUE(is_daily_link(link));
    const Result<DailyLink> back = parse_daily_link(link, day);
    ASSERT_TRUE(back) << link << ": " << back.error().describe();
    EXPECT_EQ(back->series, s.name);
    EXPECT_EQ(back->date, day);
  }
}

TEST(DailyLink, WhatDoesNotReadIsRefusedWhereItIsWrong) {
  const struct {
    const char* link;
    std::size_t pos;
  } bad[] = {
      {"daily-merlin", 12},             // no ':' and date
      {"daily-nosuch:2026-11-25", 6},   // the series
      {"daily-merlin:2026-13-01", 18},  // the month, as parse_date points at it within the date
      {"daily-merlin:1999-01-01", 13},  // before the first daily
      {"daily-merlin:2099-12-31", 13},  // from the future: no one has played it
      {"daily-merlin:2026-11-27", 13},  // the day after tomorrow
  };
  for (const auto& b : bad) {
    const Result<DailyLink> r = parse_daily_link(b.link, Date{2026, 11, 25});
    ASSERT_FALSE(r) << b.link;
    EXPECT_EQ(r.error().pos, b.pos) << b.link << ": " << r.error().describe();
  }
}

TEST(DailyLink, TomorrowIsTheLatestDayThereIs) {
  const Date today{2026, 12, 31};
  const Result<DailyLink> tomorrow = parse_daily_link("daily-merlin:2027-01-01", today);
  ASSERT_TRUE(tomorrow) << tomorrow.error().describe();
  EXPECT_EQ(tomorrow->date, (Date{2027, 1, 1}));
  const Result<DailyLink> later = parse_daily_link("daily-merlin:2027-01-02", today);
  ASSERT_FALSE(later);
  EXPECT_NE(later.error().message.find("the latest is 2027-01-01"), std::string::npos) << later.error().message;
}

TEST(DailyLink, NoPuzzleIdReadsAsOne) {
  for (const MachineKind& k : machine_kinds()) EXPECT_FALSE(is_daily_link(k.default_id)) << k.name;
}

}  // namespace
}  // namespace tl
