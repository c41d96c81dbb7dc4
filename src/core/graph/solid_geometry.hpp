// solid_geometry.hpp: vector arithmetic in space for the solids' drawings
// (the Platonic solids' Schlegel diagrams, graph_presets.cpp; the faces of
// solids, solid_faces.cpp).
#pragma once

#include <array>
#include <cmath>
#include <vector>

namespace tl {

using Vec3 = std::array<double, 3>;
inline double dot(const Vec3& a, const Vec3& b) { return a[0] * b[0] + a[1] * b[1] + a[2] * b[2]; }
inline Vec3 sub(const Vec3& a, const Vec3& b) { return {a[0] - b[0], a[1] - b[1], a[2] - b[2]}; }
inline Vec3 add(const Vec3& a, const Vec3& b) { return {a[0] + b[0], a[1] + b[1], a[2] + b[2]}; }
inline Vec3 scale(const Vec3& a, double s) { return {a[0] * s, a[1] * s, a[2] * s}; }
inline Vec3 cross(const Vec3& a, const Vec3& b) {
  return {a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]};
}
inline double norm(const Vec3& a) { return std::sqrt(dot(a, a)); }
inline Vec3 unit(const Vec3& a) {
  const double n = norm(a);
  return {a[0] / n, a[1] / n, a[2] / n};
}

}  // namespace tl
