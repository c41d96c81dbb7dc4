// sheet_pictures.hpp: boards and matrices drawn for a worksheet, in LaTeX's
// own picture environment (vector, with only the color package, both in
// Debian's texlive-latex-base) and as plain text.
//
// A board is cells in its rows and columns: a light's value shaded (darker
// for more, its digit on it when k > 2), or the cells' numbers, or what one
// button adds with that button outlined. A matrix is its entries as digits
// over the same shading where the cells are large enough, only the shading
// where they are not; row and column numbers when asked, the pivots
// outlined, a gap before b. The pictures stand alone, so a teacher can copy
// one onto a slide.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "core/linear/explain/mod_matrix.hpp"

namespace tl {

struct BoardPicture {
  std::string caption;  // under the board, plain words
  int rows = 0, cols = 0, k = 2;
  ZkVec values;          // per cell, 0..k-1 (ignored with numbers)
  bool numbers = false;  // the cells' numbers, 1 in reading order, instead of values
  int outlined = -1;     // a cell drawn with a thick edge (the button pressed); -1: none
  bool blank = false;    // empty cells, for the student to shade
};

// Millimetres a board's cell takes so that `cols` fit `width_mm`, at most 6.
double board_cell_mm(int cols, double width_mm);
std::string latex_board(const BoardPicture& b, double cell_mm);
// "#" for a lit light mod 2, the digit otherwise, "." for 0, one row a line.
std::string text_board(const BoardPicture& b);

struct MatrixPicture {
  const ModMatrix* m = nullptr;
  int bar = -1;                               // a gap before this column ([A | b]); -1: none
  std::vector<std::pair<int, int>> outlined;  // entries with a thick edge (pivots)
  bool numbers = false;                       // row numbers on the left, column numbers on top
};

// Whether digits fit a cell of this size (about 2.6 mm and up at \tiny).
bool digits_fit(double cell_mm);
// The cell size that fits `width_mm` across (numbers and the gap included), at most 4.5.
double matrix_cell_mm(const MatrixPicture& p, double width_mm);
std::string latex_matrix(const MatrixPicture& p, double cell_mm);

// Side by side with a caption under each, as wide as the text allows: a
// parbox a picture, LaTeX breaking the line between them.
std::string latex_captioned(const std::string& picture, const std::string& caption_latex, double width_mm);

}  // namespace tl
