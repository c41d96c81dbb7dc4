// fuzz_cli_args.cpp: the CLI's argument parsers on arbitrary argument lists.
//
// The input is split at spaces into arguments (after the subcommand). The
// command lines (the puzzle flags as solve, new and analyze declare them, and
// the wiring tools' as their actions do) must answer a puzzle, help or an
// error message, never crash; a
// puzzle they answer must have an ID that loads back to itself with the CLI's
// limits.
//
// Files (`@FILE` IDs, `--state @FILE`, `--graph6 @FILE`): the fuzzer must
// not read the machine's own files, so every "@..." argument is rewritten to
// a scratch file of its own, holding the input's bytes after a 0x01 (a
// board, a graph, garbage); "@/" names the scratch folder (not a regular
// file) and "@?" a path that does not exist, each to be refused in words.
#include <sys/stat.h>
#include <unistd.h>

#include <cstdint>
#include <cstdio>
#include <cerrno>
#include <cstdlib>
#include <string>
#include <vector>

#include "cli/ghaly_args.hpp"
#include "cli/puzzle_args.hpp"
#include "core/registry/registry.hpp"

namespace {

// The scratch folder: $TOGGLELAB_FUZZ_SCRATCH (fuzz.sh gives each target
// its own under build/fuzz and removes it after the run), else one for this
// process in /tmp. Made once: a folder or file made and removed per input
// was most of a run's cost (the file system's, in the kernel).
struct Scratch {
  std::string dir, file;
  Scratch() {
    const char* given = std::getenv("TOGGLELAB_FUZZ_SCRATCH");
    dir = given && *given ? given : "/tmp/togglelab-fuzz-cli-" + std::to_string(getpid());
    file = dir + "/file";
    if (mkdir(dir.c_str(), 0700) != 0 && errno != EEXIST) std::abort();
  }
};

const Scratch& scratch() {
  static const Scratch s;
  return s;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  // The arguments, then (after a 0x01) what an @FILE holds.
  size_t args_end = 0;
  while (args_end < size && data[args_end] != 0x01) ++args_end;
  std::vector<std::string> args{"solve"};
  std::string cur;
  for (size_t i = 0; i < args_end && i < 4096; ++i) {
    if (data[i] == ' ') {
      args.push_back(cur);
      cur.clear();
    } else cur += char(data[i]);
  }
  args.push_back(cur);
  bool wants_file = false;
  for (std::string& a : args) {
    if (a.empty() || a[0] != '@') continue;
    if (a == "@/") a = "@" + scratch().dir;
    else if (a == "@?") a = "@" + scratch().dir + "/missing";
    else {
      a = "@" + scratch().file;
      wants_file = true;
    }
  }
  if (wants_file) {
    std::FILE* f = std::fopen(scratch().file.c_str(), "wb");
    if (!f) std::abort();
    if (args_end + 1 < size) std::fwrite(data + args_end + 1, 1, size - args_end - 1, f);
    std::fclose(f);
  }
  std::vector<char*> argv;
  for (std::string& a : args) argv.push_back(a.data());
  const int argc = int(args.size());
  argv.push_back(nullptr);

  // One command line an input: building a CLI11 parser is most of a run's
  // cost, and the input's length picks which (every seed reaches several).
  using tl::cli::GhalyReads;
  using tl::cli::PuzzleReads;
  const PuzzleReads puzzle_reads[] = {
      {.state = PuzzleReads::State::Needed, .goal = true, .summary = true},    // solve
      {.state = PuzzleReads::State::No, .goal = true, .seed_any = true},       // new
      {.state = PuzzleReads::State::Optional, .goal = true, .summary = true},  // analyze
  };
  const GhalyReads ghaly_reads[] = {{.wiring = true, .assignment = true}, {.draw = true}, {.trials = true}};
  const std::size_t pick = size % 6;
  if (pick < 3) {
    tl::cli::PuzzleCommandLine cl("solve", "", puzzle_reads[pick], argc, argv.data());
    const auto o = cl.read(argc, argv.data());
    if (o.kind == o.Refused && o.message.empty()) std::abort();
    if (o.kind != o.Go) return 0;
    auto p = cl.puzzle();
    if (!p) {
      if (p.error().message.empty()) std::abort();
      return 0;
    }
    const std::string id = p->puzzle.id();
    // Boards from flags can be as large as the CLI allows: check the small ones.
    if (id.size() > 100000) return 0;
    auto again = tl::parse_puzzle_id(id, tl::Surface::Cli);
    if (!again || again->id() != id) std::abort();
    return 0;
  }
  tl::cli::GhalyCommandLine cl("ghaly", "", ghaly_reads[pick - 3]);
  const auto o = cl.read(argc, argv.data());
  if (o.kind == o.Refused && o.message.empty()) std::abort();
  if (o.kind != o.Go) return 0;
  auto g = cl.args();
  if (!g && g.error().message.empty()) std::abort();
  return 0;
}
