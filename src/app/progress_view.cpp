// progress_view.cpp: dailies, series, the challenge's timer and the records
// on screen (progress_view.hpp).
//
// [SECTION] The challenge: opening, finishing, the timer
// [SECTION] The Machine pane's section
// [SECTION] The Play pane and the banner
// [SECTION] Intents
// [SECTION] Automation hook
#include "app/widgets/choice_list.hpp"
#include "app/progress_view.hpp"

#include <algorithm>
#include <cmath>

#include "app/panels.hpp"
#include "app/theme_view.hpp"
#include "core/base/json_writer.hpp"
#include "core/progress/daily_link.hpp"
#include "core/progress/series.hpp"
#include "imgui.h"

namespace tl::app {

bool in_challenge(const App& app) {
  const ProgressView& p = app.progress;
  return p.kind != ProgressView::Kind::None && app.game.session().game_start_puzzle().id() == p.id;
}

//-----------------------------------------------------------------------------
// [SECTION] The challenge: opening, finishing, the timer
//-----------------------------------------------------------------------------

namespace {

const SeriesSpec& picked_spec(const App& app) {
  const std::vector<SeriesSpec>& all = all_series();
  return all[std::size_t(std::clamp(app.progress.series, 0, int(all.size()) - 1))];
}

const Series* picked_levels(App& app) {
  ProgressView& p = app.progress;
  if (!p.levels || p.levels->spec.name != picked_spec(app).name) {
    Result<Series> s = make_series(picked_spec(app).name);
    if (!s) {
      app.game.set_message(s.error().message, true);
      p.levels.reset();
      p.levels_failed = picked_spec(app).name;  // asked once, not every frame
      return nullptr;
    }
    p.levels = std::make_shared<const Series>(std::move(*s));
  }
  return p.levels.get();
}

std::string record_key(const ProgressView& p) {
  return p.kind == ProgressView::Kind::Level ? Records::level_key(p.series_name, p.level)
                                             : Records::daily_key(p.date, p.series_name);
}

bool open_challenge(App& app, const std::string& id) {
  // A game started from this very puzzle, not yet played and with no help
  // shown (a daily's link that opened it) is not loaded again: no second
  // undo step of the same start. Otherwise the load puts any help away.
  const Session& s = app.game.session();
  const bool fresh = s.undo_depth() == 0 && s.redo_depth() == 0 && s.current().id() == id && app.game.hint_level() == 0 &&
                     !app.game.steps_shown();
  if (!fresh && !app.game.load(id)) return false;
  ProgressView& p = app.progress;
  p.id = app.game.session().game_start_puzzle().id();
  p.opened_day = 0;  // the next update's date (a link opens before the first frame has one)
  p.seconds = 0;
  p.finished = false;
  p.mark = 0;
  p.share.clear();
  p.picture.clear();
  app.screen.pane = Pane::Play;  // the board and its par, where thumbs play
  app.screen.sheet_open = false;
  app.screen.panel_to_top = true;  // the par, the timer and Hint in sight (the section is at the panel's foot)
  return true;
}

}  // namespace

void save_records(App& app) { save_later(app, "records", app.progress.records.text()); }

void make_picked_levels(App& app) { picked_levels(app); }

bool open_daily(App& app, const Date& date, int series) {
  app.progress.series = series;
  const Result<Daily> d = make_daily(date, picked_spec(app).name);
  if (!d) {
    app.game.set_message(d.error().message, true);
    return false;
  }
  if (!open_challenge(app, d->id)) return false;
  ProgressView& p = app.progress;
  p.kind = ProgressView::Kind::Daily;
  p.series_name = d->spec.name;
  p.series_title = d->spec.title;
  p.date = date;
  p.level = 0;
  p.par = d->par;
  if (p.records.note_opened(date, d->spec.name)) save_records(app);  // the statistics' dailies opened
  app.game.say_in_passing("Daily " + date_text(date) + ", " + d->spec.title + ": par " + std::to_string(d->par) + ".");
  return true;
}

bool open_daily_link(App& app, std::string_view link) {
  const Result<DailyLink> d = parse_daily_link(link, app.progress.today);
  if (!d) {
    app.game.set_message("Could not open the daily's link: " + d.error().describe() + ".", true);
    return false;
  }
  const std::vector<SeriesSpec>& all = all_series();
  const auto spec = std::find_if(all.begin(), all.end(), [&](const SeriesSpec& s) { return s.name == d->series; });
  return open_daily(app, d->date, int(spec - all.begin()));  // parse_daily_link knows the series
}

std::string challenge_link(const App& app) {
  const ProgressView& p = app.progress;
  return in_challenge(app) && p.kind == ProgressView::Kind::Daily ? format_daily_link(p.date, p.series_name) : std::string();
}

bool open_level(App& app, int series, int level) {
  app.progress.series = series;
  const Series* s = picked_levels(app);
  if (!s || level < 1 || level > int(s->levels.size())) return false;
  const Level& l = s->levels[std::size_t(level - 1)];
  if (!open_challenge(app, l.id)) return false;
  ProgressView& p = app.progress;
  p.kind = ProgressView::Kind::Level;
  p.series_name = s->spec.name;
  p.series_title = s->spec.title;
  p.level = level;
  p.par = l.par;
  app.game.say_in_passing(s->spec.title + ", level " + std::to_string(level) + ": par " + std::to_string(l.par) + ".");
  return true;
}

void update_progress(App& app) {
  ProgressView& p = app.progress;
  // The picker follows the game in play: rules of a series pick it; other
  // rules leave the pick as it was (and a pick by hand stands until the
  // rules change).
  if (p.series_followed != app.game.current().machine) {
    p.series_followed = app.game.current().machine;
    if (const SeriesSpec* s = series_of_head(app.game.machine().head())) p.series = int(s - all_series().data());
  }
  if (p.kind == ProgressView::Kind::None) return;
  if (!in_challenge(app)) {  // another game (New, a link, an edit): the challenge is over
    p.kind = ProgressView::Kind::None;
    return;
  }
  if (p.opened_day == 0) p.opened_day = day_number(p.today);
  if (p.finished) return;
  const Session& s = app.game.session();
  if (s.solved() && s.moves() > 0) {
    p.finished = true;
    // Help is what the ledger saw asked for in this deal (a hint shown, the
    // solution's marks, Press next), not only presses made by it.
    Finish f{s.moves(), p.par, int(p.seconds), p.ledger.helped()};
    f.late = p.kind == ProgressView::Kind::Daily && day_number(p.date) < p.opened_day;
    f.hard = app.game.hard();
    p.mark = f.mark();
    if (p.records.add(record_key(p), f)) save_records(app);
    if (p.kind == ProgressView::Kind::Daily) {
      Daily d;
      d.date = p.date;
      d.spec = *find_series(p.series_name);
      d.par = p.par;
      p.share = share_text(d, f.presses, f.help, p.seconds, f.hard);
      p.picture = share_picture(f.presses, f.par, f.help, f.hard);
    }
    return;
  }
  // The timer is the deal's clock (update_statistics ran it): from the
  // first press (reading the board first, or an offer over it, costs
  // nothing: a fair test), only while the page is on screen.
  p.seconds = p.ledger.seconds();
}

double seconds_to_timer_tick(const App& app) {
  const ProgressView& p = app.progress;
  if (p.kind == ProgressView::Kind::None || p.finished || !p.visible || !p.ledger.clock_running() || !in_challenge(app))
    return -1;
  return 1.0 - (p.seconds - std::floor(p.seconds)) + 0.01;
}

//-----------------------------------------------------------------------------
// [SECTION] The Machine pane's section
//-----------------------------------------------------------------------------

namespace {

// What a finish's marks (mark_for) say, in words: the dots drawn for them
// are no label a person can read.
const char* mark_words(int mark) {
  static const char* const kWords[] = {"not solved", "solved with help", "solved over par", "solved at par"};
  return kWords[std::clamp(mark, 0, 3)];
}

// Three dots under a level's number: filled for the marks earned.
void draw_marks(ImDrawList* dl, ImVec2 centre, float r, int marks) {
  for (int i = 0; i < 3; ++i) {
    const ImVec2 c(centre.x + float(i - 1) * 3.0f * r, centre.y);
    if (i < marks) dl->AddCircleFilled(c, r, board_theme().accent);
    else dl->AddCircle(c, r, board_theme().text_disabled);
  }
}

// A padlock over a level not yet open: a shackle above a body.
void draw_padlock(ImDrawList* dl, ImVec2 centre, float r) {
  const ImU32 col = board_theme().text_disabled;
  dl->PathArcTo(ImVec2(centre.x, centre.y - r * 0.2f), r * 0.55f, 3.14159265f, 2.0f * 3.14159265f, 12);
  dl->PathStroke(col, 0, std::max(1.5f, r * 0.22f));
  dl->AddRectFilled(ImVec2(centre.x - r * 0.85f, centre.y - r * 0.2f), ImVec2(centre.x + r * 0.85f, centre.y + r * 0.9f), col,
                    r * 0.15f);
}

void records_controls(App& app) {
  const ProgressView& p = app.progress;
  // A section of its own, closed until wanted: moving records between
  // browsers is rare, and its text box stood above the game on a desktop.
  const bool open = ImGui::CollapsingHeader("Records: export and import");
  record_control(app, "Records: export and import");
  if (!open) return;
  const float em = ImGui::GetFontSize();
  const float h = touch_ui(app) ? finger_target(em) : 0.0f;
  if (ImGui::Button("Export records", ImVec2(0, h))) {
    copy_to_clipboard(app, p.records.text(),
                      {.what = "the records",
                       .done = "Records copied (" + std::to_string(p.records.size()) +
                               "): paste them into Import records elsewhere."});
  }
  record_control(app, "Export records");
  ImGui::TextDisabled("Import: paste exported records here, then Import records.");
  std::string text = p.import_text;  // ImGui writes its edits here; the view hears them as an intent
  text.reserve(64);
  if (ImGui::InputTextMultiline("##import", text.data(), text.capacity() + 1,
                                ImVec2(std::min(22.0f * em, ImGui::GetContentRegionAvail().x), 4.0f * em),
                                ImGuiInputTextFlags_CallbackResize, resize_string, &text))
    later(app, intent::EditImport{std::move(text)});
  record_control(app, "Records to import");
  ImGui::BeginDisabled(p.import_text.empty());
  if (ImGui::Button("Import records", ImVec2(0, h))) later(app, intent::ImportRecords{});
  ImGui::EndDisabled();
  record_control(app, "Import records");
}

}  // namespace

void progress_section(App& app) {
  const ProgressView& p = app.progress;
  const bool touch = touch_ui(app);
  const bool open = ImGui::CollapsingHeader("Daily puzzle and series", touch ? ImGuiTreeNodeFlags_DefaultOpen : 0);
  record_control(app, "Daily puzzle and series");
  if (!open) return;
  const float em = ImGui::GetFontSize();
  const float h = touch ? finger_target(em) : 2.0f * em;
  const std::vector<SeriesSpec>& all = all_series();

  // Which machine: the daily and the series are of the one picked here.
  {
    ChoiceList list(ui_of(app), "##series", picked_spec(app).title.c_str(),
                    std::min(15.0f * em, ImGui::GetContentRegionAvail().x), "Series");
    if (list)
      for (int i = 0; i < int(all.size()); ++i)
        if (list.row(all[std::size_t(i)].title.c_str(), i == p.series)) later(app, intent::PickSeries{i});
  }
  const SeriesSpec& spec = picked_spec(app);

  // The daily: today's, or a past day's (Previous day / Next day). Today's
  // is kept as 0, never as a day number, so it follows the date past
  // midnight with the app open.
  const int64_t today = day_number(p.today);
  const int64_t shown = std::max(p.daily_day == 0 ? today : std::min(p.daily_day, today), day_number(kFirstDaily));
  const Date day = date_of_day(shown);
  ImGui::BeginDisabled(shown <= day_number(kFirstDaily));
  // The arrows open the day they move to (a second tap on the date was needed).
  if (ImGui::Button("<##day", ImVec2(h, h))) later(app, intent::OpenDaily{date_of_day(shown - 1), p.series, shown - 1});
  ImGui::EndDisabled();
  record_control(app, "Previous day");
  ImGui::SameLine();
  const std::string daily_label = (shown == today ? "Today's daily" : "Daily " + date_text(day)) + "##daily";
  if (ImGui::Button(daily_label.c_str(),
                    ImVec2(std::max(9.0f * em, ImGui::CalcTextSize(daily_label.c_str(), nullptr, true).x + em), h)))
    later(app, intent::OpenDaily{day, p.series, std::nullopt});
  record_control(app, "Daily");
  ImGui::SameLine();
  ImGui::BeginDisabled(shown >= today);
  if (ImGui::Button(">##day", ImVec2(h, h)))
    later(app, intent::OpenDaily{date_of_day(shown + 1), p.series, shown + 1 >= today ? 0 : shown + 1});
  ImGui::EndDisabled();
  record_control(app, "Next day");
  if (const Finish* f = p.records.best(Records::daily_key(day, spec.name))) {
    ImGui::SameLine();
    const ImVec2 at = ImGui::GetCursorScreenPos();
    ImGui::Dummy(ImVec2(2.6f * em, h));
    draw_marks(ImGui::GetWindowDrawList(), ImVec2(at.x + 1.3f * em, at.y + h * 0.5f), 0.22f * em, f->mark());
  }
  const int streak = p.records.streak(p.today);
  ImGui::PushTextWrapPos(0.0f);  // no line cut off at a 320 px phone's edge
  const Finish* day_finish = p.records.best(Records::daily_key(day, spec.name));
  ImGui::TextDisabled("%s%s%s: streak %d day%s (longest %d).", date_text(day).c_str(), day_finish ? ", " : "",
                      day_finish ? mark_words(day_finish->mark()) : "", streak, streak == 1 ? "" : "s",
                      p.records.longest_streak());
  record_text(app, "Day line");
  ImGui::PopTextWrapPos();

  // The levels: a grid of buttons, each with its marks; a level opens once
  // the one before it is solved.
  // The picked series' levels, made at first sight: the drawing asks, the
  // end of the frame makes them (a census per level for some series), the
  // next frame shows them.
  const Series* s = p.levels && p.levels->spec.name == spec.name ? p.levels.get() : nullptr;
  if (!s && p.levels_failed != spec.name) later(app, intent::MakeLevels{});
  if (s) {
    ImGui::PushTextWrapPos(0.0f);
    // (Whether the pars come from the board's census or the solver's proof is
    // the CLI's `series` to say: to a player a par is a par.)
    // (A padlock is a level not open yet: the words say so, as the dots'.)
    ImGui::TextDisabled(
        "%s: %d levels, par 1 to %d (a level's par: the fewest presses that solve it). A padlock: a level that opens once "
        "the one before it is solved.",
        spec.title.c_str(), int(s->levels.size()), s->top);
    ImGui::PopTextWrapPos();
    record_text(app, "Levels line");
    const float side = std::max(h, 2.6f * em);
    const int per_row = std::max(1, int((ImGui::GetContentRegionAvail().x + ImGui::GetStyle().ItemSpacing.x) /
                                        (side + ImGui::GetStyle().ItemSpacing.x)));
    bool open_next = true;  // level 1 is always open
    bool any_marks = day_finish != nullptr;
    for (const Level& l : s->levels) {
      const Finish* f = p.records.best(Records::level_key(spec.name, l.number));
      if ((l.number - 1) % per_row) ImGui::SameLine();
      const bool locked = !open_next;
      ImGui::BeginDisabled(locked);
      // A locked level shows a padlock, not its number: disabled alone
      // looked almost like an open level.
      const std::string label = (locked ? std::string() : std::to_string(l.number)) + "##level" + std::to_string(l.number);
      const ImVec2 at = ImGui::GetCursorScreenPos();
      if (ImGui::Button(label.c_str(), ImVec2(side, side))) later(app, intent::OpenLevel{p.series, l.number});
      ImGui::EndDisabled();
      record_control(app, ("Level " + std::to_string(l.number) + (locked ? " (locked)" : "")).c_str());
      if (locked) draw_padlock(ImGui::GetWindowDrawList(), ImVec2(at.x + side * 0.5f, at.y + side * 0.5f), side * 0.22f);
      if (f) draw_marks(ImGui::GetWindowDrawList(), ImVec2(at.x + side * 0.5f, at.y + side - 0.3f * em), 0.16f * em, f->mark());
      open_next = f != nullptr;
      any_marks = any_marks || f != nullptr;
    }
    if (any_marks) {
      ImGui::PushTextWrapPos(0.0f);
      ImGui::TextDisabled("The dots under a level and beside a day: 3 solved at par, 2 over par, 1 with help.");
      ImGui::PopTextWrapPos();
      record_text(app, "Dots legend");
    }
  }
  records_controls(app);
}

//-----------------------------------------------------------------------------
// [SECTION] The Play pane and the banner
//-----------------------------------------------------------------------------

void challenge_line(App& app) {
  const ProgressView& p = app.progress;
  if (!in_challenge(app)) return;
  const std::string what = p.kind == ProgressView::Kind::Daily ? "Daily " + date_text(p.date) + ", " + p.series_title
                                                               : p.series_title + ", level " + std::to_string(p.level);
  ImGui::PushTextWrapPos(0.0f);
  ImGui::Text("%s: par %d, %s%s", what.c_str(), p.par, clock_text(p.seconds).c_str(), p.visible || p.finished ? "" : " (paused)");
  ImGui::PopTextWrapPos();
  record_text(app, "Challenge");
}

bool todays_daily_offered(const App& app) { return !in_challenge(app); }

bool challenge_finished(const App& app) { return in_challenge(app) && app.progress.finished; }

std::string challenge_words(const App& app) {
  const ProgressView& p = app.progress;
  static const char* const kMarks[] = {"", "1 mark of 3 (help used)", "2 marks of 3 (over par)", "3 marks of 3: at par"};
  return std::string(kMarks[std::clamp(p.mark, 0, 3)]) + ", " + clock_text(p.seconds) + ".";
}

void challenge_button(App& app, float width, float height) {
  const ProgressView& p = app.progress;
  if (p.kind == ProgressView::Kind::Daily) {
    if (ImGui::Button("Share result", ImVec2(width, height))) {
      // The words, the picture in emoji, then on a line of their own the
      // link that opens the same daily (where the page puts its address).
      const std::string head = p.share + "\n" + p.picture + "\n";
      copy_to_clipboard(app, head + challenge_link(app), {.what = "the result", .done = "Copied: " + p.share, .share = true},
                        head.size());
    }
    record_control(app, "Share result");
    return;
  }
  const int series = p.series, next = p.level + 1;
  ImGui::BeginDisabled(next > kLevelsPerSeries);
  if (ImGui::Button("Next level", ImVec2(width, height))) later(app, intent::OpenLevel{series, next});
  ImGui::EndDisabled();
  record_control(app, "Next level");
}

//-----------------------------------------------------------------------------
// [SECTION] Intents
//-----------------------------------------------------------------------------

void on_intent(App& app, const intent::PickSeries& pick) {
  app.progress.series = std::clamp(pick.series, 0, int(all_series().size()) - 1);
}

void on_intent(App& app, const intent::OpenDaily& open) {
  if (open.daily_day) app.progress.daily_day = *open.daily_day;
  open_daily(app, open.date, open.series);
}

void on_intent(App& app, const intent::OpenLevel& open) { open_level(app, open.series, open.level); }

void on_intent(App& app, const intent::EditImport& edit) { app.progress.import_text = edit.text; }

void on_intent(App& app, const intent::ImportRecords& /*import*/) {
  ProgressView& p = app.progress;
  // A daily dated after tomorrow (today anywhere on Earth) was never played.
  std::string note;
  const Records pasted = Records::parse(p.import_text, &note, date_of_day(day_number(p.today) + 1));
  const int trimmed = p.records.trimmed();
  const int changed = p.records.merge(pasted);
  if (changed || p.records.trimmed() != trimmed) save_records(app);
  std::string words = "Imported: " + std::to_string(changed) + " record" + (changed == 1 ? "" : "s") + " added or bettered.";
  if (const int gone = p.records.trimmed() - trimmed; gone > 0) words += " " + Records::let_go_words(gone);
  if (!note.empty()) words = note + " " + words;
  app.game.set_message(words, !note.empty());
  // What could not be read stays in the box to be mended (the note names its first line).
  if (note.empty()) p.import_text.clear();
}

//-----------------------------------------------------------------------------
// [SECTION] Automation hook
//-----------------------------------------------------------------------------

void progress_state_json(const App& app, JsonWriter& j) {
  const ProgressView& p = app.progress;
  j.key("challenge");
  if (!in_challenge(app)) {
    j.null();
  } else {
    j.begin_object().key("kind").value(p.kind == ProgressView::Kind::Daily ? "daily" : "level");
    j.key("series").value(p.series_name).key("level").value(p.level).key("date").value(date_text(p.date));
    j.key("par").value(p.par).key("seconds").value(p.seconds).key("finished").value(p.finished).key("mark").value(p.mark);
    j.key("share").value(p.share).key("picture").value(p.picture).key("link").value(challenge_link(app)).end_object();
  }
  j.key("series_picked").value(picked_spec(app).name);
  j.key("today").value(date_text(p.today));
  j.key("streak").value(p.records.streak(p.today));
  j.key("records").value(int64_t(p.records.size()));
  j.key("import_text").value(p.import_text);
}

}  // namespace tl::app
