// bits_text_test.cpp: the board text parser's fast paths against a plain
// character-by-character reading, errors included, and hex round trips.
#include <gtest/gtest.h>

#include <random>

#include "core/base/bits_text.hpp"

namespace tl {
namespace {

// The grammar read one character at a time (the parser before its fast paths).
Result<BitVec> reference(std::string_view text, std::size_t nbits, int cols) {
  BitVec v(nbits);
  std::size_t n = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (c == '/') {
      if (cols > 0 && (n == 0 || n % std::size_t(cols) != 0)) return Error{i, "'/'"};
      continue;
    }
    if (c != '0' && c != '1') return Error{i, "char"};
    if (n == nbits) return Error{i, "many"};
    v.set(n++, c == '1');
  }
  if (n != nbits) return Error{text.size(), "few"};
  return v;
}

std::string binary_text(std::mt19937_64& rng, std::size_t rows, std::size_t cols, bool slashes) {
  std::string s;
  for (std::size_t r = 0; r < rows; ++r) {
    if (r && slashes) s += '/';
    for (std::size_t c = 0; c < cols; ++c) s += rng() & 1 ? '1' : '0';
  }
  return s;
}

TEST(BitsText, FastBinaryEqualsOneCharacterAtATime) {
  std::mt19937_64 rng(21);
  for (int trial = 0; trial < 400; ++trial) {
    const std::size_t rows = 1 + rng() % 40, cols = 1 + rng() % 90;
    std::string text = binary_text(rng, rows, cols, trial % 2);
    std::size_t nbits = rows * cols;
    switch (trial % 8) {  // damage: a bad character, a misplaced '/', one cell too many or too few
      case 2: text[rng() % text.size()] = "2x /"[rng() % 4]; break;
      case 3: text.insert(rng() % text.size(), "/"); break;
      case 4: text += '1'; break;
      case 5: nbits += 1 + rng() % 9; break;
      default: break;
    }
    auto fast = parse_bits(text, nbits, int(cols), 7);
    auto slow = reference(text, nbits, int(cols));
    ASSERT_EQ(fast.ok(), slow.ok()) << text;
    if (fast.ok()) {
      EXPECT_EQ(*fast, *slow);
    } else {
      EXPECT_EQ(fast.error().pos, slow.error().pos + 7) << text << ": " << fast.error().message;
    }
  }
}

TEST(BitsText, HexRoundTripsAndRefusesBadDigitsAndPadding) {
  std::mt19937_64 rng(22);
  for (std::size_t nbits : {65u, 127u, 128u, 129u, 255u, 1000u, 4096u, 4099u}) {
    BitVec v(nbits);
    for (std::size_t i = 0; i < nbits; ++i) v.set(i, rng() & 1);
    const std::string text = format_bits(v, 0);
    ASSERT_EQ(text.size(), 1 + (nbits + 3) / 4);
    auto back = parse_bits(text, nbits, 0, 0);
    ASSERT_TRUE(back.ok()) << nbits;
    EXPECT_EQ(*back, v);
    std::string bad = text;
    const std::size_t at = 1 + rng() % (bad.size() - 1);
    bad[at] = 'g';
    auto e = parse_bits(bad, nbits, 0, 0);
    ASSERT_FALSE(e.ok());
    EXPECT_EQ(e.error().pos, at);
  }
  // The first cell is the digit's high bit; padding past the last cell must be 0.
  auto one = parse_bits("x8" + std::string(16, '0'), 65, 0, 0);
  ASSERT_TRUE(one.ok());
  EXPECT_EQ(one->ones(), (std::vector<int>{0}));
  EXPECT_FALSE(parse_bits("x" + std::string(16, '0') + "1", 65, 0, 0).ok());
  EXPECT_FALSE(parse_bits("x" + std::string(15, '0') + "1", 63, 0, 0).ok());
  EXPECT_TRUE(parse_bits("x" + std::string(15, '0') + "2", 63, 0, 0).ok());
}

}  // namespace
}  // namespace tl
