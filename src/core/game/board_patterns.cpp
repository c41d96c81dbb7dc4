// board_patterns.cpp: the patterns and operations, cell by cell.
#include "core/game/board_patterns.hpp"

#include <random>

namespace tl {

namespace {

struct ChangeRow {
  const char* name;
  const char* label;
  bool needs_grid;
};

constexpr ChangeRow kChanges[kBoardChangeCount] = {
    {"all-lit", "All lit", false},
    {"all-off", "All off", false},
    {"random", "Random", false},
    {"random-solvable", "Random solvable", false},
    {"corners", "Corners", true},
    {"border", "Border", true},
    {"checkers", "Checkers", true},
    {"chessboard", "Chessboard", true},
    {"shift-up", "Shift up", true},
    {"shift-down", "Shift down", true},
    {"shift-left", "Shift left", true},
    {"shift-right", "Shift right", true},
    {"turn", "Turn", true},
    {"reflect", "Reflect", true},
    {"invert", "Invert", false},
    {"rotate-states", "Rotate states", false},
};

const ChangeRow& row(BoardChange c) { return kChanges[int(c) < kBoardChangeCount ? int(c) : 0]; }

}  // namespace

const char* board_change_name(BoardChange c) { return row(c).name; }
const char* board_change_label(BoardChange c) { return row(c).label; }
bool board_change_needs_grid(BoardChange c) { return row(c).needs_grid; }

std::optional<BoardChange> board_change_from_name(std::string_view name) {
  for (int i = 0; i < kBoardChangeCount; ++i)
    if (name == kChanges[i].name) return BoardChange(i);
  return std::nullopt;
}

bool turns_a_quarter(const BoardGrid& g) {
  // A quarter turn carries the left and right edges to the top and bottom:
  // the gluing survives only where both pairs are glued alike.
  return g.rows == g.cols && left_right_glue(g.topology) == top_bottom_glue(g.topology);
}

std::string board_change_refusal(BoardChange c, const BoardGrid& g, bool grid) {
  if (board_change_needs_grid(c) && !grid)
    return std::string(board_change_label(c)) + " moves cells by rows and columns; this board is not a grid";
  if (c == BoardChange::RotateStates && g.k <= 2)
    return "Rotate states cycles the lit values 1..k-1 and needs more than two states; with two it changes nothing";
  return {};
}

std::vector<int> change_board(BoardChange c, const BoardGrid& g, uint64_t seed) {
  const int R = g.rows, C = g.cols, k = g.k, top = k - 1;
  const std::vector<int>& v = g.values;
  if (!board_change_refusal(c, g, true).empty() || int(v.size()) != R * C) return v;
  std::vector<int> out(v.size(), 0);
  auto at = [&](int r, int c2) -> int& { return out[std::size_t(r * C + c2)]; };
  auto in = [&](int r, int c2) { return v[std::size_t(r * C + c2)]; };
  switch (c) {
    case BoardChange::AllLit: std::fill(out.begin(), out.end(), top); break;
    case BoardChange::AllOff:
    case BoardChange::RandomSolvable: break;  // the midend's: the rules' presses
    case BoardChange::Random: {
      std::mt19937_64 rng(seed);
      for (int& x : out) x = int(rng() % uint64_t(k));
      break;
    }
    case BoardChange::Corners: at(0, 0) = at(0, C - 1) = at(R - 1, 0) = at(R - 1, C - 1) = top; break;
    case BoardChange::Border:
      for (int r = 0; r < R; ++r)
        for (int c2 = 0; c2 < C; ++c2)
          if (r == 0 || c2 == 0 || r == R - 1 || c2 == C - 1) at(r, c2) = top;
      break;
    case BoardChange::Checkers:
      for (int r = 0; r < R; ++r)
        for (int c2 = 0; c2 < C; ++c2) at(r, c2) = (r + c2) % 2 == 0 ? top : 0;
      break;
    case BoardChange::Chessboard:
      for (int r = 0; r < R; ++r)
        for (int c2 = 0; c2 < C; ++c2) at(r, c2) = (r / 2 + c2 / 2) % 2 == 0 ? top : 0;
      break;
    case BoardChange::ShiftUp:
      for (int r = 0; r < R; ++r)
        for (int c2 = 0; c2 < C; ++c2) at(r, c2) = in((r + 1) % R, c2);
      break;
    case BoardChange::ShiftDown:
      for (int r = 0; r < R; ++r)
        for (int c2 = 0; c2 < C; ++c2) at(r, c2) = in((r + R - 1) % R, c2);
      break;
    case BoardChange::ShiftLeft:
      for (int r = 0; r < R; ++r)
        for (int c2 = 0; c2 < C; ++c2) at(r, c2) = in(r, (c2 + 1) % C);
      break;
    case BoardChange::ShiftRight:
      for (int r = 0; r < R; ++r)
        for (int c2 = 0; c2 < C; ++c2) at(r, c2) = in(r, (c2 + C - 1) % C);
      break;
    case BoardChange::Turn:
      if (turns_a_quarter(g)) {  // clockwise: row r becomes column C - 1 - r
        for (int r = 0; r < R; ++r)
          for (int c2 = 0; c2 < C; ++c2) at(c2, C - 1 - r) = in(r, c2);
      } else {  // a half turn keeps every gluing
        for (int r = 0; r < R; ++r)
          for (int c2 = 0; c2 < C; ++c2) at(R - 1 - r, C - 1 - c2) = in(r, c2);
      }
      break;
    case BoardChange::Reflect:
      for (int r = 0; r < R; ++r)
        for (int c2 = 0; c2 < C; ++c2) at(r, C - 1 - c2) = in(r, c2);
      break;
    case BoardChange::Invert:
      for (std::size_t i = 0; i < v.size(); ++i) out[i] = (v[i] + 1) % k;
      break;
    case BoardChange::RotateStates:
      for (std::size_t i = 0; i < v.size(); ++i) out[i] = v[i] == 0 ? 0 : v[i] % top + 1;
      break;
  }
  return out;
}

}  // namespace tl
