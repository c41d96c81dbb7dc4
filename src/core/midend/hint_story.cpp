// hint_story.cpp: "Why this hint?" in a player's words, then the algebra
// (see hint_story.hpp).
//
// [SECTION] Words
// [SECTION] Light chasing
// [SECTION] One way, or the shortest of several (linear machines)
// [SECTION] Wires (Ghaly's machine)
// [SECTION] The story
#include "core/midend/hint_story.hpp"

#include <algorithm>
#include <memory>
#include <optional>
#include <set>

#include "core/game/linear_view.hpp"
#include "core/game/press_reach.hpp"
#include "core/game/wiring_view.hpp"
#include "core/linear/explain/chase_lesson.hpp"
#include "core/linear/explain/explain.hpp"

namespace tl {

namespace {

// Explanations need the dense elimination; past this many cells the story
// says what the solver did instead.
constexpr int kWhyMaxCells = 1024;
constexpr std::size_t kTermsShown = 10;
constexpr std::size_t kListed = 12;         // buttons named before "and N more"
constexpr long long kMostWaysTried = 4096;  // ways to solve the board tried one by one
constexpr int kMostChaseTableColumns = 64;  // the light-chasing table is made up to this width

//-----------------------------------------------------------------------------
// [SECTION] Words
//-----------------------------------------------------------------------------

std::string num(long long n) { return std::to_string(n); }

// "a", "a and b", "a, b and c".
std::string joined(const std::vector<std::string>& parts) {
  std::string o;
  for (std::size_t i = 0; i < parts.size(); ++i) o += (i == 0 ? "" : i + 1 == parts.size() ? " and " : ", ") + parts[i];
  return o;
}

// "buttons 1, 5 and 9" (two states), "buttons 1 (twice) and 5 (once)" (k
// states), the first kListed of them and how many more.
std::string buttons_words(const std::vector<int>& counts, int k) {
  std::vector<std::string> parts;
  int pressed = 0;
  long long presses = 0;
  for (std::size_t b = 0; b < counts.size(); ++b) {
    if (counts[b] == 0) continue;
    ++pressed;
    presses += counts[b];
    if (parts.size() < kListed)
      parts.push_back(num(static_cast<long long>(b) + 1) + (k == 2 ? "" : " (" + times_words(counts[b]) + ")"));
  }
  if (pressed == 0) return "no button at all";
  if (std::size_t(pressed) > kListed)
    parts.push_back(num(pressed - static_cast<long long>(kListed)) + " more (" + num(presses) + " presses in all)");
  return (pressed == 1 ? "button " : "buttons ") + joined(parts);
}

// How a light counts on a board of k states.
std::string counting_words(int k) {
  if (k == 2) return "";
  std::string o = "counting 0, 1";
  if (k == 3) o += ", 2";
  else if (k == 4) o += ", 2, 3";
  else o += ", ..., " + num(k - 1);
  return o + " and round to 0";
}

// What one press of the button does, as a sentence.
std::string press_words(const std::vector<std::pair<int, int>>& effect, int k) {
  if (effect.empty()) return "A press of this button changes no light here.";
  const std::string cells =
      effect.size() == 1 ? "the ringed cell" : "each of the " + num(static_cast<long long>(effect.size())) + " ringed cells";
  if (k == 2) return "A press of this button switches " + cells + ", on to off and off to on.";
  const bool ones = std::all_of(effect.begin(), effect.end(), [&](const auto& e) { return e.second == effect.front().second; });
  const std::string adds =
      ones ? "adds " + num(effect.front().second) + " to " + cells : "adds to " + cells + " (each its own amount)";
  return "A press of this button " + adds + ", " + counting_words(k) + ".";
}

std::string value_words(int value, int k) {
  if (k == 2) return value ? "on" : "off";
  return "shows " + num(value);
}

// Presses per button of a solution (k states: up to k-1 each).
std::vector<int> counts_of(const Solution& sol, int buttons) {
  std::vector<int> counts(std::size_t(buttons), 0);
  for (int p : sol.presses)
    if (p >= 0 && p < buttons) ++counts[std::size_t(p)];
  return counts;
}

long long total(const std::vector<int>& counts) {
  long long n = 0;
  for (int c : counts) n += c;
  return n;
}

//-----------------------------------------------------------------------------
// [SECTION] Light chasing
//-----------------------------------------------------------------------------

// Per cell, what it still needs to reach its goal (goal - lights, mod k).
std::vector<int> needs(const Machine& m, const Position& pos, int k) {
  const std::vector<int> lights = m.cells(pos), goal = m.goal_cells(pos);
  std::vector<int> need(lights.size(), 0);
  for (std::size_t c = 0; c < lights.size() && c < goal.size(); ++c) need[c] = ((goal[c] - lights[c]) % k + k) % k;
  return need;
}

// Below the top row: the hint is the solution's first press in reading
// order, so nothing above it or left of it in its row is pressed; of the
// buttons that change the light above it, only it is left.
bool chase_below(const Machine& m, const Position& pos, HintStory& s) {
  const int cols = m.cols(), k = m.states();
  const int cell = m.button_cell(s.button);
  if (cell < cols) return false;
  const int above = cell - cols;
  const std::vector<int> lights = m.cells(pos), goal = m.goal_cells(pos);
  if (std::size_t(above) >= goal.size()) return false;
  const int need = ((goal[std::size_t(above)] - lights[std::size_t(above)]) % k + k) % k;
  if (need == 0 || need != s.times % k) return false;  // not the chase's reason: say something else
  s.kind = HintStoryKind::Chase;
  s.focus = above;
  const int v = lights[std::size_t(above)], g = goal[std::size_t(above)];
  std::string fix;
  if (k == 2) fix = "one press switches it";
  else
    fix = "pressed " + times_words(s.times) + ", this button adds " + num(s.times) + " to it, and " + num(v) + " + " +
          num(s.times) + (v + s.times >= k ? " counts round to " : " makes ") + num(g);
  s.plain =
      "Light chasing. Counting along the rows, this is the first press of the shortest way to solve the board: "
      "no button above it, nor left of it in its row, is pressed. The light just above it (" +
      cell_words(m, above) + ") " + (k == 2 ? "is " : "") + value_words(v, k) + " and should " + (k == 2 ? "be " : "show ") +
      (k == 2 ? value_words(g, k) : num(g)) +
      ". Of the buttons that change that light, that leaves only this one, right below it: " + fix +
      ", and nothing above it changes. Chasing down the board like this, each press clears the light above it, "
      "and the top row's presses decide all the others.";
  // The cell's line of A s = b: its own button and its neighbours'.
  std::vector<std::string> terms;
  const int r = above / cols, c = above % cols;
  for (auto [dr, dc] : {std::pair(-1, 0), std::pair(0, -1), std::pair(0, 0), std::pair(0, 1), std::pair(1, 0)}) {
    const int rr = r + dr, cc = c + dc;
    if (rr < 0 || rr >= m.rows() || cc < 0 || cc >= cols) continue;
    const int b = button_on_cell(m, rr * cols + cc);
    if (b >= 0) terms.push_back("s" + num(b + 1));
  }
  std::string eq;
  for (const std::string& t : terms) eq += (eq.empty() ? "" : " + ") + t;
  const std::string j = num(s.button + 1);
  s.algebra = "Cell " + num(above + 1) + "'s line of A s = b reads " + eq + " = b" + num(above + 1) + " = " + num(need) +
              " (mod " + num(k) + "). Every term but s" + j + " is a button before " + j +
              " in reading order, 0 in this solution, so s" + j + " = " + num(need) + ".";
  return true;
}

// The top row: chasing the board as it is leaves a pattern on the last row,
// which the top row's presses clear (the light-chasing table).
bool chase_top(const Machine& m, const Position& pos, HintStory& s) {
  const int rows = m.rows(), cols = m.cols(), k = m.states();
  if (m.button_cell(s.button) >= cols || rows < 2) return false;
  const std::vector<uint8_t> last = chased_last_row(needs(m, pos, k), rows, cols, k);
  std::vector<int> top(std::size_t(cols), 0);
  for (int c = 0; c < cols; ++c)
    if (const int b = button_on_cell(m, c); b >= 0) top[std::size_t(c)] = s.solution[std::size_t(b)];
  std::vector<std::string> wrong, pressed;
  for (int c = 0; c < cols; ++c) {
    if (last[std::size_t(c)]) wrong.push_back(num(c + 1));
    if (top[std::size_t(c)])
      pressed.push_back(num(c + 1) + (k == 2 || top[std::size_t(c)] == 1 ? "" : " (" + times_words(top[std::size_t(c)]) + ")"));
  }
  s.kind = HintStoryKind::ChaseTop;
  s.plain =
      "Light chasing. This button is in the top row, with no light above it to chase. Chase the board as it is, "
      "row by row from the top, pressing below each light that is not right, and ";
  s.plain += wrong.empty() ? "the last row comes out right too; still, a shorter way starts in the top row."
                           : "the last row is left wrong in " + std::string(wrong.size() == 1 ? "column " : "columns ") +
                                 joined(wrong) + ".";
  s.plain +=
      " The top row's presses come from that pattern (the light-chasing table): the shortest way to solve the board "
      "presses the top row in " +
      std::string(pressed.size() == 1 ? "column " : "columns ") + joined(pressed) +
      ". This button is one of them: press them, chase again, and the board is solved.";
  // The table itself: M x = e, M's column j what top-row button j and a chase do to the last row.
  if (cols > kMostChaseTableColumns) return true;
  const ChaseTable table(rows, cols, k);
  std::string e, x, mx;
  bool holds = true;
  for (int r = 0; r < cols; ++r) {
    long long sum = 0;
    for (int c = 0; c < cols; ++c)
      sum += static_cast<long long>(table.effect()[std::size_t(c)][std::size_t(r)]) * top[std::size_t(c)];
    holds = holds && int(sum % k) == last[std::size_t(r)];
    e += num(last[std::size_t(r)]);
    x += num(top[std::size_t(r)]);
  }
  std::vector<uint8_t> fewest;
  if (!holds || !table.lookup(last, &fewest)) return true;
  for (uint8_t f : fewest) mx += num(f);
  s.algebra = "Chasing is linear: pressing top-row button j once and chasing changes the last row by column j of a " + num(cols) +
              " x " + num(cols) + " matrix M, so the top-row presses x clear a last row needing e when M x = e (mod " + num(k) +
              "). Here e = " + e + " and the shortest solution's top row is x = " + x + "; the table's fewest for e is " + mx +
              ".";
  return true;
}

//-----------------------------------------------------------------------------
// [SECTION] One way, or the shortest of several (linear machines)
//-----------------------------------------------------------------------------

// s = A^-1 b, read for one button (Arnold and Blaszak's, mod k).
std::string inverse_algebra(const Explanation& e, int button, int times) {
  std::vector<int> cells;
  long long sum = 0;
  std::string terms;
  for (std::size_t c = 0; c < e.b.size(); ++c) {
    const int a = int(e.inverse->get(button, int(c)));
    if (!a || !e.b[c]) continue;
    cells.push_back(int(c));
    sum += static_cast<long long>(a) * e.b[c];
    if (cells.size() <= kTermsShown)
      terms += (terms.empty() ? "" : " + ") + num(a) + "x" + num(e.b[c]) + " (cell " + num(static_cast<long long>(c) + 1) + ")";
  }
  if (int(sum % e.k) != times) return {};  // not the unique solution: say nothing rather than something wrong
  if (cells.size() > kTermsShown) terms += " + " + num(static_cast<long long>(cells.size() - kTermsShown)) + " more";
  const std::string j = num(button + 1);
  if (e.k == 2) {
    std::string list;
    for (std::size_t i = 0; i < cells.size() && i < kTermsShown; ++i) list += (i ? ", " : "") + num(cells[i] + 1);
    if (cells.size() > kTermsShown) list += " and " + num(static_cast<long long>(cells.size() - kTermsShown)) + " more";
    return "A is invertible, so s = A^-1 b: column c of A^-1 is the set of presses that changes cell c alone. Of the cells "
           "that differ from the goal, button " +
           j + " is in the columns of cells " + list + ": " + num(static_cast<long long>(cells.size())) +
           ", an odd number, so it is pressed.";
  }
  return "A is invertible, so s = A^-1 b (mod " + num(e.k) +
         "): column c of A^-1 says how often to press each button to add 1 to cell c alone. Over the cells to change, button " +
         j + " gets " + terms + " = " + num(sum) + " = " + num(times) + " (mod " + num(e.k) + ") presses.";
}

// The reduced form's row with the button's pivot, or that it is free.
std::string reduced_algebra(const Explanation& e, int button, const std::vector<int>& counts) {
  const std::string j = num(button + 1);
  const auto pivot = std::find(e.pivot_columns.begin(), e.pivot_columns.end(), button);
  const std::string many = e.nullity ? num(e.k) + "^" + num(e.nullity) : "1";
  if (pivot == e.pivot_columns.end())
    return "Button " + j +
           " has no pivot in the reduced form of [A | b]: it is free, and every choice of the free buttons gives "
           "a solution (up to " +
           many + " of them, the quiet patterns). Of those, the one with the fewest presses presses it " +
           times_words(counts[std::size_t(button)]) + ".";
  const int r = int(pivot - e.pivot_columns.begin());
  std::string eq, given;
  long long check = 0;
  for (int c = 0; c < e.buttons; ++c) {
    const int a = int(e.reduced.get(r, c));
    if (!a) continue;
    eq += (eq.empty() ? "" : " + ") + (a > 1 ? num(a) + " " : std::string()) + "s" + num(c + 1);
    check += static_cast<long long>(a) * counts[std::size_t(c)];
    if (c != button) given += (given.empty() ? "" : ", ") + ("s" + num(c + 1)) + " = " + num(counts[std::size_t(c)]);
  }
  const int rhs = int(e.reduced.get(r, e.buttons));
  if (int(check % e.k) != rhs) return {};
  std::string o = "Row " + num(r + 1) + " of the reduced form of [A | b] has its pivot on button " + j + " and reads " + eq +
                  " = " + num(rhs) + " (mod " + num(e.k) + ").";
  if (!given.empty())
    o += " Its other buttons are free (the quiet patterns choose them); the fewest-press solution takes " + given +
         ", which leaves s" + j + " = " + num(counts[std::size_t(button)]) + ".";
  else o += " So s" + j + " = " + num(counts[std::size_t(button)]) + " in every solution.";
  return o;
}

// Every way to solve the board, from one and the quiet patterns, when they
// are few enough to try: how many, the fewest presses, how many take that
// few, and whether all of those press the button `times` times.
struct Ways {
  bool tried = false;
  long long count = 0, fewest = 0, fewest_count = 0;
  bool all_press_it = true;
};

Ways ways_to_solve(const Explanation& e, const std::vector<int>& counts, int button, int times) {
  Ways w;
  const std::vector<ZkQuiet>& q = e.analysis.quiet_patterns;
  if (q.size() != e.analysis.quiet_generator_count) return w;  // cut short: not all of them
  long long combos = 1;
  for (const ZkQuiet& p : q) {
    combos *= std::max(1, p.order);
    if (combos > kMostWaysTried) return w;
  }
  std::set<std::vector<int>> seen;  // (of uint8_t, GCC 12 at -O3 warns a false memcmp overread)
  std::vector<int> digit(q.size(), 0);
  for (long long n = 0; n < combos; ++n) {
    long long v = n;
    for (std::size_t i = 0; i < q.size(); ++i) {
      digit[i] = int(v % std::max(1, q[i].order));
      v /= std::max(1, q[i].order);
    }
    std::vector<int> x(counts.size(), 0);
    for (std::size_t b = 0; b < counts.size(); ++b) {
      long long sum = counts[b];
      for (std::size_t i = 0; i < q.size(); ++i) sum += static_cast<long long>(digit[i]) * q[i].v[b];
      x[b] = int(sum % e.k);
    }
    if (!seen.insert(x).second) continue;
    long long weight = 0;
    for (int c : x) weight += c;
    if (w.count == 0 || weight < w.fewest) {
      w.fewest = weight;
      w.fewest_count = 0;
      w.all_press_it = true;
    }
    if (weight == w.fewest) {
      ++w.fewest_count;
      w.all_press_it = w.all_press_it && x[std::size_t(button)] == times;
    }
    ++w.count;
  }
  w.tried = true;
  return w;
}

// Where presses that change nothing make several ways: one of them, how
// many ways, the fewest presses, and whether every shortest way presses the
// button (tried one by one when few enough) or only the one the hint follows.
std::string ways_words(const Explanation& e, const HintStory& s) {
  const int k = e.k;
  const std::string it_times = s.times > 1 ? " " + times_words(s.times) : "";
  std::string o;
  if (!e.analysis.quiet_patterns.empty()) {
    const ZkVec& v = e.analysis.quiet_patterns.front().v;
    o = "Some presses change nothing at all together: " + buttons_words(std::vector<int>(v.begin(), v.end()), k) +
        " leave every light as it was, so adding them to a way to solve the board gives another. ";
  }
  const Ways w = ways_to_solve(e, s.solution, s.button, s.times);
  if (!w.tried)
    return o + "The solver's shortest way takes " + num(total(s.solution)) + " presses and presses this button" + it_times + ".";
  o += "This board has " + num(w.count) + " ways to solve it, and the shortest " +
       (w.fewest == 1 ? std::string("takes 1 press. ") : "take " + num(w.fewest) + " presses. ");
  if (w.fewest_count == 1) return o + "Only one takes that few, and it presses this button" + it_times + ".";
  if (w.all_press_it) return o + "All " + num(w.fewest_count) + " that take that few press this button" + it_times + ".";
  return o + num(w.fewest_count) + " take that few; the hint follows one of them, which presses this button" + it_times +
         " (not all of them do).";
}

void linear_story(const Explanation& e, HintStory& s) {
  const int k = e.k;
  const std::string ways =
      k == 2 ? "a set of buttons, each pressed once" : "how often to press each button, 0 to " + num(k - 1) + " times";
  const std::string repeat =
      k == 2 ? "Pressing a button twice changes nothing" : "Pressing a button " + num(k) + " times changes nothing";
  if (e.nullity == 0) {
    s.kind = HintStoryKind::Unique;
    s.plain = repeat + ", and the order of presses never matters, so a way to solve the board is " + ways +
              ". This board has exactly one: " + buttons_words(s.solution, k) + ". " +
              (k == 2 ? "This button is in it, so the shortest way presses it."
                      : "It presses this button " + times_words(s.times) + ", which adds " +
                            num(static_cast<long long>(s.times)) + " times as much to each of its cells.");
    s.algebra = e.inverse ? inverse_algebra(e, s.button, s.times) : reduced_algebra(e, s.button, s.solution);
    return;
  }
  s.kind = HintStoryKind::Shortest;
  s.plain = repeat + ", and the order of presses never matters. " + ways_words(e, s);
  s.algebra = reduced_algebra(e, s.button, s.solution);
}

// The explanation a linear story reads, where the board is small enough.
std::optional<Explanation> explained(const Machine& m, const Position& pos) {
  if (m.cell_count() > kWhyMaxCells || m.button_count() > kWhyMaxCells || !explainable(m)) return std::nullopt;
  Explanation e = explain(m, pos);
  if (!e.dense || !e.solvable) return std::nullopt;
  return e;
}

//-----------------------------------------------------------------------------
// [SECTION] Wires (Ghaly's machine)
//-----------------------------------------------------------------------------

std::string bits_of(int code, int bits) {
  std::string o;
  for (int b = bits - 1; b >= 0; --b) o += (code >> b) & 1 ? '1' : '0';
  return o;
}

// The sentences both "Why this hint?" and the wires drawn in play say.
struct WireWords {
  std::string words;          // the tile, the swap, the squares recoloured
  std::vector<int> wires;     // transmitters crossing the square
  std::vector<int> moved;     // transmitters whose exit the press changes
  WiringFacts before, after;  // the wiring either side of the press
};

WireWords wire_words(const Machine& m, const Position& pos, int button) {
  const WiringView& g = *m.wiring();
  WireWords w;
  Position after = pos;
  m.press(after, button);
  w.before = g.facts(pos);
  w.after = g.facts(after);
  const int cell = m.button_cell(button), n = std::max(1, w.before.n);
  for (std::size_t i = 0; i < w.before.transmitter_paths.size(); ++i)
    for (const WireStep& st : w.before.transmitter_paths[i].steps)
      if (st.row * n + st.col == cell) {
        w.wires.push_back(int(i));
        break;
      }
  std::vector<std::string> swaps;
  for (std::size_t i = 0; i < w.before.pi.size() && i < w.after.pi.size(); ++i)
    if (w.before.pi[i] != w.after.pi[i]) {
      w.moved.push_back(int(i));
      swaps.push_back("the wire from X" + num(static_cast<long long>(i) + 1) + " now reaches CG" + num(w.after.pi[i] + 1) +
                      " instead of CG" + num(w.before.pi[i] + 1));
    }
  const std::vector<int> was = m.cells(pos), is = m.cells(after);
  std::vector<std::string> recoloured;
  std::size_t changes = 0;
  for (std::size_t c = 0; c < was.size() && c < is.size(); ++c)
    if (was[c] != is[c] && ++changes <= 6)
      recoloured.push_back(cell_words(m, int(c)) + " " + g.colour_name(was[c]) + " to " + g.colour_name(is[c]));
  w.words = "Each square shows the colour carried to it along the wires. Pressing " + cell_words(m, cell) +
            " turns its tile, so the wires that cross it swap where they go";
  w.words += swaps.empty() ? ", but here they still reach the same places." : ": " + joined(swaps) + ".";
  if (changes)
    w.words += std::string(" That recolours ") + (changes == 1 ? "1 square" : num(static_cast<long long>(changes)) + " squares") +
               ": " + joined(recoloured) + (changes > recoloured.size() ? " and more" : "") + ".";
  return w;
}

void wiring_story(const Machine& m, const Position& pos, const Solution& sol, HintStory& s) {
  const WiringView& g = *m.wiring();
  s.kind = HintStoryKind::Wiring;
  const WireWords w = wire_words(m, pos, s.button);
  s.plain = w.words;
  s.plain += sol.minimal ? " The solver searched every shorter set of presses: none makes the board one colour, and the "
                           "fewest that do are " +
                               num(static_cast<long long>(sol.presses.size())) + "; this square is the first of them."
                         : " The solver's search found " + num(static_cast<long long>(sol.presses.size())) +
                               " presses that make the board one colour (not proven the fewest); this square is the first.";
  s.plain += " The order of presses never matters.";
  std::string codes;
  for (int i : w.moved) {
    const int k = w.before.pi[std::size_t(i)];
    if (std::find(w.before.support.begin(), w.before.support.end(), k) == w.before.support.end()) continue;
    const int was_code = w.before.colour_codes[std::size_t(k)], is_code = w.after.colour_codes[std::size_t(k)];
    codes += (codes.empty() ? "" : "; ") + ("C" + num(k + 1)) + " " + bits_of(was_code, w.before.code_bits) + " -> " +
             bits_of(is_code, w.before.code_bits) + " (" + g.colour_name(g.colour_of_code(was_code)) + " -> " +
             g.colour_name(g.colour_of_code(is_code)) + ")";
  }
  s.algebra = "pi_W, X_i reaching CG_pi(i): " + w.before.cycles + " before the press, " + w.after.cycles +
              " after. Each square's colour is C_k = B(X_pi^-1(k), CG_k) of the CG_k its colour wire reaches (Joyner 2006, "
              "section 4)" +
              (codes.empty() ? "." : ": " + codes + ".");
}

}  // namespace

//-----------------------------------------------------------------------------
// [SECTION] The story
//-----------------------------------------------------------------------------

std::string cell_words(const Machine& m, int cell) {
  if (m.cell_layout()) return "vertex " + num(cell + 1);
  return "row " + num(cell / m.cols() + 1) + ", column " + num(cell % m.cols() + 1);
}

WirePress wire_press(const Machine& m, const Position& pos, int button) {
  if (!m.wiring() || button < 0 || button >= m.button_count()) return {};
  WireWords w = wire_words(m, pos, button);
  return {std::move(w.words), std::move(w.wires)};
}

std::string times_words(int times) { return times == 1 ? "once" : times == 2 ? "twice" : num(times) + " times"; }

HintStory hint_story(const Machine& m, const Position& pos, const Solution& sol) {
  HintStory s;
  if (!sol.solvable || sol.presses.empty()) return s;
  s.button = sol.presses.front();
  s.times = int(std::count(sol.presses.begin(), sol.presses.end(), s.button));
  s.solution = counts_of(sol, m.button_count());
  const int cell = m.button_cell(s.button);
  s.press = "Press button " + num(s.button + 1) + (cell >= 0 ? " (" + cell_words(m, cell) + ")" : "") +
            (s.times > 1 ? ", " + times_words(s.times) : "") + ".";
  const std::vector<std::pair<int, int>> effect = press_effect(m, pos, s.button);
  for (const auto& [c, amount] : effect) s.changed.push_back(c);
  if (m.wiring()) {
    wiring_story(m, pos, sol, s);
    return s;
  }
  const int k = std::max(2, m.linear_modulus());
  const std::string does = press_words(effect, k);
  const std::optional<Explanation> e = explained(m, pos);
  if (chases_lights(m) && cell >= 0 && (chase_below(m, pos, s) || chase_top(m, pos, s))) {
    // A board with several ways to solve it (5 x 5's four): which the hint follows.
    s.plain = does + " " + s.plain + (e && e->nullity > 0 ? " " + ways_words(*e, s) : std::string());
    return s;
  }
  if (e) {
    linear_story(*e, s);
    s.plain = does + " " + s.plain;
    return s;
  }
  s.kind = HintStoryKind::Search;
  s.plain = does + " " +
            (sol.minimal ? "The solver searched the ways to solve this board: none takes fewer than " + num(total(s.solution)) +
                               " presses, and this press is the first of one that takes that many."
                         : "The solver found a way of " + num(total(s.solution)) +
                               " presses (not proven the fewest), and this press is its first.") +
            " The order of presses never matters, so the hint names the lowest-numbered button.";
  return s;
}

}  // namespace tl
