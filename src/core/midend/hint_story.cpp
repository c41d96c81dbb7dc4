// hint_story.cpp: "Why this hint?" in a player's words, then the algebra
// (see hint_story.hpp).
//
// The words are appended piece by piece (Text below): a chain of
// std::string + makes and frees a temporary at every +, which in the page's
// WebAssembly cost about twice the code.
//
// [SECTION] Words
// [SECTION] Light chasing
// [SECTION] One way, or the shortest of several (linear machines)
// [SECTION] Wires (Ghaly's machine)
// [SECTION] The story
#include "core/midend/hint_story.hpp"

#include <algorithm>
#include <charconv>
#include <optional>
#include <string_view>

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

// Text appended to: words and numbers, one call each.
struct Text {
  std::string s;
  Text& operator<<(std::string_view t) {
    s.append(t.data(), t.size());
    return *this;
  }
  Text& operator<<(long long n) {
    char b[24];
    const auto r = std::to_chars(b, b + sizeof b, n);
    s.append(b, r.ptr);
    return *this;
  }
  Text& operator<<(int n) { return *this << static_cast<long long>(n); }
  Text& operator<<(std::size_t n) { return *this << static_cast<long long>(n); }
  // ", " between parts, " and " before the last of `count`.
  Text& sep(std::size_t i, std::size_t count) { return *this << (i == 0 ? "" : i + 1 == count ? " and " : ", "); }
};

// "buttons 1, 5 and 9" (two states), "buttons 1 (twice) and 5 (once)" (k
// states), the first kListed of them and how many more.
void buttons_words(Text& t, const std::vector<int>& counts, int k) {
  std::size_t pressed = 0;
  long long presses = 0;
  for (int c : counts) {
    pressed += c != 0 ? 1 : 0;
    presses += c;
  }
  if (pressed == 0) {
    t << "no button at all";
    return;
  }
  t << (pressed == 1 ? "button " : "buttons ");
  const std::size_t parts = std::min(pressed, kListed) + (pressed > kListed ? 1 : 0);
  std::size_t i = 0;
  for (std::size_t b = 0; b < counts.size() && i < kListed; ++b) {
    if (counts[b] == 0) continue;
    t.sep(i++, parts) << b + 1;
    if (k != 2) t << " (" << times_words(counts[b]) << ")";
  }
  if (pressed > kListed) t.sep(i, parts) << pressed - kListed << " more (" << presses << " presses in all)";
}

// "1", "1 and 3", "2, 3 and 5": numbers 1-based.
void numbers(Text& t, const std::vector<int>& zero_based) {
  for (std::size_t i = 0; i < zero_based.size(); ++i) t.sep(i, zero_based.size()) << zero_based[i] + 1;
}

// What one press of the button does, as a sentence, and how a light counts
// on a board of k states.
void press_words(Text& t, const std::vector<std::pair<int, int>>& effect, int k) {
  if (effect.empty()) {
    t << "A press of this button changes no light here.";
    return;
  }
  const auto cells = [&] {
    if (effect.size() == 1) t << "the ringed cell";
    else t << "each of the " << effect.size() << " ringed cells";
  };
  t << "A press of this button ";
  if (k == 2) {
    t << "switches ";
    cells();
    t << ", on to off and off to on.";
    return;
  }
  if (std::all_of(effect.begin(), effect.end(), [&](const auto& e) { return e.second == effect.front().second; })) {
    t << "adds " << effect.front().second << " to ";
    cells();
  } else {
    t << "adds to ";
    cells();
    t << " (each its own amount)";
  }
  t << ", counting 0, 1" << (k == 3 ? ", 2" : k == 4 ? ", 2, 3" : ", ...");
  if (k > 4) t << ", " << k - 1;
  t << " and round to 0.";
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
  const int v = lights[std::size_t(above)], g = goal[std::size_t(above)];
  const int need = ((g - v) % k + k) % k;
  if (need == 0 || need != s.times % k) return false;  // not the chase's reason: say something else
  s.kind = HintStoryKind::Chase;
  s.focus = above;
  Text t;
  t << "Light chasing. Counting along the rows, this is the first press of the shortest way to solve the board: no button "
       "above it, nor left of it in its row, is pressed. The light just above it ("
    << cell_words(m, above) << ") ";
  if (k == 2) t << "is " << (v ? "on" : "off") << " and should be " << (g ? "on" : "off");
  else t << "shows " << v << " and should show " << g;
  t << ". Of the buttons that change that light, that leaves only this one, right below it: ";
  if (k == 2) t << "one press switches it";
  else
    t << "pressed " << times_words(s.times) << ", this button adds " << s.times << " to it, and " << v << " + " << s.times
      << (v + s.times >= k ? " counts round to " : " makes ") << g;
  t << ", and nothing above it changes. Chasing down the board like this, each press clears the light above it, and the "
       "top row's presses decide all the others.";
  s.plain = std::move(t.s);
  // The cell's line of A s = b: its own button and its neighbours'.
  Text a;
  a << "Cell " << above + 1 << "'s line of A s = b reads ";
  const int r = above / cols, c = above % cols;
  bool first = true;
  for (auto [dr, dc] : {std::pair(-1, 0), std::pair(0, -1), std::pair(0, 0), std::pair(0, 1), std::pair(1, 0)}) {
    const int rr = r + dr, cc = c + dc;
    if (rr < 0 || rr >= m.rows() || cc < 0 || cc >= cols) continue;
    if (const int b = button_on_cell(m, rr * cols + cc); b >= 0) {
      a << (first ? "s" : " + s") << b + 1;
      first = false;
    }
  }
  const int j = s.button + 1;
  a << " = b" << above + 1 << " = " << need << " (mod " << k << "). Every term but s" << j << " is a button before " << j
    << " in reading order, 0 in this solution, so s" << j << " = " << need << ".";
  s.algebra = std::move(a.s);
  return true;
}

// The top row: chasing the board as it is leaves a pattern on the last row,
// which the top row's presses clear (the light-chasing table).
bool chase_top(const Machine& m, const Position& pos, HintStory& s) {
  const int rows = m.rows(), cols = m.cols(), k = m.states();
  if (m.button_cell(s.button) >= cols || rows < 2) return false;
  const std::vector<int> lights = m.cells(pos), goal = m.goal_cells(pos);
  std::vector<int> need(lights.size(), 0);
  for (std::size_t c = 0; c < lights.size() && c < goal.size(); ++c) need[c] = ((goal[c] - lights[c]) % k + k) % k;
  const std::vector<uint8_t> last = chased_last_row(std::move(need), rows, cols, k);
  std::vector<int> top(std::size_t(cols), 0), wrong, pressed;
  for (int c = 0; c < cols; ++c) {
    if (const int b = button_on_cell(m, c); b >= 0) top[std::size_t(c)] = s.solution[std::size_t(b)];
    if (last[std::size_t(c)]) wrong.push_back(c);
    if (top[std::size_t(c)]) pressed.push_back(c);
  }
  s.kind = HintStoryKind::ChaseTop;
  Text t;
  t << "Light chasing. This button is in the top row, with no light above it to chase. Chase the board as it is, row by row "
       "from the top, pressing below each light that is not right, and ";
  if (wrong.empty()) {
    t << "the last row comes out right too; still, a shorter way starts in the top row.";
  } else {
    numbers(t << "the last row is left wrong in " << (wrong.size() == 1 ? "column " : "columns "), wrong);
    t << ".";
  }
  t << " The top row's presses come from that pattern (the light-chasing table): the shortest way to solve the board presses "
       "the top row in "
    << (pressed.size() == 1 ? "column " : "columns ");
  for (std::size_t i = 0; i < pressed.size(); ++i) {
    const int times = top[std::size_t(pressed[i])];
    t.sep(i, pressed.size()) << pressed[i] + 1;
    if (k != 2 && times > 1) t << " (" << times_words(times) << ")";
  }
  t << ". This button is one of them: press them, chase again, and the board is solved.";
  s.plain = std::move(t.s);
  // The table itself: M x = e, M's column j what top-row button j and a chase do to the last row.
  if (cols > kMostChaseTableColumns) return true;
  const ChaseTable table(rows, cols, k);
  std::vector<uint8_t> fewest;
  for (int r = 0; r < cols; ++r) {
    long long sum = 0;
    for (int c = 0; c < cols; ++c)
      sum += static_cast<long long>(table.effect()[std::size_t(c)][std::size_t(r)]) * top[std::size_t(c)];
    if (int(sum % k) != last[std::size_t(r)]) return true;  // say no algebra that does not hold
  }
  if (!table.lookup(last, &fewest)) return true;
  Text a;
  a << "Chasing is linear: pressing top-row button j once and chasing changes the last row by column j of a " << cols << " x "
    << cols << " matrix M, so the top-row presses x clear a last row needing e when M x = e (mod " << k << "). Here e = ";
  for (uint8_t v : last) a << int(v);
  a << " and the shortest solution's top row is x = ";
  for (int v : top) a << v;
  a << "; the table's fewest for e is ";
  for (uint8_t v : fewest) a << int(v);
  a << ".";
  s.algebra = std::move(a.s);
  return true;
}

//-----------------------------------------------------------------------------
// [SECTION] One way, or the shortest of several (linear machines)
//-----------------------------------------------------------------------------

// s = A^-1 b, read for one button (Arnold and Blaszak's, mod k).
std::string inverse_algebra(const Explanation& e, int button, int times) {
  std::vector<std::size_t> cells;
  long long sum = 0;
  for (std::size_t c = 0; c < e.b.size(); ++c)
    if (const int a = int(e.inverse->get(button, int(c))); a && e.b[c]) {
      cells.push_back(c);
      sum += static_cast<long long>(a) * e.b[c];
    }
  if (int(sum % e.k) != times) return {};  // not the unique solution: say nothing rather than something wrong
  const std::size_t shown = std::min(cells.size(), kTermsShown);
  Text t;
  t << "A is invertible, so s = A^-1 b";
  if (e.k == 2) {
    t << ": column c of A^-1 is the set of presses that changes cell c alone. Of the cells that differ from the goal, button "
      << button + 1 << " is in the columns of cells ";
    for (std::size_t i = 0; i < shown; ++i) t << (i ? ", " : "") << cells[i] + 1;
    if (cells.size() > shown) t << " and " << cells.size() - shown << " more";
    t << ": " << cells.size() << ", an odd number, so it is pressed.";
    return std::move(t.s);
  }
  t << " (mod " << e.k << "): column c of A^-1 says how often to press each button to add 1 to cell c alone. Over the cells to "
    << "change, button " << button + 1 << " gets ";
  for (std::size_t i = 0; i < shown; ++i)
    t << (i ? " + " : "") << int(e.inverse->get(button, int(cells[i]))) << "x" << int(e.b[cells[i]]) << " (cell " << cells[i] + 1
      << ")";
  if (cells.size() > shown) t << " + " << cells.size() - shown << " more";
  t << " = " << sum << " = " << times << " (mod " << e.k << ") presses.";
  return std::move(t.s);
}

// The reduced form's row with the button's pivot, or that it is free.
std::string reduced_algebra(const Explanation& e, int button, const std::vector<int>& counts) {
  const int j = button + 1;
  const auto pivot = std::find(e.pivot_columns.begin(), e.pivot_columns.end(), button);
  Text t;
  if (pivot == e.pivot_columns.end()) {
    t << "Button " << j << " has no pivot in the reduced form of [A | b]: it is free, and every choice of the free buttons gives "
      << "a solution (up to ";
    if (e.nullity) t << e.k << "^" << e.nullity;
    else t << "1";
    t << " of them, the quiet patterns). Of those, the one with the fewest presses presses it "
      << times_words(counts[std::size_t(button)]) << ".";
    return std::move(t.s);
  }
  const int r = int(pivot - e.pivot_columns.begin());
  long long check = 0;
  t << "Row " << r + 1 << " of the reduced form of [A | b] has its pivot on button " << j << " and reads ";
  Text given;
  for (int c = 0, terms = 0; c < e.buttons; ++c) {
    const int a = int(e.reduced.get(r, c));
    if (!a) continue;
    t << (terms++ ? " + " : "");
    if (a > 1) t << a << " ";
    t << "s" << c + 1;
    check += static_cast<long long>(a) * counts[std::size_t(c)];
    if (c != button) given << (given.s.empty() ? "s" : ", s") << c + 1 << " = " << counts[std::size_t(c)];
  }
  const int rhs = int(e.reduced.get(r, e.buttons));
  if (int(check % e.k) != rhs) return {};
  t << " = " << rhs << " (mod " << e.k << ").";
  if (!given.s.empty())
    t << " Its other buttons are free (the quiet patterns choose them); the fewest-press solution takes " << given.s
      << ", which leaves s" << j << " = " << counts[std::size_t(button)] << ".";
  else t << " So s" << j << " = " << counts[std::size_t(button)] << " in every solution.";
  return std::move(t.s);
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
  // Each combination of the generators once; a composite k's may repeat a
  // way, so they are sorted and counted once each.
  std::vector<std::vector<int>> all;
  for (long long n = 0; n < combos; ++n) {
    std::vector<int> x(counts);
    long long v = n;
    for (const ZkQuiet& p : q) {
      const int d = int(v % std::max(1, p.order));
      v /= std::max(1, p.order);
      for (std::size_t b = 0; b < x.size(); ++b) x[b] = int((x[b] + static_cast<long long>(d) * p.v[b]) % e.k);
    }
    all.push_back(std::move(x));
  }
  std::sort(all.begin(), all.end());
  all.erase(std::unique(all.begin(), all.end()), all.end());
  for (const std::vector<int>& x : all) {
    const long long weight = total(x);
    if (w.count++ == 0 || weight < w.fewest) {
      w.fewest = weight;
      w.fewest_count = 0;
      w.all_press_it = true;
    }
    if (weight == w.fewest) {
      ++w.fewest_count;
      w.all_press_it = w.all_press_it && x[std::size_t(button)] == times;
    }
  }
  w.tried = true;
  return w;
}

// Where presses that change nothing make several ways: one of them, how
// many ways, the fewest presses, and whether every shortest way presses the
// button (tried one by one when few enough) or only the one the hint follows.
void ways_words(Text& t, const Explanation& e, const HintStory& s) {
  if (!e.analysis.quiet_patterns.empty()) {
    const ZkVec& v = e.analysis.quiet_patterns.front().v;
    buttons_words(t << "Some presses change nothing at all together: ", std::vector<int>(v.begin(), v.end()), e.k);
    t << " leave every light as it was, so adding them to a way to solve the board gives another. ";
  }
  const auto it = [&] {
    t << "this button";
    if (s.times > 1) t << " " << times_words(s.times);
    t << ".";
  };
  const Ways w = ways_to_solve(e, s.solution, s.button, s.times);
  if (!w.tried) {
    t << "The solver's shortest way takes " << total(s.solution) << " presses and presses ";
    return it();
  }
  t << "This board has " << w.count << " ways to solve it, and the shortest ";
  if (w.fewest == 1) t << "takes 1 press. ";
  else t << "take " << w.fewest << " presses. ";
  if (w.fewest_count == 1) t << "Only one takes that few, and it presses ";
  else if (w.all_press_it) t << "All " << w.fewest_count << " that take that few press ";
  else t << w.fewest_count << " take that few; the hint follows one of them, which presses ";
  it();
  if (w.fewest_count > 1 && !w.all_press_it) {
    t.s.back() = ' ';  // the sentence's full stop, after the aside
    t << "(not all of them do).";
  }
}

void linear_story(Text& t, const Explanation& e, HintStory& s) {
  const int k = e.k;
  t << "Pressing a button ";
  if (k == 2) t << "twice";
  else t << k << " times";
  t << " changes nothing, and the order of presses never matters";
  if (e.nullity == 0) {
    s.kind = HintStoryKind::Unique;
    t << ", so a way to solve the board is ";
    if (k == 2) t << "a set of buttons, each pressed once";
    else t << "how often to press each button, 0 to " << k - 1 << " times";
    buttons_words(t << ". This board has exactly one: ", s.solution, k);
    if (k == 2) t << ". This button is in it, so the shortest way presses it.";
    else
      t << ". It presses this button " << times_words(s.times) << ", which adds " << s.times
        << " times as much to each of its cells.";
    s.algebra = e.inverse ? inverse_algebra(e, s.button, s.times) : reduced_algebra(e, s.button, s.solution);
    return;
  }
  s.kind = HintStoryKind::Shortest;
  ways_words(t << ".\n\n", e, s);
  s.algebra = reduced_algebra(e, s.button, s.solution);
}

// The explanation a linear story reads, where the board is small enough:
// the one given, else one made here into `made`.
const Explanation* explained(const Machine& m, const Position& pos, const Explanation* given, std::optional<Explanation>& made) {
  if (m.cell_count() > kWhyMaxCells || m.button_count() > kWhyMaxCells || !explainable(m)) return nullptr;
  const Explanation* e = given ? given : &made.emplace(explain(m, pos));
  return e->dense && e->solvable ? e : nullptr;
}

//-----------------------------------------------------------------------------
// [SECTION] Wires (Ghaly's machine)
//-----------------------------------------------------------------------------

void bits_of(Text& t, int code, int bits) {
  for (int b = bits - 1; b >= 0; --b) t << ((code >> b) & 1 ? "1" : "0");
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
    if (std::any_of(w.before.transmitter_paths[i].steps.begin(), w.before.transmitter_paths[i].steps.end(),
                    [&](const WireStep& st) { return st.row * n + st.col == cell; }))
      w.wires.push_back(int(i));
  for (std::size_t i = 0; i < w.before.pi.size() && i < w.after.pi.size(); ++i)
    if (w.before.pi[i] != w.after.pi[i]) w.moved.push_back(int(i));
  Text t;
  t << "Each square shows the colour carried to it along the wires. Pressing " << cell_words(m, cell)
    << " turns its tile, so the wires that cross it swap where they go";
  if (w.moved.empty()) t << ", but here they still reach the same places.";
  else t << ": ";
  for (std::size_t i = 0; i < w.moved.size(); ++i) {
    const std::size_t x = std::size_t(w.moved[i]);
    t.sep(i, w.moved.size()) << "the wire from X" << x + 1 << " now reaches CG" << w.after.pi[x] + 1 << " instead of CG"
                             << w.before.pi[x] + 1;
  }
  if (!w.moved.empty()) t << ".";
  const std::vector<int> was = m.cells(pos), is = m.cells(after);
  std::vector<int> changed;
  for (std::size_t c = 0; c < was.size() && c < is.size(); ++c)
    if (was[c] != is[c]) changed.push_back(int(c));
  if (!changed.empty()) {
    const std::size_t shown = std::min<std::size_t>(changed.size(), 6);
    t << " That recolours " << changed.size() << (changed.size() == 1 ? " square: " : " squares: ");
    for (std::size_t i = 0; i < shown; ++i) {
      const std::size_t c = std::size_t(changed[i]);
      t.sep(i, shown) << cell_words(m, int(c)) << " " << g.colour_name(was[c]) << " to " << g.colour_name(is[c]);
    }
    t << (changed.size() > shown ? " and more." : ".");
  }
  w.words = std::move(t.s);
  return w;
}

void wiring_story(const Machine& m, const Position& pos, const Solution& sol, HintStory& s) {
  const WiringView& g = *m.wiring();
  s.kind = HintStoryKind::Wiring;
  const WireWords w = wire_words(m, pos, s.button);
  Text t;
  t << w.words << "\n\n";
  if (sol.minimal)
    t << "The solver searched every shorter set of presses: none makes the board one colour, and the fewest that do are "
      << sol.presses.size() << "; this square is the first of them.";
  else
    t << "The solver's search found " << sol.presses.size()
      << " presses that make the board one colour (not proven the fewest); this square is the first.";
  t << " The order of presses never matters.";
  s.plain = std::move(t.s);
  Text a;
  a << "pi_W, X_i reaching CG_pi(i): " << w.before.cycles << " before the press, " << w.after.cycles
    << " after. Each square's colour is C_k = B(X_pi^-1(k), CG_k) of the CG_k its colour wire reaches (Joyner 2006, section 4)";
  bool first = true;
  for (int i : w.moved) {
    const int k = w.before.pi[std::size_t(i)];
    if (std::find(w.before.support.begin(), w.before.support.end(), k) == w.before.support.end()) continue;
    const int was_code = w.before.colour_codes[std::size_t(k)], is_code = w.after.colour_codes[std::size_t(k)];
    a << (first ? ": C" : "; C") << k + 1 << " ";
    bits_of(a, was_code, w.before.code_bits);
    a << " -> ";
    bits_of(a, is_code, w.before.code_bits);
    a << " (" << g.colour_name(g.colour_of_code(was_code)) << " -> " << g.colour_name(g.colour_of_code(is_code)) << ")";
    first = false;
  }
  a << ".";
  s.algebra = std::move(a.s);
}

}  // namespace

//-----------------------------------------------------------------------------
// [SECTION] The story
//-----------------------------------------------------------------------------

std::string cell_words(const Machine& m, int cell) {
  Text t;
  if (m.cell_layout()) t << "vertex " << cell + 1;
  else t << "row " << cell / m.cols() + 1 << ", column " << cell % m.cols() + 1;
  return std::move(t.s);
}

WirePress wire_press(const Machine& m, const Position& pos, int button) {
  if (!m.wiring() || button < 0 || button >= m.button_count()) return {};
  WireWords w = wire_words(m, pos, button);
  return {std::move(w.words), std::move(w.wires)};
}

std::string times_words(int times) {
  if (times == 1) return "once";
  if (times == 2) return "twice";
  Text t;
  t << times << " times";
  return std::move(t.s);
}

HintStory hint_story(const Machine& m, const Position& pos, const Solution& sol, const Explanation* given) {
  HintStory s;
  if (!sol.solvable || sol.presses.empty()) return s;
  s.button = sol.presses.front();
  s.times = int(std::count(sol.presses.begin(), sol.presses.end(), s.button));
  s.solution = counts_of(sol, m.button_count());
  const int cell = m.button_cell(s.button);
  Text press;
  press << "Press button " << s.button + 1;
  if (cell >= 0) press << " (" << cell_words(m, cell) << ")";
  if (s.times > 1) press << ", " << times_words(s.times);
  press << ".";
  s.press = std::move(press.s);
  const std::vector<std::pair<int, int>> effect = press_effect(m, pos, s.button);
  for (const auto& [c, amount] : effect) s.changed.push_back(c);
  if (m.wiring()) {
    wiring_story(m, pos, sol, s);
    return s;
  }
  Text t;
  press_words(t, effect, std::max(2, m.linear_modulus()));
  t << " ";
  std::optional<Explanation> made;
  const Explanation* e = explained(m, pos, given, made);
  if (chases_lights(m) && cell >= 0 && (chase_below(m, pos, s) || chase_top(m, pos, s))) {
    t << s.plain;
    // A board with several ways to solve it (5 x 5's four): which the hint
    // follows, a paragraph of its own.
    if (e && e->nullity > 0) ways_words(t << "\n\n", *e, s);
  } else if (e) {
    linear_story(t, *e, s);
  } else {
    s.kind = HintStoryKind::Search;
    if (sol.minimal)
      t << "The solver searched the ways to solve this board: none takes fewer than " << total(s.solution)
        << " presses, and this press is the first of one that takes that many.";
    else
      t << "The solver found a way of " << total(s.solution) << " presses (not proven the fewest), and this press is its first.";
    t << " The order of presses never matters, so the hint names the lowest-numbered button.";
  }
  s.plain = std::move(t.s);
  return s;
}

}  // namespace tl
