// why_lesson.cpp: the light-chasing lesson in the Why tab (boards where
// LinearView::chases_lights() holds). The lesson itself, its table and its
// checks are core (core/linear/explain/chase_lesson.hpp); this file shows the
// instruction, marks the buttons to press on the board, lists the last-row
// table, and sends the player's presses through the lesson, which refuses a
// press off the method with its reason.
#include <algorithm>
#include <string>

#include <utility>

#include "app/lesson_state.hpp"
#include "app/panels.hpp"
#include "app/theme_view.hpp"
#include "app/why_view.hpp"
#include "core/base/digits_text.hpp"
#include "core/base/json_writer.hpp"
#include "core/game/linear_view.hpp"
#include "imgui.h"

namespace tl::app {

namespace {

// The lesson's marks on the board: the step-through's violet (the theme's).
ImU32 lesson_mark() { return board_theme().step; }

const char* phase_title(ChasePhase p) {
  switch (p) {
    case ChasePhase::Chase: return "1. Chase the lights down";
    case ChasePhase::LookUp: return "2. Look the last row up";
    case ChasePhase::ChaseAgain: return "3. Chase again";
    case ChasePhase::Solved: return "Solved";
    case ChasePhase::Stuck: return "No way through";
  }
  return "";
}

const char* phase_key(ChasePhase p) {
  switch (p) {
    case ChasePhase::Chase: return "chase";
    case ChasePhase::LookUp: return "lookup";
    case ChasePhase::ChaseAgain: return "chase_again";
    case ChasePhase::Solved: return "solved";
    case ChasePhase::Stuck: return "stuck";
  }
  return "";
}

// The lesson running on the machine in play, or null (a lesson whose
// machine changed under it ends at the next update).
LessonState* live(const App& app) {
  LessonState* s = app.lesson.state.get();
  return s && s->lesson.machine() == app.game.session().current().machine ? s : nullptr;
}

// This revision's step: the one update computed, or (read between a change
// and the next frame) computed here and not kept.
ChaseStep current_step(const App& app, const LessonState& s) {
  return s.revision == app.game.revision() ? s.step : s.lesson.step(app.game.current().position);
}

}  // namespace

void update_lesson(App& app) {
  LessonState* s = app.lesson.state.get();
  if (!s) return;
  if (s->lesson.machine() != app.game.session().current().machine) {  // a new game, the picker
    app.lesson.state.reset();
    return;
  }
  if (s->revision != app.game.revision()) {  // computed once per change of the board
    s->step = s->lesson.step(app.game.current().position);
    s->revision = app.game.revision();
  }
}

bool lesson_press(App& app, int button) {
  LessonState* s = live(app);
  if (!s || app.game.editing()) return false;
  const Position before = app.game.current().position;
  const ChaseStep step = current_step(app, *s);  // the step the board shows: checked, then taken
  if (std::string why = s->lesson.check(step, button); !why.empty()) {
    app.game.set_message(why, true);
    return true;
  }
  app.game.press(button);
  app.game.set_message("", false);  // a refusal's reason no longer applies
  s->lesson.accepted(step, before, button, app.game.current().position);
  s->revision = ~uint64_t(0);
  return true;
}

void start_lesson(App& app) {
  if (!chases_lights(app.game.machine())) return;
  app.lesson.state = std::make_shared<LessonState>(app.game.session().current().machine);
  app.lesson.state->lesson.begin(app.game.current().position);
  app.game.set_message("Lesson started: press the marked buttons.", false);
}

void why_chase_lesson(App& app) {
  if (!section_header(app, "Lesson: light chasing", app.lesson.open_header, intent::LessonShown{})) return;
  const LessonState* s = live(app);
  if (!s) {
    ImGui::TextWrapped(
        "A method you can use without a computer: clear the board row by row from the top, pressing the button "
        "below each light that is not right; then the last row's pattern, looked up in a table made for this "
        "board, says which top-row buttons to press before chasing once more. The lesson checks each press.");
    if (ImGui::Button("Start the lesson")) later(app, intent::StartLesson{});
    record_control(app, "Start the lesson");
    return;
  }
  const ChaseStep step = current_step(app, *s);
  ImGui::TextUnformatted(phase_title(step.phase));
  ImGui::TextWrapped("%s", step.text.c_str());
  if (!step.buttons.empty()) ImGui::TextDisabled("The buttons to press are framed in yellow on the board.");
  // The lesson's history, as a reopened link keeps it: its presses and the
  // board it began on, to go back to and try again.
  ImGui::TextDisabled("%d press%s since the lesson began.", s->lesson.presses(), s->lesson.presses() == 1 ? "" : "es");
  record_text(app, "Lesson presses");
  if (ImGui::Button("Stop the lesson")) later(app, intent::StopLesson{});
  record_control(app, "Stop the lesson");
  if (const Position* start = s->lesson.start(); start && !(*start == app.game.current().position)) {
    ImGui::SameLine();
    if (ImGui::Button("Back to where it began")) later(app, intent::LessonBack{});
    record_control(app, "Back to where it began");
  }

  // The last-row table: what the last row still needs -> top-row presses.
  const ChaseTable& table = s->lesson.table();
  ImGui::Text("The last-row table for %d columns, %d states:", table.cols(), table.k());
  if (s->entries.empty()) {
    ImGui::TextDisabled("(%d^%d top-row press patterns: too many to list; the lesson looks each row up)", table.k(),
                        table.cols());
    return;
  }
  // Plain lines in a scrolling child rather than ImGui's tables, which the
  // page would otherwise link for this one list.
  const float line = ImGui::GetTextLineHeightWithSpacing();
  const float height = std::min(float(s->entries.size()) + 1.5f, 12.0f) * line;
  ImGui::TextDisabled("last row needs  ->  press in the top row");
  if (ImGui::BeginChild("chase_table", ImVec2(0, height), true)) {
    for (const ChaseTableEntry& e : s->entries) {
      const bool now = step.phase == ChasePhase::LookUp && e.last_row == step.last_row;
      const std::string text = format_digits(e.last_row, table.cols(), table.k()) + "  ->  " +
                               (e.press_count ? format_digits(e.top_presses, table.cols(), table.k()) : "nothing: already clear");
      if (now) {
        const ImVec2 p = ImGui::GetCursorScreenPos();
        ImGui::GetWindowDrawList()->AddRectFilled(p, ImVec2(p.x + ImGui::GetContentRegionAvail().x, p.y + line),
                                                  board_theme().header);
        ImGui::SetScrollHereY();
      }
      ImGui::TextUnformatted(text.c_str());
    }
  }
  ImGui::EndChild();
}

void why_chase_overlay(App& app) {
  const LessonState* s = live(app);
  if (!s || app.board.cell <= 0) return;
  const ChaseStep step = current_step(app, *s);
  const Machine& m = app.game.machine();
  const Rect& r = app.board.rect;
  const float c = app.board.cell;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  for (std::size_t i = 0; i < step.buttons.size(); ++i) {
    const int cell = m.button_cell(step.buttons[i]);
    if (cell < 0) continue;
    const ImVec2 a(r.x + float(cell % m.cols()) * c, r.y + float(cell / m.cols()) * c);
    dl->AddRect(ImVec2(a.x + 3, a.y + 3), ImVec2(a.x + c - 3, a.y + c - 3), lesson_mark(), c * 0.12f, 0,
                std::max(2.5f, c * 0.08f));
    if (step.times[i] > 1 && c >= 24.0f) {
      const std::string times = "x" + std::to_string(step.times[i]);
      dl->AddText(ImVec2(a.x + c * 0.12f, a.y + c * 0.08f), lesson_mark(), times.c_str());
    }
  }
}

bool lesson_place(const App& app, ChaseLesson::Place* place) {
  const LessonState* s = live(app);
  if (!s) return false;
  *place = s->lesson.place(current_step(app, *s), app.game.current().position);
  return true;
}

void lesson_back(App& app) {
  const LessonState* s = live(app);
  const Position* start = s ? s->lesson.start() : nullptr;
  if (!start) return;
  const std::string id = Puzzle{app.game.current().machine, *start}.id();  // copied: loading replaces the lesson's board
  if (!app.game.load(id)) return;
  start_lesson(app);
  app.game.set_message("Back on the board the lesson began on: press the marked buttons.", false);
}

void lesson_state_json(const App& app, JsonWriter& j) {
  const LessonState* s = live(app);
  if (!s) return;
  const ChaseStep step = current_step(app, *s);
  j.key("lesson").begin_object();
  j.key("phase").value(phase_key(step.phase));
  j.key("row").value(step.row + 1);
  j.key("buttons").ints(step.buttons, 1);
  j.key("times").ints(step.times);
  j.key("text").value(step.text);
  j.key("presses").value(s->lesson.presses());
  j.end_object();
}

}  // namespace tl::app
