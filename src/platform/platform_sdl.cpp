// platform_sdl.cpp: what the desktop and the web share: the SDL window, the GL
// context, ImGui's SDL2 + OpenGL3 backends, and the one frame function that the
// native loop and emscripten_set_main_loop both call.
#include <SDL.h>

#include <algorithm>
#include <chrono>
#include <memory>
#include <vector>

#include "app/activity.hpp"
#include "app/app.hpp"
#include "app/progress_view.hpp"
#include "core/progress/records.hpp"
#include "platform/board_renderer.hpp"
#include "platform/gl_headers.hpp"
#include "imgui.h"
#include "imgui_impl_opengl3.h"
#include "imgui_impl_sdl.h"
#include "imgui_internal.h"  // SettingsDirtyTimer: when ImGui means to save its settings
#include "platform/platform.hpp"

namespace tl::platform {

namespace {

SDL_Window* g_window = nullptr;
SDL_GLContext g_gl = nullptr;
std::unique_ptr<app::App> g_app;
float g_font_ratio = 0.0f;  // the pixel ratio the font atlas was built for

// Frames on demand (see platform.hpp).
int g_frames_owed = kSettleFrames;  // the first frames lay the screen out
Uint64 g_timer_due = 0;             // SDL_GetTicks64() of a timed frame, 0: none
long g_frames_drawn = 0;
// The longest time one frame spent in our code (background work, the UI,
// its GL calls), for the page's test of background work in slices.
double g_longest_frame_ms = 0;

void frame_at(Uint64 ticks) {
  if (g_timer_due == 0 || ticks < g_timer_due) g_timer_due = ticks;
}

// Rasterise the font at the screen's real pixel density and scale it back to
// window units: sharp text on HiDPI, layout unchanged.
void build_fonts(float ratio) {
  ImGuiIO& io = ImGui::GetIO();
  io.Fonts->Clear();
  const float size_px = 17.0f;
  ImFontConfig cfg;
  cfg.OversampleH = 2;
  cfg.FontDataOwnedByAtlas = false;  // ui_font() keeps the bytes
  std::span<const unsigned char> font = ui_font();
  if (font.empty() ||
      !io.Fonts->AddFontFromMemoryTTF(const_cast<unsigned char*>(font.data()), int(font.size()), size_px * ratio, &cfg)) {
    ImFontConfig def;
    def.SizePixels = 13.0f * ratio;
    io.Fonts->AddFontDefault(&def);
  }
  io.FontGlobalScale = 1.0f / ratio;
  g_font_ratio = ratio;
}

}  // namespace

app::App& the_app() { return *g_app; }

void request_frames(int n) { g_frames_owed = std::max(g_frames_owed, n); }

int ms_until_frame() {
  if (g_frames_owed > 0) return 0;
  if (g_timer_due == 0) return -1;
  Uint64 now = SDL_GetTicks64();
  return now >= g_timer_due ? 0 : int(g_timer_due - now);
}

long frames_drawn() { return g_frames_drawn; }

double longest_frame_ms(bool reset) {
  const double m = g_longest_frame_ms;
  if (reset) g_longest_frame_ms = 0;
  return m;
}

void drawable_size(int* w, int* h) { SDL_GL_GetDrawableSize(g_window, w, h); }

float pixel_ratio() {
  int ww = 1, wh = 1, dw = 1, dh = 1;
  SDL_GetWindowSize(g_window, &ww, &wh);
  SDL_GL_GetDrawableSize(g_window, &dw, &dh);
  return ww > 0 ? float(dw) / float(ww) : 1.0f;
}

bool init(const Options& opt) {
  // Fingers are the app's (app_touch.cpp): SDL would turn the first into a
  // mouse, and a drag to scroll into a press, since ImGui 1.86's SDL backend
  // (imgui_impl_sdl.cpp) reads the mouse button from SDL_GetMouseState()
  // every frame, whatever events we filter out.
  SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0");
  if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER) != 0) {
    SDL_Log("togglelab: SDL_Init failed: %s", SDL_GetError());
    return false;
  }
  const GlConfig gl = gl_config();
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, gl.profile);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, gl.major);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, gl.minor);
  SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
  SDL_GL_SetAttribute(SDL_GL_DEPTH_SIZE, 0);
  g_window = SDL_CreateWindow("Toggle Lab", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, opt.width, opt.height,
                              SDL_WINDOW_OPENGL | SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
  if (!g_window) {
    SDL_Log("togglelab: cannot open a window: %s", SDL_GetError());
    return false;
  }
  g_gl = SDL_GL_CreateContext(g_window);
  if (!g_gl) {
    SDL_Log("togglelab: cannot create an OpenGL %d.%d context: %s", gl.major, gl.minor, SDL_GetError());
    return false;
  }
  SDL_GL_MakeCurrent(g_window, g_gl);
  SDL_GL_SetSwapInterval(1);

  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = imgui_ini_path();
  // A blinking caret would be an animation drawn for as long as a field has
  // focus; a steady one costs nothing.
  io.ConfigInputTextCursorBlink = false;
  // No ImGui keyboard navigation: the arrows move the board's cursor.
  ImGui::StyleColorsDark();
  ImGuiStyle& style = ImGui::GetStyle();
  style.FrameRounding = 6.0f;
  style.WindowBorderSize = 0.0f;
  style.Colors[ImGuiCol_WindowBg] = ImVec4(0.09f, 0.10f, 0.13f, 1.0f);
  build_fonts(pixel_ratio());

  ImGui_ImplSDL2_InitForOpenGL(g_window, g_gl);
  ImGui_ImplOpenGL3_Init(gl.glsl_version);

  // Without an ini file (the web), ImGui's settings travel through save().
  if (!io.IniFilename) {
    std::string ini = load_saved("imgui");
    if (!ini.empty()) ImGui::LoadIniSettingsFromMemory(ini.c_str(), ini.size());
  }

  // An explicit link (--load, the URL hash: a puzzle ID, maybe with the Why
  // tab's state) wins; otherwise the last game played. A saved game from
  // another version or a corrupted one is set aside with a note.
  g_app = std::make_unique<app::App>(opt.load_id.empty() ? app::App(Midend::restore(load_saved("game")))
                                                         : app::make_app(opt.load_id));
  if (g_app->game.message_is_error()) SDL_Log("togglelab: %s", g_app->game.message().c_str());
  g_app->play.colour_blind = load_saved("colour_blind") == "1";
  // The desktop's reduce-motion setting (the panel's tick box, saved); the
  // page sets it from prefers-reduced-motion right after (platform_web.cpp).
  g_app->play.reduce_motion = load_saved("reduce_motion") == "1";
  if (opt.why) g_app->screen.pane = app::Pane::Why;
  // The records (dailies, levels, streaks). A text that cannot be read whole
  // is kept aside under another key, never lost, and the note says so.
  const std::string saved_records = load_saved("records");
  std::string records_note;
  g_app->progress.records = Records::parse(saved_records, &records_note);
  if (!records_note.empty()) {
    save("records-set-aside", saved_records);
    g_app->game.set_message(records_note + " The text is kept under records-set-aside.", true);
  }
  g_app->hooks.copy_link = copy_link;
  g_app->hooks.copy_text = copy_text;
  g_app->hooks.draw_cells = draw_cells;
  g_app->hooks.save = [](const char* key, const std::string& value) { save(key, value); };
  return true;
}

// Keeps what should survive a restart: the game and the preferences.
static void persist() {
  static uint64_t saved_revision = ~uint64_t(0);
  static int saved_colour_blind = -1, saved_reduce_motion = -1;
  if (g_app->game.revision() != saved_revision) {  // the ID of a 256x256 board is 16 KiB: not every frame
    save("game", g_app->game.save_text());
    saved_revision = g_app->game.revision();
  }
  if (int(g_app->play.colour_blind) != saved_colour_blind) {
    saved_colour_blind = g_app->play.colour_blind;
    save("colour_blind", g_app->play.colour_blind ? "1" : "0");
  }
  if (int(g_app->play.reduce_motion) != saved_reduce_motion) {
    saved_reduce_motion = g_app->play.reduce_motion;
    save("reduce_motion", g_app->play.reduce_motion ? "1" : "0");
  }
  ImGuiIO& io = ImGui::GetIO();
  if (!io.IniFilename && io.WantSaveIniSettings) {
    save("imgui", ImGui::SaveIniSettingsToMemory());
    io.WantSaveIniSettings = false;
  }
}

bool frame() {
  ++g_frames_drawn;
  if (g_frames_owed > 0) --g_frames_owed;
  if (g_timer_due != 0 && SDL_GetTicks64() >= g_timer_due) g_timer_due = 0;
  bool keep_running = true;
  // ImGui 1.86 reads keys as "down at NewFrame": a key pressed and released
  // within one frame (fast typing, scripted input) would be lost. Such a
  // release is held back to the next frame so the press is seen.
  static std::vector<SDL_Event> held_back;
  std::vector<SDL_Event> events;
  events.swap(held_back);
  std::vector<SDL_Scancode> went_down;
  SDL_Event e;
  while (SDL_PollEvent(&e)) {
    if (e.type == SDL_KEYDOWN) went_down.push_back(e.key.keysym.scancode);
    if (e.type == SDL_KEYUP && std::find(went_down.begin(), went_down.end(), e.key.keysym.scancode) != went_down.end()) {
      held_back.push_back(e);
      continue;
    }
    events.push_back(e);
  }
  // Input (or a resize, or focus) is what a frame answers, and a few more
  // follow it so ImGui's hover and layout settle.
  if (!events.empty() || !held_back.empty()) request_frames(kSettleFrames);
  for (SDL_Event& ev : events) {
    const SDL_Event& e = ev;
    ImGui_ImplSDL2_ProcessEvent(&e);
    if (e.type == SDL_KEYDOWN || e.type == SDL_KEYUP) {
      // The backend reads the modifiers from SDL_GetModState(), which is
      // already past every queued event: Ctrl+Z typed while the loop waited
      // would arrive as a bare Z. Each key event carries its own.
      ImGuiIO& io = ImGui::GetIO();
      io.KeyShift = (e.key.keysym.mod & KMOD_SHIFT) != 0;
      io.KeyCtrl = (e.key.keysym.mod & KMOD_CTRL) != 0;
      io.KeyAlt = (e.key.keysym.mod & KMOD_ALT) != 0;
      io.KeySuper = (e.key.keysym.mod & KMOD_GUI) != 0;
    }
    // Fingers in window (CSS) px and seconds, to the app's gestures.
    if (e.type == SDL_FINGERDOWN || e.type == SDL_FINGERMOTION || e.type == SDL_FINGERUP) {
      int ww = 1, wh = 1;
      SDL_GetWindowSize(g_window, &ww, &wh);
      const float x = e.tfinger.x * float(ww), y = e.tfinger.y * float(wh);
      const double t = double(e.tfinger.timestamp) / 1000.0;
      const int64_t id = int64_t(e.tfinger.fingerId);
      if (e.type == SDL_FINGERDOWN) app::touch_down(*g_app, id, x, y, t);
      else if (e.type == SDL_FINGERMOTION) app::touch_move(*g_app, id, x, y, t);
      else app::touch_up(*g_app, id, x, y, t);
    }
    const bool mouse = (e.type == SDL_MOUSEMOTION && e.motion.which != SDL_TOUCH_MOUSEID) ||
                       (e.type == SDL_MOUSEBUTTONDOWN && e.button.which != SDL_TOUCH_MOUSEID) ||
                       (e.type == SDL_MOUSEWHEEL && e.wheel.which != SDL_TOUCH_MOUSEID);
    if (mouse) g_app->screen.touch.mouse_used();
    if (e.type == SDL_QUIT) keep_running = false;
    // The timer pauses while the window is hidden or minimised (the page's
    // tab in the background).
    if (e.type == SDL_WINDOWEVENT && (e.window.event == SDL_WINDOWEVENT_HIDDEN || e.window.event == SDL_WINDOWEVENT_MINIMIZED))
      g_app->progress.visible = false;
    if (e.type == SDL_WINDOWEVENT && (e.window.event == SDL_WINDOWEVENT_SHOWN || e.window.event == SDL_WINDOWEVENT_RESTORED ||
                                      e.window.event == SDL_WINDOWEVENT_EXPOSED))
      g_app->progress.visible = true;
    if (e.type == SDL_WINDOWEVENT && e.window.event == SDL_WINDOWEVENT_CLOSE && e.window.windowID == SDL_GetWindowID(g_window))
      keep_running = false;
  }
  // The pixel ratio changes when a window moves to another screen or the page
  // is zoomed: rebuild the font atlas for the new density.
  float ratio = pixel_ratio();
  if (ratio != g_font_ratio) {
    build_fonts(ratio);
    ImGui_ImplOpenGL3_DestroyFontsTexture();
    ImGui_ImplOpenGL3_CreateFontsTexture();
  }

  ImGui_ImplOpenGL3_NewFrame();
  ImGui_ImplSDL2_NewFrame();
  // A tap is the pointer's press on one frame and its release on the next.
  app::touch_pointer(*g_app, double(SDL_GetTicks64()) / 1000.0);
  ImGuiIO& io = ImGui::GetIO();
  io.DeltaTime = std::max(io.DeltaTime, 1e-4f);  // ImGui asserts on 0, which browsers can produce
  ImGui::NewFrame();
  // Background work gets a slice of wall-clock time per frame: its bars move
  // and input is answered between slices (a task under 50 ms on the page).
  const auto frame_start = std::chrono::steady_clock::now();
  app::background_work(*g_app, std::chrono::milliseconds(8));
  app::frame(*g_app);
  ImGui::Render();
  // What keeps frames coming without input: the app animating or working,
  // a mouse button held (ImGui repeats held buttons), and ImGui's timer for
  // saving its settings a few seconds after they changed.
  if (app::wants_frames(*g_app) || ImGui::IsAnyMouseDown()) request_frames(1);
  // A challenge's timer: a frame when its shown second changes.
  if (const double s = app::seconds_to_timer_tick(*g_app); s >= 0) frame_at(SDL_GetTicks64() + Uint64(s * 1000.0) + 1);
  if (ImGuiContext* ctx = ImGui::GetCurrentContext(); ctx->SettingsDirtyTimer > 0.0f)
    frame_at(SDL_GetTicks64() + Uint64(ctx->SettingsDirtyTimer * 1000.0f) + 1);

  int w = 0, h = 0;
  drawable_size(&w, &h);
  glViewport(0, 0, w, h);
  glClearColor(0.09f, 0.10f, 0.13f, 1.0f);
  glClear(GL_COLOR_BUFFER_BIT);
  ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
  persist();
  g_longest_frame_ms =
      std::max(g_longest_frame_ms,
               std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - frame_start).count());
  return keep_running;
}

void present() { SDL_GL_SwapWindow(g_window); }

void shutdown() {
  board_renderer_shutdown();
  ImGui_ImplOpenGL3_Shutdown();
  ImGui_ImplSDL2_Shutdown();
  ImGui::DestroyContext();
  g_app.reset();
  SDL_GL_DeleteContext(g_gl);
  SDL_DestroyWindow(g_window);
  SDL_Quit();
}

}  // namespace tl::platform
