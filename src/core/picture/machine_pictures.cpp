// machine_pictures.cpp: boards as cells of their own shapes, matrices as an
// entry a pixel (PNG) or runs of equal entries (SVG).
#include "core/picture/machine_pictures.hpp"

#include <algorithm>
#include <cmath>

#include "core/base/cell_layout.hpp"
#include "core/linear/explain/elimination.hpp"
#include "core/linear/explain/explain.hpp"

namespace tl {

const char* subject_name(PictureSubject s) {
  switch (s) {
    case PictureSubject::Board: return "board";
    case PictureSubject::A: return "A";
    case PictureSubject::AInverse: return "Ainv";
    case PictureSubject::Quiet: return "quiet";
  }
  return "board";
}

std::optional<PictureSubject> subject_named(std::string_view name) {
  for (PictureSubject s : {PictureSubject::Board, PictureSubject::A, PictureSubject::AInverse, PictureSubject::Quiet})
    if (name == subject_name(s)) return s;
  return std::nullopt;
}

const char* format_name(PictureFormat f) { return f == PictureFormat::Png ? "png" : "svg"; }

std::optional<PictureFormat> format_named(std::string_view name) {
  if (name == "png") return PictureFormat::Png;
  if (name == "svg") return PictureFormat::Svg;
  return std::nullopt;
}

namespace {

// -----------------------------------------------------------------------------
// [SECTION] Boards
// -----------------------------------------------------------------------------

// Where a board's cells go, in cell units: the machine's layout, or its grid.
struct BoardShape {
  CellLayout::Shape shape = CellLayout::Shape::Square;
  std::vector<float> x, y;  // centres
  float width = 0, height = 0;
  std::vector<std::pair<int, int>> lines;
};

BoardShape board_shape(const Machine& m) {
  BoardShape b;
  if (const CellLayout* l = m.cell_layout()) {
    b.shape = l->shape, b.x = l->x, b.y = l->y, b.width = l->width, b.height = l->height, b.lines = l->lines;
    return b;
  }
  for (int r = 0; r < m.rows(); ++r)
    for (int c = 0; c < m.cols(); ++c) b.x.push_back(float(c) + 0.5f), b.y.push_back(float(r) + 0.5f);
  b.width = float(m.cols()), b.height = float(m.rows());
  return b;
}

// Pixels a cell takes so that a board of `side` cells fits about `across` pixels.
float cell_pixels(float side, float across) { return std::clamp(std::floor(across / std::max(side, 1.0f)), 3.0f, 48.0f); }

// Draws `values` (a value a cell, 0..k-1) as the board at (x, y), `cell` pixels a cell unit.
void draw_board(Drawing& d, const BoardShape& b, const std::vector<int>& values, int k, float x, float y, float cell,
                const PicturePalette& p) {
  const float edge = cell >= 8 ? std::max(1.0f, std::round(cell / 16)) : 0;
  const float inset = cell >= 8 ? std::round(cell / 10) : 0;
  for (const auto& [i, j] : b.lines)
    d.line(x + b.x[std::size_t(i)] * cell, y + b.y[std::size_t(i)] * cell, x + b.x[std::size_t(j)] * cell,
           y + b.y[std::size_t(j)] * cell, std::max(1.0f, cell / 12), p.edge);
  for (std::size_t c = 0; c < b.x.size() && c < values.size(); ++c) {
    const float cx = x + b.x[c] * cell, cy = y + b.y[c] * cell, r = cell / 2 - inset / 2;
    const Colour fill = lerp_value(p, values[c], k);
    switch (b.shape) {
      case CellLayout::Shape::Square: d.rect(cx - r, cy - r, 2 * r, 2 * r, fill, p.edge, edge); break;
      case CellLayout::Shape::Disc: d.disc(cx, cy, r, fill, p.edge, edge); break;
      case CellLayout::Shape::Hexagon: {
        // Pointy top, r the half width across the flats (as the page draws them).
        const float R = r * 2.0f / std::sqrt(3.0f);
        std::vector<PicturePoint> corners;
        for (int i = 0; i < 6; ++i) {
          const float a = 3.14159265f / 3.0f * float(i) - 3.14159265f / 2.0f;
          corners.push_back({cx + R * std::cos(a), cy + R * std::sin(a)});
        }
        d.polygon(std::move(corners), fill, p.edge, edge);
        break;
      }
    }
    // Values past on/off carry their digit (SVG only: pixels carry no font).
    if (k > 2 && cell >= 16) {
      const int v = values[c];
      const Colour ink = 2 * v >= k - 1 ? lerp_value(p, 0, k) : lerp_value(p, k - 1, k);
      d.text(cx, cy, cell * 0.45f, ink, std::to_string(v));
    }
  }
}

Drawing board_drawing(const Machine& m, const Position& pos, const PicturePalette& p) {
  const BoardShape b = board_shape(m);
  const float cell = cell_pixels(std::max(b.width, b.height), 720);
  const float margin = std::max(4.0f, std::round(cell / 2));
  Drawing d;
  d.width = int(std::ceil(b.width * cell + 2 * margin)), d.height = int(std::ceil(b.height * cell + 2 * margin));
  d.back = p.back;
  draw_board(d, b, m.cells(pos), m.linear_modulus() ? m.linear_modulus() : m.states(), margin, margin, cell, p);
  return d;
}

// Quiet patterns side by side in rows, each a small board (buttons that are
// the cells), or a strip of its buttons' presses.
Drawing quiet_drawing(const Machine& m, const std::vector<ZkQuiet>& patterns, int k, const PicturePalette& p) {
  const bool on_cells = m.button_count() == m.cell_count();
  BoardShape b = on_cells ? board_shape(m) : BoardShape{};
  if (!on_cells) {
    for (int j = 0; j < m.button_count(); ++j) b.x.push_back(float(j) + 0.5f), b.y.push_back(0.5f);
    b.width = float(m.button_count()), b.height = 1;
  }
  const int count = int(patterns.size());
  const int across = std::max(1, int(std::ceil(std::sqrt(double(count)))));
  const int down = (count + across - 1) / across;
  const float cell = cell_pixels(std::max(b.width, b.height), std::max(96.0f, 720.0f / float(across)));
  const float gap = std::max(8.0f, cell);
  Drawing d;
  d.width = int(std::ceil(float(across) * (b.width * cell + gap) + gap));
  d.height = int(std::ceil(float(down) * (b.height * cell + gap) + gap));
  d.back = p.back;
  for (int i = 0; i < count; ++i) {
    std::vector<int> values(b.x.size(), 0);
    const ZkVec& v = patterns[std::size_t(i)].v;
    for (int j = 0; j < int(v.size()); ++j) {
      const int at = on_cells ? m.button_cell(j) : j;
      if (at >= 0 && at < int(values.size())) values[std::size_t(at)] = v[std::size_t(j)];
    }
    draw_board(d, b, values, k, gap + float(i % across) * (b.width * cell + gap),
               gap + float(i / across) * (b.height * cell + gap), cell, p);
  }
  return d;
}

// -----------------------------------------------------------------------------
// [SECTION] Matrices
// -----------------------------------------------------------------------------

Raster matrix_raster(const ModMatrix& a, const PicturePalette& p) {
  const bool grey = p.unlit.grey() && p.lit.grey();
  Raster r(a.cols(), a.rows(), grey ? Channels::Grey : Channels::Rgba, p.unlit);
  for (int i = 0; i < a.rows(); ++i)
    for (int j = 0; j < a.cols(); ++j)
      if (const int v = a.get(i, j)) r.put(j, i, lerp_value(p, v, a.k()));
  return r;
}

// An entry a square; one rectangle a run of equal non-zero entries in a row.
std::string matrix_svg(const ModMatrix& a, const PicturePalette& p) {
  const float cell = std::clamp(std::floor(1024.0f / float(std::max(a.rows(), a.cols()))), 4.0f, 24.0f);
  Drawing d;
  d.width = int(float(a.cols()) * cell), d.height = int(float(a.rows()) * cell);
  d.back = p.unlit;
  for (int i = 0; i < a.rows(); ++i)
    for (int j = 0; j < a.cols();) {
      const int v = a.get(i, j);
      int end = j + 1;
      while (end < a.cols() && a.get(i, end) == v) ++end;
      if (v) d.rect(float(j) * cell, float(i) * cell, float(end - j) * cell, cell, lerp_value(p, v, a.k()), {}, 0);
      j = end;
    }
  return svg_of(d);
}

// Why a rows x cols matrix is not drawn in this format; empty when it is.
std::string matrix_too_large(int rows, int cols, PictureFormat format) {
  const bool png = format == PictureFormat::Png;
  const int most = png ? kPictureMostPngMatrix : kPictureMostSvgMatrix;
  if (std::max(rows, cols) <= most) return {};
  return "a matrix " + std::to_string(rows) + " x " + std::to_string(cols) + " is too large for " + (png ? "a PNG" : "an SVG") +
         ": at most " + std::to_string(most) + " entries a side (" + (png ? "a 64x64 board" : "a 16x16 board") + ")";
}

// Why a board of `cells` is not drawn as `what` in this format; empty when it is.
std::string board_too_large(int cells, PictureSubject what, PictureFormat format) {
  const bool png = format == PictureFormat::Png, quiet = what == PictureSubject::Quiet;
  const int most = quiet ? (png ? kPictureMostPngQuietCells : kPictureMostSvgQuietCells)
                         : (png ? kPictureMostPngBoardCells : kPictureMostSvgBoardCells);
  if (cells <= most) return {};
  return std::string(quiet ? "the quiet patterns of a board" : "a board") + " of " + std::to_string(cells) +
         (quiet ? " cells are" : " cells is") + " too large for " + (png ? "a PNG" : "an SVG") + ": at most " +
         std::to_string(most) + " cells (" + (quiet ? (png ? "256 x 256" : "128 x 128") : (png ? "1024 x 1024" : "256 x 256")) +
         ")";
}

Picture matrix_picture(const ModMatrix& a, const PicturePalette& p, Picture out) {
  if (out.format == PictureFormat::Png) out.raster = matrix_raster(a, p);
  else out.svg = matrix_svg(a, p);
  return out;
}

}  // namespace

// -----------------------------------------------------------------------------
// [SECTION] The pictures
// -----------------------------------------------------------------------------

Result<Picture> draw_picture(const Machine& m, const Position& pos, PictureSubject what, PictureFormat format,
                             const PicturePalette& palette) {
  Picture out;
  out.format = format;
  out.file_name = m.head() + "-" + subject_name(what) + "." + format_name(format);
  if (!explainable(m))
    return Error{0, m.title() + " is not a linear machine: its pictures need buttons that add press vectors mod k"};
  const int k = m.linear_modulus();
  auto finish = [&](const Drawing& d) -> Result<Picture> {
    if (format == PictureFormat::Png) out.raster = rasterise(d);
    else out.svg = svg_of(d);
    return out;
  };
  switch (what) {
    case PictureSubject::Board:
      if (std::string why = board_too_large(m.cell_count(), what, format); !why.empty()) return Error{0, why};
      return finish(board_drawing(m, pos, palette));
    case PictureSubject::A: {
      if (std::string why = matrix_too_large(m.cell_count(), m.button_count(), format); !why.empty()) return Error{0, why};
      return matrix_picture(press_matrix(m), palette, out);
    }
    case PictureSubject::AInverse: {
      const int n = m.cell_count(), most = k == 2 ? kExplainMaxDenseBits : kExplainMaxDenseBytes;
      if (m.button_count() != n)
        return Error{0, "A has no inverse: it is not square (" + std::to_string(n) + " cells, " +
                            std::to_string(m.button_count()) + " buttons)"};
      if (n > most)
        return Error{0, "A^-1 is computed for boards of at most " + std::to_string(most) + " cells with " + std::to_string(k) +
                            " states; this one has " + std::to_string(n)};
      if (std::string why = matrix_too_large(n, n, format); !why.empty()) return Error{0, why};
      const std::optional<ModMatrix> inv = inverse_mod_k(press_matrix(m));
      if (!inv)
        return Error{0, "A has no inverse mod " + std::to_string(k) +
                            ": some pattern of presses changes nothing (see its quiet patterns), so two boards "
                            "share every solution"};
      return matrix_picture(*inv, palette, out);
    }
    case PictureSubject::Quiet: {
      if (std::string why = board_too_large(std::max(m.cell_count(), m.button_count()), what, format); !why.empty())
        return Error{0, why};
      const ZkAnalysis a = analyze_rules(m, std::size_t(kPictureMostPatterns));
      if (a.quiet_patterns.empty())
        return Error{0, "no quiet patterns: only pressing nothing leaves every light as it is (A is invertible mod " +
                            std::to_string(k) + ")"};
      return finish(quiet_drawing(m, a.quiet_patterns, k, palette));
    }
  }
  return out;
}

}  // namespace tl
