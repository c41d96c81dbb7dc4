// photo_draw.cpp: "Read a photo"'s view (photo_screen.hpp). It reads the
// model and sends messages; where it drew each control goes to the frame's
// record (Ui). Nothing here changes the model.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <optional>
#include <string>

#include "app/screens/photo/photo_reading.hpp"
#include "core/vision/homography.hpp"
#include "imgui.h"

namespace tl::app::photo {

namespace {

ImVec2 on_screen(const Layout& L, vision::Point p) {
  return ImVec2(L.photo.x + (float(p.x) - L.view.x) * L.scale, L.photo.y + (float(p.y) - L.view.y) * L.scale);
}

// Where the board's unit-square point (u, v) lies on screen.
ImVec2 grid_point(const Layout& L, const vision::Homography& h, double u, double v) { return on_screen(L, h.apply({u, v})); }

float grab_radius(const Ui& ui) { return ui.touch() ? kMinTouchTarget * 0.6f : 14.0f; }

// The grid over the photo: its lines, each cell's light as read (a dot:
// filled lit, hollow unlit, the state's number with k states), a "?" ring
// on doubtful cells, and the corners as handles (the top left filled).
void draw_grid(const Model& m, const Look& look, const Ui& ui, ImDrawList* dl) {
  const Layout& L = m.layout;
  const vision::BoardRead& r = m.read;
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
        const bool k_states = m.states > 2 && std::size_t(value) < look.state_fill.size();
        dl->AddCircleFilled(at, dot + 1.5f, dark);
        dl->AddCircleFilled(at, dot, k_states ? look.state_fill[std::size_t(value)] : bright);
        if (m.states > 2) {
          char n[12];
          std::snprintf(n, sizeof n, "%d", value);
          dl->AddText(ImVec2(at.x - ImGui::CalcTextSize(n).x * 0.5f, at.y + dot + 1), IM_COL32_WHITE, n);
        }
      } else {
        dl->AddCircle(at, dot, dark, 0, 3.5f);
        dl->AddCircle(at, dot, IM_COL32(240, 240, 245, 255), 0, 1.5f);
      }
      if (doubtful(m, i)) {  // a magenta ring and "?" on a dark edge: seen on red lamps and white paper alike
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
      ui.rect(name, Rect{at.x - half * 0.5f, at.y - half * 0.5f, half, half});
    }
  static const char* kCorner[4] = {"Corner top left", "Corner top right", "Corner bottom right", "Corner bottom left"};
  const float grab = grab_radius(ui);
  for (int k = 0; k < 4; ++k) {
    const ImVec2 at = on_screen(L, r.corners[std::size_t(k)]);
    const float rad = std::min(grab * 0.55f, 11.0f);
    dl->AddCircleFilled(at, rad + 2, dark);
    dl->AddCircleFilled(at, rad, k == 0 ? bright : IM_COL32(240, 240, 245, 255));
    if (k == m.dragging) dl->AddCircle(at, grab, bright, 0, 2.0f);
    ui.rect(kCorner[k], Rect{at.x - rad, at.y - rad, 2 * rad, 2 * rad});
  }
}

// The photo and the grid, and what the pointer does on them: a press near a
// corner takes it (dragged, then read again when let go), a tap elsewhere
// changes the nearest cell's light.
void photo_area(const Model& m, const Look& look, const Ui& ui, const Sink<Msg>& send) {
  const Layout& L = m.layout;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 p0(L.photo.x, L.photo.y), p1(L.photo.right(), L.photo.bottom());
  if (m.photo.id == 0) {
    dl->AddRect(p0, p1, ImGui::GetColorU32(ImGuiCol_Border), 6.0f, 0, 2.0f);
    const char* hint = "No photo yet";
    const ImVec2 ts = ImGui::CalcTextSize(hint);
    dl->AddText(ImVec2(p0.x + (L.photo.w - ts.x) * 0.5f, p0.y + (L.photo.h - ts.y) * 0.5f),
                ImGui::GetColorU32(ImGuiCol_TextDisabled), hint);
    return;
  }
  // ImGui 1.86's texture ID is a pointer; the platform's is a GL name.
  const auto texture =
      reinterpret_cast<ImTextureID>(static_cast<uintptr_t>(m.photo.texture));  // NOLINT(performance-no-int-to-ptr): ImGui's way
  const float pw = float(std::max(m.photo.width, 1)), ph = float(std::max(m.photo.height, 1));
  if (m.photo.texture != 0)
    dl->AddImage(texture, p0, p1, ImVec2(L.view.x / pw, L.view.y / ph), ImVec2(L.view.right() / pw, L.view.bottom() / ph));
  else dl->AddRectFilled(p0, p1, IM_COL32(60, 60, 66, 255));  // a platform without textures (the headless suite)
  ImGui::SetCursorScreenPos(p0);
  const bool clicked = ImGui::InvisibleButton("photo##area", ImVec2(std::max(L.photo.w, 1.0f), std::max(L.photo.h, 1.0f)));
  ui.rect("Photo", L.photo);
  if (!m.have) return;
  dl->PushClipRect(p0, p1, true);
  draw_grid(m, look, ui, dl);
  dl->PopClipRect();
  if (m.reading) return;  // the next read is on its way: nothing to change until it comes
  const ImVec2 mouse = ImGui::GetIO().MousePos;
  if (ImGui::IsItemActivated()) {
    int near = -1;
    float best = grab_radius(ui);
    for (int k = 0; k < 4; ++k) {
      const ImVec2 c = on_screen(L, m.read.corners[std::size_t(k)]);
      const float d = std::hypot(c.x - mouse.x, c.y - mouse.y);
      if (d <= best) best = d, near = k;
    }
    if (near >= 0) send.send(GrabCorner{near});
  }
  if (m.dragging >= 0 && ImGui::IsItemActive()) {
    const float x = std::clamp(L.view.x + (mouse.x - L.photo.x) / L.scale, 0.0f, float(m.photo.width));
    const float y = std::clamp(L.view.y + (mouse.y - L.photo.y) / L.scale, 0.0f, float(m.photo.height));
    send.send(MoveCorner{m.dragging, x, y});
  }
  if (m.dragging >= 0 && ImGui::IsItemDeactivated()) {
    send.send(DropCorner{m.dragging});
  } else if (clicked && m.dragging < 0) {
    // The cell whose middle is nearest the tap.
    const std::optional<vision::Homography> h = vision::square_to_quad(m.read.corners);
    if (!h) return;
    int best_cell = -1;
    float best = 1e30f;
    for (int row = 0; row < m.read.rows; ++row)
      for (int c = 0; c < m.read.cols; ++c) {
        const ImVec2 at = grid_point(L, *h, (c + 0.5) / m.read.cols, (row + 0.5) / m.read.rows);
        const float d = std::hypot(at.x - mouse.x, at.y - mouse.y);
        if (d < best) best = d, best_cell = row * m.read.cols + c;
      }
    if (best_cell >= 0) send.send(TapCell{best_cell});
  }
}

void action_button(const Ui& ui, const Sink<Msg>& send, const char* label, Msg msg, bool enabled = true) {
  const float h = ui.touch() ? finger_target(ImGui::GetFontSize()) : 0.0f;
  ImGui::BeginDisabled(!enabled);
  if (ImGui::Button(label, ImVec2(0, h))) send.send(msg);
  ImGui::EndDisabled();
  ui.control(label);
}

void controls(const Model& m, const Machine& in_play, const Look& look, const Ui& ui, const Sink<Msg>& send) {
  ImGui::PushTextWrapPos(0.0f);
  if (m.reading) ImGui::TextDisabled("Reading the photo...");
  else if (!m.said.empty()) ImGui::TextUnformatted(m.said.c_str());
  ImGui::PopTextWrapPos();
  ui.text("Photo said");
  if (look.can_choose_files) {
    action_button(ui, send, "Take a photo", TakePhoto{});
    same_line_for_button("Choose a photo");
    action_button(ui, send, "Choose a photo", ChooseFile{});
  }
  if (m.photo.id == 0) {
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextDisabled(look.can_choose_files
                            ? "Or drop a photo or a screenshot on the page, or paste one. It stays on this device."
                            : "Drop a photo or a screenshot of the board on this window. It stays on this computer.");
    ImGui::PopTextWrapPos();
    return;
  }
  if (!m.have) {
    action_button(ui, send, "Place the corners by hand", PlaceCorners{}, !m.reading);
    return;
  }
  ImGui::BeginDisabled(m.reading);
  if (const int rows = stepper(ui, "Rows", m.read.rows, vision::kMinBoardSide, vision::kMaxBoardSide); rows != m.read.rows)
    send.send(SetRows{rows});
  if (const int cols = stepper(ui, "Columns", m.read.cols, vision::kMinBoardSide, vision::kMaxBoardSide); cols != m.read.cols)
    send.send(SetCols{cols});
  if (const int states = stepper(ui, "States", m.states, 2, 8); states != m.states) send.send(SetStates{states});
  if (m.states > 2 && tick_box(ui, "A tap names a colour's state", m.tap_colour)) send.send(ToggleTapColour{});
  if (tick_box(ui, "Ink marks on paper", m.lit_is_dark)) send.send(ToggleInk{});
  action_button(ui, send, "Rotate", Rotate{});
  ImGui::SameLine();
  action_button(ui, send, "Mirror", Mirror{});
  const std::vector<BoardRulesChoice> choices = rules_choices(m, in_play);
  ImGui::TextDisabled("Open as");
  std::size_t now = 0;  // the first when the rules picked are not offered here
  for (std::size_t i = 0; i < choices.size(); ++i)
    if (choices[i].rules == m.rules) now = i;
  for (std::size_t i = 0; i < choices.size(); ++i) {
    if (ImGui::RadioButton(choices[i].label.c_str(), i == now) && i != now) send.send(PickRules{choices[i].rules});
    ui.control(choices[i].label.c_str());
  }
  ImGui::EndDisabled();
}

}  // namespace

//-----------------------------------------------------------------------------
// [SECTION] The screen
//-----------------------------------------------------------------------------

void draw(const Model& m, const Machine& in_play, const Look& look, const Ui& ui, Sink<Msg> send) {
  const Layout& L = m.layout;
  ImGui::SetCursorScreenPos(ImVec2(L.title.x, L.title.y + (L.title.h - ImGui::GetTextLineHeight()) * 0.5f));
  ImGui::TextUnformatted("Read a photo");
  // The title row's right end: Use this (once there is a board) and Cancel,
  // always in sight, whatever the controls below scroll to.
  const auto width_of = [](const char* label) {
    return std::max(ImGui::CalcTextSize(label).x + 2.0f * ImGui::GetStyle().FramePadding.x + 8.0f, kMinTouchTarget * 1.5f);
  };
  const bool can_use = m.have && !m.reading;
  const float cancel_w = width_of("Cancel"), use_w = m.have ? width_of("Use this") + 6.0f : 0.0f;
  if (!m.photo.name.empty()) {  // the file's name, cut short before the buttons (a phone's names are long)
    ImGui::SameLine();
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const float room = L.title.right() - cancel_w - use_w - at.x - 8.0f;
    ImGui::PushClipRect(at, ImVec2(at.x + std::max(room, 0.0f), at.y + ImGui::GetTextLineHeight()), true);
    ImGui::TextDisabled("- %s", m.photo.name.c_str());
    ImGui::PopClipRect();
  }
  if (m.have) {
    ImGui::SetCursorScreenPos(ImVec2(L.title.right() - cancel_w - use_w, L.title.y));
    ImGui::BeginDisabled(!can_use);
    if (ImGui::Button("Use this", ImVec2(use_w - 6.0f, L.title.h))) send.send(UseThis{});
    ImGui::EndDisabled();
    ui.control("Use this");
  }
  ImGui::SetCursorScreenPos(ImVec2(L.title.right() - cancel_w, L.title.y));
  if (ImGui::Button("Cancel", ImVec2(cancel_w, L.title.h))) send.send(Cancel{});
  ui.control("Cancel");
  photo_area(m, look, ui, send);
  ImGui::SetCursorScreenPos(ImVec2(L.controls.x, L.controls.y));
  ImGui::BeginChild("photo controls", ImVec2(L.controls.w, L.controls.h));
  if (look.scroll_y != 0.0f)  // a finger's drag that began here scrolls it
    ImGui::SetScrollY(std::clamp(ImGui::GetScrollY() + look.scroll_y, 0.0f, ImGui::GetScrollMaxY()));
  const ImVec2 pad = ImGui::GetStyle().FramePadding;
  if (ui.touch())
    ImGui::PushStyleVar(ImGuiStyleVar_FramePadding,
                        ImVec2(pad.x, std::max(pad.y, 0.5f * (kMinTouchTarget - ImGui::GetFontSize()))));
  controls(m, in_play, look, ui, send);
  if (ui.touch()) ImGui::PopStyleVar();
  ImGui::EndChild();
}

}  // namespace tl::app::photo
