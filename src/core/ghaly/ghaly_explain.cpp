// ghaly_explain.cpp: pi_W, its Proposition 15 factors, the support and the
// colour codes as text.
#include "core/ghaly/ghaly_explain.hpp"

#include <algorithm>

namespace tl::ghaly {

std::string format_cycles_joyner(const Perm& p) { return format_cycles(inverse(p)); }

std::vector<SimpleTransposition> proposition15_factors(int N, const BitVec& W) {
  std::vector<SimpleTransposition> out;
  for (int i = 0; i < N; ++i)
    for (int j = N - 1; j >= 0; --j)
      if (W.get(std::size_t(i * N + j))) out.push_back({i, j, i + j});
  return out;
}

std::string format_proposition15(int N, const BitVec& W) {
  std::string s;
  for (const SimpleTransposition& t : proposition15_factors(N, W)) {
    // Appended piece by piece: GCC 12 warns falsely (-Wrestrict) on "(" + std::string.
    s += '(';
    s += std::to_string(t.a + 1);
    s += ',';
    s += std::to_string(t.a + 2);
    s += ')';
  }
  return s.empty() ? "1" : s;
}

std::string format_proposition15_named(int N, const BitVec& W) {
  std::string s;
  // Two-digit indices (N = 16) are separated by a comma to stay readable.
  const bool wide = N > 9;
  for (const SimpleTransposition& t : proposition15_factors(N, W)) {
    if (!s.empty()) s += ' ';
    s += "pi_";
    s += std::to_string(t.row + 1);
    if (wide) s += ',';
    s += std::to_string(t.col + 1);
  }
  return s.empty() ? "1" : s;
}

std::string format_label_set(const std::vector<int>& labels) {
  std::string s = "{";
  for (std::size_t i = 0; i < labels.size(); ++i) {
    if (i) s += ", ";
    s += std::to_string(labels[i] + 1);
  }
  s += '}';
  return s;
}

std::string format_code(int code, int N) {
  std::string s;
  for (int b = code_bits(N) - 1; b >= 0; --b) s += ((code >> b) & 1) ? '1' : '0';
  return s;
}

std::vector<LabelColour> label_colours(const Wiring& w, const Assignment& a) {
  const std::vector<int> codes = colour_codes(w, a);
  std::vector<LabelColour> out;
  for (int k = 0; k < int(codes.size()); ++k) {
    LabelColour c;
    c.label = k;
    c.origin = w.origin[std::size_t(k)];
    c.code = codes[std::size_t(k)];
    c.bits = format_code(c.code, w.N);
    c.colour = colour_number(c.code, w.N);
    c.colour_name = colour_name(c.colour, w.N);
    c.in_support = std::binary_search(w.support.begin(), w.support.end(), k);
    out.push_back(std::move(c));
  }
  return out;
}

}  // namespace tl::ghaly
