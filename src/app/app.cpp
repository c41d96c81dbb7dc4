// app.cpp: the game screen, one frame in three steps (update, layout, draw),
// and the automation hook's JSON.
//
// [SECTION] Update: input, the clocks, the game's tick
// [SECTION] Layout: the canvas's size in, rectangles out (screen_layout.hpp)
// [SECTION] Draw: each part where the layout put it
// [SECTION] Automation hook
#include "app/app.hpp"

#include <algorithm>
#include <cmath>
#include <utility>

#include "app/action_bar.hpp"
#include "app/boards/board_draw.hpp"
#include "app/census_host.hpp"
#include "app/copy_view.hpp"
#include "app/jobs.hpp"
#include "app/feel.hpp"
#include "app/graph_editor_host.hpp"
#include "app/why_hint_host.hpp"
#include "app/wiring_host.hpp"
#include "app/diy_host.hpp"
#include "app/invariant_view.hpp"
#include "app/keyboard.hpp"
#include "app/lesson_host.hpp"
#include "app/atlas_host.hpp"
#include "app/dynamics_host.hpp"
#include "app/elimination_host.hpp"
#include "app/rules_editor_host.hpp"
#include "app/solids_host.hpp"
#include "app/family_atlas_host.hpp"
#include "app/panels.hpp"
#include "app/play_host.hpp"
#include "app/photo_host.hpp"
#include "app/screens/photo/photo_screen.hpp"
#include "app/screens/picker/picker_screen.hpp"
#include "app/pictures_host.hpp"
#include "app/screens/graph_editor/graph_editor_screen.hpp"
#include "app/screens/why_hint/why_hint_screen.hpp"
#include "app/screens/wiring/wiring_screen.hpp"
#include "app/screens/diy/diy_screen.hpp"
#include "app/screens/lesson/lesson_screen.hpp"
#include "app/screens/atlas/atlas_screen.hpp"
#include "app/screens/censuses/censuses_screen.hpp"
#include "app/screens/dailies/dailies_screen.hpp"
#include "app/screens/dynamics/dynamics_screen.hpp"
#include "app/screens/elimination/elimination_screen.hpp"
#include "app/screens/rules_editor/rules_editor_screen.hpp"
#include "app/screens/solids/solids_screen.hpp"
#include "app/screens/stats/stats_screen.hpp"
#include "app/screens/family_atlas/family_atlas_screen.hpp"
#include "app/screens/tour/tour_screen.hpp"
#include "app/screens/pictures/pictures_screen.hpp"
#include "app/screens/play/play_screen.hpp"
#include "app/progress_view.hpp"
#include "app/statistics_host.hpp"
#include "app/theme_view.hpp"
#include "app/tour_host.hpp"
#include "app/why_view.hpp"
#include "core/base/json_writer.hpp"
#include "core/game/family_view.hpp"
#include "core/linear/explain/family_atlas.hpp"
#include "core/registry/registry.hpp"
#include "imgui.h"
#include "imgui_internal.h"  // the text log's buffer (capture_text)

namespace tl::app {

// The screen modules' models live behind pointers (app.hpp): made here,
// where their headers are known.
App::App(Midend start)
    : game(std::move(start)),
      play(std::make_shared<play::Screen>()),
      photo(std::make_shared<photo::Screen>()),
      pictures(std::make_shared<pictures::Screen>()),
      graph_editor(std::make_shared<graph_editor::Screen>()),
      picker(std::make_shared<picker::Screen>()),
      why_hint(std::make_shared<why_hint::Screen>()),
      wiring(std::make_shared<wiring::Screen>()),
      diy(std::make_shared<diy::Screen>()),
      lesson(std::make_shared<lesson::Screen>()),
      atlas(std::make_shared<atlas::Screen>()),
      family_atlas_screen(std::make_shared<family_atlas::Screen>()),
      dynamics(std::make_shared<dynamics::Screen>()),
      tour(std::make_shared<tour::Screen>()),
      census_screen(std::make_shared<censuses::Screen>()),
      statistics(std::make_shared<stats::Screen>()),
      dailies(std::make_shared<dailies::Screen>()),
      solids(std::make_shared<solids::Screen>()),
      elimination(std::make_shared<elimination::Screen>()),
      rules_editor(std::make_shared<rules_editor::Screen>()) {
  game.set_offload(true);  // big boards are solved by the engine, never in a frame
}

//-----------------------------------------------------------------------------
// [SECTION] Update: input, the clocks, the game's tick
//-----------------------------------------------------------------------------

static void update(App& app, double dt) {
  update_play(app);  // the cursor on a button of the rules in play
  handle_keys(app);
  sync_picker(app);
  // Play (the step-through's): the midend presses one mark every
  // Midend::kPlayInterval seconds while its controls are in sight.
  if (app.screen.pane == Pane::Play) app.game.tick(dt);
  // What follows the position, and the views' caches for this frame's game,
  // made before anything is drawn (drawing and the hook only read them).
  app.diy->model.desk.sync(app.game);
  update_elimination(app, dt);  // and Run's clock: a step every so often, clamped to the elimination's length
  update_wiring(app);
  update_lesson(app);
  update_jobs(app);
  update_tour(app);
  count_games(app, dt);  // the deal's count and clock, which the challenge's timer reads
  update_progress(app);
  update_statistics(app);
  update_feel(app);
}

//-----------------------------------------------------------------------------
// [SECTION] Layout: the canvas's size in, rectangles out (screen_layout.hpp)
//-----------------------------------------------------------------------------

// Buttons that are not cells (custom rules): drawn in a strip under the board.
static int strip_buttons(const Machine& m) {
  int n = 0;
  for (int b = 0; b < m.button_count(); ++b) n += m.button_cell(b) < 0;
  return n;
}
static bool has_strip(const Machine& m) { return m.button_count() > 0 && m.button_cell(0) < 0; }

// The tab row's height: a finger's with a bar, less on the desktop; none
// while How to play's card stands where the tabs are on a phone (a 320 x 568
// screen has room for the board and the card, not tabs too).
static float tabs_height(const App& app, LayoutKind kind) {
  const float em = ImGui::GetFontSize();
  const bool bar = kind != LayoutKind::Wide;
  if (bar && tour_running(app) && app.screen.pane == Pane::Play) return 0.0f;
  return (bar ? finger_target(em) : 1.8f * em) + 0.6f * em;
}

// A message (an error, "Link copied") stands under the tabs, beside the
// board: in sight whatever the panel's scroll, over nothing (the panel gives
// it room), and gone on the next message, a new game or another tab. Its
// height, from its words at the panel's width, is the layout's input.
// One row: the words, wrapped, beside Dismiss (a finger's height on a touch
// screen); a copy that failed adds its field under them.
static float dismiss_width(const App& app) { return small_button_size(touch_ui(app), "Dismiss").x; }
static float message_button_height(const App& app) { return small_button_size(touch_ui(app), "Dismiss").y; }
static float message_wrap(const App& app, float panel_w) {
  const ImGuiStyle& st = ImGui::GetStyle();
  return panel_w - 2.0f * st.WindowPadding.x - 0.5f * ImGui::GetFontSize() - dismiss_width(app) - st.ItemSpacing.x;
}

static float message_height(const App& app, float panel_w) {
  if (app.game.message().empty()) return 0.0f;
  const ImGuiStyle& st = ImGui::GetStyle();
  const float words = ImGui::CalcTextSize(app.game.message().c_str(), nullptr, false, message_wrap(app, panel_w)).y;
  float h = std::max(words, message_button_height(app));
  if (copy_fallback_shown(app)) h += st.ItemSpacing.y + copy_fallback_height(app);
  return h + 2.0f * st.WindowPadding.y + 0.25f * ImGui::GetFontSize();
}

static ScreenLayout lay_out(App& app) {
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  const Machine& m = app.game.machine();
  LayoutInput in;
  in.width = vp->WorkSize.x;
  in.height = vp->WorkSize.y;
  in.safe = app.screen.safe;
  in.em = ImGui::GetFontSize();
  in.rows = m.rows();
  in.cols = m.cols();
  if (const CellLayout* board = m.cell_layout()) {  // its drawing's own proportions
    in.rows = std::max(1, int(std::lround(board->height * 16.0f)));
    in.cols = std::max(1, int(std::lround(board->width * 16.0f)));
  }
  if (graph_editing(app)) in.rows = in.cols = std::max(1, int(std::lround(graph_editor_span(app) * 16.0f)));  // a square canvas
  in.strip_buttons = has_strip(m) ? strip_buttons(m) : 0;
  in.margin_em = why_board_margin(app);
  in.sheet_open = app.screen.sheet_open;
  in.tabs_h = tabs_height(app, compute_layout(in).kind);
  in.message_h = message_height(app, compute_layout(in).panel.w);
  return compute_layout(in);
}

//-----------------------------------------------------------------------------
// [SECTION] Draw: each part where the layout put it
//-----------------------------------------------------------------------------

static void message_strip(App& app, const ScreenLayout& L) {
  if (L.message.empty()) return;
  const float em = ImGui::GetFontSize();
  const Rect& r = L.message;
  ImGui::SetCursorScreenPos(ImVec2(r.x + 0.25f * em, r.y));
  // The popups' colours: a note apart from the panel, its words the panel's.
  ImGui::PushStyleColor(ImGuiCol_ChildBg, ImGui::GetStyleColorVec4(ImGuiCol_PopupBg));
  ImGui::PushStyleVar(ImGuiStyleVar_ChildRounding, 8.0f);
  ImGui::BeginChild("##message", ImVec2(r.w - 0.5f * em, r.h - 0.25f * em), true);
  const ImVec2 top = ImGui::GetCursorPos();
  const float wrap = message_wrap(app, L.message.w);
  ImGui::SetCursorPos(ImVec2(top.x + wrap + ImGui::GetStyle().ItemSpacing.x, top.y));
  if (small_button(app, "Dismiss")) later(app, intent::DismissMessage{});
  record_control(app, "Dismiss");
  ImGui::SetCursorPos(top);
  const ImVec4 col =
      ImGui::ColorConvertU32ToFloat4(app.game.message_is_error() ? board_theme().bad_text : board_theme().info_text);
  ImGui::PushStyleColor(ImGuiCol_Text, col);
  ImGui::PushTextWrapPos(top.x + wrap);
  ImGui::TextUnformatted(app.game.message().c_str());
  ImGui::PopTextWrapPos();
  ImGui::PopStyleColor();
  record_text(app, "Message");
  if (copy_fallback_shown(app)) {
    ImGui::SetCursorPosY(std::max(ImGui::GetCursorPosY(), top.y + message_button_height(app) + ImGui::GetStyle().ItemSpacing.y));
    copy_fallback(app);  // a copy that failed: its text, to copy by hand
  }
  ImGui::EndChild();
  ImGui::PopStyleVar();
  ImGui::PopStyleColor();
}

// The screens' tabs, fixed over the panel (they never scroll away): buttons
// that set the pane (a click is the only thing that changes it), and at the
// row's end today's daily, one tap away from every screen. Wide keeps two
// panes; with a bar, the picker is a pane too.
static void pane_tabs(App& app, const ScreenLayout& L) {
  if (L.tabs.empty()) return;
  const bool bar = L.kind != LayoutKind::Wide;
  struct Tab {
    Pane pane;
    const char* label;
    const char* name;
  };
  static const Tab kTabs[] = {
      {Pane::Play, "Play##tab", "Play tab"},  // named apart from the game's other plays
      {Pane::Why, "Why it works", "Why it works"},
      {Pane::Machine, "Machine##tab", "Machine tab"},  // "Machine" is the picker's list
  };
  const float em = ImGui::GetFontSize();
  const float pad_x = ImGui::GetStyle().WindowPadding.x, gap = 2.0f;
  const float h = bar ? finger_target(em) : 1.8f * em;
  const bool daily = todays_daily_offered(app);
  // The words' widths, then the padding that lets the row fit (a 320 px
  // phone takes the four with an em of padding each).
  float words = 0.0f;
  int count = 0;
  for (const Tab& t : kTabs)
    if (bar || t.pane != Pane::Machine) words += ImGui::CalcTextSize(t.label, nullptr, true).x, ++count;
  const float room = L.tabs.w - 2.0f * pad_x;
  const char* daily_label = "Today's daily";
  if (daily) {
    if (words + ImGui::CalcTextSize(daily_label).x + float(count + 1) * 0.8f * em + float(count) * gap > room)
      daily_label = "Daily##today";
    words += ImGui::CalcTextSize(daily_label, nullptr, true).x, ++count;
  }
  const float spare = (room - words - float(count - 1) * gap) / float(count);
  const float padding = std::clamp(spare, 0.4f * em, 1.6f * em);
  ImGui::SetCursorScreenPos(ImVec2(L.tabs.x + pad_x, L.tabs.y + 0.2f * em));
  bool first = true;
  for (const Tab& t : kTabs) {
    if (t.pane == Pane::Machine && !bar) continue;
    if (!first) ImGui::SameLine(0, gap);
    first = false;
    const bool open = app.screen.pane == t.pane;
    ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(open ? ImGuiCol_TabActive : ImGuiCol_Tab));
    const float w = ImGui::CalcTextSize(t.label, nullptr, true).x + padding;
    if (ImGui::Button(t.label, ImVec2(w, h))) later(app, intent::OpenPane{t.pane, true});
    ImGui::PopStyleColor();
    record_control(app, t.name);
  }
  if (daily) {
    ImGui::SameLine(0, gap);
    const float w = ImGui::CalcTextSize(daily_label, nullptr, true).x + padding;
    if (ImGui::Button(daily_label, ImVec2(w, h))) open_todays_daily(app);
    record_control(app, "Today's daily");
  }
  const float line_y = L.tabs.bottom() - 0.2f * em;
  ImGui::GetWindowDrawList()->AddLine(ImVec2(L.tabs.x + pad_x, line_y), ImVec2(L.tabs.right() - pad_x, line_y),
                                      ImGui::GetColorU32(ImGuiCol_Separator));
}

// What a press does, on every machine's Play tab: the how-to-play's first
// sentence (a phone's first screen has no other rules), the rest one tap away.
static void rules_line(App& app) { play::rules_line(play_model(app), app.game.kind().how_to_play, ui_of(app), play_sink(app)); }

static void play_pane(App& app) {
  tour_card(app);  // first: its words are about the board beside it
  challenge_line(app);
  rules_line(app);
  if (app.screen.layout.kind == LayoutKind::Wide) {
    goal_and_status(app);
    ImGui::Spacing();
    help_controls(app);
    wires_in_play_controls(app);
    ImGui::Spacing();
    game_controls(app);
  } else {
    // The bar has Hint, Step, Undo, Redo and New: here are what they say and the rest.
    help_controls(app);
    wires_in_play_controls(app);
    ImGui::Spacing();
    goal_and_status(app);
    ImGui::Spacing();
    game_controls(app);
  }
  board_patterns_section(app);
  keyboard_help(app);
}

// The header's line: "Toggle Lab - TITLE" where it fits, else the title
// alone, cut short with "..." where even that does not (a 320 px phone's
// "Truncated icosahedron's faces"): words cut at the screen's edge would
// read as other words.
static void header(const std::string& title, float room) {
  const std::string whole = "Toggle Lab - " + title;
  if (ImGui::CalcTextSize(whole.c_str()).x <= room) {
    ImGui::Text("Toggle Lab");
    ImGui::SameLine();
    ImGui::TextDisabled("- %s", title.c_str());
    return;
  }
  std::string shown = title;
  if (ImGui::CalcTextSize(shown.c_str()).x > room) {
    while (!shown.empty() && ImGui::CalcTextSize((shown + "...").c_str()).x > room) {
      // One whole UTF-8 character: its continuation bytes, then its first.
      while (!shown.empty() && (static_cast<unsigned char>(shown.back()) & 0xC0) == 0x80) shown.pop_back();
      if (!shown.empty()) shown.pop_back();
    }
    shown += "...";
  }
  ImGui::TextDisabled("%s", shown.c_str());
}

static void panel(App& app, const ScreenLayout& L) {
  ImGui::SetCursorScreenPos(ImVec2(L.panel.x, L.panel.y));
  if (L.sheet_open) ImGui::PushStyleColor(ImGuiCol_ChildBg, board_theme().sheet_bg);
  // The solved banner takes the panel's foot, all of the panel if it needs it.
  const float banner_room = L.sheet_open ? 0.0f : std::min(solved_banner_room(app, L.panel.w), L.panel.h);
  ImGui::BeginChild("panel", ImVec2(L.panel.w, std::max(L.panel.h - banner_room, 1.0f)), false,
                    L.kind == LayoutKind::Wide ? 0 : ImGuiWindowFlags_AlwaysUseWindowPadding);
  if (app.screen.panel_to_top) {
    ImGui::SetScrollY(0.0f);
    later(app, intent::PanelAtTop{});  // once: the flag is cleared after the draw
  }
  // A finger's drag that started on the panel scrolls it (touch_gestures.hpp).
  if (app.screen.gestures.scroll_region == TouchRegion::Panel)
    ImGui::SetScrollY(std::clamp(ImGui::GetScrollY() + app.screen.gestures.scroll_y, 0.0f, ImGui::GetScrollMaxY()));
  // Layouts with a bar are played by thumbs: every frame (a tick box, a list,
  // a field) is at least a finger's height.
  const bool thumbs = L.kind != LayoutKind::Wide;
  if (thumbs) {
    const ImVec2 pad = ImGui::GetStyle().FramePadding;
    ImGui::PushStyleVar(ImGuiStyleVar_FramePadding,
                        ImVec2(pad.x, std::max(pad.y, 0.5f * (kMinTouchTarget - ImGui::GetFontSize()))));
    ImGui::PushStyleVar(ImGuiStyleVar_SelectableTextAlign, ImVec2(0.0f, 0.5f));  // a finger-high row's words on its middle
  }
  switch (app.screen.pane) {
    case Pane::Play: play_pane(app); break;
    case Pane::Why: why_panel(app); break;
    case Pane::Machine:
      if (L.kind == LayoutKind::Wide) play_pane(app);  // Wide shows the picker under the Play pane
      else machine_picker(app);
      break;
  }
  // The desktop: the machine's picker, then the daily, the series and the
  // records, below the game's own controls (Play / Why, the timer, par,
  // Hint), never above them.
  if (L.kind == LayoutKind::Wide && app.screen.pane != Pane::Why) {
    ImGui::Separator();
    machine_picker(app);
    ImGui::Spacing();
    progress_section(app);
    statistics_section(app);
  }
  if (thumbs) ImGui::PopStyleVar(2);
  ImGui::EndChild();
  if (L.sheet_open) ImGui::PopStyleColor();
}

static void board(App& app, const ScreenLayout& L) {
  if (L.sheet_open) return;  // under the sheet: nothing to see or press
  ImGui::SetCursorScreenPos(ImVec2(L.board.x, L.board.y));
  app.board.shown_rects.clear();  // only the 3D view has stickers shown but not pressable
  const int clicked = board_widget(app, std::max(L.board.w, L.board.h));
  why_board_overlay(app);
  wires_in_play_overlay(app);
  // The press is applied after the whole frame is drawn from the position
  // before it (the panel beside the board included).
  if (clicked >= 0) play_sink(app).send(play::PressCell{clicked});
  if (has_strip(app.game.machine())) {
    ImGui::SetCursorScreenPos(ImVec2(L.board_area.x, L.board.bottom() + ImGui::GetFontSize() * 0.5f));
    const int b = button_strip_widget(app);
    if (b >= 0) play_sink(app).send(play::PressButton{b});
  }
}

void later(App& app, Intent intent) { app.intents.push_back(intent); }

void presses_json(JsonWriter& j, const std::string& key, const std::vector<int>& presses, int64_t total) {
  const std::size_t n = std::min(presses.size(), kStatePresses);
  j.key(key).ints(std::vector<int>(presses.begin(), presses.begin() + std::ptrdiff_t(n)), 1);
  j.key(key + "_presses").value(total >= 0 ? total : int64_t(presses.size()));
}

// One handler per intent (std::visit picks it by type). The intents of the
// do-it-yourself elimination, the statistics and the tour go to their views.
struct Apply {
  App& app;
  Midend& g() const { return app.game; }

  void operator()(const intent::ColourBlind& i) const { app.settings.colour_blind = i.on; }
  void operator()(const intent::ReduceMotion& i) const { app.settings.reduce_motion = i.on; }
  void operator()(const intent::OpenPane& i) const {
    if (i.pane != app.screen.pane) g().clear_message();  // a message belongs to the tab it was said on
    app.screen.pane = i.pane;
    if (i.at_top) app.screen.panel_to_top = true;
  }
  void operator()(const intent::DismissMessage&) const { g().clear_message(); }
  void operator()(const intent::PanelAtTop&) const { app.screen.panel_to_top = false; }
  void operator()(const intent::CloseBanner&) const { app.feel.banner_closed = g().revision(); }
  void operator()(const intent::ToggleMenu&) const { toggle_menu(app); }
  void operator()(const intent::PickMachine& i) const {
    if (i.kind < 0 || std::size_t(i.kind) >= machine_kinds().size()) return;
    g().start_default(machine_kinds()[std::size_t(i.kind)]);
    // The menu has done its job: the new board, not the list, is what a
    // phone shows next (the sheet was over it).
    app.screen.sheet_open = false;
    if (app.screen.layout.kind != LayoutKind::Wide && app.screen.pane == Pane::Machine) app.screen.pane = Pane::Play;
  }
  void operator()(const intent::Sound& i) const { set_sound(app, i.on); }
  void operator()(const intent::PickTheme& i) const {
    app.settings.theme = ThemeChoice(std::clamp(int(i.theme), 0, kThemeChoices - 1));
  }
  void operator()(const intent::PickCells& i) const {
    app.settings.cells = RenderStyle(std::clamp(int(i.cells), 0, kRenderStyles - 1));
  }
  void operator()(const intent::ReadPhoto&) const { open_photo(app); }
  // The rest are the views' own (on_intent in why_view.hpp and
  // progress_view.hpp): an intent with no handler here or there fails to compile.
  template <class I>
  void operator()(const I& i) const {
    on_intent(app, i);
  }
};

static void apply(App& app, const Intent& intent) { std::visit(Apply{app}, intent); }

void save_later(App& app, std::string key, std::string value) {
  for (auto& [k, v] : app.pending.saves)
    if (k == key) {  // the last word for a key in one frame wins
      v = std::move(value);
      return;
    }
  app.pending.saves.emplace_back(std::move(key), std::move(value));
}

void frame(App& app, double dt) {
  app.control_rects.clear();
  app.drawn_items.clear();
  app.screen.choices = {};  // drawn again by an open list
  watch_items(app);         // every labelled ImGui item records itself (control_hook.cpp)
  update(app, dt);
  prepare_graph_editor(app);
  app.game.derive();     // what the draw reads of the game, made before it
  send_solve_asks(app);  // and what it leaves to the engine
  prepare_why_hint(app);
  const uint64_t derived = app.game.derivations();
  const ScreenLayout L = app.screen.layout = lay_out(app);
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  // "Read a photo" is a screen of its own: the game waits under it.
  const bool photo = photo_open(app);
  const Rect scrolled = photo ? lay_out_photo(app, vp->WorkSize.x, vp->WorkSize.y, ImGui::GetFontSize()) : L.panel;
  // The layout's regions, for the hook: what a finger drags to scroll.
  app.control_rects.push_back({"Panel", scrolled, true});
  if (!L.bar.empty() && !photo) app.control_rects.push_back({"Bar", L.bar, true});

  ImGui::SetNextWindowPos(vp->WorkPos);
  ImGui::SetNextWindowSize(vp->WorkSize);
  ImGui::Begin("Toggle Lab", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                   ImGuiWindowFlags_NoBringToFrontOnFocus | ImGuiWindowFlags_NoScrollWithMouse);
  // (Depth 0: the log opens no folded section, as it otherwise would.)
  if (app.frame_state.capture_text) ImGui::LogToBuffer(0);
  ImGui::SetCursorScreenPos(ImVec2(L.header.x, L.header.y + (L.header.h - ImGui::GetTextLineHeight()) * 0.5f));
  if (photo) {
    draw_photo(app);
  } else {
    header(app.game.session().machine().title(), L.header.w);
    board(app, L);
    status_line(app, L.status);
    action_bar(app, L);
    pane_tabs(app, L);
    message_strip(app, L);
    panel(app, L);
    // After the panel, so it is drawn (and hit) over it; under the sheet, nothing.
    if (!L.sheet_open) solved_banner(app, L.panel);
  }
  if (app.frame_state.capture_text) {
    app.frame_state.text = ImGui::GetCurrentContext()->LogBuffer.c_str();
    ImGui::LogFinish();
  }
  ImGui::End();
  app.frame_state.derived_in_draw += app.game.derivations() - derived;
  // What the drawing asked for, applied now that the whole frame is drawn
  // from one state. Play's messages first: the board is drawn first, and
  // its press is the frame's first word. Then the shell's own intents, in
  // the order the drawing recorded them, and each screen module's messages.
  app.frame_state.applied_intents = false;
  apply_play_messages(app);
  std::vector<Intent> intents;
  intents.swap(app.intents);
  for (const Intent& intent : intents) apply(app, intent);
  if (!intents.empty()) app.frame_state.applied_intents = true;
  apply_photo_messages(app);
  apply_picture_messages(app);
  apply_graph_editor_messages(app);
  apply_picker_messages(app);
  apply_wiring_messages(app);
  apply_diy_messages(app);
  apply_lesson_messages(app);
  apply_atlas_messages(app);
  apply_family_atlas_messages(app);
  apply_dynamics_messages(app);
  apply_tour_messages(app);
  apply_census_messages(app);
  apply_statistics_messages(app);
  apply_dailies_messages(app);
  apply_solids_messages(app);
  apply_elimination_messages(app);
  apply_rules_editor_messages(app);
}

//-----------------------------------------------------------------------------
// [SECTION] Automation hook
//-----------------------------------------------------------------------------

std::string state_json(const App& app) {
  const Session& s = app.game.session();
  const Machine& m = s.machine();
  const Position& pos = s.current().position;
  const Solution& sol = app.game.solution();
  JsonWriter j;
  j.begin_object();
  j.key("machine").value(m.name());
  j.key("title").value(m.title());
  j.key("id").value(s.current().id());
  j.key("link").value(link_text(app));  // the ID and the Why tab's state (app_link.cpp)
  j.key("states").value(m.states());
  j.key("rows").value(m.rows());
  j.key("cols").value(m.cols());
  j.key("topology").value(topology_name(m.topology()));
  j.key("buttons").value(m.button_count());
  std::vector<int> cells = m.cells(pos);
  j.key("cells").ints(cells);
  j.key("goal").ints(m.goal_cells(pos));
  if (!m.goal_is_grid()) j.key("colours").ints(cells);  // Ghaly: colour numbers, 0 = dark
  j.key("status_line").value(status_words(app));
  j.key("moves").value(s.moves());
  j.key("solved").value(s.solved());
  j.key("help_used").value(s.help_used());
  j.key("solving").value(app.game.solving());  // the engine is working out the solution (a big board)
  j.key("hard").value(app.game.hard()).key("hard_locked").value(app.game.hard_locked());
  int h = app.game.hint_button();
  j.key("hint");
  if (h >= 0) j.value(h + 1);
  else j.null();
  j.key("hint_times").value(app.game.hint_times());
  const LeveledHint& lh = app.game.leveled_hint();
  j.key("hint_level").value(lh.level);
  j.key("hint_region").ints(lh.region, 1);
  j.key("hint_where").value(lh.where).key("hint_which").value(lh.which).key("hint_why").value(lh.why);
  presses_json(j, "marks", app.game.step_marks());
  j.key("min_presses");
  if (sol.solvable) j.value(sol.presses.size());
  else j.null();
  j.key("minimal").value(sol.minimal).key("search").value(sol.search);
  invariant_state_json(app, j);
  if (const RulesSummary& a = app.game.rules_summary(); a.linear) j.key("rank").value(a.rank);
  j.key("undo_depth").value(s.undo_depth());
  j.key("redo_depth").value(s.redo_depth());
  j.key("edit_mode").value(app.game.editing());
  j.key("tab").value(app.screen.pane == Pane::Why ? "why" : app.screen.pane == Pane::Machine ? "machine" : "play");
  j.key("layout").value(layout_name(app.screen.layout.kind));
  j.key("sheet_open").value(app.screen.layout.sheet_open);
  play_state_json(app, j);  // the rules line, zoom, the button looked at, the 3D view
  j.key("banner").value(app.feel.banner);
  j.key("banner_words").value(app.feel.banner ? solved_words(app) : std::string());
  why_state_json(app, j);
  progress_state_json(app, j);
  statistics_state_json(app, j);
  tour_state_json(app, j);
  {
    const Theme& t = current_theme(app);
    j.key("theme").begin_object().key("choice").value(theme_choice_name(app.settings.theme)).key("name").value(t.name);
    j.key("css").value(t.css).key("cells").value(render_style_name(app.settings.cells)).end_object();
  }
  census_state_json(app, j);
  lesson_state_json(app, j);
  dynamics_state_json(app, j);
  pictures_state_json(app, j);
  photo_state_json(app, j);
  graph_editor_state_json(app, j);
  why_hint_state_json(app, j);
  wires_in_play_state_json(app, j);
  family_atlas_state_json(app, j);
  j.key("playing").value(app.game.playing());
  j.key("message").value(app.game.message());
  j.key("message_is_error").value(app.game.message_is_error());
  copy_state_json(app, j);
  j.end_object();
  return j.str();
}

std::string button_rect_json(const App& app, int button_1based) {
  std::size_t i = std::size_t(button_1based - 1);
  if (button_1based < 1 || i >= app.board.button_rects.size() || app.board.button_rects[i].w <= 0) return "null";
  const Rect& r = app.board.button_rects[i];
  JsonWriter j;
  j.begin_object().key("x").value(double(r.x)).key("y").value(double(r.y));
  j.key("width").value(double(r.w)).key("height").value(double(r.h)).end_object();
  return j.str();
}

void record_control(App& app, const char* label) { record_item(app.control_rects, label, false); }

void record_text(App& app, const char* name) {
  record_item(app.control_rects, name, false);
  app.control_rects.back().text = true;
}

Ui ui_of(App& app) {
  const Gestures& g = app.screen.gestures;
  return Ui(touch_ui(app), app.control_rects, &app.screen.choices, g.scroll_region == TouchRegion::Sheet ? g.scroll_y : 0.0f,
            app.screen.safe.bottom);
}

const ControlRect* find_control(const App& app, const std::string& label) {
  const ControlRect* found = nullptr;
  for (const ControlRect& c : app.control_rects) {
    if (c.name != label) continue;
    if (!c.automatic) return &c;  // the view's own word for what the label means
    if (!found) found = &c;
  }
  return found;
}

std::string control_rect_json(const App& app, const std::string& label) {
  const ControlRect* c = find_control(app, label);
  if (!c) return "null";
  const Rect& r = c->rect;
  JsonWriter j;
  j.begin_object().key("x").value(double(r.x)).key("y").value(double(r.y));
  j.key("width").value(double(r.w)).key("height").value(double(r.h)).key("visible").value(c->visible).end_object();
  return j.str();
}

}  // namespace tl::app
