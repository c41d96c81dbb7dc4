// text_file.hpp: a board file read whole, at memory speed.
//
// `--state @FILE` and `@FILE` IDs: the file's bytes without whitespace
// (newlines may end rows). A 16384 x 16384 board written as 0/1 is 268 MB,
// so the file is read with one call and compacted in place, eight bytes at
// a time where they hold no whitespace.
#pragma once

#include <cstdint>
#include <string>

#include "core/base/result.hpp"

namespace tl::cli {

// Drops ' ', '\n', '\r' and '\t' from `text`, in place.
void drop_whitespace(std::string& text);

// The most an @FILE may hold: a 16384 x 16384 board (the CLI's largest)
// written cell by cell with a newline a row, and room to spare.
constexpr uint64_t kMaxFileBytes = uint64_t(320) << 20;

// The file at `path` with its whitespace dropped, or an error naming it: a
// path that is not a regular file, or one past kMaxFileBytes, is refused
// before it is read.
Result<std::string> read_compact_file(const char* path);

}  // namespace tl::cli
