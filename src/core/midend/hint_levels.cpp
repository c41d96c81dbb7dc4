// hint_levels.cpp: the three levels of a hint (see hint_levels.hpp).
#include "core/midend/hint_levels.hpp"

#include <algorithm>
#include <functional>

#include "core/game/press_reach.hpp"
#include "core/linear/explain/explain.hpp"

namespace tl {

namespace {

// Explanations need the dense elimination; past this many cells the third
// level says what the solver did instead.
constexpr int kWhyMaxCells = 1024;
constexpr std::size_t kTermsShown = 10;

std::string place(const Machine& m, int cell) {
  if (m.cell_layout()) return "vertex " + std::to_string(cell + 1);
  return "row " + std::to_string(cell / m.cols() + 1) + ", column " + std::to_string(cell % m.cols() + 1);
}

std::string times_text(int times) { return times == 1 ? "once" : times == 2 ? "twice" : std::to_string(times) + " times"; }

// Whether `button` adds 1 to its own cell and its four neighbours on the
// board, clipped at the edges (Lights Out's plus, not wrapped).
bool presses_a_plus(const Machine& m, const Position& pos, int button) {
  const int cell = m.button_cell(button);
  if (cell < 0) return false;
  const int r = cell / m.cols(), c = cell % m.cols();
  std::vector<std::pair<int, int>> want;
  for (auto [dr, dc] : {std::pair(-1, 0), std::pair(0, -1), std::pair(0, 0), std::pair(0, 1), std::pair(1, 0)})
    if (r + dr >= 0 && r + dr < m.rows() && c + dc >= 0 && c + dc < m.cols()) want.emplace_back((r + dr) * m.cols() + c + dc, 1);
  return press_effect(m, pos, button) == want;
}

// The chasing argument, for a hint below the top row of a plus board.
std::string chase_why(const Machine& m, const Position& pos, int button, int times) {
  const int cell = m.button_cell(button);
  if (cell < 0 || cell < m.cols() || !presses_a_plus(m, pos, button)) return {};
  const int above = cell - m.cols();
  const int above_button = button_on_cell(m, above);
  if (above_button < 0 || !presses_a_plus(m, pos, above_button)) return {};
  const std::vector<int> lights = m.cells(pos), goal = m.goal_cells(pos);
  if (lights[std::size_t(above)] == goal[std::size_t(above)]) return {};
  return "Light chasing: this is the solution's first press, so nothing above it or left of it in its row is "
         "pressed, and the light just above it (" +
         place(m, above) +
         ") is still wrong. Of the buttons that change "
         "that light, only the one right below it is left, so it must be pressed " +
         times_text(times) +
         "; it does not touch the rows above. Chasing row by row like this, the top row's presses decide all the "
         "others.";
}

// The algebra of A s = b, as numbers mod k (2 for two states).
struct System {
  int k = 2, buttons = 0;
  std::vector<int> b;                     // per cell: goal - lights (mod k)
  std::function<int(int, int)> inverse;   // (button, cell) of A^-1, when A is invertible
  std::vector<std::vector<int>> reduced;  // rows of the reduced form [A | b]
  std::vector<int> pivot_columns;         // per nonzero row of it
  int nullity = 0;
};

// A matrix mod 2 or mod k as rows of numbers.
template <class Matrix>
std::vector<std::vector<int>> rows_of(const Matrix& m) {
  std::vector<std::vector<int>> rows(std::size_t(m.rows()));
  for (int r = 0; r < m.rows(); ++r)
    for (int c = 0; c < m.cols(); ++c) rows[std::size_t(r)].push_back(int(m.get(r, c)));
  return rows;
}

bool system_of(const Machine& m, const Position& pos, System& s) {
  if (m.cell_count() > kWhyMaxCells || m.button_count() > kWhyMaxCells || !explainable(m)) return false;
  auto e = std::make_shared<Explanation>(explain(m, pos));
  if (!e->dense) return false;
  s.k = e->k;
  s.buttons = e->buttons;
  s.b.assign(e->b.begin(), e->b.end());
  if (e->inverse) s.inverse = [e](int j, int c) { return e->inverse->get(j, c); };
  s.reduced = rows_of(e->reduced);
  s.pivot_columns = e->pivot_columns;
  s.nullity = e->nullity;
  return true;
}

std::string mod_text(int k) { return " (mod " + std::to_string(k) + ")"; }

// s = A^-1 b, read for one button.
std::string inverse_why(const System& s, int button, int times) {
  std::vector<int> cells;
  long long sum = 0;
  std::string terms;
  for (std::size_t c = 0; c < s.b.size(); ++c) {
    const int a = s.inverse(button, int(c));
    if (!a || !s.b[c]) continue;
    cells.push_back(int(c));
    sum += a * s.b[c];
    if (cells.size() <= kTermsShown)
      terms += (terms.empty() ? "" : " + ") + std::to_string(a) + "x" + std::to_string(s.b[c]) + " (cell " +
               std::to_string(c + 1) + ")";
  }
  if (int(sum % s.k) != times) return {};  // not the unique solution: say nothing rather than something wrong
  if (cells.size() > kTermsShown) terms += " + " + std::to_string(cells.size() - kTermsShown) + " more";
  const std::string j = std::to_string(button + 1);
  if (s.k == 2) {
    std::string list;
    for (std::size_t i = 0; i < cells.size() && i < kTermsShown; ++i) list += (i ? ", " : "") + std::to_string(cells[i] + 1);
    if (cells.size() > kTermsShown) list += " and " + std::to_string(cells.size() - kTermsShown) + " more";
    return "A is invertible, so s = A^-1 b: column c of A^-1 is the set of presses that changes cell c alone. "
           "Of the cells that differ from the goal, button " +
           j + " is in the columns of cells " + list + ": " + std::to_string(cells.size()) + ", an odd number, so it is pressed.";
  }
  return "A is invertible, so s = A^-1 b" + mod_text(s.k) +
         ": column c of A^-1 says how often to press each button "
         "to add 1 to cell c alone. Over the cells to change, button " +
         j + " gets " + terms + " = " + std::to_string(sum) + " = " + std::to_string(times) + mod_text(s.k) + " presses.";
}

// The reduced form's row with the button's pivot, or that it is free.
std::string reduced_why(const System& s, int button, const std::vector<int>& counts) {
  const std::string j = std::to_string(button + 1);
  const auto pivot = std::find(s.pivot_columns.begin(), s.pivot_columns.end(), button);
  const std::string many = s.nullity ? std::to_string(s.k) + "^" + std::to_string(s.nullity) : "1";
  if (pivot == s.pivot_columns.end())
    return "Button " + j +
           " has no pivot in the reduced form of [A | b]: it is free, and every choice of the free "
           "buttons gives a solution (up to " +
           many +
           " of them, the quiet patterns). Of those, the one with the "
           "fewest presses presses it " +
           times_text(counts[std::size_t(button)]) + ".";
  const std::size_t r = std::size_t(pivot - s.pivot_columns.begin());
  const std::vector<int>& row = s.reduced[r];
  std::string eq, given;
  long long check = 0;
  for (int c = 0; c < s.buttons; ++c) {
    const int a = row[std::size_t(c)];
    if (!a) continue;
    eq += (eq.empty() ? "" : " + ") + (a > 1 ? std::to_string(a) + " " : std::string()) + "s" + std::to_string(c + 1);
    check += a * counts[std::size_t(c)];
    if (c != button)
      given += (given.empty() ? "" : ", ") + ("s" + std::to_string(c + 1)) + " = " + std::to_string(counts[std::size_t(c)]);
  }
  const int rhs = row[std::size_t(s.buttons)];
  if (int(check % s.k) != rhs) return {};
  std::string o = "Row " + std::to_string(r + 1) + " of the reduced form of [A | b] has its pivot on button " + j +
                  " and reads " + eq + " = " + std::to_string(rhs) + mod_text(s.k) + ".";
  if (!given.empty())
    o += " Its other buttons are free (the quiet patterns choose them); the fewest-press solution takes " + given +
         ", which leaves s" + j + " = " + std::to_string(counts[std::size_t(button)]) + ".";
  else o += " So s" + j + " = " + std::to_string(counts[std::size_t(button)]) + " in every solution.";
  return o;
}

std::string why(const Machine& m, const Position& pos, const Solution& sol, int button, int times) {
  if (std::string chase = chase_why(m, pos, button, times); !chase.empty()) return chase;
  System s;
  if (system_of(m, pos, s)) {
    std::vector<int> counts(std::size_t(s.buttons), 0);
    for (int p : sol.presses) ++counts[std::size_t(p)];
    std::string words = s.inverse ? inverse_why(s, button, times) : reduced_why(s, button, counts);
    if (!words.empty()) return words;
  }
  return "This button starts a fewest-press solution the solver found" + std::string(sol.minimal ? " (proven fewest)" : "") +
         "; the order of presses never matters.";
}

}  // namespace

LeveledHint leveled_hint(const Machine& m, const Position& pos, const Solution& sol, int level) {
  LeveledHint h;
  if (level <= 0 || !sol.solvable || sol.presses.empty()) return h;
  h.level = std::min(level, 3);
  const int button = sol.presses.front();
  const int times = int(std::count(sol.presses.begin(), sol.presses.end(), button));
  const int cell = m.button_cell(button);
  if (cell >= 0 && m.cell_layout()) {
    // A board that is not a grid has no rows: the first level rings the
    // button's own group, its cell and every cell its press changes.
    for (const auto& [c, amount] : press_effect(m, pos, button)) h.region.push_back(c);
    if (std::find(h.region.begin(), h.region.end(), cell) == h.region.end()) h.region.push_back(cell);
    std::sort(h.region.begin(), h.region.end());
    h.where = "Look at the " + std::to_string(h.region.size()) + " ringed cells: the next press is one of them.";
  } else if (cell >= 0) {
    h.region_row = cell / m.cols();
    for (int c = 0; c < m.cols(); ++c) h.region.push_back(h.region_row * m.cols() + c);
    h.where = "Look at row " + std::to_string(h.region_row + 1) + " of the board: the next press is there.";
  } else {
    h.where = "The next press is one of buttons 1 to " + std::to_string(m.button_count()) + ".";
  }
  if (h.level < 2) return h;
  h.button = button;
  h.times = times;
  h.which = "Press button " + std::to_string(button + 1) + (cell >= 0 ? " (" + place(m, cell) + ")" : "") +
            (times > 1 ? ", " + times_text(times) : "") + ".";
  if (h.level < 3) return h;
  h.why = why(m, pos, sol, button, times);
  return h;
}

}  // namespace tl
