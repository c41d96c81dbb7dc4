// bits_text.cpp: parse and format board bits (grammar in bits_text.hpp).
#include "core/base/bits_text.hpp"

#include <cstdint>
#include <cstring>

namespace tl {

namespace {

int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

std::string count_text(std::size_t n, const char* unit) { return std::to_string(n) + " " + unit + (n == 1 ? "" : "s"); }

// The four cells of a hex digit, first cell in bit 0: the digit's bits
// reversed; -1 for a character that is not a hex digit.
struct HexTables {
  int8_t cells[256] = {};
  char digit[16] = {};  // the inverse: four cells (first in bit 0) to their digit
  HexTables() {
    for (int c = 0; c < 256; ++c) {
      const int h = hex_value(char(c));
      cells[c] = int8_t(h < 0 ? -1 : ((h & 1) << 3) | ((h & 2) << 1) | ((h & 4) >> 1) | ((h & 8) >> 3));
    }
    static const char* digits = "0123456789abcdef";
    for (int h = 0; h < 16; ++h)
      digit[std::size_t(((h & 1) << 3) | ((h & 2) << 1) | ((h & 4) >> 1) | ((h & 8) >> 3))] = digits[h];
  }
};
const HexTables kHex;

Result<BitVec> parse_hex(std::string_view text, std::size_t nbits, std::size_t offset) {
  std::size_t digits = (nbits + 3) / 4;
  if (text.size() != digits)
    return Error{offset, "expected " + count_text(digits, "hex digit") + " after 'x' for " + count_text(nbits, "cell") +
                             ", got " + std::to_string(text.size())};
  BitVec v(nbits);
  // Sixteen digits fill one word; a bad character anywhere, or the word that
  // holds the padding, goes to the digit-by-digit loop below, which says
  // where and what.
  std::size_t d = 0;
  for (std::size_t w = 0; (w + 1) * 64 <= nbits; ++w, d += 16) {
    uint64_t word = 0;
    int bad = 0;
    for (int t = 0; t < 16; ++t) {
      const int8_t c = kHex.cells[static_cast<unsigned char>(text[d + std::size_t(t)])];
      bad |= c;  // -1 sets the sign bit
      word |= uint64_t(uint8_t(c) & 15u) << (4 * t);
    }
    if (bad < 0) break;
    v.words()[w] = word;
  }
  for (; d < digits; ++d) {
    int h = hex_value(text[d]);
    if (h < 0) return Error{offset + d, std::string("expected a hex digit 0-9 or a-f, got '") + text[d] + "'"};
    for (int b = 0; b < 4; ++b) {
      bool bit = (h >> (3 - b)) & 1;
      std::size_t i = d * 4 + b;
      if (i < nbits) v.set(i, bit);
      else if (bit) return Error{offset + d, "padding bits after the last cell must be 0"};
    }
  }
  return v;
}

// Eight characters that are all '0' or '1' (read as one little-endian word).
bool all_binary(uint64_t chunk) { return (chunk & 0xFEFEFEFEFEFEFEFEull) == 0x3030303030303030ull; }

// Their cells, the first character in bit 0: each byte's low bit gathered
// into the top byte by one multiplication (the shifted copies never overlap).
uint64_t binary_cells(uint64_t chunk) { return ((chunk & 0x0101010101010101ull) * 0x0102040810204080ull) >> 56; }

}  // namespace

Result<BitVec> parse_bits(std::string_view text, std::size_t nbits, int cols, std::size_t offset) {
  if (text.empty()) return Error{offset, "expected " + count_text(nbits, "cell") + " as 0/1 (or x then hex), got nothing"};
  if (text[0] == 'x') return parse_hex(text.substr(1), nbits, offset + 1);
  BitVec v(nbits);
  uint64_t* words = v.words();
  std::size_t n = 0;
  for (std::size_t i = 0; i < text.size();) {
    // Eight plain cells at once; anything else (a '/', a bad character, the
    // board's end) goes through the character-by-character checks.
    if (i + 8 <= text.size() && n + 8 <= nbits) {
      uint64_t chunk;
      std::memcpy(&chunk, text.data() + i, 8);
      if (all_binary(chunk)) {
        const uint64_t cells = binary_cells(chunk);
        const std::size_t w = n >> 6;
        const int sh = int(n & 63);
        words[w] |= cells << sh;
        if (sh > 56) words[w + 1] |= cells >> (64 - sh);
        n += 8;
        i += 8;
        continue;
      }
    }
    char c = text[i];
    if (c == '/') {
      if (cols > 0 && (n == 0 || n % std::size_t(cols) != 0))
        return Error{offset + i, "'/' must end a row of " + count_text(std::size_t(cols), "cell")};
      ++i;
      continue;
    }
    if (c != '0' && c != '1') return Error{offset + i, std::string("expected '0', '1' or '/', got '") + c + "'"};
    if (n == nbits) return Error{offset + i, "too many cells: this board has " + count_text(nbits, "cell")};
    v.set(n++, c == '1');
    ++i;
  }
  if (n != nbits)
    return Error{offset + text.size(),
                 "too few cells: got " + std::to_string(n) + ", this board has " + count_text(nbits, "cell")};
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
  // A word is sixteen digits; the bits past the last cell are zero (BitVec's
  // invariant), which is the padding the grammar asks for.
  const std::size_t digits = (bits.size() + 3) / 4;
  s.assign(digits + 1, '0');
  s[0] = 'x';
  for (std::size_t d = 0; d < digits; ++d) s[d + 1] = kHex.digit[(bits.words()[d / 16] >> (4 * (d % 16))) & 15];
  return s;
}

}  // namespace tl
