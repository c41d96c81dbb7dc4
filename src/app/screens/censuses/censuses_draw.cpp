// censuses_draw.cpp: the censuses' views (censuses_screen.hpp): read the runs
// and the game, send messages.
#include <algorithm>
#include <cfloat>
#include <cstdio>
#include <string>

#include "app/screens/censuses/censuses_screen.hpp"
#include "core/game/wiring_view.hpp"
#include "core/linear/explain/census.hpp"
#include "core/midend/midend.hpp"
#include "imgui.h"

namespace tl::app::censuses {

void draw_board(const CensusReport& r, const std::string& error, const Midend& game, const Theme& theme, const Ui& ui,
                Sink<Msg> send) {
  const bool open = ImGui::CollapsingHeader("How hard is this board?");
  ui.control("How hard is this board?");
  if (!open) return;
  const float em = ImGui::GetFontSize();
  const float h = ui.touch() ? finger_target(em) : 0.0f;
  ImGui::PushTextWrapPos(0.0f);
  if (!r.started) {
    ImGui::TextDisabled("The census counts, for every position reachable from the goal, the fewest presses it needs.");
    if (!error.empty()) ImGui::TextWrapped("%s", error.c_str());
    else if (ImGui::Button("Count every position", ImVec2(0, h))) send.send(Start{Which::Board});
    ui.control("Count every position");
    ImGui::PopTextWrapPos();
    return;
  }
  if (!r.done) {
    // The work runs in the engine (its thread, the page's worker), in slices.
    if (ImGui::Button(r.running ? "Pause##census" : "Resume##census", ImVec2(0, h))) {
      if (r.running) send.send(Pause{Which::Board});
      else send.send(Start{Which::Board});
    }
    ui.control(r.running ? "Pause board census" : "Resume board census");
    ImGui::SameLine();
    if (ImGui::Button("Cancel##census", ImVec2(0, h))) send.send(Cancel{Which::Board});
    ui.control("Cancel board census");
    ImGui::ProgressBar(float(r.progress), ImVec2(std::min(20 * em, ImGui::GetContentRegionAvail().x), 0));
    ImGui::PopTextWrapPos();
    return;
  }
  if (!r.error.empty()) {
    ImGui::TextWrapped("%s", r.error.c_str());
    ImGui::PopTextWrapPos();
    return;
  }
  const Census& c = r.census;
  // The bar chart: one bar per number of presses, its height the positions
  // needing exactly that many; the game's own start is the highlighted bar.
  const Solution& start = game.start_solution();
  const int mine = start.solvable && start.minimal ? int(start.count()) : -1;
  const ImVec2 o = ImGui::GetCursorScreenPos();
  const float w = std::min(22.0f * em, ImGui::GetContentRegionAvail().x - 0.5f * em), ph = 7.0f * em;
  const float bar = w / float(c.counts.size());
  uint64_t top = 1;
  for (uint64_t n : c.counts) top = std::max(top, n);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->AddRectFilled(o, ImVec2(o.x + w, o.y + ph), theme.board_back);
  ImGui::InvisibleButton("##census", ImVec2(w, ph));
  ui.control("Census chart");
  int hovered = -1;
  if (ImGui::IsItemHovered()) hovered = int((ImGui::GetIO().MousePos.x - o.x) / bar);
  for (std::size_t n = 0; n < c.counts.size(); ++n) {
    const float bh = std::max(c.counts[n] ? 1.0f : 0.0f, ph * float(double(c.counts[n]) / double(top)));
    const ImU32 col = int(n) == mine ? theme.hover : int(n) == hovered ? theme.cursor : theme.accent;
    dl->AddRectFilled(ImVec2(o.x + float(n) * bar + 1.0f, o.y + ph - bh), ImVec2(o.x + float(n + 1) * bar - 1.0f, o.y + ph), col);
  }
  if (hovered >= 0 && hovered < int(c.counts.size()))
    tooltip("%d press%s: %llu position%s", hovered, hovered == 1 ? "" : "es", (unsigned long long)c.counts[std::size_t(hovered)],
            c.counts[std::size_t(hovered)] == 1 ? "" : "s");
  ImGui::TextDisabled("0 presses (left) to %d (right); blue: this game's start.", c.hardest);
  ImGui::Text("%llu positions reachable; the hardest need %d presses (this board's God's number).",
              (unsigned long long)c.reachable, c.hardest);
  ImGui::TextDisabled("Counted in %.2f s, %s.", c.seconds, r.method.c_str());
  ImGui::PopTextWrapPos();
  if (ImGui::Button("Open a hardest position", ImVec2(0, h))) send.send(OpenHardest{});
  ui.control("Open a hardest position");
}

void draw_wiring(const RunOf<WiringCensusRun>& r, const WiringView& g, int here, const Ui& ui, Sink<Msg> send) {
  const std::string title = g.census_title();
  if (title.empty()) return;
  const float em = ImGui::GetFontSize();
  const float bar = std::min(20 * em, ImGui::GetContentRegionAvail().x);
  ImGui::Separator();
  ImGui::TextUnformatted(title.c_str());
  // Compute, then Pause / Resume, in one place: the button a player (or a
  // test) aims at does not move when the run starts.
  const WiringCensusRun* run = r.run;
  if (!run) {
    if (ImGui::Button("Compute the census")) send.send(Start{Which::Wiring});
    ui.control("Compute the census");
  } else if (!run->done()) {
    if (ImGui::Button(r.running ? "Pause census" : "Resume census")) {
      if (r.running) send.send(Pause{Which::Wiring});
      else send.send(Start{Which::Wiring});
    }
    ui.control("Pause census");
    ImGui::ProgressBar(float(run->progress()), ImVec2(bar, 0));
  }
  if (!run || !run->done()) return;
  const WiringCensus& c = run->result();
  ImGui::ProgressBar(1.0f, ImVec2(bar, 0), "done");
  ImGui::Text("Solvable: %lld of %lld (%.2f%%), computed in %.2f s", (long long)c.solvable, (long long)c.assignments,
              100.0 * double(c.solvable) / double(c.assignments), c.seconds);
  for (std::size_t col = 0; col < c.by_colour.size(); ++col)
    ImGui::Text("  in %s: %lld", g.colour_name(int(col) + 1).c_str(), (long long)c.by_colour[col]);
  // Fewest presses from no button pressed: a bar chart.
  std::vector<float> hist;
  int first = -1;
  for (std::size_t k = 0; k < c.fewest_presses.size(); ++k) {
    if (c.fewest_presses[k] == 0 && first < 0) continue;
    if (first < 0) first = int(k);
    hist.push_back(float(c.fewest_presses[k]));
  }
  char overlay[64];
  std::snprintf(overlay, sizeof overlay, "fewest presses %d..%d", first, first + int(hist.size()) - 1);
  ImGui::PlotHistogram("##presses", hist.data(), int(hist.size()), 0, overlay, 0.0f, FLT_MAX, ImVec2(bar, 5 * em));
  // This assignment's own figure, found once per machine by the shell's update.
  if (here >= 0 && std::size_t(here) < c.fewest_presses.size())
    ImGui::Text("This assignment: solvable, %d presses from none; %lld assignments share that count.", here,
                (long long)c.fewest_presses[std::size_t(here)]);
  else if (here == -1)
    ImGui::Text("This assignment is among the %lld that cannot be solved.", (long long)(c.assignments - c.solvable));
}

}  // namespace tl::app::censuses
