// puzzle_args.cpp: reading a puzzle from an ID or from --machine/--state flags.
#include "cli/puzzle_args.hpp"

#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include "cli/text_file.hpp"
#include "core/base/bits_text.hpp"
#include "core/base/json_writer.hpp"
#include "core/registry/registry.hpp"

namespace tl::cli {

namespace {

// "@FILE" reads the file (whitespace dropped: newlines may end rows); anything else is itself.
Result<std::string> text_arg(const char* arg) {
  if (arg[0] != '@') return std::string(arg);
  return read_compact_file(arg + 1);
}

Result<Puzzle> puzzle_from_id(const std::string& id) {
  auto p = parse_puzzle_id(id, Surface::Cli);  // the CLI's limits: boards past the page's
  if (!p) return Error{p.error().pos, "bad puzzle ID " + p.error().describe()};
  return p;
}

// "--size 5x5 --torus": the machine kind's parameters as flags, from its schema.
std::string flags_help(const MachineKind& k) {
  if (k.params.empty()) return k.name + " takes no parameters";
  std::string s = k.name + " takes";
  for (std::size_t i = 0; i < k.params.size(); ++i) {
    const ParamSpec& p = k.params[i];
    s += (i ? ", " : " ") + ("--" + p.key);
    if (p.type == ParamType::Boolean) s += " / --no-" + p.key;
    else s += " " + param_range(p, Surface::Cli);
    s += " (default " + format_param(p, p.def) + ")";
  }
  return s;
}

// The spec a flag names, and whether it is the "--no-KEY" form of a Boolean.
const ParamSpec* find_flag(const MachineKind& k, std::string_view flag, bool* negated) {
  *negated = false;
  for (const ParamSpec& p : k.params) {
    if (flag == p.key) return &p;
    if (p.type == ParamType::Boolean && flag.substr(0, 3) == "no-" && flag.substr(3) == p.key) {
      *negated = true;
      return &p;
    }
  }
  return nullptr;
}

}  // namespace

Result<PuzzleArgs> parse_puzzle_args(int argc, char** argv, bool need_state) {
  PuzzleArgs out;
  // The machine comes first: its schema says which flags follow.
  const MachineKind* kind = nullptr;
  for (int i = 1; i + 1 < argc; ++i) {
    if (std::strcmp(argv[i], "--machine") != 0) continue;
    kind = find_machine_kind(argv[i + 1]);
    if (!kind) return Error{0, std::string("--machine must be one of ") + machine_names() + ", got '" + argv[i + 1] + "'"};
  }
  ParamValues values = kind ? default_params(kind->params) : ParamValues{};
  std::string id, state, goal;
  bool have_state = false, have_goal = false;
  std::vector<std::string> seen;  // each option once
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    auto value = [&]() -> const char* { return i + 1 < argc ? argv[++i] : nullptr; };
    if (a.rfind("--", 0) == 0) {
      const std::string flag = a.substr(2);
      bool negated = false;
      const ParamSpec* spec = kind ? find_flag(*kind, flag, &negated) : nullptr;
      const std::string once = spec ? spec->key : flag;
      for (const std::string& s : seen)
        if (s == once) return Error{0, "option --" + once + " is given twice; give it once"};
      seen.push_back(once);
      if (spec) {
        ParamValue& v = values[std::size_t(spec - kind->params.data())];
        if (spec->type == ParamType::Boolean) {
          v.a = negated ? 0 : 1;
          continue;
        }
        const char* text = value();
        if (!text) return Error{0, a + " needs a value: " + param_range(*spec, Surface::Cli)};
        auto parsed = parse_param(*spec, text);
        if (!parsed) return Error{0, "--" + parsed.error().message};
        v = *parsed;
        continue;
      }
      if (flag == "json") out.json = true;
      else if (flag == "summary") out.summary = true;
      else if (flag == "any") out.any = true;
      else if (flag == "machine" || flag == "state" || flag == "goal" || flag == "seed") {
        const char* v = value();
        if (!v) return Error{0, a + " needs a value"};
        if (flag == "machine") continue;  // read above
        if (flag == "seed") {
          char* end = nullptr;
          out.seed = std::strtoull(v, &end, 10);
          if (!*v || *end || *v == '-') return Error{0, std::string("--seed must be a whole number, got '") + v + "'"};
          continue;
        }
        auto text = text_arg(v);
        if (!text) return text.error();
        (flag == "state" ? state : goal) = *text;
        (flag == "state" ? have_state : have_goal) = true;
      } else if (kind) {
        return Error{0, "unknown option '" + a + "': " + flags_help(*kind)};
      } else {
        return Error{0, "unknown option '" + a + "' (machine parameters follow --machine NAME)"};
      }
    } else if (id.empty()) {
      auto text = text_arg(a.c_str());
      if (!text) return text.error();
      id = *text;
    } else {
      return Error{0, "unexpected argument '" + a + "' (only one puzzle ID)"};
    }
  }
  if (!id.empty()) {
    if (kind) return Error{0, "give either a puzzle ID or --machine, not both"};
    if (have_state || have_goal) return Error{0, "--state and --goal go with --machine; an ID carries its own"};
    auto p = puzzle_from_id(id);
    if (!p) return p.error();
    out.puzzle = *p;
    return out;
  }
  if (!kind) return Error{0, "expected a puzzle ID or --machine NAME (" + machine_names() + ")"};
  auto m = make_machine(*kind, values, Surface::Cli);
  if (!m) return m.error();
  out.puzzle = Puzzle{*m, (*m)->initial()};
  const Machine& mm = **m;
  // The cells are read as an ID's state would be (bits, or digits for k
  // states), so flags and IDs accept exactly the same text.
  auto cells_of = [&](const std::string& text) -> Result<Position> {
    IdBody body;
    body.state = text;
    body.end_offset = text.size();
    return mm.decode(body);
  };
  if (have_state) {
    auto s = cells_of(state);
    if (!s) return Error{s.error().pos, "--state " + s.error().describe()};
    out.puzzle.position.state = s->state;
  } else if (need_state) {
    return Error{0, "--machine needs --state CELLS (row-major, '/' between rows optional, or @FILE)"};
  }
  if (have_goal) {
    if (!mm.goal_is_grid()) return Error{0, mm.title() + " has no goal grid (its goal is all one colour)"};
    auto g = cells_of(goal);
    if (!g) return Error{g.error().pos, "--goal " + g.error().describe()};
    out.puzzle.position.goal = g->state;
  }
  return out;
}

std::string repeated_option(int argc, char** argv, int from) {
  for (int i = from; i < argc; ++i) {
    if (std::strncmp(argv[i], "--", 2) != 0) continue;
    for (int j = from; j < i; ++j)
      if (std::strcmp(argv[i], argv[j]) == 0) return argv[i];
  }
  return {};
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
