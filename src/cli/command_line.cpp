// command_line.cpp: the conventions every subcommand's CLI11 parser shares
// (see command_line.hpp).
#include "cli/command_line.hpp"

#include <cstdio>
#include <cstring>
#include <algorithm>
#include <exception>
#include <vector>

#include "core/base/json_writer.hpp"

namespace tl::cli {

namespace {

// Flags that were renamed, and what they now read as: the Lights Out
// schema's --torus became --topology torus when the glued surfaces came.
struct RenamedFlag {
  const char* old_flag;
  const char* new_flag;
  const char* new_value;
};
constexpr RenamedFlag kRenamedFlags[] = {{"--torus", "--topology", "torus"}, {"--no-torus", "--topology", "plain"}};

// A whole number in [lo, hi], or why not. Written out rather than left to
// CLI11's conversion so that "12abc" and "-3" are refused, not read as 12
// and a huge unsigned number. At most 18 digits: every bound here fits, and
// no sum below can overflow.
std::optional<long long> whole_number(const std::string& text, long long lo, long long hi) {
  if (text.empty() || text.size() > 18) return std::nullopt;
  long long v = 0;
  for (char c : text) {
    if (c < '0' || c > '9') return std::nullopt;
    v = v * 10 + (c - '0');
  }
  if (v < lo || v > hi) return std::nullopt;
  return v;
}

}  // namespace

CommandLine::CommandLine(std::string name, std::string about)
    : name_(std::move(name)), app_(std::move(about), "togglelab " + name_) {
  // Unknown arguments are ours to word (with the flags that do exist), and a
  // repeat ours to refuse: so CLI11 keeps them and takes the last, and parse()
  // looks at both afterwards.
  app_.allow_extras();
  app_.option_defaults()->multi_option_policy(CLI::MultiOptionPolicy::TakeLast);
  app_.set_help_flag("-h,--help", "print this help and exit");
  app_.get_formatter()->column_width(34);
}

void CommandLine::memory(const std::string& bound) {
  const std::string before = app_.get_footer();
  app_.footer((before.empty() ? "" : before + "\n\n") + "Memory: " + bound);
}

void CommandLine::add_json() {
  has_json_ = true;
  add_flag("--json", &json_, "print JSON (errors too, as {\"error\": ...})");
}

CLI::Option* CommandLine::add_int(const std::string& flag, int* target, int lo, int hi, const std::string& help) {
  const std::string range = std::to_string(lo) + ".." + std::to_string(hi);
  return app_.add_option(flag, *target, help + " (default " + std::to_string(*target) + ")")
      ->type_name(range)
      ->check(
          [lo, hi](const std::string& text) -> std::string {
            if (whole_number(text, lo, hi)) return {};
            return "must be a whole number from " + std::to_string(lo) + " to " + std::to_string(hi) + ", got '" + text + "'";
          },
          "");
}

CLI::Option* CommandLine::add_u64(const std::string& flag, uint64_t* target, const std::string& help) {
  return app_.add_option(flag, *target, help + " (default " + std::to_string(*target) + ")")
      ->type_name("N")
      ->check(
          [](const std::string& text) -> std::string {
            if (whole_number(text, 0, 999999999999999999LL)) return {};
            return "must be a whole number (0 to 18 digits), got '" + text + "'";
          },
          "");
}

CLI::Option* CommandLine::add_flag(const std::string& flag, bool* target, const std::string& help) {
  return app_.add_flag(flag, *target, help)->disable_flag_override();
}

std::optional<int> CommandLine::parse(int argc, char** argv) {
  const Outcome o = read(argc, argv);
  if (!renamed_.empty()) std::fprintf(stderr, "togglelab %s: %s\n", name_.c_str(), renamed_.c_str());
  switch (o.kind) {
    case Outcome::Go: return std::nullopt;
    case Outcome::Help: std::printf("%s", app_.help().c_str()); return 0;
    case Outcome::Refused: break;
  }
  return fail(o.message);
}

CommandLine::Outcome CommandLine::read(int argc, char** argv) {
  json_asked_ = has_json_ && wants_json(argc, argv);
  auto refused = [](std::string message) { return Outcome{Outcome::Refused, std::move(message)}; };
  // Renamed flags read as their new spelling, where the command has the new
  // one and not the old (atlas keeps --torus as a flag of its own).
  std::vector<std::string> args(argv + std::min(argc, 1), argv + argc);
  renamed_.clear();
  for (std::size_t i = 0; i < args.size(); ++i)
    for (const RenamedFlag& r : kRenamedFlags)
      if (args[i] == r.old_flag && app_.get_option_no_throw(r.old_flag) == nullptr &&
          app_.get_option_no_throw(r.new_flag) != nullptr) {
        renamed_ += std::string(renamed_.empty() ? "" : " ") + r.old_flag + " is now " + r.new_flag + " " + r.new_value +
                    " (read as that; the old spelling will go).";
        args[i] = r.new_flag;
        args.insert(args.begin() + std::ptrdiff_t(i) + 1, r.new_value);
        break;
      }
  std::reverse(args.begin(), args.end());  // CLI11 takes the arguments last first
  try {
    app_.parse(args);
  } catch (const CLI::CallForHelp&) { return {Outcome::Help, {}}; } catch (const CLI::ValidationError& e) {
    // CLI11 writes "--max: must be ..."; ours reads "--max must be ...".
    std::string words = e.what();
    if (const std::size_t colon = words.find(": "); colon != std::string::npos) words.replace(colon, 2, " ");
    return refused(words);
  } catch (const CLI::ArgumentMismatch& e) {
    // A flag that takes a value came last (or before another flag): say
    // what value it takes, from its declaration.
    const std::string words = e.what();
    if (const std::size_t at = words.find(" was given a disallowed flag override"); at != std::string::npos) {
      const std::string name = words.substr(0, at);  // "--json=1": a flag takes no value
      return refused("--" + name + " takes no value: give --" + name + " alone");
    }
    const std::string flag = words.substr(0, words.find(':'));
    const CLI::Option* o = app_.get_option_no_throw(flag);
    if (o) return refused(flag + " needs a value: " + o->get_type_name() + ", " + o->get_description());
    return refused(words);
  } catch (const CLI::ParseError& e) {
    return refused(e.what());
  } catch (const std::exception& e) {  // CLI11 reads a flag's "=value" with std::stoll, which throws its own
    return refused(std::string("could not read the arguments: ") + e.what());
  }
  for (const CLI::Option* o : app_.get_options())
    if (o->count() > 1)
      return refused("option " + (o->get_name().empty() ? o->get_name(true) : o->get_name()) + " is given twice; give it once");
  if (std::string first = first_error(); !first.empty()) return refused(first);
  const std::vector<std::string> rest = app_.remaining();
  if (!rest.empty()) {
    const std::string& a = rest.front();
    const std::string usage = unknown_hint_.empty() ? "togglelab " + name_ + " --help lists what it reads" : unknown_hint_;
    if (a.size() > 1 && a[0] == '-') return refused("unknown option '" + a + "': " + usage);
    return refused("unexpected argument '" + a + "': " + usage);
  }
  return {};
}

bool CommandLine::given(const std::string& flag) const {
  const CLI::Option* o = app_.get_option_no_throw(flag);
  return o && o->count() > 0;
}

int CommandLine::fail(const std::string& message) const { return cli::fail(name_, json_ || json_asked_, message); }

int fail(const std::string& command, bool json, const std::string& message) {
  if (json) {
    JsonWriter w;
    w.begin_object().key("error").value(message).end_object();
    std::printf("%s\n", w.str().c_str());
  } else {
    std::fprintf(stderr, "togglelab %s: %s\n", command.c_str(), message.c_str());
  }
  return 2;
}

bool wants_json(int argc, char** argv) {
  for (int i = 1; i < argc; ++i)
    if (!std::strcmp(argv[i], "--json")) return true;
  return false;
}

}  // namespace tl::cli
