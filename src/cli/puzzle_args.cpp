// puzzle_args.cpp: reading a puzzle from an ID or from --machine/--state flags.
#include "cli/puzzle_args.hpp"

#include <cstdio>
#include <cstring>

#include "cli/text_file.hpp"
#include "core/base/bits_text.hpp"
#include "core/base/json_writer.hpp"
#include "core/linear/machines/lightsout.hpp"
#include "core/registry/registry.hpp"

namespace tl::cli {

namespace {

// "@FILE" reads the file (whitespace dropped: newlines may end rows); anything else is itself.
Result<std::string> text_arg(const char* arg) {
  if (arg[0] != '@') return std::string(arg);
  return read_compact_file(arg + 1);
}

Result<Puzzle> puzzle_from_id(const std::string& id) {
  // Lights Out past 256 a side exists only here (the registry's IDs stop at 256).
  auto p = id.rfind("lightsout", 0) == 0 ? parse_lightsout_id(id, kLightsOutMaxSide) : parse_puzzle_id(id);
  if (!p) return Error{p.error().pos, "bad puzzle ID " + p.error().describe()};
  return p;
}

Result<MachinePtr> machine_from_flags(const std::string& name, const std::string& size, bool torus) {
  if (name == "lightsout") {
    int r = 5, c = 5;
    if (!size.empty() && (std::sscanf(size.c_str(), "%dx%d", &r, &c) != 2 ||
                          size != std::to_string(r) + "x" + std::to_string(c)))
      return Error{0, "--size must look like 5x5 (rows x columns), got '" + size + "'"};
    auto m = make_lightsout(r, c, torus, kLightsOutMaxSide);
    if (!m) return Error{0, m.error().message};
    return m;
  }
  if (name != "merlin" && name != "quatrainment")
    return Error{0, "--machine must be merlin, lightsout or quatrainment (custom rules: give their ID), got '" +
                        name + "'"};
  if (torus) return Error{0, "--torus is for lightsout only"};
  auto m = find_machine_kind(name)->make("", "", 0, 0);
  if (!m) return m.error();
  std::string fixed = std::to_string((*m)->rows()) + "x" + std::to_string((*m)->cols());
  if (!size.empty() && size != fixed) return Error{0, name + " is always " + fixed + ", got --size " + size};
  return m;
}

}  // namespace

Result<PuzzleArgs> parse_puzzle_args(int argc, char** argv, bool need_state) {
  PuzzleArgs out;
  std::string id, machine, size, state, goal;
  bool torus = false, have_state = false, have_goal = false;
  for (int i = 1; i < argc; ++i) {
    const char* a = argv[i];
    auto value = [&]() -> const char* { return i + 1 < argc ? argv[++i] : nullptr; };
    if (!std::strcmp(a, "--json")) out.json = true;
    else if (!std::strcmp(a, "--summary")) out.summary = true;
    else if (!std::strcmp(a, "--torus")) torus = true;
    else if (!std::strcmp(a, "--any")) out.any = true;
    else if (!std::strcmp(a, "--machine") || !std::strcmp(a, "--size") || !std::strcmp(a, "--state") ||
             !std::strcmp(a, "--goal") || !std::strcmp(a, "--seed")) {
      const char* v = value();
      if (!v) return Error{0, std::string(a) + " needs a value"};
      if (!std::strcmp(a, "--machine")) machine = v;
      else if (!std::strcmp(a, "--size")) size = v;
      else if (!std::strcmp(a, "--seed")) {
        char* end = nullptr;
        out.seed = std::strtoull(v, &end, 10);
        if (!*v || *end) return Error{0, std::string("--seed must be a whole number, got '") + v + "'"};
      } else {
        auto text = text_arg(v);
        if (!text) return text.error();
        (!std::strcmp(a, "--state") ? state : goal) = *text;
        (!std::strcmp(a, "--state") ? have_state : have_goal) = true;
      }
    } else if (a[0] == '-' && a[1] == '-') {
      return Error{0, std::string("unknown option '") + a + "'"};
    } else if (id.empty()) {
      auto text = text_arg(a);
      if (!text) return text.error();
      id = *text;
    } else {
      return Error{0, std::string("unexpected argument '") + a + "' (only one puzzle ID)"};
    }
  }
  if (!id.empty()) {
    if (!machine.empty()) return Error{0, "give either a puzzle ID or --machine, not both"};
    auto p = puzzle_from_id(id);
    if (!p) return p.error();
    out.puzzle = *p;
    return out;
  }
  if (machine.empty()) return Error{0, "expected a puzzle ID or --machine merlin|lightsout|quatrainment"};
  auto m = machine_from_flags(machine, size, torus);
  if (!m) return m.error();
  out.puzzle = Puzzle{*m, (*m)->initial()};
  const Machine& mm = **m;
  if (have_state) {
    auto s = parse_bits(state, std::size_t(mm.cell_count()), mm.cols(), 0);
    if (!s) return Error{s.error().pos, "--state " + s.error().describe()};
    out.puzzle.position.state = *s;
  } else if (need_state) {
    return Error{0, "--machine needs --state BITS (row-major 0/1, or @FILE)"};
  }
  if (have_goal) {
    auto g = parse_bits(goal, std::size_t(mm.cell_count()), mm.cols(), 0);
    if (!g) return Error{g.error().pos, "--goal " + g.error().describe()};
    out.puzzle.position.goal = *g;
  }
  return out;
}

bool wants_json(int argc, char** argv) {
  for (int i = 1; i < argc; ++i)
    if (!std::strcmp(argv[i], "--json")) return true;
  return false;
}

int fail(const char* command, bool json, const std::string& message) {
  if (json) {
    JsonWriter w;
    w.begin_object().key("error").value(message).end_object();
    std::printf("%s\n", w.str().c_str());
  } else {
    std::fprintf(stderr, "togglelab %s: %s\n", command, message.c_str());
  }
  return 2;
}

}  // namespace tl::cli
