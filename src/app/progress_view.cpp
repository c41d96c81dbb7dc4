// progress_view.cpp: dailies, series, the challenge's timer and the records
// on screen (progress_view.hpp).
//
// [SECTION] The challenge: opening, finishing, the timer
// [SECTION] The Machine pane's section (screens/dailies)
// [SECTION] The Play pane and the banner
// [SECTION] Automation hook
#include "app/progress_view.hpp"

#include <algorithm>
#include <cmath>

#include "app/panels.hpp"
#include "app/screen_inbox.hpp"
#include "app/screens/dailies/dailies_screen.hpp"
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
// [SECTION] The Machine pane's section (screens/dailies)
//-----------------------------------------------------------------------------

namespace {

Sink<dailies::Msg> dailies_sink(App& app) { return Sink<dailies::Msg>(app.dailies->inbox); }

}  // namespace

void progress_section(App& app) {
  const ProgressView& p = app.progress;
  const dailies::Shown shown{p.records, p.today, p.series, p.levels.get(), p.levels_failed == picked_spec(app).name};
  dailies::draw(app.dailies->model, shown, board_theme(), ui_of(app), dailies_sink(app));
}

void open_todays_daily(App& app) {
  dailies_sink(app).send(dailies::OpenDaily{app.progress.today, app.progress.series, std::nullopt});
}

void apply_dailies_messages(App& app) {
  apply_inbox(app, *app.dailies, [&](dailies::Model& m, const dailies::Msg& msg) {
    ProgressView& p = app.progress;
    const dailies::ToShell asked = dailies::update(m, msg, {p.records, p.series, p.today}, app.game);
    using Do = dailies::ToShell::Do;
    switch (asked.what) {
      case Do::OpenDaily: open_daily(app, asked.date, asked.series); break;
      case Do::OpenLevel: open_level(app, asked.series, asked.level); break;
      case Do::MakeLevels: picked_levels(app); break;
      case Do::SaveRecords: save_records(app); break;
      case Do::Export:
        // In the step of the tap: the clipboard wants the user's gesture.
        copy_to_clipboard(app, p.records.text(),
                          {.what = "the records",
                           .done = "Records copied (" + std::to_string(p.records.size()) +
                                   "): paste them into Import records elsewhere."});
        break;
      case Do::None: break;
    }
  });
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
  // Built in place: GCC 12 takes a moved variant with a string alternative for a maybe-uninitialised read.
  if (ImGui::Button("Next level", ImVec2(width, height)))
    app.dailies->inbox.emplace_back(std::in_place_type<dailies::OpenLevel>, dailies::OpenLevel{series, next});
  ImGui::EndDisabled();
  record_control(app, "Next level");
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
  j.key("import_text").value(app.dailies->model.import_text);
}

}  // namespace tl::app
