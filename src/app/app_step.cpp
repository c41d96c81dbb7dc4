// app_step.cpp: start-up and one frame of the app (app_step.hpp).
//
// [SECTION] ImGui's set-up: style and key map
// [SECTION] Start-up: the game, the preferences and the records
// [SECTION] Input: events to ImGui's IO and the app's fingers
// [SECTION] The frame, and what to save and say after it
#include "app/app_step.hpp"

#include <algorithm>
#include <cfloat>
#include <chrono>

#include "app/activity.hpp"
#include "app/announce.hpp"
#include "app/copy_view.hpp"
#include "app/jobs.hpp"
#include "app/photo_host.hpp"
#include "app/pictures_host.hpp"
#include "app/progress_view.hpp"
#include "app/theme_view.hpp"
#include "app/tour_host.hpp"
#include "imgui.h"
#include "imgui_internal.h"  // SettingsDirtyTimer: when ImGui means to save its settings

namespace tl::app {

//-----------------------------------------------------------------------------
// [SECTION] ImGui's set-up: style and key map
//-----------------------------------------------------------------------------

void init_imgui() {
  ImGuiIO& io = ImGui::GetIO();
  // A blinking caret would be an animation drawn for as long as a field has
  // focus; a steady one costs nothing.
  io.ConfigInputTextCursorBlink = false;
  // No ImGui keyboard navigation: the arrows move the board's cursor.
  ImGui::StyleColorsDark();
  ImGuiStyle& style = ImGui::GetStyle();
  style.FrameRounding = 6.0f;
  style.WindowBorderSize = 0.0f;
  style.Colors[ImGuiCol_WindowBg] = ImVec4(0.09f, 0.10f, 0.13f, 1.0f);
  // ImGui 1.86 reads keys from io.KeysDown[] through a map: ours is indexed by Key.
  const std::pair<ImGuiKey_, Key> map[] = {
      {ImGuiKey_Tab, Key::Tab},
      {ImGuiKey_LeftArrow, Key::Left},
      {ImGuiKey_RightArrow, Key::Right},
      {ImGuiKey_UpArrow, Key::Up},
      {ImGuiKey_DownArrow, Key::Down},
      {ImGuiKey_PageUp, Key::PageUp},
      {ImGuiKey_PageDown, Key::PageDown},
      {ImGuiKey_Home, Key::Home},
      {ImGuiKey_End, Key::End},
      {ImGuiKey_Insert, Key::Insert},
      {ImGuiKey_Delete, Key::Delete},
      {ImGuiKey_Backspace, Key::Backspace},
      {ImGuiKey_Space, Key::Space},
      {ImGuiKey_Enter, Key::Enter},
      {ImGuiKey_Escape, Key::Escape},
      {ImGuiKey_KeyPadEnter, Key::KeypadEnter},
      {ImGuiKey_A, Key::A},
      {ImGuiKey_C, Key::C},
      {ImGuiKey_V, Key::V},
      {ImGuiKey_X, Key::X},
      {ImGuiKey_Y, Key::Y},
      {ImGuiKey_Z, Key::Z},
  };
  for (const auto& [imgui_key, key] : map) io.KeyMap[imgui_key] = int(key);
  io.BackendPlatformName = "togglelab";
}

//-----------------------------------------------------------------------------
// [SECTION] Start-up: the game, the preferences and the records
//-----------------------------------------------------------------------------

App start_app(std::string_view link, const SavedReader& saved, bool imgui_settings, const Date& today) {
  // ImGui's settings travel as a saved key where there is no ini file (the page).
  if (imgui_settings) {
    const std::string ini = saved("imgui");
    if (!ini.empty()) ImGui::LoadIniSettingsFromMemory(ini.c_str(), ini.size());
  }
  App app = link.empty() ? App(Midend::restore(saved("game"))) : make_app(link, today);
  app.progress.today = today;
  app.settings.colour_blind = saved("colour_blind") == "1";
  // The desktop's reduce-motion setting (the panel's tick box, saved); the
  // page's input carries prefers-reduced-motion, which wins.
  app.settings.reduce_motion = saved("reduce_motion") == "1";
  // Sound is off on a first visit (nothing saved), then as the player left it.
  app.settings.sound = saved("sound") == "1";
  // The theme and the cells' style, by index; anything else is the default.
  const auto index = [&saved](const char* key, int count, int otherwise) {
    const std::string v = saved(key);
    return v.size() == 1 && v[0] >= '0' && v[0] < '0' + count ? v[0] - '0' : otherwise;
  };
  app.settings.theme = ThemeChoice(index("theme", kThemeChoices, int(app.settings.theme)));
  app.settings.cells = RenderStyle(index("cells", kRenderStyles, int(app.settings.cells)));
  // A first visit (nothing stored: no game, no tour seen): how to play, or
  // through a link that puzzle with the tour offered in one line.
  if (saved("tour").empty() && saved("game").empty()) welcome_first_visit(app, !link.empty());
  // The records (dailies, levels, streaks). A text that cannot be read whole
  // is kept aside under another key, never lost, and the note says so.
  const std::string saved_records = saved("records");
  std::string records_note;
  // A daily dated after tomorrow was never played (a damaged save, or one
  // written under a clock set ahead): dropped, so such records heal.
  app.progress.records = Records::parse(saved_records, &records_note, date_of_day(day_number(today) + 1));
  if (!records_note.empty()) {
    save_later(app, "records-set-aside", saved_records);
    app.game.set_message(records_note + " The text is kept aside: Statistics can read it back.", true);
    app.progress.set_aside = saved_records;
  } else {
    app.progress.set_aside = saved("records-set-aside");
  }
  return app;
}

//-----------------------------------------------------------------------------
// [SECTION] Input: events to ImGui's IO and the app's fingers
//-----------------------------------------------------------------------------

namespace {

int mouse_index(int button) { return std::clamp(button, 0, 4); }

// Applies events in order until one would undo, within this frame, what an
// earlier one did (a release of a key or button pressed this frame): ImGui
// 1.86 reads keys and buttons as "down at NewFrame", so a press and release
// in one frame (fast typing, a scripted click) would be lost. That event and
// everything after it wait for the next frame.
void apply_events(App& app, const std::vector<InputEvent>& events) {
  ImGuiIO& io = ImGui::GetIO();
  bool key_went_down[int(Key::Count)] = {};
  bool button_went_down[5] = {};
  std::vector<InputEvent> later;
  for (std::size_t i = 0; i < events.size(); ++i) {
    const InputEvent& e = events[i];
    const bool undoes = (e.kind == InputEvent::Kind::Key && !e.down && key_went_down[int(e.key)]) ||
                        (e.kind == InputEvent::Kind::MouseButton && !e.down && button_went_down[mouse_index(e.button)]);
    if (undoes) {
      later.assign(events.begin() + long(i), events.end());
      break;
    }
    switch (e.kind) {
      case InputEvent::Kind::MouseMove:
        io.MousePos = ImVec2(e.x, e.y);
        if (e.x > -FLT_MAX) app.screen.touch.mouse_used();
        break;
      case InputEvent::Kind::MouseButton:
        io.MouseDown[mouse_index(e.button)] = e.down;
        if (e.down) button_went_down[mouse_index(e.button)] = true;
        app.screen.touch.mouse_used();
        break;
      case InputEvent::Kind::Wheel:
        io.MouseWheelH += e.x;
        io.MouseWheel += e.y;
        app.screen.touch.mouse_used();
        break;
      case InputEvent::Kind::Key:
        if (e.key != Key::None && e.key != Key::Count) {
          io.KeysDown[int(e.key)] = e.down;
          if (e.down) key_went_down[int(e.key)] = true;
        }
        // Each key event carries its own modifiers: Ctrl+Z typed while the
        // loop waited arrives as Ctrl+Z, not as a bare Z.
        io.KeyCtrl = e.mods.ctrl;
        io.KeyShift = e.mods.shift;
        io.KeyAlt = e.mods.alt;
        io.KeySuper = e.mods.super;
        break;
      case InputEvent::Kind::Text: io.AddInputCharactersUTF8(e.text.c_str()); break;
      case InputEvent::Kind::TouchDown: touch_down(app, e.finger, e.x, e.y, e.t); break;
      case InputEvent::Kind::TouchMove: touch_move(app, e.finger, e.x, e.y, e.t); break;
      case InputEvent::Kind::TouchUp: touch_up(app, e.finger, e.x, e.y, e.t); break;
    }
  }
  app.frame_state.held = std::move(later);
}

const char* clipboard_text(void* user) { return static_cast<App*>(user)->frame_state.clipboard.c_str(); }
// A field's Ctrl+C or Ctrl+X: nothing to say when it worked, as everywhere.
void set_clipboard_text(void* user, const char* text) {
  copy_to_clipboard(*static_cast<App*>(user), text, {.what = "the selection", .done = ""});
}

}  // namespace

//-----------------------------------------------------------------------------
// [SECTION] The frame, and what to save and say after it
//-----------------------------------------------------------------------------

namespace {

// What should survive a restart: the game and the preferences, each saved
// when it changed (the records are saved where they change, progress_view.cpp).
void persist(App& app) {
  FrameState& f = app.frame_state;
  if (app.game.revision() != f.saved_revision) {
    // During How to play the game kept is the one to come back to, not the
    // tour's board: a visit that ends mid-tour returns to that game.
    const Session* before = tour_running(app) ? tour_kept_history(app) : nullptr;
    save_later(app, "game", before ? Midend::open(before->current().id()).save_text() : app.game.save_text());
    f.saved_revision = app.game.revision();
  }
  // A preference as its number ("1"/"0" for a tick box, an index for a list).
  const auto keep = [&app](const char* key, int now, int& saved) {
    if (now == saved) return;
    saved = now;
    save_later(app, key, std::to_string(now));
  };
  keep("colour_blind", app.settings.colour_blind, f.saved_colour_blind);
  keep("theme", int(app.settings.theme), f.saved_theme);
  keep("cells", int(app.settings.cells), f.saved_cells);
  keep("sound", app.settings.sound, f.saved_sound);
  keep("reduce_motion", app.settings.reduce_motion, f.saved_reduce_motion);
  ImGuiIO& io = ImGui::GetIO();
  if (!io.IniFilename && io.WantSaveIniSettings) {
    save_later(app, "imgui", ImGui::SaveIniSettingsToMemory());
    io.WantSaveIniSettings = false;
  }
}

}  // namespace

AppOutput step(App& app, const AppInput& in) {
  ImGuiIO& io = ImGui::GetIO();
  FrameState& f = app.frame_state;

  // The clock: the app's own dt (0 allowed: a test holds time still); ImGui
  // asserts on 0, which browsers can produce, so it gets a floor.
  const double dt = f.started ? std::max(0.0, in.time - f.last_time) : 0.0;
  f.started = true;
  f.last_time = in.time;
  io.DeltaTime = float(std::max(dt, 1e-4));
  io.DisplaySize = ImVec2(std::max(in.width, 1.0f), std::max(in.height, 1.0f));
  app.screen.now = in.time;
  app.screen.safe = in.safe;
  app.progress.today = in.today;
  app.progress.visible = in.visible;
  if (in.reduce_motion) app.settings.reduce_motion = *in.reduce_motion;
  if (in.prefers_dark) app.screen.system_dark = *in.prefers_dark;
  if (in.clipboard) f.clipboard = *in.clipboard;
  if (in.work_steps) app.work_steps_left = std::max<int64_t>(*in.work_steps, -1);
  take_engine_news(app, in.engine_news);                       // what the engine's jobs found since the last frame
  if (in.link) app.pending.link_opened = load(app, *in.link);  // before the frame: it draws the link's game
  io.ClipboardUserData = &app;
  io.GetClipboardTextFn = clipboard_text;
  io.SetClipboardTextFn = set_clipboard_text;

  // What was held back last frame comes first, then this frame's events.
  std::vector<InputEvent> events = std::move(f.held);
  events.insert(events.end(), in.events.begin(), in.events.end());
  apply_events(app, events);
  // The platform's answers to what earlier frames asked (a copy): the message
  // this frame draws says what happened.
  answer_requests(app, in.replies);
  take_pictures(app, in.pictures_in);
  app.screen.can_choose_files = in.can_choose_files;
  take_photos(app, in);
  // A tap is the pointer's press on one frame and its release on the next.
  touch_pointer(app, in.time);

  apply_theme(app);  // the colours this frame draws with
  ImGui::NewFrame();
  // Background work gets a slice of wall-clock time per frame: its bars move
  // and input is answered between slices (a task under 50 ms on the page).
  background_work(app, std::chrono::microseconds(int64_t(in.work_ms * 1000.0)));
  frame(app, dt);
  ImGui::Render();

  persist(app);
  AppOutput out = std::move(app.pending);
  app.pending = AppOutput{};
  out.link = current_link(app);
  out.announcement = announcement(app, f.announcer);
  out.board_label = board_label(app);
  out.vibrate = app.feel.vibrate;
  app.feel.vibrate = false;
  out.sound_on = app.settings.sound;
  out.photo_screen = photo_open(app);
  out.theme_css = current_theme(app).css;
  out.sounds = std::move(app.feel.sounds);
  app.feel.sounds.clear();
  // What keeps frames coming without input: the app animating or working,
  // input held back, a mouse button held (ImGui repeats held buttons).
  out.input_owed = !f.held.empty() || app.screen.gestures.release_next;
  out.wants_frame = wants_frames(app) || !f.held.empty() || f.applied_intents || ImGui::IsAnyMouseDown();
  // Timed frames: a challenge's clock when its shown second changes, and
  // ImGui's saving of its settings a few seconds after they changed.
  // The views' own (a finger held on the board, looking) join them.
  const double asked = out.wake_in, tick = seconds_to_timer_tick(app);
  out.wake_in = asked < 0 ? tick : tick < 0 ? asked : std::min(asked, tick);
  if (const ImGuiContext* ctx = ImGui::GetCurrentContext(); ctx->SettingsDirtyTimer > 0.0f)
    out.wake_in = out.wake_in < 0 ? double(ctx->SettingsDirtyTimer) : std::min(out.wake_in, double(ctx->SettingsDirtyTimer));
  return out;
}

}  // namespace tl::app
