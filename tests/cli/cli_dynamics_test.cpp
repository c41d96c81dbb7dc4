// cli_dynamics_test.cpp: `togglelab dynamics`: the orbit of a board under
// its own solution, as JSON and text, checked against the machine itself
// (each board of Merlin's orbit, pressed as buttons on the one before it
// with the goal all off, clears it), the budget said as "longer than", and
// the systems it refuses named in words.
#include <algorithm>
#include <gtest/gtest.h>

#include <regex>
#include <string>
#include <vector>

#include "cli_support.hpp"
#include "core/registry/registry.hpp"

namespace tl {
namespace {

using test::CliRun;
using test::has;

// The "orbit" array of the JSON: its boards as text.
std::vector<std::string> orbit_of(const std::string& json) {
  std::vector<std::string> out;
  const std::size_t at = json.find("\"orbit\":[");
  const std::size_t end = json.find(']', at);
  static const std::regex board("\"([0-9/]+)\"");
  const std::string list = json.substr(at, end - at);
  for (auto it = std::sregex_iterator(list.begin(), list.end(), board); it != std::sregex_iterator(); ++it)
    out.push_back((*it)[1]);
  return out;
}

// Presses the buttons the board `s` lights (3x3 Lights Out's rows of digits)
// on the lights of `b`, with the goal all off: whether that clears them.
bool clears(const std::string& b, const std::string& s) {
  Result<Puzzle> p = parse_puzzle_id("lightsout3x3:" + b, Surface::Cli);
  EXPECT_TRUE(p) << b;
  std::size_t cell = 0;
  for (char c : s) {
    if (c == '/') continue;
    for (int t = 0; t < c - '0'; ++t) p->machine->press(p->position, int(cell));
    ++cell;
  }
  return p->machine->solved(p->position);
}

TEST(CliDynamics, EachBoardOfTheOrbitSolvesTheOneBefore) {
  CliRun r = test::run_cli({"dynamics", "lightsout3x3:110/010/000", "--json"});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(has(r.out, "\"invertible\":true")) << r.out;
  EXPECT_TRUE(has(r.out, "\"preperiod\":0,")) << "A is invertible: a pure cycle\n" << r.out;
  const std::vector<std::string> orbit = orbit_of(r.out);
  ASSERT_GE(orbit.size(), 2u) << r.out;
  EXPECT_EQ(orbit[0], "110/010/000");
  for (std::size_t i = 0; i + 1 < orbit.size(); ++i)
    EXPECT_TRUE(clears(orbit[i], orbit[i + 1])) << orbit[i] << " by " << orbit[i + 1];
  EXPECT_TRUE(clears(orbit.back(), orbit[0])) << "the cycle closes";
  const std::smatch m = [&] {
    std::smatch s;
    std::regex_search(r.out, s, std::regex("\"period\":([0-9]+)"));
    return s;
  }();
  ASSERT_FALSE(m.empty());
  EXPECT_EQ(std::stoul(m[1]), orbit.size()) << "every board of the cycle listed";
  EXPECT_TRUE(has(r.out, "\"orbit_truncated\":false,")) << r.out;
  // A period of 168 lists its first 12 boards, and says the list is cut.
  const CliRun long_cycle = test::run_cli({"dynamics", "lightsout3x3-k13:1c0/000/000", "--json"});
  EXPECT_TRUE(has(long_cycle.out, "\"period\":168,")) << long_cycle.out;
  EXPECT_TRUE(has(long_cycle.out, "\"orbit_truncated\":true,")) << long_cycle.out;
  const std::size_t at = long_cycle.out.find("\"orbit\":[");
  const std::string listed = long_cycle.out.substr(at, long_cycle.out.find(']', at) - at);
  EXPECT_EQ(std::count(listed.begin(), listed.end(), '/'), 2 * 12) << listed;  // 12 boards of 3 rows
  CliRun text = test::run_cli({"dynamics", "lightsout3x3:110/010/000"});
  EXPECT_TRUE(has(text.out, "orbit of this board: pre-period 0, period " + std::string(m[1]))) << text.out;
  EXPECT_TRUE(has(text.out, "boards that are their own solution")) << text.out;
}

// Boards are written as IDs write their lights: past 9 states a cell is one
// character (c for 12), so the first board reads back as the ID's own.
TEST(CliDynamics, BoardsAreWrittenAsTheIdWritesThem) {
  const CliRun r = test::run_cli({"dynamics", "lightsout3x3-k13:1c0/000/000", "--json"});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(has(r.out, "\"orbit\":[\"1c0/000/000\",")) << r.out;
}

TEST(CliDynamics, ALongOrbitIsSaidToBeLongerAndOthersAreRefusedInWords) {
  // A Moebius band has no plus grid's order to read: followed, and cut.
  const std::string band = "lightsout7x7-k5-moebius:4444444/4444444/4444444/4444444/4444444/4444444/4444444";
  CliRun cut = test::run_cli({"dynamics", band, "--steps", "3", "--json"});
  ASSERT_EQ(cut.status, 0) << cut.err;
  EXPECT_TRUE(has(cut.out, "\"preperiod\":null,\"period\":null,\"longer_than\":3")) << cut.out;
  CliRun words = test::run_cli({"dynamics", band, "--steps", "3"});
  EXPECT_TRUE(has(words.out, "longer than 3 boards (--steps raises the limit)")) << words.out;
  // The plain board's period is read from the map's order past the cut: 624
  // (5^4 - 1, grid_period.hpp), the period the band's orbit has when followed.
  const std::string plain = "lightsout7x7-k5:4444444/4444444/4444444/4444444/4444444/4444444/4444444";
  const CliRun read = test::run_cli({"dynamics", plain, "--steps", "3", "--json"});
  EXPECT_TRUE(has(read.out, "\"preperiod\":0,\"period\":624,\"by\":\"order\"")) << read.out;
  const CliRun followed = test::run_cli({"dynamics", band, "--json"});
  EXPECT_TRUE(has(followed.out, "\"period\":624,\"by\":\"orbit\"")) << followed.out;
  EXPECT_TRUE(has(test::run_cli({"dynamics", plain, "--steps", "3"}).out, "read from the map's order, the field of 5^4"));
  for (const auto& [id, said] :
       std::vector<std::pair<std::string, std::string>>{{"lightsout4x4-k6:1000/0000/0000/0000", "a pivot other than 1"},
                                                        {"custom2x3:101/010,g=111/111,b=110/000.011/000.000/110.000/011.100/100",
                                                         "buttons are the board's cells"},
                                                        {"ghaly4:0000/0000/0000/0000,s=12345678,t=23415678",
                                                         "not a linear machine"}}) {
    const CliRun r = test::run_cli({"dynamics", id});
    EXPECT_EQ(r.status, 2) << id;
    EXPECT_TRUE(has(r.err, said)) << id << ": " << r.err;
  }
}

}  // namespace
}  // namespace tl
