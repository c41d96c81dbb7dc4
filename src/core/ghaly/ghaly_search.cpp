// ghaly_search.cpp: the constrained depth-first search over W (see ghaly_search.hpp).
#include "core/ghaly/ghaly_search.hpp"

#include <utility>

namespace tl::ghaly {

SearchBudget::SearchBudget(const SearchLimits& limits) : limits_(limits), start_(std::chrono::steady_clock::now()) {}

double SearchBudget::seconds() const { return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count(); }

bool SearchBudget::spent() {
  if (exhausted) return true;
  ++nodes;
  if (limits_.max_nodes && nodes > limits_.max_nodes) exhausted = true;
  // The clock is read now and then only: it costs more than a node.
  if (limits_.max_seconds > 0 && (nodes & 1023) == 0 && seconds() > limits_.max_seconds) exhausted = true;
  return exhausted;
}

WiringSearch::WiringSearch(int N, std::vector<uint32_t> allowed)
    : N_(N), size_(2 * N), squares_(N * N), allowed_(std::move(allowed)) {
  // reach_[t][p]: the transmitter labels a wire crossing frontier edge p after
  // t squares can still come from, through squares t..end. A square joins its
  // two edges, so going back from the end it merges their sets.
  reach_.assign(std::size_t((squares_ + 1) * size_), 0);
  for (int p = 0; p < size_; ++p) reach_[std::size_t(squares_ * size_ + p)] = uint32_t(1) << p;
  for (int t = squares_ - 1; t >= 0; --t) {
    for (int p = 0; p < size_; ++p) reach_[std::size_t(t * size_ + p)] = reach_[std::size_t((t + 1) * size_ + p)];
    const int q = t / N + (N - 1 - t % N);
    const uint32_t both = reach_[std::size_t((t + 1) * size_ + q)] | reach_[std::size_t((t + 1) * size_ + q + 1)];
    reach_[std::size_t(t * size_ + q)] = reach_[std::size_t(t * size_ + q + 1)] = both;
  }
}

bool WiringSearch::run(SearchBudget& budget) {
  for (int p = 0; p < size_; ++p) tx_[p] = cg_[p] = p;
  support_ = 0;
  stopped_ = false;
  dfs(0, 0, 0, budget);
  return !stopped_;
}

bool WiringSearch::feasible(int t, int position) const {
  const int exit = tx_[position];
  if (!((support_ >> exit) & 1)) return true;  // no colour depends on this wire (yet)
  return (reach_[std::size_t(t * size_ + position)] & allowed_[std::size_t(exit)]) != 0;
}

bool WiringSearch::dfs(int t, uint64_t W, int distance, SearchBudget& budget) {
  if (budget.spent()) return stopped_ = true;
  if (t == squares_) {
    if (minimize) bound = distance;
    if (on_leaf && on_leaf(W, distance)) stopped_ = true;
    return stopped_;
  }
  const int r = t / N_, c = N_ - 1 - t % N_, q = r + c;
  const int bit = r * N_ + c;
  const int preferred = int((first >> bit) & 1);
  for (int v : {preferred, 1 - preferred}) {
    const int d = distance + (v != preferred);
    if (minimize && d >= bound) continue;
    // The sweep of trace_wiring(): a 1 crosses the transmitter wires, a 0 the colour wires.
    if (v) std::swap(tx_[q], tx_[q + 1]);
    else std::swap(cg_[q], cg_[q + 1]);
    const int k = cg_[q + 1];  // the exit colouring square (r, c)
    const uint32_t before = support_;
    support_ |= uint32_t(1) << k;
    bool ok = feasible(t + 1, q) && feasible(t + 1, q + 1);
    if (ok && support_ != before) {
      int at = 0;
      while (tx_[at] != k) ++at;
      ok = feasible(t + 1, at);
    }
    if (ok) dfs(t + 1, W | (uint64_t(v) << bit), d, budget);
    support_ = before;
    if (v) std::swap(tx_[q], tx_[q + 1]);
    else std::swap(cg_[q], cg_[q + 1]);
    if (stopped_) return true;
  }
  return false;
}

}  // namespace tl::ghaly
