// statistics_test.cpp: the records added up as the statistics screen shows
// them, checked against records made here with known finishes.
#include <gtest/gtest.h>

#include "core/progress/series.hpp"
#include "core/progress/statistics.hpp"

namespace tl {
namespace {

Finish finish(int presses, int par, bool help = false, bool hard = false, bool late = false) {
  Finish f{presses, par, 60, help};
  f.hard = hard;
  f.late = late;
  return f;
}

TEST(Statistics, DailiesBarsStreakSeriesAndBoards) {
  Records r;
  const Date today{2026, 11, 25};
  // Five dailies solved, 0, 0, 1, 3 and 7 presses over par (today's at par), one with help.
  r.add(Records::daily_key(Date{2026, 11, 21}, "lightsout5x5"), finish(12, 5));
  r.add(Records::daily_key(Date{2026, 11, 22}, "lightsout5x5"), finish(9, 6, true));
  r.add(Records::daily_key(Date{2026, 11, 23}, "lightsout5x5"), finish(8, 7));
  r.add(Records::daily_key(Date{2026, 11, 24}, "merlin"), finish(5, 5, false, true));
  r.add(Records::daily_key(today, "lightsout5x5"), finish(7, 7));
  r.note_opened(Date{2026, 11, 20}, "lightsout5x5");  // opened, never solved
  r.note_opened(today, "merlin");
  // A past day's daily played late: its day's record, not the streak.
  r.add(Records::daily_key(Date{2026, 11, 19}, "merlin"), finish(4, 4, false, false, true));
  // Levels: merlin 1 and 2 at par, 3 over; lightsout5x5 1 in hard mode at par.
  r.add(Records::level_key("merlin", 1), finish(1, 1));
  r.add(Records::level_key("merlin", 2), finish(2, 2));
  r.add(Records::level_key("merlin", 3), finish(5, 3));
  r.add(Records::level_key("lightsout5x5", 1), finish(1, 1, false, true));
  for (int i = 0; i < 3; ++i) r.count_game("merlin");
  for (int i = 0; i < 7; ++i) r.count_game("lightsout5x5");
  r.count_solve("lightsout5x5", 50, false);

  const Statistics s = statistics(r, today, "lightsout5x5");
  EXPECT_EQ(s.dailies_solved, 6);
  EXPECT_EQ(s.dailies_opened, 8);
  EXPECT_EQ(s.streak, 5) << "the 21st to today; the 19th was played late";
  EXPECT_EQ(s.longest_streak, 5);
  EXPECT_EQ(s.over_par, (std::array<int, Statistics::kBars>{3, 1, 0, 1, 0, 1}));
  EXPECT_EQ(s.today_bar, 0);
  EXPECT_EQ(s.with_help, 1);
  EXPECT_EQ(s.hard_finishes, 2);
  ASSERT_EQ(s.series.size(), all_series().size());
  for (const SeriesTally& t : s.series) {
    EXPECT_EQ(t.levels, kLevelsPerSeries);
    if (t.name == "merlin") EXPECT_EQ((std::pair{t.solved, t.at_par}), (std::pair{3, 2}));
    else if (t.name == "lightsout5x5") EXPECT_EQ((std::pair{t.solved, t.at_par}), (std::pair{1, 1}));
    else EXPECT_EQ(t.solved, 0) << t.name;
  }
  ASSERT_EQ(s.boards.size(), 2u);
  EXPECT_EQ(s.boards[0].head, "lightsout5x5") << "most played first";
  EXPECT_EQ(s.boards[0].tally, (BoardTally{7, 1, 0, 0, 50}));
  EXPECT_EQ(s.boards[0].name, "Lights Out, 5 x 5") << "named as the picker names it";
  // Made again after a change of the records, a board keeps the name it
  // had: the last statistics' (here one no head would give, to tell).
  Statistics before = s;
  before.boards[0].name = "kept";
  r.count_game("lightsout5x5");
  const Statistics again = statistics(r, today, "lightsout5x5", &before);
  EXPECT_EQ(again.boards[0].tally.games, 8);
  EXPECT_EQ(again.boards[0].name, "kept");
  EXPECT_EQ(again.boards[1].name, "Merlin's Magic Squares");
  EXPECT_EQ(s.games, 10);
  EXPECT_EQ(s.games_solved, 1);
  EXPECT_EQ(statistics(r, today, "merlin").today_bar, -1) << "today's merlin daily is only opened";
  EXPECT_EQ(statistics(Records(), today, "merlin").dailies_opened, 0);
}

TEST(Statistics, FiveOrMoreOverParShareTheLastBar) {
  EXPECT_EQ(over_par_bar(finish(5, 5)), 0);
  EXPECT_EQ(over_par_bar(finish(9, 5)), 4);
  EXPECT_EQ(over_par_bar(finish(10, 5)), 5);
  EXPECT_EQ(over_par_bar(finish(300, 5)), 5);
}

}  // namespace
}  // namespace tl
