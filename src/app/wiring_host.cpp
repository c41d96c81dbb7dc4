// wiring_host.cpp: the shell's side of a wiring machine's screens
// (wiring_host.hpp): the game, the board's place and the theme go in; the
// census of every assignment, a job of the shell's, is drawn here under the
// module's section.
#include "app/screen_inbox.hpp"
#include "app/wiring_host.hpp"

#include <algorithm>
#include <cfloat>
#include <cstdio>

#include "app/board_view.hpp"
#include "app/screens/wiring/wiring_screen.hpp"
#include "app/theme_view.hpp"
#include "app/why_view.hpp"
#include "imgui.h"

namespace tl::app {

namespace {

const WiringView* wiring_of(const App& app) { return app.game.machine().wiring(); }

wiring::Model& model(App& app) { return app.wiring->model; }
const wiring::Model& model(const App& app) { return app.wiring->model; }
Sink<wiring::Msg> sink(App& app) { return Sink<wiring::Msg>(app.wiring->inbox); }

wiring::BoardPlace board_place(const App& app) { return {app.board.rect.x, app.board.rect.y, app.board.cell}; }

// The theme, and each of the machine's colours (0 dark, 1..N) as its squares show them.
wiring::Look look_of(const App& app, const WiringView& g) {
  wiring::Look look{board_theme(), {}};
  for (int c = 0; c <= g.side(); ++c) look.colour_fill.push_back(cell_colour(c, true, app.play.colour_blind));
  return look;
}

// The census of every initial assignment of this size (the question Joyner
// 2006, section 4.1 leaves open), where the machine offers one. It runs as
// background work (core/base/job.hpp, activity.cpp), so its bar moves and
// Pause pauses it.
void census_section(App& app, const WiringView& g) {
  const std::string title = g.census_title();
  if (title.empty()) return;
  const float em = ImGui::GetFontSize();
  const float bar = std::min(20 * em, ImGui::GetContentRegionAvail().x);
  ImGui::Separator();
  ImGui::TextUnformatted(title.c_str());
  // Compute, then Pause / Resume, in one place: the button a player (or a
  // test) aims at does not move when the run starts.
  const JobSlot<WiringCensusRun>& slot = app.census.slot;
  if (!slot.started()) {
    if (ImGui::Button("Compute the census")) later(app, intent::StartJob{JobId::WiringCensus});
    record_control(app, "Compute the census");
  } else if (!slot.finished()) {
    if (ImGui::Button(slot.running ? "Pause census" : "Resume census"))
      later(app, pause_or_start(JobId::WiringCensus, slot.running));
    record_control(app, "Pause census");
    ImGui::ProgressBar(float(slot.job->progress()), ImVec2(bar, 0));
  }
  if (!slot.finished()) return;
  const WiringCensus& c = slot.job->result();
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
  // This assignment's own figure, found once per machine in update.
  if (app.census.fewest_for != app.game.current().machine) return;
  const int here = app.census.fewest_here;
  if (here >= 0 && std::size_t(here) < c.fewest_presses.size())
    ImGui::Text("This assignment: solvable, %d presses from none; %lld assignments share that count.", here,
                (long long)c.fewest_presses[std::size_t(here)]);
  else if (here < 0)
    ImGui::Text("This assignment is among the %lld that cannot be solved.", (long long)(c.assignments - c.solvable));
}

}  // namespace

void update_wiring(App& app) {
  const Position& pos = app.game.session().current().position;
  wiring::OnScreen s;
  s.machine = &app.game.machine();
  s.wiring = wiring_of(app);
  s.position = &pos;
  s.revision = app.game.revision();
  s.why_open = app.screen.pane == Pane::Why;
  s.play_open = app.screen.pane == Pane::Play;
  s.looked = app.board.looked >= 0 && app.board.looked_revision == app.game.revision() ? app.board.looked : -1;
  s.hint = s.wiring && model(app).in_play && s.play_open ? app.game.hint_button() : -1;
  wiring::prepare(model(app), s);
}

void why_wiring_panel(App& app) {
  const WiringView* g = wiring_of(app);
  const WiringFacts* f = wiring::facts_for(model(app), app.game.revision());
  if (!g || !f) return;
  wiring::draw_panel(model(app), *g, *f, ui_of(app), sink(app));
  ImGui::PushTextWrapPos(0.0f);
  census_section(app, *g);
  ImGui::PopTextWrapPos();
}

void why_wiring_overlay(App& app) {
  const WiringView* g = wiring_of(app);
  const WiringFacts* f = wiring::facts_for(model(app), app.game.revision());
  if (!g || !f) return;
  wiring::draw_overlay(model(app), *g, *f, board_place(app), look_of(app, *g), sink(app));
}

void wires_in_play_controls(App& app) {
  if (!wiring_of(app)) return;
  wiring::draw_play_controls(model(app), ui_of(app), sink(app));
}

void wires_in_play_overlay(App& app) {
  if (app.screen.pane != Pane::Play) return;
  wiring::draw_play_overlay(model(app), app.game.revision(), board_place(app), board_theme());
}

void apply_wiring_messages(App& app) {
  apply_inbox(app, *app.wiring, [](wiring::Model& m, const wiring::Msg& msg) { wiring::update(m, msg); });
}

void wires_in_play_state_json(const App& app, JsonWriter& j) { wiring::state_json(model(app), j); }

}  // namespace tl::app
