// text_file.hpp: a board file read whole, at memory speed.
//
// `--state @FILE` and `@FILE` IDs: the file's bytes without whitespace
// (newlines may end rows). A 16384 x 16384 board written as 0/1 is 268 MB,
// so the file is read with one call and compacted in place, eight bytes at
// a time where they hold no whitespace.
#pragma once

#include <string>

#include "core/base/result.hpp"

namespace tl::cli {

// Drops ' ', '\n', '\r' and '\t' from `text`, in place.
void drop_whitespace(std::string& text);

// The file at `path` with its whitespace dropped, or an error naming it.
Result<std::string> read_compact_file(const char* path);

}  // namespace tl::cli
