// platform_native.cpp: the desktop program's main loop, its --screenshot
// testing hook, and where it keeps settings (the user's config folder).
#include <SDL.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>
#include <vector>

#include "app/app_io.hpp"
#include "platform/gl_headers.hpp"
#include "platform/platform.hpp"
#include "core/vision/image_scale.hpp"
#include "image_file/image_file.hpp"

namespace tl::platform {

namespace {

bool g_hermetic = false;  // --screenshot runs neither read nor write user settings

std::filesystem::path config_dir() {
  if (const char* x = std::getenv("XDG_CONFIG_HOME"); x && *x) return std::filesystem::path(x) / "togglelab";
  if (const char* h = std::getenv("HOME"); h && *h) return std::filesystem::path(h) / ".config" / "togglelab";
  return {};
}

// Reads back what the last frame drew (before the swap) and writes it as PNG.
bool save_screenshot(const std::string& path) {
  int w = 0, h = 0;
  drawable_size(&w, &h);
  std::vector<uint8_t> pixels(std::size_t(w) * std::size_t(h) * 4);
  glPixelStorei(GL_PACK_ALIGNMENT, 1);
  glReadBuffer(GL_BACK);
  glReadPixels(0, 0, w, h, GL_RGBA, GL_UNSIGNED_BYTE, pixels.data());
  Raster top_down;  // GL's rows start at the bottom
  top_down.width = w, top_down.height = h, top_down.channels = 4;
  top_down.pixels.resize(pixels.size());
  const std::size_t row = std::size_t(w) * 4;
  for (int y = 0; y < h; ++y)
    std::copy_n(pixels.begin() + long(std::size_t(h - 1 - y) * row), row, top_down.pixels.begin() + long(std::size_t(y) * row));
  if (const Result<bool> written = image_file::write_file(path, image_file::encode_png(top_down)); !written) {
    std::fprintf(stderr, "togglelab: %s\n", written.error().message.c_str());
    return false;
  }
  std::printf("togglelab: wrote %s (%dx%d)\n", path.c_str(), w, h);
  return true;
}

}  // namespace

// Sound: SDL's audio subsystem and a device, opened only while sound is on
// and closed when it goes off (a program with sound off holds no audio
// device). Cues are rendered to samples (app/shape/sound_cues.hpp) and
// queued: nothing runs between them. No device (Xvfb, a server) is said
// once on stderr and the game goes on silent.
namespace {
SDL_AudioDeviceID g_audio = 0;
bool g_audio_failed = false;
int g_audio_rate = 48000;
}  // namespace

void play_sounds(bool on, const std::vector<app::SoundCue>& cues) {
  if (!on) {
    if (g_audio) {
      SDL_CloseAudioDevice(g_audio);
      SDL_QuitSubSystem(SDL_INIT_AUDIO);
      g_audio = 0;
    }
    g_audio_failed = false;  // turned on again later: try again
    return;
  }
  if (!g_audio && !g_audio_failed) {
    SDL_AudioSpec want{}, have{};
    want.freq = g_audio_rate;
    want.format = AUDIO_F32SYS;
    want.channels = 1;
    want.samples = 512;
    if (SDL_InitSubSystem(SDL_INIT_AUDIO) == 0)
      g_audio = SDL_OpenAudioDevice(nullptr, 0, &want, &have, SDL_AUDIO_ALLOW_FREQUENCY_CHANGE);
    if (!g_audio) {
      std::fprintf(stderr, "togglelab: sound is on, but there is no audio device (%s): playing silently\n", SDL_GetError());
      SDL_QuitSubSystem(SDL_INIT_AUDIO);
      g_audio_failed = true;
      return;
    }
    g_audio_rate = have.freq;
    SDL_PauseAudioDevice(g_audio, 0);
  }
  if (!g_audio) return;
  for (const app::SoundCue& cue : cues) {
    const std::vector<float> samples = app::render_notes(app::notes_of(cue), g_audio_rate);
    SDL_QueueAudio(g_audio, samples.data(), Uint32(samples.size() * sizeof(float)));
  }
}

GlConfig gl_config() { return {SDL_GL_CONTEXT_PROFILE_CORE, 3, 3, "#version 330 core"}; }

std::span<const unsigned char> ui_font() {
  static const std::vector<unsigned char> bytes = [] {
    std::ifstream in("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", std::ios::binary);
    return std::vector<unsigned char>(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  }();
  return bytes;
}

const char* imgui_ini_path() {
  static std::string path;
  if (g_hermetic) return nullptr;
  std::filesystem::path dir = config_dir();
  if (dir.empty()) return nullptr;
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  path = (dir / "imgui.ini").string();
  return path.c_str();
}

// A link is the puzzle ID itself here (the desktop has no address of its own).
void copy_text(const std::string& text, std::size_t, uint32_t request, bool) {
  const bool ok = SDL_SetClipboardText(text.c_str()) == 0;
  answer({app::Request::Clipboard, request, ok, ok ? std::string() : std::string("the system refused (") + SDL_GetError() + ")",
          text});
}

// $TOGGLELAB_PICTURES, else the XDG pictures folder's usual place
// (~/Pictures) with a folder of our own, else the current folder.
std::filesystem::path pictures_dir() {
  if (const char* d = std::getenv("TOGGLELAB_PICTURES"); d && *d) return d;
  if (const char* h = std::getenv("HOME"); h && *h) return std::filesystem::path(h) / "Pictures" / "Toggle Lab";
  return std::filesystem::current_path();
}

void save_picture(const app::PictureFile& f) {
  const std::filesystem::path dir = pictures_dir();
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  const std::string path = (dir / f.name).string();
  const Result<bool> written = image_file::write_file(path, f.svg.empty() ? image_file::encode_png(f.raster) : f.svg);
  answer({app::Request::Picture, f.request, written.ok(), written.ok() ? std::string() : written.error().message, path});
}

void save_file(const app::TextFile& f) {
  const std::filesystem::path dir = pictures_dir();
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  const std::string path = (dir / f.name).string();
  const Result<bool> written = image_file::write_file(path, f.text);
  answer({app::Request::File, f.request, written.ok(), written.ok() ? std::string() : written.error().message, path});
}

void pick_picture() {
  picture_opened({"", {}, "this window has no file chooser (SDL has none): drop the PNG on the window instead"});
}

// The photo "Read a photo" shows: its pixels scaled to the reader's size
// and its texture, kept only while the screen is open (never saved).
struct KeptPhoto {
  uint32_t id = 0;
  vision::Image image;
  GLuint texture = 0;
};
KeptPhoto g_photo;
uint32_t g_next_photo = 0;

void drop_photo(uint32_t id) {
  if (id != g_photo.id || id == 0) return;
  if (g_photo.texture) glDeleteTextures(1, &g_photo.texture);
  g_photo = KeptPhoto{};
}

// A picture file's pixels (PNG or JPEG, RGBA, turned upright by its Exif
// orientation): a 16,384 x 16,384 PNG stored raw, and no larger file.
Result<Raster> decode_file(const char* path) {
  const Result<std::string> bytes = image_file::read_file(path, std::size_t(1) << 30);
  if (!bytes) return bytes.error();
  return image_file::decode_image(*bytes);
}

void open_photo_file(const char* path) {
  app::PhotoIn p;
  p.name = std::filesystem::path(path).filename().string();
  Result<Raster> raster = decode_file(path);
  if (!raster) {
    p.error = raster.error().message;
    photo_opened(std::move(p));
    return;
  }
  drop_photo(g_photo.id);
  vision::Image image;
  image.width = raster->width, image.height = raster->height;
  image.rgba = std::move(raster->pixels);
  g_photo.image = vision::scaled_to_fit(image, app::kPhotoSide);
  g_photo.id = ++g_next_photo;
  glGenTextures(1, &g_photo.texture);
  glBindTexture(GL_TEXTURE_2D, g_photo.texture);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
  glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
  glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA, g_photo.image.width, g_photo.image.height, 0, GL_RGBA, GL_UNSIGNED_BYTE,
               g_photo.image.rgba.data());
  p.id = g_photo.id;
  p.width = g_photo.image.width, p.height = g_photo.image.height;
  p.texture = g_photo.texture;
  photo_opened(std::move(p));
}

void pick_photo(int) {
  photo_opened({0, "", 0, 0, 0, "this window has no file chooser (SDL has none): drop the photo on the window"});
}

// Core's reader, here and now: 12 ms for a 1280 x 960 photo.
void read_photo(const app::PhotoReadAsk& ask) {
  app::PhotoReadIn r;
  r.request = ask.request;
  if (ask.photo != g_photo.id || g_photo.id == 0) {
    r.error = "that photo is no longer open";
  } else if (Result<vision::BoardRead> read = vision::read_board(g_photo.image, ask.options); read) {
    r.ok = true;
    r.read = std::move(*read);
  } else {
    r.error = read.error().message;
  }
  photo_read(std::move(r));
}

void open_dropped(const char* path) {
  if (photo_screen_open()) {
    open_photo_file(path);
    return;
  }
  app::PictureIn p;
  p.name = std::filesystem::path(path).filename().string();
  if (Result<Raster> r = decode_file(path); !r) p.error = r.error().message;
  else p.raster = std::move(*r);
  picture_opened(std::move(p));
}

std::string load_saved(const char* key) {
  if (g_hermetic) return {};
  std::ifstream in(config_dir() / (std::string(key) + ".txt"));
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

void save(const char* key, const std::string& value) {
  if (g_hermetic) return;
  std::filesystem::path dir = config_dir();
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  std::ofstream(dir / (std::string(key) + ".txt")) << value;
}

namespace {

// Frames on demand: sleeps in SDL_WaitEventTimeout until input arrives or a
// frame is owed (see platform.hpp), and paces animations to 60 frames a
// second where the swap does not wait for the display (Xvfb, some drivers).
// Returns false when `quit_at` (SDL ticks, 0: never) has come.
bool wait_for_frame(Uint64 quit_at, bool report) {
  static Uint64 last_start = 0;
  int ms = ms_until_frame();
  if (quit_at) {
    Uint64 now = SDL_GetTicks64();
    if (now >= quit_at) return false;
    if (ms < 0 || Uint64(ms) > quit_at - now) ms = int(quit_at - now);
  }
  if (ms != 0) {
    if (report) {
      std::printf("togglelab: at rest after %ld frames\n", frames_drawn());
      std::fflush(stdout);
    }
    SDL_WaitEventTimeout(nullptr, ms);  // nullptr: the event stays queued for frame()
    if (quit_at && SDL_GetTicks64() >= quit_at) return false;
  }
  const Uint64 frame_ms = 16;
  Uint64 now = SDL_GetTicks64();
  if (now - last_start < frame_ms) SDL_Delay(Uint32(frame_ms - (now - last_start)));
  last_start = SDL_GetTicks64();
  return true;
}

}  // namespace

int run(const Options& opt) {
  g_hermetic = !opt.screenshot_path.empty();
  if (!init(opt)) return 1;
  if (!opt.photo.empty()) open_photo_file(opt.photo.c_str());  // the app opens "Read a photo" with it
  const bool screenshot = !opt.screenshot_path.empty();
  const bool report = opt.quit_after > 0;
  const Uint64 start = SDL_GetTicks64();
  const Uint64 quit_at = report ? start + Uint64(opt.quit_after * 1000.0) : 0;
  int status = 0;
  for (int n = 1;; ++n) {
    // --screenshot draws its frames back to back: it waits for nothing.
    if (!screenshot && !wait_for_frame(quit_at, report)) break;
    bool running = frame();
    if (screenshot && n >= opt.frames) {
      status = save_screenshot(opt.screenshot_path) ? 0 : 1;
      break;
    }
    present();
    if (!running) break;
  }
  if (report) std::printf("togglelab: %ld frames drawn in %.1f s\n", frames_drawn(), double(SDL_GetTicks64() - start) / 1000.0);
  shutdown();
  return status;
}

}  // namespace tl::platform
