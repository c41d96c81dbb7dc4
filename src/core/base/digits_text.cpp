// digits_text.cpp: parse and format k-state cells (grammar in digits_text.hpp).
#include "core/base/digits_text.hpp"

namespace tl {

namespace {

constexpr const char* kDigits = "0123456789abcdefghijklmnopqrstuvwxyz";

int digit_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'z') return c - 'a' + 10;
  return -1;
}

int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  return -1;
}

std::string cells_text(std::size_t n) { return std::to_string(n) + (n == 1 ? " cell" : " cells"); }

// "0-2", "0-9 or a-f": the characters a k-state cell may be written with.
std::string allowed(int k) {
  if (k > 36) return "as h then two hex digits each (00 to " + std::to_string(k - 1) + ")";
  if (k <= 10) return "0-" + std::string(1, kDigits[k - 1]);
  return "0-9 or a-" + std::string(1, kDigits[k - 1]);
}

Result<std::vector<uint8_t>> parse_hex_cells(std::string_view text, std::size_t cells, int k, std::size_t offset) {
  if (text.size() != 2 * cells)
    return Error{offset, "expected " + std::to_string(2 * cells) + " hex digits after 'h' (two a cell) for " + cells_text(cells) +
                             ", got " + std::to_string(text.size())};
  std::vector<uint8_t> v(cells);
  for (std::size_t i = 0; i < cells; ++i) {
    const int hi = hex_value(text[2 * i]), lo = hex_value(text[2 * i + 1]);
    if (hi < 0 || lo < 0) {
      const std::size_t at = hi < 0 ? 2 * i : 2 * i + 1;
      return Error{offset + at, std::string("expected a hex digit 0-9 or a-f, got '") + text[at] + "'"};
    }
    const int value = hi * 16 + lo;
    if (value >= k)
      return Error{offset + 2 * i, "cell " + std::to_string(i + 1) + " is " + std::to_string(value) + ": with " +
                                       std::to_string(k) + " states a cell is 0.." + std::to_string(k - 1)};
    v[i] = uint8_t(value);
  }
  return v;
}

}  // namespace

Result<std::vector<uint8_t>> parse_digits(std::string_view text, std::size_t cells, int cols, int k, std::size_t offset) {
  if (text.empty())
    return Error{offset, "expected " + cells_text(cells) + " as digits " + allowed(k) + " (or h then hex), got nothing"};
  if (text[0] == 'h') return parse_hex_cells(text.substr(1), cells, k, offset + 1);
  if (k > 36) return Error{offset, "with " + std::to_string(k) + " states cells are written as h then two hex digits each"};
  std::vector<uint8_t> v(cells);
  std::size_t n = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (c == '/') {
      if (cols > 0 && (n == 0 || n % std::size_t(cols) != 0))
        return Error{offset + i, "'/' must end a row of " + cells_text(std::size_t(cols))};
      continue;
    }
    const int d = digit_value(c);
    if (d < 0 || d >= k)
      return Error{offset + i, "expected a digit " + allowed(k) + " (" + std::to_string(k) + " states) or '/', got '" +
                                   std::string(1, c) + "'"};
    if (n == cells) return Error{offset + i, "too many cells: this board has " + cells_text(cells)};
    v[n++] = uint8_t(d);
  }
  if (n != cells)
    return Error{offset + text.size(), "too few cells: got " + std::to_string(n) + ", this board has " + cells_text(cells)};
  return v;
}

std::string format_digits(const std::vector<uint8_t>& values, int cols, int k) {
  std::string s;
  if (k <= 36 && values.size() <= 1024) {
    s.reserve(values.size() + values.size() / std::size_t(cols > 0 ? cols : 1));
    for (std::size_t i = 0; i < values.size(); ++i) {
      if (cols > 0 && i > 0 && i % std::size_t(cols) == 0) s.push_back('/');
      s.push_back(kDigits[values[i]]);
    }
    return s;
  }
  static const char* hex = "0123456789abcdef";
  s.reserve(1 + 2 * values.size());
  s.push_back('h');
  for (uint8_t v : values) {
    s.push_back(hex[v >> 4]);
    s.push_back(hex[v & 15]);
  }
  return s;
}

}  // namespace tl
