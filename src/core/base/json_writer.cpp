// json_writer.cpp: string escaping and number formatting for JsonWriter.
#include "core/base/json_writer.hpp"

#include <cmath>
#include <cstdio>

namespace tl {

JsonWriter& JsonWriter::value(double d) {
  value_prefix();
  if (!std::isfinite(d)) {
    out_ += "null";
    return *this;
  }
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.6g", d);
  out_ += buf;
  return *this;
}

namespace {

// The length of the well-formed UTF-8 sequence starting at s[i] (RFC 3629:
// no overlong forms, no surrogates, nothing past U+10FFFF), or 0.
std::size_t utf8_sequence(std::string_view s, std::size_t i) {
  const auto byte = [&](std::size_t j) { return j < s.size() ? static_cast<unsigned char>(s[j]) : 0u; };
  const unsigned b0 = byte(i);
  const auto cont = [&](std::size_t j, unsigned lo = 0x80, unsigned hi = 0xBF) { return byte(j) >= lo && byte(j) <= hi; };
  if (b0 >= 0xC2 && b0 <= 0xDF) return cont(i + 1) ? 2 : 0;
  if (b0 == 0xE0) return cont(i + 1, 0xA0) && cont(i + 2) ? 3 : 0;
  if ((b0 >= 0xE1 && b0 <= 0xEC) || b0 == 0xEE || b0 == 0xEF) return cont(i + 1) && cont(i + 2) ? 3 : 0;
  if (b0 == 0xED) return cont(i + 1, 0x80, 0x9F) && cont(i + 2) ? 3 : 0;
  if (b0 == 0xF0) return cont(i + 1, 0x90) && cont(i + 2) && cont(i + 3) ? 4 : 0;
  if (b0 >= 0xF1 && b0 <= 0xF3) return cont(i + 1) && cont(i + 2) && cont(i + 3) ? 4 : 0;
  if (b0 == 0xF4) return cont(i + 1, 0x80, 0x8F) && cont(i + 2) && cont(i + 3) ? 4 : 0;
  return 0;
}

}  // namespace

void JsonWriter::string_literal(std::string_view s) {
  out_ += '"';
  for (std::size_t i = 0; i < s.size(); ++i) {
    const char c = s[i];
    switch (c) {
      case '"': out_ += "\\\""; break;
      case '\\': out_ += "\\\\"; break;
      case '\n': out_ += "\\n"; break;
      case '\t': out_ += "\\t"; break;
      default:
        if (static_cast<unsigned char>(c) < 0x20) {
          char buf[8];
          std::snprintf(buf, sizeof buf, "\\u%04x", c);
          out_ += buf;
        } else if (static_cast<unsigned char>(c) < 0x80) {
          out_ += c;
        } else if (const std::size_t n = utf8_sequence(s, i)) {
          out_.append(s.substr(i, n));
          i += n - 1;
        } else {
          // A byte that is not well-formed UTF-8 (a message quoting half a
          // character of a bad ID): JSON is Unicode text, so it is written
          // as the replacement character and the document still parses.
          out_ += "\\ufffd";
        }
    }
  }
  out_ += '"';
}

}  // namespace tl
