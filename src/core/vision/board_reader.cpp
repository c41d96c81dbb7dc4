// board_reader.cpp: where the board is, and what each cell shows
// (board_reader.hpp).
//
// [SECTION] The picture's pixels
// [SECTION] Finding the board
// [SECTION] Reading the cells
#include "core/vision/board_reader.hpp"

#include <algorithm>
#include <cmath>
#include <iterator>
#include <string>

namespace tl::vision {

//-----------------------------------------------------------------------------
// [SECTION] The picture's pixels
//-----------------------------------------------------------------------------

namespace {

// The pixel at (x, y), clamped to the picture: its RGBA bytes.
const uint8_t* pixel(const Image& im, int x, int y) {
  x = std::clamp(x, 0, im.width - 1);
  y = std::clamp(y, 0, im.height - 1);
  return &im.rgba[(std::size_t(y) * std::size_t(im.width) + std::size_t(x)) * 4];
}

// Rec. 601 luma's weights, and luma, 0..255.
constexpr std::array<double, 3> kLuma = {0.299, 0.587, 0.114};

double luma(const Image& im, int x, int y) {
  const uint8_t* p = pixel(im, x, y);
  return kLuma[0] * p[0] + kLuma[1] * p[1] + kLuma[2] * p[2];
}

using Rgb = std::array<double, 3>;

double luma(const Rgb& c) { return kLuma[0] * c[0] + kLuma[1] * c[1] + kLuma[2] * c[2]; }

Rgb colour(const Image& im, int x, int y) {
  const uint8_t* p = pixel(im, x, y);
  return {double(p[0]), double(p[1]), double(p[2])};
}

// How far apart two colours are (the RGB cube's distance).
template <class A, class B>
double colour_distance(const A& a, const B& b) {
  return std::hypot(double(a[0]) - double(b[0]), double(a[1]) - double(b[1]), double(a[2]) - double(b[2]));
}

// Sample i's four neighbours on a w x h grid of samples, -1 past its edge.
std::array<int, 4> neighbours(int i, int w, int h) {
  const int x = i % w, y = i / w;
  return {x > 0 ? i - 1 : -1, x + 1 < w ? i + 1 : -1, y > 0 ? i - w : -1, y + 1 < h ? i + w : -1};
}

// A region's extreme points along the diagonals (top left: least x + y; top
// right: most x - y; ...), which are its corners while it is turned less
// than 45 degrees.
struct DiagonalExtremes {
  double tl = 1e18, tr = -1e18, br = -1e18, bl = 1e18;
  std::array<Point, 4> corners{};
  void add(double x, double y) {
    if (x + y < tl) tl = x + y, corners[0] = {x, y};
    if (x - y > tr) tr = x - y, corners[1] = {x, y};
    if (x + y > br) br = x + y, corners[2] = {x, y};
    if (x - y < bl) bl = x - y, corners[3] = {x, y};
  }
};

// Otsu's threshold (Otsu 1979, "A threshold selection method from gray-level
// histograms"): the split of a 256-bin histogram that best separates its two
// classes.
int otsu(const std::array<int64_t, 256>& hist) {
  int64_t total = 0;
  double sum = 0;
  for (int i = 0; i < 256; ++i) total += hist[std::size_t(i)], sum += double(i) * double(hist[std::size_t(i)]);
  double below_sum = 0, best = -1;
  int64_t below = 0;
  int split = 128;
  for (int t = 0; t < 256; ++t) {
    below += hist[std::size_t(t)];
    below_sum += double(t) * double(hist[std::size_t(t)]);
    const int64_t above = total - below;
    if (below == 0 || above == 0) continue;
    const double m0 = below_sum / double(below), m1 = (sum - below_sum) / double(above);
    const double between = double(below) * double(above) * (m0 - m1) * (m0 - m1);
    if (between > best) best = between, split = t;
  }
  return split;
}

// The largest connected region of the samples `in` marks on a w x h grid
// (4-connected, or 8 where `eight`): its samples' ids (the region of
// sample i is region[i], -1 for none), the largest's id and its size; id
// -1 where no sample is marked.
struct Regions {
  std::vector<int> region;
  int largest = -1;
  std::size_t size = 0;
};

Regions largest_region(const std::vector<uint8_t>& in, int w, int h, bool eight) {
  Regions out{std::vector<int>(in.size(), -1), -1, 0};
  std::vector<int> stack;
  for (std::size_t start = 0; start < in.size(); ++start) {
    if (out.region[start] >= 0 || !in[start]) continue;
    std::size_t size = 0;
    stack.assign(1, int(start));
    out.region[start] = int(start);
    while (!stack.empty()) {
      const int i = stack.back();
      stack.pop_back();
      ++size;
      const int x = i % w, y = i / w;
      for (int dy = -1; dy <= 1; ++dy)
        for (int dx = -1; dx <= 1; ++dx) {
          const int nx = x + dx, ny = y + dy;
          if ((dx == 0 && dy == 0) || (!eight && dx != 0 && dy != 0)) continue;  // itself; a diagonal unless eight
          if (nx < 0 || ny < 0 || nx >= w || ny >= h) continue;
          const std::size_t n = std::size_t(ny) * std::size_t(w) + std::size_t(nx);
          if (out.region[n] >= 0 || !in[n]) continue;
          out.region[n] = int(start);
          stack.push_back(int(n));
        }
    }
    if (size > out.size) out.size = size, out.largest = int(start);
  }
  return out;
}

// The largest region's corners (DiagonalExtremes) in the picture's pixels:
// sample (x, y) of a w-wide grid, `step` pixels apart, its origin at
// sample (bx, by), stands for the middle of its step x step block.
std::array<Point, 4> largest_corners(const Regions& found, int w, int step, int bx = 0, int by = 0) {
  DiagonalExtremes c;
  for (std::size_t i = 0; i < found.region.size(); ++i)
    if (found.region[i] == found.largest) c.add((bx + int(i) % w + 0.5) * step, (by + int(i) / w + 0.5) * step);
  return c.corners;
}

//-----------------------------------------------------------------------------
// [SECTION] Finding the board
//-----------------------------------------------------------------------------

// The board's corners: on a grid of samples (about 400 a side), the pixels
// on the board's side of Otsu's threshold (the side the picture's border is
// not on), their largest 4-connected region, and its extreme points along
// the diagonals (top left: least x + y; top right: most x - y; ...), which
// are its corners while it is turned less than 45 degrees.
std::optional<std::array<Point, 4>> find_corners(const Image& im) {
  const int step = std::max(1, std::max(im.width, im.height) / 400);
  const int w = (im.width + step - 1) / step, h = (im.height + step - 1) / step;
  std::vector<uint8_t> level(std::size_t(w) * std::size_t(h));
  std::array<int64_t, 256> hist{};
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      const uint8_t v = uint8_t(std::clamp(luma(im, x * step, y * step), 0.0, 255.0));
      level[std::size_t(y) * std::size_t(w) + std::size_t(x)] = v;
      ++hist[v];
    }
  const int t = otsu(hist);
  // The border's side of the threshold is the background's.
  int64_t border_above = 0, border = 0;
  for (int x = 0; x < w; ++x)
    border_above += (level[std::size_t(x)] > t) + (level[std::size_t(h - 1) * std::size_t(w) + std::size_t(x)] > t), border += 2;
  for (int y = 0; y < h; ++y)
    border_above +=
        (level[std::size_t(y) * std::size_t(w)] > t) + (level[std::size_t(y) * std::size_t(w) + std::size_t(w - 1)] > t),
        border += 2;
  const bool board_dark = 2 * border_above > border;
  std::vector<uint8_t> on_board(level.size());
  for (std::size_t i = 0; i < level.size(); ++i) on_board[i] = (level[i] <= t) == board_dark;
  const Regions found = largest_region(on_board, w, h, false);
  // A board is more than a speck: a hundredth of the picture at least.
  if (found.largest < 0 || found.size * 100 < level.size()) return std::nullopt;
  return largest_corners(found, w, step);
}

// The object among clutter: on a grid of block means (about 200 a side),
// regions of one colour (4-connected, each sample within kSameColour of its
// region's mean so far). The board's object (a case, a panel, a sheet, a
// bezel) is such a region with holes in it (its cells, or its grid), whose
// outline filled is a quadrilateral: of the regions that are not the
// background (touching the picture's border little), that fill a hundredth
// of the picture and have holes, the largest whose filled outline fills the
// quadrilateral of its extreme points. Nullopt where none is.
std::optional<std::array<Point, 4>> find_object(const Image& im) {
  const int step = std::max(1, std::max(im.width, im.height) / 200);
  const int w = im.width / step, h = im.height / step;
  if (w < 8 || h < 8) return std::nullopt;
  std::vector<std::array<float, 3>> blocks(std::size_t(w) * std::size_t(h));  // each block's mean colour
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      std::array<float, 3> sum{};
      for (int dy = 0; dy < step; ++dy)
        for (int dx = 0; dx < step; ++dx) {
          const uint8_t* p = pixel(im, x * step + dx, y * step + dy);
          for (std::size_t k = 0; k < 3; ++k) sum[k] += float(p[k]);
        }
      for (std::size_t k = 0; k < 3; ++k) sum[k] /= float(step * step);
      blocks[std::size_t(y) * std::size_t(w) + std::size_t(x)] = sum;
    }
  constexpr float kSameColour = 80, kStep = 14;
  std::vector<int> region(blocks.size(), -1);
  std::vector<int> stack, members;
  std::optional<std::array<Point, 4>> best;
  double best_area = 0;
  std::vector<uint8_t> mask;
  for (std::size_t start = 0; start < blocks.size(); ++start) {
    if (region[start] >= 0) continue;
    const int id = int(start);
    std::array<double, 3> mean = {blocks[start][0], blocks[start][1], blocks[start][2]};
    members.assign(1, int(start));
    stack.assign(1, int(start));
    region[start] = id;
    int border = 0, x0 = w, x1 = -1, y0 = h, y1 = -1;
    while (!stack.empty()) {
      const int i = stack.back();
      stack.pop_back();
      const int x = i % w, y = i / w;
      border += x == 0 || y == 0 || x == w - 1 || y == h - 1;
      x0 = std::min(x0, x), x1 = std::max(x1, x), y0 = std::min(y0, y), y1 = std::max(y1, y);
      for (int n : neighbours(i, w, h)) {
        if (n < 0 || region[std::size_t(n)] >= 0) continue;
        const std::array<float, 3>& c = blocks[std::size_t(n)];
        if (colour_distance(c, blocks[std::size_t(i)]) > kStep || colour_distance(c, mean) > kSameColour) continue;
        region[std::size_t(n)] = id;
        members.push_back(n);
        const double count = double(members.size());
        for (std::size_t k = 0; k < 3; ++k) mean[k] += (c[k] - mean[k]) / count;
        stack.push_back(n);
      }
    }
    if (members.size() * 100 < blocks.size() || border * 10 > 2 * (w + h)) continue;  // a speck, or the background
    // The outline filled: what the outside (flooded from the box's edge) does not reach.
    const int bw = x1 - x0 + 3, bh = y1 - y0 + 3;       // the box and a margin of one
    mask.assign(std::size_t(bw) * std::size_t(bh), 0);  // 1: the region, 2: outside
    for (int i : members) mask[std::size_t(i / w - y0 + 1) * std::size_t(bw) + std::size_t(i % w - x0 + 1)] = 1;
    stack.assign(1, 0);
    mask[0] = 2;
    while (!stack.empty()) {
      const int i = stack.back();
      stack.pop_back();
      for (int n : neighbours(i, bw, bh))
        if (n >= 0 && mask[std::size_t(n)] == 0) mask[std::size_t(n)] = 2, stack.push_back(n);
    }
    double filled = 0;
    DiagonalExtremes extremes;
    for (int y = 0; y < bh; ++y)
      for (int x = 0; x < bw; ++x) {
        if (mask[std::size_t(y) * std::size_t(bw) + std::size_t(x)] == 2) continue;
        ++filled;
        extremes.add((x + x0 - 1 + 0.5) * step, (y + y0 - 1 + 0.5) * step);
      }
    const std::array<Point, 4>& c = extremes.corners;
    const double holes = 1 - double(members.size()) / filled;
    double quad = 0;  // the shoelace area of the extreme points, in samples
    for (std::size_t k = 0; k < 4; ++k) quad += c[k].x * c[(k + 1) % 4].y - c[(k + 1) % 4].x * c[k].y;
    quad = std::fabs(quad) / 2 / (double(step) * step);
    if (holes < 0.02 || filled < 0.85 * quad || filled > 1.15 * quad) continue;
    if (filled > best_area) best_area = filled, best = c;
  }
  return best;
}

// A ruled grid inside an object (a sheet of paper): the pixels inside the
// object's quad darker than Otsu's threshold of its own pixels, their
// largest 8-connected region (the ruled lines meet, and the marks touch
// them), and its extreme points along the diagonals: the grid's outer
// corners, where the object's are not (a sheet the picture cuts). At about
// 640 samples a side.
std::optional<std::array<Point, 4>> find_lines(const Image& im, const std::array<Point, 4>& quad) {
  const int step = std::max(1, std::max(im.width, im.height) / 640);
  double x0 = 1e18, y0 = 1e18, x1 = -1e18, y1 = -1e18;
  for (const Point& p : quad) x0 = std::min(x0, p.x), y0 = std::min(y0, p.y), x1 = std::max(x1, p.x), y1 = std::max(y1, p.y);
  const int bx = std::max(0, int(x0) / step), by = std::max(0, int(y0) / step);
  const int w = std::min(im.width / step, int(x1) / step + 1) - bx, h = std::min(im.height / step, int(y1) / step + 1) - by;
  if (w < 8 || h < 8) return std::nullopt;
  // Inside the quad: on the same side of its four edges.
  const auto inside = [&](double x, double y) {
    int pos = 0, neg = 0;
    for (std::size_t k = 0; k < 4; ++k) {
      const Point a = quad[k], b = quad[(k + 1) % 4];
      const double cross = (b.x - a.x) * (y - a.y) - (b.y - a.y) * (x - a.x);
      pos += cross > 0, neg += cross < 0;
    }
    return pos == 0 || neg == 0;
  };
  std::vector<int16_t> level(std::size_t(w) * std::size_t(h), -1);  // -1: outside the quad
  std::array<int64_t, 256> hist{};
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      const int px = (bx + x) * step, py = (by + y) * step;
      if (!inside(px + 0.5, py + 0.5)) continue;
      const auto v = uint8_t(std::clamp(luma(im, px, py), 0.0, 255.0));
      level[std::size_t(y) * std::size_t(w) + std::size_t(x)] = v;
      ++hist[v];
    }
  const int t = otsu(hist);
  std::vector<uint8_t> dark(level.size());
  for (std::size_t k = 0; k < level.size(); ++k) dark[k] = level[k] >= 0 && level[k] <= t;
  const Regions found = largest_region(dark, w, h, true);
  if (found.largest < 0) return std::nullopt;
  return largest_corners(found, w, step, bx, by);
}

// Ink anywhere: a ruled grid whose sheet the finders above miss (a sheet
// the picture's edges cut reads as the background). At about 640 samples a
// side, the samples darker than their neighbourhood's mean (a window of
// 13 x 13 samples) by kInk: thin dark strokes, not dark areas (a dark
// object is only darker than its neighbourhood along its edge). Their
// largest 8-connected region (the ruled lines meet, and the marks touch
// them), and its extreme points along the diagonals.
std::optional<std::array<Point, 4>> find_ink(const Image& im) {
  const int step = std::max(1, std::max(im.width, im.height) / 640);
  const int w = im.width / step, h = im.height / step;
  if (w < 16 || h < 16) return std::nullopt;
  const auto index = [](int x, int y, int width) { return std::size_t(y) * std::size_t(width) + std::size_t(x); };
  std::vector<float> level(std::size_t(w) * std::size_t(h));
  std::vector<double> sum(std::size_t(w + 1) * std::size_t(h + 1), 0.0);  // luma's integral image: sum[y][x] over [0, x) x [0, y)
  for (int y = 0; y < h; ++y) {
    double row = 0;
    for (int x = 0; x < w; ++x) {
      const double v = luma(im, x * step, y * step);
      level[index(x, y, w)] = float(v);
      row += v;
      sum[index(x + 1, y + 1, w + 1)] = sum[index(x + 1, y, w + 1)] + row;
    }
  }
  // 25 levels, a window of 13: on the tuning seeds 299 boards right (15: 298, 35: 296).
  constexpr int kRadius = 6;
  constexpr double kInk = 25;
  std::vector<uint8_t> ink(level.size());
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      const int x0 = std::max(0, x - kRadius), x1 = std::min(w, x + kRadius + 1);
      const int y0 = std::max(0, y - kRadius), y1 = std::min(h, y + kRadius + 1);
      const double local =
          (sum[index(x1, y1, w + 1)] - sum[index(x1, y0, w + 1)] - sum[index(x0, y1, w + 1)] + sum[index(x0, y0, w + 1)]) /
          (double(x1 - x0) * (y1 - y0));
      ink[index(x, y, w)] = level[index(x, y, w)] < local - kInk;
    }
  const Regions found = largest_region(ink, w, h, true);
  if (found.largest < 0 || found.size * 400 < ink.size()) return std::nullopt;  // a 400th of the picture at least
  return largest_corners(found, w, step);
}

// Where along one axis of a straightened quad the cells' grid lies (0..1).
struct Extent {
  double lo = 0, hi = 1;
};

// The cells' grid inside an object found. A handheld's case, a game's
// panel, a sheet of paper and a monitor's bezel reach beyond the cells, so
// the object's corners are not the grid's. Straightened by the perspective
// map, each column's (and row's) share of samples unlike the object's body
// is a profile, and the grid's n cells go where their n middles and n + 1
// borders differ most: lamps, tiles and a page's cells are unlike the body
// at the middles (sign +1); a ruled grid's lines are unlike it at the
// borders (sign -1). A count not given is the profile's too.

// A placement of n cells along a profile: [lo, hi] (0..1) and its score.
struct Lattice {
  Extent at;
  int n = 0;
  double score = -1e18;
};

// `whole`: the grid spans the profile (a quad found as the grid's own),
// only its count is sought.
Lattice lattice_extent(const std::vector<double>& raw, int given, double sign, bool whole = false) {
  const int size = int(raw.size());
  std::vector<double> p(raw.size());
  for (int i = 0; i < size; ++i)
    p[std::size_t(i)] =
        (raw[std::size_t(std::max(0, i - 1))] + 2 * raw[std::size_t(i)] + raw[std::size_t(std::min(size - 1, i + 1))]) / 4;
  const auto at = [&](double x) {
    const double f = std::clamp(x - 0.5, 0.0, size - 1.0);
    const int i = std::min(size - 2, int(f));
    return p[std::size_t(i)] + (p[std::size_t(i + 1)] - p[std::size_t(i)]) * (f - i);
  };
  const auto score = [&](int n, int a, int b) {
    const double pitch = double(b - a) / n;
    double middles = 0, borders = 0;
    for (int k = 0; k < n; ++k) middles += at(a + (k + 0.5) * pitch);
    for (int k = 0; k <= n; ++k) borders += at(a + k * pitch);
    return sign * (middles / n - borders / (n + 1));
  };
  // Each count's best: every kCoarse-th placement, then every one near the best.
  constexpr int kCoarse = 2;
  std::array<Lattice, kMaxBoardSide + 1> best{};
  for (int n = given ? given : kMinBoardSide; n <= (given ? given : kMaxBoardSide); ++n) {
    if (whole) {
      best[std::size_t(n)] = {{0.0, double(size)}, n, score(n, 0, size)};
      continue;
    }
    const int least = std::max(2 * n, size / 5);
    int ba = 0, bb = size;
    double top = -1e18;
    for (int a = 0; a < size; a += kCoarse)
      for (int b = a + least; b <= size; b += kCoarse)
        if (const double s = score(n, a, b); s > top) top = s, ba = a, bb = b;
    for (int a = std::max(0, ba - kCoarse); a <= ba + kCoarse; ++a)
      for (int b = std::max(a + least, bb - kCoarse); b <= std::min(size, bb + kCoarse); ++b)
        if (const double s = score(n, a, b); s > top) top = s, ba = a, bb = b;
    best[std::size_t(n)] = {{double(ba), double(bb)}, n, top};
  }
  // The count: the largest scoring near the best (a third of the cells,
  // or any odd part, lands on the same middles and borders and scores as
  // well; twice the cells puts borders on middles and scores far less).
  // 0.75: on the tuning seeds it counts 268 of 312 sizes (0.7: 250, 0.85: 233).
  constexpr double kNearBest = 0.75;
  Lattice chosen;
  if (given) chosen = best[std::size_t(given)];
  else {
    double top = -1e18;
    for (const Lattice& l : best) top = std::max(top, l.score);
    for (int n = kMaxBoardSide; n >= kMinBoardSide && chosen.n == 0; --n)
      if (best[std::size_t(n)].score >= kNearBest * top) chosen = best[std::size_t(n)];
  }
  if (chosen.n == 0 || chosen.score <= 0) return {{0, 1}, chosen.n ? chosen.n : kMinBoardSide, -1e18};
  if (whole) return {{0, 1}, chosen.n, chosen.score};
  // The plateau of near-best placements (a round lamp's middle may sit
  // anywhere on it), within half a cell: its mean, so the cells land on the middles.
  const int n = chosen.n, a0 = int(chosen.at.lo), b0 = int(chosen.at.hi), half = std::max(1, (b0 - a0) / n / 2);
  double sa = 0, sb = 0, count = 0;
  for (int a = std::max(0, a0 - half); a <= a0 + half; ++a)
    for (int b = std::max(a + 2 * n, b0 - half); b <= std::min(size, b0 + half); ++b)
      if (score(n, a, b) >= chosen.score - 0.03 * std::fabs(chosen.score)) sa += a, sb += b, ++count;
  chosen.at = {sa / count / size, sb / count / size};
  return chosen;
}

// A quad straightened by the perspective map, with a margin of `margin`
// (of its own size) around it: about a sample a pixel of its longest edge,
// 160 a side at most, each sample a 3 x 3 pixels' mean (a screen's scan
// lines and the noise average out). Colours, not light: a page's yellow
// cell is as light as its grey.
struct Straightened {
  Homography map;
  double margin = 0;
  int side = 0;
  std::vector<Rgb> seen;  // side x side, row by row
  const Rgb& at(int i, int j) const { return seen[std::size_t(i) * std::size_t(side) + std::size_t(j)]; }
  // The quad's unit-square coordinate of a fraction x (0..1) across the view.
  double unit(double x) const { return -margin + (1 + 2 * margin) * x; }
};

std::optional<Straightened> straighten(const Image& im, const std::array<Point, 4>& quad, double margin) {
  const std::optional<Homography> hm = square_to_quad(quad);
  if (!hm) return std::nullopt;
  double edge = 0;
  for (std::size_t k = 0; k < 4; ++k)
    edge = std::max(edge, std::hypot(quad[(k + 1) % 4].x - quad[k].x, quad[(k + 1) % 4].y - quad[k].y));
  Straightened v{*hm, margin, std::clamp(int(edge * (1 + 2 * margin)), 32, 160), {}};
  v.seen.resize(std::size_t(v.side) * std::size_t(v.side));
  for (int i = 0; i < v.side; ++i)
    for (int j = 0; j < v.side; ++j) {
      const Point p = hm->apply({v.unit((j + 0.5) / v.side), v.unit((i + 0.5) / v.side)});
      Rgb& c = v.seen[std::size_t(i) * std::size_t(v.side) + std::size_t(j)];
      c = {0, 0, 0};
      const int x = int(std::floor(p.x)), y = int(std::floor(p.y));
      if (x >= 1 && y >= 1 && x + 1 < im.width && y + 1 < im.height) {  // inside: no clamping
        int sum[3] = {0, 0, 0};
        for (int dy = -1; dy <= 1; ++dy) {
          const uint8_t* row = &im.rgba[(std::size_t(y + dy) * std::size_t(im.width) + std::size_t(x - 1)) * 4];
          for (int dx = 0; dx < 12; dx += 4) sum[0] += row[dx], sum[1] += row[dx + 1], sum[2] += row[dx + 2];
        }
        for (std::size_t k = 0; k < 3; ++k) c[k] = sum[k] / 9.0;
        continue;
      }
      for (int dy = -1; dy <= 1; ++dy)
        for (int dx = -1; dx <= 1; ++dx) {
          const uint8_t* one = pixel(im, x + dx, y + dy);
          for (std::size_t k = 0; k < 3; ++k) c[k] += one[k] / 9.0;
        }
    }
  return v;
}

// An object's body colour, two ways: the median of its rim (a case's, a
// panel's, a bezel's), and the commonest colour of its middle 80% (bins of
// 32 levels a channel, then the mean of the samples near it): a page's grey
// inside a bezel, a sheet's paper where the picture cuts the sheet.
Rgb rim_colour(const Straightened& v) {
  std::array<std::vector<double>, 3> band;
  for (int i = 0; i < v.side; ++i)
    for (int j = 0; j < v.side; ++j)
      if (std::min({i, j, v.side - 1 - i, v.side - 1 - j}) < v.side / 32)
        for (std::size_t k = 0; k < 3; ++k) band[k].push_back(v.at(i, j)[k]);
  Rgb body{};
  for (std::size_t k = 0; k < 3; ++k) {
    std::nth_element(band[k].begin(), band[k].begin() + std::ptrdiff_t(band[k].size() / 2), band[k].end());
    body[k] = band[k][band[k].size() / 2];
  }
  return body;
}

Rgb commonest_colour(const Straightened& v) {
  const int lo = v.side / 10, hi = v.side - v.side / 10;
  std::array<int, 512> bins{};
  const auto bin = [](const Rgb& c) {
    return std::size_t(std::clamp(int(c[0]) / 32, 0, 7) * 64 + std::clamp(int(c[1]) / 32, 0, 7) * 8 +
                       std::clamp(int(c[2]) / 32, 0, 7));
  };
  for (int i = lo; i < hi; ++i)
    for (int j = lo; j < hi; ++j) ++bins[bin(v.at(i, j))];
  const int mode = int(std::max_element(bins.begin(), bins.end()) - bins.begin());
  const Rgb centre{(mode / 64 + 0.5) * 32, (mode / 8 % 8 + 0.5) * 32, (mode % 8 + 0.5) * 32};
  Rgb sum{};
  double n = 0;
  for (int i = lo; i < hi; ++i)
    for (int j = lo; j < hi; ++j)
      if (const Rgb& c = v.at(i, j); colour_distance(c, centre) < 40) {
        for (std::size_t k = 0; k < 3; ++k) sum[k] += c[k];
        ++n;
      }
  for (std::size_t k = 0; k < 3; ++k) sum[k] = n > 0 ? sum[k] / n : centre[k];
  return sum;
}

struct Placed {
  std::array<Point, 4> quad;
  int rows, cols;
};

// The grid placed in a view by its profiles: the columns' over the middle
// 80% of the rows, the rows' over the columns found, the columns' again
// over the rows found, each at its sharpest shear of up to `shears` steps.
// given_rows, given_cols: 0 where counted. `whole`: the view is the grid
// (no margin), its counts only (lattice_extent's).
Placed place_in(const Straightened& v, const Rgb& body, int given_rows, int given_cols, double sign, int shears,
                bool whole = false) {
  constexpr double kUnlike = 40;
  const int side = v.side;
  std::vector<uint8_t> unlike(v.seen.size());  // colour_distance's test, squared: this runs on every sample of every view
  for (std::size_t i = 0; i < v.seen.size(); ++i) {
    const Rgb& c = v.seen[i];
    const double dr = c[0] - body[0], dg = c[1] - body[1], db = c[2] - body[2];
    unlike[i] = dr * dr + dg * dg + db * db > kUnlike * kUnlike;
  }
  // Columns over a window of rows (rows over a window of columns), each
  // line sheared by `shear` (a column at x runs x + shear * (y - 1/2)): a
  // grid turned a little in the view (the object's perspective, where the
  // picture cuts it, is not the grid's) has its lines sharp at one shear.
  const auto profile = [&](bool columns, Extent window, double shear) {
    std::vector<double> out(std::size_t(side), 0.0);
    const int lo = int(window.lo * side), hi = std::max(lo + 1, int(window.hi * side));
    for (int j = lo; j < hi; ++j) {
      const int shift = int(std::lround(shear * (j - side / 2.0)));
      for (int i = std::max(0, -shift); i < std::min(side, side - shift); ++i)
        out[std::size_t(i)] += columns ? unlike[std::size_t(j) * side + std::size_t(i + shift)]
                                       : unlike[std::size_t(i + shift) * side + std::size_t(j)];
    }
    return out;
  };
  // The shear whose profile varies most (its lines' peaks the sharpest).
  const auto sharpest = [&](bool columns, Extent window) {
    double best = -1, chosen = 0;
    for (int step = -shears; step <= shears; ++step) {
      const double shear = 0.02 * step;
      const std::vector<double> p = profile(columns, window, shear);
      double mean = 0, var = 0;
      for (double x : p) mean += x / double(p.size());
      for (double x : p) var += (x - mean) * (x - mean);
      if (var > best * 1.0001) best = var, chosen = shear;
    }
    return chosen;
  };
  const Extent middle{0.1, 0.9};
  const double su = sharpest(true, middle);
  Lattice u = lattice_extent(profile(true, middle, su), given_cols, sign, whole);
  const double sr = sharpest(false, whole ? middle : u.at);
  const Lattice r = lattice_extent(profile(false, whole ? middle : u.at, sr), given_rows, sign, whole);
  if (!whole) u = lattice_extent(profile(true, r.at, su), u.n, sign);
  // (X, Y) sheared back: x = X + su (y - 1/2), y = Y + sr (x - 1/2).
  const auto at = [&](double X, double Y) {
    const double x = (X + su * (Y - 0.5) - su * sr * 0.5) / (1 - su * sr);
    const double y = Y + sr * (x - 0.5);
    return v.map.apply({v.unit(x), v.unit(y)});
  };
  return {{at(u.at.lo, r.at.lo), at(u.at.hi, r.at.lo), at(u.at.hi, r.at.hi), at(u.at.lo, r.at.hi)}, r.n, u.n};
}

// Placed in the object's view, then again in a view of the grid so placed
// and a margin (the object's perspective, where the picture cuts it, is
// not the grid's; the grid may reach past the first placing). Shears of
// up to 0.1 (steps of 0.02) in the object's view, 0.04 in the grid's own.
Placed place_lattice(const Image& im, const Straightened& object, const Rgb& body, int given_rows, int given_cols, double sign) {
  Placed p = place_in(object, body, given_rows, given_cols, sign, 5);
  if (const std::optional<Straightened> again = straighten(im, p.quad, 0.08)) p = place_in(*again, body, p.rows, p.cols, sign, 2);
  return p;
}

// How well a grid of rows x cols fits `quad`: where it fits, the points
// between four cells (and on the grid's edge between two) all show the same
// thing (a case, a panel, a ruled line, the page's grey) and the cells'
// middles stand apart from it; where it does not, those points land on
// lamps and marks and differ among themselves. The mean distance of the
// middles from the between-points' mean colour, less twice the
// between-points' spread.
struct GridFit {
  double apart = 0, spread = 0;
  double score() const { return apart - 2 * spread; }
  // 0..1: 1 where the between-points are all alike.
  double quality() const { return apart > 0 ? std::clamp(1 - 2 * spread / apart, 0.0, 1.0) : 0.0; }
};

GridFit grid_fit(const Image& im, const std::array<Point, 4>& quad, int rows, int cols) {
  const std::optional<Homography> hm = square_to_quad(quad);
  if (!hm) return {0, 1e18};
  const auto colour_at = [&](double u, double v) {
    const Point p = hm->apply({u, v});
    return colour(im, int(std::floor(p.x)), int(std::floor(p.y)));
  };
  std::vector<Rgb> between;
  for (int r = 0; r <= rows; ++r)
    for (int c = 0; c <= cols; ++c)
      if ((r > 0 && r < rows) || (c > 0 && c < cols)) between.push_back(colour_at(double(c) / cols, double(r) / rows));
  for (int r = 0; r <= rows; ++r)
    for (int c = 0; c < cols; ++c) between.push_back(colour_at((c + 0.5) / cols, double(r) / rows));
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c <= cols; ++c) between.push_back(colour_at(double(c) / cols, (r + 0.5) / rows));
  Rgb mean{};
  for (const Rgb& b : between)
    for (std::size_t k = 0; k < 3; ++k) mean[k] += b[k] / double(between.size());
  const auto distance = [&](const Rgb& a) { return colour_distance(a, mean); };
  double spread = 0, apart = 0;
  for (const Rgb& b : between) spread += distance(b) / double(between.size());
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) apart += distance(colour_at((c + 0.5) / cols, (r + 0.5) / rows)) / double(rows * cols);
  return {apart, spread};
}

//-----------------------------------------------------------------------------
// [SECTION] Reading the cells
//-----------------------------------------------------------------------------

// One-dimensional k-means (Lloyd's), the centres started at the values'
// quantiles and returned in increasing order.
std::vector<double> cluster(const std::vector<double>& values, int k) {
  std::vector<double> sorted = values;
  std::sort(sorted.begin(), sorted.end());
  std::vector<double> centre(static_cast<std::size_t>(k));
  for (int j = 0; j < k; ++j)
    centre[std::size_t(j)] = sorted[std::min(sorted.size() - 1, std::size_t((2 * j + 1) * sorted.size() / std::size_t(2 * k)))];
  for (int round = 0; round < 30; ++round) {
    std::vector<double> sum(static_cast<std::size_t>(k), 0.0);
    std::vector<int> n(static_cast<std::size_t>(k), 0);
    for (double v : values) {
      std::size_t j = 0;
      for (std::size_t i = 1; i < centre.size(); ++i)
        if (std::fabs(v - centre[i]) < std::fabs(v - centre[j])) j = i;
      sum[j] += v;
      ++n[j];
    }
    for (std::size_t j = 0; j < centre.size(); ++j)
      if (n[j]) centre[j] = sum[j] / n[j];
    std::sort(centre.begin(), centre.end());
  }
  return centre;
}

// How many cells the board has across one axis (`across_columns`: how many
// columns), from its picture straightened by the perspective map: the mean
// light along each of 240 lines across that axis is a profile with a lamp's
// bump in each cell and the case's dark between them. Each count n in 2..12
// is scored by its cells' middles against the borders between them (the
// lamps lit or not are all lighter than the case). A count's double puts
// borders on the true middles, its half middles on the true borders: both
// score lower; a third (or any odd part) scores as well, so ties go to the
// larger count.
int lattice_count(const Image& im, const Homography& m, bool across_columns) {
  constexpr int kLength = 240, kAcross = 48;
  std::array<double, kLength> profile{};
  for (int i = 0; i < kLength; ++i) {
    double sum = 0;
    for (int j = 0; j < kAcross; ++j) {
      const double a = (i + 0.5) / kLength, b = 0.05 + 0.9 * (j + 0.5) / kAcross;
      const Point p = m.apply(across_columns ? Point{a, b} : Point{b, a});
      sum += luma(im, int(std::floor(p.x)), int(std::floor(p.y)));
    }
    profile[std::size_t(i)] = sum / kAcross;
  }
  const auto at = [&](double u) {  // the profile near u (0..1), three samples' mean
    const int i = std::clamp(int(u * kLength), 1, kLength - 2);
    return (profile[std::size_t(i - 1)] + profile[std::size_t(i)] + profile[std::size_t(i + 1)]) / 3.0;
  };
  std::array<double, kMaxBoardSide + 1> score{};
  double best = -1e18;
  for (int n = kMinBoardSide; n <= kMaxBoardSide; ++n) {
    double middles = 0, borders = 0;
    for (int k = 0; k < n; ++k) middles += at((k + 0.5) / n);
    for (int k = 1; k < n; ++k) borders += at(double(k) / n);
    score[std::size_t(n)] = middles / n - borders / (n - 1);
    best = std::max(best, score[std::size_t(n)]);
  }
  // A divisor d of the count with n / d odd lands its middles on true
  // middles and its borders on true borders: it scores as well as the
  // count. So the largest count that scores near the best wins (a count's
  // double scores about half).
  for (int n = kMaxBoardSide; n > kMinBoardSide; --n)
    if (score[std::size_t(n)] >= 0.7 * best) return n;  // 0.7: set on seeds 1..300, never the corpus
  return kMinBoardSide;
}

}  // namespace

Result<BoardRead> read_board(const Image& im, const ReadOptions& o) {
  if (im.width < 8 || im.height < 8)
    return Error{0, "the picture is " + std::to_string(im.width) + " x " + std::to_string(im.height) +
                        " pixels; a board needs at least 8 x 8"};
  if (im.width > kMaxImageSide || im.height > kMaxImageSide || int64_t(im.width) * im.height > kMaxImagePixels)
    return Error{0, "the picture is " + std::to_string(im.width) + " x " + std::to_string(im.height) +
                        " pixels; at most 16,384 a side and 64 megapixels are read"};
  if (im.rgba.size() != std::size_t(im.width) * std::size_t(im.height) * 4)
    return Error{0, "the picture's pixels do not fill its size (4 bytes a pixel expected)"};
  const auto bad_side = [](int n) { return n != 0 && (n < kMinBoardSide || n > kMaxBoardSide); };
  if (bad_side(o.rows) || bad_side(o.cols))
    return Error{0, "the board is " + std::to_string(o.rows) + " x " + std::to_string(o.cols) +
                        "; rows and columns are read from 2 to 12"};
  if (o.states < 2 || o.states > 8) return Error{0, "lights of " + std::to_string(o.states) + " states; 2 to 8 are read"};
  BoardRead out;
  bool ruled = false;  // the grid was placed by its ruled lines
  out.rows = o.rows;
  out.cols = o.cols;
  if (o.corners) {
    out.corners = *o.corners;
  } else {
    // Candidates: the object of one colour with holes, the largest region
    // unlike the border (a board on a plain table), the dark lines inside
    // the first of those (a ruled grid on a sheet), and ink anywhere (a
    // ruled grid whose sheet the picture's edges cut), each with the grid
    // placed inside it four ways (lamps or lines; the body its rim's colour
    // or its inside's commonest; ink: lines only), the size counted there
    // where not given; a ruled grid's lines and ink reach the grid's outer
    // corners, so their quads are candidates as found too. The one the grid
    // fits best, or, among those that fit nearly as well (within kNearFit),
    // the one of the most cells: a third of the cells (any odd part) fits as
    // well, having only true middles and borders to land on (when it was
    // set, on the tuning seeds: sizes counted 193 -> 216 of 312; the same
    // from 0.5 to 0.7).
    constexpr double kNearFit = 0.6;
    struct Candidate {
      Placed placed;
      GridFit fit;
      double sign;  // placed by its cells (+1) or by its ruled lines (-1)
    };
    std::vector<Candidate> candidates;
    double best = -1e18;
    const auto add = [&](const Placed& p, double sign) {
      candidates.push_back({p, grid_fit(im, p.quad, p.rows, p.cols), sign});
      best = std::max(best, candidates.back().fit.score());
    };
    enum { kObject, kRegion, kLines, kInk };
    std::optional<std::array<Point, 4>> objects[] = {find_object(im), find_corners(im), std::nullopt, find_ink(im)};
    if (const std::optional<std::array<Point, 4>>& outer = objects[kObject] ? objects[kObject] : objects[kRegion])
      objects[kLines] = find_lines(im, *outer);
    // The finders often find one object (a handheld on a plain table; the
    // dark inside a dark case is the case; a sheet's lines and its ink):
    // placed once then.
    const auto same = [&](const std::array<Point, 4>& a, const std::array<Point, 4>& b) {
      for (std::size_t k = 0; k < 4; ++k)
        if (std::hypot(a[k].x - b[k].x, a[k].y - b[k].y) > 0.01 * std::max(im.width, im.height)) return false;
      return true;
    };
    // A body's two colours within kSameBody place the grid alike: once.
    constexpr double kSameBody = 10;
    for (std::size_t which = 0; which < std::size(objects); ++which) {
      const std::optional<std::array<Point, 4>>& object = objects[which];
      if (!object) continue;
      bool found_before = false;
      for (std::size_t k = 0; k < which; ++k) found_before = found_before || (objects[k] && same(*object, *objects[k]));
      if (found_before) continue;
      const std::optional<Straightened> view = straighten(im, *object, 0);
      if (!view) continue;
      const Rgb bodies[] = {rim_colour(*view), commonest_colour(*view)};
      const int body_count = colour_distance(bodies[0], bodies[1]) < kSameBody ? 1 : 2;
      for (double sign : {1.0, -1.0}) {
        if (which == kInk && sign > 0) continue;
        for (int b = 0; b < body_count; ++b) add(place_lattice(im, *view, bodies[b], o.rows, o.cols, sign), sign);
      }
      // As found, the count from the whole view's profiles.
      if (which == kLines || which == kInk) add(place_in(*view, bodies[1], o.rows, o.cols, -1, 0, true), -1);
    }
    const Candidate* chosen = nullptr;
    for (const Candidate& c : candidates) {
      if (c.fit.score() < (best > 0 ? kNearFit * best : best)) continue;
      const int cells = c.placed.rows * c.placed.cols, chosen_cells = chosen ? chosen->placed.rows * chosen->placed.cols : 0;
      if (cells > chosen_cells || (cells == chosen_cells && c.fit.score() > chosen->fit.score())) chosen = &c;
    }
    if (!chosen) return Error{0, "no board was found in the picture: place its four corners by hand"};
    out.grid_fit = chosen->fit.quality();
    out.corners = chosen->placed.quad;
    out.rows = chosen->placed.rows;
    out.cols = chosen->placed.cols;
    ruled = chosen->sign < 0;
  }
  const std::optional<Homography> hm = square_to_quad(out.corners);
  if (!hm) return Error{0, "the four corners do not make a board (three on a line, or out of order)"};
  // Rows or columns not given: counted from the lattice of cells.
  if (out.rows == 0) out.rows = lattice_count(im, *hm, false);
  if (out.cols == 0) out.cols = lattice_count(im, *hm, true);
  const int rows = out.rows, cols = out.cols;
  // Each cell's light: the mean colour of a 5 x 5 grid of samples over its
  // middle (the middle 40%: a lamp's, clear of the gaps between cells).
  std::vector<Rgb> seen;
  seen.reserve(std::size_t(rows) * std::size_t(cols));
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) {
      Rgb sum{};
      for (int i = 0; i < 5; ++i)
        for (int j = 0; j < 5; ++j) {
          const Point p = hm->apply({(c + 0.3 + 0.1 * j) / cols, (r + 0.3 + 0.1 * i) / rows});
          const Rgb one = colour(im, int(std::floor(p.x)), int(std::floor(p.y)));
          for (std::size_t k = 0; k < 3; ++k) sum[k] += one[k] / 25.0;
        }
      seen.push_back(sum);
    }
  // Two states: by light (Rec. 601 luma). More: along the axis the cells'
  // colours spread most (their principal component, by power iteration
  // from luma's weights, turned to point to the lighter): k states of one
  // lamp are its unlit colour mixed part of the way to its lit one, which
  // differ more in hue than in light (a red lamp's luma is little above its
  // grey's).
  Rgb axis = kLuma;
  if (o.states > 2) {
    Rgb mean{};
    for (const Rgb& c : seen)
      for (std::size_t k = 0; k < 3; ++k) mean[k] += c[k] / double(seen.size());
    std::array<Rgb, 3> cov{};
    for (const Rgb& c : seen)
      for (std::size_t a = 0; a < 3; ++a)
        for (std::size_t b = 0; b < 3; ++b) cov[a][b] += (c[a] - mean[a]) * (c[b] - mean[b]);
    for (int round = 0; round < 30; ++round) {
      Rgb next{};
      for (std::size_t a = 0; a < 3; ++a)
        for (std::size_t b = 0; b < 3; ++b) next[a] += cov[a][b] * axis[b];
      const double norm = std::hypot(next[0], next[1], next[2]);
      if (norm < 1e-9) break;
      for (std::size_t a = 0; a < 3; ++a) axis[a] = next[a] / norm;
    }
    if (luma(axis) < 0)
      for (double& a : axis) a = -a;
  }
  std::vector<double> value;
  value.reserve(seen.size());
  for (const Rgb& c : seen) value.push_back(axis[0] * c[0] + axis[1] * c[1] + axis[2] * c[2]);
  // The states by brightness: k clusters, 0 the darkest. Two states whose
  // lights differ by less than a few levels are one: the whole board is lit
  // or the whole board is dark, told apart by brightness alone.
  const std::vector<double> centre = cluster(value, o.states);
  constexpr double kLeastStep = 24.0;
  const bool one_state = centre.back() - centre.front() < kLeastStep;
  for (double v : value) {
    if (one_state) {
      out.cells.push_back(v > 128 ? o.states - 1 : 0);
      out.confidence.push_back(0.5);
      continue;
    }
    std::size_t j = 0;
    for (std::size_t i = 1; i < centre.size(); ++i)
      if (std::fabs(v - centre[i]) < std::fabs(v - centre[j])) j = i;
    // How far past the boundary with the nearest other state, over half the gap to it.
    double conf = 1.0;
    for (std::size_t i : {j - 1, j + 1}) {
      if (i >= centre.size()) continue;
      const double mid = 0.5 * (centre[i] + centre[j]), half = 0.5 * std::fabs(centre[i] - centre[j]);
      conf = std::min(conf, half > 0 ? std::fabs(v - mid) / half : 0.0);
    }
    out.cells.push_back(int(j));
    out.confidence.push_back(std::clamp(conf, 0.0, 1.0));
  }
  // The ink guessed: the board is paper, marked in ink, where its grid was
  // placed by its ruled lines, its lighter cells are near grey (at most
  // kMostChroma between their mean's largest and smallest channel: lamps,
  // tiles and a screen's cells glow in a colour when lit) and about as light
  // as the ring around the grid, a quarter of a cell out (within
  // kMostRingGap of luma: a sheet's margin is the paper the empty cells are).
  // On the tuning seeds (1000..): right in 306 of 312 (paper 73 of 78: the
  // rest placed by their cells, read as lamps); without the ruled lines,
  // 311, but grey lamps in a case on a light table read as ink.
  out.lit_is_dark = o.lit_is_dark;
  if (o.guess_ink && !o.corners) {
    constexpr double kMostChroma = 50, kMostRingGap = 60;
    const double mid = 0.5 * (centre.front() + centre.back());
    Rgb lighter{}, ring{};
    int n = 0, m = 0;
    for (std::size_t i = 0; i < seen.size(); ++i)
      if (value[i] >= mid) {
        for (std::size_t k = 0; k < 3; ++k) lighter[k] += seen[i][k];
        ++n;
      }
    for (int i = 0; i < 64; ++i) {  // 16 points a side
      const double t = (i % 16 + 0.5) / 16, out_x = 0.25 / cols, out_y = 0.25 / rows;
      const Point unit = i < 16   ? Point{t, -out_y}
                         : i < 32 ? Point{1 + out_x, t}
                         : i < 48 ? Point{t, 1 + out_y}
                                  : Point{-out_x, t};
      const Point p = hm->apply(unit);
      if (p.x < 0 || p.y < 0 || p.x >= im.width || p.y >= im.height) continue;
      const Rgb one = colour(im, int(p.x), int(p.y));
      for (std::size_t k = 0; k < 3; ++k) ring[k] += one[k];
      ++m;
    }
    if (n > 0 && m > 0) {
      for (std::size_t k = 0; k < 3; ++k) lighter[k] /= n, ring[k] /= m;
      const double chroma = std::max({lighter[0], lighter[1], lighter[2]}) - std::min({lighter[0], lighter[1], lighter[2]});
      out.lit_is_dark = chroma < kMostChroma && std::fabs(luma(ring) - luma(lighter)) < kMostRingGap && ruled;
    }
  }
  if (out.lit_is_dark)
    for (int& c : out.cells) c = o.states - 1 - c;
  // Corners found where the grid fits poorly: every cell may be wrong with
  // its light clear, so none is trusted (below half: the confirm screen
  // marks them). 0.7: on the tuning seeds it flagged 114 of 138 wrong boards
  // and 19 of 174 right ones.
  constexpr double kLeastFit = 0.7;
  if (out.grid_fit < kLeastFit)
    for (double& c : out.confidence) c = std::min(c, 0.49 * out.grid_fit / kLeastFit);
  return out;
}

}  // namespace tl::vision
