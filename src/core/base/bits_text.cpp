// bits_text.cpp: parse and format board bits (grammar in bits_text.hpp).
#include "core/base/bits_text.hpp"

namespace tl {

namespace {

int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

std::string count_text(std::size_t n, const char* unit) {
  return std::to_string(n) + " " + unit + (n == 1 ? "" : "s");
}

Result<BitVec> parse_hex(std::string_view text, std::size_t nbits, std::size_t offset) {
  std::size_t digits = (nbits + 3) / 4;
  if (text.size() != digits)
    return Error{offset, "expected " + count_text(digits, "hex digit") + " after 'x' for " +
                             count_text(nbits, "cell") + ", got " + std::to_string(text.size())};
  BitVec v(nbits);
  for (std::size_t d = 0; d < digits; ++d) {
    int h = hex_value(text[d]);
    if (h < 0)
      return Error{offset + d, std::string("expected a hex digit 0-9 or a-f, got '") + text[d] + "'"};
    for (int b = 0; b < 4; ++b) {
      bool bit = (h >> (3 - b)) & 1;
      std::size_t i = d * 4 + b;
      if (i < nbits) v.set(i, bit);
      else if (bit) return Error{offset + d, "padding bits after the last cell must be 0"};
    }
  }
  return v;
}

}  // namespace

Result<BitVec> parse_bits(std::string_view text, std::size_t nbits, int cols, std::size_t offset) {
  if (text.empty()) return Error{offset, "expected " + count_text(nbits, "cell") + " as 0/1 (or x then hex), got nothing"};
  if (text[0] == 'x') return parse_hex(text.substr(1), nbits, offset + 1);
  BitVec v(nbits);
  std::size_t n = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (c == '/') {
      if (cols > 0 && (n == 0 || n % std::size_t(cols) != 0))
        return Error{offset + i, "'/' must end a row of " + count_text(std::size_t(cols), "cell")};
      continue;
    }
    if (c != '0' && c != '1')
      return Error{offset + i, std::string("expected '0', '1' or '/', got '") + c + "'"};
    if (n == nbits)
      return Error{offset + i, "too many cells: this board has " + count_text(nbits, "cell")};
    v.set(n++, c == '1');
  }
  if (n != nbits)
    return Error{offset + text.size(), "too few cells: got " + std::to_string(n) + ", this board has " + count_text(nbits, "cell")};
  return v;
}

std::string format_bits(const BitVec& bits, int cols) {
  std::string s;
  if (bits.size() <= 64) {
    for (std::size_t i = 0; i < bits.size(); ++i) {
      if (cols > 0 && i > 0 && i % std::size_t(cols) == 0) s += '/';
      s += bits.get(i) ? '1' : '0';
    }
    return s;
  }
  static const char* digits = "0123456789abcdef";
  s = "x";
  for (std::size_t d = 0; d * 4 < bits.size(); ++d) {
    int h = 0;
    for (int b = 0; b < 4; ++b) {
      std::size_t i = d * 4 + b;
      h = (h << 1) | (i < bits.size() && bits.get(i) ? 1 : 0);
    }
    s += digits[h];
  }
  return s;
}

}  // namespace tl
