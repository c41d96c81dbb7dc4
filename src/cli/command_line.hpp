// command_line.hpp: one subcommand's flags, declared once with CLI11.
//
// Every command builds a CommandLine, declares exactly the flags it reads
// (CLI11 then prints them under `togglelab COMMAND --help`), and parses. The
// conventions all commands share live here, not in each command:
//   - every option is taken once: a repeat is refused ("option --x is given
//     twice; give it once"), since a second value silently winning is the
//     kind of mistake a script never notices;
//   - an argument nobody declared is refused with what the command does read
//     (the caller words the hint: a machine's own flags, say);
//   - errors are one line on stderr, "togglelab COMMAND: what was wrong and
//     what is allowed", or {"error": ...} on stdout under --json; exit status 2;
//   - --help prints CLI11's generated help and exits 0.
// Values are checked by our own parsers (the machine kinds' schemas, the
// bounded numbers below) so that the wording stays the project's.
#pragma once

#include <CLI/CLI.hpp>

#include <cstdint>
#include <optional>
#include <string>

namespace tl::cli {

class CommandLine {
 public:
  // `name` is what errors and help call the command ("solve", "ghaly pi").
  CommandLine(std::string name, std::string about);
  virtual ~CommandLine() = default;
  CommandLine(const CommandLine&) = delete;
  CommandLine& operator=(const CommandLine&) = delete;

  CLI::App& app() { return app_; }
  const std::string& name() const { return name_; }

  // --json: the command prints JSON (and errors as {"error": ...}).
  void add_json();
  bool json() const { return json_; }

  // A whole number in [lo, hi] (--max 1..256), refused in our words otherwise.
  CLI::Option* add_int(const std::string& flag, int* target, int lo, int hi, const std::string& help);
  // Any whole number from 0 (--seed).
  CLI::Option* add_u64(const std::string& flag, uint64_t* target, const std::string& help);
  // A flag with no value (--why); "--why=..." is refused.
  CLI::Option* add_flag(const std::string& flag, bool* target, const std::string& help);

  // The most memory a run takes, as its flags decide it: the help's last
  // paragraph ("Memory: ..."), measured at the largest sizes allowed
  // (tests/cli/memory_bounds.sh runs them under a 4.5 GB limit).
  void memory(const std::string& bound);

  // What follows "unknown option '--x'" when nobody declared --x: where to
  // find the flags that exist ("lightsout takes --size ..."); empty: the
  // command's own usage line.
  void set_unknown_hint(std::string hint) { unknown_hint_ = std::move(hint); }

  // Parses argv (argv[0] is the command's name). nullopt: go on; otherwise
  // the exit status to return at once (0 after --help, 2 after an error,
  // already printed).
  std::optional<int> parse(int argc, char** argv);

  // The same without printing (the fuzzer reads millions of lines). A
  // flag that was renamed (kRenamedFlags) is read as its new spelling, and
  // parse() warns on stderr with the new name, so scripts keep working
  // while they are mended.
  struct Outcome {
    enum Kind { Go, Help, Refused } kind = Go;
    std::string message;  // Refused: what was wrong
  };
  Outcome read(int argc, char** argv);

  // Whether `flag` ("--goal") was given.
  bool given(const std::string& flag) const;

  // Prints an error in the command's form and returns exit status 2.
  int fail(const std::string& message) const;

 protected:
  // An error to report before unknown arguments, because it explains them
  // (an unknown --machine: its flags could not be declared); empty: none.
  virtual std::string first_error() const { return {}; }

 private:
  std::string name_;
  CLI::App app_;
  bool json_ = false;
  bool has_json_ = false;    // the command declared --json
  bool json_asked_ = false;  // --json among the raw arguments: errors during parsing come as JSON too
  std::string unknown_hint_;
  std::string renamed_;  // the warning read() leaves for parse() to print (a renamed flag was given)
};

// Prints an error (as {"error": ...} with --json) and returns exit status 2.
int fail(const std::string& command, bool json, const std::string& message);

// Whether --json is among the arguments, before any parsing (a command that
// fails early still answers in the form asked for).
bool wants_json(int argc, char** argv);

}  // namespace tl::cli
