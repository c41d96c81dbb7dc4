// lesson_state.hpp: the light-chasing lesson while one runs (why_lesson.cpp),
// for the files that start it or read its place (the link). The rest of the
// app holds it through LessonView's pointer and never sees the lesson's types.
#pragma once

#include <cstdint>
#include <vector>

#include "app/app.hpp"
#include "core/linear/explain/chase_lesson.hpp"

namespace tl::app {

struct LessonState {
  explicit LessonState(MachinePtr m) : lesson(std::move(m)), entries(lesson.table().entries()) {}
  ChaseLesson lesson;
  std::vector<ChaseTableEntry> entries;  // the last-row table, listed once
  uint64_t revision = ~uint64_t(0);      // the board revision `step` was computed for
  ChaseStep step;
};

// The running lesson's place for the link, from the step the view keeps per
// board change; false when no lesson runs.
bool lesson_place(const App& app, ChaseLesson::Place* place);
// Starts the lesson on the board in play (an intent's work).
void start_lesson(App& app);
// Opens the board the running lesson began on and starts it again there.
void lesson_back(App& app);

}  // namespace tl::app
