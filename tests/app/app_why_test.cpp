// app_why_test.cpp: the "Why it works" views, headless, by the clicks a
// person makes: the elimination of Merlin's system stepped through to the
// solver's presses, the student's own elimination, the LaTeX export of A^-1
// against Arnold and Blaszak's matrix, the Lights Out atlas (plain and torus,
// in slices with Pause) against the core's analysis, Ghaly's census in
// slices, Joyner's Example 28, the custom rules editor, and a Next step by a tap
// on a phone. Each test replaces a test of tests/e2e/browser_why.test.mjs of
// the same subject (named above it); the browser keeps what only it shows:
// the atlas's frame time, and the wiring drawn in pixels.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

#include "app_driver.hpp"
#include "example_ids.hpp"
#include "app_person.hpp"
#include "core/game/family_view.hpp"
#include "core/game/linear_view.hpp"
#include "core/ghaly/ghaly_census.hpp"
#include "core/linear/explain/dynamics.hpp"
#include "core/linear/explain/grid_period.hpp"
#include "core/linear/explain/period_chart.hpp"
#include "core/linear/explain/explain.hpp"

namespace tl::app::testing {
namespace {

constexpr Size kBig{1400, 1000};

// The Why tab's "Solving again and again", its orbit followed, by clicks.
bool follow_the_orbit(AppDriver& d) {
  return d.click("Why it works") && d.click("Solving again and again") && d.click("Follow the orbit");
}

// The board's orbit as the core follows it (at most 1000 boards).
Orbit core_orbit(const Explanation& e) { return orbit_of(*solution_map(e), e.state, 1000); }

// Arnold and Blaszak's A^-1 (mod 2), row by row, as the paper prints it.
const std::vector<std::string> kSeed000Inverse = {
    "101001110", "111111000", "101100011", "110110110", "101010101", "011011011", "110001101", "000111111", "011100101",
};

// The N x N Lights Out board (a torus: wrapping round), all dark.
std::string square_board(int n, bool torus) {
  std::string id = "lightsout" + std::to_string(n) + "x" + std::to_string(n) + (torus ? "t" : "") + ":";
  for (int r = 0; r < n; ++r) id += (r ? "/" : "") + std::string(std::size_t(n), '0');
  return id;
}

// The nullity `togglelab analyze ID --json` reports: the core's analysis of
// the rules, apart from the atlas's own method.
int analyzed_nullity(const std::string& id) {
  const Result<Puzzle> p = parse_puzzle_id(id, Surface::Cli);
  EXPECT_TRUE(p) << id.substr(0, 40);
  return p ? int(analyze_rules(*p->machine).quiet_generator_count) : -1;
}
int analyzed_rank(const std::string& id) {
  const Result<Puzzle> p = parse_puzzle_id(id, Surface::Cli);
  EXPECT_TRUE(p) << id.substr(0, 40);
  return p ? analyze_rules(*p->machine).rank : -1;
}

std::size_t atlas_count(AppDriver& d) {
  const Json s = d.state();
  return s.contains("atlas") ? s["atlas"]["nullities"].size() : 0;
}

// Replaces "Merlin: stepping through the elimination ends in the solver's presses".
TEST(AppWhy, MerlinSteppingThroughTheEliminationEndsInTheSolversPresses) {
  AppDriver d({.size = kBig, .link = kMerlin});
  ASSERT_TRUE(d.click("Why it works")) << d.last_error;
  Json s = d.state();
  EXPECT_EQ(str(s["tab"]), "why");
  EXPECT_EQ(s["elimination"]["step"], 0) << "starts at [A | b]";
  const int total = s["elimination"]["steps"];
  EXPECT_GT(total, 0) << "steps recorded";
  for (int k = 1; k <= 3; ++k) {
    ASSERT_TRUE(d.click("Next step")) << d.last_error;
    s = d.state();
    EXPECT_EQ(s["elimination"]["step"], k) << "after Next step " << k;
    EXPECT_FALSE(s["elimination"]["caption"].get<std::string>().empty()) << "a caption for each step";
  }
  ASSERT_TRUE(d.click("Step back")) << d.last_error;
  EXPECT_EQ(d.state()["elimination"]["step"], 2) << "Step back";
  ASSERT_TRUE(d.click("To the end")) << d.last_error;
  s = d.state();
  EXPECT_EQ(s["elimination"]["step"], total);
  EXPECT_EQ(s["elimination"]["done"], true) << "at the end";
  EXPECT_EQ(ints(s["elimination"]["solution"]), solver_presses(s["id"])) << "s from the reduced form = the solver's presses";
  EXPECT_EQ(ints(s["elimination"]["solution"]), std::vector<int>({5, 6, 7, 9})) << "Arnold and Blaszak's answer";
  EXPECT_EQ(s["moves"], 0) << "stepping pressed no button";
}

// A quiet pattern's Apply (the Why tab's "Quiet patterns", 5 x 5 Lights
// Out's nullity 2) presses its buttons after the frame that drew it: the
// moves grow by its presses, the lights are as they were, and the message
// says so.
TEST(AppWhy, AQuietPatternsApplyPressesItsButtonsAndTheLightsStayAsTheyWere) {
  AppDriver d({.size = kBig, .link = "lightsout5x5:10000/01000/00100/00010/00001"});
  ASSERT_TRUE(d.click("Why it works")) << d.last_error;
  const Json before = d.state();
  ASSERT_TRUE(d.click("Apply pattern 1")) << d.last_error;
  const Json after = d.state();
  const int presses = after["moves"].get<int>() - before["moves"].get<int>();
  EXPECT_GT(presses, 0) << "the pattern's buttons were pressed";
  EXPECT_EQ(after["cells"], before["cells"]) << "a quiet pattern changes no light";
  EXPECT_EQ(str(after["message"]), "Pressed " + std::to_string(presses) + " times: the lights are as before.");
}

// Mod 2 the matrices write their entries as digits over the squares where a
// square is big enough to read one (Merlin's 9 x 9 on a desktop), with a
// legend saying lit is 1 and dark 0; where the squares are too small (5 x 5
// Lights Out's 25 x 25 on a 390 px phone) the legend says so. Before, two
// states had squares only while the captions spoke of 0 and 1.
TEST(AppWhy, TwoStateMatricesWriteTheirDigitsAndSayWhatLitMeans) {
  AppDriver d({.size = kBig, .link = kMerlin});
  ASSERT_TRUE(d.click("Why it works")) << d.last_error;
  Json s = d.state();
  ASSERT_EQ(s["elimination"]["matrices"].size(), 2u) << "A and [A | b]";
  for (const Json& m : s["elimination"]["matrices"]) EXPECT_EQ(m["digits"], true) << m["name"] << ": digits on a desktop";
  EXPECT_TRUE(d.control("Legend of A")) << "what lit and dark mean";
  EXPECT_TRUE(d.control("Legend of [A | b]"));
  AppDriver phone({.size = {390, 844}, .link = "lightsout5x5:10000/00000/00000/00000/00000"});
  ASSERT_TRUE(tap(phone, "Why it works"));
  s = phone.state();
  bool small = false;
  for (const Json& m : s["elimination"]["matrices"]) small = small || !m["digits"].get<bool>();
  EXPECT_TRUE(small) << "25 x 25 on a phone: squares too small for digits: " << s["elimination"]["matrices"];
}

// Replaces "do it yourself: Merlin row-reduced by clicking rows, s pressed
// solves it; mod 4 refuses 2 with the reason".
TEST(AppWhy, DoItYourselfMerlinRowReducedByClicksAndModFourRefusesTwo) {
  AppDriver d({.size = kBig, .link = kMerlin});
  ASSERT_TRUE(d.click("Why it works")) << d.last_error;
  ASSERT_TRUE(d.click("Do it yourself")) << d.last_error;
  Json s = d.state();
  ASSERT_TRUE(s.contains("diy"));
  EXPECT_EQ(s["diy"]["rows"], 9);
  EXPECT_EQ(s["diy"]["reduced"], false) << "[A | b] of Merlin, not reduced";
  int ops = 0;
  while (!s["diy"]["reduced"].get<bool>()) {
    ASSERT_TRUE(s["diy"].contains("next")) << s["diy"]["status"];
    const Json n = s["diy"]["next"];
    ASSERT_NE(str(n["kind"]), "scale") << "mod 2 pivots are 1: " << s["diy"]["status"];
    ASSERT_TRUE(d.click("Row " + std::to_string(n["row"].get<int>()))) << d.last_error;
    ASSERT_TRUE(d.click("Row " + std::to_string(n["other"].get<int>()))) << d.last_error;
    ASSERT_TRUE(d.click(str(n["kind"]) == "swap" ? "Swap" : "Add")) << d.last_error;
    s = d.state();
    ASSERT_EQ(s["diy"]["operations"], ++ops) << "click " << ops << " applied one operation: " << s["diy"]["message"];
    ASSERT_LT(ops, 100) << "the reduced form within 100 operations";
  }
  EXPECT_NE(s["diy"]["status"].get<std::string>().find("Reduced form reached"), std::string::npos) << s["diy"]["status"];
  EXPECT_EQ(s["diy"]["columns_done"], 9) << "a pivot in every column: A is invertible";
  EXPECT_EQ(ints(s["diy"]["solution"]), solver_presses(kMerlin)) << "s read off = the solver's presses";
  ASSERT_TRUE(d.click("Press s on the board")) << d.last_error;
  s = d.state();
  EXPECT_EQ(s["solved"], true);
  EXPECT_EQ(s["moves"], 4);
  EXPECT_EQ(s["help_used"], false) << "s pressed solves the board, the student's own presses";

  // Mod 4: multiplying by 2 is refused, with the reason.
  ASSERT_TRUE(d.load("lightsout3x3-k4:123/000/321"));
  s = d.state();
  ASSERT_EQ(str(s["id"]), "lightsout3x3-k4:123/000/321");
  ASSERT_TRUE(s.contains("diy")) << "the elimination stays the student's on the next puzzle";
  EXPECT_EQ(s["diy"]["k"], 4);
  ASSERT_TRUE(d.click("Row 1")) << d.last_error;
  ASSERT_TRUE(d.click("x2")) << d.last_error;
  ASSERT_TRUE(d.click("Multiply")) << d.last_error;
  s = d.state();
  EXPECT_NE(s["diy"]["message"].get<std::string>().find("2 has no inverse mod 4"), std::string::npos)
      << "refused: " << s["diy"]["message"];
  EXPECT_EQ(s["diy"]["operations"], 0) << "nothing applied";
}

// Found porting the test above: at 1400 px the button was put beside Take
// back past the panel's right edge, cut off there (the browser's click, at
// its middle, still landed). It shows whole at every width.
TEST(AppWhy, PressSOnTheBoardShowsWholeAtEveryWidth) {
  for (const Size size : {kBig, kDesktop, Size{1024, 700}, Size{1600, 900}, kPhone, kSmallPhone, kLandscapePhone}) {
    AppDriver d({.size = size, .link = kMerlin});
    ASSERT_TRUE(d.click("Why it works")) << d.last_error;
    ASSERT_TRUE(d.click("Do it yourself")) << d.last_error;
    for (int i = 0; i < 100 && !d.state()["diy"]["reduced"].get<bool>(); ++i)
      ASSERT_TRUE(d.click("Next standard step")) << d.last_error;
    EXPECT_TRUE(in_sight(d, "Press s on the board")) << "wholly in sight at " << size.width << "x" << size.height;
  }
}

// Replaces "the LaTeX export holds Arnold and Blaszak's A^-1".
TEST(AppWhy, TheLatexExportHoldsArnoldAndBlaszaksInverse) {
  AppDriver d({.size = kBig, .link = kMerlin});
  ASSERT_TRUE(d.click("Why it works")) << d.last_error;
  const std::string latex = export_text(d.app(), "latex");
  EXPECT_NE(latex.find("\\begin{pmatrix}"), std::string::npos) << "amsmath pmatrix";
  EXPECT_NE(latex.find("\\documentclass"), std::string::npos);
  EXPECT_TRUE(latex.ends_with("\\end{document}\n")) << "a whole document";
  // `togglelab explain ID --latex` prints to_latex(explain(ID)).
  const Result<Puzzle> p = parse_puzzle_id(kMerlin, Surface::Cli);
  ASSERT_TRUE(p);
  const Result<Explanation> e = explain(*p);
  ASSERT_TRUE(e);
  EXPECT_EQ(latex, to_latex(*e)) << "the page's worksheet is the one `togglelab explain --latex` writes";
  std::size_t at = 0;
  for (const std::string& bits : kSeed000Inverse) {
    std::string row;
    for (char c : bits) row += (row.empty() ? "" : " & ") + std::string(1, c);
    const std::size_t next = latex.find(row, at);
    ASSERT_NE(next, std::string::npos) << "row " << row << " of A^-1, in order";
    at = next;
  }
  ASSERT_TRUE(d.click("Copy LaTeX")) << d.last_error;
  const Json s = d.state();
  EXPECT_NE(s["message"].get<std::string>().find("LaTeX"), std::string::npos) << s["message"];
  EXPECT_EQ(d.clipboard, latex) << "the worksheet on the clipboard";
}

// The worksheet's texts are the engine's (its worker in the page), written
// when the exports show, before any tap: Copy waits for them, greyed, and
// then copies in the tap's own step, where the clipboard keeps the gesture.
TEST(AppWhy, TheWorksheetIsWrittenByTheEngineBeforeTheTapThatCopiesIt) {
  AppDriver d({.size = kBig, .link = kMerlin});
  d.limit_work(0);  // the engine held, as the page's limitWork
  ASSERT_TRUE(d.click("Why it works")) << d.last_error;
  ASSERT_TRUE(d.click("Copy LaTeX")) << d.last_error;  // greyed: nothing to copy yet
  EXPECT_EQ(d.clipboard, "");
  EXPECT_EQ(export_text(d.app(), "latex"), "") << "not written yet";
  d.limit_work(-1);
  d.settle();
  const Result<Explanation> e = explain(*parse_puzzle_id(kMerlin, Surface::Cli));
  ASSERT_TRUE(e);
  ASSERT_TRUE(d.click("Copy LaTeX")) << d.last_error;
  EXPECT_EQ(d.clipboard, to_latex(*e)) << "copied in the step of the tap";
}

// The worksheets are the game's, from its start: a game played to solved
// still copies the sheet of the position dealt (not b = 0), and says so;
// a position set in edit mode is a game's start too.
TEST(AppWhy, TheWorksheetIsTheGamesStartNotThePositionNow) {
  AppDriver d({.size = kBig, .link = kMerlin});
  const Result<Explanation> e = explain(*parse_puzzle_id(kMerlin, Surface::Cli));
  ASSERT_TRUE(e);
  ASSERT_TRUE(d.click("Why it works")) << d.last_error;
  EXPECT_FALSE(d.control("Worksheet from the start")) << "the position shown is the start";
  ASSERT_TRUE(d.click("Play tab")) << d.last_error;
  for (int b : solver_presses(kMerlin)) ASSERT_TRUE(d.press(b)) << d.last_error;
  ASSERT_EQ(d.state()["solved"], true);
  ASSERT_TRUE(d.click("Why it works")) << d.last_error;
  EXPECT_TRUE(d.control("Worksheet from the start"));
  ASSERT_TRUE(d.click("Copy text")) << d.last_error;
  EXPECT_EQ(d.clipboard, to_text(*e)) << "the sheet of the position dealt";
  EXPECT_EQ(export_text(d.app(), "latex"), to_latex(*e));
}

// A teacher on a phone saves a solved game's student sheet as files, .tex
// and .txt, through the pictures' save path: each is the sheet of the game's
// start, named for the machine and the sheet, and the message says where.
TEST(AppWhy, ATeacherSavesASolvedGamesStudentSheetAsFiles) {
  AppDriver d({.size = kSmallPhone, .link = kMerlin});
  for (int b : solver_presses(kMerlin)) ASSERT_TRUE(d.press(b)) << d.last_error;
  ASSERT_EQ(d.state()["solved"], true);
  ASSERT_TRUE(tap(d, "Close banner")) << d.last_error;  // on a small phone it covers the tabs
  ASSERT_TRUE(tap(d, "Why it works")) << d.last_error;
  ASSERT_TRUE(tap(d, "Student sheet")) << d.last_error;
  const Result<Explanation> e = explain(*parse_puzzle_id(kMerlin, Surface::Cli));
  ASSERT_TRUE(e);
  ExportOptions student;
  student.sheet = Sheet::Student;
  for (const char* label : {"Save .tex", "Save .txt"}) {
    const std::optional<ControlRect> c = in_sight(d, label);
    ASSERT_TRUE(c) << label;
    EXPECT_LE(c->rect.x + c->rect.w, float(kSmallPhone.width)) << label << " inside the screen";
    ASSERT_TRUE(tap(d, label)) << d.last_error;
    d.settle();
  }
  ASSERT_EQ(d.files.size(), 2u);
  EXPECT_EQ(d.files[0].name, "merlin-worksheet-student.tex");
  EXPECT_EQ(d.files[0].mime, "application/x-tex");
  EXPECT_EQ(d.files[0].text, to_latex(*e, student)) << "the start's sheet, not b = 0";
  EXPECT_EQ(d.files[1].name, "merlin-worksheet-student.txt");
  EXPECT_EQ(d.files[1].text, to_text(*e, student));
  EXPECT_EQ(str(d.state()["message"]), "Saved /saved/merlin-worksheet-student.txt.");
  // Refused: the message says why.
  d.refuse_pictures = "the disk is full";
  ASSERT_TRUE(tap(d, "Save .tex")) << d.last_error;
  d.settle();
  EXPECT_EQ(str(d.state()["message"]), "Could not save merlin-worksheet-student.tex: the disk is full.");
}

// A teacher picks the student sheet, copies it, then its answer key: each is
// the sheet `togglelab explain --sheet` writes, and says which it is. A 6x6
// board has no student sheet: the choice is greyed, the reason said, and
// Copy gives the full sheet.
TEST(AppWhy, ATeacherCopiesTheStudentSheetAndItsKey) {
  AppDriver d({.size = kBig, .link = kMerlin});
  ASSERT_TRUE(d.click("Why it works")) << d.last_error;
  const Result<Explanation> e = explain(*parse_puzzle_id(kMerlin, Surface::Cli));
  ASSERT_TRUE(e);
  ExportOptions student, key;
  student.sheet = Sheet::Student;
  key.sheet = Sheet::AnswerKey;
  ASSERT_TRUE(d.click("Student sheet")) << d.last_error;
  ASSERT_TRUE(d.click("Copy LaTeX")) << d.last_error;
  EXPECT_EQ(d.clipboard, to_latex(*e, student));
  EXPECT_NE(str(d.state()["message"]).find("student sheet"), std::string::npos) << d.state()["message"];
  ASSERT_TRUE(d.click("Answer key")) << d.last_error;
  ASSERT_TRUE(d.click("Copy text")) << d.last_error;
  EXPECT_EQ(d.clipboard, to_text(*e, key));
  EXPECT_NE(d.clipboard.find("== Answers to the exercises =="), std::string::npos);
  EXPECT_EQ(export_text(d.app(), "latex"), to_latex(*e, key)) << "the hook's export is the chosen sheet";

  // On a phone too: the three choices wrap inside the screen, each a finger's size.
  for (const Size size : {kPhone, kSmallPhone}) {
    AppDriver p({.size = size, .link = kMerlin});
    ASSERT_TRUE(p.click("Why it works")) << p.last_error;
    ASSERT_TRUE(p.click("Student sheet")) << size.width << ": " << p.last_error;
    ASSERT_TRUE(p.click("Copy LaTeX")) << p.last_error;
    EXPECT_EQ(p.clipboard, to_latex(*e, student)) << size.width;
    for (const char* label : {"Full sheet", "Student sheet", "Answer key"}) {
      const std::optional<ControlRect> c = p.control(label);
      ASSERT_TRUE(c) << label;
      EXPECT_LE(c->rect.x + c->rect.w, float(size.width)) << label << " inside " << size.width << " px";
    }
  }

  const std::string six = "lightsout6x6:000000/000000/000000/000000/000000/000001";
  AppDriver big({.size = kBig, .link = six});
  ASSERT_TRUE(big.click("Why it works")) << big.last_error;
  ASSERT_TRUE(big.click("Student sheet")) << big.last_error;  // greyed: the click changes nothing
  ASSERT_TRUE(big.click("Copy text")) << big.last_error;
  const Result<Explanation> f = explain(*parse_puzzle_id(six, Surface::Cli));
  ASSERT_TRUE(f);
  EXPECT_EQ(big.clipboard, to_text(*f)) << "the full sheet";
  const std::optional<ControlRect> reason = in_sight(big, "No student sheet here");
  const std::optional<ControlRect> choice = big.control("Student sheet");
  ASSERT_TRUE(reason && choice) << "the reason, in words, beside the choice";
  EXPECT_LT(std::abs(reason->rect.y - choice->rect.y), 80.0f) << "beside the choice";
  EXPECT_NE(student_sheet_refusal(*f).find("at most 25 cells"), std::string::npos);
}

// Solving again and again, as a person: Follow the orbit gives the core's
// pre-period and period for the board in play; a board that is its own
// solution opens with Load, and pressing its own lit buttons clears it.
TEST(AppWhy, SolvingAgainAndAgainFollowsTheOrbitAndOpensASelfSolvingBoard) {
  const std::string id = "lightsout3x3:110/010/000";
  AppDriver d({.size = kBig, .link = id});
  ASSERT_TRUE(follow_the_orbit(d)) << d.last_error;
  const Json s = d.state();
  ASSERT_TRUE(s.contains("dynamics")) << "followed";
  const Puzzle p = *parse_puzzle_id(id, Surface::Cli);
  const Explanation e = *explain(p);
  const Orbit o = core_orbit(e);
  EXPECT_EQ(s["dynamics"]["preperiod"], o.preperiod);
  EXPECT_EQ(s["dynamics"]["period"], o.period);
  EXPECT_EQ(s["dynamics"]["self_dimension"], self_solving_boards(e).dimension);
  // Every board it counts is drawn, and the words say all of them.
  const long long boards = o.preperiod + o.period;
  ASSERT_LE(boards, 12);
  EXPECT_EQ(s["dynamics"]["boards_drawn"], boards);
  EXPECT_EQ(str(s["dynamics"]["shown"]), "All " + std::to_string(boards) + " of them, 0 to " + std::to_string(boards - 1) + ":");
  EXPECT_TRUE(d.control("Orbit shown"));
  // Backwards: the board drawn is one this board solves: the board's own
  // lit buttons pressed on it clear it.
  const std::vector<int> before = s["dynamics"]["inverse"].get<std::vector<int>>();
  ASSERT_EQ(before.size(), 9u);
  Position back = p.machine->position_of(before, std::vector<int>(9, 0));
  for (int c = 0; c < 9; ++c)
    if (e.state[std::size_t(c)]) p.machine->press(back, c);
  EXPECT_TRUE(p.machine->solved(back)) << "the board's presses clear the board backwards";
  EXPECT_TRUE(d.control("Backwards"));
  EXPECT_EQ(s["dynamics"]["stable"], int(stable_cells(e.state, next_board(*solution_map(e), e.state)).size()));
  ASSERT_TRUE(d.click("Load self-solving 2")) << d.last_error;
  Json after = d.state();
  const std::vector<int> lights = after["cells"].get<std::vector<int>>();
  EXPECT_EQ(lights, (std::vector<int>{0, 1, 0, 1, 0, 1, 0, 1, 0})) << "the second board of the basis";
  EXPECT_FALSE(after.contains("dynamics")) << "another board: followed again when asked";
  for (int c = 0; c < 9; ++c) {
    if (lights[std::size_t(c)]) { ASSERT_TRUE(d.press(c + 1)) << d.last_error; }
  }
  EXPECT_TRUE(d.state()["solved"]) << "its own lit buttons cleared it";
}

// An orbit longer than the boards drawn says the list is cut: the all-lit
// 5 x 5 board (pre-period 1, period 70, as togglelab dynamics prints it)
// draws its first boards and says "of the 71".
TEST(AppWhy, AnOrbitLongerThanItsDrawnBoardsSaysSo) {
  const std::string id = "lightsout5x5:11111/11111/11111/11111/11111";
  AppDriver d({.size = kBig, .link = id});
  ASSERT_TRUE(follow_the_orbit(d)) << d.last_error;
  const Json s = d.state();
  const Puzzle p = *parse_puzzle_id(id, Surface::Cli);
  const Explanation e = *explain(p);
  const Orbit o = core_orbit(e);
  ASSERT_EQ(o.preperiod + o.period, 71);
  const int drawn = s["dynamics"]["boards_drawn"].get<int>();
  ASSERT_GT(drawn, 0);
  ASSERT_LT(drawn, 71);
  EXPECT_EQ(str(s["dynamics"]["shown"]), "Showing boards 0 to " + std::to_string(drawn - 1) + " of the 71:");
  EXPECT_TRUE(d.control("Orbit shown"));
}

// A board too large to follow in a frame: its period read from the map's
// order (core grid_period.hpp), the number the core gives, and said why.
TEST(AppWhy, ALongOrbitsPeriodIsReadFromTheMapsOrder) {
  std::string id = "lightsout50x50-k5:";
  for (int r = 0; r < 50; ++r) id += (r ? "/" : "") + std::string(50, '4');
  AppDriver d({.size = kBig, .link = id});
  ASSERT_TRUE(follow_the_orbit(d)) << d.last_error;
  const Json s = d.state();
  ASSERT_TRUE(s.contains("dynamics"));
  const Puzzle p = *parse_puzzle_id(id, Surface::Cli);
  const GridPeriod gp = grid_period(plus_grid_of(*p.machine), 5, ZkVec(2500, 4));
  ASSERT_TRUE(gp.found()) << gp.why;
  EXPECT_EQ(s["dynamics"]["period"], gp.period);
  EXPECT_EQ(s["dynamics"]["preperiod"], 0);
  EXPECT_EQ(s["dynamics"]["field_degree"], 16) << "5^16 - 1 = 152587890624";
  EXPECT_EQ(gp.period, 152587890624LL);
  EXPECT_EQ(s["dynamics"]["boards_drawn"], 0) << "too large to follow in the page: no board drawn, and no count of them";
  EXPECT_EQ(str(s["dynamics"]["shown"]), "");
  EXPECT_TRUE(d.control("Orbit")) << "the reading, said in words";
}

// The period chart, as a person: Compute fills a bar a size in the
// background, each the core's all-lit period (read or followed the same way
// as togglelab periods), for the family in play (Lights Out's own);
// a click on a bar opens that all-lit board; another family drops it.
TEST(AppWhy, ThePeriodChartHasTheCoresPeriodsAndABarOpensItsBoard) {
  AppDriver d({.size = kBig, .link = "lightsout4x4-k5-cylinder:0000/0000/0000/0000"});
  ASSERT_TRUE(d.click("Why it works")) << d.last_error;
  ASSERT_TRUE(d.click("Solving again and again")) << d.last_error;
  ASSERT_TRUE(d.click("Compute the period chart")) << d.last_error;
  const Json s =
      frames_until(d, [](const Json& t) { return t.contains("period_chart") && t["period_chart"]["sizes"].size() == 20; });
  ASSERT_EQ(s["period_chart"]["sizes"].size(), 20u);
  EXPECT_EQ(str(s["period_chart"]["family"]), "lightsout1x1-k5-cylinder");
  const MachinePtr family = parse_puzzle_id("lightsout4x4-k5-cylinder:0000/0000/0000/0000", Surface::Cli)->machine;
  int found = 0, read = 0;
  for (int n = 1; n <= 20; ++n) {
    const AllLitDynamics want = all_lit_dynamics(*square_board_of(*family, n, Topology::Cylinder, 5), 100000, 30'000'000);
    EXPECT_EQ(s["period_chart"]["periods"][std::size_t(n - 1)], want.orbit.period) << n;
    EXPECT_EQ(s["period_chart"]["preperiods"][std::size_t(n - 1)], want.orbit.preperiod) << n;
    EXPECT_EQ(s["period_chart"]["by_order"][std::size_t(n - 1)], want.order.found() ? 1 : 0) << n;
    found += want.orbit.period > 0;
    read += want.order.found();
  }
  EXPECT_GE(found, 12);
  EXPECT_GE(read, 5);
  ASSERT_TRUE(d.click("Period of 7 x 7")) << d.last_error;
  const Json opened = d.state();
  EXPECT_EQ(opened["cells"].get<std::vector<int>>(), std::vector<int>(49, 4)) << "the all-lit 7 x 7 board, every light at 4";
  EXPECT_EQ(str(opened["id"]).rfind("lightsout7x7-k5-cylinder:", 0), 0u) << str(opened["id"]);
  // Another family: the chart is dropped, and computed again when asked.
  ASSERT_TRUE(d.load("lightsout4x4:0000/0000/0000/0000"));
  d.frame();
  EXPECT_FALSE(d.state().contains("period_chart"));
}

// Replaces "the Lights Out atlas agrees with the CLI's analyze; a bar opens its board".
TEST(AppWhy, TheLightsOutAtlasAgreesWithTheAnalysisAndABarOpensItsBoard) {
  AppDriver d({.size = kBig, .link = kCross});
  ASSERT_TRUE(d.click("Why it works")) << d.last_error;
  ASSERT_TRUE(d.click("Lights Out atlas")) << d.last_error;
  ASSERT_TRUE(d.click("Compute atlas")) << d.last_error;
  const Json s = frames_until(d, [](const Json& t) { return t.contains("atlas") && t["atlas"]["nullities"].size() == 256; });
  ASSERT_EQ(s["atlas"]["nullities"].size(), 256u);
  EXPECT_EQ(str(s["atlas"]["topology"]), "plain");
  for (int n : {4, 5, 19, 30, 64})
    EXPECT_EQ(s["atlas"]["nullities"][std::size_t(n - 1)], analyzed_nullity(square_board(n, false))) << n << "x" << n;
  // Sutner's nullities of the classic board.
  EXPECT_EQ(s["atlas"]["nullities"][3], 4);
  EXPECT_EQ(s["atlas"]["nullities"][4], 2);
  EXPECT_EQ(s["atlas"]["nullities"][18], 16);
  // The column of N = 19 (equal slices of the plot's width; the whole column
  // is clickable, its middle never clipped by the panel's edge).
  ASSERT_TRUE(click_inside(d, "Atlas plot", 18.5f / 256.0f, 0.5f)) << "the plot in sight";
  const Json opened = d.state();
  EXPECT_EQ(opened["rows"], 19);
  EXPECT_EQ(opened["cols"], 19);
  EXPECT_EQ(str(opened["machine"]), "lightsout") << "the bar opened Lights Out 19x19";
}

// The atlas's states field sits beside the topology list only where it fits
// with its label; in a narrower Why pane it goes below, its label on one
// line (squeezed, "States" was drawn as "St", "at", "es" in a column).
TEST(AppWhy, TheAtlasStatesFieldKeepsItsLabelOnOneLine) {
  for (const Size size : {Size{1200, 800}, kDesktop, kBig, Size{1920, 1080}}) {
    AppDriver d({.size = size, .link = kCross});
    ASSERT_TRUE(d.click("Why it works")) << d.last_error;
    ASSERT_TRUE(d.click("Lights Out atlas")) << d.last_error;
    const std::optional<ControlRect> states = d.control("Atlas states"), list = d.control("Atlas topology");
    ASSERT_TRUE(states && list) << size.width;
    EXPECT_LE(states->rect.h, list->rect.h * 1.2f) << size.width << ": the field and its label are one line high";
    EXPECT_LE(states->rect.right(), float(size.width)) << size.width;
  }
}

// Replaces the logic of "the torus atlas runs in slices: the bar moves, Pause
// pauses, no frame over 50 ms" (the frame time stays in the browser).
TEST(AppWhy, TheTorusAtlasRunsInSlicesPausesAndAgreesWithTheAnalysis) {
  AppDriver d({.size = kBig, .link = kCross});
  ASSERT_TRUE(d.click("Why it works")) << d.last_error;
  ASSERT_TRUE(d.click("Lights Out atlas")) << d.last_error;
  ASSERT_TRUE(d.click("Atlas topology")) << d.last_error;
  ASSERT_TRUE(d.click("Atlas torus")) << d.last_error;
  d.limit_work(3);  // as the page's limitWork(3)
  ASSERT_TRUE(d.click("Compute atlas")) << d.last_error;
  frames_until(
      d, [](const Json& t) { return t.contains("atlas") && !t["atlas"]["nullities"].empty(); }, 100);
  d.settle();
  const std::size_t paused = atlas_count(d);
  EXPECT_GT(paused, 0u);
  EXPECT_LT(paused, 256u) << "held part-way";
  EXPECT_EQ(str(d.state()["atlas"]["topology"]), "torus");
  ASSERT_TRUE(d.click("Compute atlas")) << d.last_error;  // now Pause
  d.limit_work(-1);
  for (int f = 0; f < 42; ++f) d.frame();  // 0.7 s of frames
  EXPECT_EQ(atlas_count(d), paused) << "no progress while paused";
  ASSERT_TRUE(d.click("Compute atlas")) << d.last_error;  // go on
  const Json s = frames_until(d, [](const Json& t) { return t["atlas"]["nullities"].size() == 256; });
  ASSERT_EQ(s["atlas"]["nullities"].size(), 256u);
  for (int n : {5, 6, 10, 64})
    EXPECT_EQ(s["atlas"]["nullities"][std::size_t(n - 1)], analyzed_nullity(square_board(n, true))) << "torus " << n << "x" << n;
}

// Two background jobs at once, the atlas and the board's census, both the
// engine's (core/engine): they take its slices in turn, neither waits for
// the other to finish.
TEST(AppWhy, TheAtlasAndTheBoardCensusRunSideBySide) {
  AppDriver d({.size = kBig, .link = kCross});
  ASSERT_TRUE(d.click("Why it works")) << d.last_error;
  ASSERT_TRUE(d.click("How hard is this board?")) << d.last_error;
  ASSERT_TRUE(d.click("Lights Out atlas")) << d.last_error;
  d.limit_work(0);  // hold both until both are started
  ASSERT_TRUE(d.click("Count every position")) << d.last_error;
  ASSERT_TRUE(d.click("Compute atlas")) << d.last_error;
  Json s = d.state();
  ASSERT_TRUE(s.contains("board_census") && s.contains("atlas")) << s;
  EXPECT_EQ(s["board_census"]["running"], true);
  EXPECT_EQ(s["atlas"]["nullities"].size(), 0u);
  d.limit_work(6);  // six of the engine's slices, in turn: three each
  d.settle();
  s = d.state();
  EXPECT_EQ(s["atlas"]["nullities"].size(), 3u) << "N = 1..3";
  EXPECT_GT(s["board_census"]["progress"], 0.0);
  EXPECT_LT(s["board_census"]["progress"], 1.0) << "held after its three slices";
  EXPECT_EQ(d.app().work_steps_left, 6) << "no job left in the app's own frames";
  // Cancel drops the census; the atlas goes on alone to its end.
  ASSERT_TRUE(d.click("Cancel board census")) << d.last_error;
  d.limit_work(-1);
  s = frames_until(d, [](const Json& t) { return t["atlas"]["nullities"].size() == 256; });
  EXPECT_FALSE(s.contains("board_census")) << "cancelled";
  EXPECT_EQ(s["atlas"]["nullities"][4], 2);
}

// A census that stops on an error (1 x 3 Lights Out with 86 states: a
// position needs up to 3 x 85 = 255 presses, more than its table keeps) says so
// in the pane and in the hook, and is no longer running.
TEST(AppWhy, ACensusThatEndsInAnErrorSaysSoAndIsNotRunning) {
  AppDriver d({.size = kBig, .link = "lightsout1x3-k86:h043e4c"});  // `new --size 1x3 --states 86`
  ASSERT_EQ(d.state()["id"], "lightsout1x3-k86:h043e4c");
  ASSERT_TRUE(d.click("Why it works")) << d.last_error;
  ASSERT_TRUE(d.click("How hard is this board?")) << d.last_error;
  ASSERT_TRUE(d.click("Count every position")) << d.last_error;
  const Json s =
      frames_until(d, [](const Json& t) { return t["board_census"]["progress"] >= 1.0 || t["board_census"].contains("error"); });
  ASSERT_TRUE(s["board_census"].contains("error")) << s["board_census"];
  EXPECT_NE(str(s["board_census"]["error"]).find("more than 254 presses"), std::string::npos) << s["board_census"];
  EXPECT_EQ(s["board_census"]["running"], false) << "ended: not running";
  EXPECT_EQ(s["board_census"]["done"], false) << "no census";
}

// Replaces "Ghaly's census runs in slices: the bar moves, Pause pauses, the CLI's count".
TEST(AppWhy, GhalysCensusRunsInSlicesPausesAndCountsAsTheCore) {
  AppDriver d({.size = kBig, .link = "ghaly4:0000/0000/0000/0000,s=12345678,t=23415678"});
  ASSERT_TRUE(d.click("Why it works")) << d.last_error;
  d.limit_work(3);  // three of its 24 steps
  ASSERT_TRUE(d.click("Compute the census")) << d.last_error;
  frames_until(
      d, [](const Json& t) { return t.contains("census") && t["census"]["progress"] > 0; }, 100);
  d.settle();
  const Json held = d.state()["census"];
  EXPECT_GT(held["progress"], 0.0);
  EXPECT_LT(held["progress"], 1.0);
  EXPECT_EQ(held["running"], true);
  EXPECT_EQ(held["done"], false) << "three steps taken: " << held;
  ASSERT_TRUE(d.click("Pause census")) << d.last_error;
  d.limit_work(-1);
  d.settle();
  const Json paused = d.state()["census"];
  EXPECT_EQ(paused["progress"], held["progress"]);
  EXPECT_EQ(paused["running"], false);
  EXPECT_EQ(paused["done"], false) << "no progress while paused";
  ASSERT_TRUE(d.click("Pause census")) << d.last_error;  // now Resume
  const Json s = frames_until(d, [](const Json& t) { return t["census"]["done"] == true; });
  ASSERT_EQ(s["census"]["done"], true);
  EXPECT_EQ(s["census"]["solvable"], ghaly::census4().solvable) << "solvable assignments, as `togglelab ghaly census`";
  // The assignment in play among them: its fewest presses from none, as the solver finds them.
  const Result<Puzzle> p = parse_puzzle_id("ghaly4:0000/0000/0000/0000,s=12345678,t=23415678");
  ASSERT_TRUE(p);
  const Solution none = p->machine->solve(p->machine->initial());
  EXPECT_EQ(s["census"]["this_assignment"], none.solvable ? int(none.presses.size()) : -1);
}

// Replaces the logic of "Ghaly: the wiring over the board (Joyner's Example
// 28: all red)" (the board and wires drawn in pixels stay in the browser).
TEST(AppWhy, GhalyJoynersExample28IsAllRed) {
  AppDriver d({.size = kBig, .link = "ghaly4:1111/1111/1111/0000,s=12345678,t=23415678"});
  ASSERT_TRUE(d.click("Why it works")) << d.last_error;
  const Json s = d.state();
  EXPECT_EQ(str(s["tab"]), "why");
  EXPECT_EQ(ints(s["colours"]), std::vector<int>(16, 1)) << "Example 28 is all red";
  EXPECT_EQ(s["solved"], true);
}

// Replaces "custom rules editor: clicking a button's cell changes the rules; rank follows the CLI".
TEST(AppWhy, TheCustomRulesEditorChangesTheRulesAndTheRankFollowsTheAnalysis) {
  std::string id;
  for (const MachineKind& k : machine_kinds())
    if (k.name == "custom") id = k.default_id;
  ASSERT_FALSE(id.empty()) << "a custom machine";
  AppDriver d({.size = kBig, .link = id});
  ASSERT_TRUE(d.click("Why it works")) << d.last_error;
  Json s = d.state();
  EXPECT_EQ(s["buttons"], 13);
  EXPECT_EQ(s["rank"], 12) << "the cut-the-knot theory page's 13 buttons have rank 12";
  // Button 1 (the top-left 2x2) also toggles cell 16 after a click on its corner.
  ASSERT_TRUE(click_inside(d, "Pattern 1", 7.0f / 8, 7.0f / 8)) << "the pattern in sight";
  s = d.state();
  ASSERT_NE(str(s["id"]), id) << "the rules changed";
  EXPECT_NE(s["id"].get<std::string>().find(",b=1100/1100/0000/0001."), std::string::npos) << s["id"];
  EXPECT_EQ(s["rank"], analyzed_rank(s["id"])) << "rank vs analyze";
  ASSERT_TRUE(d.click("Add a button")) << d.last_error;
  s = d.state();
  EXPECT_EQ(s["buttons"], 14) << "a fourteenth button";
  EXPECT_EQ(s["rank"], analyzed_rank(s["id"])) << "rank vs analyze after adding";
  d.key(Key::Z, {.ctrl = true});
  s = d.state();
  EXPECT_EQ(s["buttons"], 13);
  EXPECT_NE(s["id"].get<std::string>().find(",b=1100/1100/0000/0001."), std::string::npos)
      << "Ctrl+Z took back only the added button: " << s["id"];
}

// Replaces "the Why tab on a phone (390x844, touch): Step by tap" (the
// elimination's Step is now Next step).
TEST(AppWhy, OnAPhoneTheWhyTabStepsByATap) {
  AppDriver d({.size = kPhone, .link = kMerlin});
  ASSERT_TRUE(tap(d, "Why it works")) << "the tab on screen";
  Json s = d.state();
  EXPECT_EQ(str(s["tab"]), "why");
  ASSERT_TRUE(tap(d, "Next step")) << "the elimination's Next step in sight";
  s = d.state();
  EXPECT_EQ(s["elimination"]["step"], 1) << "a tap on Next step";
  EXPECT_EQ(s["moves"], 0) << "the elimination's Next step pressed no button";
}

}  // namespace
}  // namespace tl::app::testing
