// graph.cpp: the graph's edges, kept as sorted neighbour lists.
#include "core/graph/graph.hpp"

#include <algorithm>

namespace tl {

void Graph::add_edge(int a, int b) {
  if (a == b || has_edge(a, b)) return;
  auto put = [](std::vector<int>& list, int v) { list.insert(std::lower_bound(list.begin(), list.end(), v), v); };
  put(adjacent[std::size_t(a)], b);
  put(adjacent[std::size_t(b)], a);
}

void Graph::remove_edge(int a, int b) {
  auto drop = [](std::vector<int>& list, int v) {
    auto at = std::lower_bound(list.begin(), list.end(), v);
    if (at != list.end() && *at == v) list.erase(at);
  };
  drop(adjacent[std::size_t(a)], b);
  drop(adjacent[std::size_t(b)], a);
}

bool Graph::has_edge(int a, int b) const {
  const std::vector<int>& list = adjacent[std::size_t(a)];
  return std::binary_search(list.begin(), list.end(), b);
}

std::size_t Graph::edge_count() const {
  std::size_t twice = 0;
  for (const std::vector<int>& list : adjacent) twice += list.size();
  return twice / 2;
}

std::vector<std::pair<int, int>> Graph::edges() const {
  std::vector<std::pair<int, int>> out;
  for (int a = 0; a < n; ++a)
    for (int b : adjacent[std::size_t(a)])
      if (a < b) out.emplace_back(a, b);
  return out;
}

}  // namespace tl
