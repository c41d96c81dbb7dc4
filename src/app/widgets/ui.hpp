// ui.hpp: what a screen's draw is given besides its own model, and the
// widgets every screen shares. The widgets layer knows no screen and no
// `App`: a screen that draws with these can be compiled, and changed,
// without the shell's header.
//
// A draw only reads its model. What it may write goes through two sinks:
//   - Ui: this frame's record of where each labelled control was drawn (the
//     automation hook's controlRect, the headless suite's AppDriver::control);
//   - Sink<Msg> (sink.hpp): the screen's own messages for its update, which
//     the shell applies after the whole frame is drawn from the same state.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "app/shape/screen_layout.hpp"
#include "imgui.h"  // IM_FMTARGS

struct ImGuiInputTextCallbackData;
struct ImVec2;

namespace tl::app {

// A labelled control as drawn this frame, for the hook: where it is, and
// whether all of it shows (a control scrolled partly out of the panel does not).
struct ControlRect {
  std::string name;
  Rect rect;
  bool visible = true;
  bool automatic = false;  // recorded by ImGui's item hook (control_hook.cpp), not by the view
  bool text = false;       // words the hook locates (record_text), not a control to tap
};

// Every item ImGui gave an ID this frame (its item hook), named or not: the
// check that no control a person can tap goes without a rectangle.
struct DrawnItem {
  uint32_t id = 0;
  Rect rect;
  bool named = false;    // a label came with it (a button, tab, tick box, ...)
  bool visible = false;  // some of it inside its window's clip rectangle
  bool window = false;   // a child window's own item (BeginChild), not a control
  Rect clip;             // what its window showed of it: the window's clip rectangle
  uint32_t root = 0;     // the window on the screen it is in (a child's root): a sheet's items lie over the screen's
};

// Where the last ImGui item was drawn, recorded under `label` (its visible
// text up to "##"), with whether its window shows all of it.
void record_item(std::vector<ControlRect>& controls, const char* label, bool automatic);

// The frame as a draw sees it: how big a control must be, and where to
// record the controls it draws. Copied by value; it writes only to the
// frame's record it points at.
class Ui {
 public:
  Ui(bool touch, std::vector<ControlRect>& controls) : touch_(touch), controls_(&controls) {}
  // With an open list's place to report (last frame's tells the shell which
  // fingers are the list's) and the drag a finger gave it this frame.
  // `bottom_inset`: what the device keeps at the screen's foot (the home
  // bar), which a sheet along that edge leaves room for under its last row.
  Ui(bool touch, std::vector<ControlRect>& controls, Rect* choices, float choices_scroll, float bottom_inset = 0)
      : touch_(touch), controls_(&controls), choices_(choices), choices_scroll_(choices_scroll), bottom_inset_(bottom_inset) {}
  // Thumbs play (a layout with a bar, or the last pointer was a finger):
  // finger-sized targets, lists chosen by taps, nothing typed.
  bool touch() const { return touch_; }
  // The last ImGui item, under `label` (a control a test taps by name).
  void control(const char* label) const { record_item(*controls_, label, false); }
  // The last ImGui item, some words a test finds (not a control to tap).
  void text(const char* name) const;
  // A rectangle the view computed itself (a cell of a drawing, a corner
  // handle); `text`: words the hook locates, not a control to tap.
  void rect(std::string name, Rect r, bool visible = true, bool text = false) const;
  // An open list of choices (choice_list.hpp): where it is drawn, and the
  // pixels a finger's drag that began on it scrolls it by this frame.
  void choices_at(Rect r) const {
    if (choices_) *choices_ = r;
  }
  float choices_scroll() const { return choices_scroll_; }
  float bottom_inset() const { return bottom_inset_; }

 private:
  bool touch_;
  std::vector<ControlRect>* controls_;
  Rect* choices_ = nullptr;
  float choices_scroll_ = 0;
  float bottom_inset_ = 0;
};

// A number chosen by taps: label [-] value [+], each at least a finger
// wide; no field to type in (a phone would bring up no keyboard for it).
// The controls are "LABEL -" and "LABEL +". Returns the value a tap asked
// for, or `v` when none did: the caller sends it as a message.
int stepper(const Ui& ui, const char* label, int v, int lo, int hi);
// A small button beside text (Dismiss, Apply, Copy): ImGui's SmallButton
// with a mouse, a finger-sized one (44 x 44 px at least) on a touch screen.
bool small_button(bool touch, const char* label);
// The size small_button draws `label` at (a layout that makes room for one).
ImVec2 small_button_size(bool touch, const char* label);
inline bool small_button(const Ui& ui, const char* label) { return small_button(ui.touch(), label); }
// A button `width_em` wide, or as wide as its label needs where that is more
// (a label cut in its frame reads as another word), finger-high
// (kMinTouchTarget at least) on a touch screen; the Ui form records it under
// its label.
bool wide_button(bool touch, const char* label, float width_em);
inline bool wide_button(const Ui& ui, const char* label, float width_em) {
  const bool pressed = wide_button(ui.touch(), label, width_em);
  ui.control(label);
  return pressed;
}
// The size of a row of a list chosen by taps (a machine, a press shape):
// finger-high on a touch screen, ImGui's own elsewhere.
ImVec2 row_size(bool touch);
ImVec2 row_size(const Ui& ui);
// Beside the last item when a button labelled `label` still fits whole on
// its line (the panel's right edge, its scroll bar), else on the next line.
void same_line_for_button(const char* label);
// The same for a tick box labelled `label` (its box and its words).
void same_line_for_tick_box(const char* label);
// A short list chosen from a combo at most half the panel wide, its rows
// finger-high on a touch screen. Returns the entry picked this frame, or -1.
// The hook names each entry by its name, or, with `prefixed`, by the label
// and its name ("Format SVG").
int choice_combo(const Ui& ui, const char* label, int now, const std::vector<const char*>& names, bool prefixed = false);
// ImGui's text fields on a std::string (it grows as text is typed or pasted):
// pass with ImGuiInputTextFlags_CallbackResize and the string as user data.
// A screen's field edits a local copy of its model's text and sends the
// text as a message when ImGui reports a change.
int resize_string(ImGuiInputTextCallbackData* data);
// A tooltip whose words wrap at the screen's width (at most 30 em): ImGui's
// SetTooltip is one line as long as its words, which a phone cuts at its
// edge.
void tooltip(const char* fmt, ...) IM_FMTARGS(1);
// A collapsing section (ImGui's CollapsingHeader, recorded under its label);
// with `bring` (a link or a button asked for it) unfolded and scrolled to the
// top of the pane: the caller then sends the message that clears its flag,
// so that it happens once.
bool folding_header(const Ui& ui, const char* label, bool bring);
// A tick box on a value the model keeps: true when a click asks to flip it
// (ImGui's Checkbox writes through a pointer; here it writes a local).
bool tick_box(const Ui& ui, const char* label, bool on);

}  // namespace tl::app
