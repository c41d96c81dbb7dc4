// statistics_view.cpp: the statistics screen and the games' count
// (statistics_view.hpp).
//
// [SECTION] Counting games, and the statistics kept current
// [SECTION] The screen
// [SECTION] Intents and the automation hook
#include "app/statistics_view.hpp"

#include <algorithm>
#include <cstdio>

#include "app/action_bar.hpp"
#include "app/panels.hpp"
#include "app/progress_view.hpp"
#include "app/tour_host.hpp"
#include "core/base/json_writer.hpp"
#include "core/progress/series.hpp"
#include "imgui.h"

namespace tl::app {

//-----------------------------------------------------------------------------
// [SECTION] Counting games, and the statistics kept current
//-----------------------------------------------------------------------------

void count_games(App& app, double dt) {
  ProgressView& p = app.progress;
  // The seconds since the last frame belong to the game that was in play
  // then, when it was on screen. No frames come at rest, so one frame's gap
  // is the time since the last press: past a minute it counts a minute (the
  // player walked away); a challenge's timer asks for a frame a second, and
  // a longer gap there (a hidden tab the platform did not report, the
  // machine asleep) counts 3 seconds.
  if (p.visible) p.ledger.tick(dt, in_challenge(app) ? 3.0 : 60.0);
  // Then the game in play: counted once per deal, whatever undo and redo do.
  const Session& s = app.game.session();
  GameSeen seen;
  seen.deal = s.deal();
  seen.rules = s.game_start_puzzle().machine.get();
  seen.moves = s.moves();
  seen.solved = s.solved();
  seen.helped = app.game.help_taken();
  seen.hard = app.game.hard();
  seen.players = !tour_running(app);  // the how-to-play tour's boards are no games of the player's
  if (p.ledger.observe(seen, p.records)) save_records(app);
}

void update_statistics(App& app) {
  ProgressView& p = app.progress;
  const int64_t day = day_number(p.today);
  const std::string& series = all_series()[std::size_t(std::clamp(p.series, 0, int(all_series().size()) - 1))].name;
  if (p.records.revision() != p.stats_revision || day != p.stats_day || series != p.stats_series) {
    p.stats = statistics(p.records, p.today, series, &p.stats);
    p.stats_revision = p.records.revision();
    p.stats_day = day;
    p.stats_series = series;
  }
}

//-----------------------------------------------------------------------------
// [SECTION] The screen
//-----------------------------------------------------------------------------

namespace {

const char* const kBarNames[Statistics::kBars] = {"At par", "+1", "+2", "+3", "+4", "+5 or more"};

// "1 day", "2 days": the word's plural by its count (printf's %d %s).
const char* s_if(int n) { return n == 1 ? "" : "s"; }

// Wordle's distribution, on its side: a row per bar, its name, then a bar
// as long as its count against the longest (at least wide enough for its
// number), today's in the accent colour.
void over_par_bars(App& app, const Statistics& st) {
  const float em = ImGui::GetFontSize();
  const float name_w = ImGui::CalcTextSize(kBarNames[Statistics::kBars - 1]).x + 0.6f * em;
  const float room = std::max(ImGui::GetContentRegionAvail().x - name_w, 4.0f * em);
  const int most = std::max(1, *std::max_element(st.over_par.begin(), st.over_par.end()));
  const float row_h = ImGui::GetTextLineHeightWithSpacing() + 0.2f * em;
  const ImU32 bar = ImGui::GetColorU32(ImGuiCol_FrameBgActive);
  const ImU32 today = ImGui::GetColorU32(ImGuiCol_PlotHistogram);
  for (int i = 0; i < Statistics::kBars; ++i) {
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const int n = st.over_par[std::size_t(i)];
    char count[16];
    std::snprintf(count, sizeof count, "%d", n);
    const float min_w = ImGui::CalcTextSize(count).x + 0.8f * em;
    const float w = std::max(min_w, room * float(n) / float(most));
    ImDrawList* dl = ImGui::GetWindowDrawList();
    dl->AddText(ImVec2(at.x, at.y + 0.1f * em), ImGui::GetColorU32(ImGuiCol_Text), kBarNames[i]);
    const ImVec2 a(at.x + name_w, at.y), b(at.x + name_w + w, at.y + row_h - 0.2f * em);
    dl->AddRectFilled(a, b, i == st.today_bar ? today : bar, 0.2f * em);
    // On today's bright bar the number is dark: the text colour there would be light on light.
    const ImU32 ink = ImGui::GetColorU32(i == st.today_bar ? ImGuiCol_WindowBg : ImGuiCol_Text);
    dl->AddText(ImVec2(b.x - min_w + 0.4f * em, at.y + 0.1f * em), ink, count);
    ImGui::Dummy(ImVec2(name_w + w, row_h));
    char name[48];
    std::snprintf(name, sizeof name, "Over par %s: %d%s", kBarNames[i], n, i == st.today_bar ? " (today)" : "");
    record_text(app, name);
  }
}

// Records a start could not read whole (too large, damaged lines, another
// format) were kept aside, never lost: here they are read back, trimmed to
// what fits, and merged as an import is.
void set_aside_controls(App& app) {
  const ProgressView& p = app.progress;
  if (p.set_aside.empty()) return;
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextDisabled("Records set aside at a start (%zu KB): what fits can be read back.", (p.set_aside.size() + 1023) / 1024);
  ImGui::PopTextWrapPos();
  record_text(app, "Set-aside line");
  if (ImGui::Button("Read back set-aside records", ImVec2(0, touch_ui(app) ? finger_target(ImGui::GetFontSize()) : 0.0f)))
    later(app, intent::ReadSetAside{});
  record_control(app, "Read back set-aside records");
}

void reset_controls(App& app) {
  ProgressView& p = app.progress;
  const float h = touch_ui(app) ? finger_target(ImGui::GetFontSize()) : 0.0f;
  if (!p.reset_asked) {
    if (ImGui::Button("Reset statistics", ImVec2(0, h))) later(app, intent::AskReset{true});
    record_control(app, "Reset statistics");
    return;
  }
  ImGui::PushTextWrapPos(0.0f);
  const int n = int(p.records.size());
  ImGui::Text("Forget every record, streak and count (%d record%s)? This cannot be undone: Export records first to keep a copy.",
              n, s_if(n));
  ImGui::PopTextWrapPos();
  record_text(app, "Reset question");
  if (ImGui::Button("Yes, forget them", ImVec2(0, h))) later(app, intent::ResetRecords{});
  record_control(app, "Yes, forget them");
  ImGui::SameLine();
  if (ImGui::Button("Keep them", ImVec2(0, h))) later(app, intent::AskReset{false});
  record_control(app, "Keep them");
}

}  // namespace

void statistics_section(App& app) {
  ProgressView& p = app.progress;
  if (!section_header(app, "Statistics", p.stats_open_header, intent::StatisticsShown{})) return;
  const Statistics& st = p.stats;
  ImGui::PushTextWrapPos(0.0f);  // a 320 px phone: every line wraps
  ImGui::Text("Dailies: %d opened, %d solved. Streak %d day%s, longest %d day%s.", st.dailies_opened, st.dailies_solved,
              st.streak, s_if(st.streak), st.longest_streak, s_if(st.longest_streak));
  record_text(app, "Dailies line");
  ImGui::TextDisabled("Presses over par, dailies solved (their best finish):");
  ImGui::PopTextWrapPos();
  over_par_bars(app, st);
  ImGui::PushTextWrapPos(0.0f);
  ImGui::Text("With help: %d. Hard mode finishes: %d (levels and dailies).", st.with_help, st.hard_finishes);
  record_text(app, "Help line");

  ImGui::Separator();
  ImGui::TextDisabled("Series");
  char name[80];
  for (const SeriesTally& t : st.series) {
    ImGui::Text("%s: %d of %d levels, %d at par", t.title.c_str(), t.solved, t.levels, t.at_par);
    std::snprintf(name, sizeof name, "Series %s", t.name.c_str());
    record_text(app, name);
  }

  ImGui::Separator();
  ImGui::TextDisabled("Boards");
  ImGui::Text("%d game%s begun, %d solved.", st.games, s_if(st.games), st.games_solved);
  record_text(app, "Games line");
  // The most played, a dozen: a board list is long once graphs and sizes are explored.
  constexpr std::size_t kShown = 12;
  for (std::size_t i = 0; i < std::min(kShown, st.boards.size()); ++i) {
    const BoardCount& b = st.boards[i];
    const BoardTally& t = b.tally;
    char best[32] = "", hard[32] = "", helped[32] = "";
    if (t.helped > 0) std::snprintf(helped, sizeof helped, " (%d with help)", t.helped);
    if (t.best_seconds >= 0) std::snprintf(best, sizeof best, ", best %d:%02d", t.best_seconds / 60, t.best_seconds % 60);
    if (t.hard > 0) std::snprintf(hard, sizeof hard, ", %d in hard mode", t.hard);
    ImGui::Text("%s: %d game%s, %d solved%s%s%s", (b.name.empty() ? b.head : b.name).c_str(), t.games, s_if(t.games), t.solved,
                helped, best, hard);
    std::snprintf(name, sizeof name, "Board %s", b.head.c_str());
    record_text(app, name);
  }
  if (st.boards.size() > kShown)
    ImGui::TextDisabled("and %zu more boards (all of them in Export records)", st.boards.size() - kShown);
  ImGui::PopTextWrapPos();
  ImGui::Spacing();
  set_aside_controls(app);
  reset_controls(app);
}

void statistics_button(App& app, float width, float height) {
  if (ImGui::Button("Statistics##banner", ImVec2(width, height))) later(app, intent::ShowStatistics{});
  record_control(app, "Show statistics");
}

//-----------------------------------------------------------------------------
// [SECTION] Intents and the automation hook
//-----------------------------------------------------------------------------

void on_intent(App& app, const intent::ShowStatistics& /*show*/) {
  // The menu, where the statistics are (on the desktop: the side panel, always there).
  if (app.screen.layout.kind != LayoutKind::Wide) open_menu(app);
  app.progress.stats_open_header = true;
}

void on_intent(App& app, const intent::StatisticsShown& /*shown*/) { app.progress.stats_open_header = false; }
void on_intent(App& app, const intent::AskReset& ask) { app.progress.reset_asked = ask.asked; }

void on_intent(App& app, const intent::ReadSetAside& /*read*/) {
  ProgressView& p = app.progress;
  std::string note;
  const Records back = Records::parse_set_aside(p.set_aside, &note, date_of_day(day_number(p.today) + 1));
  const int changed = p.records.merge(back);
  if (changed) save_records(app);
  std::string words = "Read back " + std::to_string(back.size() + back.opened().size() + back.boards().size()) +
                      " records set aside: " + std::to_string(changed) + " added or bettered.";
  if (!note.empty()) words = note + " " + words;
  app.game.set_message(words, false);
}

void on_intent(App& app, const intent::ResetRecords& /*reset*/) {
  ProgressView& p = app.progress;
  p.records = Records();
  p.reset_asked = false;
  save_records(app);
  app.game.set_message("Statistics and records reset: nothing is kept from before.", false);
}

void statistics_state_json(const App& app, JsonWriter& j) {
  const Statistics& st = app.progress.stats;
  j.key("statistics").begin_object();
  j.key("dailies_opened").value(st.dailies_opened).key("dailies_solved").value(st.dailies_solved);
  j.key("streak").value(st.streak).key("longest_streak").value(st.longest_streak);
  j.key("over_par").ints(std::vector<int>(st.over_par.begin(), st.over_par.end())).key("today_bar").value(st.today_bar);
  j.key("with_help").value(st.with_help).key("hard_finishes").value(st.hard_finishes);
  j.key("games").value(st.games).key("games_solved").value(st.games_solved);
  j.key("set_aside_bytes").value(int64_t(app.progress.set_aside.size()));
  j.key("boards").begin_array();
  for (const BoardCount& b : st.boards)
    j.begin_object()
        .key("head")
        .value(b.head)
        .key("name")
        .value(b.name)
        .key("games")
        .value(b.tally.games)
        .key("solved")
        .value(b.tally.solved)
        .key("hard")
        .value(b.tally.hard)
        .key("helped")
        .value(b.tally.helped)
        .key("best_seconds")
        .value(b.tally.best_seconds)
        .end_object();
  j.end_array();
  j.key("series").begin_array();
  for (const SeriesTally& t : st.series)
    j.begin_object().key("name").value(t.name).key("solved").value(t.solved).key("at_par").value(t.at_par).end_object();
  j.end_array();
  j.key("reset_asked").value(app.progress.reset_asked).end_object();
}

}  // namespace tl::app
