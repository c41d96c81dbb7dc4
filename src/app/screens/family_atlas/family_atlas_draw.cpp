// family_atlas_draw.cpp: the family atlas's view (family_atlas_screen.hpp):
// it reads the run it is handed and sends messages; nothing here writes.
#include <algorithm>
#include <string>

#include "app/screens/family_atlas/family_atlas_screen.hpp"
#include "core/linear/explain/family_atlas.hpp"
#include "imgui.h"

namespace tl::app::family_atlas {

// Nullity 0 (every position solvable) in the solved frame's green, the
// rest in the accent, the one pointed at in the hover's blue (the theme's).
void draw(const Run& run, const Theme& theme, const Ui& ui, Sink<Msg> send) {
  const std::string title = "Atlas: " + run.family;
  const bool open = ImGui::CollapsingHeader(title.c_str());
  ui.control("Family atlas");
  if (!open) return;
  // Made for the family in play in update (jobs.cpp): the same family and
  // rules (a New keeps them) keep the atlas computed so far.
  if (!run.atlas) return;
  const FamilyAtlas& atlas = *run.atlas;
  const float em = ImGui::GetFontSize();
  if (!atlas.done()) {
    if (ImGui::Button(run.running ? "Pause##family" : "Compute the atlas")) {
      if (run.running) send.send(Pause{});
      else send.send(Compute{});
    }
    ui.control(run.running ? "Pause family atlas" : "Compute the atlas");
    // The work runs in background_work (activity.cpp), a member at a time.
    ImGui::ProgressBar(float(atlas.progress()), ImVec2(std::min(20 * em, ImGui::GetContentRegionAvail().x), 0));
  }
  ImGui::TextDisabled(
      "Nullity of each board, %d boards up to %d cells: the quiet patterns' count; green bars, none "
      "(every position solvable).",
      atlas.members(), run.max_cells);
  const std::vector<FamilyAtlasRow>& rows = atlas.rows();
  if (rows.empty()) return;
  const ImVec2 o = ImGui::GetCursorScreenPos();
  const float w = std::min(22.0f * em, ImGui::GetContentRegionAvail().x - em), h = 5.0f * em;
  const float bar = w / float(std::max(atlas.members(), 1));
  int top = 1;
  for (const FamilyAtlasRow& r : rows) top = std::max(top, r.nullity);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->AddRectFilled(o, ImVec2(o.x + w, o.y + h), theme.board_back);
  ImGui::InvisibleButton("##family_atlas", ImVec2(w, h));
  ui.control("Family atlas plot");
  const int at = ImGui::IsItemHovered() || ImGui::IsItemClicked() ? int((ImGui::GetIO().MousePos.x - o.x) / bar) : -1;
  for (std::size_t i = 0; i < rows.size(); ++i) {
    // A board with no quiet pattern gets a low green bar, so it shows.
    const float bh = rows[i].nullity ? h * float(rows[i].nullity) / float(top) : h * 0.06f;
    const ImU32 col = int(i) == at ? theme.hover : rows[i].nullity ? theme.accent : theme.solved;
    dl->AddRectFilled(ImVec2(o.x + float(i) * bar + 1, o.y + h - bh), ImVec2(o.x + float(i + 1) * bar - 1, o.y + h), col);
  }
  if (at >= 0 && at < int(rows.size())) {
    const FamilyAtlasRow& r = rows[std::size_t(at)];
    tooltip("n = %d: %d cells, nullity %d (click to open)", r.n, r.cells, r.nullity);
    if (ImGui::IsItemClicked()) send.send(OpenMember{r.id});
  }
  std::string solvable;
  for (const FamilyAtlasRow& r : rows)
    if (r.nullity == 0) solvable += (solvable.empty() ? "" : ", ") + std::to_string(r.n);
  ImGui::TextWrapped("n = %d..%d computed; every position solvable for n = %s.", rows.front().n, rows.back().n,
                     solvable.empty() ? "none so far" : solvable.c_str());
}

}  // namespace tl::app::family_atlas
