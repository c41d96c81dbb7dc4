// architecture_test.cpp: front ends never name a machine (Tatham's rule that a
// frontend knows games only through `struct game`). The app, the CLI and the
// platform layer reach machines through the registry, the parameter schema
// and the capabilities of Machine; this test reads their sources and fails on
// a registered machine's name in a string literal, a comparison with a name(),
// or a dynamic_cast.
#include <gtest/gtest.h>

#include <filesystem>
#include <regex>
#include <sstream>

#include "core/registry/registry.hpp"
#include "source_tree.hpp"
#include "test_support.hpp"

namespace tl {
namespace {

namespace fs = std::filesystem;

std::vector<fs::path> front_end_sources() {
  std::vector<fs::path> files;
  for (const char* dir : {"app", "cli", "platform"})
    for (const auto& e : fs::recursive_directory_iterator(test::source_root() / dir))
      if (e.is_regular_file() && test::is_cpp_source(e.path())) files.push_back(e.path());
  return files;
}

TEST(Architecture, FrontEndsNeverNameAMachineNorCast) {
  const std::vector<fs::path> files = front_end_sources();
  ASSERT_GT(files.size(), 20u) << "the source tree was not found at " << TOGGLELAB_SOURCE_DIR;
  std::vector<std::pair<std::string, std::regex>> banned = {
      {"dynamic_cast", std::regex(R"(dynamic_cast\s*<)")},
      {"a comparison with name()", std::regex(R"(name\(\)\s*[!=]=)")},
  };
  for (const MachineKind& k : machine_kinds())
    banned.emplace_back("the machine name '" + k.name + "'", std::regex("\"" + k.name + "[\":0-9]"));
  int offences = 0;
  for (const fs::path& f : files) {
    std::istringstream lines(test::read_text(f));
    std::string line;
    for (int n = 1; std::getline(lines, line); ++n) {
      for (const auto& [what, re] : banned) {
        if (!std::regex_search(line, re)) continue;
        ADD_FAILURE() << f.lexically_relative(TOGGLELAB_SOURCE_DIR).string() << ":" << n << " has " << what << ": " << line;
        ++offences;
      }
    }
  }
  EXPECT_EQ(offences, 0);
}

TEST(Architecture, TheCheckCatchesWhatItLooksFor) {
  // The patterns above must match the code they are meant to forbid.
  EXPECT_TRUE(std::regex_search(R"(if (m.name() == "lightsout"))", std::regex(R"(name\(\)\s*[!=]=)")));
  EXPECT_TRUE(std::regex_search(R"(auto* g = dynamic_cast<const X*>(p))", std::regex(R"(dynamic_cast\s*<)")));
  EXPECT_TRUE(std::regex_search(R"(start_machine(app, "lightsout");)", std::regex("\"lightsout[\":0-9]")));
  EXPECT_TRUE(std::regex_search(R"(id = "ghaly4:0000")", std::regex("\"ghaly[\":0-9]")));
}

TEST(Registry, EveryKindsDefaultIdLoadsAndItsParametersRebuildIt) {
  for (const MachineKind& k : machine_kinds()) {
    auto p = parse_puzzle_id(k.default_id);
    ASSERT_TRUE(p.ok()) << k.name << ": " << p.error().describe();
    EXPECT_EQ(p->id(), k.default_id) << "an ID round-trips exactly";
    EXPECT_EQ(p->machine->name(), k.name);
    EXPECT_FALSE(k.how_to_play.empty()) << k.name;
    const ParamValues v = p->machine->params();
    ASSERT_EQ(v.size(), k.params.size()) << k.name;
    EXPECT_TRUE(check_params(k.params, v, Surface::Page).ok()) << k.name;
    // The same parameters build rules of the same head (body-carried rules aside).
    auto m = make_machine(k, v, Surface::Page);
    ASSERT_TRUE(m.ok()) << k.name << ": " << m.error().message;
    EXPECT_EQ((*m)->head(), p->machine->head());
    EXPECT_EQ((*m)->params(), v);
    // And the ID of that new game parses back to the same rules' head.
    auto id = id_from_params(k, v, Surface::Page);
    ASSERT_TRUE(id.ok());
    auto again = parse_puzzle_id(*id);
    ASSERT_TRUE(again.ok()) << *id << ": " << again.error().describe();
    EXPECT_EQ(again->machine->params(), v);
  }
}

TEST(Registry, ParametersOutOfRangeSayWhatIsAllowedWhere) {
  const MachineKind& k = *find_machine_kind("lightsout");
  ParamValues v = default_params(k.params);
  v[0] = {300, 4};
  auto page = make_machine(k, v, Surface::Page);
  ASSERT_FALSE(page.ok());
  EXPECT_NE(page.error().message.find("1..256 on the page"), std::string::npos) << page.error().message;
  EXPECT_NE(page.error().message.find("up to 16384"), std::string::npos) << page.error().message;
  EXPECT_NE(page.error().message.find("got 300x4"), std::string::npos) << page.error().message;
  EXPECT_TRUE(make_machine(k, v, Surface::Cli).ok());
  v[0] = {0, 4};
  EXPECT_FALSE(make_machine(k, v, Surface::Cli).ok());
}

TEST(Registry, ParameterTextRoundTrips) {
  for (const MachineKind& k : machine_kinds())
    for (const ParamSpec& s : k.params) {
      auto back = parse_param(s, format_param(s, s.def));
      ASSERT_TRUE(back.ok()) << k.name << " " << s.key;
      EXPECT_EQ(*back, s.def);
    }
  const ParamSpec size = size_param("size", "Board size", 5, 5, 1, 10, 20, "");
  EXPECT_FALSE(parse_param(size, "5").ok());
  EXPECT_FALSE(parse_param(size, "5x").ok());
  EXPECT_FALSE(parse_param(size, "axb").ok());
  EXPECT_EQ(parse_param(size, "3x7")->b, 7);
  const ParamSpec flag = bool_param("torus", "Torus", false, "");
  EXPECT_EQ(parse_param(flag, "on")->a, 1);
  EXPECT_FALSE(parse_param(flag, "maybe").ok());
}

// A hostile head of many options was split and each option checked against
// all earlier ones before any was read: 64,000 of them took 8 s. The head is
// bounded before it is split, and so is the number of options.
TEST(Registry, AHeadIsBoundedBeforeItIsRead) {
  std::string many = "lightsout5x5";
  for (int i = 0; i < 64000; ++i) many += "-q" + std::to_string(i);
  test::expect_bad_ids({
      {many + ":0", kMostHeadChars, "at most 160"},
      {"lightsout5x5-q0-q1-q2-q3-q4-q5-q6-q7-q8:0", 36, "at most 8 options"},
      {"merlin-a-b-c-d-e-f-g-h-i:000/000/000", 22, "at most 8 options"},
  });
  // A long head the kinds write still loads: a 9 x 9 drawn rule on the
  // largest torus that takes one, with 255 states.
  std::string rule;
  for (int r = 0; r < 9; ++r) rule += std::string(r ? "." : "") + "111111111";
  const std::string head = "lightsout64x64t-k255-d" + rule;
  ASSERT_LT(head.size(), kMostHeadChars);
  auto p = parse_puzzle_id(head + ":h" + std::string(2 * 64 * 64, '0'));
  ASSERT_TRUE(p.ok()) << p.error().describe();
  EXPECT_EQ(p->id().substr(0, head.size() + 1), head + ":");
}

TEST(IdBody, UnknownAndRepeatedFieldsAreRefusedWithTheirPosition) {
  test::expect_bad_ids({
      {"quatrainment:xFFFF,g=xFFFF,g=x0000", 27, "given twice"},
      {"merlin:100/110/001,g=111/101/111,z=1", 33, "unknown field 'z'"},
      {"merlin:100/110/001,=1", 19, "expected a field like g="},
      {"merlin:100/110/001,g", 19, "expected a field like g="},
  });
}

}  // namespace
}  // namespace tl
