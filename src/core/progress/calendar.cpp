// calendar.cpp: civil dates to day numbers and back (calendar.hpp).
//
// The conversion counts days in eras of 400 years (146,097 days), with the
// year starting in March so that February's leap day comes last: the method
// of Howard Hinnant's "chrono-compatible low-level date algorithms".
#include "core/progress/calendar.hpp"

#include <cstdio>

namespace tl {

int64_t day_number(const Date& d) {
  const int64_t y = d.year - (d.month <= 2 ? 1 : 0);
  const int64_t era = (y >= 0 ? y : y - 399) / 400;
  const int64_t yoe = y - era * 400;                          // [0, 399]
  const int64_t mp = (d.month + 9) % 12;                      // March = 0
  const int64_t doy = (153 * mp + 2) / 5 + d.day - 1;         // [0, 365]
  const int64_t doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;  // [0, 146096]
  return era * 146097 + doe - 719468;                         // 719468: 0000-03-01 to 1970-01-01
}

Date date_of_day(int64_t days) {
  days += 719468;
  const int64_t era = (days >= 0 ? days : days - 146096) / 146097;
  const int64_t doe = days - era * 146097;
  const int64_t yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
  const int64_t doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
  const int64_t mp = (5 * doy + 2) / 153;
  Date d;
  d.day = int(doy - (153 * mp + 2) / 5 + 1);
  d.month = int(mp < 10 ? mp + 3 : mp - 9);
  d.year = int(yoe + era * 400 + (d.month <= 2 ? 1 : 0));
  return d;
}

std::string date_text(const Date& d) {
  char text[16];
  std::snprintf(text, sizeof text, "%04d-%02d-%02d", d.year, d.month, d.day);
  return text;
}

Result<Date> parse_date(std::string_view text) {
  const std::string range = "dailies exist from " + date_text(kFirstDaily) + " to " + date_text(kLastDaily);
  if (text.size() != 10)
    return Error{0, "a date is written YYYY-MM-DD (10 characters), e.g. 2026-11-23; got '" + std::string(text) + "'"};
  int field[3] = {0, 0, 0};
  for (int i = 0, f = 0; i < 10; ++i) {
    const char c = text[std::size_t(i)];
    if (i == 4 || i == 7) {
      if (c != '-')
        return Error{std::size_t(i), "character " + std::to_string(i + 1) + " of the date should be '-' (YYYY-MM-DD)"};
      ++f;
      continue;
    }
    if (c < '0' || c > '9')
      return Error{std::size_t(i), "character " + std::to_string(i + 1) + " of the date should be a digit (YYYY-MM-DD)"};
    field[f] = field[f] * 10 + (c - '0');
  }
  const Date d{field[0], field[1], field[2]};
  if (d.month < 1 || d.month > 12) return Error{5, "the month must be 01 to 12, got " + std::string(text.substr(5, 2))};
  if (d.day < 1 || date_of_day(day_number(d)) != d)
    return Error{8, date_text(Date{d.year, d.month, 1}).substr(0, 7) + " has no day " + std::string(text.substr(8, 2))};
  if (day_number(d) < day_number(kFirstDaily) || day_number(d) > day_number(kLastDaily))
    return Error{0, std::string(text) + " is outside the range: " + range};
  return d;
}

}  // namespace tl
