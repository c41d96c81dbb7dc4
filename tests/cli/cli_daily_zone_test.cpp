// cli_daily_zone_test.cpp: "today" is the local date of this machine's time
// zone: the same instant is one day east of the date line and another west
// of it. Zones written as POSIX TZ strings (no tzdata needed): UTC+14 (the
// Line Islands) and UTC-11 (American Samoa), 25 hours apart, so their dates
// always differ; each must be the date the test computes from the UTC clock.
#include <gtest/gtest.h>

#include <cstdlib>
#include <ctime>
#include <string>

#include "cli_support.hpp"

namespace tl {
namespace {

// "YYYY-MM-DD" at `offset_hours` east of UTC, now.
std::string date_at(int offset_hours) {
  const std::time_t t = std::time(nullptr) + std::time_t(offset_hours) * 3600;
  std::tm utc{};
  gmtime_r(&t, &utc);
  char text[16];
  std::strftime(text, sizeof text, "%Y-%m-%d", &utc);
  return text;
}

std::string daily_date_in(const char* tz) {
  setenv("TZ", tz, 1);
  tzset();
  const test::CliRun r = test::run_cli({"daily", "--json"});
  EXPECT_EQ(r.status, 0) << r.err;
  const std::size_t at = r.out.find("\"date\":\"");
  return at == std::string::npos ? std::string() : r.out.substr(at + 8, 10);
}

TEST(CliDailyZone, TodayIsTheLocalDateOfTheMachinesZone) {
  const char* was = std::getenv("TZ");
  const std::string saved = was ? was : "";
  // POSIX TZ offsets are west of UTC: "UTC-14" is fourteen hours east.
  const std::string east_before = date_at(14), east = daily_date_in("UTC-14"), east_after = date_at(14);
  const std::string west_before = date_at(-11), west = daily_date_in("UTC+11"), west_after = date_at(-11);
  EXPECT_TRUE(east == east_before || east == east_after) << east << " vs " << east_before;
  EXPECT_TRUE(west == west_before || west == west_after) << west << " vs " << west_before;
  EXPECT_NE(east, west) << "25 hours apart: never the same day";
  if (was) setenv("TZ", saved.c_str(), 1);
  else unsetenv("TZ");
  tzset();
}

}  // namespace
}  // namespace tl
