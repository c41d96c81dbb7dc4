// fuzz_cli_args.cpp: the CLI's argument parsers on arbitrary argument lists.
//
// The input is split at spaces into arguments (after the subcommand). Both
// parsers (the puzzle flags of solve/hint/analyze/new/explain, and the wiring
// tools' flags) must answer a puzzle or an error message, never crash; a
// puzzle they answer must have an ID that loads back to itself with the CLI's
// limits. Arguments naming files ("@...") are skipped: the fuzzer must not
// read the machine's files.
#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

#include "cli/ghaly_args.hpp"
#include "cli/puzzle_args.hpp"
#include "core/registry/registry.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::vector<std::string> args{"solve"};
  std::string cur;
  for (size_t i = 0; i < size && i < 4096; ++i) {
    if (data[i] == ' ') {
      args.push_back(cur);
      cur.clear();
    } else cur += char(data[i]);
  }
  args.push_back(cur);
  std::vector<char*> argv;
  for (std::string& a : args) {
    if (!a.empty() && a[0] == '@') return 0;
    argv.push_back(a.data());
  }
  argv.push_back(nullptr);
  const int argc = int(args.size());

  for (bool need_state : {false, true}) {
    auto p = tl::cli::parse_puzzle_args(argc, argv.data(), need_state);
    if (!p) {
      if (p.error().message.empty()) std::abort();
      continue;
    }
    const std::string id = p->puzzle.id();
    // Boards from flags can be as large as the CLI allows: check the small ones.
    if (id.size() > 100000) continue;
    auto again = tl::parse_puzzle_id(id, tl::Surface::Cli);
    if (!again || again->id() != id) std::abort();
  }
  auto g = tl::cli::parse_ghaly_args(argc, argv.data(), 1, false, false);
  if (!g && g.error().message.empty()) std::abort();
  return 0;
}
