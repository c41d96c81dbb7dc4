// rules_editor_update.cpp: the rules editor's update (rules_editor_screen.hpp).
#include <string>

#include "app/screens/rules_editor/rules_editor_screen.hpp"
#include "core/game/linear_view.hpp"
#include "core/midend/midend.hpp"

namespace tl::app::rules_editor {

namespace {

using Amounts = std::vector<std::vector<uint8_t>>;

constexpr std::size_t kMostButtons = 1024;

void load_rules(Midend& game, const Machine& m, Amounts buttons) {
  const std::size_t count = buttons.size();
  MachinePtr edited = m.linear()->with_button_amounts(std::move(buttons));
  if (!edited) return;
  if (!game.load(Puzzle{edited, game.current().position}.id())) return;  // load() says why
  game.set_message("Rules changed: " + std::to_string(count) + " buttons.", false);
}

}  // namespace

void update(const Msg& msg, Midend& game) {
  const Machine& m = game.machine();
  if (!rules_editable(m)) return;
  Amounts buttons;
  for (int j = 0; j < m.button_count(); ++j) buttons.push_back(m.linear()->button_amounts(j));
  const int k = m.states();
  if (const auto* c = std::get_if<CycleCell>(&msg)) {
    if (c->button < 0 || c->button >= int(buttons.size()) || c->cell < 0 || c->cell >= m.cell_count()) return;
    uint8_t& a = buttons[std::size_t(c->button)][std::size_t(c->cell)];
    a = uint8_t((a + 1) % k);
  } else if (std::holds_alternative<AddButton>(msg)) {
    if (buttons.size() >= kMostButtons) return;
    buttons.emplace_back(std::size_t(m.cell_count()), 0);
    buttons.back()[0] = 1;  // a new button changes the first cell until edited
  } else if (const auto* r = std::get_if<RemoveButton>(&msg)) {
    if (buttons.size() <= 1 || r->button < 0 || r->button >= int(buttons.size())) return;
    buttons.erase(buttons.begin() + r->button);
  }
  load_rules(game, m, std::move(buttons));
}

}  // namespace tl::app::rules_editor
