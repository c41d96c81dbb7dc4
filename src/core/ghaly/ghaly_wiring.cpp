// ghaly_wiring.cpp: tracing W's tiles into pi_W, the colour routing and the
// colours, and the wire paths the views draw.
//
// The tiles (Joyner 2006, section 3.3, Figures 1-6, reconstructed from
// its text and worked examples): a square carries two wires, one entering
// from the left, one from the bottom; wires only run up or right.
//   transmitter tile:       W_ij = 0 turns (left -> top, bottom -> right),
//                           W_ij = 1 goes straight (left -> right, bottom -> top);
//   colour-generator tile:  the opposite (W_ij = 0 straight, W_ij = 1 turns).
//
// Two independent implementations, checked against each other in the tests:
// trace_wiring() sweeps a frontier over the board (fast, used by tables and
// solvers), the *_paths() functions walk each wire square by square.
#include <utility>

#include "core/ghaly/ghaly.hpp"

namespace tl::ghaly {

Wiring trace_wiring(int N, const BitVec& W) {
  // The frontier is a staircase path from the board's top-left corner to its
  // bottom-right corner separating processed squares (up and right of it) from
  // the rest; its 2N edges are numbered along the path. At the start it is the
  // top and right border, so edge p leads to exit CG_p. Processing squares row
  // by row, each right to left, square (r, c) always has its top edge at
  // position r + c and its right edge at r + c + 1, and leaves its left and
  // bottom edges there. `tx[p]` / `cg[p]` say where a transmitter /
  // colour-generator wire crossing edge p ends up. At the end the frontier is
  // the left and bottom border, the transmitters' own edges.
  const int size = 2 * N;
  Perm tx = identity(size), cg = identity(size);
  Wiring w;
  w.N = N;
  w.colour_exit.assign(std::size_t(N * N), 0);
  std::vector<bool> in_support(std::size_t(size), false);
  for (int r = 0; r < N; ++r) {
    for (int c = N - 1; c >= 0; --c) {
      const std::size_t q = std::size_t(r + c);
      if (W.get(std::size_t(r * N + c)))
        std::swap(tx[q], tx[q + 1]);     // straight: the left wire leaves right, the bottom wire top
      else std::swap(cg[q], cg[q + 1]);  // the colour tile is straight where the transmitter turns
      const int k = cg[q + 1];           // the colour wire entering the bottom edge
      w.colour_exit[std::size_t(r * N + c)] = k;
      in_support[std::size_t(k)] = true;
    }
  }
  w.pi = tx;
  w.origin = inverse(tx);
  for (int k = 0; k < size; ++k)
    if (in_support[std::size_t(k)]) w.support.push_back(k);
  return w;
}

Perm wiring_permutation(int N, const BitVec& W) { return trace_wiring(N, W).pi; }

std::vector<int> colour_codes(const Wiring& w, const Assignment& a) {
  const std::vector<int> x = transmitter_codes(a), g = colour_generator_codes(a);
  std::vector<int> c(x.size());
  for (std::size_t k = 0; k < c.size(); ++k) c[k] = boolean_B(x[std::size_t(w.origin[k])], g[k], w.N);
  return c;
}

std::vector<int> colours(const Wiring& w, const Assignment& a) {
  const std::vector<int> codes = colour_codes(w, a);
  std::vector<int> out(w.colour_exit.size());
  for (std::size_t s = 0; s < out.size(); ++s) out[s] = colour_number(codes[std::size_t(w.colour_exit[s])], w.N);
  return out;
}

std::vector<int> colours(int N, const BitVec& W, const Assignment& a) { return colours(trace_wiring(N, W), a); }

bool solved(const std::vector<int>& colours) {
  if (colours.empty() || colours[0] == 0) return false;
  for (int c : colours)
    if (c != colours[0]) return false;
  return true;
}

bool lit(const Wiring& w) {
  // sigma and tau keep I and J apart, so a code's leading bit says which half
  // its label lies in: C_k's leading bit is [origin(k) in J] OR [k in J].
  for (int k : w.support)
    if (k < w.N && w.origin[std::size_t(k)] < w.N) return false;
  return true;
}

// --- paths -----------------------------------------------------------------------

namespace {

// Follows one wire from square (r, c), entering through `in`, until it leaves
// the board. `straight_when` is the W value for which the tile goes straight.
WirePath walk(int N, const BitVec& W, int start, int r, int c, Side in, bool straight_when) {
  WirePath path;
  path.start = start;
  for (;;) {
    const bool straight = W.get(std::size_t(r * N + c)) == straight_when;
    const Side out = in == Side::Left ? (straight ? Side::Right : Side::Top) : (straight ? Side::Top : Side::Right);
    path.steps.push_back({r, c, in, out});
    if (out == Side::Top) {
      if (r == 0) {
        path.exit = c;
        return path;
      }  // CG_1..CG_N on the top edges
      --r;
      in = Side::Bottom;
    } else {
      if (c == N - 1) {
        path.exit = N + r;
        return path;
      }  // CG_N+1..CG_2N on the right edges
      ++c;
      in = Side::Left;
    }
  }
}

}  // namespace

std::vector<WirePath> transmitter_paths(int N, const BitVec& W) {
  std::vector<WirePath> paths;
  paths.reserve(std::size_t(2 * N));
  for (int i = 0; i < N; ++i) paths.push_back(walk(N, W, i, i, 0, Side::Left, true));            // X_1..X_N
  for (int j = 0; j < N; ++j) paths.push_back(walk(N, W, N + j, N - 1, j, Side::Bottom, true));  // X_N+1..X_2N
  return paths;
}

std::vector<WirePath> colour_generator_paths(int N, const BitVec& W) {
  std::vector<WirePath> paths;
  for (int r = 0; r < N; ++r)
    for (int c = 0; c < N; ++c) paths.push_back(walk(N, W, r * N + c, r, c, Side::Bottom, false));
  return paths;
}

std::vector<SquareWires> square_wires(int N, const BitVec& W) {
  std::vector<SquareWires> out(std::size_t(N * N));
  for (const WirePath& path : transmitter_paths(N, W))
    for (const PathStep& step : path.steps) {
      SquareWires& sq = out[std::size_t(step.row * N + step.col)];
      (step.in == Side::Left ? sq.transmitter_left : sq.transmitter_bottom) = path.start;
    }
  for (int r = 0; r < N; ++r)
    for (int c = 0; c < N; ++c) {
      SquareWires& sq = out[std::size_t(r * N + c)];
      sq.colour_left = walk(N, W, r * N + c, r, c, Side::Left, false).exit;
      sq.colour_bottom = walk(N, W, r * N + c, r, c, Side::Bottom, false).exit;
    }
  return out;
}

}  // namespace tl::ghaly
