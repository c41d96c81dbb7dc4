// play_update.cpp: the Play tab's update (play_screen.hpp): a message in,
// the model and the game changed through the Midend's own rules.
#include <algorithm>
#include <array>
#include <cmath>
#include <type_traits>

#include "app/screens/play/play_screen.hpp"
#include "core/base/json_writer.hpp"
#include "core/game/board_patterns.hpp"
#include "core/game/press_reach.hpp"
#include "core/midend/midend.hpp"

namespace tl::app::play {

namespace {

void act(Midend& g, Action action, const Context& ctx) {
  switch (action) {
    case Action::HintFurther: g.hint_further(); break;
    case Action::Step: g.step_next(); break;
    case Action::PressNext: g.press_next(); break;
    case Action::StepPrevious: g.step_previous(); break;
    case Action::ToggleSteps: g.set_steps_shown(!g.steps_shown()); break;
    case Action::TogglePlay:
      if (!g.playing() && ctx.reduce_motion) {  // no animation: every press at once
        g.step_to_end();
      } else {
        g.set_playing(!g.playing());
      }
      break;
    case Action::Undo: g.undo(); break;
    case Action::Redo: g.redo(); break;
    case Action::New: g.new_game(); break;
    case Action::Restart: g.restart(); break;
  }
}

// The turn that brings `cell`'s face straight at the viewer: a yaw about the
// vertical axis, then a pitch (the 3D view's order). The yaw brings the
// normal into the upright plane facing the viewer, the pitch the rest of
// the way. A face on top or below faces the viewer at any yaw, and its
// stickers turn on the screen with it: the nearest quarter turn keeps their
// sides level, so a finger's box fits.
void face_cell(SolidCamera& c, const Machine& machine, int cell) {
  const CellLayout* L = machine.cell_layout();
  if (!L || cell < 0 || std::size_t(cell) >= L->solid.size()) return;
  const std::array<float, 12>& s = L->solid[std::size_t(cell)];
  const float nx = s[9], ny = s[10], nz = s[11];
  const float across = std::hypot(nx, nz);
  constexpr float kQuarter = 1.5707963f;
  if (across > 1e-4f) c.yaw = std::atan2(-nx, nz);
  else c.yaw = std::round(c.yaw / kQuarter) * kQuarter;
  c.pitch = std::clamp(std::atan2(ny, across), -SolidCamera::kMostPitch, SolidCamera::kMostPitch);
}

// The keyboard's arrows: the cursor moves over the buttons (wrapping), and shows.
void move_cursor(Model& m, const Machine& machine, int dr, int dc) {
  const int n = machine.button_count();
  if (n == 0) return;
  m.cursor_visible = true;
  if (m.cursor >= n) m.cursor = 0;
  const int cell = machine.button_cell(m.cursor);
  if (cell < 0 || machine.button_cell(0) != 0) {  // buttons off the board: a simple line
    m.cursor = (m.cursor + dc + dr + n) % n;
    return;
  }
  int r = cell / machine.cols() + dr, c = cell % machine.cols() + dc;
  r = (r + machine.rows()) % machine.rows();
  c = (c + machine.cols()) % machine.cols();
  m.cursor = r * machine.cols() + c;
}

}  // namespace

ToShell update(Model& m, const Msg& msg, Midend& game, const Context& ctx) {
  ToShell asked;
  std::visit(
      [&](const auto& x) {
        using T = std::decay_t<decltype(x)>;
        if constexpr (std::is_same_v<T, PressCell>) {
          game.click_cell(x.cell);  // a press, or in edit mode a cell switched
        } else if constexpr (std::is_same_v<T, PressButton>) {
          if (!game.editing()) game.press(x.button);
        } else if constexpr (std::is_same_v<T, Act>) {
          act(game, x.action, ctx);
        } else if constexpr (std::is_same_v<T, Edit>) {
          game.set_editing(x.on, x.goal);
        } else if constexpr (std::is_same_v<T, EditAll>) {
          game.edit_all(x.value);
        } else if constexpr (std::is_same_v<T, NextInvariant>) {
          if (const std::size_t n = game.broken_invariants().size(); n > 0) {
            m.invariant = (shown_invariant_index(m, game) + 1) % n;
            m.invariant_revision = game.revision();
          }
        } else if constexpr (std::is_same_v<T, AnyPosition>) {
          game.set_any_position(x.any);
        } else if constexpr (std::is_same_v<T, HardMode>) {
          game.set_hard(x.on);
        } else if constexpr (std::is_same_v<T, SolidView>) {
          m.solid_view = x.on;
        } else if constexpr (std::is_same_v<T, ShowKeys>) {
          m.show_keys = x.open;
        } else if constexpr (std::is_same_v<T, ToggleRules>) {
          m.rules_open = !m.rules_open;
        } else if constexpr (std::is_same_v<T, HintWordsSeen>) {
          m.hint_level_seen = x.level;
        } else if constexpr (std::is_same_v<T, MoveBoard>) {
          m.camera = x.camera;
        } else if constexpr (std::is_same_v<T, MoveSolid>) {
          m.solid = x.camera;
        } else if constexpr (std::is_same_v<T, ChangeBoard>) {
          // A daily or a level is a test: a pattern laid on its board would be an edit.
          if (!ctx.challenge) game.change_board(BoardChange(std::clamp(int(x.change), 0, kBoardChangeCount - 1)));
        } else if constexpr (std::is_same_v<T, LookAtButton>) {
          m.looked = x.button;
          m.looked_revision = game.revision();
          m.reach = x.button >= 0 ? press_reach(game.machine(), game.current().position, x.button) : std::vector<int>{};
        } else if constexpr (std::is_same_v<T, FaceCell>) {
          face_cell(m.solid, game.machine(), x.cell);
        } else if constexpr (std::is_same_v<T, MoveCursor>) {
          move_cursor(m, game.machine(), x.dr, x.dc);
        } else if constexpr (std::is_same_v<T, CopyLink>) {
          asked.copy_link = true;
        } else if constexpr (std::is_same_v<T, WhyThisHint>) {
          asked.why_this_hint = true;
        } else if constexpr (std::is_same_v<T, ReadPhoto>) {
          asked.read_photo = true;
        } else {
          static_assert(!sizeof(T), "a Play message without its update");
        }
      },
      msg);
  return asked;
}

void follow(Model& m, const Midend& game) {
  if (m.cursor >= game.machine().button_count()) m.cursor = 0;
}

Msg press_at_cursor(const Model& m, const Machine& machine) {
  const int cell = machine.button_cell(m.cursor);
  if (cell >= 0) return PressCell{cell};
  return PressButton{m.cursor};
}

// The index on show: the first for a position not yet stepped through (the
// model's index is for the revision it was chosen in).
std::size_t shown_invariant_index(const Model& m, const Midend& game) {
  const std::size_t n = game.broken_invariants().size();
  if (n == 0 || m.invariant_revision != game.revision()) return 0;
  return m.invariant % n;
}

const BrokenInvariant* shown_invariant(const Model& m, const Midend& game) {
  const std::vector<BrokenInvariant>& all = game.broken_invariants();
  return all.empty() ? nullptr : &all[shown_invariant_index(m, game)];
}

std::string first_sentence(const std::string& text) {
  const std::size_t end = text.find(". ");
  return end == std::string::npos ? text : text.substr(0, end + 1);
}

void state_json(const Model& m, const Midend& game, JsonWriter& j) {
  j.key("rules_line").value(first_sentence(game.kind().how_to_play)).key("rules_open").value(m.rules_open);
  j.key("zoom").value(double(m.camera.zoom));
  // The button looked at (hovered, or held by a finger) and the cells its
  // press changes, 1-based, as the board draws them.
  if (looking(m, game)) {
    std::vector<int> reach;
    for (std::size_t i = 0; i < m.reach.size(); ++i)
      if (m.reach[i] != 0) reach.push_back(int(i) + 1);
    j.key("looked").value(m.looked + 1).key("reach").ints(reach);
  } else {
    j.key("looked").null();
  }
  j.key("solid_view").value(m.solid_view).key("solid_zoom").value(double(m.solid.zoom));
}

bool looking(const Model& m, const Midend& game) { return m.looked >= 0 && m.looked_revision == game.revision(); }

}  // namespace tl::app::play
