// atlas_draw.cpp: the atlas section's view (atlas_screen.hpp): it reads the
// model and the run, sends messages; nothing here writes.
#include <algorithm>
#include <string>

#include "app/screens/atlas/atlas_screen.hpp"
#include "app/widgets/choice_list.hpp"
#include "core/linear/explain/lightsout_atlas.hpp"  // kAtlasMaxSide
#include "imgui.h"

namespace tl::app::atlas {

void draw(const Model& view, Run run, const Theme& theme, const Ui& ui, Sink<Msg> send) {
  // A link named the atlas: unfolded and in sight, once.
  if (view.scroll_to) send.send(Shown{});
  const bool open = folding_header(ui, "Lights Out atlas", view.scroll_to);
  // The link says the atlas while it is unfolded; sent when it changes, so at rest no message.
  if (open != view.open) send.send(Unfolded{open});
  if (!open) return;
  const float em = ImGui::GetFontSize();
  // The settings are the view's own, changed through intents; an atlas of
  // others is dropped in update (jobs.cpp), and Compute starts the one they
  // ask for.
  // The states' field goes beside the list where it fits whole with its
  // label, else below it: squeezed, ImGui wraps "States" a letter pair a line.
  const ImGuiStyle& style = ImGui::GetStyle();
  const float avail = ImGui::GetContentRegionAvail().x, list_width = std::min(11.0f * em, avail * 0.6f);
  const float beside = list_width + style.ItemInnerSpacing.x + ImGui::CalcTextSize("Boards").x + style.ItemSpacing.x + 7.0f * em +
                       style.ItemInnerSpacing.x + ImGui::CalcTextSize("States").x;
  {
    ChoiceList list(ui, "Boards##atlas", topology_title(view.topology), list_width, "Atlas topology");
    if (list)
      for (int t = 0; t < kTopologyCount; ++t) {
        const Topology each = Topology(t);
        if (list.row(topology_title(each), each == view.topology, (std::string("Atlas ") + topology_name(each)).c_str()) &&
            each != view.topology)
          send.send(PickTopology{each});
      }
  }
  if (ui.touch()) {  // no field to type in on a phone
    if (const int states = stepper(ui, "Atlas states", view.states, 2, 255); states != view.states) send.send(SetStates{states});
  } else {
    if (beside <= avail) ImGui::SameLine();
    ImGui::SetNextItemWidth(7.0f * em);
    int states = view.states;  // ImGui writes here; the model changes by the message
    if (ImGui::InputInt("States##atlas", &states)) send.send(SetStates{states});
    ui.control("Atlas states");
  }
  const bool running = run.started && run.running;
  if (!run.done) {
    if (ImGui::Button(running ? "Pause" : "Compute N = 1..256")) {
      if (running) send.send(Pause{});
      else send.send(Compute{});
    }
    ui.control("Compute atlas");
    // The work itself is the engine's (its own thread on the desktop).
    ImGui::ProgressBar(float(run.progress), ImVec2(std::min(20 * em, ImGui::GetContentRegionAvail().x), 0));
  }
  if (!run.error.empty()) ImGui::TextWrapped("The atlas could not be computed: %.*s.", int(run.error.size()), run.error.data());
  if (view.states == 2)
    ImGui::TextDisabled("Nullity of the N x N board for N = 1..256: the number of independent quiet patterns.");
  else
    ImGui::TextDisabled(
        "Quiet patterns of the N x N board with %d states, N = 1..256 (generators; for prime %d the "
        "nullity over Z_%d).",
        view.states, view.states, view.states);
  if (run.nullities.empty()) return;
  const std::span<const int> nul = run.nullities;
  // One bar per N; clicking a bar opens that board.
  ImVec2 o = ImGui::GetCursorScreenPos();
  const float w = std::min(22.0f * em, ImGui::GetContentRegionAvail().x - em), h = 6.0f * em;
  const float bar = w / float(kAtlasMaxSide);
  int top = 1;
  for (int v : nul) top = std::max(top, v);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->AddRectFilled(o, ImVec2(o.x + w, o.y + h), theme.board_back);
  ImGui::InvisibleButton("##atlas", ImVec2(w, h));
  ui.control("Atlas plot");
  int hovered = -1;
  if (ImGui::IsItemHovered()) hovered = int((ImGui::GetIO().MousePos.x - o.x) / bar);
  for (std::size_t k = 0; k < nul.size(); ++k) {
    float bh = h * float(nul[k]) / float(top);
    ImU32 col = int(k) == hovered ? theme.hover : theme.accent;
    dl->AddRectFilled(ImVec2(o.x + float(k) * bar, o.y + h - bh), ImVec2(o.x + float(k + 1) * bar, o.y + h), col);
  }
  if (hovered >= 0 && hovered < int(nul.size())) {
    tooltip("%d x %d%s%s: nullity %d (click to open)", hovered + 1, hovered + 1, view.topology == Topology::Plain ? "" : " ",
            view.topology == Topology::Plain ? "" : topology_title(view.topology), nul[std::size_t(hovered)]);
    if (ImGui::IsItemClicked()) send.send(OpenBoard{hovered + 1});
  }
  ImGui::TextDisabled("N = 1..%zu computed; highest nullity %d.", nul.size(), top);
}

}  // namespace tl::app::atlas
