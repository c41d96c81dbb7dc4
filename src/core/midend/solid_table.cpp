// solid_table.cpp: see solid_table.hpp.
#include "core/midend/solid_table.hpp"

#include "core/linear/explain/explain.hpp"
#include "core/linear/machines/graph_machine.hpp"
#include "core/registry/registry.hpp"

namespace tl {

namespace {

int rank_of(const std::string& id) {
  const Result<Puzzle> p = parse_puzzle_id(id, Surface::Cli);
  return p ? analyze_rules(*p->machine).rank : -1;
}

std::vector<SolidRow> computed() {
  std::vector<SolidRow> rows;
  const std::vector<FaceBoard> boards = face_boards();  // by side, then by corner, for each solid
  for (std::size_t i = 0; i + 1 < boards.size(); i += 2)
    rows.push_back(
        {boards[i].solid, boards[i].faces, rank_of(boards[i].id), rank_of(boards[i + 1].id), boards[i].id, boards[i + 1].id});
  return rows;
}

}  // namespace

const std::vector<SolidRow>& solid_table() {
  static const std::vector<SolidRow> rows = computed();
  return rows;
}

}  // namespace tl
