// fuzz_midend.cpp: random play through the midend, its invariants checked
// after every step.
//
// The input picks a machine (each kind's default game), then every byte is
// one action a player can take: press, click a cell, undo, redo, New,
// restart, hint, step-through Next / Previous, Play and its clock, edit mode,
// "any position". After each action:
//   - undo then redo is the identity (same puzzle ID, same moves);
//   - a solved position needs no press; an unsolvable one names a reason;
//   - a press never lowers a proven fewest-press count by more than one (the
//     old position could press that button and then follow the new answer),
//     and where every press undoes itself (two-state machines, Ghaly's
//     switches) never raises it by more than one either;
//   - the reported solution, applied, solves the position.
#include <cstdint>
#include <cstdlib>
#include <string>

#include "core/midend/midend.hpp"
#include "core/registry/registry.hpp"

namespace {

void check(bool ok) {
  if (!ok) std::abort();
}

// The fewest presses when proven, or -1.
int proven_fewest(tl::Midend& m) {
  const tl::Solution& s = m.solution();
  return s.solvable && s.minimal ? int(s.presses.size()) : -1;
}

void check_solution(tl::Midend& m) {
  const tl::Solution& s = m.solution();
  if (m.solved()) check(s.solvable && s.presses.empty());
  if (!s.solvable) {
    check(!s.reason.empty());
    return;
  }
  tl::Position p = m.current().position;
  for (int b : s.presses) m.machine().press(p, b);
  check(m.machine().solved(p));
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size == 0) return 0;
  const auto& kinds = tl::machine_kinds();
  tl::Midend m = tl::Midend::open(kinds[data[0] % kinds.size()].default_id);
  m.set_seed(data[0]);
  for (size_t i = 1; i < size && i < 64; ++i) {
    const uint8_t op = data[i] & 15, arg = uint8_t(data[i] >> 4);
    const int buttons = m.machine().button_count();
    switch (op) {
      case 0:
      case 1: {  // a press (the most common action)
        const int before = proven_fewest(m);
        const int b = (arg * 7 + int(i)) % buttons;
        m.press(b);
        const int after = proven_fewest(m);
        if (before >= 0 && after >= 0) {
          check(after >= before - 1);
          check(after <= before + 1);  // every machine here is two-state
        }
        break;
      }
      case 2: m.click_cell((arg * 5 + int(i)) % m.machine().cell_count()); break;
      case 3: {  // undo then redo is the identity
        const std::string id = m.current().id();
        const int moves = m.session().moves();
        if (m.undo()) {
          check(m.redo());
          check(m.current().id() == id && m.session().moves() == moves);
        }
        break;
      }
      case 4: m.undo(); break;
      case 5: m.redo(); break;
      case 6:
        m.new_game();
        check(m.session().moves() == 0);
        break;
      case 7:
        m.restart();
        check(m.session().moves() == 0);
        break;
      case 8: m.set_hint_shown(!m.hint_shown()); break;
      case 9: {
        const int hint = m.hint_button();
        if (hint >= 0) m.press(hint);
        break;
      }
      case 10: m.step_next(); break;
      case 11: m.step_previous(); break;
      case 12:
        m.set_steps_shown(arg & 1);
        m.set_playing(arg & 2);
        break;
      case 13: m.tick(double(arg) / 10.0); break;
      case 14: m.set_editing(arg & 1, arg & 2); break;
      case 15:
        m.set_any_position(arg & 1);
        if (arg & 2) m.set_hard(arg & 4);  // refused once the game has a press: then it stays as it was
        break;
    }
    // Hard mode shows nothing of the solution, whatever was asked.
    if (m.hard()) check(m.hint_button() < 0 && m.step_marks().empty() && !m.playing() && !m.steps_shown());
    check(m.session().undo_depth() >= 0 && m.session().redo_depth() >= 0);
    check_solution(m);
    // Whatever happened, the game is a puzzle whose ID loads back to itself.
    auto again = tl::parse_puzzle_id(m.current().id());
    check(again.ok() && again->id() == m.current().id());
  }
  return 0;
}
