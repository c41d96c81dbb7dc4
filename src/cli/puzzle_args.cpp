// puzzle_args.cpp: reading a puzzle from an ID or from --machine flags
// declared from the kind's schema (see puzzle_args.hpp).
#include "cli/puzzle_args.hpp"

#include <string>
#include <vector>

#include "cli/text_file.hpp"
#include "core/registry/registry.hpp"

namespace tl::cli {

namespace {

// "@FILE" reads the file (whitespace dropped: newlines may end rows); anything else is itself.
Result<std::string> text_arg(const std::string& arg) {
  if (arg.empty() || arg[0] != '@') return arg;
  return read_compact_file(arg.c_str() + 1);
}

Result<Puzzle> puzzle_from_id(const std::string& id) {
  auto p = parse_puzzle_id(id, Surface::Cli);  // the CLI's limits: boards past the page's
  if (!p) return Error{p.error().pos, "bad puzzle ID " + p.error().describe()};
  return p;
}

// The kind --machine names, looked for before parsing ("--machine graph" or
// "--machine=graph"); its name as given, empty when there is none.
std::string machine_named(int argc, char** argv) {
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--machine" && i + 1 < argc) return argv[i + 1];
    if (a.rfind("--machine=", 0) == 0) return a.substr(10);
  }
  return {};
}

// "--n, --states, --self": the flags of the parameters `values` read, but `skip`.
std::string flags_read(const MachineKind& k, const ParamValues& values, std::size_t skip) {
  std::string s;
  for (std::size_t i = 0; i < k.params.size(); ++i)
    if (i != skip && (!k.param_shown || k.param_shown(values, i))) s += (s.empty() ? "--" : ", --") + k.params[i].key;
  return s.empty() ? "nothing else" : s;
}

}  // namespace

std::string flag_synopsis(const ParamSpec& p) {
  return "--" + p.key + (p.type == ParamType::Boolean ? " / --no-" + p.key : " " + param_range(p, Surface::Cli));
}

std::string flags_help(const MachineKind& k) {
  if (k.params.empty()) return k.name + " takes no parameters";
  std::string s = k.name + " takes";
  for (std::size_t i = 0; i < k.params.size(); ++i) {
    const ParamSpec& p = k.params[i];
    s += (i ? ", " : " ") + flag_synopsis(p) + " (default " + format_param(p, p.def) + ")";
  }
  return s;
}

Result<ParamValues> read_given_params(const MachineKind& k, ParamValues v, const std::vector<bool>& given) {
  if (!k.param_shown) return v;  // every parameter always read
  auto reads_all = [&](const ParamValues& w) {
    for (std::size_t i = 0; i < k.params.size(); ++i)
      if (given[i] && !k.param_shown(w, i)) return false;
    return true;
  };
  // A choice not given follows the other flags, when exactly one choice reads them all.
  for (std::size_t c = 0; c < k.params.size(); ++c) {
    if (k.params[c].type != ParamType::Choice || given[c] || reads_all(v)) continue;
    int fits = -1, count = 0;
    for (int ch = 0; ch < int(k.params[c].choices.size()); ++ch) {
      ParamValues w = v;
      w[c].a = ch;
      if (reads_all(w)) fits = ch, ++count;
    }
    if (count == 1) v[c].a = fits;
  }
  for (std::size_t i = 0; i < k.params.size(); ++i) {
    if (!given[i] || k.param_shown(v, i)) continue;
    std::string why = "--" + k.params[i].key + " is not read by these rules";
    for (std::size_t c = 0; c < k.params.size(); ++c) {  // the choice that decides it: say which values read it
      if (k.params[c].type != ParamType::Choice) continue;
      std::string readers;
      for (int ch = 0; ch < int(k.params[c].choices.size()); ++ch) {
        ParamValues w = v;
        w[c].a = ch;
        if (k.param_shown(w, i)) readers += (readers.empty() ? "" : ", ") + k.params[c].choices[std::size_t(ch)];
      }
      if (readers.empty()) continue;
      const ParamSpec& choice = k.params[c];
      why = "--" + k.params[i].key + " is read by --" + choice.key + " " + readers + " only; --" + choice.key + " " +
            choice.choices[std::size_t(v[c].a)] + " reads " + flags_read(k, v, c);
      break;
    }
    return Error{0, why};
  }
  return v;
}

PuzzleCommandLine::PuzzleCommandLine(std::string name, std::string about, PuzzleReads reads, int argc, char** argv)
    : CommandLine(std::move(name), std::move(about)), reads_(reads) {
  add_json();  // every command about a puzzle answers in JSON when asked
  CLI::App& app = this->app();
  app.add_option("ID", id_, "a puzzle ID (e.g. merlin:100/110/001), or @FILE holding one")->type_name("");
  app.add_option("--machine", machine_, "build the puzzle from flags instead: a machine kind (togglelab machines lists them)")
      ->type_name("KIND");
  if (reads_.state != PuzzleReads::State::No)
    app.add_option("--state", state_,
                   std::string("with --machine: the lights, row-major, '/' between rows optional, digits for k states, "
                               "x+hex or @FILE") +
                       (reads_.state == PuzzleReads::State::Optional ? " (default: the start)" : ""))
        ->type_name("CELLS");
  if (reads_.goal)
    app.add_option("--goal", goal_, "with --machine: the goal, as --state (default: the kind's)")->type_name("CELLS");
  if (reads_.summary) add_flag("--summary", &args_.summary, "leave the long lists (presses, patterns) out");
  if (reads_.seed_any) {
    add_u64("--seed", &args_.seed, "the random draw's seed");
    add_flag("--any", &args_.any, "any position, not only solvable ones");
  }
  const std::string named = machine_named(argc, argv);
  kind_ = named.empty() ? nullptr : find_machine_kind(named);
  if (kind_) declare_params();
  set_unknown_hint((kind_ ? flags_help(*kind_) : "a machine's parameters follow --machine NAME") + "; togglelab " + this->name() +
                   " --help lists the rest");
  if (!kind_)
    app.footer("A machine's own flags (--size, --topology, ...) follow --machine KIND: togglelab " + this->name() +
               " --machine KIND --help lists them.");
}

// One flag per parameter of the kind, from its schema: type, range on the
// CLI and default in the help; values are read by the schema's own parser.
void PuzzleCommandLine::declare_params() {
  param_text_.assign(kind_->params.size(), {});
  param_flag_.assign(kind_->params.size(), 0);
  for (std::size_t i = 0; i < kind_->params.size(); ++i) {
    const ParamSpec& p = kind_->params[i];
    std::string help = p.help + " (", type;
    switch (p.type) {
      case ParamType::Integer: type = param_range(p, Surface::Cli); break;
      case ParamType::Size: type = "RxC", help += "each side " + param_range(p, Surface::Cli) + "; "; break;
      case ParamType::Text: type = "TEXT|@FILE", help += param_range(p, Surface::Cli) + "; "; break;
      case ParamType::Choice:
        for (const std::string& c : p.choices) type += (type.empty() ? "" : "|") + c;
        break;
      case ParamType::Boolean: break;
    }
    help += "default " + format_param(p, p.def) + ")";
    if (p.type == ParamType::Boolean)
      app()
          .add_flag_function(
              "--" + p.key + ",!--no-" + p.key, [this, i](int64_t n) { param_flag_[i] = n > 0 ? 1 : -1; }, help)
          ->disable_flag_override();
    else app().add_option("--" + p.key, param_text_[i], help)->type_name(type);
  }
}

std::string PuzzleCommandLine::first_error() const {
  if (!machine_.empty() && !kind_) return "--machine must be one of " + machine_names() + ", got '" + machine_ + "'";
  return {};
}

Result<PuzzleArgs> PuzzleCommandLine::puzzle() {
  if (!id_.empty()) {
    if (kind_) return Error{0, "give either a puzzle ID or --machine, not both"};
    if (given("--state") || given("--goal")) return Error{0, "--state and --goal go with --machine; an ID carries its own"};
    auto text = text_arg(id_);
    if (!text) return text.error();
    auto p = puzzle_from_id(*text);
    if (!p) return p.error();
    args_.puzzle = *p;
    return args_;
  }
  if (!kind_) return Error{0, "expected a puzzle ID or --machine NAME (" + machine_names() + ")"};

  ParamValues values = default_params(kind_->params);
  std::vector<bool> was_given(kind_->params.size(), false);
  for (std::size_t i = 0; i < kind_->params.size(); ++i) {
    const ParamSpec& p = kind_->params[i];
    was_given[i] = given("--" + p.key);
    if (!was_given[i]) continue;
    if (p.type == ParamType::Boolean) {
      values[i].a = param_flag_[i] > 0 ? 1 : 0;
      continue;
    }
    // A text parameter (a graph in graph6) may come from a file as well:
    // one argument is capped by the kernel near 128 KiB, a big graph's is not.
    auto text = p.type == ParamType::Text ? text_arg(param_text_[i]) : Result<std::string>(param_text_[i]);
    if (!text) return Error{0, "--" + p.key + " " + text.error().message};
    auto parsed = parse_param(p, *text);
    if (!parsed) return Error{0, "--" + parsed.error().message};
    values[i] = *parsed;
  }
  auto read = read_given_params(*kind_, values, was_given);
  if (!read) return read.error();
  auto m = make_machine(*kind_, *read, Surface::Cli);
  if (!m) return m.error();
  args_.puzzle = Puzzle{*m, (*m)->initial()};
  const Machine& mm = **m;
  // The cells are read as an ID's state would be (bits, or digits for k
  // states), so flags and IDs accept exactly the same text.
  auto cells_of = [&](const std::string& flag, const std::string& arg) -> Result<BitVec> {
    auto text = text_arg(arg);
    if (!text) return text.error();
    IdBody body;
    body.state = *text;
    body.end_offset = text->size();
    auto s = mm.decode(body);
    if (!s) return Error{s.error().pos, flag + " " + s.error().describe()};
    return s->state;
  };
  if (given("--state")) {
    auto s = cells_of("--state", state_);
    if (!s) return s.error();
    args_.puzzle.position.state = *s;
  } else if (reads_.state == PuzzleReads::State::Needed) {
    return Error{0, "--machine needs --state CELLS (row-major, '/' between rows optional, or @FILE)"};
  }
  if (given("--goal")) {
    if (!mm.goal_is_grid()) return Error{0, mm.title() + " has no goal grid (its goal is all one colour)"};
    auto g = cells_of("--goal", goal_);
    if (!g) return g.error();
    args_.puzzle.position.goal = *g;
  }
  return args_;
}

}  // namespace tl::cli
