// cli_explain_test.cpp: `togglelab explain` and `togglelab atlas` through the
// CLI's own entry point; the atlas agrees with `togglelab analyze`; the
// worksheet `explain --latex` compiles with pdflatex and its first page has ink.
#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "cli_support.hpp"

namespace tl {
namespace {

using test::CliRun;
using test::has;

// Runs `togglelab args...` and expects the exit status and every part in stdout.
CliRun expect_run(std::vector<std::string> args, int status, const std::vector<std::string>& parts) {
  CliRun r = test::run_cli(std::move(args));
  EXPECT_EQ(r.status, status) << r.out;
  for (const std::string& part : parts) EXPECT_TRUE(has(r.out, part)) << part << "\n---\n" << r.out;
  return r;
}

TEST(CliExplain, MerlinAsTextAndLatex) {
  expect_run({"explain", "merlin:100/110/001"}, 0,
             {"A s = goal + lights = b", "1. pivot in column 1: row 1 has a 1 there",
              "2. add row 1 to row 2 to clear the 1 in row 2 under the pivot of column 1\n", "Press buttons 5, 6, 7, 9",
              "A^-1 =\n  1 0 1 0 0 1 1 1 0\n"});
  expect_run({"explain", "merlin:100/110/001", "--latex"}, 0,
             {"A^{-1} = \\begin{pmatrix}\n1 & 0 & 1 & 0 & 0 & 1 & 1 & 1 & 0 \\\\\n"});
}

TEST(CliExplain, UnsolvableJsonAndErrors) {
  expect_run({"explain", "--machine", "lightsout", "--state", "10000/00000/00000/00000/00000", "--json"}, 0,
             {"\"rank\":23,\"nullity\":2,\"invariant_count\":2,\"reachable_fraction\":\"1/2^2\"",
              "\"solvable\":false,\"violated_invariant\":["});
  expect_run({"explain", "merlin:10", "--json"}, 2, {"\"error\""});
  // A worksheet for at most the page's largest board (256 x 256): past it,
  // refused before any work with the limit and what to run instead.
  const CliRun big = test::run_cli({"explain", "lightsout257x256:x" + std::string(257 * 256 / 4, '0')});
  EXPECT_EQ(big.status, 2);
  EXPECT_TRUE(has(big.err, "at most 65536 cells (256 x 256); this one has 65792")) << big.err;
  EXPECT_TRUE(has(big.err, "solve --summary")) << big.err;
  EXPECT_EQ(big.out, "");
}

// The worksheet's JSON lists at most 64 quiet patterns and says when that
// cuts the list short: 256 x 256 with the X press shape has 144 generators.
TEST(CliExplain, JsonSaysWhenTheQuietPatternsAreCutShort) {
  CliRun r = test::run_cli({"explain", "lightsout256x256-x:x" + std::string(256 * 256 / 4, '0'), "--json"});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(has(r.out, "\"nullity\":144,")) << r.out.substr(0, 300);
  EXPECT_TRUE(has(r.out, "\"quiet_patterns_truncated\":true,")) << r.out.substr(0, 300);
  r = test::run_cli({"explain", "merlin:100/110/001", "--json"});
  EXPECT_TRUE(has(r.out, "\"quiet_patterns_truncated\":false,")) << r.out;
}

// A summary never lists the presses, where k states count them without the
// list: the same count, first button and its times as the full answer.
TEST(CliSolve, ASummaryCountsThePressesAsTheListDoes) {
  std::vector<std::string> ids = {"merlin:100/110/001"};
  for (const char* size : {"5x5", "6x6", "7x4"})
    for (const char* states : {"3", "5", "2"}) {
      CliRun dealt = test::run_cli({"new", "--machine", "lightsout", "--size", size, "--states", states, "--seed", "3"});
      ASSERT_EQ(dealt.status, 0) << dealt.err;
      ids.push_back(dealt.out.substr(0, dealt.out.find('\n')));
    }
  for (const std::string& id : ids) {
    const CliRun full = test::run_cli({"solve", id, "--json"}), summary = test::run_cli({"solve", id, "--json", "--summary"});
    const CliRun hint = test::run_cli({"hint", id, "--json"}), hint_why = test::run_cli({"hint", id, "--json", "--why"});
    ASSERT_EQ(full.status, 0) << id << full.err;
    const std::size_t at = full.out.find("\"press_count\"");
    ASSERT_NE(at, std::string::npos) << full.out;
    const std::string count = full.out.substr(at, full.out.find(',', at) - at);
    EXPECT_TRUE(has(summary.out, count)) << id << ": " << summary.out;
    EXPECT_TRUE(has(hint.out, count)) << id << ": " << hint.out;
    // The hint from the summary names the same button and times as from the list.
    EXPECT_EQ(hint.out.substr(0, hint.out.find("\"press_count\"")), hint_why.out.substr(0, hint_why.out.find("\"press_count\"")))
        << id;
  }
}

// Ghaly's machine: Example 28's support and colour codes, pi_W both ways.
TEST(CliExplain, GhalyExample28) {
  expect_run({"explain", "ghaly4:1111/1111/1111/0000,s=12345678,t=23415678"}, 0,
             {"support: {2, 3, 4, 5, 6, 7}", "C_2 = 100  red", "in Joyner's notation",
              "Proposition 15: pi_W = pi_14 pi_13 pi_12 pi_11 pi_24"});
}

// The atlas's values are `analyze`'s nullities for the same boards.
TEST(CliAtlas, AgreesWithAnalyze) {
  expect_run({"atlas", "--max", "30", "--json"}, 0,
             {"\"topology\":\"plain\",\"max\":30,\"nullities\":[0,0,0,4,2,0,0,0,8,0,6,0,0,4,0,8,2,0,16,0,0,0,14,4,0,0,0,0,10,"
              "20]"});
  expect_run({"atlas", "--max", "12", "--torus", "--json"}, 0,
             {"\"topology\":\"torus\",\"max\":12,\"nullities\":[0,0,4,0,8,8,0,0,4,16,0,16]"});
  // Plain from the JSON above (OEIS A159257), torus from the run above.
  const std::vector<int> plain_expected = {0, 0, 0, 4,  2, 0, 0, 0,  8, 0, 6, 0, 0, 4,  0,
                                           8, 2, 0, 16, 0, 0, 0, 14, 4, 0, 0, 0, 0, 10, 20};
  const std::vector<int> torus_expected = {0, 0, 4, 0, 8, 8, 0, 0, 4, 16, 0, 16};
  for (int n : {3, 4, 5, 6, 10, 12, 19, 30}) {
    for (bool torus : {false, true}) {
      if (torus && n > 12) continue;
      const std::string side = std::to_string(n);
      const std::string id =
          "lightsout" + side + "x" + side + (torus ? "t" : "") + ":x" + std::string(std::size_t((n * n + 3) / 4), '0');
      const int k = (torus ? torus_expected : plain_expected)[std::size_t(n - 1)];
      expect_run({"analyze", id, "--json", "--summary"}, 0, {"\"nullity\":" + std::to_string(k) + ","});
    }
  }
  expect_run({"atlas", "--max", "5"}, 0, {"    4        4\n    5        2\n"});
  EXPECT_EQ(test::run_cli({"atlas", "--max", "257"}).status, 2);
  EXPECT_EQ(test::run_cli({"atlas", "--bogus"}).status, 2);
}

// With k states the atlas counts the quiet patterns' generators; analyze on
// the same board (a k-state machine) must count the same.
TEST(CliAtlas, WithStatesAgreesWithAnalyze) {
  for (int k : {3, 4, 5}) {
    CliRun atlas = test::run_cli({"atlas", "--max", "9", "--states", std::to_string(k), "--json"});
    ASSERT_EQ(atlas.status, 0);
    const std::size_t open = atlas.out.find("\"nullities\":[") + 13;
    std::vector<int> nullities;
    for (std::size_t i = open; atlas.out[i] != ']';) {
      nullities.push_back(std::atoi(atlas.out.c_str() + i));
      i = atlas.out.find_first_of(",]", i);
      if (atlas.out[i] == ',') ++i;
    }
    ASSERT_EQ(nullities.size(), 9u) << atlas.out;
    for (int n = 1; n <= 9; ++n) {
      const std::string side = std::to_string(n);
      CliRun a = test::run_cli(
          {"analyze", "lightsout" + side + "x" + side + "-k" + std::to_string(k) + ":" + std::string(std::size_t(n * n), '0'),
           "--json", "--summary"});
      EXPECT_TRUE(has(a.out, "\"nullity\":" + std::to_string(nullities[std::size_t(n - 1)]) + ","))
          << k << " states, " << n << ": " << a.out;
    }
  }
}

// --- The worksheet compiles ------------------------------------------------
// pdflatex and pdftoppm come from Debian's texlive-latex-base and poppler-utils,
// which scripts/setup.sh installs for the tests.

bool have(const char* tool) { return std::system(("command -v " + std::string(tool) + " >/dev/null 2>&1").c_str()) == 0; }

std::string read_all(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// Dark pixels (below half grey) of page 1 rendered as a binary PGM; -1 when unreadable.
long dark_pixels(const std::filesystem::path& pgm, long* total) {
  std::istringstream in(read_all(pgm));
  std::string magic;
  int w = 0, h = 0, maxval = 0;
  in >> magic >> w >> h >> maxval;
  in.get();
  if (magic != "P5" || w <= 0 || h <= 0 || maxval != 255) return -1;
  std::string pixels(std::size_t(w) * std::size_t(h), '\0');
  in.read(pixels.data(), std::streamsize(pixels.size()));
  if (in.gcount() != std::streamsize(pixels.size())) return -1;
  *total = long(pixels.size());
  long dark = 0;
  for (char c : pixels) dark += static_cast<unsigned char>(c) < 128;
  return dark;
}

// The page count pdflatex reports in its log ("Output written on sheet.pdf (3 pages"); -1 when absent.
int pages_in(const std::string& log) {
  const std::size_t at = log.find("Output written on sheet.pdf (");
  return at == std::string::npos ? -1 : std::atoi(log.c_str() + at + 29);
}

// Writes `explain ID --latex [--sheet S]` to a folder, compiles it, renders
// page 1 and returns the page count. No box runs over the margin anywhere
// (a long ID in the title once did).
int expect_worksheet_compiles(const std::string& id, const std::string& name, const std::string& sheet = "") {
  std::vector<std::string> args = {"explain", id, "--latex"};
  if (!sheet.empty()) args.insert(args.end(), {"--sheet", sheet});
  CliRun r = test::run_cli(args);
  EXPECT_EQ(r.status, 0) << r.out;
  EXPECT_TRUE(has(r.out, "\\documentclass")) << r.out;
  EXPECT_TRUE(has(r.out, "\\subsection*{" + std::string(sheet == "key" ? "Answers to the exercises" : "Exercises") + "}"))
      << r.out;
  EXPECT_TRUE(has(r.out, "\\end{document}")) << r.out;
  const std::filesystem::path dir = std::filesystem::path(testing::TempDir()) / ("worksheet-" + name);
  std::filesystem::create_directories(dir);
  std::ofstream(dir / "sheet.tex") << r.out;
  const std::string d = dir.string();
  const int latex =
      std::system(("cd '" + d + "' && pdflatex -interaction=nonstopmode -halt-on-error sheet.tex >latex.out 2>&1").c_str());
  EXPECT_EQ(latex, 0) << id << ": pdflatex failed:\n" << read_all(dir / "latex.out");
  if (latex != 0) return -1;
  const std::string log = read_all(dir / "sheet.log");
  EXPECT_FALSE(has(log, "Overfull \\hbox")) << id << " " << sheet << ": a box runs over the margin\n" << log;
  EXPECT_FALSE(has(log, "Overfull \\vbox")) << id << " " << sheet << ": a box runs over the page\n" << log;
  // Every power and index is typeset, none left as a caret or underscore
  // ("A^-1" once printed "Aˆ-1", the caret as an accent).
  if (have("pdftotext")) {
    EXPECT_EQ(std::system(("cd '" + d + "' && pdftotext -enc UTF-8 sheet.pdf sheet.txt").c_str()), 0);
    const std::string text = read_all(dir / "sheet.txt");
    for (const char* stray : {"^", "_", "\xcb\x86"})  // "ˆ": the caret accent
      EXPECT_EQ(text.find(stray), std::string::npos)
          << id << " " << sheet << ": a stray '" << stray
          << "' in the PDF's text, near: " << text.substr(std::max<std::size_t>(text.find(stray), 30) - 30, 60);
  }
  const int ppm = std::system(("cd '" + d + "' && pdftoppm -gray -r 50 -f 1 -l 1 -singlefile sheet.pdf page1").c_str());
  EXPECT_EQ(ppm, 0);
  long total = 0;
  const long dark = dark_pixels(dir / "page1.pgm", &total);
  EXPECT_GT(dark, 0) << id << ": page 1 is blank or unreadable";
  // A page of title, text and matrices has 0.6 to 1 % dark pixels at 50 dpi;
  // the title and name line alone about a tenth of that.
  EXPECT_GT(dark * 250, total) << id << ": only " << dark << " of " << total << " pixels dark";
  const int pages = pages_in(log);
  std::printf("%s %s: %d pages, page 1 has %ld dark pixels of %ld\n", id.c_str(), sheet.empty() ? "full" : sheet.c_str(), pages,
              dark, total);
  return pages;
}

TEST(CliWorksheet, CompilesWithPdflatex) {
  if (!have("pdflatex") || !have("pdftoppm")) GTEST_SKIP() << "pdflatex or pdftoppm missing: run scripts/setup.sh";
  expect_worksheet_compiles("merlin:100/110/001", "merlin");                                  // invertible, solvable
  expect_worksheet_compiles("lightsout5x5:10000/00000/00000/00000/00000", "lo5-unsolvable");  // quiet patterns
  expect_worksheet_compiles("lightsout4x4:1000/0100/0010/0001", "lo4");                       // quiet patterns, solvable
  expect_worksheet_compiles("merlin-k3:012/120/201", "merlin3");                              // k states
  expect_worksheet_compiles("lightsout5x5-k3:01202/12010/00000/22110/01200", "lo2000");       // k states, 25 buttons
  expect_worksheet_compiles("lightsout3x3-k4:123/000/321", "lo3-k4");                         // composite k
  expect_worksheet_compiles("quatrainment:1010/0101/1010/0101", "quatrainment");              // shapes by cell, a target
}

// The student sheet a teacher hands out fits 3 pages for every board up to
// 5x5 (Merlin, 5x5, a 3-state board, Quatrainment, a torus, composite k);
// it and its key compile with no box over the margin.
TEST(CliWorksheet, TheStudentSheetAndKeyCompileAndTheSheetFitsThreePages) {
  if (!have("pdflatex") || !have("pdftoppm")) GTEST_SKIP() << "pdflatex or pdftoppm missing: run scripts/setup.sh";
  for (const auto& [id, name] :
       std::vector<std::pair<std::string, std::string>>{{"merlin:100/110/001", "merlin"},
                                                        {"lightsout5x5:10000/00000/00000/00000/00000", "lo5"},
                                                        {"lightsout5x5-k3:01202/12010/00000/22110/01200", "lo2000"},
                                                        {"quatrainment:1010/0101/1010/0101", "quatrainment"},
                                                        {"lightsout4x4t:1000/0100/0010/0001", "lo4t"},
                                                        {"lightsout5x5-k6:01202/12010/00000/22110/01200", "lo5-k6"}}) {
    const int student = expect_worksheet_compiles(id, name + "-student", "student");
    EXPECT_GE(student, 1) << id;
    EXPECT_LE(student, 3) << id << ": a student sheet is at most 3 pages";
    EXPECT_GE(expect_worksheet_compiles(id, name + "-key", "key"), 1) << id;
  }
}

TEST(CliExplain, TheSheetFlagTakesThreeSheetsAndSaysWhatItRefuses) {
  expect_run({"explain", "merlin:100/110/001", "--sheet", "student"}, 0,
             {"(student sheet)", "== The board ==", "button 5 toggles:", "== Exercises =="});
  expect_run({"explain", "merlin:100/110/001", "--sheet", "key"}, 0, {"(answer key)", "== Answers to the exercises =="});
  for (const auto& [args, said] : std::vector<std::pair<std::vector<std::string>, std::string>>{
           {{"explain", "merlin:100/110/001", "--sheet", "teacher"},
            "unknown sheet 'teacher' (--sheet takes full, student or key)"},
           {{"explain", "lightsout6x6:000000/000000/000000/000000/000000/000001", "--sheet", "student"},
            "a student sheet is for boards of at most 25 cells and 25 buttons (5x5); this one has 36 cells"},
           {{"explain", "merlin:100/110/001", "--sheet", "student", "--json"}, "--sheet chooses a worksheet"}}) {
    const CliRun r = test::run_cli(args);
    EXPECT_EQ(r.status, 2) << args[3];
    EXPECT_TRUE(has(r.err, said) || has(r.out, said)) << r.err << r.out;
    EXPECT_FALSE(has(r.out, "== ")) << "no sheet printed after the refusal";
  }
}

}  // namespace
}  // namespace tl
