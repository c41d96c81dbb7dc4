// platform.hpp: the one seam between the app and SDL/GL/Emscripten.
//
// platform_sdl.cpp owns what both targets share (window, GL context, ImGui
// backends, the frame function); platform_native.cpp and platform_web.cpp own
// the main loop and what only one target has (screenshots and a config file
// on the desktop; the URL hash, localStorage and the JavaScript hook on the web).
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace tl::app {
struct App;
struct AppOutput;
struct Insets;
struct PictureFile;
struct TextFile;
struct PictureIn;
struct PhotoIn;
struct PhotoReadAsk;
struct PhotoReadIn;
struct Reply;
struct SoundCue;
}  // namespace tl::app

namespace tl::platform {

struct Options {
  std::string load_id;          // --load ID (desktop) or the URL hash (web)
  std::string screenshot_path;  // --screenshot FILE.png: render, save, exit
  int frames = 3;               // --frames N before the screenshot
  bool why = false;             // --why: open the "Why it works" tab
  int width = 1280, height = 800;
  double quit_after = 0;  // --quit-after S: close after S seconds, reporting the frames drawn
  std::string photo;      // --photo FILE: "Read a photo" opens with it (the desktop)
};

// Shared by both targets (platform_sdl.cpp).
bool init(const Options& opt);  // window, GL context, ImGui, the app
// One frame: events in, app::step, render (no swap); false when the user quit.
// `out` (when given) receives what the app asked for, after the platform
// did what both targets do with it (saves, the clipboard).
bool frame(app::AppOutput* out = nullptr);
void present();  // show the rendered frame
void shutdown();
void drawable_size(int* w, int* h);
float pixel_ratio();  // framebuffer pixels per window (CSS) pixel
// What the page learns about the device between frames (the next input's).
void set_safe_area(const app::Insets& safe);
void set_reduce_motion(bool on);
void set_prefers_dark(bool on);  // the device's prefers-color-scheme (the page)
// The answer to a request the app made (app_io.hpp's Reply): it goes into the
// next frame's input, and a frame is asked for.
void answer(app::Reply reply);

// The app the platform drives (created by init()).
app::App& the_app();

// --- Frames on demand (platform_sdl.cpp) ---
// The loops draw only when something asks for a frame: an input event, a
// canvas size or pixel ratio change, a call from the page's JavaScript, the
// app animating or working in the background (app::wants_frames), or a timer
// (ImGui's delayed settings save). Each event is followed by kSettleFrames so
// ImGui's hover and layout settle; after that the loop waits: natively in
// SDL_WaitEventTimeout, on the web with the main loop paused.
constexpr int kSettleFrames = 3;
void request_frames(int n);  // n more frames from now (at least)
int ms_until_frame();        // 0: a frame is owed now; > 0: a timer in so many ms; -1: wait for an event
long frames_drawn();         // frames drawn since start (the hook's frames(), --quit-after's report)
// The longest wall-clock time one frame spent in our code so far (and, with
// `reset`, start over): background work, the UI and its GL calls.
double longest_frame_ms(bool reset);
// The app's own step (input, update, layout, the UI's draw lists; no GL) per
// frame on average since the last reset (and, with `reset`, start over).
double mean_step_ms(bool reset);

// Text the page's paste event carried (SDL's page has no system clipboard,
// so ImGui's Ctrl+V reads an empty one): the next frame pastes it into the
// field being edited, as Ctrl+V with it on the clipboard.
void paste_text(std::string text);
// A link for the next frame's input (AppInput::link), and a limit on
// background work (AppInput::work_steps): the page's hook hands both in
// through a frame, never by writing the app between frames.
void open_link(std::string link);
void limit_work(int64_t steps);

// Per target (platform_native.cpp / platform_web.cpp).
int run(const Options& opt);
struct GlConfig {
  int profile;  // SDL_GL_CONTEXT_PROFILE_CORE or _ES
  int major, minor;
  const char* glsl_version;  // what ImGui's GL3 backend and our shaders start with
};
GlConfig gl_config();
// The UI font's TrueType bytes: DejaVu Sans (Debian's fonts-dejavu-core) read
// from disk on the desktop, a subset compiled into the page; empty when
// missing (ImGui's own font is used then).
std::span<const unsigned char> ui_font();
const char* imgui_ini_path();  // nullptr: ImGui writes no ini file
// Puts text on the clipboard; a link in it begins at `link_at` (0: the text
// is one; npos: none), and the page puts its own address in front of it.
// Whether it worked comes back through answer() as the Reply to `request`,
// at once on the desktop, once the browser's promise settles on the page.
// `share`: the page offers it to the system's share sheet first (the Web
// Share API, where the browser has one: phones), the clipboard otherwise;
// the desktop copies.
void copy_text(const std::string& text, std::size_t link_at, uint32_t request, bool share);
// Sound on or off, and the cues to play now (app/shape/sound_cues.hpp): the
// page through Web Audio (shell.js; started inside a tap, suspended at
// rest), the desktop through an SDL audio device opened only while sound is
// on (none, as under Xvfb, is said once and is no error).
void play_sounds(bool on, const std::vector<app::SoundCue>& cues);
// Saves a picture the app drew and answers its request: the page downloads
// it (the browser encodes a PNG from the pixels); the desktop writes it into
// its pictures folder (SDL has no file dialog) and names the path in the
// Reply, so the player sees where it went.
void save_picture(const app::PictureFile& f);
void save_file(const app::TextFile& f);  // the same way, a text of its own type
// A picture for the app's next frame (AppInput::pictures_in): the page's
// file chooser's, a file dropped on the desktop's window.
void picture_opened(app::PictureIn p);
// The page opens its file chooser (inside the tap, as browsers require);
// the desktop has none (SDL has no file dialog) and says to drop a file.
void pick_picture();
// A file dropped on the window (SDL_DROPFILE), read and decoded natively:
// a photo of a board while "Read a photo" is open, else a matrix picture.
void open_dropped(const char* path);
// "Read a photo" (app_io.hpp's PhotoIn): the platform keeps the photo, shows
// it through a texture and reads it with core's board reader when the app
// asks. The page: its file chooser or the camera app (inside the tap), the
// photo kept and read in its reader's Web Worker; the desktop: a file
// dropped or named by --photo, kept and read here. Each answer comes to
// the app in a later frame.
void pick_photo(int how);  // 1: a file, 2: the camera
void read_photo(const app::PhotoReadAsk& ask);
void drop_photo(uint32_t id);  // its pixels and texture forgotten
void photo_opened(app::PhotoIn p);
void photo_read(app::PhotoReadIn r);
bool photo_screen_open();  // the last frame's AppOutput::photo_screen
// The desktop: a photo file read, decoded and kept (its Exif orientation
// applied), handed to the app as a PhotoIn; the page never holds one.
void open_photo_file(const char* path);
// Where the app's preferences and last game are kept between runs.
std::string load_saved(const char* key);
void save(const char* key, const std::string& value);

}  // namespace tl::platform
