// matrix_draw.hpp: inside the elimination module: a matrix mod k drawn in
// the pane (A, [A | b], A^-1), its rows and columns numbered, what the
// pointer is over in it, and its zoomed copy.
#pragma once

#include <vector>

#include "app/screens/elimination/elimination_screen.hpp"
#include "core/linear/explain/mod_matrix.hpp"
#include "imgui.h"

namespace tl::app::elimination {

// Where a matrix goes: its entries' origin and side, and the gutters of
// its row and column numbers (captions say "add row 1 to row 6": the rows
// carry their numbers, every row where the label fits in a row's height).
struct MatrixPlace {
  ImVec2 origin;       // the first entry's top left
  float cell = 0;      // an entry's side
  float label_px = 0;  // the numbers' font size (0: no numbers)
  int row_every = 1;   // a row number on row 1 and every row_every-th
  int col_every = 1;   // the same for columns
  ImVec2 size;         // all of it, numbers included
  float gutter_x = 0;  // the row numbers' width, left of origin
  bool digits = true;  // entries as digits: always mod k; mod 2 over the squares where they are big enough to read
};
MatrixPlace matrix_place(const ModMatrix& m, float max_width, int bar_before, bool numbers);

// What a draw marks in a matrix: the rows the current step touches, the
// pivot column (or the column looked at), the rule of [A | b].
struct Marks {
  int bar_before = -1;
  int hot_a = -1, hot_b = -1, hot_col = -1;
};
// A matrix mod k at `p`: mod 2 a grid of lit and dark squares, otherwise the
// numbers; `bar_before` draws the rule of an augmented matrix [A | b] (its
// last column numbered "b"); the rows the current step touches are green,
// their numbers too, and its pivot column tinted.
void mod_matrix(const ModMatrix& m, const MatrixPlace& p, const Marks& marks, const Look& look);
// Where a matrix was drawn, for the hook.
void record_matrix(std::vector<MatrixDrawn>& drawn, const char* name, const ModMatrix& m, const MatrixPlace& p);
// What the squares mean, under A and [A | b].
void bits_legend(const ModMatrix& m, const MatrixPlace& p, bool augmented, const Ui& ui);

// What the pointer is over in a matrix drawn at `p`: a column's entries (a
// button's press vector) or a row's number (a cell), -1 for neither.
struct MatrixPick {
  int column = -1, row = -1;
  bool any() const { return column >= 0 || row >= 0; }
};
MatrixPick pick_at(const MatrixPlace& p, int rows, int cols);

// Where the pane's squares are too small for their digits, Zoom (and its
// strip that scrolls sideways, when on) under the matrix; what the pointer
// is over in the strip.
struct ZoomCopy {
  const char* name = "";  // "A", "[A | b]"
  bool on = false;
  bool augmented = false;
};
MatrixPick zoom_matrix(const ZoomCopy& z, const ModMatrix& m, const MatrixPlace& shown, float width, const Marks& marks,
                       const Look& look, const Ui& ui, std::vector<MatrixDrawn>& drawn, Sink<Msg> send);

}  // namespace tl::app::elimination
