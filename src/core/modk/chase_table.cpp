// chase_table.cpp: light chasing and the last-row table (see chase_table.hpp).
#include "core/modk/chase_table.hpp"

#include <numeric>

namespace tl {

void press_plus(std::vector<int>& cells, int rows, int cols, int k, int r, int c, int times) {
  const int d[5][2] = {{0, 0}, {-1, 0}, {1, 0}, {0, -1}, {0, 1}};
  for (const auto& o : d) {
    const int rr = r + o[0], cc = c + o[1];
    if (rr < 0 || rr >= rows || cc < 0 || cc >= cols) continue;
    int& v = cells[std::size_t(rr * cols + cc)];
    v = (v + times) % k;
  }
}

void chase_down(std::vector<int>& cells, int rows, int cols, int k, std::vector<int>* presses) {
  for (int r = 0; r + 1 < rows; ++r)
    for (int c = 0; c < cols; ++c) {
      const int times = (k - cells[std::size_t(r * cols + c)]) % k;
      if (!times) continue;
      press_plus(cells, rows, cols, k, r + 1, c, times);
      if (presses) (*presses)[std::size_t((r + 1) * cols + c)] = ((*presses)[std::size_t((r + 1) * cols + c)] + times) % k;
    }
}

int ChaseTable::index(const std::vector<int>& last_row) const {
  int i = 0;
  for (int v : last_row) i = i * k_ + v;
  return i;
}

ChaseTable::ChaseTable(int rows, int cols, int k) : rows_(rows), cols_(cols), k_(k) {
  std::size_t n = 1;
  for (int c = 0; c < cols; ++c) n *= std::size_t(k);
  top_.assign(n, {});
  std::vector<int> presses_of(n, -1);
  std::vector<int> x(std::size_t(cols), 0);
  for (std::size_t code = 0; code < n; ++code) {
    std::size_t rest = code;  // x as base-k digits, last column least significant
    for (int c = cols - 1; c >= 0; --c) { x[std::size_t(c)] = int(rest % std::size_t(k)); rest /= std::size_t(k); }
    std::vector<int> cells(std::size_t(rows * cols), 0);
    for (int c = 0; c < cols; ++c) press_plus(cells, rows, cols, k, 0, c, x[std::size_t(c)]);
    chase_down(cells, rows, cols, k, nullptr);
    // These presses leave M x; they clear the last-row pattern p = -M x.
    std::vector<int> p(cells.end() - cols, cells.end());
    for (int& v : p) v = (k - v) % k;
    const std::size_t i = std::size_t(index(p));
    const int count = std::accumulate(x.begin(), x.end(), 0);
    if (presses_of[i] < 0 || count < presses_of[i]) { presses_of[i] = count; top_[i] = x; }
  }
}

}  // namespace tl
