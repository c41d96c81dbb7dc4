// cli_help_test.cpp: `togglelab COMMAND --help` lists exactly the flags the
// command reads (declared once, with CLI11), a machine's flags come from its
// schema, and docs/CLI.md (the command line's page, once the README's
// section) says the same: each command's synopsis lines there name every flag
// its help lists, and no flag it does not read.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "cli_support.hpp"
#include "core/registry/registry.hpp"

#ifndef TOGGLELAB_SOURCE_DIR
#error "docs/CLI.md's path comes from CMake"
#endif

namespace tl {
namespace {

using Flags = std::set<std::string>;

std::string flags_text(const Flags& f) {
  std::string s;
  for (const std::string& x : f) s += x + " ";
  return s;
}

// The --flags an option line of CLI11's help begins with ("  --self,--no-self{false}  ...").
Flags help_flags(const std::vector<std::string>& args) {
  const test::CliRun r = test::run_cli(args);
  EXPECT_EQ(r.status, 0) << r.err;
  Flags out;
  std::istringstream in(r.out);
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("  -", 0) != 0) continue;
    const std::string names = line.substr(2, line.find(' ', 2) - 2);
    std::istringstream parts(names);
    bool first = true;  // "--W,--w": another spelling is not another flag; "--self,--no-self" is
    for (std::string n; std::getline(parts, n, ',');) {
      n = n.substr(0, n.find('{'));
      if (n.rfind("--", 0) == 0 && n != "--help" && (first || n.rfind("--no-", 0) == 0)) out.insert(n);
      first = first && n.rfind("--", 0) != 0;  // "-h,--help": the long name is the first that counts
    }
  }
  return out;
}

// Every "--flag" in s.
Flags flags_in(const std::string& s) {
  Flags out;
  for (std::size_t at = s.find("--"); at != std::string::npos; at = s.find("--", at + 2)) {
    std::size_t end = at + 2;
    while (end < s.size() && (std::isalnum(static_cast<unsigned char>(s[end])) || s[end] == '-')) ++end;
    if (end > at + 2) out.insert(s.substr(at, end - at));
  }
  return out;
}

// docs/CLI.md from its title, "# The command line", to its end (its
// examples are "$ togglelab ..." lines, which no synopsis line matches).
std::string cli_page_section() {
  std::ifstream f(std::string(TOGGLELAB_SOURCE_DIR) + "/docs/CLI.md");
  std::stringstream ss;
  ss << f.rdbuf();
  const std::string text = ss.str();
  const std::size_t start = text.find("# The command line");
  EXPECT_NE(start, std::string::npos) << "docs/CLI.md is the command line's page";
  return text.substr(start);
}

// The flags on docs/CLI.md's synopsis lines of `words` ("solve", "ghaly pi"):
// lines "togglelab solve ..." and "togglelab ghaly colours|pi ...".
Flags page_flags(const std::string& section, const std::string& command, const std::string& action) {
  Flags out;
  std::istringstream in(section);
  for (std::string line; std::getline(in, line);) {
    const std::string head = "togglelab " + command + " ";
    if (line.rfind(head, 0) != 0) continue;
    std::string rest = line.substr(head.size());
    if (!action.empty()) {  // "colours|solve ID|--W ...": the actions before the first space
      const std::string actions = "|" + rest.substr(0, rest.find(' ')) + "|";
      if (actions.find("|" + action + "|") == std::string::npos) continue;
    }
    // The synopsis ends where the description's column begins (two spaces).
    rest = rest.substr(0, rest.find("  "));
    for (const std::string& f : flags_in(rest)) out.insert(f);
  }
  out.erase("--PARAM");
  return out;
}

Flags machine_param_flags() {
  Flags out;
  for (const MachineKind& k : machine_kinds())
    for (const ParamSpec& p : k.params) {
      out.insert("--" + p.key);
      if (p.type == ParamType::Boolean) out.insert("--no-" + p.key);
    }
  return out;
}

TEST(CliHelp, TheReadmeNamesExactlyTheFlagsEachCommandReads) {
  const std::string section = cli_page_section();
  const Flags params = machine_param_flags();
  struct Command {
    std::string name, action;
    std::vector<std::vector<std::string>> helps;  // the command lines whose --help it gathers
  };
  std::vector<Command> commands = {
      {"solve", "", {{"solve", "--help"}}},
      {"hint", "", {{"hint", "--help"}}},
      {"analyze", "", {{"analyze", "--help"}}},
      {"new", "", {{"new", "--help"}}},
      {"explain", "", {{"explain", "--help"}}},
      {"census", "", {{"census", "--help"}}},
      {"series", "", {{"series", "--help"}}},
      {"daily", "", {{"daily", "--help"}}},
      {"atlas", "", {{"atlas", "--help"}, {"atlas", "merlin:000/000/000", "--help"}}},  // N x N, and a family's
      {"machines", "", {{"machines", "--help"}}},
      {"bench", "", {{"bench", "--help"}}},
      {"pattern", "", {{"pattern", "--help"}}},
      {"periods", "", {{"periods", "--help"}}},
      {"dynamics", "", {{"dynamics", "--help"}}},
      {"read", "", {{"read", "--help"}}},
  };
  for (const char* action : {"colours", "pi", "solve", "new", "image", "census", "bench"})
    commands.push_back({"ghaly", action, {{"ghaly", action, "--help"}}});
  for (const Command& c : commands) {
    SCOPED_TRACE(c.name + " " + c.action);
    Flags help;
    for (const std::vector<std::string>& args : c.helps)
      for (const std::string& f : help_flags(args)) help.insert(f);
    ASSERT_FALSE(help.empty());
    const Flags page = page_flags(section, c.name, c.action);
    for (const std::string& f : help)
      EXPECT_TRUE(page.count(f)) << f << " is read but not in docs/CLI.md's lines: " << flags_text(page);
    for (const std::string& f : page)
      EXPECT_TRUE(help.count(f) || params.count(f)) << f << " is in docs/CLI.md's lines but not read: " << flags_text(help);
  }
  // Every machine parameter's flag is named in the section (its prose).
  const Flags in_section = flags_in(section);
  for (const std::string& f : params) EXPECT_TRUE(in_section.count(f)) << f << " is not in docs/CLI.md";
}

TEST(CliHelp, AMachinesFlagsComeFromItsSchema) {
  for (const MachineKind& k : machine_kinds()) {
    SCOPED_TRACE(k.name);
    const Flags help = help_flags({"solve", "--machine", k.name, "--help"});
    for (const ParamSpec& p : k.params) {
      EXPECT_TRUE(help.count("--" + p.key)) << "--" << p.key << " of " << k.name;
      if (p.type == ParamType::Boolean) { EXPECT_TRUE(help.count("--no-" + p.key)); }
    }
    // and nothing of another kind's
    const Flags plain = help_flags({"solve", "--help"});
    EXPECT_EQ(help.size(), plain.size() + k.params.size() +
                               std::size_t(std::count_if(k.params.begin(), k.params.end(),
                                                         [](const ParamSpec& p) { return p.type == ParamType::Boolean; })))
        << flags_text(help);
  }
}

TEST(CliHelp, HelpIsAnswerNotError) {
  for (const char* c :
       {"solve", "hint", "analyze", "new", "explain", "census", "series", "daily", "atlas", "machines", "bench"}) {
    const test::CliRun r = test::run_cli({c, "--help"});
    EXPECT_EQ(r.status, 0) << c;
    EXPECT_TRUE(test::has(r.out, std::string("Usage: togglelab ") + c)) << r.out;
    EXPECT_TRUE(r.err.empty()) << r.err;
  }
  const test::CliRun g = test::run_cli({"ghaly", "--help"});
  EXPECT_EQ(g.status, 0);
  EXPECT_TRUE(test::has(g.out, "togglelab ghaly ACTION --help lists an action's flags")) << g.out;
}

// Each command whose memory grows with its flags says how much it takes at
// the largest sizes it allows (memory_bounds.sh runs them there under a
// 4.5 GB limit); a figure in GB or MB, not a promise in words alone.
TEST(CliHelp, EachSizedCommandSaysItsMemory) {
  for (const char* c : {"solve", "hint", "analyze", "new", "explain", "census", "dynamics", "pattern", "read", "image", "matrix",
                        "solids", "periods", "atlas"}) {
    const test::CliRun r = test::run_cli({c, "--help"});
    const std::size_t at = r.out.find("Memory: ");
    ASSERT_NE(at, std::string::npos) << c << ":\n" << r.out;
    const std::string said = r.out.substr(at);
    EXPECT_TRUE(test::has(said, " GB") || test::has(said, " MB")) << c << ": " << said;
  }
}

}  // namespace
}  // namespace tl
