// shown_text.hpp: a piece of what someone typed or linked, quoted in a
// message. A control character would break the line it is printed on (a
// newline in a pasted graph6, a NUL in a link) or print as nothing at all,
// so each is written as \xNN; a long text is cut at `most` bytes with "...".
#pragma once

#include <cstdio>
#include <string>
#include <string_view>

namespace tl {

inline std::string shown_text(std::string_view s, std::size_t most = 80) {
  std::string out;
  for (std::size_t i = 0; i < s.size() && i < most; ++i) {
    const auto c = static_cast<unsigned char>(s[i]);
    if (c < 0x20 || c == 0x7f) {
      char hex[8];
      std::snprintf(hex, sizeof hex, "\\x%02X", unsigned(c));
      out += hex;
    } else {
      out += char(c);
    }
  }
  if (s.size() > most) out += "...";
  return out;
}

}  // namespace tl
