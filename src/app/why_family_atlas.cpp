// why_family_atlas.cpp: the atlas of a family of boards by one size
// (hexagons by side, the cube's surface by n, cycles, paths, complete graphs
// and wheels by vertices): a bar per member, its height the nullity,
// computed a member per step in the background (activity.cpp) with Pause;
// a tap or click on a bar opens that board.
#include <algorithm>
#include <string>

#include "app/jobs.hpp"
#include "app/theme_view.hpp"
#include "app/why_view.hpp"
#include "core/base/json_writer.hpp"
#include "core/game/family_view.hpp"
#include "core/linear/explain/family_atlas.hpp"
#include "core/registry/registry.hpp"
#include "imgui.h"

namespace tl::app {

namespace {

// Nullity 0 (every position solvable) in the solved frame's green, the
// rest in the accent, the one pointed at in the hover's blue (the theme's).

}  // namespace

void why_family_atlas(App& app) {
  const Machine& m = app.game.machine();
  const std::string title = "Atlas: " + family_name_of(m);
  const bool open = ImGui::CollapsingHeader(title.c_str());
  record_control(app, "Family atlas");
  if (!open) return;
  // Made for the family in play in update (jobs.cpp): the same family and
  // rules (a New keeps them) keep the atlas computed so far.
  const JobSlot<FamilyAtlas>& slot = app.family_atlas.slot;
  if (!slot.job) return;
  const FamilyAtlas& atlas = *slot.job;
  const float em = ImGui::GetFontSize();
  if (!atlas.done()) {
    if (ImGui::Button(slot.running ? "Pause##family" : "Compute the atlas"))
      later(app, pause_or_start(JobId::FamilyAtlas, slot.running));
    record_control(app, slot.running ? "Pause family atlas" : "Compute the atlas");
    // The work runs in background_work (activity.cpp), a member at a time.
    ImGui::ProgressBar(float(atlas.progress()), ImVec2(std::min(20 * em, ImGui::GetContentRegionAvail().x), 0));
  }
  ImGui::TextDisabled(
      "Nullity of each board, %d boards up to %d cells: the quiet patterns' count; green bars, none "
      "(every position solvable).",
      atlas.members(), kind_of(m).page_max_cells);
  const std::vector<FamilyAtlasRow>& rows = atlas.rows();
  if (rows.empty()) return;
  const ImVec2 o = ImGui::GetCursorScreenPos();
  const float w = std::min(22.0f * em, ImGui::GetContentRegionAvail().x - em), h = 5.0f * em;
  const float bar = w / float(std::max(atlas.members(), 1));
  int top = 1;
  for (const FamilyAtlasRow& r : rows) top = std::max(top, r.nullity);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->AddRectFilled(o, ImVec2(o.x + w, o.y + h), board_theme().board_back);
  ImGui::InvisibleButton("##family_atlas", ImVec2(w, h));
  record_control(app, "Family atlas plot");
  const int at = ImGui::IsItemHovered() || ImGui::IsItemClicked() ? int((ImGui::GetIO().MousePos.x - o.x) / bar) : -1;
  for (std::size_t i = 0; i < rows.size(); ++i) {
    // A board with no quiet pattern gets a low green bar, so it shows.
    const float bh = rows[i].nullity ? h * float(rows[i].nullity) / float(top) : h * 0.06f;
    const Theme& t = board_theme();
    const ImU32 col = int(i) == at ? t.hover : rows[i].nullity ? t.accent : t.solved;
    dl->AddRectFilled(ImVec2(o.x + float(i) * bar + 1, o.y + h - bh), ImVec2(o.x + float(i + 1) * bar - 1, o.y + h), col);
  }
  if (at >= 0 && at < int(rows.size())) {
    const FamilyAtlasRow& r = rows[std::size_t(at)];
    tooltip("n = %d: %d cells, nullity %d (click to open)", r.n, r.cells, r.nullity);
    if (ImGui::IsItemClicked()) later(app, intent::OpenFamilyMember{r.id});
  }
  std::string solvable;
  for (const FamilyAtlasRow& r : rows)
    if (r.nullity == 0) solvable += (solvable.empty() ? "" : ", ") + std::to_string(r.n);
  ImGui::TextWrapped("n = %d..%d computed; every position solvable for n = %s.", rows.front().n, rows.back().n,
                     solvable.empty() ? "none so far" : solvable.c_str());
}

void family_atlas_state_json(const App& app, JsonWriter& j) {
  const FamilyAtlas* atlas = app.family_atlas.slot.job.get();
  if (!atlas) return;
  j.key("family_atlas").begin_object().key("family").value(atlas->family()).key("members").value(atlas->members());
  j.key("running").value(app.family_atlas.slot.active());
  std::vector<int> sizes, nullities;
  for (const FamilyAtlasRow& r : atlas->rows()) {
    sizes.push_back(r.n);
    nullities.push_back(r.nullity);
  }
  j.key("sizes").ints(sizes).key("nullities").ints(nullities).end_object();
}

}  // namespace tl::app
