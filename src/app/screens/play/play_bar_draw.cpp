// play_bar_draw.cpp: the bar's Play buttons and the status line over them
// (Tall and Landscape layouts), in reach of a thumb (play_screen.hpp).
#include <string>

#include "app/screens/play/play_screen.hpp"
#include "app/shape/theme.hpp"
#include "core/midend/midend.hpp"
#include "imgui.h"

namespace tl::app::play {

void action_bar(const Midend& g, const ScreenLayout& L, const Ui& ui, Sink<Msg> send) {
  if (L.bar.empty()) return;
  // While the engine works a big board's solution out, Hint can be asked
  // for (it shows when the answer comes); Press next waits for it.
  const bool can_press_next = g.solution().solvable && !g.session().solved();
  const bool can_help = can_press_next || (g.solving() && !g.session().solved());
  for (int i = 0; i < kBarActions; ++i) {
    if (BarAction(i) == BarAction::Menu) continue;  // the shell's
    const Rect& r = L.actions[i];
    ImGui::SetCursorScreenPos(ImVec2(r.x, r.y));
    // One bar button: drawn greyed out when it can do nothing; named for the hook.
    auto act = [&](const char* label, const char* name, bool enabled) {
      ImGui::BeginDisabled(!enabled);
      const bool hit = ImGui::Button(label, ImVec2(r.w, r.h));
      ImGui::EndDisabled();
      ui.control(name);
      return hit;
    };
    switch (BarAction(i)) {
      case BarAction::Hint:  // one tap further each time: where to look, which button, why; then hide
        if (act(g.hint_level() >= 3 ? "Hide##bar" : "Hint##bar", "Hint", can_help)) send.send(Act{Action::HintFurther});
        break;
      case BarAction::PressNext: {  // the next press of a fewest-press solution, for you (the key S)
        // Named for what it does; on two lines where the bar's buttons are narrow (a 320 px phone).
        const bool fits = ImGui::CalcTextSize("Press next").x + 2.0f * ImGui::GetStyle().FramePadding.x <= r.w;
        if (act(fits ? "Press next##bar" : "Press\nnext##bar", "Press next", can_press_next)) send.send(Act{Action::PressNext});
        break;
      }
      case BarAction::Undo:
        if (act("Undo##bar", "Undo", g.session().undo_depth() > 0)) send.send(Act{Action::Undo});
        break;
      case BarAction::Redo:
        if (act("Redo##bar", "Redo", g.session().redo_depth() > 0)) send.send(Act{Action::Redo});
        break;
      case BarAction::New:
        if (act("New##bar", "New", true)) send.send(Act{Action::New});
        break;
      case BarAction::Menu: break;
    }
  }
}

std::string status_words(const Midend& game, const Look& look) {
  const Session& s = game.session();
  const Solution& sol = game.solution();
  const std::string moves = "Moves: " + std::to_string(s.moves());
  if (s.solved())
    return "Solved in " + std::to_string(s.moves()) + (s.moves() == 1 ? " move" : " moves") +
           (s.help_used() ? " (help used)" : "");
  if (game.hard()) return moves + "   Hard mode";  // what is still needed would be help
  // A daily or a level is a test: how many presses are still needed would
  // say whether each press was progress. The par is what it asks.
  if (look.challenge) return moves + "   Par " + std::to_string(look.par);
  if (game.solving()) return moves + "   Working out the solution...";
  if (sol.solvable) return moves + "   Still needed: " + std::to_string(sol.presses.size()) + (sol.minimal ? "" : "?");
  return moves + "   No solution from here";
}

void status_line(const Midend& game, const Look& look, const Theme& theme, const Rect& r, const Ui& ui) {
  if (r.empty()) return;
  ImGui::SetCursorScreenPos(ImVec2(r.x, r.y + (r.h - ImGui::GetTextLineHeight()) * 0.5f));
  ImGui::PushClipRect(ImVec2(r.x, r.y), ImVec2(r.right(), r.bottom()), true);
  const std::string words = status_words(game, look);
  if (game.session().solved()) ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(theme.good_text), "%s", words.c_str());
  else if (!game.hard() && !game.solution().solvable && !game.solving())
    ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(theme.bad_text), "%s", words.c_str());
  else ImGui::TextUnformatted(words.c_str());
  ui.control("Status");
  ImGui::PopClipRect();
}

}  // namespace tl::app::play
