// ghaly.cpp: codes, the function B, colours, and the permutations sigma, tau
// and pi_W with their text forms (one-line for IDs, cycles for people).
#include "core/ghaly/ghaly.hpp"

#include <bit>

namespace tl::ghaly {

bool valid_size(int N) { return N >= 4 && N <= 16 && std::has_single_bit(unsigned(N)); }

int code_bits(int N) { return int(std::bit_width(unsigned(N))); }  // log2(N) + 1

int boolean_B(int x, int y, int N) {
  // The leading bit is worth N (codes run 0..2N-1); the rest are the low bits.
  return ((x | y) & N) | ((x ^ y) & (N - 1));
}

int colour_number(int code, int N) { return (code & N) ? 1 + (code & (N - 1)) : 0; }

const char* colour_name(int colour, int N) {
  static const char* four[] = {"dark", "red", "yellow", "green", "blue"};
  static const char* many[] = {"dark",      "colour 1",  "colour 2",  "colour 3",  "colour 4",  "colour 5",
                               "colour 6",  "colour 7",  "colour 8",  "colour 9",  "colour 10", "colour 11",
                               "colour 12", "colour 13", "colour 14", "colour 15", "colour 16"};
  if (colour < 0 || colour > N || colour > 16) return "?";
  return N == 4 ? four[colour] : many[colour];
}

// --- permutations ---------------------------------------------------------------

Perm identity(int size) {
  Perm p(static_cast<std::size_t>(size));
  for (int k = 0; k < size; ++k) p[std::size_t(k)] = k;
  return p;
}

Perm inverse(const Perm& p) {
  Perm q(p.size());
  for (std::size_t k = 0; k < p.size(); ++k) q[std::size_t(p[k])] = int(k);
  return q;
}

Perm compose(const Perm& a, const Perm& b) {
  Perm c(b.size());
  for (std::size_t k = 0; k < b.size(); ++k) c[k] = a[std::size_t(b[k])];
  return c;
}

bool is_permutation(const Perm& p) {
  std::vector<bool> seen(p.size(), false);
  for (int v : p) {
    if (v < 0 || std::size_t(v) >= p.size() || seen[std::size_t(v)]) return false;
    seen[std::size_t(v)] = true;
  }
  return true;
}

bool in_SI_x_SJ(const Perm& p, int N) {
  for (int k = 0; k < N; ++k)
    if (p[std::size_t(k)] >= N) return false;
  return true;
}

bool is_even(const Perm& p) {
  // Parity = (size - number of cycles) mod 2.
  std::vector<bool> seen(p.size(), false);
  std::size_t cycles = 0;
  for (std::size_t k = 0; k < p.size(); ++k) {
    if (seen[k]) continue;
    ++cycles;
    for (std::size_t j = k; !seen[j]; j = std::size_t(p[j])) seen[j] = true;
  }
  return (p.size() - cycles) % 2 == 0;
}

std::string format_one_line(const Perm& p) {
  std::string s;
  bool dotted = p.size() > 9;
  for (std::size_t k = 0; k < p.size(); ++k) {
    if (dotted && k > 0) s += '.';
    s += std::to_string(p[k] + 1);
  }
  return s;
}

std::string format_cycles(const Perm& p) {
  std::string s;
  std::vector<bool> seen(p.size(), false);
  for (std::size_t k = 0; k < p.size(); ++k) {
    if (seen[k] || std::size_t(p[k]) == k) continue;
    s += '(';
    for (std::size_t j = k; !seen[j]; j = std::size_t(p[j])) {
      if (j != k) s += ',';
      s += std::to_string(j + 1);
      seen[j] = true;
    }
    s += ')';
  }
  return s.empty() ? "1" : s;
}

Result<Perm> parse_assignment_perm(std::string_view text, int N, std::string_view what, std::size_t offset) {
  const int size = 2 * N;
  const std::string name(what);
  const std::string form =
      size <= 9 ? "the images of 1.." + std::to_string(size) + " as digits, e.g. " + format_one_line(identity(size))
                : "the images of 1.." + std::to_string(size) + " separated by '.', e.g. " + format_one_line(identity(size));
  if (text.empty()) return Error{offset, name + ": expected " + form + ", got nothing"};
  // Concatenated digits only where every image is one digit; '.' always works.
  const bool dotted = text.find('.') != std::string_view::npos || size > 9;
  Perm p;
  std::vector<std::size_t> where;  // the text position of each image, for messages
  std::size_t i = 0;
  while (i < text.size()) {
    std::size_t start = i;
    if (text[i] < '0' || text[i] > '9') {
      std::string message = name;
      message.append(": expected a digit, got '").append(1, text[i]).append("' (").append(form).append(")");
      return Error{offset + i, message};
    }
    int v = 0;
    if (dotted) {
      while (i < text.size() && text[i] >= '0' && text[i] <= '9' && v <= size) v = v * 10 + (text[i++] - '0');
      if (i < text.size() && text[i] >= '0' && text[i] <= '9')
        return Error{offset + start, name + ": image out of range 1.." + std::to_string(size)};
      if (i < text.size()) {
        if (text[i] != '.')
          return Error{offset + i, name + ": expected '.' between images, got '" + std::string(1, text[i]) + "'"};
        if (++i == text.size()) return Error{offset + i, name + ": expected an image after '.'"};
      }
    } else {
      v = text[i++] - '0';
    }
    if (v < 1 || v > size)
      return Error{offset + start, name + ": image " + std::to_string(v) + " out of range 1.." + std::to_string(size)};
    for (std::size_t k = 0; k < p.size(); ++k)
      if (p[k] == v - 1)
        return Error{offset + start, name + ": " + std::to_string(v) + " appears twice (images " + std::to_string(k + 1) +
                                         " and " + std::to_string(p.size() + 1) + "); a permutation uses each of 1.." +
                                         std::to_string(size) + " once"};
    if (int(p.size()) == size)
      return Error{offset + start,
                   name + ": too many images, a permutation of 1.." + std::to_string(size) + " has " + std::to_string(size)};
    p.push_back(v - 1);
    where.push_back(start);
  }
  if (int(p.size()) != size)
    return Error{offset + text.size(), name + ": too few images: got " + std::to_string(p.size()) + ", need " +
                                           std::to_string(size) + " (" + form + ")"};
  for (int k = 0; k < size; ++k)
    if ((k < N) != (p[std::size_t(k)] < N))
      return Error{offset + where[std::size_t(k)], name + " must lie in S_I x S_J (map 1.." + std::to_string(N) +
                                                       " onto themselves): " + std::to_string(k + 1) + " maps to " +
                                                       std::to_string(p[std::size_t(k)] + 1)};
  return p;
}

std::vector<int> transmitter_codes(const Assignment& a) { return inverse(a.sigma); }
std::vector<int> colour_generator_codes(const Assignment& a) { return inverse(a.tau); }

}  // namespace tl::ghaly
