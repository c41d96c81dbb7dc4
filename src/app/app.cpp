// app.cpp: the game screen's layout, and the automation hook's JSON.
//
// [SECTION] The screen
// [SECTION] Automation hook
#include "app/app.hpp"

#include <algorithm>

#include "app/board_view.hpp"
#include "app/keyboard.hpp"
#include "app/panels.hpp"
#include "app/why_view.hpp"
#include "core/base/json_writer.hpp"
#include "imgui.h"

namespace tl::app {

//-----------------------------------------------------------------------------
// [SECTION] The screen
//-----------------------------------------------------------------------------

static void message_banner(App& app) {
  if (app.game.message().empty()) return;
  ImVec4 col = app.game.message_is_error() ? ImVec4(1.0f, 0.45f, 0.4f, 1.0f) : ImVec4(0.6f, 0.85f, 1.0f, 1.0f);
  ImGui::PushStyleColor(ImGuiCol_Text, col);
  ImGui::TextWrapped("%s", app.game.message().c_str());
  ImGui::PopStyleColor();
  if (ImGui::SmallButton("Dismiss")) app.game.clear_message();
  ImGui::Separator();
}

static void side_panel(App& app) {
  machine_picker(app);
  if (ImGui::BeginTabBar("side")) {
    auto flags_for = [&](int tab) { return app.play.open_tab == tab ? ImGuiTabItemFlags_SetSelected : 0; };
    const bool play_open = ImGui::BeginTabItem("Play", nullptr, flags_for(0));
    record_control(app, "Play tab");  // "Play" is the step-through's button
    if (play_open) {
      app.play.side_tab = 0;
      goal_and_status(app);
      ImGui::Spacing();
      help_controls(app);
      ImGui::Spacing();
      game_controls(app);
      keyboard_help(app);
      ImGui::EndTabItem();
    }
    bool why_open = ImGui::BeginTabItem("Why it works", nullptr, flags_for(1));
    record_control(app, "Why it works");
    if (why_open) {
      app.play.side_tab = 1;
      why_panel(app);
      ImGui::EndTabItem();
    }
    ImGui::EndTabBar();
  }
  app.play.open_tab = -1;
}

void frame(App& app) {
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(vp->WorkPos);
  ImGui::SetNextWindowSize(vp->WorkSize);
  ImGui::Begin("Toggle Lab", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                   ImGuiWindowFlags_NoBringToFrontOnFocus);
  const float em = ImGui::GetFontSize();
  app.control_rects.clear();
  handle_keys(app);

  ImGui::Text("Toggle Lab");
  ImGui::SameLine();
  ImGui::TextDisabled("- %s", app.game.session().machine().title().c_str());
  ImGui::Separator();
  message_banner(app);

  // Wide screens: board left, panel right. Narrow (phones): panel below.
  const Machine& m = app.game.session().machine();
  const bool has_strip = m.button_count() > 0 && m.button_cell(0) < 0;
  ImVec2 avail = ImGui::GetContentRegionAvail();
  const float panel_w = 24.0f * em;
  const float strip_h = has_strip ? 12.0f * em : 0.0f;
  const bool wide = avail.x >= (avail.y - strip_h) * 0.8f + panel_w;
  float board = wide ? std::min(avail.x - panel_w - em, avail.y - strip_h)
                     : std::min(avail.x, avail.y - 16.0f * em - strip_h);
  board = std::max(board, 6.0f * em);

  // The Why tab may need room around the board for labels (Ghaly's codes).
  const float margin = why_board_margin(app) * em;
  board -= 2.0f * margin;
  ImGui::BeginGroup();
  if (margin > 0) ImGui::SetCursorPos(ImVec2(ImGui::GetCursorPosX() + margin, ImGui::GetCursorPosY() + margin * 0.5f));
  int clicked = board_widget(app, board);
  why_board_overlay(app);
  if (margin > 0) ImGui::Dummy(ImVec2(board + 2.0f * margin, margin * 0.5f));
  // A press, or in edit mode a cell switched; while the lesson runs it checks the press.
  if (clicked >= 0 && !(app.play.side_tab == 1 && lesson_press(app, clicked))) app.game.click_cell(clicked);
  if (has_strip) {
    int b = button_strip_widget(app, board);
    if (b >= 0 && !app.game.editing()) app.game.press(b);
  }
  ImGui::EndGroup();
  if (wide) ImGui::SameLine(0, em);
  ImGui::BeginChild("panel", ImVec2(0, 0), false);
  side_panel(app);
  ImGui::EndChild();
  ImGui::End();
}

//-----------------------------------------------------------------------------
// [SECTION] Automation hook
//-----------------------------------------------------------------------------

std::string state_json(App& app) {
  const Session& s = app.game.session();
  const Machine& m = s.machine();
  const Position& pos = s.current().position;
  const Solution& sol = app.game.solution();
  JsonWriter j;
  j.begin_object();
  j.key("machine").value(m.name());
  j.key("title").value(m.title());
  j.key("id").value(s.current().id());
  j.key("link").value(link_text(app));  // the ID and the Why tab's state (app_link.cpp)
  j.key("states").value(m.states());
  j.key("rows").value(m.rows());
  j.key("cols").value(m.cols());
  j.key("buttons").value(m.button_count());
  std::vector<int> cells = m.cells(pos);
  j.key("cells").ints(cells);
  j.key("goal").ints(m.goal_cells(pos));
  if (!m.goal_is_grid()) j.key("colours").ints(cells);  // Ghaly: colour numbers, 0 = dark
  j.key("moves").value(s.moves());
  j.key("solved").value(s.solved());
  j.key("help_used").value(s.help_used());
  int h = app.game.hint_button();
  j.key("hint");
  if (h >= 0) j.value(h + 1); else j.null();
  j.key("hint_times").value(app.game.hint_times());
  const LeveledHint& lh = app.game.leveled_hint();
  j.key("hint_level").value(lh.level);
  j.key("hint_region").ints(lh.region, 1);
  j.key("hint_where").value(lh.where).key("hint_which").value(lh.which).key("hint_why").value(lh.why);
  j.key("marks").ints(app.game.step_marks(), 1);
  j.key("min_presses");
  if (sol.solvable) j.value(sol.presses.size()); else j.null();
  j.key("minimal").value(sol.minimal);
  if (const RulesSummary& a = app.game.rules_summary(); a.linear) j.key("rank").value(a.rank);
  j.key("undo_depth").value(s.undo_depth());
  j.key("redo_depth").value(s.redo_depth());
  j.key("edit_mode").value(app.game.editing());
  j.key("tab").value(app.play.side_tab == 1 ? "why" : "play");
  why_state_json(app, j);
  lesson_state_json(app, j);
  j.key("playing").value(app.game.playing());
  j.key("message").value(app.game.message());
  j.key("message_is_error").value(app.game.message_is_error());
  j.end_object();
  return j.str();
}

std::string button_rect_json(const App& app, int button_1based) {
  std::size_t i = std::size_t(button_1based - 1);
  if (button_1based < 1 || i >= app.board.button_rects.size() || app.board.button_rects[i].w <= 0) return "null";
  const Rect& r = app.board.button_rects[i];
  JsonWriter j;
  j.begin_object().key("x").value(double(r.x)).key("y").value(double(r.y));
  j.key("width").value(double(r.w)).key("height").value(double(r.h)).end_object();
  return j.str();
}

void record_control(App& app, const char* label) {
  ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
  std::string name = label;
  app.control_rects.push_back({name.substr(0, name.find("##")), Rect{a.x, a.y, b.x - a.x, b.y - a.y}});
}

std::string control_rect_json(const App& app, const std::string& label) {
  for (const auto& [name, r] : app.control_rects) {
    if (name != label) continue;
    JsonWriter j;
    j.begin_object().key("x").value(double(r.x)).key("y").value(double(r.y));
    j.key("width").value(double(r.w)).key("height").value(double(r.h)).end_object();
    return j.str();
  }
  return "null";
}

}  // namespace tl::app
