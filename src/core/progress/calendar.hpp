// calendar.hpp: dates for the daily puzzle, in the proleptic Gregorian
// calendar, without the C library's time zones (a date is the player's
// own day, which the front end reads from its clock and passes in).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "core/base/result.hpp"

namespace tl {

struct Date {
  int year = 2026, month = 1, day = 1;
  friend bool operator==(const Date&, const Date&) = default;
};

// Days since 1970-01-01 (negative before), and back.
int64_t day_number(const Date& d);
Date date_of_day(int64_t days);
std::string date_text(const Date& d);  // "2026-11-23"

// The dailies exist from the first day to the last (inclusive).
constexpr Date kFirstDaily{2025, 1, 1};
constexpr Date kLastDaily{2099, 12, 31};

// "YYYY-MM-DD" within [kFirstDaily, kLastDaily]; an error names the
// character that is wrong, or the range.
Result<Date> parse_date(std::string_view text);

}  // namespace tl
