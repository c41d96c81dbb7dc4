// statistics.hpp: what the records add up to, as a daily player reads it
// (Wordle's statistics screen is the model): dailies opened and solved, the
// streak, how far over par the dailies went, the series' levels, the boards
// played, the hard-mode finishes. Computed from the records alone
// (records.hpp), so an import or a reset changes it at once.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "core/progress/calendar.hpp"
#include "core/progress/records.hpp"

namespace tl {

struct SeriesTally {
  std::string name, title;
  int levels = 0;  // in the series
  int solved = 0, at_par = 0;
};

struct BoardCount {
  std::string head;
  BoardTally tally;
  std::string name;  // as the picker names it ("Lights Out, 3 x 3"); empty for a head no machine reads
};

struct Statistics {
  int dailies_opened = 0;  // solved ones included
  int dailies_solved = 0;
  int streak = 0, longest_streak = 0;
  // Dailies solved by their best finish's presses over par: at par, +1 ...
  // +4, then +5 or more (one bar each, as Wordle's guess distribution).
  static constexpr int kBars = 6;
  std::array<int, kBars> over_par{};
  int today_bar = -1;               // the bar of today's daily in the series asked about (-1: not solved today)
  int with_help = 0;                // dailies whose best finish used help
  int hard_finishes = 0;            // levels and dailies whose best finish was in hard mode
  std::vector<SeriesTally> series;  // every series, in all_series() order
  std::vector<BoardCount> boards;   // most games first, then by name
  int games = 0, games_solved = 0;  // over every board
};

// `series`: the series whose daily of `today` is highlighted. A board's
// name is taken from `before` (the last statistics) where it has one: naming
// builds the board's rules (48 ms for the complete graph on 1,024 vertices),
// and the records change with every game begun.
Statistics statistics(const Records& r, const Date& today, std::string_view series, const Statistics* before = nullptr);

// The bar a finish goes in: its presses over par, the last bar for 5 or more.
int over_par_bar(const Finish& f);

}  // namespace tl
