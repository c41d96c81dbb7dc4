// solids_draw.cpp: "Faces of solids"'s view (solids_screen.hpp).
#include <algorithm>
#include <string>

#include "app/screens/solids/solids_screen.hpp"
#include "core/midend/solid_table.hpp"
#include "imgui.h"

namespace tl::app::solids {

void draw(const Ui& ui, Sink<Msg> send) {
  const bool open = ImGui::CollapsingHeader("Faces of solids");
  ui.control("Faces of solids");
  if (!open) return;
  ImGui::TextWrapped(
      "The faces of a solid as buttons: a press changes a face and the faces that share a side with it (or a corner). "
      "The rank says how many of the 2^faces patterns can be made; the nullity, how many independent presses change "
      "nothing, so a board of nullity 0 has exactly one solution for every start.");
  const std::vector<SolidRow>& rows = solid_table();
  // Three columns at fixed places (ImGui's tables would add 19 KB to the
  // page for this one list): the solid, then a button for each neighbourhood.
  const float em = ImGui::GetFontSize(), avail = ImGui::GetContentRegionAvail().x;
  const float col2 = std::max(9.5f * em, avail * 0.55f), col3 = col2 + std::max(4.5f * em, avail * 0.22f);
  ImGui::TextDisabled("Solid (faces)");
  ImGui::SameLine(col2);
  ImGui::TextDisabled("By side");
  ImGui::SameLine(col3);
  ImGui::TextDisabled("By corner");
  for (int i = 0; i < int(rows.size()); ++i) {
    const SolidRow& r = rows[std::size_t(i)];
    ImGui::AlignTextToFramePadding();
    ImGui::Text("%s (%d)", r.solid.c_str(), r.faces);
    for (int corner = 0; corner < 2; ++corner) {
      ImGui::SameLine(corner ? col3 : col2);
      const int rank = corner ? r.rank_by_corner : r.rank_by_side;
      const std::string label =
          std::to_string(rank) + ", " + std::to_string(r.faces - rank) + "##solid" + std::to_string(2 * i + corner);
      if (small_button(ui, label.c_str())) send.send(OpenFaces{2 * i + corner});
      ui.control(("Open " + r.solid + (corner ? " by corner" : " by side")).c_str());
    }
  }
  ImGui::TextDisabled("rank, nullity over GF(2); a tap opens that board");
}

}  // namespace tl::app::solids
