// explanation_wire.hpp: the Why tab's explanation (explain.hpp) as bytes, a
// part of the engine's news (engine_wire.hpp): a big board's explanation is
// made in the engine worker, and the page draws it.
//
// In order: the texts (id, head, title), k (u8), rows, cols, cells, buttons
// (i32 each), flags (u8: 1 buttons are cells, 2 dense, 4 steps recorded,
// 8 solvable, 16 fewest minimal, 32 invertible, 64 an inverse follows); the
// goal, state and b (byte lists); A, [A | b], the echelon and reduced forms
// (a matrix: rows, cols (i32 each), then mod 2 each row's ceil(cols / 64)
// words (u64), else rows x cols bytes), the inverse when flagged; the steps
// (u32 count; each 17 bytes: kind, row, other, factor, col, entry, pivot,
// flags); the echelon's step count (u32), the step count (i64); the pivot
// columns, pivot values and free columns (u32 count, i32 each); appended
// rows, rank, nullity (i32 each); the solution and the fewest (byte lists),
// the fewest's count (i64), the contradiction's row (i32), the violated
// invariant (weights, modulus), the reason (text); the analysis (k, cells,
// buttons, rank (i32 each), three factored counts (u32 count; prime i32,
// exponent i64), the quiet generators' count (i64), the quiet patterns (u32
// count; presses, order), the invariants (u32 count; weights, modulus)) and
// the invariants' count (i32).
//
// Reading checks what a view or a replay would index by: each vector's
// length against the cells or buttons, each entry below k, each matrix's
// shape against the system's, each step's rows against the rows there are
// at that step (appended rows included), so what the page draws and steps
// through cannot reach outside what it holds.
#pragma once

#include "core/engine/wire_io.hpp"
#include "core/linear/explain/explain.hpp"

namespace tl::engine::wire {

void write_explanation(Writer& w, const Explanation& e);
Explanation read_explanation(Reader& r);

}  // namespace tl::engine::wire
