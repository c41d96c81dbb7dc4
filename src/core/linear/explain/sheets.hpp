// sheets.hpp: the three worksheets of an explanation, each written once
// against Writer (export_writer.hpp) and so in plain text and LaTeX alike.
//   full     the whole elimination, every step (explain_export.cpp)
//   student  at most 3 pages for a board up to 5x5: the board drawn, [A | b],
//            the elimination as a snapshot at each pivot, room to work, and
//            nothing printed that answers an exercise (student_sheet.cpp)
//   key      the answers to the student sheet's exercises, worked
// The exercises are the same on every sheet (worksheet_exercises.cpp).
// Internal to the explain library: explain.hpp's to_text and to_latex are
// the way in.
#pragma once

#include <string>
#include <vector>

#include "core/linear/explain/explain.hpp"
#include "core/linear/explain/export_writer.hpp"

namespace tl::sheet {

// Words shared by the sheets: numbers 1-based, as the seeds count.
std::string join_1based(const std::vector<int>& v, std::size_t limit = 64);
std::vector<int> nonzero(const ZkVec& v);
std::string set_text(const ZkVec& v);      // "{1, 4, 5}"
std::string weights_text(const ZkVec& w);  // "{1, 4}" or "cell 1 + 2 x cell 4"
long long total(const ZkVec& v);
int buttons_pressed(const ZkVec& v);
// "buttons 5, 6 (2 presses)", "button 4 x2 (2 presses)", "no presses".
std::string press_words(const ZkVec& s);

// The board of cell values (a position, a press vector) as a picture;
// `outlined` a cell drawn thick (-1: none). Needs e.rows * e.cols == e.cells.
BoardPicture board_of(const Explanation& e, const std::string& caption, const ZkVec& values, int outlined = -1);
// Press counts per button as a board, where buttons are the board's cells.
bool buttons_on_board(const Explanation& e);

void write_full_sheet(Writer& w, const Explanation& e, const ExportOptions& o);
void write_student_sheet(Writer& w, const Explanation& e);
void write_answer_key(Writer& w, const Explanation& e);

// The exercises; `student`: with blank boards to shade. Then their answers.
void write_exercises(Writer& w, const Explanation& e, bool student);
void write_exercise_answers(Writer& w, const Explanation& e);

// The board, A and A^-1 as pictures, one to a paragraph, for a slide.
void write_slides(Writer& w, const Explanation& e);

}  // namespace tl::sheet
