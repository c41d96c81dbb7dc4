// zk_solver.cpp: press matrices mod k, answers in a player's words.
#include "core/modk/zk_solver.hpp"

#include <algorithm>
#include <stdexcept>

namespace tl {

// ---------------------------------------------------------------------------
// [SECTION] The press matrix
// ---------------------------------------------------------------------------

ZkPressMatrix ZkPressMatrix::from_toggles(int cells, const std::vector<std::vector<int>>& toggles, int k) {
  ZkPressMatrix a;
  a.k = k;
  a.cells = cells;
  for (const auto& t : toggles) {
    std::vector<ZkAdd> adds;
    adds.reserve(t.size());
    for (int c : t) adds.push_back({c, 1});
    a.buttons.push_back(std::move(adds));
  }
  return a;
}

ZkMatrix ZkPressMatrix::dense() const {
  ZkMatrix m(cells, button_count());
  for (int j = 0; j < button_count(); ++j)
    for (const ZkAdd& ad : buttons[std::size_t(j)]) m.set(ad.cell, j, uint8_t((m.get(ad.cell, j) + ad.amount) % k));
  return m;
}

ZkVec ZkPressMatrix::apply(const ZkVec& presses) const {
  ZkVec out(std::size_t(cells), 0);
  for (int j = 0; j < button_count(); ++j) {
    const unsigned t = presses[std::size_t(j)];
    if (!t) continue;
    for (const ZkAdd& ad : buttons[std::size_t(j)])
      out[std::size_t(ad.cell)] = uint8_t((out[std::size_t(ad.cell)] + t * ad.amount) % unsigned(k));
  }
  return out;
}

// ---------------------------------------------------------------------------
// [SECTION] Answers
// ---------------------------------------------------------------------------

Solution ZkAnswer::to_solution(bool listed) const {
  Solution s;
  s.solvable = solvable;
  s.minimal = minimal;
  s.nullity = quiet_generators;
  s.reason = reason;
  s.search = search;
  if (!listed) {
    s.press_count = solvable ? press_count : 0;
    for (std::size_t j = 0; j < presses.size() && s.first_button < 0; ++j)
      if (presses[j]) s.first_button = int(j), s.first_times = presses[j];
    return s;
  }
  for (std::size_t j = 0; j < presses.size(); ++j)
    for (int t = 0; t < presses[j]; ++t) s.presses.push_back(int(j));
  return s;
}

std::string ZkAnalysis::reachable_fraction() const {
  if (unreachable_ratio.factors.empty()) return "1";
  return "1/" + unreachable_ratio.factored();
}

namespace {

std::string join_words(const std::vector<std::string>& items) {
  std::string s;
  for (std::size_t i = 0; i < items.size(); ++i) {
    if (i) s += i + 1 == items.size() ? " and " : ", ";
    s += items[i];
  }
  return s;
}

}  // namespace

std::string zk_unsolvable_reason(const ZkInvariant& inv, const ZkVec& target) {
  constexpr std::size_t kShown = 16;
  std::vector<int> cells;
  bool all_ones = true;
  for (std::size_t c = 0; c < inv.weights.size(); ++c)
    if (inv.weights[c]) {
      cells.push_back(int(c));
      all_ones &= inv.weights[c] == 1;
    }
  const std::size_t more = cells.size() > kShown ? cells.size() - kShown : 0;
  std::string sum;
  if (all_ones) {
    std::vector<std::string> names;
    for (std::size_t i = 0; i < cells.size() && i < kShown; ++i) names.push_back(std::to_string(cells[i] + 1));
    if (more) names.push_back(std::to_string(more) + " more");
    sum = cells.size() == 1 ? "cell " + names[0] : "the sum of cells " + join_words(names);
  } else {
    sum = "the weighted sum ";
    for (std::size_t i = 0; i < cells.size() && i < kShown; ++i) {
      const int w = inv.weights[std::size_t(cells[i])];
      if (i) sum += " + ";
      sum += (w == 1 ? "" : std::to_string(w) + " times ") + "cell " + std::to_string(cells[i] + 1);
    }
    if (more) sum += " + " + std::to_string(more) + " more";
  }
  sum += " (cells numbered from 1 in reading order)";
  const int m = inv.modulus, change = inv.value(target);
  if (m == 2)
    return "no presses can reach the goal: every press changes " + sum +
           " by an even number, so its parity never changes, but the goal needs it changed by an odd number";
  return "no presses can reach the goal: every press changes " + sum + " by a multiple of " + std::to_string(m) +
         ", so it never changes mod " + std::to_string(m) + ", but the goal needs it changed by " + std::to_string(change) +
         " mod " + std::to_string(m);
}

ZkAnswer make_zk_answer(bool solvable, ZkVec x, const ZkCosetSearch& search, int quiet_generators, const ZkInvariant& broken,
                        const ZkVec& target, const ZkSolveOptions& options) {
  ZkAnswer a;
  a.quiet_generators = quiet_generators;
  if (!solvable) {
    a.broken = broken;
    a.broken_by = broken.value(target);
    a.reason = zk_unsolvable_reason(broken, target);
    return a;
  }
  a.solvable = true;
  if (options.fewest) {
    a.presses = search.fewest(std::move(x), options.search, &a.minimal);
    if (!a.minimal) a.search = search_note(search.exact_work_needed(), options.search.exact_work, "walk steps");
  } else {
    a.presses = std::move(x);
    a.minimal = quiet_generators == 0;
  }
  a.press_count = press_count(a.presses);
  return a;
}

// ---------------------------------------------------------------------------
// [SECTION] The general solver
// ---------------------------------------------------------------------------

namespace {

const ZkPressMatrix& checked(const ZkPressMatrix& a) {
  if (a.k < kZkMinStates || a.k > kZkMaxStates) throw std::invalid_argument("ZkSolver: states outside 2..255");
  for (const auto& adds : a.buttons)
    for (const ZkAdd& ad : adds)
      if (ad.cell < 0 || ad.cell >= a.cells) throw std::invalid_argument("ZkSolver: a button adds to a cell off the board");
  return a;
}

}  // namespace

ZkSolver::ZkSolver(const ZkPressMatrix& a)
    : k_(checked(a).k),
      cells_(a.cells),
      buttons_(a.button_count()),
      sys_(a.dense(), a.k),
      quiet_(sys_.kernel()),
      search_(quiet_, a.k) {
  if (search_.wants_half_kernel()) {
    std::vector<ZkVec> half;
    // The press matrix mod 2: its quiet patterns, for the split by halves.
    ZkPressMatrix two = a;
    two.k = 2;
    for (auto& adds : two.buttons) {
      adds.erase(std::remove_if(adds.begin(), adds.end(), [](const ZkAdd& ad) { return ad.amount % 2 == 0; }), adds.end());
      for (ZkAdd& ad : adds) ad.amount = 1;
    }
    const ZkSystem mod2(two.dense(), 2);
    for (const ZkQuiet& g : mod2.kernel()) half.push_back(g.v);
    search_.set_half_kernel(half);
  }
}

ZkAnswer ZkSolver::solve(const ZkVec& target, const ZkSolveOptions& options) const {
  if (int(target.size()) != cells_) throw std::invalid_argument("ZkSolver: the target needs one entry per cell");
  ZkVec x;
  ZkInvariant broken;
  const bool ok = sys_.solve(target, x, &broken);
  return make_zk_answer(ok, std::move(x), search_, int(quiet_.size()), broken, target, options);
}

ZkAnalysis ZkSolver::analyze(std::size_t max_patterns) const {
  ZkAnalysis an;
  an.k = k_;
  an.cells = cells_;
  an.buttons = buttons_;
  an.rank = sys_.rank();
  an.reachable = sys_.image_size();
  an.solutions_each = sys_.kernel_size();
  // k^cells / reachable, factor by factor.
  for (const PrimePower& pp : factor_modulus(k_))
    an.unreachable_ratio *= FactoredCount::prime_power(pp.p, (long long)pp.e * cells_ - an.reachable.exponent_of(pp.p));
  an.quiet_generator_count = quiet_.size();
  an.quiet_patterns.assign(quiet_.begin(), quiet_.begin() + long(std::min(max_patterns, quiet_.size())));
  an.invariants = sys_.invariants(max_patterns);
  return an;
}

ZkAnswer solve_zk(const ZkPressMatrix& a, const ZkVec& target, const ZkSolveOptions& options) {
  return ZkSolver(a).solve(target, options);
}

ZkAnalysis analyze_zk(const ZkPressMatrix& a, std::size_t max_patterns) { return ZkSolver(a).analyze(max_patterns); }

}  // namespace tl
