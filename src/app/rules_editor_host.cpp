// rules_editor_host.cpp: the shell's side of the rules editor
// (rules_editor_host.hpp): the shell's board drawing goes in, the game
// comes out.
#include "app/rules_editor_host.hpp"

#include "app/boards/board_draw.hpp"
#include "app/screen_inbox.hpp"
#include "app/screens/rules_editor/rules_editor_screen.hpp"

namespace tl::app {

void why_rules_editor(App& app) {
  const Machine& m = app.game.machine();
  const rules_editor::PatternBoard pattern = [&m](ImVec2 origin, float cell, const std::vector<uint8_t>& values) {
    draw_board(ImGui::GetWindowDrawList(), origin, cell, m.rows(), m.cols(), std::vector<int>(values.begin(), values.end()),
               false, false, {}, m.states());
  };
  rules_editor::draw(app.game, pattern, ui_of(app), Sink<rules_editor::Msg>(app.rules_editor->inbox));
}

void apply_rules_editor_messages(App& app) {
  apply_inbox(app, *app.rules_editor,
              [&](rules_editor::Model&, const rules_editor::Msg& msg) { rules_editor::update(msg, app.game); });
}

}  // namespace tl::app
