// app_driver.cpp: see app_driver.hpp.
#include "app_driver.hpp"

#include <algorithm>
#include <chrono>
#include <fstream>
#include <iterator>

#include "app/app_step.hpp"
#include "imgui.h"

namespace tl::app::testing {

namespace {

// The page's font (DejaVu Sans at 17 px, as src/platform/platform_sdl.cpp
// loads it), built once for every driver: each driver has its own ImGui
// context over this one atlas.
ImFontAtlas& shared_fonts() {
  static ImFontAtlas* atlas = [] {
    static std::vector<unsigned char> bytes = [] {
      std::ifstream in("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", std::ios::binary);
      return std::vector<unsigned char>(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
    }();
    auto* a = new ImFontAtlas();
    ImFontConfig cfg;
    cfg.OversampleH = 2;
    cfg.FontDataOwnedByAtlas = false;
    if (bytes.empty() || !a->AddFontFromMemoryTTF(bytes.data(), int(bytes.size()), 17.0f, &cfg)) {
      ImFontConfig def;
      def.SizePixels = 13.0f;
      a->AddFontDefault(&def);
    }
    unsigned char* pixels = nullptr;
    int w = 0, h = 0;
    a->GetTexDataAsAlpha8(&pixels, &w, &h);  // builds it: ImGui's NewFrame asserts a built atlas
    static int texture = 0;                  // no renderer: any non-null ID marks the atlas as uploaded
    a->SetTexID(&texture);
    return a;
  }();
  return *atlas;
}

}  // namespace

AppDriver::AppDriver(const DriverOptions& options)
    : size_(options.size), today_(options.today), hold_clipboard_(options.hold_clipboard) {
  ctx_ = ImGui::CreateContext(&shared_fonts());
  ImGui::SetCurrentContext(ctx_);
  ImGui::GetIO().IniFilename = nullptr;  // as the page: ImGui's settings travel as a saved key
  init_imgui();
  storage = options.saved;
  if (!options.first_visit) storage.emplace("tour", "1");
  const auto saved = [this](const char* key) {
    auto it = storage.find(key);
    return it == storage.end() ? std::string() : it->second;
  };
  app_ = std::make_unique<App>(start_app(options.link, saved, true, today_));
  app_->game.set_seed(options.seed);
  frame({}, 0.0);
}

AppDriver::~AppDriver() {
  ImGui::SetCurrentContext(ctx_);
  app_.reset();
  ImGui::DestroyContext(ctx_);
}

AppOutput AppDriver::frame(std::vector<InputEvent> events, double dt, double work_ms) {
  ImGui::SetCurrentContext(ctx_);
  time_ += dt;
  AppInput in;
  in.time = time_;
  in.today = today_;
  in.width = size_.width;
  in.height = size_.height;
  in.events = std::move(events);
  in.clipboard = clipboard;
  in.work_ms = work_ms;
  in.visible = visible;
  in.prefers_dark = prefers_dark;
  in.safe = safe;
  in.replies = std::move(replies_);
  replies_.clear();
  in.pictures_in = std::move(pictures_in);
  pictures_in.clear();
  in.photos_in = std::move(photos_in_);
  photos_in_.clear();
  in.photo_reads = std::move(photo_reads_);
  photo_reads_.clear();
  in.can_choose_files = can_choose_files;
  in.link = std::exchange(link_, std::nullopt);
  if (work_steps_) engine_steps_left_ = std::max<int64_t>(*work_steps_, -1);
  in.work_steps = std::exchange(work_steps_, std::nullopt);
  if (engine_.busy()) engine_.run(std::chrono::microseconds(int64_t(work_ms * 1000.0)), &engine_steps_left_);
  in.engine_news = engine_.take_news();
  const auto began = std::chrono::steady_clock::now();
  AppOutput out = step(*app_, in);
  step_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - began).count();
  longest_step_ms = std::max(longest_step_ms, step_ms);
  for (const engine::Ask& a : out.engine_asks) engine_.take(a);
  // As the page's loop: frames go on while the engine has work they move.
  if (engine_.busy() && engine_steps_left_ != 0) out.wants_frame = true;
  // Every frame of every headless test: the draw found the game's derived
  // values made (Midend::derive in update) and solved nothing itself.
  EXPECT_EQ(app_->frame_state.derived_in_draw, 0u)
      << "a draw made a derived value (the last: " << app_->game.last_derived() << ")";
  app_->frame_state.derived_in_draw = 0;  // said once
  for (auto& [key, value] : out.saves) storage[key] = value;
  if (out.clipboard) {
    clipboard_share = out.clipboard_share;
    if (hold_clipboard_) {
      asked_.emplace(out.clipboard_request, *out.clipboard);
    } else {
      clipboard = *out.clipboard;
      clipboard_link_at = out.clipboard_link_at;
      replies_.push_back({Request::Clipboard, out.clipboard_request, true, "", *out.clipboard});
    }
  }
  if (out.pick_picture) asked_to_pick = true;
  if (out.pick_photo) asked_to_pick_photo = out.pick_photo;
  if (out.photo_drop) {
    photos.erase(out.photo_drop);
    photos_dropped.push_back(out.photo_drop);
  }
  if (out.photo_read) {
    // The platform's reader: core's, on the photo as kept.
    PhotoReadIn r;
    r.request = out.photo_read->request;
    const auto it = photos.find(out.photo_read->photo);
    if (it == photos.end()) {
      r.error = "that photo is gone";
    } else if (Result<vision::BoardRead> read = vision::read_board(it->second, out.photo_read->options); read) {
      r.ok = true;
      r.read = std::move(*read);
    } else {
      r.error = read.error().message;
    }
    ++photo_reads;
    photo_reads_.push_back(std::move(r));
  }
  if (out.picture) {
    // The platform's save: kept here, answered in the next frame (refused
    // when `refuse_pictures` says why).
    pictures.push_back(*out.picture);
    replies_.push_back(
        {Request::Picture, out.picture->request, refuse_pictures.empty(), refuse_pictures, "/saved/" + out.picture->name});
  }
  if (out.file) {  // likewise a text file (a worksheet)
    files.push_back(*out.file);
    replies_.push_back({Request::File, out.file->request, refuse_pictures.empty(), refuse_pictures, "/saved/" + out.file->name});
  }
  if (!out.announcement.empty()) announcements.push_back(out.announcement);
  sounds.insert(sounds.end(), out.sounds.begin(), out.sounds.end());
  sound_on = out.sound_on;
  theme_css = out.theme_css;
  return out;
}

uint32_t AppDriver::open_photo(const std::string& name, vision::Image image) {
  PhotoIn p;
  p.id = ++next_photo_;
  p.name = name;
  p.width = image.width, p.height = image.height;
  photos[p.id] = std::move(image);
  photos_in_.push_back(p);
  return p.id;
}

void AppDriver::photo_error(const std::string& name, const std::string& error) {
  photos_in_.push_back({0, name, 0, 0, 0, error});
}

int AppDriver::settle(int max) {
  // ImGui's hover and layout settle over a few frames after any input (the
  // platforms draw kSettleFrames after each event); then until nothing moves.
  int n = 0;
  for (int quiet = 0; n < max && quiet < 3; ++n) {
    const AppOutput out = frame();
    quiet = out.wants_frame ? 0 : quiet + 1;
  }
  return n;
}

Json AppDriver::state() {
  ImGui::SetCurrentContext(ctx_);
  return Json::parse(state_json(*app_));
}

std::string AppDriver::screen_text() {
  app_->frame_state.capture_text = true;
  frame();
  app_->frame_state.capture_text = false;
  return app_->frame_state.text;
}

std::optional<ControlRect> AppDriver::control(const std::string& label) const {
  if (const ControlRect* c = find_control(*app_, label)) return *c;
  return std::nullopt;
}

std::optional<Rect> AppDriver::button(int button_1based) const {
  const std::size_t i = std::size_t(button_1based - 1);
  if (button_1based < 1 || i >= app_->board.button_rects.size() || app_->board.button_rects[i].w <= 0) return std::nullopt;
  return app_->board.button_rects[i];
}

void AppDriver::click_at(float x, float y, int mouse_button) {
  frame({InputEvent::mouse_move(x, y)});
  frame({InputEvent::mouse_button(mouse_button, true)});
  frame({InputEvent::mouse_button(mouse_button, false)});
  settle();
}

bool AppDriver::click(const std::string& label) {
  settle();
  const std::optional<ControlRect> c = control(label);
  if (!c) {
    last_error = "no control labelled '" + label + "' on screen";
    return false;
  }
  std::optional<ControlRect> now = c;
  // Scrolled out of the panel: as a person, turn the wheel over the panel
  // towards it (a bounded number of times).
  for (int turns = 0; now && !now->visible && turns < 60; ++turns) {
    const std::optional<ControlRect> panel = control("Panel");
    if (!panel) break;
    const float up = now->rect.y < panel->rect.y ? 1.0f : -1.0f;
    frame(
        {InputEvent::mouse_move(panel->rect.x + panel->rect.w / 2, panel->rect.y + panel->rect.h / 2), InputEvent::wheel(0, up)});
    settle();
    now = control(label);
  }
  if (!now || !now->visible) {
    last_error = "the control '" + label + "' is not wholly in sight";
    return false;
  }
  click_at(now->rect.x + now->rect.w / 2, now->rect.y + now->rect.h / 2);
  return true;
}

bool AppDriver::press(int button_1based) {
  settle();
  const std::optional<Rect> r = button(button_1based);
  if (!r) {
    last_error = "button " + std::to_string(button_1based) + " is not on screen";
    return false;
  }
  click_at(r->x + r->w / 2, r->y + r->h / 2);
  return true;
}

void AppDriver::tap_at(float x, float y) {
  const int64_t finger = next_finger_++;
  frame({InputEvent::touch(InputEvent::Kind::TouchDown, finger, x, y, time_)});
  frame({InputEvent::touch(InputEvent::Kind::TouchUp, finger, x, y, time_ + 0.05)}, 0.05);
  settle();
}

void AppDriver::key(Key k, Modifiers mods) {
  // The modifiers go up after the key, as a person's fingers leave them.
  frame({InputEvent::key_event(k, true, mods), InputEvent::key_event(k, false, mods), InputEvent::key_event(Key::None, false)});
  settle();
}

void AppDriver::type(const std::string& text) {
  frame({InputEvent::typed(text)});
  settle();
}

void AppDriver::wheel_at(float x, float y, float dy) {
  frame({InputEvent::mouse_move(x, y), InputEvent::wheel(0, dy)});
  settle();
}

void AppDriver::resize(Size size) {
  size_ = size;
  settle();
}

bool AppDriver::answer_clipboard(bool ok, const std::string& reason) {
  if (!asked_) {
    last_error = "no clipboard write is waiting for an answer";
    return false;
  }
  if (ok) clipboard = asked_->second;
  replies_.push_back({Request::Clipboard, asked_->first, ok, reason, asked_->second});
  asked_.reset();
  settle();
  return true;
}

std::optional<std::string> AppDriver::clipboard_asked() const {
  if (!asked_) return std::nullopt;
  return asked_->second;
}

bool AppDriver::load(const std::string& link) {
  link_ = link;
  const AppOutput out = frame({}, 0.0);  // the link's frame: its output answers
  settle();
  return out.link_opened.value_or(false);
}

}  // namespace tl::app::testing
