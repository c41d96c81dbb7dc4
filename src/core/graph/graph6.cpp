// graph6.cpp: reading and writing McKay's graph6 (the format's own
// description is in graph6.hpp).
#include "core/graph/graph6.hpp"

#include <algorithm>
#include <cstdint>
#include <vector>

#include "core/base/shown_text.hpp"

namespace tl {

namespace {

constexpr char kFirst = 63, kLast = 126;
constexpr std::string_view kHeader = ">>graph6<<";

// The upper triangle's bits, column by column: x(0,1), x(0,2), x(1,2), ...
template <class Visit>
void for_each_pair(int n, Visit visit) {
  for (int j = 1; j < n; ++j)
    for (int i = 0; i < j; ++i) visit(i, j);
}

}  // namespace

Result<Graph> parse_graph6(std::string_view text, int max_vertices, std::size_t offset) {
  std::size_t i = 0;
  if (text.substr(0, kHeader.size()) == kHeader) i = kHeader.size();
  if (i == text.size()) return Error{offset + i, "expected a graph in graph6 (e.g. the Petersen graph: IheA@GUAo)"};
  if (text[i] == ':' || text[i] == ';')
    return Error{offset + i, "this is sparse6 ('" + std::string(1, text[i]) + "'): write the graph in graph6"};
  if (text[i] == '&') return Error{offset + i, "this is digraph6 ('&'): the graph machine takes undirected graphs in graph6"};
  for (std::size_t p = i; p < text.size(); ++p)
    if (text[p] < kFirst || text[p] > kLast)
      return Error{offset + p, "'" + shown_text(text.substr(p, 1)) + "' is not a graph6 character (they are '?' to '~')"};
  // N(n)
  long long n = text[i] - kFirst;
  ++i;
  if (n == 63) {
    if (text.size() - i < 3) return Error{offset + text.size(), "expected three characters of the vertex count after '~'"};
    if (text[i] == kLast)
      return Error{offset + i, "more than 258047 vertices; the graph machine takes at most " + std::to_string(max_vertices)};
    n = 0;
    for (int k = 0; k < 3; ++k) n = n * 64 + (text[i++] - kFirst);
    if (n < 63) return Error{offset + i - 4, "a graph of " + std::to_string(n) + " vertices writes its size in one character"};
  }
  if (n < 1) return Error{offset + i - 1, "a graph needs at least one vertex"};
  if (n > max_vertices)
    return Error{offset + i - 1,
                 "a graph of " + std::to_string(n) + " vertices; at most " + std::to_string(max_vertices) + " here"};
  // R(x)
  const long long bits = n * (n - 1) / 2;
  const long long bytes = (bits + 5) / 6;
  const long long have = (long long)(text.size() - i);
  if (have != bytes)
    return Error{offset + (have < bytes ? text.size() : i + std::size_t(bytes)),
                 std::to_string(n) + " vertices take " + std::to_string(bytes) + " characters of edges, not " +
                     std::to_string(have)};
  Graph g{int(n)};
  long long k = 0;
  for_each_pair(int(n), [&](int a, int b) {
    const int byte = text[i + std::size_t(k / 6)] - kFirst;
    if (byte >> (5 - k % 6) & 1) g.add_edge(a, b);
    ++k;
  });
  if (bits % 6) {
    const int last = text[i + std::size_t(bytes - 1)] - kFirst;
    if (last & ((1 << (6 - bits % 6)) - 1))
      return Error{offset + i + std::size_t(bytes - 1), "the padding bits of the last character must be 0"};
  }
  return g;
}

std::string format_graph6(const Graph& g) {
  std::string out;
  if (g.n <= 62) {
    out += char(kFirst + g.n);
  } else {
    out += kLast;
    for (int shift = 12; shift >= 0; shift -= 6) out += char(kFirst + ((g.n >> shift) & 63));
  }
  // The upper triangle column by column (pair (i, j), i < j, is bit
  // j(j-1)/2 + i), six bits a character: set from the edges, not asked of
  // every pair (4,096 vertices are 8 million pairs, and a search each was
  // most of the time of writing a big graph's ID).
  const std::size_t n = std::size_t(std::max(0, g.n)), bits = n * (n > 0 ? n - 1 : 0) / 2;
  std::vector<uint8_t> six((bits + 5) / 6, 0);
  for (std::size_t b = 0; b < n; ++b)
    for (const int a : g.adjacent[b]) {
      if (std::size_t(a) >= b) break;  // ascending: the rest are above b
      const std::size_t at = b * (b - 1) / 2 + std::size_t(a);
      six[at / 6] = uint8_t(six[at / 6] | (32 >> (at % 6)));
    }
  out.reserve(out.size() + six.size());
  for (const uint8_t c : six) out += char(kFirst + c);
  return out;
}

}  // namespace tl
