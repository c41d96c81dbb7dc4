// platform_sdl.cpp: what the desktop and the web share: the SDL window, the GL
// context, ImGui's SDL2 + OpenGL3 backends, and the one frame function that the
// native loop and emscripten_set_main_loop both call.
#include <SDL.h>

#include <algorithm>
#include <cfloat>
#include <chrono>
#include <ctime>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "app/app.hpp"
#include "app/app_step.hpp"
#include "platform/board_renderer.hpp"
#include "platform/engine_host.hpp"
#include "platform/gl_headers.hpp"
#include "imgui.h"
#include "imgui_impl_opengl3.h"
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
// app::step's time summed and its frames counted, for mean_step_ms().
double g_step_ms_sum = 0;
long g_steps = 0;
// The device's date, from its clock and time zone (the page's: the browser's).
Date device_today() {
  const std::time_t now = std::time(nullptr);
  std::tm local{};
  localtime_r(&now, &local);
  return Date{local.tm_year + 1900, local.tm_mon + 1, local.tm_mday};
}

// What the platform knows of the device between frames (the app's input).
bool g_visible = true;
app::Insets g_safe;
std::optional<bool> g_reduce_motion;
std::optional<bool> g_prefers_dark;
std::vector<app::Reply> g_replies;  // answers to the app's requests, for the next frame
bool g_photo_screen = false;        // "Read a photo" was open last frame: a file dropped is a photo

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

double mean_step_ms(bool reset) {
  const double m = g_steps > 0 ? g_step_ms_sum / double(g_steps) : 0.0;
  if (reset) g_step_ms_sum = 0, g_steps = 0;
  return m;
}

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
  app::init_imgui();
  build_fonts(pixel_ratio());
  ImGui_ImplOpenGL3_Init(gl.glsl_version);

  g_app = std::make_unique<app::App>(app::start_app(opt.load_id, load_saved, io.IniFilename == nullptr, device_today()));
  if (g_app->game.message_is_error()) SDL_Log("togglelab: %s", g_app->game.message().c_str());
  if (opt.why) g_app->screen.pane = app::Pane::Why;
  g_app->hooks.draw_cells = draw_cells;
  return true;
}

namespace {

app::Key key_of(SDL_Scancode code) {
  using app::Key;
  switch (code) {
    case SDL_SCANCODE_TAB: return Key::Tab;
    case SDL_SCANCODE_LEFT: return Key::Left;
    case SDL_SCANCODE_RIGHT: return Key::Right;
    case SDL_SCANCODE_UP: return Key::Up;
    case SDL_SCANCODE_DOWN: return Key::Down;
    case SDL_SCANCODE_PAGEUP: return Key::PageUp;
    case SDL_SCANCODE_PAGEDOWN: return Key::PageDown;
    case SDL_SCANCODE_HOME: return Key::Home;
    case SDL_SCANCODE_END: return Key::End;
    case SDL_SCANCODE_INSERT: return Key::Insert;
    case SDL_SCANCODE_DELETE: return Key::Delete;
    case SDL_SCANCODE_BACKSPACE: return Key::Backspace;
    case SDL_SCANCODE_SPACE: return Key::Space;
    case SDL_SCANCODE_RETURN: return Key::Enter;
    case SDL_SCANCODE_ESCAPE: return Key::Escape;
    case SDL_SCANCODE_KP_ENTER: return Key::KeypadEnter;
    case SDL_SCANCODE_A: return Key::A;
    case SDL_SCANCODE_C: return Key::C;
    case SDL_SCANCODE_V: return Key::V;
    case SDL_SCANCODE_X: return Key::X;
    case SDL_SCANCODE_Y: return Key::Y;
    case SDL_SCANCODE_Z: return Key::Z;
    default: return Key::None;
  }
}

// SDL's events as the app's (app_io.hpp); false for SDL_QUIT or closing the window.
bool translate(const SDL_Event& e, std::vector<app::InputEvent>& out) {
  using app::InputEvent;
  switch (e.type) {
    case SDL_QUIT: return false;
    case SDL_MOUSEMOTION:
      if (e.motion.which != SDL_TOUCH_MOUSEID) out.push_back(InputEvent::mouse_move(float(e.motion.x), float(e.motion.y)));
      break;
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEBUTTONUP: {
      if (e.button.which == SDL_TOUCH_MOUSEID) break;
      const int b = e.button.button == SDL_BUTTON_LEFT     ? 0
                    : e.button.button == SDL_BUTTON_RIGHT  ? 1
                    : e.button.button == SDL_BUTTON_MIDDLE ? 2
                                                           : -1;
      if (b < 0) break;
      out.push_back(InputEvent::mouse_move(float(e.button.x), float(e.button.y)));
      out.push_back(InputEvent::mouse_button(b, e.type == SDL_MOUSEBUTTONDOWN));
      break;
    }
    case SDL_MOUSEWHEEL:
      // One step per event, whatever the device's amount (as ImGui 1.86's SDL backend).
      if (e.wheel.which != SDL_TOUCH_MOUSEID)
        out.push_back(InputEvent::wheel(float((e.wheel.x > 0) - (e.wheel.x < 0)), float((e.wheel.y > 0) - (e.wheel.y < 0))));
      break;
    case SDL_KEYDOWN:
    case SDL_KEYUP: {
      const Uint16 m = e.key.keysym.mod;
      const app::Modifiers mods{(m & KMOD_CTRL) != 0, (m & KMOD_SHIFT) != 0, (m & KMOD_ALT) != 0, (m & KMOD_GUI) != 0};
      out.push_back(InputEvent::key_event(key_of(e.key.keysym.scancode), e.type == SDL_KEYDOWN, mods));
      break;
    }
    case SDL_TEXTINPUT: out.push_back(InputEvent::typed(e.text.text)); break;
    case SDL_DROPFILE:
      open_dropped(e.drop.file);
      SDL_free(e.drop.file);
      break;
    case SDL_FINGERDOWN:
    case SDL_FINGERMOTION:
    case SDL_FINGERUP: {
      // Fingers in window (CSS) px and seconds, to the app's gestures.
      int ww = 1, wh = 1;
      SDL_GetWindowSize(g_window, &ww, &wh);
      const auto kind = e.type == SDL_FINGERDOWN     ? InputEvent::Kind::TouchDown
                        : e.type == SDL_FINGERMOTION ? InputEvent::Kind::TouchMove
                                                     : InputEvent::Kind::TouchUp;
      out.push_back(InputEvent::touch(kind, int64_t(e.tfinger.fingerId), e.tfinger.x * float(ww), e.tfinger.y * float(wh),
                                      double(e.tfinger.timestamp) / 1000.0));
      break;
    }
    case SDL_WINDOWEVENT:
      // The timer pauses while the window is hidden or minimised (the page's tab in the background).
      if (e.window.event == SDL_WINDOWEVENT_HIDDEN || e.window.event == SDL_WINDOWEVENT_MINIMIZED) g_visible = false;
      if (e.window.event == SDL_WINDOWEVENT_SHOWN || e.window.event == SDL_WINDOWEVENT_RESTORED ||
          e.window.event == SDL_WINDOWEVENT_EXPOSED)
        g_visible = true;
      if (e.window.event == SDL_WINDOWEVENT_LEAVE) out.push_back(InputEvent::mouse_move(-FLT_MAX, -FLT_MAX));
      if (e.window.event == SDL_WINDOWEVENT_CLOSE && e.window.windowID == SDL_GetWindowID(g_window)) return false;
      break;
    default: break;
  }
  return true;
}

// Carries out what the app asked for, besides drawing.
void carry_out(const app::AppOutput& out) {
  for (const auto& [key, value] : out.saves) save(key.c_str(), value);
  if (out.clipboard) copy_text(*out.clipboard, out.clipboard_link_at, out.clipboard_request, out.clipboard_share);
  play_sounds(out.sound_on, out.sounds);
  if (out.picture) save_picture(*out.picture);
  if (out.file) save_file(*out.file);
  if (out.pick_picture) pick_picture();
  g_photo_screen = out.photo_screen;
  if (out.photo_drop) drop_photo(out.photo_drop);
  if (out.pick_photo) pick_photo(out.pick_photo);
  if (out.photo_read) read_photo(*out.photo_read);
}

}  // namespace

void set_safe_area(const app::Insets& safe) { g_safe = safe; }
void set_reduce_motion(bool on) { g_reduce_motion = on; }
void set_prefers_dark(bool on) { g_prefers_dark = on; }

// What arrives between frames waits in a queue for the next frame's input;
// its frame and a few more follow (the screen changes: ImGui's layout settles).
namespace {
template <class T>
void for_next_frame(std::vector<T>& queue, T item) {
  queue.push_back(std::move(item));
  request_frames(kSettleFrames);
}
}  // namespace

std::vector<app::PhotoIn> g_photos;           // photo_opened's, for the next frame
std::vector<app::PhotoReadIn> g_photo_reads;  // photo_read's, for the next frame
std::vector<std::string> g_pasted;            // paste_text's, for the next frame
std::vector<app::PictureIn> g_pictures;       // picture_opened's, for the next frame

void photo_opened(app::PhotoIn p) { for_next_frame(g_photos, std::move(p)); }
void photo_read(app::PhotoReadIn r) { for_next_frame(g_photo_reads, std::move(r)); }
bool photo_screen_open() { return g_photo_screen; }
void picture_opened(app::PictureIn p) { for_next_frame(g_pictures, std::move(p)); }
void paste_text(std::string text) { for_next_frame(g_pasted, std::move(text)); }
void answer(app::Reply reply) { for_next_frame(g_replies, std::move(reply)); }

std::optional<std::string> g_link;    // open_link's, for the next frame
std::optional<int64_t> g_work_steps;  // limit_work's, for the next frame
void open_link(std::string link) {
  g_link = std::move(link);
  request_frames(kSettleFrames);  // the link's game, shown
}
void limit_work(int64_t steps) {
  g_work_steps = steps;
  engine_limit(steps);
  request_frames(1);
}

bool frame(app::AppOutput* output) {
  ++g_frames_drawn;
  if (g_frames_owed > 0) --g_frames_owed;
  if (g_timer_due != 0 && SDL_GetTicks64() >= g_timer_due) g_timer_due = 0;
  bool keep_running = true;
  app::AppInput in;
  SDL_Event e;
  while (SDL_PollEvent(&e))
    if (!translate(e, in.events)) keep_running = false;
  // Pasted text goes to a field being edited (last frame's), never to the
  // keys the board reads when no field is: as ImGui's own Ctrl+V reading
  // it from the clipboard (typed characters would be dropped while Ctrl is
  // still held, and a field's own rules for a paste would be skipped).
  if (!g_pasted.empty() && ImGui::GetIO().WantTextInput) {
    in.clipboard = g_pasted.back();
    const app::Modifiers ctrl{.ctrl = true};
    in.events.push_back(app::InputEvent::key_event(app::Key::V, true, ctrl));
    in.events.push_back(app::InputEvent::key_event(app::Key::V, false, ctrl));
  }
  g_pasted.clear();
  in.pictures_in = std::move(g_pictures);
  g_pictures.clear();
  in.photos_in = std::move(g_photos);
  g_photos.clear();
  in.photo_reads = std::move(g_photo_reads);
  g_photo_reads.clear();
  in.link = std::exchange(g_link, std::nullopt);
  in.work_steps = std::exchange(g_work_steps, std::nullopt);
#ifdef __EMSCRIPTEN__
  in.can_choose_files = true;
#endif
  // Input (or a resize, or focus) is what a frame answers, and a few more
  // follow it so ImGui's hover and layout settle: after a click, a finger's
  // lift, a key or the wheel. A move, or a finger put down, is answered by
  // this frame (ImGui reads the pointer's hover in the frame it moves; the
  // gestures time a held finger themselves): a swipe or a pointer's sweep
  // draws a frame per move, never settling frames of its own besides (what
  // moves on after a lift, a glide, asks for its frames itself).
  const bool settle = std::any_of(in.events.begin(), in.events.end(), [](const app::InputEvent& e) {
    using K = app::InputEvent::Kind;
    return e.kind != K::MouseMove && e.kind != K::TouchMove && e.kind != K::TouchDown;
  });
  if (settle) request_frames(kSettleFrames);
  // The pixel ratio changes when a window moves to another screen or the page
  // is zoomed: rebuild the font atlas for the new density.
  const float ratio = pixel_ratio();
  if (ratio != g_font_ratio) {
    build_fonts(ratio);
    ImGui_ImplOpenGL3_DestroyFontsTexture();
    ImGui_ImplOpenGL3_CreateFontsTexture();
  }
  int ww = 1, wh = 1;
  SDL_GetWindowSize(g_window, &ww, &wh);
  in.width = float(ww);
  in.height = float(wh);
  ImGui::GetIO().DisplayFramebufferScale = ImVec2(ratio, ratio);
  in.time = double(SDL_GetTicks64()) / 1000.0;
  in.today = device_today();
  in.safe = g_safe;
  in.visible = g_visible;
  in.reduce_motion = g_reduce_motion;
  in.prefers_dark = g_prefers_dark;
  if (!in.clipboard && app::asks_for_paste(in.events) && SDL_HasClipboardText()) {
    char* text = SDL_GetClipboardText();
    in.clipboard = text ? text : "";
    SDL_free(text);
  }
  in.work_ms = 8;
  in.engine_news = engine_news();
  in.replies = std::move(g_replies);
  g_replies.clear();

  ImGui_ImplOpenGL3_NewFrame();
  const auto frame_start = std::chrono::steady_clock::now();
  app::AppOutput out = app::step(*g_app, in);
  g_step_ms_sum += std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - frame_start).count();
  ++g_steps;
  if (out.wants_frame) request_frames(1);
  engine_ask(out.engine_asks);
  if (out.wake_in >= 0) frame_at(SDL_GetTicks64() + Uint64(out.wake_in * 1000.0) + 1);

  int w = 0, h = 0;
  drawable_size(&w, &h);
  glViewport(0, 0, w, h);
  glClearColor(0.09f, 0.10f, 0.13f, 1.0f);
  glClear(GL_COLOR_BUFFER_BIT);
  ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
  carry_out(out);
  g_longest_frame_ms =
      std::max(g_longest_frame_ms,
               std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - frame_start).count());
  if (output) *output = std::move(out);
  return keep_running;
}

void present() { SDL_GL_SwapWindow(g_window); }

void shutdown() {
  engine_stop();
  board_renderer_shutdown();
  ImGui_ImplOpenGL3_Shutdown();
  ImGui::DestroyContext();
  g_app.reset();
  SDL_GL_DeleteContext(g_gl);
  SDL_DestroyWindow(g_window);
  SDL_Quit();
}

}  // namespace tl::platform
