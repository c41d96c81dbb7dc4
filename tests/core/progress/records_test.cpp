// records_test.cpp: the records' text round-trips, keeps the best finish,
// counts streaks, merges an import, and sets hostile texts aside with a note.
#include <gtest/gtest.h>

#include <cstdio>

#include <string>

#include "core/progress/series.hpp"

#include "core/progress/records.hpp"

namespace tl {
namespace {

TEST(Records, SaveReloadAndKeepTheBest) {
  Records r;
  const std::string level = Records::level_key("lightsout5x5", 3);
  EXPECT_TRUE(r.add(level, Finish{7, 5, 80, false}));    // over par: 2
  EXPECT_TRUE(r.add(level, Finish{5, 5, 95, false}));    // at par: 3, better though slower
  EXPECT_FALSE(r.add(level, Finish{5, 5, 120, false}));  // same mark and presses, slower
  EXPECT_FALSE(r.add(level, Finish{4, 5, 10, true}));    // help: 1
  const std::string daily = Records::daily_key(Date{2026, 11, 23}, "merlin");
  EXPECT_TRUE(r.add(daily, Finish{8, 8, 61, true}));
  std::string note = "x";
  const Records back = Records::parse(r.text(), &note);
  EXPECT_EQ(note, "");
  EXPECT_EQ(back.text(), r.text());
  ASSERT_NE(back.best(level), nullptr);
  EXPECT_EQ(back.best(level)->presses, 5);
  EXPECT_EQ(back.best(level)->seconds, 95);
  EXPECT_EQ(back.best(level)->mark(), 3);
  EXPECT_EQ(back.best(daily)->mark(), 1);
  EXPECT_EQ(r.text(),
            "togglelab-records 4\n"
            "daily 2026-11-23 merlin presses=8 par=8 seconds=61 help=1\n"
            "level lightsout5x5 3 presses=5 par=5 seconds=95 help=0\n");
}

TEST(Records, StreaksCountDaysInARow) {
  Records r;
  for (const Date d : {Date{2026, 11, 20}, Date{2026, 11, 21}, Date{2026, 11, 22}, Date{2026, 11, 10}})
    r.add(Records::daily_key(d, "lightsout5x5"), Finish{9, 9, 60, false});
  r.add(Records::daily_key(Date{2026, 11, 21}, "merlin"), Finish{5, 5, 30, false});  // a second machine, same day
  EXPECT_EQ(r.streak(Date{2026, 11, 22}), 3);
  EXPECT_EQ(r.streak(Date{2026, 11, 23}), 3);  // today's not solved yet: alive
  EXPECT_EQ(r.streak(Date{2026, 11, 24}), 0);  // a day missed
  EXPECT_EQ(r.longest_streak(), 3);
  r.add(Records::daily_key(Date{2026, 12, 31}, "merlin"), Finish{5, 5, 30, false});
  r.add(Records::daily_key(Date{2027, 1, 1}, "merlin"), Finish{5, 5, 30, false});
  EXPECT_EQ(r.streak(Date{2027, 1, 1}), 2);  // across a year's end
  // A clock gone back a day (a flight west across the date line): the streak
  // runs from the newest day played, not broken.
  EXPECT_EQ(r.streak(Date{2026, 12, 31}), 2);
  EXPECT_EQ(r.streak(Date{2026, 12, 30}), 2);
}

// A past day's daily, opened after its day, counts for its day's record but
// does not extend the streak; played on its day once, it stays on its day
// whichever finish is kept. Format 1 (before "late") reads as all on their day.
TEST(Records, ALateDailyCountsForItsDayButNotForTheStreak) {
  Records r;
  const std::string d21 = Records::daily_key(Date{2026, 11, 21}, "merlin"),
                    d22 = Records::daily_key(Date{2026, 11, 22}, "merlin");
  r.add(d22, Finish{5, 5, 30, false});
  Finish late{5, 5, 20, false};
  late.late = true;
  EXPECT_TRUE(r.add(d21, late)) << "the record of its day";
  EXPECT_EQ(r.streak(Date{2026, 11, 22}), 1) << "yesterday's daily solved today does not extend today's streak";
  EXPECT_EQ(r.longest_streak(), 1);
  EXPECT_NE(r.text().find("daily 2026-11-21 merlin presses=5 par=5 seconds=20 help=0 late=1\n"), std::string::npos) << r.text();
  std::string note = "x";
  const Records back = Records::parse(r.text(), &note);
  EXPECT_EQ(note, "");
  EXPECT_EQ(back.text(), r.text());
  EXPECT_TRUE(back.best(d21)->late);
  // On its day once: a better late finish is kept, but on its day.
  r.add(d22, late);
  EXPECT_EQ(r.best(d22)->seconds, 20) << "the better finish";
  EXPECT_FALSE(r.best(d22)->late) << "played on its day once";
  // Played on its day afterwards (a slower finish): the record turns on its day.
  EXPECT_TRUE(r.add(d21, Finish{5, 5, 90, false}));
  EXPECT_EQ(r.best(d21)->seconds, 20);
  EXPECT_FALSE(r.best(d21)->late);
  EXPECT_EQ(r.streak(Date{2026, 11, 22}), 2);
  // Format 1 text: every daily on its day, as before.
  const Records old = Records::parse("togglelab-records 1\ndaily 2026-11-21 merlin presses=5 par=5 seconds=20 help=0\n", &note);
  EXPECT_EQ(note, "");
  ASSERT_NE(old.best(d21), nullptr);
  EXPECT_FALSE(old.best(d21)->late);
  EXPECT_EQ(old.streak(Date{2026, 11, 21}), 1);
  EXPECT_TRUE(old.text().starts_with("togglelab-records 4\n")) << "written back as format 4";
}

// Hard mode is kept with its finish ("hard=1", before "late=1"), and is
// the better of two finishes equal in mark and presses.
TEST(Records, AHardModeFinishIsMarkedAndWinsATie) {
  Records r;
  const std::string level = Records::level_key("merlin", 2);
  r.add(level, Finish{4, 4, 30, false});
  Finish hard{4, 4, 50, false};
  hard.hard = true;
  EXPECT_TRUE(r.add(level, hard)) << "the same mark and presses, in hard mode: slower, still better";
  EXPECT_TRUE(r.best(level)->hard);
  Finish both = hard;
  both.late = true;
  const std::string daily = Records::daily_key(Date{2026, 11, 20}, "merlin");
  r.add(daily, both);
  EXPECT_NE(r.text().find("level merlin 2 presses=4 par=4 seconds=50 help=0 hard=1\n"), std::string::npos) << r.text();
  EXPECT_NE(r.text().find("daily 2026-11-20 merlin presses=4 par=4 seconds=50 help=0 hard=1 late=1\n"), std::string::npos)
      << r.text();
  std::string note = "x";
  const Records back = Records::parse(r.text(), &note);
  EXPECT_EQ(note, "");
  EXPECT_EQ(back.text(), r.text());
  // The fields in their order, each once, and only in format 2.
  for (const char* bad : {"togglelab-records 2\ndaily 2026-11-20 merlin presses=4 par=4 seconds=50 help=0 late=1 hard=1\n",
                          "togglelab-records 2\nlevel merlin 2 presses=4 par=4 seconds=50 help=0 hard=1 hard=1\n",
                          "togglelab-records 1\nlevel merlin 2 presses=4 par=4 seconds=50 help=0 hard=1\n"}) {
    EXPECT_EQ(Records::parse(bad, &note).size(), 0u) << bad;
    EXPECT_NE(note.find("1 line"), std::string::npos) << bad << ": " << note;
  }
}

TEST(Records, ImportMergesTheBetterOfEach) {
  Records here, there;
  here.add(Records::level_key("merlin", 1), Finish{2, 1, 5, false});
  there.add(Records::level_key("merlin", 1), Finish{1, 1, 9, false});
  there.add(Records::level_key("merlin", 2), Finish{1, 1, 4, false});
  std::string note;
  const Records pasted = Records::parse(there.text(), &note);
  EXPECT_EQ(here.merge(pasted), 2);
  EXPECT_EQ(here.best(Records::level_key("merlin", 1))->presses, 1);
  EXPECT_EQ(here.size(), 2u);
}

TEST(Records, HostileTextsAreSetAsideWithANote) {
  Records good;
  good.add(Records::level_key("merlin", 1), Finish{1, 1, 5, false});
  good.add(Records::level_key("merlin", 2), Finish{1, 1, 5, false});
  const std::string text = good.text();
  const struct {
    std::string text;
    const char* words;
    std::size_t kept;
  } cases[] = {
      {text.substr(0, text.size() - 12), "1 line of the saved records could not be read", 1},  // truncated
      {"togglelab-records 5\nlevel merlin 1 presses=1 par=1 seconds=5 help=0\n", "format '5'", 0},
      // "opened" and "board" are format 3's; a board's counts nest (solved <= games, hard <= solved).
      {"togglelab-records 2\nopened 2026-11-23 merlin\n", "1 line", 0},
      {"togglelab-records 3\nboard merlin games=2 solved=3 hard=0 best=5\n", "1 line", 0},
      {"togglelab-records 3\nboard merlin games=2 solved=1 hard=2 best=5\n", "1 line", 0},
      {"togglelab-records 3\nboard merlin games=2 solved=1 hard=0\n", "1 line", 0},
      {"togglelab-records 3\nboard merlin games=2 solved=0 hard=0 best=5\n", "1 line", 0},
      {"togglelab-records 3\nboard mer:lin games=2 solved=0 hard=0\n", "1 line", 0},
      {"togglelab-records 3\nopened 2026-11-23 nosuch\n", "1 line", 0},
      // "helped" is format 4's: no more than the solves not in hard mode; no
      // best unless a solve is counted, and one where any solve was without
      // help; each field once, in its place.
      {"togglelab-records 3\nboard merlin games=2 solved=1 hard=0 helped=1\n", "1 line", 0},
      {"togglelab-records 4\nboard merlin games=2 solved=1 hard=0 helped=0\n", "1 line", 0},
      {"togglelab-records 4\nboard merlin games=2 solved=1 hard=1 helped=1 best=5\n", "1 line", 0},
      {"togglelab-records 4\nboard merlin games=2 solved=2 hard=0 helped=1\n", "1 line", 0},
      {"togglelab-records 4\nboard merlin games=2 solved=0 hard=0 helped=0 best=5\n", "1 line", 0},
      {"togglelab-records 4\nboard merlin games=2 solved=1 hard=0 best=5 helped=1\n", "1 line", 0},
      {"togglelab-records 4\nboard merlin games=2 solved=2 hard=0 helped=1 helped=1 best=5\n", "1 line", 0},
      // "late" is format 2's, and only ever "late=1", and only on a daily.
      {"togglelab-records 1\ndaily 2026-11-23 merlin presses=1 par=1 seconds=5 help=0 late=1\n", "1 line", 0},
      {"togglelab-records 2\ndaily 2026-11-23 merlin presses=1 par=1 seconds=5 help=0 late=0\n", "1 line", 0},
      {"togglelab-records 2\nlevel merlin 1 presses=1 par=1 seconds=5 help=0 late=1\n", "1 line", 0},
      {"togglelab-records 1x\n", "format '1x'", 0},
      {"togglelab-records 01\nlevel merlin 1 presses=1 par=1 seconds=5 help=0\n", "format '01'", 0},  // the number exactly
      {"togglelab-records +1\nlevel merlin 1 presses=1 par=1 seconds=5 help=0\n", "format '+1'", 0},
      {std::string(kMaxRecordsText + 1, 'a'), "larger than 1 MiB", 0},
      {"{\"theme\":\"dark\"}", "not in Toggle Lab's format", 0},
      {"togglelab-records 1\nlevel nosuch 1 presses=1 par=1 seconds=5 help=0\nlevel merlin 99 presses=1 par=1 seconds=5 help=0\n"
       "daily 2026-02-30 merlin presses=1 par=1 seconds=5 help=0\nlevel merlin 1 presses=-1 par=1 seconds=5 help=0\n"
       "level merlin 1 presses=1 par=1 seconds=5 help=2\nlevel merlin 1 presses=1 par=1 seconds=5\n",
       "6 lines", 0},
      {std::string("togglelab-records 1\nlevel merlin 1 presses=1\0 par=1 seconds=5 help=0\n", 65), "1 line", 0},
  };
  for (const auto& c : cases) {
    std::string note;
    const Records r = Records::parse(c.text, &note);
    EXPECT_NE(note.find(c.words), std::string::npos) << c.text.substr(0, 60) << ": " << note;
    EXPECT_EQ(r.size(), c.kept) << c.text.substr(0, 60);
  }
  std::string note = "x";
  EXPECT_EQ(Records::parse("", &note).size(), 0u);
  EXPECT_EQ(note, "");
}

// A finish no game gives is not a record: a par is the proven fewest presses
// (so none finishes under it), and no position of a board needs more than
// each button pressed k - 1 times (one press a button on Ghaly's machine).
TEST(Records, FinishesNoGameGivesAreLeftOutWithTheFirstLineNamed) {
  const struct {
    const char* line;
    bool kept;
  } cases[] = {
      {"level lightsout5x5 15 presses=25 par=25 seconds=5 help=0", true},  // 25 buttons: the most a position needs
      {"level lightsout5x5 15 presses=26 par=26 seconds=5 help=0", false},
      {"daily 2026-01-02 lightsout5x5 presses=0 par=1000000 seconds=5 help=0", false},
      {"daily 2026-01-02 lightsout5x5 presses=8 par=9 seconds=5 help=0", false},    // under the par
      {"daily 2026-01-02 lightsout5x5 presses=9 par=0 seconds=5 help=0", false},    // every daily needs a press
      {"daily 2026-01-02 lightsout2000 presses=50 par=50 seconds=5 help=0", true},  // 3 states: twice each of 25
      {"daily 2026-01-02 lightsout2000 presses=51 par=51 seconds=5 help=0", false},
      {"daily 2026-01-02 merlin presses=9 par=9 seconds=5 help=0", true},
      {"daily 2026-01-02 merlin presses=10 par=10 seconds=5 help=0", false},
      {"daily 2026-01-02 ghaly4 presses=16 par=16 seconds=5 help=0", true},  // a wire each press: 16 wires
      {"daily 2026-01-02 ghaly4 presses=17 par=17 seconds=5 help=0", false},
      {"daily 2024-12-31 merlin presses=5 par=5 seconds=5 help=0", false},  // before the first daily
  };
  for (const auto& c : cases) {
    std::string note;
    const Records r = Records::parse(std::string("togglelab-records 1\n\n") + c.line + "\n", &note);
    EXPECT_EQ(r.size(), c.kept ? 1u : 0u) << c.line << ": " << note;
    if (!c.kept) { EXPECT_NE(note.find("(the first: line 3)"), std::string::npos) << c.line << ": " << note; }
  }
}

// An import is read with tomorrow as its last day (today anywhere on Earth):
// a daily dated later was never played, whatever the text says.
TEST(Records, AnImportLeavesOutDailiesNoOneHasPlayedYet) {
  const std::string text =
      "togglelab-records 1\n"
      "daily 2026-11-26 merlin presses=5 par=5 seconds=5 help=0\n"
      "daily 2026-11-27 merlin presses=5 par=5 seconds=5 help=0\n"
      "daily 2099-12-31 lightsout5x5 presses=9 par=9 seconds=5 help=0\n";
  std::string note;
  const Records r = Records::parse(text, &note, Date{2026, 11, 26});
  EXPECT_EQ(r.size(), 1u);
  EXPECT_NE(r.best(Records::daily_key(Date{2026, 11, 26}, "merlin")), nullptr);
  EXPECT_NE(note.find("2 dailies are dated after 2026-11-26"), std::string::npos) << note;
  EXPECT_EQ(r.streak(Date{2026, 11, 26}), 1) << "the streak counts only days played";
  EXPECT_EQ(Records::parse(text, &note).size(), 3u) << "the device's own save is read whole";
}

// Records can grow past what the reader takes only by years of dailies (or
// an import): the writer then lets the oldest dailies go, never a level, so
// a finish never makes the next start set every record aside.
TEST(Records, TheWriterNeverWritesWhatTheReaderRefuses) {
  Records r;
  for (int level = 1; level <= kLevelsPerSeries; ++level)
    r.add(Records::level_key("lightsout5x5", level), Finish{level, level, 60, false});
  const int64_t first = day_number(kFirstDaily);
  int64_t day = first;
  while (r.trimmed() == 0) {
    for (const SeriesSpec& s : all_series()) r.add(Records::daily_key(date_of_day(day), s.name), Finish{5, 5, 100, day % 2 == 0});
    ++day;
    ASSERT_LT(day, first + 20000) << "1 MiB holds fewer dailies than that";
    if (day % 256 == 0) { EXPECT_EQ(r.text_size(), r.text().size()); }
  }
  const std::string text = r.text();
  EXPECT_LE(text.size(), kMaxRecordsText);
  std::string note = "x";
  const Records back = Records::parse(text, &note);
  EXPECT_EQ(note, "") << "the reader takes all of it";
  EXPECT_EQ(back.size(), r.size());
  auto kept_on = [&](int64_t d) {
    int n = 0;
    for (const SeriesSpec& sp : all_series()) n += r.best(Records::daily_key(date_of_day(d), sp.name)) != nullptr;
    return n;
  };
  EXPECT_LT(kept_on(first), int(all_series().size())) << "the oldest dailies went first";
  EXPECT_EQ(kept_on(first + 1), int(all_series().size())) << "and only as many as needed";
  EXPECT_NE(r.best(Records::daily_key(date_of_day(day - 1), all_series().back().name)), nullptr) << "the newest is kept";
  for (int level = 1; level <= kLevelsPerSeries; ++level)
    EXPECT_NE(r.best(Records::level_key("lightsout5x5", level)), nullptr) << "levels are never let go";
  std::printf("        %d days of dailies of %zu series: %zu bytes, %d oldest let go\n", int(day - first), all_series().size(),
              text.size(), r.trimmed());

  // The case met: a save just under the limit, read back, then one more finish.
  Records full = Records::parse(text, &note);
  full.add(Records::level_key("merlin", 1), Finish{1, 1, 3, false});
  EXPECT_LE(full.text().size(), kMaxRecordsText);
  EXPECT_EQ(Records::parse(full.text(), &note).size(), full.size());
  EXPECT_EQ(note, "");
  EXPECT_GT(full.trimmed(), 0);
}

}  // namespace
}  // namespace tl

namespace tl {
namespace {

// Format 3 counts what the statistics need and a best finish cannot say: a
// daily opened and not solved, and per board the games begun, solved,
// solved in hard mode, and the fastest. Counts, not a log: a thousand games
// are one line.
TEST(Records, OpenedDailiesAndBoardCountsRoundTrip) {
  Records r;
  const Date d23{2026, 11, 23}, d24{2026, 11, 24};
  EXPECT_TRUE(r.note_opened(d23, "merlin"));
  EXPECT_FALSE(r.note_opened(d23, "merlin")) << "once";
  EXPECT_TRUE(r.note_opened(d24, "lightsout5x5"));
  for (int i = 0; i < 1000; ++i) r.count_game("lightsout5x5");
  r.count_solve("lightsout5x5", 90, false);
  r.count_solve("lightsout5x5", 41, true);
  r.count_solve("lightsout5x5", 60, false);
  r.count_solve("merlin", 12, false);  // solved without a counted start (a game begun before an upgrade)
  EXPECT_FALSE(r.count_game("mer lin")) << "not a head";
  const std::string text = r.text();
  EXPECT_NE(text.find("opened 2026-11-23 merlin\nopened 2026-11-24 lightsout5x5\n"), std::string::npos) << text;
  EXPECT_NE(text.find("board lightsout5x5 games=1000 solved=3 hard=1 best=41\n"), std::string::npos) << text;
  EXPECT_NE(text.find("board merlin games=1 solved=1 hard=0 best=12\n"), std::string::npos) << text;
  EXPECT_EQ(r.text_size(), text.size());
  std::string note = "x";
  const Records back = Records::parse(text, &note);
  EXPECT_EQ(note, "");
  EXPECT_EQ(back.text(), text);
  EXPECT_EQ(back.boards().at("lightsout5x5").games, 1000);
  // Solved: the daily's record, no longer only opened.
  r.add(Records::daily_key(d23, "merlin"), Finish{5, 5, 30, false});
  EXPECT_EQ(r.opened().size(), 1u);
  EXPECT_EQ(r.text().find("opened 2026-11-23"), std::string::npos);
  EXPECT_FALSE(r.note_opened(d23, "merlin")) << "opened again, already solved";
  EXPECT_EQ(r.text_size(), r.text().size());
  EXPECT_EQ(Records::board_head("lightsout5x5-k3:0120/0000"), "lightsout5x5-k3");
  EXPECT_EQ(Records::board_head("merlin"), "merlin");
}

// A solve with help is counted as such (format 4's "helped") and sets no
// best time: the best is a fair one. Format 3's boards read as none helped.
TEST(Records, ASolveWithHelpIsCountedAndSetsNoBest) {
  Records r;
  r.count_game("merlin");
  EXPECT_TRUE(r.count_solve("merlin", 7, false, true));
  EXPECT_EQ(r.boards().at("merlin"), (BoardTally{1, 1, 0, 1, -1}));
  EXPECT_NE(r.text().find("board merlin games=1 solved=1 hard=0 helped=1\n"), std::string::npos) << r.text();
  r.count_game("merlin");
  r.count_solve("merlin", 40, false, false);
  r.count_game("merlin");
  r.count_solve("merlin", 9, false, true);  // faster, with help: not the best
  EXPECT_EQ(r.boards().at("merlin"), (BoardTally{3, 3, 0, 2, 40}));
  r.count_solve("merlin", 5, true, true);  // hard mode refuses help: read as hard
  EXPECT_EQ(r.boards().at("merlin"), (BoardTally{4, 4, 1, 2, 5}));
  std::string note = "x";
  EXPECT_EQ(Records::parse(r.text(), &note).text(), r.text());
  EXPECT_EQ(note, "");
  const Records v3 = Records::parse("togglelab-records 3\nboard merlin games=2 solved=1 hard=0 best=8\n", &note);
  EXPECT_EQ(note, "");
  EXPECT_EQ(v3.boards().at("merlin"), (BoardTally{2, 1, 0, 0, 8}));
  // One device's fair best beside another's helped solves: both kept, and
  // the text reads back.
  Records here, there;
  here.count_solve("merlin", 30, false, false);
  there.count_solve("merlin", 10, false, true);
  there.count_solve("merlin", 10, false, true);
  here.merge(there);
  EXPECT_EQ(here.boards().at("merlin"), (BoardTally{2, 2, 0, 2, 30}));
  EXPECT_EQ(Records::parse(here.text(), &note).text(), here.text());
  EXPECT_EQ(note, "");
}

// Import takes formats 1, 2 and 3; counts merge as the larger of each (an
// export imported back where it came from changes nothing), the best time
// as the smaller.
TEST(Records, ImportTakesEveryFormatAndCountsMergeWithoutDoubling) {
  Records here;
  here.count_game("merlin");
  here.count_game("merlin");
  here.count_solve("merlin", 30, false);
  Records same = Records::parse(here.text(), nullptr);
  EXPECT_EQ(here.merge(same), 0) << "its own export: nothing changes";
  std::string note;
  const Records there = Records::parse(
      "togglelab-records 3\nopened 2026-11-20 merlin\nboard merlin games=1 solved=1 hard=1 best=12\n"
      "board ghaly4 games=3 solved=0 hard=0\n",
      &note);
  EXPECT_EQ(note, "");
  EXPECT_EQ(here.merge(there), 3);
  EXPECT_EQ(here.boards().at("merlin"), (BoardTally{2, 1, 1, 0, 12}));
  EXPECT_EQ(here.boards().at("ghaly4").games, 3);
  EXPECT_EQ(here.opened().size(), 1u);
  const Records v1 = Records::parse("togglelab-records 1\nlevel merlin 1 presses=1 par=1 seconds=5 help=0\n", &note);
  EXPECT_EQ(note, "");
  EXPECT_EQ(here.merge(v1), 1);
  // An opened daily dated after the import's newest day was never opened.
  const Records future = Records::parse("togglelab-records 3\nopened 2030-01-01 merlin\n", &note, Date{2026, 11, 25});
  EXPECT_EQ(future.opened().size(), 0u);
  EXPECT_NE(note.find("dated after 2026-11-25"), std::string::npos) << note;
}

// Full, the oldest opened dailies go before any solved one; a new board is
// not counted into a full text, and the text stays one the reader takes.
TEST(Records, AFullTextLetsOpenedDailiesGoFirst) {
  Records r;
  const int64_t first = day_number(kFirstDaily);
  r.add(Records::daily_key(kFirstDaily, "merlin"), Finish{5, 5, 30, false});
  int64_t day = first + 1;
  while (r.trimmed() == 0) {
    for (const SeriesSpec& s : all_series()) r.note_opened(date_of_day(day), s.name);
    ++day;
    ASSERT_LT(day, first + 40000);
  }
  EXPECT_NE(r.best(Records::daily_key(kFirstDaily, "merlin")), nullptr) << "a solved daily outlives opened ones";
  EXPECT_LE(r.text().size(), kMaxRecordsText);
  EXPECT_EQ(r.text_size(), r.text().size());
  std::string note = "x";
  EXPECT_EQ(Records::parse(r.text(), &note).opened().size(), r.opened().size());
  EXPECT_EQ(note, "");
}

}  // namespace
}  // namespace tl

namespace tl {
namespace {

// A text of board tallies alone, `bytes` long to the byte: boards b0000,
// b0001, ... with 10 + i games (so the first has the fewest), the last
// line's name padded to make the length exact.
std::string boards_text(std::size_t bytes) {
  std::string text = "togglelab-records 3\n";
  for (int i = 0;; ++i) {
    char name[16];
    std::snprintf(name, sizeof name, "b%05d", i);
    std::string line = std::string("board ") + name + " games=" + std::to_string(10 + i) + " solved=0 hard=0\n";
    if (text.size() + line.size() + 40 > bytes) {
      const std::size_t pad = bytes - text.size() - line.size();  // the last board's name, longer
      line = std::string("board ") + name + std::string(pad, 'x') + " games=" + std::to_string(10 + i) + " solved=0 hard=0\n";
      return text + line;
    }
    text += line;
  }
}

// Found on a full import: a text of exactly 1 MiB of tallies was taken, the
// next press grew a count by a digit, and the text written was refused at
// the next start, every tally set aside. Writing trims the board with the
// fewest games now, and the text always reads back whole.
TEST(Records, ATextOfTalliesAtTheCapStaysReadableAfterTheNextGame) {
  const std::string full = boards_text(kMaxRecordsText);
  ASSERT_EQ(full.size(), kMaxRecordsText);
  std::string note = "x";
  Records r = Records::parse(full, &note);
  ASSERT_EQ(note, "");
  const std::size_t boards = r.boards().size();
  for (int i = 0; i < 900; ++i) r.count_game("b00100");  // 110 games to 1010: a digit longer
  EXPECT_LE(r.text().size(), kMaxRecordsText);
  EXPECT_EQ(r.text_size(), r.text().size());
  const Records back = Records::parse(r.text(), &note);
  EXPECT_EQ(note, "") << "the reader takes all of it";
  EXPECT_EQ(back.boards().size(), r.boards().size());
  EXPECT_LT(r.boards().size(), boards) << "a board was let go";
  EXPECT_EQ(r.boards().count("b00000"), 0U) << "the one with the fewest games first";
  EXPECT_EQ(r.boards().at("b00100").games, 110 + 900);
  EXPECT_GT(r.trimmed(), 0);
}

TEST(Records, CountsSaturateAtWhatTheReaderTakes) {
  std::string note;
  Records r = Records::parse("togglelab-records 3\nboard lightsout5x5 games=1000000000 solved=1000000000 hard=0 best=5\n", &note);
  ASSERT_EQ(note, "");
  EXPECT_FALSE(r.count_game("lightsout5x5")) << "nothing changed: it stays at the most";
  r.count_solve("lightsout5x5", 2000000000, true);
  r.add(Records::level_key("merlin", 1), Finish{2000000000, 1, 2000000000, false});
  const Records back = Records::parse(r.text(), &note);
  EXPECT_EQ(note, "") << r.text();
  EXPECT_EQ(back.boards().at("lightsout5x5").games, kMostGames);
  EXPECT_EQ(back.boards().at("lightsout5x5").hard, 1);
  EXPECT_EQ(back.best(Records::level_key("merlin", 1))->presses, kMostPresses);
}

// An import merges, then trims to leave room, so the presses after it are
// not what trims; board tallies outrank old dailies whatever their order.
TEST(Records, AnImportLeavesHeadroomAndKeepsTalliesBeforeOldDailies) {
  Records pasted;
  const int64_t first = day_number(kFirstDaily);
  for (int64_t day = first; pasted.trimmed() == 0; ++day)
    for (const SeriesSpec& s : all_series()) pasted.add(Records::daily_key(date_of_day(day), s.name), Finish{5, 5, 60, false});
  ASSERT_GT(pasted.text_size(), kMaxRecordsText - kImportHeadroom);
  Records mine;
  mine.count_game("lightsout7x7");
  EXPECT_GT(mine.merge(pasted), 0);
  EXPECT_LE(mine.text_size(), kMaxRecordsText - kImportHeadroom);
  EXPECT_EQ(mine.boards().count("lightsout7x7"), 1U) << "a tally outranks the oldest dailies";
  EXPECT_EQ(mine.text_size(), mine.text().size());
}

// Records set aside (too large to be read at start) are read back trimmed:
// what matters most kept, a text the reader takes, and the note says how
// many were let go.
TEST(Records, RecordsSetAsideAreReadBackTrimmed) {
  std::string big = boards_text(kMaxRecordsText / 2);
  const int64_t first = day_number(kFirstDaily);
  for (int64_t day = first; big.size() < 2 * kMaxRecordsText; ++day)
    for (const SeriesSpec& s : all_series()) big += "opened " + date_text(date_of_day(day)) + " " + s.name + "\n";
  std::string note;
  EXPECT_EQ(Records::parse(big, &note).boards().size(), 0U);
  EXPECT_NE(note.find("set aside"), std::string::npos) << note;
  const Records back = Records::parse_set_aside(big, &note);
  EXPECT_LE(back.text().size(), kMaxRecordsText);
  EXPECT_NE(note.find("were let go"), std::string::npos) << note;
  EXPECT_EQ(back.boards().size(), Records::parse(boards_text(kMaxRecordsText / 2), nullptr).boards().size())
      << "every tally kept: the opened dailies went";
  EXPECT_GT(back.opened().size(), 0U) << "and only as many as needed";
  std::string again = "x";
  Records::parse(back.text(), &again);
  EXPECT_EQ(again, "");
  Records::parse_set_aside(std::string(kMostSetAsideText + 1, 'x'), &note);
  EXPECT_NE(note.find("larger than 16 MiB"), std::string::npos) << note;
}

}  // namespace
}  // namespace tl
