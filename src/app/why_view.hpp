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
}

namespace tl::app {

// The Why tab of the side panel: every section the machine offers, in order.
void why_panel(App& app);
// Space the board needs around it for labels while the Why tab is open (em).
float why_board_margin(const App& app);
// Drawn over the board after it (wires, labels). Call while the board's window is current.
void why_board_overlay(App& app);

// The Why views' state for the automation hook: "elimination" {step, steps,
// caption, done, solution} (elimination_host.hpp), "atlas" (nullities
// computed so far) and the wiring "census".
void why_state_json(const App& app, JsonWriter& j);
// A list of presses in the state (a button once per press, 1-based) under
// `key`, at most kStatePresses of them, and `key`_presses: how many in all
// (`total`, where the list given is already cut). The biggest boards'
// solutions have millions: a state of megabytes.
constexpr std::size_t kStatePresses = 4096;
void presses_json(JsonWriter& j, const std::string& key, const std::vector<int>& presses, int64_t total = -1);

// A small board of values per cell, `size` pixels across (a quiet pattern's
// presses, an invariant's weights, a board of an orbit); on the graph itself
// for machines with a cell layout. The modules get it from their hosts.
void value_board(const Machine& m, const ZkVec& v, int states, float size);

// The Why tab's elimination, its outline of s, Do it yourself and the
// lesson all show the solution, so in hard mode the tab (and its part of
// the hook) waits for the game in play to be solved; in a daily or a level
// too, unless the player opens it as help (WhyAsHelp, counted in the
// records) or help was already counted in the game.
bool why_withheld(const App& app);
void on_intent(App& app, const intent::WhyAsHelp& asked);

}  // namespace tl::app
