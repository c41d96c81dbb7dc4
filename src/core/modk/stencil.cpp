// stencil.cpp: see stencil.hpp.
#include "core/modk/stencil.hpp"

#include <algorithm>

namespace tl {

namespace {

int entry_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'z') return c - 'a' + 10;
  return -1;
}

char entry_char(int v) { return v < 10 ? char('0' + v) : char('a' + v - 10); }

}  // namespace

Result<Stencil> parse_stencil(std::string_view text, int k, std::size_t offset) {
  Stencil s;
  int row_length = 0;
  std::size_t row_start = 0;
  for (std::size_t i = 0; i <= text.size(); ++i) {
    if (i == text.size() || text[i] == '.') {
      const int length = int(i - row_start);
      if (s.rows == 0) row_length = length;
      else if (length != row_length)
        return Error{offset + row_start, "a drawn rule's rows are all as long: row " + std::to_string(s.rows + 1) + " has " +
                                             std::to_string(length) + " entries, row 1 has " + std::to_string(row_length)};
      ++s.rows;
      row_start = i + 1;
      if (s.rows > kStencilMostSide)
        return Error{offset + i, "a drawn rule has at most " + std::to_string(kStencilMostSide) + " rows"};
      continue;
    }
    const int v = entry_value(text[i]);
    if (v < 0)
      return Error{offset + i, std::string("'") + text[i] +
                                   "' is not an entry of a drawn rule: 0-9, then a-z for 10..35, "
                                   "rows separated by '.' (e.g. 010.111.010)"};
    if (v >= k)
      return Error{offset + i, std::string("'") + text[i] + "' is " + std::to_string(v) + ", not a value mod " +
                                   std::to_string(k) + " (0.." + std::to_string(std::min(k - 1, kStencilMostValue)) + ")"};
    s.values.push_back(uint8_t(v));
  }
  s.cols = row_length;
  if (s.cols == 0) return Error{offset, "a drawn rule has at least one entry (e.g. 010.111.010, the plus)"};
  if (s.cols > kStencilMostSide)
    return Error{offset,
                 "a drawn rule is at most " + std::to_string(kStencilMostSide) + " entries wide, not " + std::to_string(s.cols)};
  if (s.rows % 2 == 0 || s.cols % 2 == 0)
    return Error{offset, "a drawn rule is centred on the pressed cell, so its sides are odd (1, 3, 5, 7 or 9): this one is " +
                             std::to_string(s.rows) + " x " + std::to_string(s.cols)};
  bool any = false;
  for (uint8_t v : s.values) any = any || v != 0;
  if (!any) return Error{offset, "a drawn rule that adds nothing anywhere makes every press change nothing"};
  return s;
}

std::string format_stencil(const Stencil& s) {
  std::string out;
  for (int r = 0; r < s.rows; ++r) {
    if (r) out += '.';
    for (int c = 0; c < s.cols; ++c) out += entry_char(s.values[std::size_t(r * s.cols + c)]);
  }
  return out;
}

std::vector<BoardOffset> stencil_offsets(const Stencil& s) {
  std::vector<BoardOffset> out;
  for (int r = 0; r < s.rows; ++r)
    for (int c = 0; c < s.cols; ++c)
      for (int t = 0; t < s.values[std::size_t(r * s.cols + c)]; ++t) out.push_back({r - s.rows / 2, c - s.cols / 2});
  return out;
}

}  // namespace tl
