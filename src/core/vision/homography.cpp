// homography.cpp: the eight equations and their elimination (homography.hpp).
#include "core/vision/homography.hpp"

#include <algorithm>
#include <cmath>
#include <utility>

namespace tl::vision {

Point Homography::apply(Point p) const {
  const double w = h[6] * p.x + h[7] * p.y + 1.0;
  return {(h[0] * p.x + h[1] * p.y + h[2]) / w, (h[3] * p.x + h[4] * p.y + h[5]) / w};
}

std::optional<Homography> square_to_quad(const std::array<Point, 4>& quad) {
  static constexpr Point kSquare[4] = {{0, 0}, {1, 0}, {1, 1}, {0, 1}};
  // Each correspondence (u, v) -> (x, y) gives two rows of A h = b:
  //   u h0 + v h1 + h2 - u x h6 - v x h7 = x
  //   u h3 + v h4 + h5 - u y h6 - v y h7 = y
  double a[8][9] = {};
  for (int i = 0; i < 4; ++i) {
    const double u = kSquare[i].x, v = kSquare[i].y, x = quad[std::size_t(i)].x, y = quad[std::size_t(i)].y;
    double* r = a[2 * i];
    r[0] = u, r[1] = v, r[2] = 1, r[6] = -u * x, r[7] = -v * x, r[8] = x;
    r = a[2 * i + 1];
    r[3] = u, r[4] = v, r[5] = 1, r[6] = -u * y, r[7] = -v * y, r[8] = y;
  }
  // Gaussian elimination with partial pivoting; a pivot near zero is a
  // degenerate quad (its scale: the quad's own coordinates).
  double scale = 1;
  for (const Point& p : quad) scale = std::max({scale, std::fabs(p.x), std::fabs(p.y)});
  for (int c = 0; c < 8; ++c) {
    int best = c;
    for (int r = c + 1; r < 8; ++r)
      if (std::fabs(a[r][c]) > std::fabs(a[best][c])) best = r;
    if (std::fabs(a[best][c]) < 1e-9 * scale) return std::nullopt;
    if (best != c)
      for (int k = 0; k < 9; ++k) std::swap(a[c][k], a[best][k]);
    for (int r = 0; r < 8; ++r) {
      if (r == c || a[r][c] == 0) continue;
      const double f = a[r][c] / a[c][c];
      for (int k = c; k < 9; ++k) a[r][k] -= f * a[c][k];
    }
  }
  Homography m;
  for (int i = 0; i < 8; ++i) m.h[std::size_t(i)] = a[i][8] / a[i][i];
  // A fold (the quad's corners out of order) sends part of the square to
  // infinity: the denominator must keep one sign over the square.
  for (const Point& s : kSquare)
    if (m.h[6] * s.x + m.h[7] * s.y + 1.0 <= 1e-9) return std::nullopt;
  return m;
}

}  // namespace tl::vision
