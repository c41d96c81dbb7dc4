// action_bar.cpp: see action_bar.hpp.
#include "app/action_bar.hpp"
#include "app/play_host.hpp"

#include <algorithm>

#include "app/progress_view.hpp"
#include "app/theme_view.hpp"
#include "imgui.h"

namespace tl::app {

bool menu_open(const App& app) {
  const ScreenView& s = app.screen;
  return s.layout.kind == LayoutKind::Tall ? s.sheet_open : s.pane == Pane::Machine;
}

void open_menu(App& app) {
  if (!menu_open(app)) toggle_menu(app);
}

void toggle_menu(App& app) {
  ScreenView& s = app.screen;
  if (!menu_open(app)) {
    if (s.pane != Pane::Machine) s.pane_before_menu = s.pane;
    s.pane = Pane::Machine;
    s.sheet_open = s.layout.kind == LayoutKind::Tall;
    s.panel_to_top = true;  // the menu opens at its head, never at the last scroll
  } else {
    s.sheet_open = false;
    if (s.pane == Pane::Machine) s.pane = s.pane_before_menu;
  }
}

void action_bar(App& app, const ScreenLayout& L) {
  if (L.bar.empty()) return;
  const Midend& g = app.game;
  const bool can_help = g.solution().solvable && !g.session().solved();
  const bool menu_lit = L.sheet_open || app.screen.pane == Pane::Machine;
  // The bar's buttons are narrow on a 320 px phone: a little less padding.
  ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(2.0f, ImGui::GetStyle().FramePadding.y));
  for (int i = 0; i < kBarActions; ++i) {
    const Rect& r = L.actions[i];
    ImGui::SetCursorScreenPos(ImVec2(r.x, r.y));
    // One bar button: drawn greyed out when it can do nothing; named for the hook.
    auto act = [&](const char* label, const char* name, bool enabled) {
      ImGui::BeginDisabled(!enabled);
      const bool hit = ImGui::Button(label, ImVec2(r.w, r.h));
      ImGui::EndDisabled();
      record_control(app, name);
      return hit;
    };
    switch (BarAction(i)) {
      case BarAction::Hint:  // one tap further each time: where to look, which button, why; then hide
        if (act(g.hint_level() >= 3 ? "Hide##bar" : "Hint##bar", "Hint", can_help))
          play_sink(app).send(play::Act{play::Action::HintFurther});
        break;
      case BarAction::PressNext: {  // the next press of a fewest-press solution, for you (the key S)
        // Named for what it does; on two lines where the bar's buttons are narrow (a 320 px phone).
        const bool fits = ImGui::CalcTextSize("Press next").x + 2.0f * ImGui::GetStyle().FramePadding.x <= r.w;
        if (act(fits ? "Press next##bar" : "Press\nnext##bar", "Press next", can_help))
          play_sink(app).send(play::Act{play::Action::PressNext});
        break;
      }
      case BarAction::Undo:
        if (act("Undo##bar", "Undo", g.session().undo_depth() > 0)) play_sink(app).send(play::Act{play::Action::Undo});
        break;
      case BarAction::Redo:
        if (act("Redo##bar", "Redo", g.session().redo_depth() > 0)) play_sink(app).send(play::Act{play::Action::Redo});
        break;
      case BarAction::New:
        if (act("New##bar", "New", true)) play_sink(app).send(play::Act{play::Action::New});
        break;
      case BarAction::Menu:
        if (menu_lit) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
        if (act("Menu##bar", "Menu", true)) later(app, intent::ToggleMenu{});
        if (menu_lit) ImGui::PopStyleColor();
        break;
    }
  }
  ImGui::PopStyleVar();
}

std::string status_words(const App& app) {
  const Session& s = app.game.session();
  const Solution& sol = app.game.solution();
  const std::string moves = "Moves: " + std::to_string(s.moves());
  if (s.solved())
    return "Solved in " + std::to_string(s.moves()) + (s.moves() == 1 ? " move" : " moves") +
           (s.help_used() ? " (help used)" : "");
  if (app.game.hard()) return moves + "   Hard mode";  // what is still needed would be help
  // A daily or a level is a test: how many presses are still needed would
  // say whether each press was progress. The par is what it asks.
  if (in_challenge(app)) return moves + "   Par " + std::to_string(app.progress.par);
  if (sol.solvable) return moves + "   Still needed: " + std::to_string(sol.presses.size()) + (sol.minimal ? "" : "?");
  return moves + "   No solution from here";
}

void status_line(App& app, const Rect& r) {
  if (r.empty()) return;
  const Session& s = app.game.session();
  ImGui::SetCursorScreenPos(ImVec2(r.x, r.y + (r.h - ImGui::GetTextLineHeight()) * 0.5f));
  ImGui::PushClipRect(ImVec2(r.x, r.y), ImVec2(r.right(), r.bottom()), true);
  const std::string words = status_words(app);
  const Theme& t = board_theme();
  if (s.solved()) ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(t.good_text), "%s", words.c_str());
  else if (!app.game.hard() && !app.game.solution().solvable)
    ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(t.bad_text), "%s", words.c_str());
  else ImGui::TextUnformatted(words.c_str());
  record_control(app, "Status");
  ImGui::PopClipRect();
}

}  // namespace tl::app
