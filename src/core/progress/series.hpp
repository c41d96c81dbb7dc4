// series.hpp: the puzzles a player comes back for. A series is about fifteen
// levels of one machine, graded by the fewest presses each needs (its par);
// a daily is one puzzle per day and series, the same for every player.
//
// Both are drawn, never typed in: from a fixed base (the rules with the
// lights on the goal), by StableRandom seeded from the series' name or the
// date, with the version of the drawing in the seed. Where the board has a
// census (census.hpp, up to kCensusPagePositions positions, the same limit
// in the page and natively so both draw the same), a level of par w is the
// first position needing exactly w found from a random place in the
// census's table; elsewhere it is a random walk of w presses from the goal
// that the solver proves needs exactly w (Solution::minimal). Only the
// fewest count is read from the solver, never which solution it returns,
// so a later tie rule or a faster search cannot move a level or a day.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/base/result.hpp"
#include "core/game/machine.hpp"
#include "core/progress/calendar.hpp"

namespace tl {

// Versions of the drawing (part of every seed). Bump for a new way of
// drawing; the old one stays for what it has published.
constexpr int kSeriesVersion = 1;
constexpr int kDailyVersion = 1;
constexpr int kLevelsPerSeries = 15;

struct SeriesSpec {
  std::string name;     // "lightsout5x5": the CLI's and the records' key
  std::string title;    // "Lights Out 5x5"
  std::string base_id;  // the rules (the lights are put on the goal)
};
const std::vector<SeriesSpec>& all_series();
// The series of `name`, or null.
const SeriesSpec* find_series(std::string_view name);
// The series whose rules are those of an ID head ("lightsout5x5",
// "quatrainment"), or null: the daily's picker follows the game in play.
const SeriesSpec* series_of_head(std::string_view head);
// The series a daily is of when none is named: the classic 5x5 Lights Out.
const SeriesSpec& default_series();
// The names, comma separated: for errors that say what is allowed.
std::string series_names();

struct Level {
  int number = 0;  // 1-based
  int par = 0;     // the fewest presses it needs
  std::string id;  // the puzzle ID
};

struct Series {
  SeriesSpec spec;
  int top = 0;               // the last level's par: the census's hardest, or the typical fewest of a random position
  bool from_census = false;  // pars read from a census
  std::vector<Level> levels;
};

// The series of `name` (about a tenth of a second for 5x5 Lights Out, whose
// census it counts); an error names the series there are.
Result<Series> make_series(std::string_view name);

struct Daily {
  Date date;
  SeriesSpec spec;
  int par = 0;
  std::string id;
};
// The daily of `date` for a series' machine.
Result<Daily> make_daily(const Date& date, std::string_view series);

// The marks of a finished level or daily: 3 at par, 2 over it, 1 with help.
int mark_for(int presses, int par, bool help);
// The text players paste into a chat: "Toggle Lab daily 2026-11-22, Lights
// Out 5x5: 9 presses (par 9), no help, 1:42"; "hard mode" for "no help"
// when the daily was played in hard mode.
std::string share_text(const Daily& d, int presses, bool help, double seconds, bool hard = false);
// The result as a picture in emoji, the same on every theme and every phone:
// a square a press, green up to the par and orange over it ("🟩🟩🟩🟧"), at
// most kSharePictureMost squares (past that a square is several presses, and
// the line says how many); then 💡 when help was used, 💪 in hard mode.
constexpr int kSharePictureMost = 30;
std::string share_picture(int presses, int par, bool help, bool hard);
// "1:42", "1:02:03": a timer's reading.
std::string clock_text(double seconds);

}  // namespace tl
