// text_file.cpp: reading a board file whole and dropping its whitespace.
#include "cli/text_file.hpp"

#include <cstdint>
#include <cstdio>
#include <cstring>
#include <string>

#include <sys/stat.h>

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
  // A directory, a device (/dev/zero never ends) or a pipe is refused before
  // any byte is read; a file is read up to the stated limit and no further.
  struct stat st {};
  if (::stat(path, &st) != 0) return Error{0, std::string("cannot read file '") + path + "'"};
  if (!S_ISREG(st.st_mode))
    return Error{0, std::string("'") + path + "' is not a regular file (a directory, a device or a pipe); @FILE reads a file"};
  if (uint64_t(st.st_size) > kMaxFileBytes)
    return Error{0, std::string("'") + path + "' has " + std::to_string(st.st_size) + " bytes; @FILE reads at most " +
                        std::to_string(kMaxFileBytes) + " (a 16384 x 16384 board written cell by cell is 268,468,224)"};
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
  for (std::size_t more; text.size() <= kMaxFileBytes && (more = std::fread(chunk, 1, sizeof chunk, f)) > 0;)
    text.append(chunk, more);
  const bool failed = std::ferror(f) != 0;
  std::fclose(f);
  if (failed) return Error{0, std::string("cannot read file '") + path + "'"};
  if (text.size() > kMaxFileBytes)  // it grew while read
    return Error{0, std::string("'") + path + "' grew past " + std::to_string(kMaxFileBytes) + " bytes while it was read"};
  drop_whitespace(text);
  return text;
}

}  // namespace tl::cli
