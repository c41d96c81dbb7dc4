// daily_link.hpp: a daily as a link (the URL hash, --load, a shared result),
// so a friend opens that day's daily as a daily, with its par, its timer and
// its date, and not its lights as free play:
//
//   daily-link = "daily-" series ":" date        daily-merlin:2026-11-25
//
// It names the day, not the lights: the daily is drawn again from its
// versioned seed (make_daily), so the link stays short and cannot be edited
// into another puzzle that still claims the day's par. No machine's name
// begins with "daily", so no puzzle ID reads as one.
#pragma once

#include <string>
#include <string_view>

#include "core/base/result.hpp"
#include "core/progress/calendar.hpp"

namespace tl {

struct DailyLink {
  Date date;
  std::string series;  // a series' name ("merlin"), as the records key it
};

std::string format_daily_link(const Date& date, std::string_view series);
// Whether `link` is meant as a daily's link at all (its prefix): then
// parse_daily_link says what it opens or what is wrong with it.
bool is_daily_link(std::string_view link);
// The date and series of a daily's link; an error names the character that
// is wrong (positions in the whole link), an unknown series or the range.
// `today` is the device's date: a daily dated after tomorrow (today
// somewhere on Earth) has been played by no one and is refused, naming the
// last date there is, as an import of records refuses it.
Result<DailyLink> parse_daily_link(std::string_view link, const Date& today);

}  // namespace tl
