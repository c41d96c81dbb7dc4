// cli_bad_input_test.cpp: every subcommand refuses missing, repeated, unknown
// and out-of-range arguments with exit status 2 and one line on stderr that
// says what was wrong and what is allowed.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "cli_support.hpp"

namespace tl {
namespace {

struct Refusal {
  std::vector<std::string> args;
  const char* words;  // what the one line must say
};

void expect_refused(const Refusal& r) {
  const auto [status, out, err] = test::run_cli(r.args);
  std::string cmd;
  for (const std::string& a : r.args) cmd += a + " ";
  EXPECT_EQ(status, 2) << cmd;
  EXPECT_TRUE(out.empty()) << cmd << "printed: " << out;
  ASSERT_FALSE(err.empty()) << cmd;
  EXPECT_EQ(err.find('\n'), err.size() - 1) << cmd << "one line, got: " << err;
  EXPECT_NE(err.find(r.words), std::string::npos) << cmd << "-> " << err;
}

TEST(CliBadInput, PuzzleCommandsSayWhatIsAllowed) {
  for (const char* c : {"solve", "hint", "analyze", "new", "explain"}) {
    const std::string cmd = c;
    const bool needs_state = cmd != "new" && cmd != "analyze";
    SCOPED_TRACE(cmd);
    // new deals its own lights: it reads no --state (and refuses one).
    auto with_state = [&](std::vector<std::string> args) {
      if (cmd != "new") args.insert(args.end(), {"--state", "0"});
      return args;
    };
    expect_refused({{cmd}, "expected a puzzle ID or --machine NAME (merlin, lightsout"});
    expect_refused({with_state({cmd, "--machine", "lightsout", "--self", "--no-self"}), "--self is given twice"});
    expect_refused({with_state({cmd, "--machine", "lightsout", "--self=3"}), "--self takes no value: give --self alone"});
    expect_refused({with_state({cmd, "--machine", "lightsout", "--topology", "mobius"}),
                    "plain, torus, cylinder, moebius, klein or projective"});
    expect_refused({{cmd, "merlin:100/110/001", "--json=yes"}, "--json takes no value"});
    expect_refused({with_state({cmd, "--machine", "merlin", "--machine", "merlin"}), "--machine is given twice"});
    expect_refused({{cmd, "merlin:100/110/001", "--frobnicate"}, "unknown option '--frobnicate'"});
    expect_refused({with_state({cmd, "--machine", "lightsout", "--size", "20000x5"}), "each side must be 1..16384, got 20000x5"});
    expect_refused({{cmd, "--machine", "lightsout", "--size"}, "--size needs a value: RxC, rows x columns (each side 1..16384"});
    expect_refused({with_state({cmd, "--machine", "nosuch"}), "--machine must be one of merlin, lightsout"});
    expect_refused({with_state({cmd, "--machine", "quatrainment", "--topology", "torus"}), "quatrainment takes no parameters"});
    expect_refused({with_state({cmd, "--machine", "merlin", "--states", "256"}), "States must be 2..255, got 256"});
    expect_refused({{cmd, "lightsout300x20000:0"}, "1..16384, got 20000"});
    expect_refused({with_state({cmd, "--machine", "lightsout", "--size", "5000x5", "--states", "3"}),
                    "another press shape, Lights Out sides must be 1..4096 (two states, plus: 1..16384), got 5000x5"});
    if (needs_state) expect_refused({{cmd, "--machine", "merlin"}, "--machine needs --state"});
  }
}

TEST(CliBadInput, OtherCommandsSayWhatIsAllowed) {
  const std::vector<Refusal> cases = {
      {{"atlas", "--max"}, "--max needs a value: 1..256"},
      {{"atlas", "--max", "999"}, "--max must be a whole number from 1 to 256, got '999'"},
      {{"atlas", "--torus", "--torus"}, "--torus is given twice"},
      {{"atlas", "--frobnicate"}, "unknown option '--frobnicate'"},
      {{"machines", "--frobnicate"}, "unknown option '--frobnicate': togglelab machines --help lists what it reads"},
      {{"machines", "lightsout"}, "unexpected argument 'lightsout': togglelab machines --help lists what it reads"},
      {{"bench", "--frobnicate"}, "unknown option '--frobnicate'"},
      {{"bench", "--only", "nothing"}, "unknown group 'nothing' (--only takes one of hint, plain"},
      {{"bench", "--quick", "--quick"}, "--quick is given twice"},
      {{"explain", "merlin:100/110/001", "--latex", "--latex"}, "--latex is given twice"},
      {{"ghaly"}, "expected an action: colours, pi, solve, new, image, census or bench"},
      {{"ghaly", "frobnicate"}, "unknown action 'frobnicate'"},
      {{"ghaly", "new", "--n", "5"}, "--n must be 4 or 8, got '5'"},
      {{"ghaly", "pi", "--W", "0000/0000/0000/0000", "--W", "0000/0000/0000/0000"}, "--W is given twice"},
      {{"ghaly", "pi", "--frobnicate"}, "unknown option '--frobnicate': togglelab ghaly pi --help lists what it reads"},
      {{"ghaly", "pi"}, "--W"},
  };
  for (const Refusal& r : cases) expect_refused(r);
}

}  // namespace
}  // namespace tl
