// matrix_in.hpp: rules from a matrix. Any square matrix over Z_k is the
// press matrix A of custom rules (column j: what button j adds to each
// cell), typed or pasted as text, or read from a picture with a pixel an
// entry, as LightsOutWeb loads one (each pixel the nearest of the k values'
// colours), so any linear puzzle can be played.
//
// Text: one row of A a line; a row is digits ("0110") or, for values past
// 9, numbers separated by spaces or commas ("0 12 3"). Blank lines and
// lines starting with '#' are skipped. Every error says where: line and
// column, or the pixel.
#pragma once

#include <string>
#include <string_view>
#include <utility>

#include "core/base/result.hpp"
#include "core/game/machine.hpp"
#include "core/game/params.hpp"
#include "core/linear/explain/mod_matrix.hpp"
#include "core/picture/drawing.hpp"

namespace tl {

// Custom rules have at most this many buttons, so a matrix at most this many rows.
constexpr int kMatrixInMost = 1024;

Result<ModMatrix> matrix_from_text(std::string_view text, int k);
// `r` from a PNG: square, at most kMatrixInMost a side; an entry the
// nearest of lerp_value(palette, v, k) for v = 0..k-1. `off`, when given,
// is set to how far the picture is from this palette: the sum over its
// pixels of |dr| + |dg| + |db| to the colour each was read as (0: drawn in
// it exactly), so a caller can tell which of two palettes drew it.
Result<ModMatrix> matrix_from_raster(const Raster& r, int k, const PicturePalette& palette, long* off = nullptr);
// A board for n cells when none is given: s x s where n = s * s, else 1 x n.
std::pair<int, int> board_for_cells(int n);
// The custom rules with press matrix `a` on a rows x cols board, every light
// off: a puzzle (the ID is the custom kind's, so a link reopens it). An
// error when the board does not have a cell a row of `a`.
Result<Puzzle> rules_from_matrix(const ModMatrix& a, int rows, int cols, Surface surface = Surface::Page);

}  // namespace tl
