// feel.hpp: what makes the game feel like one: a press flashes the lights it
// changed, the hint's ring pulses once so the eye finds it, solving raises a
// banner beside the board with the count against the fewest. All of it is off
// with reduce motion (the banner stays: it is words, not motion), and each is
// keyed to a change of the game, so nothing runs at rest.
#pragma once

#include "app/app.hpp"

namespace tl::app {

void update_feel(App& app);  // update step: what changed since last frame
// Sound on or off (the Sound box, the M key), said in the message line.
void set_sound(App& app, bool on);
bool feel_animating(const App& app);  // frames still owed by a flash or a pulse
// 0..1 of the flash left on the changed cells, and of the hint's pulse (0: none).
float flash_left(const App& app);
float pulse_left(const App& app);
// The banner once a press solved the game, at the foot of `room` (the
// panel's place): never over the board, whose cells (Merlin's middle row is
// its goal) stay in sight with it.
void solved_banner(App& app, const Rect& room);
// The strip at the foot of the panel the banner takes while it is up (0
// when it is not): the panel's own content ends above it, so no control
// lies under the banner.
float solved_banner_room(const App& app, float room_w);
// The words on it ("Solved in 7 presses, the fewest is 5, with help").
std::string solved_words(const App& app);

}  // namespace tl::app
