// homography.hpp: the perspective map of a flat board seen by a camera. A
// plane seen at an angle is a projective transform of it (Hartley and
// Zisserman, Multiple View Geometry, 2nd ed., section 4.1: four point
// correspondences, no three collinear, fix the eight unknowns). Solved here
// in doubles by our own Gaussian elimination: no vision library.
#pragma once

#include <array>
#include <optional>

namespace tl::vision {

struct Point {
  double x = 0, y = 0;
};

// x' = (h0 x + h1 y + h2) / (h6 x + h7 y + 1), y' likewise with h3 h4 h5.
struct Homography {
  std::array<double, 8> h{};
  Point apply(Point p) const;
};

// The map taking the unit square's corners (0,0), (1,0), (1,1), (0,1) to
// `quad` in that order; none when three of the four lie on a line.
std::optional<Homography> square_to_quad(const std::array<Point, 4>& quad);

}  // namespace tl::vision
