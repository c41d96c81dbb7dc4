// elimination_host.hpp: the shell's side of the elimination (screens/
// elimination): its sections in the Why tab with the invariant an unsolvable
// position breaks and "Do it yourself" between them, what it draws over the
// board, Run's clock, a link's step, and what its updates ask of the shell.
#pragma once

#include <string>

#include "app/app.hpp"

namespace tl {
class JsonWriter;
struct Explanation;
}  // namespace tl

namespace tl::app {

// Update step: the explanation of the position when the Why tab is open
// (made again after each change of the game, the step-through then starting
// over), the step clamped to its length and [A | b] replayed to it; and
// Run's clock, a step every so often.
void update_elimination(App& app, double dt);
// Run is on, and its tab shows: a frame for its next step.
bool elimination_running(const App& app);
// That explanation of the position in play, once the update made it (null
// before, or where the Why tab is closed): others read it rather than
// eliminating the same system again.
const Explanation* explanation_now(const App& app);
// The step as the Why tab shows it (0 until the explanation of this
// position is made), for the link.
std::size_t shown_elimination_step(const App& app);
// The step-through's number of steps for the current position (its
// explanation is built if need be), or -1 when the board is too large to
// step through: a link's step is checked against it (app_link.cpp).
long long elimination_steps(App& app);
// A link's step, brought into sight.
void show_elimination_step(App& app, std::size_t step);
// The sections (why_view.cpp's list): A, elimination mod k, A^-1, quiet
// patterns, reachability, the invariant, the worksheets, Do it yourself.
void why_elimination_panel(App& app);
void why_elimination_overlay(App& app);
// Step's start: the engine's news of the explanation or the worksheet asked for; false for
// another job's news.
bool take_explain_news(App& app, engine::News& n);
// After the draw: what its controls asked for.
void apply_elimination_messages(App& app);
void elimination_state_json(const App& app, JsonWriter& j);

}  // namespace tl::app
