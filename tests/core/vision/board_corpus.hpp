// board_corpus.hpp: the reader's corpus, photographs of boards in four looks,
// made by the tests (seeded, deterministic), with the truth beside each.
//
//   handheld  round lamps in a dark plastic case, a rim of case around them
//   game      a video game's tiles on a dark panel, the lit ones glowing
//   paper     a grid drawn on a sheet of paper, lit cells marked in ink
//             (a cross or a blot: darker than the paper, not brighter)
//   screen    our own page on a monitor: rounded cells on the page's grey,
//             inside a black bezel, with the screen's scan lines
//
// Each is photographed: turned up to 30 degrees, seen at an angle (one edge
// up to 25% shorter), lying among clutter (shapes of any colour behind it),
// under uneven light with a glare spot, blurred (a box of radius 0 to 2),
// with noise; a test that links the JPEG encoder adds JPEG at quality 50..90
// (tests/image_file/photo_corpus_test.cpp). The board's corners are the
// cells' grid, not the object's outline: the case, the panel, the sheet and
// the bezel reach beyond it, as a real one does.
//
// Lights of k states (corpus_photo's `states`) show the unlit colour mixed
// part of the way to the lit; two states draw exactly as before.
//
// FROZEN: the corpus was written before the reader was tuned on it; change
// it only to add looks, never to make the reader's figures better.
#pragma once

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <vector>

#include "board_photo.hpp"
#include "core/vision/board_reader.hpp"

namespace tl::vision::test {

enum class Look : uint8_t { Handheld, Game, Paper, Screen };
constexpr Look kLooks[] = {Look::Handheld, Look::Game, Look::Paper, Look::Screen};
inline const char* look_name(Look l) {
  switch (l) {
    case Look::Handheld: return "handheld";
    case Look::Game: return "game";
    case Look::Paper: return "paper";
    case Look::Screen: return "screen";
  }
  return "?";
}

struct CorpusPhoto {
  Photo photo;  // the picture, the grid's corners, the truth (1: lit or marked; k states: 0..k-1, k-1 the lit colour)
  Look look = Look::Handheld;
  bool lit_is_dark = false;  // paper: a marked cell is darker than an empty one
};

namespace corpus_detail {

struct Rgb {
  double r, g, b;
};
inline Rgb mix(Rgb a, Rgb b, double t) { return {a.r + (b.r - a.r) * t, a.g + (b.g - a.g) * t, a.b + (b.b - a.b) * t}; }

// What the object shows at board coordinates (u, v): the unit square is the
// cells' grid, the object reaches `rim` beyond it (in the grid's units).
struct Object {
  Look look;
  int rows, cols;
  const std::vector<int>* truth;
  int states;  // lights of k states: state s shows the unlit colour mixed s / (k - 1) of the way to the lit
  double rim;
  Rgb body, lit, unlit, ink;
  bool cross;  // paper: a cross rather than a blot

  // False outside the object (the background shows).
  bool at(double u, double v, int y, Rgb& out) const {
    if (u < -rim || u > 1 + rim || v < -rim * cols / rows || v > 1 + rim * cols / rows) return false;
    out = body;
    const bool inside = u >= 0 && u < 1 && v >= 0 && v < 1;
    const int c = std::clamp(int(u * cols), 0, cols - 1), r = std::clamp(int(v * rows), 0, rows - 1);
    const double fx = u * cols - c - 0.5, fy = v * rows - r - 0.5;  // -0.5..0.5 in the cell
    const int state = inside ? (*truth)[std::size_t(r * cols + c)] : 0;
    const bool on = state != 0;
    const Rgb shown = state == 0 ? unlit : state == states - 1 ? lit : mix(unlit, lit, double(state) / (states - 1));
    switch (look) {
      case Look::Handheld: {
        if (inside && fx * fx + fy * fy < 0.32 * 0.32) out = shown;
        break;
      }
      case Look::Game: {
        const double edge = std::max(std::abs(fx), std::abs(fy));
        if (inside && edge < 0.4) out = shown;
        else if (inside && on && edge < 0.5) out = mix(body, shown, 0.55 * (0.5 - edge) / 0.1);  // the glow
        break;
      }
      case Look::Paper: {
        // Ruled lines on the cells' edges (the outer ones just outside the grid), marks in the lit cells.
        const double line = 0.03, lu = line / cols, lv = line / rows;
        const bool near_grid = u >= -lu && u <= 1 + lu && v >= -lv && v <= 1 + lv;
        if (near_grid && (std::abs(fx) > 0.5 - line || std::abs(fy) > 0.5 - line)) out = ink;
        if (on) {
          const bool mark =
              cross ? (std::abs(std::abs(fx) - std::abs(fy)) < 0.07 && std::abs(fx) < 0.33) : (fx * fx + fy * fy < 0.3 * 0.3);
          if (mark) out = ink;
        }
        break;
      }
      case Look::Screen: {
        const double screen = 0.12;  // the page's grey around the cells, inside the bezel
        if (u >= -screen && u <= 1 + screen && v >= -screen && v <= 1 + screen) out = {221, 224, 232};
        const double ex = std::max(0.0, std::abs(fx) - 0.33), ey = std::max(0.0, std::abs(fy) - 0.33);
        if (inside && ex * ex + ey * ey < 0.1 * 0.1) out = shown;
        if (y % 3 == 0) out = {out.r * 0.9, out.g * 0.9, out.b * 0.9};  // scan lines
        break;
      }
    }
    return true;
  }
};

struct Shape {
  bool ellipse;
  double x, y, w, h;
  Rgb colour;
};

}  // namespace corpus_detail

// states: lights of k states (2..8; paper's marks are of two only).
inline CorpusPhoto corpus_photo(Look look, int rows, int cols, uint64_t seed, int width = 640, int height = 480, int states = 2) {
  using namespace corpus_detail;
  Draw r{seed * 0x9E3779B97F4A7C15ull + uint64_t(look) * 7919 + 11};
  CorpusPhoto out;
  out.look = look;
  out.lit_is_dark = look == Look::Paper;
  Photo& ph = out.photo;
  ph.rows = rows;
  ph.cols = cols;
  for (int i = 0; i < rows * cols; ++i) ph.truth.push_back(int(r.next() % uint64_t(states)));  // & 1 where two
  Object obj{look, rows, cols, &ph.truth, states, 0, {}, {}, {}, {}, false};
  switch (look) {
    case Look::Handheld:
      obj.rim = r.uniform(0.04, 0.12);
      obj.body = {r.uniform(25, 55), r.uniform(25, 55), r.uniform(30, 65)};
      obj.lit = r.next() & 1 ? Rgb{255, 190, 60} : Rgb{255, 80, 60};
      obj.unlit = {r.uniform(65, 90), r.uniform(65, 90), r.uniform(70, 100)};
      break;
    case Look::Game:
      obj.rim = r.uniform(0.02, 0.08);
      obj.body = {r.uniform(10, 25), r.uniform(15, 30), r.uniform(35, 60)};
      obj.lit = r.next() & 1 ? Rgb{255, 235, 130} : Rgb{120, 240, 255};
      obj.unlit = {r.uniform(35, 55), r.uniform(55, 75), r.uniform(100, 130)};
      break;
    case Look::Paper:
      obj.rim = r.uniform(0.15, 0.4);
      obj.body = {r.uniform(225, 245), r.uniform(222, 240), r.uniform(205, 230)};
      obj.ink = r.next() & 1 ? Rgb{30, 40, 120} : Rgb{35, 35, 40};
      obj.cross = r.next() & 1;
      break;
    case Look::Screen:
      obj.rim = r.uniform(0.2, 0.3);
      obj.body = {18, 18, 22};
      obj.lit = {252, 226, 40};
      obj.unlit = {70, 80, 100};
      break;
  }
  ph.corners = posed_grid(r, rows, cols, width, height, 0.5, 0.66, 35);
  const Homography m = *square_to_quad(ph.corners);
  // The background: a table's colour, and clutter on it.
  const Rgb table{r.uniform(90, 200), r.uniform(80, 190), r.uniform(60, 180)};
  std::vector<Shape> clutter;
  const int pieces = 5 + int(r.next() % 10);
  for (int i = 0; i < pieces; ++i)
    clutter.push_back({bool(r.next() & 1), r.uniform(0, width), r.uniform(0, height), r.uniform(20, 160), r.uniform(20, 120),
                       Rgb{r.uniform(0, 255), r.uniform(0, 255), r.uniform(0, 255)}});
  // The light, the glare, the blur and the noise.
  const double lx = r.uniform(-1, 1), ly = r.uniform(-1, 1), norm = std::hypot(lx, ly) + 1e-9;
  const double gx = r.uniform(0, width), gy = r.uniform(0, height), glare = r.uniform(0, 80), spread = r.uniform(15, 40);
  const int blur = int(r.next() % 3);
  const double noise = r.uniform(3, 12);
  std::vector<double> plane(std::size_t(width) * std::size_t(height) * 3);
  for (int y = 0; y < height; ++y)
    for (int x = 0; x < width; ++x) {
      Rgb col = table;
      for (const Shape& s : clutter) {
        const double dx = (x - s.x) / s.w, dy = (y - s.y) / s.h;
        if (s.ellipse ? dx * dx + dy * dy < 0.25 : std::abs(dx) < 0.5 && std::abs(dy) < 0.5) col = s.colour;
      }
      const Point u = unmap(m, {x + 0.5, y + 0.5});
      Rgb seen{};
      if (obj.at(u.x, u.y, y, seen)) col = seen;
      const double light = 0.925 + 0.175 * ((x - width / 2.0) * lx + (y - height / 2.0) * ly) / (norm * width / 2.0);
      const double spot = glare * std::exp(-((x - gx) * (x - gx) + (y - gy) * (y - gy)) / (2 * spread * spread));
      double* p = &plane[(std::size_t(y) * std::size_t(width) + std::size_t(x)) * 3];
      p[0] = col.r * light + spot;
      p[1] = col.g * light + spot;
      p[2] = col.b * light + spot;
    }
  // A box blur of radius `blur`, rows then columns.
  for (int pass = 0; pass < 2 && blur > 0; ++pass) {
    std::vector<double> next(plane.size());
    for (int y = 0; y < height; ++y)
      for (int x = 0; x < width; ++x)
        for (int k = 0; k < 3; ++k) {
          double sum = 0;
          int n = 0;
          for (int d = -blur; d <= blur; ++d) {
            const int xx = pass == 0 ? x + d : x, yy = pass == 0 ? y : y + d;
            if (xx < 0 || yy < 0 || xx >= width || yy >= height) continue;
            sum += plane[(std::size_t(yy) * std::size_t(width) + std::size_t(xx)) * 3 + std::size_t(k)];
            ++n;
          }
          next[(std::size_t(y) * std::size_t(width) + std::size_t(x)) * 3 + std::size_t(k)] = sum / n;
        }
    plane.swap(next);
  }
  ph.image.width = width;
  ph.image.height = height;
  ph.image.rgba.resize(std::size_t(width) * std::size_t(height) * 4);
  for (std::size_t i = 0; i < std::size_t(width) * std::size_t(height); ++i) {
    for (std::size_t k = 0; k < 3; ++k)
      ph.image.rgba[i * 4 + k] = uint8_t(std::clamp(plane[i * 3 + k] + r.uniform(-noise, noise), 0.0, 255.0));
    ph.image.rgba[i * 4 + 3] = 255;
  }
  return out;
}

// The corpus's sizes (the issue's: 3x3 to 7x7 and 4x5).
constexpr int kCorpusSizes[][2] = {{3, 3}, {4, 4}, {5, 5}, {6, 6}, {7, 7}, {4, 5}};

}  // namespace tl::vision::test
