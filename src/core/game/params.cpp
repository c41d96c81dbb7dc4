// params.cpp: defaults, range checks and the CLI text of parameters.
#include "core/game/params.hpp"

#include <cassert>
#include <charconv>

namespace tl {

const std::string& ParamSpec::choice_label(int i) const {
  const auto& labels = choice_labels.empty() ? choices : choice_labels;
  return labels[std::size_t(i)];
}

ParamSpec int_param(std::string key, std::string label, int def, int min, int page_max, int cli_max, std::string help) {
  ParamSpec s;
  s.key = std::move(key);
  s.label = std::move(label);
  s.type = ParamType::Integer;
  s.def = {def, 0};
  s.min = min;
  s.page_max = page_max;
  s.cli_max = cli_max;
  s.help = std::move(help);
  return s;
}

ParamSpec size_param(std::string key, std::string label, int def_rows, int def_cols, int min, int page_max, int cli_max,
                     std::string help) {
  ParamSpec s = int_param(std::move(key), std::move(label), def_rows, min, page_max, cli_max, std::move(help));
  s.type = ParamType::Size;
  s.def.b = def_cols;
  return s;
}

ParamSpec bool_param(std::string key, std::string label, bool def, std::string help) {
  ParamSpec s = int_param(std::move(key), std::move(label), def ? 1 : 0, 0, 1, 1, std::move(help));
  s.type = ParamType::Boolean;
  return s;
}

ParamSpec text_param(std::string key, std::string label, std::string def, int page_max, int cli_max, std::string help) {
  ParamSpec s = int_param(std::move(key), std::move(label), 0, 0, page_max, cli_max, std::move(help));
  s.type = ParamType::Text;
  s.def.text = std::move(def);
  return s;
}

ParamSpec choice_param(std::string key, std::string label, int def, std::vector<std::string> choices,
                       std::vector<std::string> labels, std::string help) {
  const int n = int(choices.size());
  ParamSpec s = int_param(std::move(key), std::move(label), def, 0, n - 1, n - 1, std::move(help));
  s.type = ParamType::Choice;
  s.choices = std::move(choices);
  s.choice_labels = std::move(labels);
  return s;
}

ParamValues default_params(const ParamSchema& schema) {
  ParamValues v;
  for (const ParamSpec& s : schema) v.push_back(s.def);
  return v;
}

const ParamValue& param(const ParamSchema& schema, const ParamValues& values, std::string_view key) {
  for (std::size_t i = 0; i < schema.size(); ++i)
    if (schema[i].key == key) return values[i];
  assert(!"no such parameter");
  static const ParamValue none;
  return none;
}

std::string param_range(const ParamSpec& spec, Surface surface) {
  switch (spec.type) {
    case ParamType::Integer:
    case ParamType::Size: return std::to_string(spec.min) + ".." + std::to_string(spec.max(surface));
    case ParamType::Boolean: return "on or off";
    case ParamType::Text: return "text of at most " + std::to_string(spec.max(surface)) + " characters";
    case ParamType::Choice: {
      std::string s;
      for (std::size_t i = 0; i < spec.choices.size(); ++i)
        s += (i == 0 ? "" : i + 1 == spec.choices.size() ? " or " : ", ") + spec.choices[i];
      return s;
    }
  }
  return "";
}

std::string format_param(const ParamSpec& spec, const ParamValue& v) {
  switch (spec.type) {
    case ParamType::Integer: return std::to_string(v.a);
    case ParamType::Size: return std::to_string(v.a) + "x" + std::to_string(v.b);
    case ParamType::Boolean: return v.a ? "on" : "off";
    case ParamType::Choice: return v.a >= 0 && std::size_t(v.a) < spec.choices.size() ? spec.choices[std::size_t(v.a)] : "?";
    case ParamType::Text: return v.text;
  }
  return "";
}

static bool parse_int(std::string_view text, int& out) {
  if (text.empty() || text.size() > 9) return false;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
  return ec == std::errc() && end == text.data() + text.size();
}

Result<ParamValue> parse_param(const ParamSpec& spec, std::string_view text) {
  ParamValue v;
  const std::string given = "got '" + std::string(text.substr(0, 40)) + "'";
  switch (spec.type) {
    case ParamType::Integer:
      if (!parse_int(text, v.a)) return Error{0, spec.key + " must be a whole number, " + given};
      return v;
    case ParamType::Size: {
      std::size_t x = text.find('x');
      if (x == std::string_view::npos || !parse_int(text.substr(0, x), v.a) || !parse_int(text.substr(x + 1), v.b))
        return Error{0, spec.key + " must look like 5x5 (rows x columns), " + given};
      return v;
    }
    case ParamType::Boolean:
      if (text == "on" || text == "1" || text == "true" || text == "yes") v.a = 1;
      else if (text == "off" || text == "0" || text == "false" || text == "no") v.a = 0;
      else return Error{0, spec.key + " must be on or off, " + given};
      return v;
    case ParamType::Choice:
      for (std::size_t i = 0; i < spec.choices.size(); ++i)
        if (text == spec.choices[i]) {
          v.a = int(i);
          return v;
        }
      return Error{0, spec.key + " must be " + param_range(spec, Surface::Cli) + ", " + given};
    case ParamType::Text: v.text = std::string(text); return v;
  }
  return Error{0, "unknown parameter type"};
}

Result<ParamValues> check_params(const ParamSchema& schema, ParamValues values, Surface surface) {
  if (values.size() != schema.size())
    return Error{0, "expected " + std::to_string(schema.size()) + " parameters, got " + std::to_string(values.size())};
  for (std::size_t i = 0; i < schema.size(); ++i) {
    const ParamSpec& s = schema[i];
    const ParamValue& v = values[i];
    const int hi = s.max(surface);
    bool ok = true;
    switch (s.type) {
      case ParamType::Integer: ok = v.a >= s.min && v.a <= hi; break;
      case ParamType::Size: ok = v.a >= s.min && v.a <= hi && v.b >= s.min && v.b <= hi; break;
      case ParamType::Boolean: ok = v.a == 0 || v.a == 1; break;
      case ParamType::Choice: ok = v.a >= 0 && std::size_t(v.a) < s.choices.size(); break;
      case ParamType::Text: ok = v.text.size() <= std::size_t(hi); break;
    }
    if (ok) continue;
    std::string msg = s.label + " must be " + param_range(s, surface);
    if (s.type == ParamType::Size) msg = s.label + ": each side must be " + param_range(s, surface);
    if ((s.type == ParamType::Integer || s.type == ParamType::Size) && surface == Surface::Page && s.cli_max > s.page_max)
      msg += " on the page (the command line allows up to " + std::to_string(s.cli_max) + ")";
    if (s.type == ParamType::Text) return Error{0, msg + ", got " + std::to_string(v.text.size())};
    return Error{0, msg + ", got " + format_param(s, v)};
  }
  return values;
}

}  // namespace tl
