// broken_invariants.cpp: the invariants a position breaks, and their words.
#include "core/linear/explain/broken_invariants.hpp"

namespace tl {

std::vector<BrokenInvariant> broken_invariants(const std::vector<ZkInvariant>& invariants, const ZkVec& lights,
                                               const ZkVec& goal) {
  std::vector<BrokenInvariant> out;
  for (const ZkInvariant& inv : invariants) {
    if (inv.empty()) continue;
    BrokenInvariant b{inv, {}, inv.value(lights), inv.value(goal)};
    if (b.now == b.goal) continue;
    for (std::size_t c = 0; c < inv.weights.size(); ++c)
      if (inv.weights[c]) b.cells.push_back(int(c));
    out.push_back(std::move(b));
  }
  return out;
}

std::string broken_invariant_words(const BrokenInvariant& b) {
  const int m = b.invariant.modulus;
  bool weighted = false;
  for (int c : b.cells) weighted |= b.invariant.weights[std::size_t(c)] != 1;
  const std::size_t n = b.cells.size();
  const std::string these = n == 1 ? "This outlined cell" : "These " + std::to_string(n) + " outlined cells";
  const std::string mod = " mod " + std::to_string(m);
  if (m == 2 && !weighted) {
    auto parity = [](int v) { return std::string(v ? " (odd)" : " (even)"); };
    if (n == 1)
      return these + ": no press changes it, so it stays " + std::to_string(b.now) + "; the goal needs " +
             std::to_string(b.goal) + ".";
    return these + " change together: every press changes an even number of them, so their sum" + mod + " stays " +
           std::to_string(b.now) + parity(b.now) + "; the goal needs " + std::to_string(b.goal) + parity(b.goal) + ".";
  }
  // Weighted: the board marks each weight ("x2"); the words read one of them.
  int w = 1;
  for (int c : b.cells) w = w == 1 ? b.invariant.weights[std::size_t(c)] : w;
  const std::string times = w == 2 ? "twice" : std::to_string(w) + " times";
  const std::string sum = weighted ? "their sum (a cell marked x" + std::to_string(w) + " counted " + times + ")"
                          : n == 1 ? "its value"
                                   : "their sum";
  return these + (n == 1 ? "" : " change together") + ": every press changes " + sum + " by a multiple of " + std::to_string(m) +
         ", so it stays " + std::to_string(b.now) + mod + "; the goal needs " + std::to_string(b.goal) + mod + ".";
}

}  // namespace tl
