// board_photo.hpp: photographs of boards, made by the tests (seeded,
// deterministic), with the truth beside each: a handheld's lamps in a dark
// case on a lighter table, turned up to 30 degrees and seen at an angle
// (one edge up to 25% shorter), under uneven light (0.75 to 1.1 across the
// picture), with a glare spot and noise. The look the reader is built for
// so far (board_reader.hpp says what it does not read yet).
#pragma once

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

#include "core/vision/board_reader.hpp"
#include "sanitized.hpp"

namespace tl::vision::test {

// Under AddressSanitizer each photograph costs several times as much: the
// corpus tests read fewer there (sanitized.hpp).
using ::tl::test::kSanitized;
using ::tl::test::natively_or;

struct Photo {
  Image image;
  std::array<Point, 4> corners{};  // the board's, top left first, clockwise
  int rows = 0, cols = 0;
  std::vector<int> truth;  // 0 unlit, 1 lit, row by row
};

// SplitMix64: a small seeded generator, the same on every machine.
struct Draw {
  uint64_t s;
  uint64_t next() {
    uint64_t z = (s += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  double uniform(double lo, double hi) { return lo + (hi - lo) * double(next() >> 11) / double(uint64_t(1) << 53); }
};

// The 3x3 inverse of a homography's matrix (h8 = 1), as a map from the
// picture back to the board's unit square.
inline Point unmap(const Homography& m, Point p) {
  const double a = m.h[0], b = m.h[1], c = m.h[2], d = m.h[3], e = m.h[4], f = m.h[5], g = m.h[6], h = m.h[7], i = 1.0;
  const double A = e * i - f * h, B = c * h - b * i, C = b * f - c * e;
  const double D = f * g - d * i, E = a * i - c * g, F = c * d - a * f;
  const double G = d * h - e * g, H = b * g - a * h, I = a * e - b * d;
  const double w = G * p.x + H * p.y + I;
  return {(A * p.x + B * p.y + C) / w, (D * p.x + E * p.y + F) / w};
}

// The pose of a board's grid in a picture: a rectangle of its proportions,
// `lo`..`hi` of the picture's height on its longer side, moved up to
// `jitter` pixels across (25 up and down), turned up to 30 degrees, then
// one edge shortened by up to 25% (the angle it is seen at); the corners,
// top left first, clockwise.
inline std::array<Point, 4> posed_grid(Draw& r, int rows, int cols, int width, int height, double lo, double hi, double jitter) {
  const double kPi = 3.14159265358979;
  const double turn = r.uniform(-30, 30) * kPi / 180;
  const double side = r.uniform(lo, hi) * height;
  const double bw = cols >= rows ? side : side * cols / rows, bh = rows >= cols ? side : side * rows / cols;
  const double cx = width / 2.0 + r.uniform(-jitter, jitter), cy = height / 2.0 + r.uniform(-25, 25);
  std::array<Point, 4> local = {Point{-bw / 2, -bh / 2}, Point{bw / 2, -bh / 2}, Point{bw / 2, bh / 2}, Point{-bw / 2, bh / 2}};
  const int far = int(r.next() % 4);  // the edge further from the camera
  const double shrink = r.uniform(0, 0.25);
  const Point a = local[std::size_t(far)], b = local[std::size_t((far + 1) % 4)];
  const Point mid{(a.x + b.x) / 2, (a.y + b.y) / 2};
  local[std::size_t(far)] = {mid.x + (a.x - mid.x) * (1 - shrink), mid.y + (a.y - mid.y) * (1 - shrink)};
  local[std::size_t((far + 1) % 4)] = {mid.x + (b.x - mid.x) * (1 - shrink), mid.y + (b.y - mid.y) * (1 - shrink)};
  std::array<Point, 4> out{};
  for (std::size_t k = 0; k < 4; ++k)
    out[k] = {cx + local[k].x * std::cos(turn) - local[k].y * std::sin(turn),
              cy + local[k].x * std::sin(turn) + local[k].y * std::cos(turn)};
  return out;
}

inline Photo photograph(int rows, int cols, uint64_t seed, int width = 480, int height = 360) {
  Draw r{seed * 0x2545F4914F6CDD1Dull + 1};
  Photo ph;
  ph.rows = rows;
  ph.cols = cols;
  for (int i = 0; i < rows * cols; ++i) ph.truth.push_back(int(r.next() & 1));
  // The pose: a rectangle of the board's proportions, turned, then one edge shortened (the angle).
  ph.corners = posed_grid(r, rows, cols, width, height, 0.55, 0.72, 40);
  const Homography m = *square_to_quad(ph.corners);
  // The light: a gradient across the picture; a glare spot; the table's colour.
  const double lx = r.uniform(-1, 1), ly = r.uniform(-1, 1), norm = std::hypot(lx, ly) + 1e-9;
  const double gx = r.uniform(0, width), gy = r.uniform(0, height), glare = r.uniform(0, 80), spread = r.uniform(15, 40);
  const double table[3] = {r.uniform(150, 215), r.uniform(150, 215), r.uniform(140, 205)};
  ph.image.width = width;
  ph.image.height = height;
  ph.image.rgba.resize(std::size_t(width) * std::size_t(height) * 4);
  for (int y = 0; y < height; ++y)
    for (int x = 0; x < width; ++x) {
      double col[3] = {table[0], table[1], table[2]};
      const Point u = unmap(m, {x + 0.5, y + 0.5});
      if (u.x >= 0 && u.x < 1 && u.y >= 0 && u.y < 1) {
        const int c = std::min(cols - 1, int(u.x * cols)), rr = std::min(rows - 1, int(u.y * rows));
        const double fx = u.x * cols - c - 0.5, fy = u.y * rows - rr - 0.5;
        const bool lamp = fx * fx + fy * fy < 0.33 * 0.33;
        const bool lit = ph.truth[std::size_t(rr * cols + c)] != 0;
        const double kCase[3] = {36, 36, 44}, kLit[3] = {255, 190, 60}, kUnlit[3] = {78, 78, 90};
        for (int k = 0; k < 3; ++k) col[k] = lamp ? (lit ? kLit[k] : kUnlit[k]) : kCase[k];
      }
      const double light = 0.925 + 0.175 * ((x - width / 2.0) * lx + (y - height / 2.0) * ly) / (norm * width / 2.0);
      const double spot = glare * std::exp(-((x - gx) * (x - gx) + (y - gy) * (y - gy)) / (2 * spread * spread));
      uint8_t* p = &ph.image.rgba[(std::size_t(y) * std::size_t(width) + std::size_t(x)) * 4];
      for (int k = 0; k < 3; ++k) p[k] = uint8_t(std::clamp(col[k] * light + spot + r.uniform(-10, 10), 0.0, 255.0));
      p[3] = 255;
    }
  return ph;
}

// Figures over photographs read: boards and cells right, wrong boards whose
// wrong cells were all flagged (confidence under 0.5), photos not read.
struct ReadTally {
  int photos = 0, right = 0, cells = 0, cells_right = 0, wrong_flagged = 0, unread = 0;
  int right_doubted = 0;  // right boards with a cell under half confidence (the player is asked to look)
  void add(const test::Photo& ph, const Result<BoardRead>& read) {
    ++photos;
    cells += int(ph.truth.size());
    if (!read) {
      ++unread;
      return;
    }
    int wrong = 0;
    bool flagged = true;
    for (std::size_t i = 0; i < ph.truth.size() && i < read->cells.size(); ++i) {
      const bool ok = read->cells[i] == ph.truth[i];
      cells_right += ok;
      if (!ok) {
        ++wrong;
        flagged = flagged && read->confidence[i] < 0.5;
      }
    }
    right += wrong == 0;
    wrong_flagged += wrong > 0 && flagged;
    right_doubted +=
        wrong == 0 && std::any_of(read->confidence.begin(), read->confidence.end(), [](double c) { return c < 0.5; });
  }
  std::string line() const {
    char b[200];
    std::snprintf(b, sizeof b,
                  "%3d photos: %3d right (%5.1f%%), cells %5.2f%%, wrong flagged %d of %d, right doubted %d, unread %d", photos,
                  right, 100.0 * right / std::max(1, photos), 100.0 * cells_right / std::max(1, cells), wrong_flagged,
                  photos - right - unread, right_doubted, unread);
    return b;
  }
};

}  // namespace tl::vision::test
