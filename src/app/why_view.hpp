// why_view.hpp: "Why it works": the algebra and the wiring beside the board.
//
// The tab is a list of sections, each registered against a capability a
// machine offers (Machine::linear_modulus(), wiring(), rules_editable(m),
// in_square_atlas(m): the views of game/*_view.hpp), never against a machine's name: a new machine with the
// same capability gets the same views. why_view.cpp holds the list.
#pragma once

#include "app/app.hpp"

namespace tl {
class JsonWriter;
struct Explanation;
}  // namespace tl

namespace tl::app {

// The Why tab of the side panel: every section the machine offers, in order.
void why_panel(App& app);
// Space the board needs around it for labels while the Why tab is open (em).
float why_board_margin(const App& app);
// Drawn over the board after it (wires, labels). Call while the board's window is current.
void why_board_overlay(App& app);

// The Why views' state for the automation hook: "elimination" {step, steps,
// caption, done, solution} and "atlas" (nullities computed so far).
void why_state_json(const App& app, JsonWriter& j);
// A list of presses in the state (a button once per press, 1-based) under
// `key`, at most kStatePresses of them, and `key`_presses: how many in all
// (`total`, where the list given is already cut). The biggest boards'
// solutions have millions: a state of megabytes.
constexpr std::size_t kStatePresses = 4096;
void presses_json(JsonWriter& j, const std::string& key, const std::vector<int>& presses, int64_t total = -1);
// Update step: the explanation of the position when the Why tab is open
// (made again after each change of the game, the step-through then starting
// over), the step clamped to its length and [A | b] replayed to it.
void update_elimination(App& app);
// That explanation of the position in play, once the update made it (null
// before, or where the Why tab is closed): others read it rather than
// eliminating the same system again.
const Explanation* explanation_now(const App& app);
// The elimination's step as the Why tab shows it (0 until the explanation of
// this position is made), for the link.
std::size_t shown_elimination_step(const App& app);

// The step-through's number of steps for the current position (its
// explanation is built if need be), or -1 when the board is too large to
// step through: a link's step is checked against it (app_link.cpp).
long long elimination_steps(App& app);

// The sections (one file each).
void why_elimination_panel(App& app);  // why_elimination.cpp: A, elimination mod k, A^-1, quiet patterns
void why_elimination_overlay(App& app);
// What its buttons asked for, after the draw (frame() picks the overload by the intent's type).
void why_rules_editor(App& app);  // why_rules_editor.cpp: edit what each button toggles
// The elimination's four controls (Step back, Next step, Run, To the end): one
// width for all, in two rows of two where a phone's panel is narrower than four.
struct ElimButtons {
  float width;
  bool two_rows;
};
ElimButtons elimination_buttons();

// A small board of values per cell, `size` pixels across (a quiet pattern's
// presses, an invariant's weights, a board of an orbit: screens/dynamics); on the graph itself
// for machines with a cell layout (why_elimination.cpp).
void value_board(const Machine& m, const ZkVec& v, int states, float size);

// The Why tab's elimination, its outline of s, Do it yourself and the
// lesson all show the solution, so in hard mode the tab (and its part of
// the hook) waits for the game in play to be solved; in a daily or a level
// too, unless the player opens it as help (WhyAsHelp, counted in the
// records) or help was already counted in the game.
bool why_withheld(const App& app);
void on_intent(App& app, const intent::WhyAsHelp& asked);

}  // namespace tl::app
