// reachability.cpp: the counting argument, the invariants and the position
// in play, as sentences (reachability.hpp).
#include "core/linear/explain/reachability.hpp"

namespace tl {

std::string count_words(const FactoredCount& c) {
  std::string digits = c.decimal(12);
  const std::string powers = c.factored();
  // One prime's power past its first: both forms ("2^23 = 8388608").
  if (c.factors.size() == 1 && c.factors[0].second > 1 && digits != powers) return powers + " = " + digits;
  return digits;
}

namespace {

std::string power(int k, int n) { return std::to_string(k) + "^" + std::to_string(n); }

// A dense, square A equal to its transpose.
bool symmetric(const Explanation& e) {
  if (!e.dense || e.a.rows() != e.a.cols()) return false;
  for (int r = 0; r < e.a.rows(); ++r)
    for (int c = 0; c < r; ++c)
      if (e.a.get(r, c) != e.a.get(c, r)) return false;
  return true;
}

}  // namespace

std::vector<std::string> ReachabilityWords::paragraphs() const {
  std::vector<std::string> out;
  for (const std::string* p : {&counting, &checks, &in_play})
    if (!p->empty()) out.push_back(*p);
  return out;
}

ReachabilityWords reachability_words(const Explanation& e) {
  ReachabilityWords w;
  const ZkAnalysis& a = e.analysis;
  const bool two = e.k == 2;
  const std::string sets = power(e.k, e.buttons), all = power(e.k, e.cells);
  const std::string each =
      two ? "Each of the " + std::to_string(e.buttons) +
                " buttons is pressed or not (a second press undoes the first), so there are " + sets + " press sets."
          : "Each of the " + std::to_string(e.buttons) + " buttons is pressed 0 to " + std::to_string(e.k - 1) + " times (" +
                std::to_string(e.k) + " presses change nothing), so there are " + sets + " press sets.";
  const std::string per = a.solutions_each.decimal(12);
  const bool one_each = per == "1";
  const bool everything = a.reachable_fraction() == "1";
  if (one_each) {
    w.counting = each + " Only pressing nothing changes nothing here, so different press sets make different changes: " +
                 (everything ? "every one of the " + all + " positions can be reached, each by exactly one press set."
                             : "the " + sets + " of them reach " + count_words(a.reachable) + " positions, 1 in " +
                                   a.unreachable_ratio.decimal(12) + " of all " + all + ".");
  } else {
    w.counting = each + " Two press sets make the same change exactly when they differ by a quiet pattern, and there are " + per +
                 " quiet patterns here (every combination of the " +
                 count_text(e.nullity, "independent one", "independent ones") +
                 ", pressing nothing included). So each position that can be reached is reached by exactly " + per +
                 " press sets: " + sets + " / " + per + " = " + count_words(a.reachable) + " positions, " +
                 (everything ? "all of them." : "1 in " + a.unreachable_ratio.decimal(12) + " of all " + all + ".");
  }
  w.symmetric = symmetric(e);
  if (everything) {
    w.in_play = "So every position can be solved, the one in play too.";
    return w;
  }
  const int checks = e.invariant_count;
  const std::string sums = two ? "sets of cells whose count of lit lights no press changes from even to odd"
                               : "weighted sums of the lights that no press changes (mod " + std::to_string(e.k) + ")";
  w.checks = "Which ones: the invariants, " + sums + ". A change b = goal " + (two ? "+" : "-") +
             " lights can be made exactly when it changes none of them, so " +
             count_text(checks, "check decides", "independent checks decide") + " whether a position can be solved.";
  if (w.symmetric)
    w.checks += std::string(" Here A is symmetric: button i changes light j exactly when button j changes light i. So ") +
                (two ? "a set of cells that every button meets an even number of times is a set of buttons that changes "
                       "every light an even number of times: "
                     : "a weighted sum that no press changes is a press count that changes nothing: ") +
                "the invariants are the quiet patterns themselves, read as cells.";
  else if (e.dense && e.a.rows() == e.a.cols())
    w.checks +=
        " Here A is not symmetric (some button i changes light j while button j leaves light i alone), so the invariants "
        "are other sets than the quiet patterns, though as many.";
  w.in_play = e.solvable ? "The position in play passes every check: it can be solved."
                         : "The position in play fails a check: it cannot be solved, whatever is pressed.";
  return w;
}

}  // namespace tl
