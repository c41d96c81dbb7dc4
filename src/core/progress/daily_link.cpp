// daily_link.cpp: see daily_link.hpp.
#include "core/progress/daily_link.hpp"

#include "core/progress/series.hpp"

namespace tl {

namespace {
constexpr std::string_view kPrefix = "daily-";
}  // namespace

std::string format_daily_link(const Date& date, std::string_view series) {
  return std::string(kPrefix) + std::string(series) + ":" + date_text(date);
}

bool is_daily_link(std::string_view link) { return link.substr(0, kPrefix.size()) == kPrefix; }

Result<DailyLink> parse_daily_link(std::string_view link, const Date& today) {
  if (!is_daily_link(link)) return Error{0, "a daily's link begins with 'daily-'"};
  const std::size_t colon = link.find(':');
  if (colon == std::string_view::npos)
    return Error{link.size(), "expected ':' and the date after the series (daily-merlin:2026-11-25)"};
  const std::string series(link.substr(kPrefix.size(), colon - kPrefix.size()));
  if (!find_series(series))
    return Error{kPrefix.size(), "no series '" + series.substr(0, 40) + "'; the series are " + series_names()};
  Result<Date> date = parse_date(link.substr(colon + 1));
  if (!date) return Error{colon + 1 + date.error().pos, date.error().message};
  if (const Date last = date_of_day(day_number(today) + 1); day_number(*date) > day_number(last))
    return Error{colon + 1, "the daily of " + date_text(*date) + " is not out yet: the latest is " + date_text(last) +
                                " (tomorrow, already today somewhere on Earth)"};
  return DailyLink{*date, series};
}

}  // namespace tl
