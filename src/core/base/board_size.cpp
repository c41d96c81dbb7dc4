// board_size.cpp: parsing "<rows>x<cols>" with errors that say where and what.
#include "core/base/board_size.hpp"

#include <charconv>
#include <string>

namespace tl {

namespace {

Result<int> read_side(std::string_view text, std::size_t& i, std::size_t offset, const char* what, int max_side) {
  std::size_t start = i;
  while (i < text.size() && text[i] >= '0' && text[i] <= '9') ++i;
  std::string range = "1.." + std::to_string(max_side);
  if (i == start) return Error{offset + start, std::string("expected the number of ") + what + " (" + range + ")"};
  if (text[start] == '0')
    return Error{offset + start, std::string("number of ") + what + " must be " + range + " without leading zeros"};
  int v = 0;
  auto [p, ec] = std::from_chars(text.data() + start, text.data() + i, v);
  if (ec != std::errc() || v > max_side)
    return Error{offset + start,
                 std::string("number of ") + what + " must be " + range + ", got " + std::string(text.substr(start, i - start))};
  return v;
}

}  // namespace

Result<BoardSize> parse_board_size(std::string_view params, std::size_t& i, std::size_t offset, int max_side,
                                   const char* example) {
  auto rows = read_side(params, i, offset, "rows", max_side);
  if (!rows) return rows.error();
  if (i >= params.size() || params[i] != 'x')
    return Error{offset + i, std::string("expected 'x' between rows and columns (") + example + ")"};
  ++i;
  auto cols = read_side(params, i, offset, "columns", max_side);
  if (!cols) return cols.error();
  return BoardSize{*rows, *cols};
}

}  // namespace tl
