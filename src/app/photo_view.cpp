// photo_view.cpp: "Read a photo" (photo_view.hpp): the screen, its intents,
// the photos and reads the platform hands in, and the hook's view of it.
#include "app/photo_view.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <string>

#include "app/board_palette.hpp"
#include "app/board_view.hpp"
#include "app/panels.hpp"
#include "core/base/json_writer.hpp"
#include "core/midend/board_rules.hpp"
#include "core/vision/board_turn.hpp"
#include "imgui.h"

namespace tl::app {

namespace {

constexpr double kDoubtful = 0.5;  // a cell read with less confidence is marked "?"

//-----------------------------------------------------------------------------
// [SECTION] The read and what it says
//-----------------------------------------------------------------------------

// A cell the player fixed by a tap has confidence 1: the turns and the
// mirror move it with its cell (core/vision/board_turn.hpp).
bool doubtful(const PhotoView& v, std::size_t i) { return i < v.read.confidence.size() && v.read.confidence[i] < kDoubtful; }

int doubtful_count(const PhotoView& v) {
  int n = 0;
  for (std::size_t i = 0; i < v.read.cells.size(); ++i) n += doubtful(v, i) ? 1 : 0;
  return n;
}

// Asks the platform to read the photo with the screen's settings; the
// corners go with it once the player has placed them.
void ask_read(App& app) {
  PhotoView& v = app.photo;
  if (v.photo.id == 0) return;
  PhotoReadAsk ask;
  ask.request = ++v.request;
  ask.photo = v.photo.id;
  ask.options.rows = v.rows;
  ask.options.cols = v.cols;
  ask.options.states = v.states;
  ask.options.lit_is_dark = v.lit_is_dark;
  ask.options.guess_ink = !v.ink_known;  // a new photo's first read: paper or lamps, from its colours
  if (v.placed && v.have) ask.options.corners = v.read.corners;
  app.pending.photo_read = ask;
  v.reading = true;
}

void say_found(PhotoView& v) {
  const vision::BoardRead& r = v.read;
  const int doubt = doubtful_count(v);
  char line[256];
  if (r.grid_fit < 0.7 && !v.placed)
    std::snprintf(line, sizeof line,
                  "Read a %d x %d board, but the grid may not sit on it: drag the four corners onto the board's outer "
                  "corners (or set its rows and columns).",
                  r.rows, r.cols);
  else if (doubt > 0)
    std::snprintf(line, sizeof line, "Read a %d x %d board; %d cell%s doubtful (marked ?): tap a cell to change it.", r.rows,
                  r.cols, doubt, doubt == 1 ? "" : "s");
  else
    std::snprintf(line, sizeof line, "Read a %d x %d board. Tap a cell to change it, drag a corner to move the grid.", r.rows,
                  r.cols);
  v.said = line;
}

// The board's corners' bounds and a margin of a third of its side, within
// the photo: what a phone shows of a photo once its board is found.
Rect board_view(const PhotoView& v) {
  float x0 = 1e30f, y0 = 1e30f, x1 = -1e30f, y1 = -1e30f;
  for (const vision::Point& p : v.read.corners) {
    x0 = std::min(x0, float(p.x)), y0 = std::min(y0, float(p.y));
    x1 = std::max(x1, float(p.x)), y1 = std::max(y1, float(p.y));
  }
  const float margin = std::max(x1 - x0, y1 - y0) / 3.0f, w = float(v.photo.width), h = float(v.photo.height);
  x0 = std::clamp(x0 - margin, 0.0f, w), y0 = std::clamp(y0 - margin, 0.0f, h);
  x1 = std::clamp(x1 + margin, 0.0f, w), y1 = std::clamp(y1 + margin, 0.0f, h);
  return x1 - x0 < 8 || y1 - y0 < 8 ? Rect{} : Rect{x0, y0, x1 - x0, y1 - y0};
}

// The corners for placing by hand: a square in the photo's middle, the size
// given or the game's (a guess the steppers fix).
void place_by_hand(App& app) {
  PhotoView& v = app.photo;
  const double w = v.photo.width, h = v.photo.height, side = 0.6 * std::min(w, h);
  const double x0 = (w - side) / 2, y0 = (h - side) / 2;
  vision::BoardRead r;
  r.corners = {vision::Point{x0, y0}, vision::Point{x0 + side, y0}, vision::Point{x0 + side, y0 + side},
               vision::Point{x0, y0 + side}};
  const Machine& m = app.game.machine();
  const auto in_range = [](int n) { return n >= vision::kMinBoardSide && n <= vision::kMaxBoardSide; };
  r.rows = v.rows > 0 ? v.rows : in_range(m.rows()) ? m.rows() : 5;
  r.cols = v.cols > 0 ? v.cols : in_range(m.cols()) ? m.cols() : 5;
  r.cells.assign(std::size_t(r.rows * r.cols), 0);
  r.confidence.assign(r.cells.size(), 0.0);
  v.read = r;
  v.have = v.placed = true;
  v.rows = r.rows, v.cols = r.cols;
  v.said =
      "Drag the four corners onto the board's outer corners (the filled one is the top left); the lights are read "
      "when you let go.";
}

//-----------------------------------------------------------------------------
// [SECTION] Use this: the rules it opens with
//-----------------------------------------------------------------------------

std::vector<BoardRulesChoice> rules_choices(const App& app) {
  const PhotoView& v = app.photo;
  return board_rules_choices(v.read.rows, v.read.cols, v.states, &app.game.machine());
}

// The ID "Use this" opens (core/midend/board_rules.hpp): the lights read,
// the goal the rules' own (the rules in play: their goal now).
Result<std::string> photo_puzzle_id(const App& app) {
  const PhotoView& v = app.photo;
  const Position& now = app.game.current().position;
  return board_puzzle_id(v.rules, v.read.rows, v.read.cols, v.states, v.read.cells, app.game.current().machine,
                         app.game.machine().goal_cells(now));
}

void use_this(App& app) {
  PhotoView& v = app.photo;
  if (!v.have || v.reading) return;
  const Result<std::string> id = photo_puzzle_id(app);
  if (!id) {
    v.said = "Could not open it: " + id.error().message + ".";
    return;
  }
  if (!load(app, *id)) {  // the game keeps its message (load says what was wrong)
    v.said = app.game.message();
    return;
  }
  char line[160];
  std::snprintf(line, sizeof line, "The %d x %d board read from the photo; Undo brings back the game before it.", v.read.rows,
                v.read.cols);
  app.game.set_message(line, false);
  app.pending.photo_drop = v.photo.id;
  app.screen.pane = Pane::Play;
  app.screen.sheet_open = false;
  v = PhotoView{};
}

//-----------------------------------------------------------------------------
// [SECTION] Drawing
//-----------------------------------------------------------------------------

ImVec2 on_screen(const PhotoLayout& L, vision::Point p) {
  return ImVec2(L.photo.x + (float(p.x) - L.view.x) * L.scale, L.photo.y + (float(p.y) - L.view.y) * L.scale);
}

// Where the board's unit-square point (u, v) lies on screen.
ImVec2 grid_point(const PhotoLayout& L, const vision::Homography& h, double u, double v) { return on_screen(L, h.apply({u, v})); }

float grab_radius(const App& app) { return touch_ui(app) ? kMinTouchTarget * 0.6f : 14.0f; }

// The grid over the photo: its lines, each cell's light as read (a dot:
// filled lit, hollow unlit, the state's number with k states), a "?" ring
// on doubtful cells, and the corners as handles (the top left filled).
void draw_grid(App& app, ImDrawList* dl) {
  const PhotoView& v = app.photo;
  const PhotoLayout& L = v.layout;
  const vision::BoardRead& r = v.read;
  const std::optional<vision::Homography> h = vision::square_to_quad(r.corners);
  if (!h || r.rows <= 0 || r.cols <= 0) return;
  const ImU32 dark = IM_COL32(10, 10, 14, 230), bright = IM_COL32(255, 214, 64, 255);
  for (int pass = 0; pass < 2; ++pass) {  // a dark line under a bright one: seen on any photo
    const ImU32 col = pass == 0 ? dark : bright;
    const float thick = pass == 0 ? 3.5f : 1.5f;
    for (int i = 0; i <= r.cols; ++i)
      dl->AddLine(grid_point(L, *h, double(i) / r.cols, 0), grid_point(L, *h, double(i) / r.cols, 1), col, thick);
    for (int i = 0; i <= r.rows; ++i)
      dl->AddLine(grid_point(L, *h, 0, double(i) / r.rows), grid_point(L, *h, 1, double(i) / r.rows), col, thick);
  }
  const ImVec2 a = grid_point(L, *h, 0, 0), b = grid_point(L, *h, 1, 1);
  const float cell = std::min(std::fabs(b.x - a.x) / float(r.cols), std::fabs(b.y - a.y) / float(r.rows));
  const float dot = std::clamp(cell * 0.2f, 3.0f, 12.0f);
  for (int row = 0; row < r.rows; ++row)
    for (int c = 0; c < r.cols; ++c) {
      const std::size_t i = std::size_t(row * r.cols + c);
      const ImVec2 at = grid_point(L, *h, (c + 0.5) / r.cols, (row + 0.5) / r.rows);
      const int value = i < r.cells.size() ? r.cells[i] : 0;
      if (value > 0) {
        dl->AddCircleFilled(at, dot + 1.5f, dark);
        dl->AddCircleFilled(at, dot, v.states > 2 ? cell_colour(value, false, app.play.colour_blind, v.states) : bright);
        if (v.states > 2) {
          char n[12];
          std::snprintf(n, sizeof n, "%d", value);
          dl->AddText(ImVec2(at.x - ImGui::CalcTextSize(n).x * 0.5f, at.y + dot + 1), IM_COL32_WHITE, n);
        }
      } else {
        dl->AddCircle(at, dot, dark, 0, 3.5f);
        dl->AddCircle(at, dot, IM_COL32(240, 240, 245, 255), 0, 1.5f);
      }
      if (doubtful(v, i)) {  // a magenta ring and "?" on a dark edge: seen on red lamps and white paper alike
        const ImU32 mark = IM_COL32(255, 64, 255, 255);
        dl->AddCircle(at, dot + 5, dark, 0, 4.5f);
        dl->AddCircle(at, dot + 5, mark, 0, 2.0f);
        const ImVec2 q(at.x + dot + 3, at.y - dot - ImGui::GetTextLineHeight() * 0.7f);
        dl->AddRectFilled(ImVec2(q.x - 1, q.y), ImVec2(q.x + ImGui::CalcTextSize("?").x + 1, q.y + ImGui::GetTextLineHeight()),
                          dark, 3.0f);
        dl->AddText(q, mark, "?");
      }
      const float half = std::max(cell * 0.5f, 4.0f);
      char name[40];
      std::snprintf(name, sizeof name, "Photo cell %d,%d", row + 1, c + 1);
      app.control_rects.push_back({name, Rect{at.x - half * 0.5f, at.y - half * 0.5f, half, half}, true});
    }
  static const char* kCorner[4] = {"Corner top left", "Corner top right", "Corner bottom right", "Corner bottom left"};
  const float grab = grab_radius(app);
  for (int k = 0; k < 4; ++k) {
    const ImVec2 at = on_screen(L, r.corners[std::size_t(k)]);
    const float rad = std::min(grab * 0.55f, 11.0f);
    dl->AddCircleFilled(at, rad + 2, dark);
    dl->AddCircleFilled(at, rad, k == 0 ? bright : IM_COL32(240, 240, 245, 255));
    if (k == v.dragging) dl->AddCircle(at, grab, bright, 0, 2.0f);
    app.control_rects.push_back({kCorner[k], Rect{at.x - rad, at.y - rad, 2 * rad, 2 * rad}, true});
  }
}

// The photo and the grid, and what the pointer does on them: a press near a
// corner takes it (dragged, then read again when let go), a tap elsewhere
// changes the nearest cell's light.
void photo_area(App& app) {
  const PhotoView& v = app.photo;
  const PhotoLayout& L = v.layout;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 p0(L.photo.x, L.photo.y), p1(L.photo.right(), L.photo.bottom());
  if (v.photo.id == 0) {
    dl->AddRect(p0, p1, ImGui::GetColorU32(ImGuiCol_Border), 6.0f, 0, 2.0f);
    const char* hint = "No photo yet";
    const ImVec2 ts = ImGui::CalcTextSize(hint);
    dl->AddText(ImVec2(p0.x + (L.photo.w - ts.x) * 0.5f, p0.y + (L.photo.h - ts.y) * 0.5f),
                ImGui::GetColorU32(ImGuiCol_TextDisabled), hint);
    return;
  }
  // ImGui 1.86's texture ID is a pointer; the platform's is a GL name.
  const auto texture =
      reinterpret_cast<ImTextureID>(static_cast<uintptr_t>(v.photo.texture));  // NOLINT(performance-no-int-to-ptr): ImGui's way
  const float pw = float(std::max(v.photo.width, 1)), ph = float(std::max(v.photo.height, 1));
  if (v.photo.texture != 0)
    dl->AddImage(texture, p0, p1, ImVec2(L.view.x / pw, L.view.y / ph), ImVec2(L.view.right() / pw, L.view.bottom() / ph));
  else dl->AddRectFilled(p0, p1, IM_COL32(60, 60, 66, 255));  // a platform without textures (the headless suite)
  ImGui::SetCursorScreenPos(p0);
  const bool clicked = ImGui::InvisibleButton("photo##area", ImVec2(std::max(L.photo.w, 1.0f), std::max(L.photo.h, 1.0f)));
  app.control_rects.push_back({"Photo", L.photo, true});
  if (!v.have) return;
  dl->PushClipRect(p0, p1, true);
  draw_grid(app, dl);
  dl->PopClipRect();
  if (v.reading) return;  // the next read is on its way: nothing to change until it comes
  const ImVec2 mouse = ImGui::GetIO().MousePos;
  if (ImGui::IsItemActivated()) {
    int near = -1;
    float best = grab_radius(app);
    for (int k = 0; k < 4; ++k) {
      const ImVec2 c = on_screen(L, v.read.corners[std::size_t(k)]);
      const float d = std::hypot(c.x - mouse.x, c.y - mouse.y);
      if (d <= best) best = d, near = k;
    }
    if (near >= 0) later(app, Intent::Kind::PhotoCornerGrab, near);
  }
  if (v.dragging >= 0 && ImGui::IsItemActive()) {
    const float x = std::clamp(L.view.x + (mouse.x - L.photo.x) / L.scale, 0.0f, float(v.photo.width));
    const float y = std::clamp(L.view.y + (mouse.y - L.photo.y) / L.scale, 0.0f, float(v.photo.height));
    app.intents.push_back({Intent::Kind::PhotoCornerMove, v.dragging, x, y});
  }
  if (v.dragging >= 0 && ImGui::IsItemDeactivated()) {
    later(app, Intent::Kind::PhotoCornerDrop, v.dragging);
  } else if (clicked && v.dragging < 0) {
    // The cell whose middle is nearest the tap.
    const std::optional<vision::Homography> h = vision::square_to_quad(v.read.corners);
    if (!h) return;
    int best_cell = -1;
    float best = 1e30f;
    for (int row = 0; row < v.read.rows; ++row)
      for (int c = 0; c < v.read.cols; ++c) {
        const ImVec2 at = grid_point(L, *h, (c + 0.5) / v.read.cols, (row + 0.5) / v.read.rows);
        const float d = std::hypot(at.x - mouse.x, at.y - mouse.y);
        if (d < best) best = d, best_cell = row * v.read.cols + c;
      }
    if (best_cell >= 0) later(app, Intent::Kind::PhotoCell, best_cell);
  }
}

void action_button(App& app, const char* label, PhotoAction action, bool enabled = true) {
  const float h = touch_ui(app) ? finger_target(ImGui::GetFontSize()) : 0.0f;
  ImGui::BeginDisabled(!enabled);
  if (ImGui::Button(label, ImVec2(0, h))) later(app, Intent::Kind::Photo, int(action));
  ImGui::EndDisabled();
  record_control(app, label);
}

void photo_controls(App& app, bool can_choose) {
  const PhotoView& v = app.photo;
  ImGui::PushTextWrapPos(0.0f);
  if (v.reading) ImGui::TextDisabled("Reading the photo...");
  else if (!v.said.empty()) ImGui::TextUnformatted(v.said.c_str());
  ImGui::PopTextWrapPos();
  record_text(app, "Photo said");
  if (can_choose) {
    action_button(app, "Take a photo", PhotoAction::TakePhoto);
    same_line_for_button("Choose a photo");
    action_button(app, "Choose a photo", PhotoAction::ChooseFile);
  }
  if (v.photo.id == 0) {
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextDisabled(can_choose ? "Or drop a photo or a screenshot on the page, or paste one. It stays on this device."
                                   : "Drop a photo or a screenshot of the board on this window. It stays on this computer.");
    ImGui::PopTextWrapPos();
    return;
  }
  if (!v.have) {
    action_button(app, "Place the corners by hand", PhotoAction::PlaceCorners, !v.reading);
    return;
  }
  ImGui::BeginDisabled(v.reading);
  int rows = v.read.rows, cols = v.read.cols, states = v.states;
  if (stepper(app, "Rows", &rows, vision::kMinBoardSide, vision::kMaxBoardSide)) later(app, Intent::Kind::PhotoRows, rows);
  if (stepper(app, "Columns", &cols, vision::kMinBoardSide, vision::kMaxBoardSide)) later(app, Intent::Kind::PhotoCols, cols);
  if (stepper(app, "States", &states, 2, 8)) later(app, Intent::Kind::PhotoStates, states);
  if (v.states > 2) {
    bool colour = v.tap_colour;
    if (ImGui::Checkbox("A tap names a colour's state", &colour)) later(app, Intent::Kind::Photo, int(PhotoAction::TapColour));
    record_control(app, "A tap names a colour's state");
  }
  bool dark = v.lit_is_dark;
  if (ImGui::Checkbox("Ink marks on paper", &dark)) later(app, Intent::Kind::Photo, int(PhotoAction::Dark));
  record_control(app, "Ink marks on paper");
  action_button(app, "Rotate", PhotoAction::Rotate);
  ImGui::SameLine();
  action_button(app, "Mirror", PhotoAction::Mirror);
  const std::vector<BoardRulesChoice> choices = rules_choices(app);
  std::vector<const char*> names;
  int now = 0;
  for (std::size_t i = 0; i < choices.size(); ++i) {
    names.push_back(choices[i].label.c_str());
    if (choices[i].rules == v.rules) now = int(i);
  }
  ImGui::TextDisabled("Open as");
  for (int i = 0; i < int(names.size()); ++i) {
    if (ImGui::RadioButton(names[std::size_t(i)], i == now) && i != now)
      later(app, Intent::Kind::PhotoRulesPick, int(choices[std::size_t(i)].rules));
    record_control(app, names[std::size_t(i)]);
  }
  ImGui::EndDisabled();
}

}  // namespace

//-----------------------------------------------------------------------------
// [SECTION] The screen
//-----------------------------------------------------------------------------

void read_photo_button(App& app) { action_button(app, "Read a photo", PhotoAction::Open); }

PhotoLayout photo_layout(const App& app, float width, float height, const Insets& safe, float em) {
  PhotoLayout L;
  const float pad = 0.6f * em;
  const float x0 = safe.left + pad, x1 = width - safe.right - pad, y0 = safe.top + pad, y1 = height - safe.bottom - pad;
  const float title_h = finger_target(em);
  L.title = Rect{x0, y0, x1 - x0, title_h};
  const float top = y0 + title_h + pad * 0.5f;
  const bool side_by_side = x1 - x0 >= 44.0f * em;  // a desktop window: the photo left, the controls right
  const float pw = app.photo.photo.id ? float(app.photo.photo.width) : 4.0f,
              ph = app.photo.photo.id ? float(app.photo.photo.height) : 3.0f;
  Rect area = side_by_side ? Rect{x0, top, (x1 - x0) * 0.62f, y1 - top} : Rect{x0, top, x1 - x0, (y1 - top) * 0.5f};
  // The part shown: the view asked for, grown to the area's shape within the photo.
  Rect v = app.photo.view.empty() ? Rect{0, 0, pw, ph} : app.photo.view;
  if (v.w / v.h < area.w / area.h) {
    const float w = std::min(pw, v.h * area.w / area.h);
    v.x = std::clamp(v.x - (w - v.w) * 0.5f, 0.0f, pw - w), v.w = w;
  } else {
    const float h = std::min(ph, v.w * area.h / area.w);
    v.y = std::clamp(v.y - (h - v.h) * 0.5f, 0.0f, ph - h), v.h = h;
  }
  L.view = v;
  L.scale = std::max(std::min(area.w / v.w, area.h / v.h), 1e-3f);
  L.photo = Rect{area.x + (area.w - v.w * L.scale) * 0.5f, area.y, v.w * L.scale, v.h * L.scale};
  L.controls = side_by_side ? Rect{area.right() + pad, top, x1 - area.right() - pad, y1 - top}
                            : Rect{x0, L.photo.bottom() + pad * 0.5f, x1 - x0, y1 - L.photo.bottom() - pad * 0.5f};
  return L;
}

void photo_screen(App& app) {
  const PhotoLayout& L = app.photo.layout;
  ImGui::SetCursorScreenPos(ImVec2(L.title.x, L.title.y + (L.title.h - ImGui::GetTextLineHeight()) * 0.5f));
  ImGui::TextUnformatted("Read a photo");
  // The title row's right end: Use this (once there is a board) and Cancel,
  // always in sight, whatever the controls below scroll to.
  const auto width_of = [](const char* label) {
    return std::max(ImGui::CalcTextSize(label).x + 2.0f * ImGui::GetStyle().FramePadding.x + 8.0f, kMinTouchTarget * 1.5f);
  };
  const bool can_use = app.photo.have && !app.photo.reading;
  const float cancel_w = width_of("Cancel"), use_w = app.photo.have ? width_of("Use this") + 6.0f : 0.0f;
  if (!app.photo.photo.name.empty()) {  // the file's name, cut short before the buttons (a phone's names are long)
    ImGui::SameLine();
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const float room = L.title.right() - cancel_w - use_w - at.x - 8.0f;
    ImGui::PushClipRect(at, ImVec2(at.x + std::max(room, 0.0f), at.y + ImGui::GetTextLineHeight()), true);
    ImGui::TextDisabled("- %s", app.photo.photo.name.c_str());
    ImGui::PopClipRect();
  }
  if (app.photo.have) {
    ImGui::SetCursorScreenPos(ImVec2(L.title.right() - cancel_w - use_w, L.title.y));
    ImGui::BeginDisabled(!can_use);
    if (ImGui::Button("Use this", ImVec2(use_w - 6.0f, L.title.h))) later(app, Intent::Kind::Photo, int(PhotoAction::UseThis));
    ImGui::EndDisabled();
    record_control(app, "Use this");
  }
  ImGui::SetCursorScreenPos(ImVec2(L.title.right() - cancel_w, L.title.y));
  if (ImGui::Button("Cancel", ImVec2(cancel_w, L.title.h))) later(app, Intent::Kind::Photo, int(PhotoAction::Cancel));
  record_control(app, "Cancel");
  photo_area(app);
  ImGui::SetCursorScreenPos(ImVec2(L.controls.x, L.controls.y));
  ImGui::BeginChild("photo controls", ImVec2(L.controls.w, L.controls.h));
  if (app.screen.gestures.scroll_y != 0.0f)  // a finger's drag that began here scrolls it
    ImGui::SetScrollY(std::clamp(ImGui::GetScrollY() + app.screen.gestures.scroll_y, 0.0f, ImGui::GetScrollMaxY()));
  const ImVec2 pad = ImGui::GetStyle().FramePadding;
  if (touch_ui(app))
    ImGui::PushStyleVar(ImGuiStyleVar_FramePadding,
                        ImVec2(pad.x, std::max(pad.y, 0.5f * (kMinTouchTarget - ImGui::GetFontSize()))));
  photo_controls(app, app.screen.can_choose_files);
  if (touch_ui(app)) ImGui::PopStyleVar();
  ImGui::EndChild();
}

//-----------------------------------------------------------------------------
// [SECTION] Input: photos, reads and intents
//-----------------------------------------------------------------------------

void take_photos(App& app, const AppInput& in) {
  PhotoView& v = app.photo;
  for (const PhotoIn& p : in.photos_in) {
    // A photo given with the screen closed (the desktop's --photo, a photo
    // pasted on the page) opens it.
    if (!v.open) photo_intent(app, {Intent::Kind::Photo, int(PhotoAction::Open)});
    if (!p.error.empty()) {
      v.said = "Could not read " + (p.name.empty() ? std::string("the photo") : p.name) + ": " + p.error + ".";
      continue;
    }
    if (v.photo.id && v.photo.id != p.id) app.pending.photo_drop = v.photo.id;  // the one it replaces
    const bool keep_size = v.have && v.placed;
    v.photo = p;
    v.view = Rect{};
    v.have = v.placed = v.ink_known = false;
    if (!keep_size) v.rows = v.cols = 0;
    v.said.clear();
    ask_read(app);
  }
  for (const PhotoReadIn& r : in.photo_reads) {
    if (r.request != v.request || !v.reading) continue;  // an older read's answer
    v.reading = false;
    if (!r.ok) {
      if (!v.placed) v.have = false;
      v.said = r.error;  // the reader's words, as a sentence
      if (!v.said.empty()) v.said[0] = char(std::toupper(static_cast<unsigned char>(v.said[0])));
      v.said += ".";
      continue;
    }
    v.read = r.read;
    v.have = true;
    v.lit_is_dark = r.read.lit_is_dark;  // as read: the guess, the first time
    v.ink_known = true;
    v.rows = r.read.rows, v.cols = r.read.cols;
    if (v.view.empty()) v.view = board_view(v);  // the first read: the board shown large, and kept while it is fixed
    say_found(v);
  }
}

void photo_intent(App& app, const Intent& intent) {
  PhotoView& v = app.photo;
  switch (intent.kind) {
    case Intent::Kind::Photo:
      switch (PhotoAction(intent.value)) {
        case PhotoAction::Open:
          v = PhotoView{};
          v.open = true;
          v.states = std::clamp(app.game.machine().states(), 2, 8);
          v.said = app.screen.can_choose_files
                       ? "Take a photo of the board, or choose one: the grid is found, and you confirm it."
                       : "Drop a photo of the board on this window: the grid is found, and you confirm it.";
          break;
        case PhotoAction::ChooseFile: app.pending.pick_photo = 1; break;
        case PhotoAction::TakePhoto: app.pending.pick_photo = 2; break;
        case PhotoAction::Cancel:
          if (v.photo.id) app.pending.photo_drop = v.photo.id;
          v = PhotoView{};
          break;
        case PhotoAction::Rotate:
          if (v.have && !v.reading) {
            v.read = vision::quarter_turn(v.read);  // the player's fixes (confidence 1) turn with their cells
            v.rows = v.read.rows, v.cols = v.read.cols;
            v.said = "Turned a quarter: the filled corner is the top left.";
          }
          break;
        case PhotoAction::Mirror:
          if (v.have && !v.reading) {
            v.read = vision::mirrored(v.read);
            v.said = "Mirrored: left and right swapped.";
          }
          break;
        case PhotoAction::UseThis: use_this(app); break;
        case PhotoAction::Dark:
          v.lit_is_dark = !v.lit_is_dark;
          v.ink_known = true;
          ask_read(app);
          break;
        case PhotoAction::PlaceCorners:
          if (v.photo.id) place_by_hand(app);
          break;
        case PhotoAction::TapColour: v.tap_colour = !v.tap_colour; break;
      }
      break;
    case Intent::Kind::PhotoRows:
    case Intent::Kind::PhotoCols:
      if (!v.have) break;
      v.rows = intent.kind == Intent::Kind::PhotoRows ? intent.value : v.read.rows;
      v.cols = intent.kind == Intent::Kind::PhotoCols ? intent.value : v.read.cols;
      ask_read(app);
      break;
    case Intent::Kind::PhotoStates:
      v.states = std::clamp(intent.value, 2, 8);
      if (v.have) {
        v.rows = v.read.rows, v.cols = v.read.cols;  // the grid stays; only the lights' clusters change
        ask_read(app);
      }
      break;
    case Intent::Kind::PhotoRulesPick: v.rules = BoardRules(std::clamp(intent.value, 0, 2)); break;
    case Intent::Kind::PhotoCell:
      if (v.have && intent.value >= 0 && std::size_t(intent.value) < v.read.cells.size()) {
        const std::size_t i = std::size_t(intent.value);
        const int a = v.read.cells[i], b = (a + 1) % v.states;
        if (v.tap_colour && v.states > 2) {  // the colour read as state a is state b: the two names swap everywhere
          for (int& c : v.read.cells) c = c == a ? b : c == b ? a : c;
          char line[120];
          std::snprintf(line, sizeof line, "The cells read as state %d are state %d now, and those read as %d are %d.", a, b, b,
                        a);
          v.said = line;
          break;
        }
        v.read.cells[i] = b;
        if (i < v.read.confidence.size()) v.read.confidence[i] = 1.0;  // the player's word: no longer doubtful
        say_found(v);
      }
      break;
    case Intent::Kind::PhotoCornerGrab: v.dragging = std::clamp(intent.value, 0, 3); break;
    case Intent::Kind::PhotoCornerMove:
      if (v.dragging == intent.value) v.read.corners[std::size_t(v.dragging)] = {double(intent.x), double(intent.y)};
      break;
    case Intent::Kind::PhotoCornerDrop:
      v.dragging = -1;
      v.placed = true;
      v.rows = v.read.rows, v.cols = v.read.cols;
      ask_read(app);
      break;
    default: break;
  }
}

void photo_state_json(const App& app, JsonWriter& j) {
  const PhotoView& v = app.photo;
  j.key("photo").begin_object();
  j.key("open").value(v.open).key("photo").value(int64_t(v.photo.id)).key("name").value(v.photo.name);
  j.key("width").value(v.photo.width).key("height").value(v.photo.height);
  j.key("reading").value(v.reading).key("have").value(v.have).key("placed").value(v.placed);
  j.key("rows").value(v.read.rows).key("cols").value(v.read.cols).key("states").value(v.states);
  j.key("lit_is_dark").value(v.lit_is_dark).key("tap_colour").value(v.tap_colour);
  j.key("cells").ints(v.have ? v.read.cells : std::vector<int>{});
  std::vector<int> doubt;
  for (std::size_t i = 0; v.have && i < v.read.cells.size(); ++i)
    if (doubtful(v, i)) doubt.push_back(int(i) + 1);
  j.key("doubtful").ints(doubt);
  j.key("grid_fit").value(v.have ? v.read.grid_fit : 0.0);
  const Rect& view = v.layout.view;  // the part of the photo on screen
  j.key("view").begin_array().value(double(view.x)).value(double(view.y)).value(double(view.w)).value(double(view.h)).end_array();
  j.key("corners").begin_array();
  for (const vision::Point& p : v.read.corners) j.begin_array().value(p.x).value(p.y).end_array();
  j.end_array();
  std::string rules;  // the choice's words, as the screen shows them
  for (const BoardRulesChoice& c : rules_choices(app))
    if (c.rules == v.rules) rules = c.label;
  j.key("rules").value(rules);
  j.key("said").value(v.said);
  j.end_object();
}

}  // namespace tl::app
