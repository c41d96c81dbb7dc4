// lesson_host.hpp: the shell's side of the light-chasing lesson
// (screens/lesson): its section and marks in the Why tab, the board's
// presses while it runs, its messages, its place for the link.
#pragma once

#include "app/app.hpp"
#include "core/linear/explain/chase_lesson.hpp"

namespace tl {
class JsonWriter;
}

namespace tl::app {

// The section and its marks on the board (why_view.cpp's list).
void why_chase_lesson(App& app);
void why_chase_overlay(App& app);
// Update step: the lesson ends when the machine changes under it; its step
// is made once per change of the board.
void update_lesson(App& app);
// A press while the lesson runs goes through it (refused with a reason when
// off the method); false when no lesson runs and the caller presses itself.
bool lesson_press(App& app, int button);
// After the draw: what its buttons asked for.
void apply_lesson_messages(App& app);
// The running lesson's place, for the link; false when none runs.
bool lesson_place(const App& app, ChaseLesson::Place* place);
// The hook's "lesson".
void lesson_state_json(const App& app, JsonWriter& j);

}  // namespace tl::app
