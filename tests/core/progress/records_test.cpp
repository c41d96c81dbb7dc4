// records_test.cpp: the records' text round-trips, keeps the best finish,
// counts streaks, merges an import, and sets hostile texts aside with a note.
#include <gtest/gtest.h>

#include <string>

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
            "togglelab-records 1\n"
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
      {"togglelab-records 2\nlevel merlin 1 presses=1 par=1 seconds=5 help=0\n", "format '2'", 0},
      {"togglelab-records 1x\n", "format '1x'", 0},
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

}  // namespace
}  // namespace tl
