// census_view.cpp: the census of a board in the Why tab and the difficulty
// line (census_view.hpp).
#include "app/census_view.hpp"

#include <algorithm>
#include <cstdio>

#include "app/panels.hpp"
#include "app/theme_view.hpp"
#include "core/base/json_writer.hpp"
#include "core/linear/explain/census.hpp"
#include "imgui.h"

namespace tl::app {

namespace {

// Boards this small are counted the moment a game needs its difficulty
// (under a millisecond); larger ones wait for the Why tab's request.
constexpr uint64_t kCensusAtOnce = uint64_t(1) << 16;

const Census* done_census(const App& app) {
  const JobSlot<CensusRun>& s = app.board_census.slot;
  return s.finished() && s.job->error().empty() ? &s.job->result() : nullptr;
}

}  // namespace

void census_state_json(const App& app, JsonWriter& j) {
  const BoardCensusView& v = app.board_census;
  const CensusRun* run = v.slot.job.get();
  if (!run) return;
  j.key("board_census");
  const bool done = run->done() && run->error().empty();
  j.begin_object().key("head").value(v.head).key("running").value(v.slot.active()).key("progress").value(run->progress());
  j.key("done").value(done).key("seconds").value(run->result().seconds);
  if (!run->error().empty()) j.key("error").value(run->error());
  if (done) {
    const Census& c = run->result();
    j.key("reachable").value(int64_t(c.reachable)).key("hardest").value(c.hardest).key("counts").begin_array();
    for (uint64_t n : c.counts) j.value(int64_t(n));
    j.end_array();
  }
  j.end_object();
}

void update_board_census(App& app) {
  // The view's census follows the rules in play: other rules, another census.
  BoardCensusView& v = app.board_census;
  if (const std::string head = app.game.machine().head(); v.head != head) v = BoardCensusView{head, {}, "", false};
  // Small boards are counted at once, for the difficulty line.
  if (!v.slot.started() && !v.tried_at_once && app.game.machine().linear_modulus() >= 2) {
    v.tried_at_once = true;
    Result<std::shared_ptr<CensusRun>> run = CensusRun::start(app.game.current(), kCensusAtOnce);
    if (run) {
      while (!(*run)->step(uint64_t(1) << 20)) {}
      v.slot.job = *run;  // done, so never scheduled
    }
  }
}

void open_hardest_position(App& app) {
  if (const Census* c = done_census(app)) app.game.load(c->hardest_puzzle.id());
}

std::string difficulty_words(const App& app) {
  const Solution& start = app.game.start_solution();
  if (!start.solvable) return {};
  const int n = int(start.presses.size());
  std::string words = "This game needs " + std::to_string(n) + " press" + (n == 1 ? "" : "es");
  if (!start.minimal) return words + " (a solution of that many is known; fewer may exist).";
  if (const Census* c = done_census(app)) {
    return words + "; harder than " + std::to_string(percent_easier(*c, n)) + "% of this board's positions (the hardest need " +
           std::to_string(c->hardest) + ").";
  }
  return words + ", the fewest possible.";
}

void why_census_section(App& app) {
  const bool open = ImGui::CollapsingHeader("How hard is this board?");
  record_control(app, "How hard is this board?");
  if (!open) return;
  const float em = ImGui::GetFontSize();
  const float h = touch_ui(app) ? finger_target(em) : 0.0f;
  const BoardCensusView& v = app.board_census;  // for the rules in play (update_board_census)
  const CensusRun* run = v.slot.job.get();
  ImGui::PushTextWrapPos(0.0f);
  if (!run) {
    ImGui::TextDisabled("The census counts, for every position reachable from the goal, the fewest presses it needs.");
    if (!v.error.empty()) ImGui::TextWrapped("%s", v.error.c_str());
    else if (ImGui::Button("Count every position", ImVec2(0, h))) later(app, intent::StartJob{JobId::BoardCensus});
    record_control(app, "Count every position");
    ImGui::PopTextWrapPos();
    return;
  }
  if (!run->done()) {
    // The work runs in background_work (activity.cpp), a slice a frame.
    const bool running = v.slot.running;
    if (ImGui::Button(running ? "Pause##census" : "Resume##census", ImVec2(0, h)))
      later(app, pause_or_start(JobId::BoardCensus, running));
    record_control(app, running ? "Pause board census" : "Resume board census");
    ImGui::SameLine();
    if (ImGui::Button("Cancel##census", ImVec2(0, h))) later(app, intent::CancelJob{JobId::BoardCensus});
    record_control(app, "Cancel board census");
    ImGui::ProgressBar(float(run->progress()), ImVec2(std::min(20 * em, ImGui::GetContentRegionAvail().x), 0));
    ImGui::PopTextWrapPos();
    return;
  }
  if (!run->error().empty()) {
    ImGui::TextWrapped("%s", run->error().c_str());
    ImGui::PopTextWrapPos();
    return;
  }
  const Census& c = run->result();
  // The bar chart: one bar per number of presses, its height the positions
  // needing exactly that many; the game's own start is the highlighted bar.
  const Solution& start = app.game.start_solution();
  const int mine = start.solvable && start.minimal ? int(start.presses.size()) : -1;
  const ImVec2 o = ImGui::GetCursorScreenPos();
  const float w = std::min(22.0f * em, ImGui::GetContentRegionAvail().x - 0.5f * em), ph = 7.0f * em;
  const float bar = w / float(c.counts.size());
  uint64_t top = 1;
  for (uint64_t n : c.counts) top = std::max(top, n);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->AddRectFilled(o, ImVec2(o.x + w, o.y + ph), board_theme().board_back);
  ImGui::InvisibleButton("##census", ImVec2(w, ph));
  record_control(app, "Census chart");
  int hovered = -1;
  if (ImGui::IsItemHovered()) hovered = int((ImGui::GetIO().MousePos.x - o.x) / bar);
  for (std::size_t n = 0; n < c.counts.size(); ++n) {
    const float bh = std::max(c.counts[n] ? 1.0f : 0.0f, ph * float(double(c.counts[n]) / double(top)));
    const ImU32 col = int(n) == mine ? board_theme().hover : int(n) == hovered ? board_theme().cursor : board_theme().accent;
    dl->AddRectFilled(ImVec2(o.x + float(n) * bar + 1.0f, o.y + ph - bh), ImVec2(o.x + float(n + 1) * bar - 1.0f, o.y + ph), col);
  }
  if (hovered >= 0 && hovered < int(c.counts.size()))
    tooltip("%d press%s: %llu position%s", hovered, hovered == 1 ? "" : "es", (unsigned long long)c.counts[std::size_t(hovered)],
            c.counts[std::size_t(hovered)] == 1 ? "" : "s");
  ImGui::TextDisabled("0 presses (left) to %d (right); blue: this game's start.", c.hardest);
  ImGui::Text("%llu positions reachable; the hardest need %d presses (this board's God's number).",
              (unsigned long long)c.reachable, c.hardest);
  ImGui::TextDisabled("Counted in %.2f s, %s.", c.seconds, run->method().c_str());
  ImGui::PopTextWrapPos();
  if (ImGui::Button("Open a hardest position", ImVec2(0, h))) later(app, intent::OpenHardest{});
  record_control(app, "Open a hardest position");
}

}  // namespace tl::app
