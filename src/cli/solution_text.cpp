// solution_text.cpp: the answer of `togglelab solve` as text or JSON.
#include "cli/solution_text.hpp"

#include <cstdio>

#include "core/base/big_count.hpp"
#include "core/base/json_writer.hpp"

namespace tl::cli {

namespace {

std::string solution_count(const Solution& s) {
  return s.nullity < 0 ? "" : s.solvable ? power_of_two_decimal(s.nullity) : "0";
}

}  // namespace

std::string solution_text(const Solution& s, bool summary) {
  if (!s.solvable) return "no solution: " + s.reason + "\n";
  std::string out;
  char buf[64];
  if (!summary) {
    out += "presses:";
    for (int b : s.presses) {
      std::snprintf(buf, sizeof buf, " %d", b + 1);
      out += buf;
    }
    out += '\n';
  }
  std::snprintf(buf, sizeof buf, "press count: %zu (%s)\n", s.presses.size(), s.minimal ? "minimal" : "not proven minimal");
  out += buf;
  if (s.presses_before_search >= 0) {
    out += "a local search saved " + std::to_string(s.presses_before_search - (long long)s.presses.size()) +
           " presses against the first solution's " + std::to_string(s.presses_before_search) + "\n";
  }
  if (s.nullity >= 0) out += "quiet patterns: " + std::to_string(s.nullity) + ", so " + solution_count(s) + " solutions\n";
  return out;
}

std::string solution_json(const std::string& head, const Solution& s, bool summary) {
  JsonWriter w;
  w.begin_object().key("machine").value(head).key("solvable").value(s.solvable);
  if (!summary) w.key("presses").ints(s.presses, 1);
  w.key("press_count").value(s.presses.size()).key("minimal").value(s.minimal);
  if (s.presses_before_search >= 0) {
    w.key("press_count_before_search").value(int64_t(s.presses_before_search));
    w.key("presses_saved").value(int64_t(s.presses_before_search - (long long)s.presses.size()));
  }
  if (s.nullity < 0) w.key("nullity").null().key("solutions").null();
  else w.key("nullity").value(s.nullity).key("solutions").value(solution_count(s));
  if (!s.solvable) w.key("error").value(s.reason);
  w.end_object();
  return w.str() + "\n";
}

}  // namespace tl::cli
