// app.cpp: the game screen, top to bottom as it appears.
//
// [SECTION] Loading puzzles
// [SECTION] The screen
// [SECTION] Automation hook
#include "app/app.hpp"

#include <algorithm>
#include <chrono>

#include "app/board_view.hpp"
#include "core/json_writer.hpp"
#include "core/registry.hpp"
#include "imgui.h"

namespace tl::app {

//-----------------------------------------------------------------------------
// [SECTION] Loading puzzles
//-----------------------------------------------------------------------------

static Puzzle default_puzzle() {
  return *parse_puzzle_id(machine_kinds().front().default_id);
}

App make_app(std::string_view id) {
  if (id.empty()) return App(default_puzzle());
  auto p = parse_puzzle_id(id);
  if (p) return App(*p);
  App app(default_puzzle());
  app.message = "Could not open the puzzle '" + std::string(id.substr(0, 80)) + "': " + p.error().describe() +
                ". Showing the default game instead.";
  app.message_is_error = true;
  return app;
}

bool load(App& app, std::string_view id) {
  auto p = parse_puzzle_id(id);
  if (!p) {
    app.message = "Could not open the puzzle: " + p.error().describe();
    app.message_is_error = true;
    return false;
  }
  app.session.new_game(*p);
  app.message.clear();
  return true;
}

static void new_game(App& app) {
  const Machine& m = app.session.machine();
  uint64_t seed = uint64_t(std::chrono::steady_clock::now().time_since_epoch().count()) ^
                  (++app.games_started * 0x9e3779b97f4a7c15ull);
  Puzzle p{app.session.current().machine, m.random(seed, false)};
  // A new game that starts solved teaches nothing: draw again (rarely needed).
  for (int tries = 0; tries < 8 && m.solved(p.position); ++tries) p.position = m.random(seed + uint64_t(tries) + 1, false);
  app.session.new_game(p);
}

//-----------------------------------------------------------------------------
// [SECTION] The screen
//-----------------------------------------------------------------------------

static void message_banner(App& app) {
  if (app.message.empty()) return;
  ImVec4 col = app.message_is_error ? ImVec4(1.0f, 0.45f, 0.4f, 1.0f) : ImVec4(0.6f, 0.85f, 1.0f, 1.0f);
  ImGui::PushStyleColor(ImGuiCol_Text, col);
  ImGui::TextWrapped("%s", app.message.c_str());
  ImGui::PopStyleColor();
  if (ImGui::SmallButton("Dismiss")) app.message.clear();
  ImGui::Separator();
}

static void status_panel(App& app, float goal_size) {
  const Session& s = app.session;
  const Machine& m = s.machine();
  const Position& pos = s.current().position;
  const float em = ImGui::GetFontSize();

  ImGui::TextUnformatted("Goal");
  std::vector<int> goal = m.goal_cells(pos);
  if (!goal.empty()) {
    ImVec2 origin = ImGui::GetCursorScreenPos();
    float cell = goal_size / float(std::max(m.rows(), m.cols()));
    draw_lights(ImGui::GetWindowDrawList(), origin, cell, m.rows(), m.cols(), goal);
    ImGui::Dummy(ImVec2(cell * float(m.cols()), cell * float(m.rows())));
  }
  ImGui::Spacing();
  ImGui::Text("Moves: %d", s.moves());
  if (s.solved()) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.45f, 0.95f, 0.5f, 1.0f));
    ImGui::Text("Solved in %d move%s!", s.moves(), s.moves() == 1 ? "" : "s");
    ImGui::PopStyleColor();
  } else {
    ImGui::TextDisabled("Match the goal");
  }
  ImGui::Spacing();
  const ImVec2 button(7.0f * em, 2.2f * em);  // large hit targets for touch
  if (ImGui::Button("New", button)) new_game(app);
  ImGui::SameLine();
  if (ImGui::Button("Reset", button)) app.session.restart();
  ImGui::BeginDisabled(s.undo_depth() == 0);
  if (ImGui::Button("Undo", button)) app.session.undo();
  ImGui::EndDisabled();
  ImGui::SameLine();
  ImGui::BeginDisabled(s.redo_depth() == 0);
  if (ImGui::Button("Redo", button)) app.session.redo();
  ImGui::EndDisabled();
}

void frame(App& app) {
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(vp->WorkPos);
  ImGui::SetNextWindowSize(vp->WorkSize);
  ImGui::Begin("Toggle Lab", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                   ImGuiWindowFlags_NoBringToFrontOnFocus);
  const float em = ImGui::GetFontSize();

  ImGui::Text("Toggle Lab");
  ImGui::SameLine();
  ImGui::TextDisabled("- %s", app.session.machine().title().c_str());
  ImGui::Separator();
  message_banner(app);

  // Wide screens: board left, panel right. Narrow (phones): panel below.
  ImVec2 avail = ImGui::GetContentRegionAvail();
  const float panel_w = 16.0f * em;
  const bool wide = avail.x >= avail.y * 0.9f + panel_w;
  float board = wide ? std::min(avail.x - panel_w - em, avail.y) : std::min(avail.x, avail.y - 14.0f * em);
  board = std::max(board, 6.0f * em);

  int clicked = board_widget(app, board);
  if (clicked >= 0) app.session.press(clicked);
  if (wide) {
    ImGui::SameLine(0, em);
    ImGui::SetCursorPosY(ImGui::GetCursorPosY() - board);
  }
  ImGui::BeginGroup();
  status_panel(app, std::min(6.0f * em, board * 0.4f));
  ImGui::EndGroup();
  ImGui::End();
}

//-----------------------------------------------------------------------------
// [SECTION] Automation hook
//-----------------------------------------------------------------------------

std::string state_json(const App& app) {
  const Session& s = app.session;
  const Machine& m = s.machine();
  const Position& pos = s.current().position;
  JsonWriter j;
  j.begin_object();
  j.key("machine").value(m.name());
  j.key("title").value(m.title());
  j.key("id").value(s.current().id());
  j.key("rows").value(m.rows());
  j.key("cols").value(m.cols());
  j.key("buttons").value(m.button_count());
  j.key("cells").ints(m.cells(pos));
  j.key("goal").ints(m.goal_cells(pos));
  j.key("moves").value(s.moves());
  j.key("solved").value(s.solved());
  j.key("undo_depth").value(s.undo_depth());
  j.key("redo_depth").value(s.redo_depth());
  j.key("message").value(app.message);
  j.key("message_is_error").value(app.message_is_error);
  j.end_object();
  return j.str();
}

std::string button_rect_json(const App& app, int button_1based) {
  std::size_t i = std::size_t(button_1based - 1);
  if (button_1based < 1 || i >= app.button_rects.size() || app.button_rects[i].w <= 0) return "null";
  const Rect& r = app.button_rects[i];
  JsonWriter j;
  j.begin_object().key("x").value(double(r.x)).key("y").value(double(r.y));
  j.key("width").value(double(r.w)).key("height").value(double(r.h)).end_object();
  return j.str();
}

}  // namespace tl::app
