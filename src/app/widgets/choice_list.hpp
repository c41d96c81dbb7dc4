// choice_list.hpp: a field that opens a list of choices (a topology, a press
// shape, a theme, a series). With a mouse it is ImGui's combo. On a touch
// screen the list opens as a sheet along the screen's bottom edge: rows a
// finger high (44 px at least), the chosen row in view, scrolled by the
// finger's own drag and glide (a drag that starts on the sheet belongs to
// it, and a drag never picks a row: only a tap does), closed by a tap on a
// row, on Close, or outside it. ImGui's combo popup shows four rows and
// leaves a finger's drag to the panel behind it, which rides the popup
// along: on a phone its lower rows could not be picked at all.
//
//   ChoiceList list(ui, "Topology", now_title, width, "Topology");
//   if (list) for (...) if (list.row(title, chosen)) send(...);
//
// The destructor closes what the constructor opened.
#pragma once

#include "app/widgets/ui.hpp"

namespace tl::app {

class ChoiceList {
 public:
  // `label` is ImGui's (its text up to "##" shows beside the field); the
  // hook records the field under `name` (the label's text when null).
  ChoiceList(const Ui& ui, const char* label, const char* preview, float width, const char* name = nullptr);
  ~ChoiceList();
  ChoiceList(const ChoiceList&) = delete;
  ChoiceList& operator=(const ChoiceList&) = delete;

  // Whether the list is open this frame: its rows are to be drawn.
  explicit operator bool() const { return open_; }
  // One row; true when it was picked this frame. The hook names it `name`
  // (its text when null).
  bool row(const char* text, bool chosen, const char* name = nullptr);

 private:
  Ui ui_;
  const char* name_;
  bool sheet_ = false;  // the touch screen's sheet (else ImGui's combo)
  bool open_ = false;
  int opened_frames_ = 0;  // frames the sheet has shown before this one
};

}  // namespace tl::app
