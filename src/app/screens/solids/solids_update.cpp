// solids_update.cpp: "Faces of solids"'s update (solids_screen.hpp).
#include "app/screens/solids/solids_screen.hpp"
#include "core/midend/midend.hpp"
#include "core/midend/solid_table.hpp"

namespace tl::app::solids {

void update(const Msg& msg, Midend& game) {
  const int entry = std::get<OpenFaces>(msg).entry;
  const std::vector<SolidRow>& rows = solid_table();
  if (entry < 0 || entry >= 2 * int(rows.size())) return;
  const SolidRow& r = rows[std::size_t(entry / 2)];
  game.load(entry % 2 ? r.id_by_corner : r.id_by_side);
}

}  // namespace tl::app::solids
