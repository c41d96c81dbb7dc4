// params.hpp: a machine kind's parameters, described so that front ends can
// loop over them (Tatham's `config_item` list behind `configure()`).
//
// A kind lists ParamSpecs; a choice of parameters is ParamValues, one value
// per spec in the same order. The picker draws one widget per spec, the CLI
// reads one `--key VALUE` flag per spec, `togglelab machines --json` lists
// them, and the registry checks them against the limits of the surface the
// values came from (the page keeps boards small enough to draw; the CLI goes
// further). Nothing outside the machine's own file names a parameter.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/base/result.hpp"

namespace tl {

enum class ParamType {
  Integer,  // a whole number in [min, max]
  Size,     // rows x columns, each in [min, max]   (CLI: 5x5)
  Boolean,  // on or off                           (CLI: --key / --no-key)
  Choice,   // one of `choices`                    (CLI: the choice's name)
  Text,     // a string of at most max characters  (CLI: as typed; a graph in graph6)
};

// Where values come from: the limits differ (a page draws what it plays).
enum class Surface { Page, Cli };

// One value, read according to its spec's type.
struct ParamValue {
  ParamValue() = default;
  ParamValue(int a_, int b_ = 0) : a(a_), b(b_) {}  // NOLINT(google-explicit-constructor): {5, 5} reads as a value
  int a = 0;                                        // Integer: the number; Boolean: 0 or 1; Choice: the index; Size: rows
  int b = 0;                                        // Size: columns
  std::string text;                                 // Text
  friend bool operator==(const ParamValue&, const ParamValue&) = default;
};
using ParamValues = std::vector<ParamValue>;  // one per spec, in the kind's order

struct ParamSpec {
  std::string key;    // CLI flag and JSON key: "size" for --size
  std::string label;  // the picker's label: "Board size"
  ParamType type = ParamType::Integer;
  ParamValue def;                          // the default
  int min = 1;                             // Integer and Size (each side); Text: its length
  int page_max = 1;                        //   the most the page allows
  int cli_max = 1;                         //   the most the CLI allows
  std::vector<std::string> choices;        // Choice: the names the CLI and JSON use ("4", "8")
  std::vector<std::string> choice_labels;  // Choice: what the picker shows ("4 x 4"); defaults to choices
  std::string help;                        // one line for `--help` and tooltips

  int max(Surface s) const { return s == Surface::Page ? page_max : cli_max; }
  const std::string& choice_label(int i) const;
};
using ParamSchema = std::vector<ParamSpec>;

// Builders for the machine files' schemas (one line per parameter).
ParamSpec int_param(std::string key, std::string label, int def, int min, int page_max, int cli_max, std::string help);
ParamSpec size_param(std::string key, std::string label, int def_rows, int def_cols, int min, int page_max, int cli_max,
                     std::string help);
ParamSpec bool_param(std::string key, std::string label, bool def, std::string help);
ParamSpec text_param(std::string key, std::string label, std::string def, int page_max, int cli_max, std::string help);
ParamSpec choice_param(std::string key, std::string label, int def, std::vector<std::string> choices,
                       std::vector<std::string> labels, std::string help);

// Each spec's default.
ParamValues default_params(const ParamSchema& schema);
// The value of `key` (a programming error when the schema has no such key).
const ParamValue& param(const ParamSchema& schema, const ParamValues& values, std::string_view key);
// Checks every value against its spec's range on `surface`. The error names
// the parameter, what is allowed there (and on the other surface when that
// allows more), and what was given.
Result<ParamValues> check_params(const ParamSchema& schema, ParamValues values, Surface surface);
// CLI text for one value ("5x5", "3", "on", "box") and back.
std::string format_param(const ParamSpec& spec, const ParamValue& v);
Result<ParamValue> parse_param(const ParamSpec& spec, std::string_view text);
// "1..256", "4 or 8", "on or off": what a spec allows, for error messages and help.
std::string param_range(const ParamSpec& spec, Surface surface);

}  // namespace tl
