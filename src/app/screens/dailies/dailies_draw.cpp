// dailies_draw.cpp: "Daily puzzle and series"'s view (dailies_screen.hpp):
// reads the model, the records and the series; sends messages.
#include <algorithm>

#include "app/screens/dailies/dailies_screen.hpp"
#include "app/widgets/choice_list.hpp"
#include "core/progress/records.hpp"
#include "core/progress/series.hpp"
#include "imgui.h"

namespace tl::app::dailies {

namespace {

// What a finish's marks (mark_for) say, in words: the dots drawn for them
// are no label a person can read.
const char* mark_words(int mark) {
  static const char* const kWords[] = {"not solved", "solved with help", "solved over par", "solved at par"};
  return kWords[std::clamp(mark, 0, 3)];
}

// Three dots under a level's number: filled for the marks earned.
void draw_marks(ImDrawList* dl, ImVec2 centre, float r, int marks, const Theme& t) {
  for (int i = 0; i < 3; ++i) {
    const ImVec2 c(centre.x + float(i - 1) * 3.0f * r, centre.y);
    if (i < marks) dl->AddCircleFilled(c, r, t.accent);
    else dl->AddCircle(c, r, t.text_disabled);
  }
}

// A padlock over a level not yet open: a shackle above a body.
void draw_padlock(ImDrawList* dl, ImVec2 centre, float r, const Theme& t) {
  const ImU32 col = t.text_disabled;
  dl->PathArcTo(ImVec2(centre.x, centre.y - r * 0.2f), r * 0.55f, 3.14159265f, 2.0f * 3.14159265f, 12);
  dl->PathStroke(col, 0, std::max(1.5f, r * 0.22f));
  dl->AddRectFilled(ImVec2(centre.x - r * 0.85f, centre.y - r * 0.2f), ImVec2(centre.x + r * 0.85f, centre.y + r * 0.9f), col,
                    r * 0.15f);
}

void records_controls(const Model& m, const Ui& ui, Sink<Msg> send) {
  // A section of its own, closed until wanted: moving records between
  // browsers is rare, and its text box stood above the game on a desktop.
  const bool open = ImGui::CollapsingHeader("Records: export and import");
  ui.control("Records: export and import");
  if (!open) return;
  const float em = ImGui::GetFontSize();
  const float h = ui.touch() ? finger_target(em) : 0.0f;
  if (ImGui::Button("Export records", ImVec2(0, h))) send.send(Export{});
  ui.control("Export records");
  ImGui::TextDisabled("Import: paste exported records here, then Import records.");
  std::string text = m.import_text;  // ImGui writes its edits here; the update hears them as a message
  text.reserve(64);
  if (ImGui::InputTextMultiline("##import", text.data(), text.capacity() + 1,
                                ImVec2(std::min(22.0f * em, ImGui::GetContentRegionAvail().x), 4.0f * em),
                                ImGuiInputTextFlags_CallbackResize, resize_string, &text))
    send.send(EditImport{std::move(text)});
  ui.control("Records to import");
  ImGui::BeginDisabled(m.import_text.empty());
  if (ImGui::Button("Import records", ImVec2(0, h))) send.send(Import{});
  ImGui::EndDisabled();
  ui.control("Import records");
}

// The levels: a grid of buttons, each with its marks; a level opens once
// the one before it is solved. `any_marks`: dots were drawn above (a day's).
void levels_grid(const Series& s, const Shown& shown, bool any_marks, float h, const Theme& theme, const Ui& ui, Sink<Msg> send) {
  const SeriesSpec& spec = s.spec;
  const float em = ImGui::GetFontSize();
  ImGui::PushTextWrapPos(0.0f);
  // (Whether the pars come from the board's census or the solver's proof is
  // the CLI's `series` to say: to a player a par is a par.)
  // (A padlock is a level not open yet: the words say so, as the dots'.)
  ImGui::TextDisabled(
      "%s: %d levels, par 1 to %d (a level's par: the fewest presses that solve it). A padlock: a level that opens once "
      "the one before it is solved.",
      spec.title.c_str(), int(s.levels.size()), s.top);
  ImGui::PopTextWrapPos();
  ui.text("Levels line");
  const float side = std::max(h, 2.6f * em);
  const int per_row = std::max(1, int((ImGui::GetContentRegionAvail().x + ImGui::GetStyle().ItemSpacing.x) /
                                      (side + ImGui::GetStyle().ItemSpacing.x)));
  bool open_next = true;  // level 1 is always open
  for (const Level& l : s.levels) {
    const Finish* f = shown.records.best(Records::level_key(spec.name, l.number));
    if ((l.number - 1) % per_row) ImGui::SameLine();
    const bool locked = !open_next;
    ImGui::BeginDisabled(locked);
    // A locked level shows a padlock, not its number: disabled alone
    // looked almost like an open level.
    const std::string label = (locked ? std::string() : std::to_string(l.number)) + "##level" + std::to_string(l.number);
    const ImVec2 at = ImGui::GetCursorScreenPos();
    if (ImGui::Button(label.c_str(), ImVec2(side, side))) send.send(OpenLevel{shown.picked, l.number});
    ImGui::EndDisabled();
    ui.control(("Level " + std::to_string(l.number) + (locked ? " (locked)" : "")).c_str());
    ImDrawList* dl = ImGui::GetWindowDrawList();
    if (locked) draw_padlock(dl, ImVec2(at.x + side * 0.5f, at.y + side * 0.5f), side * 0.22f, theme);
    if (f) draw_marks(dl, ImVec2(at.x + side * 0.5f, at.y + side - 0.3f * em), 0.16f * em, f->mark(), theme);
    open_next = f != nullptr;
    any_marks = any_marks || f != nullptr;
  }
  if (any_marks) {
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextDisabled("The dots under a level and beside a day: 3 solved at par, 2 over par, 1 with help.");
    ImGui::PopTextWrapPos();
    ui.text("Dots legend");
  }
}

}  // namespace

void draw(const Model& m, const Shown& shown, const Theme& theme, const Ui& ui, Sink<Msg> send) {
  const bool touch = ui.touch();
  const bool open = ImGui::CollapsingHeader("Daily puzzle and series", touch ? ImGuiTreeNodeFlags_DefaultOpen : 0);
  ui.control("Daily puzzle and series");
  if (!open) return;
  const float em = ImGui::GetFontSize();
  const float h = touch ? finger_target(em) : 2.0f * em;
  const std::vector<SeriesSpec>& all = all_series();
  const int picked = std::clamp(shown.picked, 0, int(all.size()) - 1);
  const SeriesSpec& spec = all[std::size_t(picked)];
  const Records& records = shown.records;

  // Which machine: the daily and the series are of the one picked here.
  {
    ChoiceList list(ui, "##series", spec.title.c_str(), std::min(15.0f * em, ImGui::GetContentRegionAvail().x), "Series");
    if (list)
      for (int i = 0; i < int(all.size()); ++i)
        if (list.row(all[std::size_t(i)].title.c_str(), i == picked)) send.send(PickSeries{i});
  }

  // The daily: today's, or a past day's (Previous day / Next day). Today's
  // is kept as 0, never as a day number, so it follows the date past
  // midnight with the app open.
  const int64_t today = day_number(shown.today);
  const int64_t at = std::max(m.daily_day == 0 ? today : std::min(m.daily_day, today), day_number(kFirstDaily));
  const Date day = date_of_day(at);
  ImGui::BeginDisabled(at <= day_number(kFirstDaily));
  // The arrows open the day they move to (a second tap on the date was needed).
  if (ImGui::Button("<##day", ImVec2(h, h))) send.send(OpenDaily{date_of_day(at - 1), picked, at - 1});
  ImGui::EndDisabled();
  ui.control("Previous day");
  ImGui::SameLine();
  const std::string daily_label = (at == today ? "Today's daily" : "Daily " + date_text(day)) + "##daily";
  if (ImGui::Button(daily_label.c_str(),
                    ImVec2(std::max(9.0f * em, ImGui::CalcTextSize(daily_label.c_str(), nullptr, true).x + em), h)))
    send.send(OpenDaily{day, picked, std::nullopt});
  ui.control("Daily");
  ImGui::SameLine();
  ImGui::BeginDisabled(at >= today);
  if (ImGui::Button(">##day", ImVec2(h, h))) send.send(OpenDaily{date_of_day(at + 1), picked, at + 1 >= today ? 0 : at + 1});
  ImGui::EndDisabled();
  ui.control("Next day");
  const Finish* day_finish = records.best(Records::daily_key(day, spec.name));
  if (day_finish) {
    ImGui::SameLine();
    const ImVec2 dots = ImGui::GetCursorScreenPos();
    ImGui::Dummy(ImVec2(2.6f * em, h));
    draw_marks(ImGui::GetWindowDrawList(), ImVec2(dots.x + 1.3f * em, dots.y + h * 0.5f), 0.22f * em, day_finish->mark(), theme);
  }
  const int streak = records.streak(shown.today);
  ImGui::PushTextWrapPos(0.0f);  // no line cut off at a 320 px phone's edge
  ImGui::TextDisabled("%s%s%s: streak %d day%s (longest %d).", date_text(day).c_str(), day_finish ? ", " : "",
                      day_finish ? mark_words(day_finish->mark()) : "", streak, streak == 1 ? "" : "s", records.longest_streak());
  ui.text("Day line");
  ImGui::PopTextWrapPos();

  // The picked series' levels, made at first sight: the view asks, the
  // update makes them (a census per level for some series), the next frame
  // shows them.
  const Series* s = shown.levels && shown.levels->spec.name == spec.name ? shown.levels : nullptr;
  if (!s && !shown.levels_failed) send.send(MakeLevels{});
  if (s) levels_grid(*s, shown, day_finish != nullptr, h, theme, ui, send);
  records_controls(m, ui, send);
}

}  // namespace tl::app::dailies
