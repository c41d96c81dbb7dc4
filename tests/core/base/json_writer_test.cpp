// json_writer_test.cpp: strings written as JSON are Unicode text whatever
// bytes they held (a message may quote half a character of a bad ID).
#include "core/base/json_writer.hpp"

#include <gtest/gtest.h>

namespace tl {
namespace {

std::string written(std::string_view s) {
  JsonWriter j;
  j.value(s);
  return j.str();
}

TEST(JsonWriter, EscapesQuotesBackslashesAndControlCharacters) {
  EXPECT_EQ(written("a\"b\\c\nd\te\x01"), "\"a\\\"b\\\\c\\nd\\te\\u0001\"");
}

TEST(JsonWriter, KeepsWellFormedUtf8AsItIs) {
  for (const char* s : {"\xC3\xA9", "\xE4\xB8\xAD", "\xF0\x9F\x92\xA1", "\xEF\xBF\xBD", "\xF4\x8F\xBF\xBF"})
    EXPECT_EQ(written(s), "\"" + std::string(s) + "\"") << s;
}

TEST(JsonWriter, WritesEachByteThatIsNotUtf8AsTheReplacementCharacter) {
  EXPECT_EQ(written("a\xC3"), "\"a\\ufffd\"") << "half of a two-byte character, at the end";
  EXPECT_EQ(written("\xC3(x"), "\"\\ufffd(x\"") << "a lead byte without its continuation";
  EXPECT_EQ(written("\xC0\xAF"), "\"\\ufffd\\ufffd\"") << "an overlong '/'";
  EXPECT_EQ(written("\xED\xA0\x80"), "\"\\ufffd\\ufffd\\ufffd\"") << "a surrogate";
  EXPECT_EQ(written("\xF4\x90\x80\x80"), "\"\\ufffd\\ufffd\\ufffd\\ufffd\"") << "past U+10FFFF";
  EXPECT_EQ(written("\xFF\xFE"), "\"\\ufffd\\ufffd\"");
}

}  // namespace
}  // namespace tl
