// chase_lesson.cpp: light chasing as a lesson (see chase_lesson.hpp).
#include "core/linear/explain/chase_lesson.hpp"

#include <algorithm>

#include "core/base/digits_text.hpp"

namespace tl {

namespace {

// -----------------------------------------------------------------------------
// [SECTION] The classic press on needs (goal - lights, mod k)
// -----------------------------------------------------------------------------

// A press adds 1 to its cell and the four beside it, so what each of those
// cells still needs drops by 1; `times` presses (0..k-1) at once drop it by
// that many (one at a time, the chase cost k times as much: 255 states on
// 256 x 256 took 19 s to set the lesson up).
void press_need(std::vector<int>& need, int rows, int cols, int k, int button, int times = 1) {
  const int r = button / cols, c = button % cols;
  auto take = [&](int rr, int cc) {
    if (rr < 0 || rr >= rows || cc < 0 || cc >= cols) return;
    int& v = need[std::size_t(rr * cols + cc)];
    v = (v + k - times) % k;
  };
  take(r, c);
  take(r - 1, c);
  take(r + 1, c);
  take(r, c - 1);
  take(r, c + 1);
}

// Chases rows 0..rows-2 down: each cell still needing t gets t presses of the
// button below it. Leaves only the last row needing anything.
void chase(std::vector<int>& need, int rows, int cols, int k) {
  for (int r = 0; r + 1 < rows; ++r)
    for (int c = 0; c < cols; ++c)
      if (const int t = need[std::size_t(r * cols + c)]) press_need(need, rows, cols, k, (r + 1) * cols + c, t);
}

// What the last row still needs (0..k-1 a cell).
std::vector<uint8_t> last_row(const std::vector<int>& need, int rows, int cols) {
  std::vector<uint8_t> last(static_cast<std::size_t>(cols));
  for (int c = 0; c < cols; ++c) last[std::size_t(c)] = uint8_t(need[std::size_t((rows - 1) * cols + c)]);
  return last;
}

// Whether chasing from `need` leaves nothing, the last row included.
bool chase_clears(std::vector<int> need, int rows, int cols, int k) {
  chase(need, rows, cols, k);
  return std::all_of(need.end() - cols, need.end(), [](int v) { return v == 0; });
}

ZkPressMatrix effect_matrix(const std::vector<std::vector<uint8_t>>& effect, int cols, int k) {
  ZkPressMatrix a;
  a.k = k;
  a.cells = cols;
  for (const std::vector<uint8_t>& col : effect) {
    std::vector<ZkAdd> adds;
    for (int i = 0; i < cols; ++i)
      if (col[std::size_t(i)]) adds.push_back({i, col[std::size_t(i)]});
    a.buttons.push_back(std::move(adds));
  }
  return a;
}

std::vector<std::vector<uint8_t>> chase_effect(int rows, int cols, int k) {
  std::vector<std::vector<uint8_t>> effect;
  for (int j = 0; j < cols; ++j) {
    std::vector<int> need(std::size_t(rows * cols), 0);
    press_need(need, rows, cols, k, j);
    chase(need, rows, cols, k);
    // The last row needs `need` now, so the press and the chase changed it
    // by -need: that is what they clear.
    std::vector<uint8_t> col(static_cast<std::size_t>(cols));
    for (int c = 0; c < cols; ++c) col[std::size_t(c)] = uint8_t((k - need[std::size_t((rows - 1) * cols + c)]) % k);
    effect.push_back(std::move(col));
  }
  return effect;
}

std::string cell_name(int cell, int cols) {
  return "row " + std::to_string(cell / cols + 1) + ", column " + std::to_string(cell % cols + 1);
}

}  // namespace

// -----------------------------------------------------------------------------
// [SECTION] The last-row table
// -----------------------------------------------------------------------------

std::vector<uint8_t> chased_last_row(std::vector<int> need, int rows, int cols, int k) {
  chase(need, rows, cols, k);
  return last_row(need, rows, cols);
}

ChaseTable::ChaseTable(int rows, int cols, int k)
    : cols_(cols), k_(k), effect_(chase_effect(rows, cols, k)), solver_(effect_matrix(effect_, cols, k)) {}

bool ChaseTable::lookup(const std::vector<uint8_t>& last_row, std::vector<uint8_t>* top_presses) const {
  ZkAnswer a = solver_.solve(ZkVec(last_row.begin(), last_row.end()));
  if (!a.solvable) return false;
  if (top_presses) top_presses->assign(a.presses.begin(), a.presses.end());
  return true;
}

std::vector<ChaseTableEntry> ChaseTable::entries(std::size_t limit) const {
  std::size_t total = 1;
  for (int j = 0; j < cols_; ++j) {
    total *= std::size_t(k_);
    if (total > limit) return {};
  }
  // Every top-row press vector once, in counting order; each last row keeps
  // the cheapest (the first of equal cost).
  std::vector<ChaseTableEntry> best;
  std::vector<int> index(total, -1);
  std::vector<uint8_t> x(static_cast<std::size_t>(cols_), 0);
  for (std::size_t n = 0; n < total; ++n) {
    std::size_t v = n;
    int cost = 0;
    for (int j = 0; j < cols_; ++j) {
      x[std::size_t(j)] = uint8_t(v % std::size_t(k_));
      v /= std::size_t(k_);
      cost += x[std::size_t(j)];
    }
    std::vector<uint8_t> row(static_cast<std::size_t>(cols_), 0);
    for (int j = 0; j < cols_; ++j)
      for (int i = 0; i < cols_; ++i)
        row[std::size_t(i)] = uint8_t((row[std::size_t(i)] + x[std::size_t(j)] * effect_[std::size_t(j)][std::size_t(i)]) % k_);
    std::size_t key = 0;
    for (int i = cols_ - 1; i >= 0; --i) key = key * std::size_t(k_) + row[std::size_t(i)];
    int& at = index[key];
    if (at >= 0 && best[std::size_t(at)].press_count <= cost) continue;
    if (at < 0) {
      at = int(best.size());
      best.push_back({});
    }
    best[std::size_t(at)] = {row, x, cost};
  }
  std::sort(best.begin(), best.end(), [](const ChaseTableEntry& a, const ChaseTableEntry& b) {
    return a.press_count != b.press_count ? a.press_count < b.press_count : a.last_row < b.last_row;
  });
  return best;
}

// -----------------------------------------------------------------------------
// [SECTION] The lesson
// -----------------------------------------------------------------------------

ChaseLesson::ChaseLesson(MachinePtr m)
    : m_(std::move(m)), rows_(m_->rows()), cols_(m_->cols()), k_(m_->states()), table_(rows_, cols_, k_) {}

std::vector<int> ChaseLesson::needs(const Position& pos) const {
  const std::vector<int> lights = m_->cells(pos), goal = m_->goal_cells(pos);
  std::vector<int> need(lights.size());
  for (std::size_t i = 0; i < need.size(); ++i) need[i] = ((goal[i] - lights[i]) % k_ + k_) % k_;
  return need;
}

ChaseStep ChaseLesson::step(const Position& pos) const {
  const bool cont = following(pos);
  const std::vector<int> need = needs(pos);
  ChaseStep s;
  const std::string times_word = k_ > 2 ? " as often as the light above still needs (the number on it)" : "";
  // Top-row presses from the table still to make.
  if (cont && std::any_of(pending_.begin(), pending_.end(), [](uint8_t t) { return t > 0; })) {
    s.phase = ChasePhase::LookUp;
    for (int c = 0; c < cols_; ++c)
      if (pending_[std::size_t(c)]) {
        s.buttons.push_back(c);
        s.times.push_back(pending_[std::size_t(c)]);
      }
    // Before the first of them (a lesson just taken up from its link) the
    // board is what the live lesson looked up: the same words as it said.
    if (std::all_of(need.begin(), need.end() - cols_, [](int t) { return t == 0; })) {
      s.last_row = last_row(need, rows_, cols_);
      s.text = look_up_words(s.last_row);
      return s;
    }
    s.text =
        "Press the marked buttons of the top row, as the table says. The rows above the last will go wrong: "
        "that is expected, the second chase clears them.";
    return s;
  }
  const bool again = cont && looked_up_;
  for (int r = 0; r + 1 < rows_; ++r) {
    for (int c = 0; c < cols_; ++c) {
      const int t = need[std::size_t(r * cols_ + c)];
      if (!t) continue;
      s.buttons.push_back((r + 1) * cols_ + c);
      s.times.push_back(t);
    }
    if (s.buttons.empty()) continue;
    s.phase = again ? ChasePhase::ChaseAgain : ChasePhase::Chase;
    s.row = r;
    s.text = std::string(again ? "Chase again. " : "") + "Row " + std::to_string(r + 1) +
             " has lights that are not right yet. Press the button just below each of them, in row " + std::to_string(r + 2) +
             times_word + ": it changes that light and nothing in the rows above, so the rows you cleared stay clear.";
    return s;
  }
  const std::vector<uint8_t> last = last_row(need, rows_, cols_);
  if (std::all_of(last.begin(), last.end(), [](uint8_t t) { return t == 0; })) {
    s.phase = ChasePhase::Solved;
    s.text = "Solved" +
             (presses_ ? " by light chasing in " + std::to_string(presses_) + (presses_ == 1 ? " press." : " presses.") : ".");
    return s;
  }
  s.last_row = last;
  std::vector<uint8_t> top;
  if (!table_.lookup(last, &top)) {
    s.phase = ChasePhase::Stuck;
    const Solution sol = m_->solve(pos);
    s.text = "Every row but the last is right, and this last row (" + format_digits(last, cols_, k_) +
             ") is not in the table: no presses can clear it. " + (sol.reason.empty() ? "" : "The reason: " + sol.reason + ".");
    return s;
  }
  s.phase = ChasePhase::LookUp;
  for (int c = 0; c < cols_; ++c)
    if (top[std::size_t(c)]) {
      s.buttons.push_back(c);
      s.times.push_back(top[std::size_t(c)]);
    }
  s.text = look_up_words(last);
  return s;
}

std::string ChaseLesson::look_up_words(const std::vector<uint8_t>& last) const {
  return "Every row but the last is right. Chasing cannot clear the last row by itself: look its pattern (" +
         format_digits(last, cols_, k_) + ") up in the table, press the top-row buttons it names, then chase again.";
}

std::string ChaseLesson::check(const ChaseStep& s, int button) const {
  if (s.phase == ChasePhase::Solved) return "The board is solved: nothing to press.";
  if (s.phase == ChasePhase::Stuck) return "This last row cannot be cleared: " + s.text;
  if (std::find(s.buttons.begin(), s.buttons.end(), button) != s.buttons.end()) return "";
  if (s.phase == ChasePhase::LookUp)
    return "Not that one: now press the top-row buttons the table names (marked), then chase again.";
  return "Not that one: " + cell_name(button, cols_) + " would not clear row " + std::to_string(s.row + 1) +
         ". Press a marked button, just below a light of row " + std::to_string(s.row + 1) + " that is not right.";
}

void ChaseLesson::accepted(const ChaseStep& s, const Position& before, int button, const Position& after) {
  if (s.phase == ChasePhase::LookUp) {
    if (!following(before) || pending_.empty()) {
      // The table's presses, remembered: after the first one the rows above
      // the last are no longer right, so the board alone cannot say them.
      pending_ = top_presses(s);
    }
    if (button < cols_ && pending_[std::size_t(button)] > 0) --pending_[std::size_t(button)];
    looked_up_ = true;
  } else if (!following(before)) {
    pending_.clear();
    looked_up_ = false;
  }
  has_last_ = true;
  last_ = after;
  ++presses_;
}

// -----------------------------------------------------------------------------
// [SECTION] The lesson's place in a link
// -----------------------------------------------------------------------------

std::vector<uint8_t> ChaseLesson::top_presses(const ChaseStep& s) const {
  std::vector<uint8_t> top(static_cast<std::size_t>(cols_), 0);
  for (std::size_t i = 0; i < s.buttons.size(); ++i) top[std::size_t(s.buttons[i])] = uint8_t(s.times[i]);
  return top;
}

ChaseLesson::Place ChaseLesson::place(const ChaseStep& s, const Position& pos) const {
  Place p;
  switch (s.phase) {
    case ChasePhase::Chase: p.phase = 1; break;
    case ChasePhase::ChaseAgain: p.phase = 3; break;
    case ChasePhase::LookUp:
      // The presses still to make, written out: after the first of them the
      // board alone no longer says them.
      p.phase = 2;
      p.pending = top_presses(s);
      break;
    case ChasePhase::Solved:
    case ChasePhase::Stuck: p.phase = looked_up_ && following(pos) ? 3 : 1; break;
  }
  return p;
}

std::string ChaseLesson::resume(const Position& pos, int phase, std::string_view digits, std::size_t digits_pos) {
  pending_.clear();
  looked_up_ = false;
  has_last_ = false;
  presses_ = 0;
  if (phase == 1) return {};
  if (phase == 2 && digits.empty()) {
    if (step(pos).phase == ChasePhase::LookUp) return {};
    return "the lesson's phase 2 (look the last row up) needs a board whose rows but the last are right, or the "
           "top-row presses still to make (lesson=2:DIGITS, a digit per top-row button)";
  }
  if (phase == 2) {
    auto top = parse_digits(digits, std::size_t(cols_), 0, k_, digits_pos);
    if (!top)
      return "the lesson's top-row presses " + top.error().describe() + " (" + std::to_string(cols_) + " digits, each 0.." +
             std::to_string(k_ - 1) + ")";
    if (std::all_of(top->begin(), top->end(), [](uint8_t t) { return t == 0; }))
      return "the lesson's phase 2 with no top-row presses left to make is phase 3 (lesson=3)";
    // The board must be one those presses then a chase solve: else the link
    // names a phase this board is not in, and the lesson would mislead.
    std::vector<int> need = needs(pos);
    for (int j = 0; j < cols_; ++j)
      if ((*top)[std::size_t(j)]) press_need(need, rows_, cols_, k_, j, (*top)[std::size_t(j)]);
    if (!chase_clears(std::move(need), rows_, cols_, k_))
      return "this board is not in the lesson's phase 2 with those top-row presses: making them and chasing the lights "
             "down leaves the last row wrong (phase 1, lesson=1, starts the lesson from any board)";
    pending_ = *top;
  } else if (phase == 3) {
    if (!chase_clears(needs(pos), rows_, cols_, k_))
      return "this board is not in the lesson's phase 3 (chase again): chasing its lights down leaves the last row "
             "wrong (phase 1, lesson=1, starts the lesson from any board)";
  } else {
    return "the lesson has phases 1, 2 and 3, not " + std::to_string(phase);
  }
  looked_up_ = true;
  has_last_ = true;
  last_ = pos;
  return {};
}

std::string ChaseLesson::resume_history(const Position& pos, const Position* start, long long presses) {
  begin(start ? *start : pos);
  if (start) {
    if (m_->goal_cells(*start) != m_->goal_cells(pos))
      return "the board the lesson began on (from=) has another goal than this one";
    // Presses make start into pos exactly when pos's lights can be pressed
    // back to start's: a solve with start's lights as the goal.
    if (!m_->solve(m_->position_of(m_->cells(pos), m_->cells(*start))).solvable)
      return "no presses turn the board the lesson began on (from=) into this one, so it is not where this lesson began";
  }
  if (presses >= 0) presses_ = int(presses);
  return {};
}

}  // namespace tl
