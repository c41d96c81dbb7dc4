// solid_table.hpp: the faces of every solid as a board, by side and by
// corner, with rank and nullity over GF(2): the Why tab's table of solids
// and `togglelab solids`. Computed once (twenty small systems, a few
// milliseconds) and kept: the same every time.
#pragma once

#include <string>
#include <vector>

namespace tl {

struct SolidRow {
  std::string solid;  // "Truncated icosahedron"
  int faces = 0;
  int rank_by_side = 0, rank_by_corner = 0;
  std::string id_by_side, id_by_corner;  // the boards, every light off
};
const std::vector<SolidRow>& solid_table();

}  // namespace tl
