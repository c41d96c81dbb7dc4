// sheet_pictures.cpp: boards and matrices for a worksheet (see sheet_pictures.hpp).
//
// LaTeX's picture environment in millimetres: the shading as \rule boxes
// under a grid of \line segments (two \multiput each, not a box per cell),
// the digits as \makebox centred in their cells, a thick edge as four lines.
// Row 0 is at the top, so a row's y counts down from the picture's height.
#include "core/linear/explain/sheet_pictures.hpp"

#include <algorithm>
#include <cstdio>

namespace tl {

namespace {

std::string mm(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.2f", v);
  return buf;
}

// The grey of a value: white for 0, light for 1, darker up to k-1 (mod 2 a
// lit light is mid grey); black digits keep at least 3:1 against the darkest.
std::string grey(int v, int k) {
  if (k == 2) return "0.62";
  const double t = k <= 2 ? 1.0 : double(v - 1) / double(k - 2);
  return mm(0.86 - 0.36 * t);
}

// Without digits the shade is all there is: darker, so a small picture reads.
std::string dark_grey(int v, int k) {
  const double t = k <= 2 ? 1.0 : double(v) / double(k - 1);
  return mm(0.7 - 0.5 * t);
}

struct Canvas {
  double c = 4;  // cell size
  std::string out;
  void fill(double x, double y, double w, double h, const std::string& g) {
    out += "\\put(" + mm(x) + "," + mm(y) + "){\\color[gray]{" + g + "}\\rule{" + mm(w) + "mm}{" + mm(h) + "mm}}\n";
  }
  void text(double x, double y, double w, double h, const std::string& t, const char* size, const char* g = nullptr) {
    out += "\\put(" + mm(x) + "," + mm(y) + "){\\makebox(" + mm(w) + "," + mm(h) + "){" + size;
    if (g) out += "\\color[gray]{" + std::string(g) + "}";
    out += t + "}}\n";
  }
  // A grid of `rows` x `cols` cells with its bottom-left corner at (x, y).
  void grid(double x, double y, int rows, int cols) {
    out += "\\multiput(" + mm(x) + "," + mm(y) + ")(" + mm(c) + ",0){" + std::to_string(cols + 1) + "}{\\line(0,1){" +
           mm(rows * c) + "}}\n";
    out += "\\multiput(" + mm(x) + "," + mm(y) + ")(0," + mm(c) + "){" + std::to_string(rows + 1) + "}{\\line(1,0){" +
           mm(cols * c) + "}}\n";
  }
  void thick_box(double x, double y) {
    out += "{\\linethickness{1.2pt}\\put(" + mm(x) + "," + mm(y) + "){\\line(1,0){" + mm(c) + "}}\\put(" + mm(x) + "," +
           mm(y + c) + "){\\line(1,0){" + mm(c) + "}}\\put(" + mm(x) + "," + mm(y) + "){\\line(0,1){" + mm(c) + "}}\\put(" +
           mm(x + c) + "," + mm(y) + "){\\line(0,1){" + mm(c) + "}}}\n";
  }
};

std::string picture(double w, double h, const std::string& body) {
  return "\\setlength{\\unitlength}{1mm}\\begin{picture}(" + mm(w) + "," + mm(h) + ")\n" + body + "\\end{picture}";
}

// The type size of digits in a cell this large.
const char* digit_size(double cell) { return cell >= 5.5 ? "\\footnotesize " : cell >= 3.8 ? "\\scriptsize " : "\\tiny "; }

}  // namespace

double board_cell_mm(int cols, double width_mm) { return std::min(6.0, width_mm / std::max(1, cols)); }

std::string latex_board(const BoardPicture& b, double cell) {
  Canvas cv;
  cv.c = cell;
  const double h = b.rows * cell;
  for (int r = 0; r < b.rows; ++r)
    for (int col = 0; col < b.cols; ++col) {
      const std::size_t i = std::size_t(r * b.cols + col);
      const double x = col * cell, y = h - (r + 1) * cell;
      if (b.numbers) {
        cv.text(x, y, cell, cell, std::to_string(i + 1), digit_size(cell));
        continue;
      }
      const int v = !b.blank && i < b.values.size() ? b.values[i] : 0;
      if (v) cv.fill(x, y, cell, cell, grey(v, b.k));
      if (v && b.k > 2) cv.text(x, y, cell, cell, std::to_string(v), digit_size(cell));
    }
  cv.grid(0, 0, b.rows, b.cols);
  if (b.outlined >= 0 && b.outlined < b.rows * b.cols)
    cv.thick_box((b.outlined % b.cols) * cell, h - (b.outlined / b.cols + 1) * cell);
  return picture(b.cols * cell, h, cv.out);
}

std::string text_board(const BoardPicture& b) {
  std::string o;
  for (int r = 0; r < b.rows; ++r) {
    o += "  ";
    for (int col = 0; col < b.cols; ++col) {
      const std::size_t i = std::size_t(r * b.cols + col);
      if (col) o += ' ';
      if (b.numbers) {
        const std::string n = std::to_string(i + 1);
        o += std::string(n.size() < 2 ? 1 : 0, ' ') + n;
        continue;
      }
      const int v = !b.blank && i < b.values.size() ? b.values[i] : 0;
      const std::string cell = v == 0 ? "." : b.k == 2 ? "#" : std::to_string(v);
      const bool outlined = int(i) == b.outlined;  // the button pressed: [#]
      if (outlined) o += '[';
      o += cell;
      if (outlined) o += ']';
    }
    o += '\n';
  }
  return o;
}

bool digits_fit(double cell) { return cell >= 2.6; }

namespace {

// Room the row numbers take on the left and the column numbers on top.
double label_room(const MatrixPicture& p, double cell) { return p.numbers ? std::max(3.0, 1.6 * cell) : 0.0; }
double bar_gap(const MatrixPicture& p, double cell) { return p.bar >= 0 ? std::max(1.0, 0.5 * cell) : 0.0; }

}  // namespace

double matrix_cell_mm(const MatrixPicture& p, double width_mm) {
  const int cols = p.m->cols();
  // Labels and the gap grow with the cell: solve width = cols c + 1.6 c + 0.5 c.
  const double per = cols + (p.numbers ? 1.6 : 0.0) + (p.bar >= 0 ? 0.5 : 0.0);
  return std::min(4.5, width_mm / per);
}

std::string latex_matrix(const MatrixPicture& p, double cell) {
  const ModMatrix& m = *p.m;
  const int k = m.k();
  Canvas cv;
  cv.c = cell;
  const double left = label_room(p, cell), gap = bar_gap(p, cell);
  const double h = m.rows() * cell, top = p.numbers ? label_room(p, cell) * 0.7 : 0.0;
  const bool digits = digits_fit(cell);
  auto x_of = [&](int col) { return left + col * cell + (p.bar >= 0 && col >= p.bar ? gap : 0.0); };
  for (int r = 0; r < m.rows(); ++r)
    for (int col = 0; col < m.cols(); ++col) {
      const int v = m.get(r, col);
      const double x = x_of(col), y = h - (r + 1) * cell;
      if (v) cv.fill(x, y, cell, cell, digits ? grey(v, k) : dark_grey(v, k));
      // Zeros in light grey: the 1s are what a student reads first.
      if (digits) cv.text(x, y, cell, cell, std::to_string(v), digit_size(cell), v ? nullptr : "0.55");
    }
  // A grid of cells too small for digits would be all lines: a frame only.
  const int before = p.bar >= 0 ? p.bar : m.cols();
  auto block = [&](double x, int cols) {
    if (digits) {
      cv.grid(x, 0, m.rows(), cols);
      return;
    }
    cv.out += "\\put(" + mm(x) + ",0){\\framebox(" + mm(cols * cell) + "," + mm(h) + "){}}\n";
  };
  block(left, before);
  if (before < m.cols()) block(x_of(before), m.cols() - before);
  if (p.numbers) {
    // Every number when they fit, else every fifth (and the first).
    const int every = digits ? 1 : 5;
    for (int r = 0; r < m.rows(); ++r)
      if (r == 0 || (r + 1) % every == 0) cv.text(0, h - (r + 1) * cell, left - 0.6, cell, std::to_string(r + 1), "\\tiny ");
    for (int col = 0; col < m.cols(); ++col)
      if (col == 0 || (col + 1) % every == 0 || col == p.bar)
        cv.text(x_of(col), h + 0.3, cell, top - 0.3, col == p.bar ? "$b$" : std::to_string(col + 1), "\\tiny ");
  }
  for (const auto& [r, col] : p.outlined) cv.thick_box(x_of(col), h - (r + 1) * cell);
  return picture(x_of(m.cols() - 1) + cell, h + top, cv.out);
}

std::string latex_captioned(const std::string& pic, const std::string& caption, double width_mm) {
  return "\\parbox[t]{" + mm(width_mm) + "mm}{\\centering " + pic + "\\\\[0.8mm]\\scriptsize " + caption + "}";
}

}  // namespace tl
