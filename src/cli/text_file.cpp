// text_file.cpp: reading a board file whole and dropping its whitespace.
#include "cli/text_file.hpp"

#include <cstdint>
#include <cstdio>
#include <cstring>

namespace tl::cli {

namespace {

bool is_space(char c) { return c == ' ' || c == '\n' || c == '\r' || c == '\t'; }

// Whether any of eight bytes is below 0x21 (every whitespace byte is).
bool any_low(uint64_t v) {
  constexpr uint64_t kOnes = 0x0101010101010101ull, kHigh = 0x8080808080808080ull;
  return ((v - kOnes * 0x21) & ~v & kHigh) != 0;
}

}  // namespace

void drop_whitespace(std::string& text) {
  char* p = text.data();
  const std::size_t n = text.size();
  std::size_t out = 0, i = 0;
  while (i < n) {
    if (i + 8 <= n) {
      uint64_t v;
      std::memcpy(&v, p + i, 8);
      if (!any_low(v)) {
        std::memcpy(p + out, &v, 8);  // out <= i: the bytes were read before
        out += 8;
        i += 8;
        continue;
      }
    }
    if (!is_space(p[i])) p[out++] = p[i];
    ++i;
  }
  text.resize(out);
}

Result<std::string> read_compact_file(const char* path) {
  std::FILE* f = std::fopen(path, "rb");
  if (!f) return Error{0, std::string("cannot read file '") + path + "'"};
  std::string text;
  if (std::fseek(f, 0, SEEK_END) == 0) {
    const long size = std::ftell(f);
    if (size > 0) text.resize(std::size_t(size));
    std::fseek(f, 0, SEEK_SET);
  }
  // The size told may be short (a pipe, a file still growing): read on until
  // the end either way.
  std::size_t got = text.empty() ? 0 : std::fread(text.data(), 1, text.size(), f);
  text.resize(got);
  char chunk[1 << 16];
  for (std::size_t more; (more = std::fread(chunk, 1, sizeof chunk, f)) > 0;) text.append(chunk, more);
  const bool failed = std::ferror(f) != 0;
  std::fclose(f);
  if (failed) return Error{0, std::string("cannot read file '") + path + "'"};
  drop_whitespace(text);
  return text;
}

}  // namespace tl::cli
