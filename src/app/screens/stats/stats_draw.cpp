// stats_draw.cpp: the statistics screen's view (stats_screen.hpp): reads
// the figures, sends messages; and what the hook reads of it.
#include <algorithm>
#include <cstdio>

#include "app/screens/stats/stats_screen.hpp"
#include "core/base/json_writer.hpp"
#include "imgui.h"

namespace tl::app::stats {

namespace {

const char* const kBarNames[Statistics::kBars] = {"At par", "+1", "+2", "+3", "+4", "+5 or more"};

// "1 day", "2 days": the word's plural by its count (printf's %d %s).
const char* s_if(int n) { return n == 1 ? "" : "s"; }

float button_height(const Ui& ui) { return ui.touch() ? finger_target(ImGui::GetFontSize()) : 0.0f; }

// Wordle's distribution, on its side: a row per bar, its name, then a bar
// as long as its count against the longest (at least wide enough for its
// number), today's in the accent colour.
void over_par_bars(const Statistics& st, const Ui& ui) {
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
    ui.text(name);
  }
}

// Records a start could not read whole were kept aside: read them back.
void set_aside_controls(std::size_t bytes, const Ui& ui, Sink<Msg> send) {
  if (bytes == 0) return;
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextDisabled("Records set aside at a start (%zu KB): what fits can be read back.", (bytes + 1023) / 1024);
  ImGui::PopTextWrapPos();
  ui.text("Set-aside line");
  if (ImGui::Button("Read back set-aside records", ImVec2(0, button_height(ui)))) send.send(ReadSetAside{});
  ui.control("Read back set-aside records");
}

void reset_controls(const Model& m, std::size_t records, const Ui& ui, Sink<Msg> send) {
  const float h = button_height(ui);
  if (!m.reset_asked) {
    if (ImGui::Button("Reset statistics", ImVec2(0, h))) send.send(AskReset{true});
    ui.control("Reset statistics");
    return;
  }
  ImGui::PushTextWrapPos(0.0f);
  const int n = int(records);
  ImGui::Text("Forget every record, streak and count (%d record%s)? This cannot be undone: Export records first to keep a copy.",
              n, s_if(n));
  ImGui::PopTextWrapPos();
  ui.text("Reset question");
  if (ImGui::Button("Yes, forget them", ImVec2(0, h))) send.send(Reset{});
  ui.control("Yes, forget them");
  ImGui::SameLine();
  if (ImGui::Button("Keep them", ImVec2(0, h))) send.send(AskReset{false});
  ui.control("Keep them");
}

}  // namespace

void draw_section(const Model& m, std::size_t records, std::size_t set_aside_bytes, const Ui& ui, Sink<Msg> send) {
  if (m.bring) send.send(Shown{});
  if (!folding_header(ui, "Statistics", m.bring)) return;
  const Statistics& st = m.figures;
  ImGui::PushTextWrapPos(0.0f);  // a 320 px phone: every line wraps
  ImGui::Text("Dailies: %d opened, %d solved. Streak %d day%s, longest %d day%s.", st.dailies_opened, st.dailies_solved,
              st.streak, s_if(st.streak), st.longest_streak, s_if(st.longest_streak));
  ui.text("Dailies line");
  ImGui::TextDisabled("Presses over par, dailies solved (their best finish):");
  ImGui::PopTextWrapPos();
  over_par_bars(st, ui);
  ImGui::PushTextWrapPos(0.0f);
  ImGui::Text("With help: %d. Hard mode finishes: %d (levels and dailies).", st.with_help, st.hard_finishes);
  ui.text("Help line");

  ImGui::Separator();
  ImGui::TextDisabled("Series");
  char name[80];
  for (const SeriesTally& t : st.series) {
    ImGui::Text("%s: %d of %d levels, %d at par", t.title.c_str(), t.solved, t.levels, t.at_par);
    std::snprintf(name, sizeof name, "Series %s", t.name.c_str());
    ui.text(name);
  }

  ImGui::Separator();
  ImGui::TextDisabled("Boards");
  ImGui::Text("%d game%s begun, %d solved.", st.games, s_if(st.games), st.games_solved);
  ui.text("Games line");
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
    ui.text(name);
  }
  if (st.boards.size() > kShown)
    ImGui::TextDisabled("and %zu more boards (all of them in Export records)", st.boards.size() - kShown);
  ImGui::PopTextWrapPos();
  ImGui::Spacing();
  set_aside_controls(set_aside_bytes, ui, send);
  reset_controls(m, records, ui, send);
}

void draw_button(float width, float height, const Ui& ui, Sink<Msg> send) {
  if (ImGui::Button("Statistics##banner", ImVec2(width, height))) send.send(Show{});
  ui.control("Show statistics");
}

void state_json(const Model& m, std::size_t set_aside_bytes, JsonWriter& j) {
  const Statistics& st = m.figures;
  j.key("statistics").begin_object();
  j.key("dailies_opened").value(st.dailies_opened).key("dailies_solved").value(st.dailies_solved);
  j.key("streak").value(st.streak).key("longest_streak").value(st.longest_streak);
  j.key("over_par").ints(std::vector<int>(st.over_par.begin(), st.over_par.end())).key("today_bar").value(st.today_bar);
  j.key("with_help").value(st.with_help).key("hard_finishes").value(st.hard_finishes);
  j.key("games").value(st.games).key("games_solved").value(st.games_solved);
  j.key("set_aside_bytes").value(int64_t(set_aside_bytes));
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
  j.key("reset_asked").value(m.reset_asked).end_object();
}

}  // namespace tl::app::stats
