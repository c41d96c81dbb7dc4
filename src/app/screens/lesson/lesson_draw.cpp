// lesson_draw.cpp: the light-chasing lesson's views (lesson_screen.hpp):
// they read the lesson and send messages; nothing here writes.
#include <algorithm>
#include <string>

#include "app/screens/lesson/lesson_screen.hpp"
#include "core/base/digits_text.hpp"
#include "core/midend/midend.hpp"
#include "imgui.h"

namespace tl::app::lesson {

namespace {

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

}  // namespace

void draw(const Model& m, const Midend& game, const Theme& theme, const Ui& ui, Sink<Msg> send) {
  // A link named the lesson: unfolded and in sight, once.
  if (m.open_header) send.send(Shown{});
  if (!folding_header(ui, "Lesson: light chasing", m.open_header)) return;
  const Running* s = live(m, game);
  if (!s) {
    ImGui::TextWrapped(
        "A method you can use without a computer: clear the board row by row from the top, pressing the button "
        "below each light that is not right; then the last row's pattern, looked up in a table made for this "
        "board, says which top-row buttons to press before chasing once more. The lesson checks each press.");
    if (ImGui::Button("Start the lesson")) send.send(Start{});
    ui.control("Start the lesson");
    return;
  }
  const ChaseStep step = step_now(*s, game);
  ImGui::TextUnformatted(phase_title(step.phase));
  ImGui::TextWrapped("%s", step.text.c_str());
  if (!step.buttons.empty()) ImGui::TextDisabled("The buttons to press are framed in yellow on the board.");
  // The lesson's history, as a reopened link keeps it: its presses and the
  // board it began on, to go back to and try again.
  ImGui::TextDisabled("%d press%s since the lesson began.", s->lesson.presses(), s->lesson.presses() == 1 ? "" : "es");
  ui.text("Lesson presses");
  if (ImGui::Button("Stop the lesson")) send.send(Stop{});
  ui.control("Stop the lesson");
  if (const Position* start = s->lesson.start(); start && !(*start == game.current().position)) {
    ImGui::SameLine();
    if (ImGui::Button("Back to where it began")) send.send(Back{});
    ui.control("Back to where it began");
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
        ImGui::GetWindowDrawList()->AddRectFilled(p, ImVec2(p.x + ImGui::GetContentRegionAvail().x, p.y + line), theme.header);
        ImGui::SetScrollHereY();
      }
      ImGui::TextUnformatted(text.c_str());
    }
  }
  ImGui::EndChild();
}

// The buttons to press, in the step-through's violet (the theme's).
void draw_marks(const Model& model, const Midend& game, float x0, float y0, float c, const Theme& theme) {
  const Running* s = live(model, game);
  if (!s || c <= 0) return;
  const ChaseStep step = step_now(*s, game);
  const Machine& m = game.machine();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  for (std::size_t i = 0; i < step.buttons.size(); ++i) {
    const int cell = m.button_cell(step.buttons[i]);
    if (cell < 0) continue;
    const ImVec2 a(x0 + float(cell % m.cols()) * c, y0 + float(cell / m.cols()) * c);
    dl->AddRect(ImVec2(a.x + 3, a.y + 3), ImVec2(a.x + c - 3, a.y + c - 3), theme.step, c * 0.12f, 0, std::max(2.5f, c * 0.08f));
    if (step.times[i] > 1 && c >= 24.0f) {
      const std::string times = "x" + std::to_string(step.times[i]);
      dl->AddText(ImVec2(a.x + c * 0.12f, a.y + c * 0.08f), theme.step, times.c_str());
    }
  }
}

}  // namespace tl::app::lesson
