// board_turn.cpp: see board_turn.hpp.
#include "core/vision/board_turn.hpp"

#include <cstddef>

namespace tl::vision {

namespace {

// `read` with its cells (and their confidences) moved: new cell (r, c) of
// a rows x cols board is old cell from(r, c).
template <class From>
BoardRead moved(const BoardRead& read, int rows, int cols, const std::array<Point, 4>& corners, From from) {
  BoardRead out = read;
  out.rows = rows, out.cols = cols, out.corners = corners;
  const bool whole = read.cells.size() == std::size_t(read.rows) * std::size_t(read.cols);
  const bool sure = read.confidence.size() == read.cells.size();
  for (int r = 0; r < rows && whole; ++r)
    for (int c = 0; c < cols; ++c) {
      const std::size_t to = std::size_t(r * cols + c), at = std::size_t(from(r, c));
      out.cells[to] = read.cells[at];
      if (sure) out.confidence[to] = read.confidence[at];
    }
  return out;
}

}  // namespace

BoardRead quarter_turn(const BoardRead& read) {
  const auto& k = read.corners;
  // New row r runs from the new top left (old bottom left) up the old first column.
  return moved(read, read.cols, read.rows, {k[3], k[0], k[1], k[2]},
               [&](int r, int c) { return (read.rows - 1 - c) * read.cols + r; });
}

BoardRead mirrored(const BoardRead& read) {
  const auto& k = read.corners;
  return moved(read, read.rows, read.cols, {k[1], k[0], k[3], k[2]},
               [&](int r, int c) { return r * read.cols + (read.cols - 1 - c); });
}

}  // namespace tl::vision
