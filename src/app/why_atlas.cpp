// why_atlas.cpp: the atlas of square boards of a family (Lights Out): the
// nullity of the N x N board for N = 1..256, plain, torus or another gluing,
// computed in wall-clock slices so the page stays responsive; a bar opens
// its board.
#include <algorithm>
#include <string>

#include "app/widgets/choice_list.hpp"
#include "app/jobs.hpp"
#include "app/panels.hpp"
#include "app/theme_view.hpp"
#include "app/why_view.hpp"
#include "core/linear/explain/lightsout_atlas.hpp"
#include "imgui.h"

namespace tl::app {

namespace {}  // namespace

void why_atlas_panel(App& app) {
  AtlasView& view = app.atlas;
  // A link named the atlas: unfolded and in sight, once.
  const bool open = section_header(app, "Lights Out atlas", view.scroll_to, intent::AtlasShown{});
  // The link says the atlas while it is unfolded; written when it changes, so at rest no intent.
  if (open != view.open) later(app, intent::AtlasSection{open});
  if (!open) return;
  const float em = ImGui::GetFontSize();
  // The settings are the view's own, changed through intents; an atlas of
  // others is dropped in update (jobs.cpp), and Compute starts the one they
  // ask for.
  {
    ChoiceList list(ui_of(app), "Boards##atlas", topology_title(view.topology),
                    std::min(11.0f * em, ImGui::GetContentRegionAvail().x * 0.6f), "Atlas topology");
    if (list)
      for (int t = 0; t < kTopologyCount; ++t) {
        const Topology each = Topology(t);
        if (list.row(topology_title(each), each == view.topology, (std::string("Atlas ") + topology_name(each)).c_str()) &&
            each != view.topology)
          later(app, intent::AtlasTopology{each});
      }
  }
  int states = view.states;
  if (touch_ui(app)) {  // no field to type in on a phone
    if (stepper(app, "Atlas states", &states, 2, 255)) later(app, intent::AtlasStates{states});
  } else {
    ImGui::SameLine();
    ImGui::SetNextItemWidth(7.0f * em);
    if (ImGui::InputInt("States##atlas", &states)) later(app, intent::AtlasStates{states});
    record_control(app, "Atlas states");
  }
  const LightsOutAtlas* atlas = shown_atlas(app);
  const bool running = atlas && view.slot.running;
  if (!atlas || !atlas->done()) {
    if (ImGui::Button(running ? "Pause" : "Compute N = 1..256")) later(app, pause_or_start(JobId::Atlas, running));
    record_control(app, "Compute atlas");
    // The work itself runs in background_work (activity.cpp), a slice a frame.
    ImGui::ProgressBar(atlas ? float(atlas->progress()) : 0.0f, ImVec2(std::min(20 * em, ImGui::GetContentRegionAvail().x), 0));
  }
  if (view.states == 2)
    ImGui::TextDisabled("Nullity of the N x N board for N = 1..256: the number of independent quiet patterns.");
  else
    ImGui::TextDisabled(
        "Quiet patterns of the N x N board with %d states, N = 1..256 (generators; for prime %d the "
        "nullity over Z_%d).",
        view.states, view.states, view.states);
  if (!atlas || atlas->nullities().empty()) return;
  const std::vector<int>& nul = atlas->nullities();
  // One bar per N; clicking a bar opens that board.
  ImVec2 o = ImGui::GetCursorScreenPos();
  const float w = std::min(22.0f * em, ImGui::GetContentRegionAvail().x - em), h = 6.0f * em;
  const float bar = w / float(kAtlasMaxSide);
  int top = 1;
  for (int v : nul) top = std::max(top, v);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->AddRectFilled(o, ImVec2(o.x + w, o.y + h), board_theme().board_back);
  ImGui::InvisibleButton("##atlas", ImVec2(w, h));
  record_control(app, "Atlas plot");
  int hovered = -1;
  if (ImGui::IsItemHovered()) hovered = int((ImGui::GetIO().MousePos.x - o.x) / bar);
  for (std::size_t k = 0; k < nul.size(); ++k) {
    float bh = h * float(nul[k]) / float(top);
    ImU32 col = int(k) == hovered ? board_theme().hover : board_theme().accent;
    dl->AddRectFilled(ImVec2(o.x + float(k) * bar, o.y + h - bh), ImVec2(o.x + float(k + 1) * bar, o.y + h), col);
  }
  if (hovered >= 0 && hovered < int(nul.size())) {
    tooltip("%d x %d%s%s: nullity %d (click to open)", hovered + 1, hovered + 1, view.topology == Topology::Plain ? "" : " ",
            view.topology == Topology::Plain ? "" : topology_title(view.topology), nul[std::size_t(hovered)]);
    if (ImGui::IsItemClicked()) later(app, intent::OpenSquareBoard{hovered + 1});
  }
  ImGui::TextDisabled("N = 1..%zu computed; highest nullity %d.", nul.size(), top);
}

}  // namespace tl::app
