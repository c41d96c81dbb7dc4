// elimination_cache.hpp: inside the elimination module (elimination_screen.hpp):
// the explanation of one position, kept for the game revision it was made
// for, and what its update, views and hook share of it.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "app/screens/elimination/elimination_screen.hpp"
#include "core/linear/explain/explain.hpp"

namespace tl::app::elimination {

// The explanation of one position, made once per change of the game (keyed
// by the midend's revision), and [A | b] replayed to the step on show.
struct ExplanationCache {
  uint64_t revision = 0;
  Explanation e;
  // The worksheets are the game's, from its start (the position dealt, or
  // the one set in edit mode), not the position now (a solved game would
  // hand out b = 0): its explanation, made once a game and carried from
  // cache to cache; null while the position shown is the start.
  uint64_t deal = 0;
  std::shared_ptr<const Explanation> start;
  const Explanation& sheet() const { return start ? *start : e; }
  std::vector<std::string> reachability;  // "Which positions can be reached", written once per explanation
  std::size_t replayed_step = 0;          // `matrix` is [A | b] after this many steps
  ModMatrix matrix;
};

// The explanation of the position in play (`before`: the last one, whose
// start's explanation is kept when the deal is the same).
ExplanationCache make_explanation(const Midend& game, const ExplanationCache* before = nullptr);
// The same around an explanation made elsewhere (the engine's) with, when
// asked for, the start's: the start is then never explained here.
ExplanationCache cache_around(const Midend& game, Explanation now, std::shared_ptr<const Explanation> start,
                              const ExplanationCache* before);
// The worksheet's texts (Model::sheets) are the sheet the exports give for
// the game of `c`.
bool sheets_ready(const Model& m, const ExplanationCache& c);
// The model's explanation when it is of the game as it is now, else null.
const ExplanationCache* fresh_explanation(const Model& m, const Midend& game);

// For the reads between a change and the next update (a link loaded by the
// hook, an export): the model's explanation, or one made here and dropped
// with the reader; null on a board the engine explains, until its answer
// has come. The machine must be explainable.
struct ExplanationToRead {
  ExplanationToRead(const Model& m, const Midend& game);
  std::optional<ExplanationCache> made;
  const ExplanationCache* cache;
};

// One limit for both fields, from what a phone draws fast and legibly: a
// system of up to 64 cells and buttons is drawn whole (A, every step of
// [A | b], A^-1) and stepped through; a 65-column matrix on a 320 px screen
// is about 4 px a column, the smallest a finger can still follow, and about
// 4000 small rectangles or numbers a frame while a step animates. Larger
// systems get the summary and the exports.
constexpr int kStepThroughMax = 64;
inline bool steps_shown(const Explanation& e) {
  return e.steps_recorded && e.cells <= kStepThroughMax && e.buttons <= kStepThroughMax;
}

// Row `cell` of a dense A: the buttons (0-based) that change that cell,
// what a picked row rings on the board and the hook names.
std::vector<int> buttons_changing(const Explanation& e, int cell);

// The sheet chosen, while this board has it (`refusal`: why it has no
// student sheet, student_sheet_refusal): a choice made on a 5x5 board is
// kept, but a 7x7 one copies its full sheet.
inline Sheet sheet_to_copy(const Model& m, const std::string& refusal) { return refusal.empty() ? m.sheet : Sheet::Full; }

// What pointing at A does, in the words of the screen's pointer: a finger
// taps (nothing hovers under it), a mouse hovers.
inline const char* point_words(bool touch) {
  return touch ? "Tap a column, a row's number or a button." : "Hover a column, a row's number or a button.";
}

}  // namespace tl::app::elimination
