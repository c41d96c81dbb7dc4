// cli_flags_test.cpp: no flag is silently ignored. Every flag a command
// accepted before without reading it is refused now, with what it does read;
// a graph's parameters that its shape does not read are refused with the
// shapes that do, and a parameter alone picks the one shape that reads it.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "cli_support.hpp"
#include "core/registry/registry.hpp"

namespace tl {
namespace {

using test::has;
using test::run_cli;

std::string joined(const std::vector<std::string>& args) {
  std::string s;
  for (const std::string& a : args) s += a + " ";
  return s;
}

// Refused with exit status 2 and one line on stderr saying `words`.
void expect_refused(const std::vector<std::string>& args, const std::string& words) {
  const test::CliRun r = run_cli(args);
  EXPECT_EQ(r.status, 2) << joined(args) << "printed: " << r.out;
  EXPECT_TRUE(has(r.err, words)) << joined(args) << "-> " << r.err;
}

// The cells of the board a command line builds, as `analyze --json` reports.
int cells_of(std::vector<std::string> args) {
  args.insert(args.begin(), "analyze");
  args.emplace_back("--json");
  const test::CliRun r = run_cli(args);
  EXPECT_EQ(r.status, 0) << joined(args) << r.out << r.err;
  const std::size_t at = r.out.find("\"cells\":");
  return at == std::string::npos ? -1 : std::atoi(r.out.c_str() + at + 8);
}

// A renamed flag keeps working for a while: Lights Out's --torus (before
// the glued surfaces came) reads as --topology torus, the same answer, with
// a warning on stderr naming the new spelling; a command without
// --topology still refuses it.
TEST(CliFlags, ARenamedFlagIsReadAsItsNewNameWithAWarning) {
  const std::vector<std::string> now = {"solve", "--machine", "lightsout",          "--size", "4x4", "--topology",
                                        "torus", "--state",   "1000/0000/0000/0000"};
  std::vector<std::string> old = now;
  old[5] = "--torus";
  old.erase(old.begin() + 6);
  const test::CliRun a = run_cli(now), b = run_cli(old);
  EXPECT_EQ(a.status, 0) << a.err;
  EXPECT_EQ(b.status, a.status) << b.err;
  EXPECT_EQ(b.out, a.out);
  EXPECT_TRUE(a.err.empty()) << a.err;
  EXPECT_TRUE(has(b.err, "togglelab solve: --torus is now --topology torus (read as that; the old spelling will go).")) << b.err;
  const test::CliRun plain = run_cli({"analyze", "--machine", "lightsout", "--size", "4x4", "--no-torus", "--json"});
  EXPECT_TRUE(has(plain.out, "\"machine\":\"lightsout4x4\"")) << plain.out << plain.err;
  EXPECT_TRUE(has(plain.err, "--no-torus is now --topology plain")) << plain.err;
  expect_refused({"solve", "merlin:100/110/001", "--torus"}, "unknown option '--torus'");
  // The help's examples are current.
  EXPECT_FALSE(has(run_cli({"new", "--help"}).out, "--torus"));
}

TEST(CliFlags, Graph6AlonePicksTheGraph6Shape) {
  // The 10-vertex graph given, not the default hexagon of side 3 (19 cells).
  EXPECT_EQ(cells_of({"--machine", "graph", "--graph6", "I@]cRsW\\G"}), 10);
  const Result<Puzzle> petersen = parse_puzzle_id("graph:0000000000,graph6=IheA@GUAo");
  ASSERT_TRUE(petersen);
  EXPECT_EQ(cells_of({"--machine", "graph", "--graph6", "IheA@GUAo"}), petersen->machine->cell_count());
  // A hex grid's size alone: the hex grid, R x C cells.
  EXPECT_EQ(cells_of({"--machine", "graph", "--grid", "3x4"}), 12);
  // --n is read by the default shape (a hexagon of side n): it stays.
  EXPECT_EQ(cells_of({"--machine", "graph", "--n", "2"}), 7);
}

TEST(CliFlags, AShapeRefusesTheParametersItDoesNotRead) {
  expect_refused({"new", "--machine", "graph", "--shape", "cycle", "--grid", "3x3"},
                 "--grid is read by --shape hexgrid only; --shape cycle reads --n, --states, --self");
  expect_refused({"analyze", "--machine", "graph", "--shape", "petersen", "--n", "5"},
                 "--n is read by --shape hexagon, cube, cycle, path, complete, wheel only; --shape petersen reads --states, "
                 "--self");
  expect_refused({"solve", "--machine", "graph", "--shape", "hexagon", "--graph6", "IheA@GUAo", "--state", "0"},
                 "--graph6 is read by --shape graph6 only");
  // Two parameters no one shape reads together: neither is silently dropped.
  expect_refused({"new", "--machine", "graph", "--grid", "3x3", "--graph6", "IheA@GUAo"}, "is read by --shape");
}

// Flags these commands took before and never read: each is refused now, by name.
TEST(CliFlags, FlagsACommandDoesNotReadAreRefused) {
  struct Case {
    std::vector<std::string> args;
    const char* flag;
  };
  const std::string W = "0000/0000/0000/0000", p = "12345678";
  const std::vector<Case> ignored_before = {
      {{"solve", "merlin:100/110/001", "--seed", "4"}, "--seed"},
      {{"solve", "merlin:100/110/001", "--any"}, "--any"},
      {{"hint", "merlin:100/110/001", "--summary"}, "--summary"},
      {{"hint", "merlin:100/110/001", "--seed", "4"}, "--seed"},
      {{"analyze", "merlin:100/110/001", "--any"}, "--any"},
      {{"explain", "merlin:100/110/001", "--summary"}, "--summary"},
      {{"explain", "merlin:100/110/001", "--seed", "2"}, "--seed"},
      {{"new", "--machine", "merlin", "--state", "111/111/111"}, "--state"},
      {{"new", "merlin:100/110/001", "--summary"}, "--summary"},
      {{"census", "--machine", "merlin", "--state", "111/111/111"}, "--state"},
      {{"census", "merlin:100/110/001", "--summary"}, "--summary"},
      {{"atlas", "--machine", "graph", "--shape", "cycle", "--state", "101"}, "--state"},
      {{"atlas", "--machine", "graph", "--shape", "cycle", "--goal", "101"}, "--goal"},
      {{"ghaly", "pi", "--W", W, "--sigma", p, "--tau", p}, "--sigma"},
      {{"ghaly", "colours", "--W", W, "--sigma", p, "--tau", p, "--seed", "3"}, "--seed"},
      {{"ghaly", "new", "--W", W}, "--W"},
      {{"ghaly", "new", "--trials", "3"}, "--trials"},
      {{"ghaly", "image", "--n", "8"}, "--n"},
      {{"ghaly", "census", "--seed", "2"}, "--seed"},
      {{"ghaly", "bench", "--n", "4"}, "--n"},
      {{"ghaly", "bench", "--any"}, "--any"},
  };
  for (const Case& c : ignored_before) expect_refused(c.args, "unknown option '" + std::string(c.flag) + "'");
}

TEST(CliFlags, TheFamilyAtlasMarksTheBoardGiven) {
  // --n was ignored by the family's atlas; now its row is the one marked.
  const test::CliRun r = run_cli({"atlas", "--machine", "graph", "--shape", "hexagon", "--n", "4", "--max", "6", "--json"});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(has(r.out, "\"board_n\":4")) << r.out;
  const test::CliRun text = run_cli({"atlas", "--machine", "graph", "--shape", "cycle", "--n", "5", "--max", "6"});
  ASSERT_EQ(text.status, 0) << text.err;
  const std::size_t mark = text.out.find("<- the board given");
  ASSERT_NE(mark, std::string::npos) << text.out;
  const std::size_t line = text.out.rfind('\n', mark);
  EXPECT_EQ(std::atoi(text.out.c_str() + line + 1), 5) << text.out;
}

TEST(CliFlags, DailyTakesASeriesUnderSeries) {
  const test::CliRun by_series = run_cli({"daily", "--date", "2026-03-01", "--series", "merlin"});
  ASSERT_EQ(by_series.status, 0) << by_series.err;
  EXPECT_TRUE(has(by_series.out, "merlin:")) << by_series.out;
  // --machine still names a series there, for one release, with a word.
  const test::CliRun old = run_cli({"daily", "--date", "2026-03-01", "--machine", "merlin"});
  EXPECT_EQ(old.status, 0);
  EXPECT_EQ(old.out, by_series.out);
  EXPECT_TRUE(has(old.err, "now --series")) << old.err;
  expect_refused({"daily", "--series", "merlin", "--machine", "merlin"}, "give --series only");
  // series NAME and series --series NAME list the same levels.
  EXPECT_EQ(run_cli({"series", "--series", "merlin"}).out, run_cli({"series", "merlin"}).out);
}

}  // namespace
}  // namespace tl
