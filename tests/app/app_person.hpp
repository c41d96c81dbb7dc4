// app_person.hpp: what a person does beyond the driver's own actions, as
// free functions over its public API (app_driver.hpp), for the tests that
// replace the browser's Why, links, wires and progress files: a click at a
// point inside a control (a bar of a plot, a cell of a pattern), a finger's
// tap on a control or a button, frames until the state says something, and
// the solver's answer for an ID as the CLI's `solve` gives it.
#pragma once

#include <gtest/gtest.h>

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "app_driver.hpp"
#include "core/registry/registry.hpp"

namespace tl::app::testing {

// The control of that label, scrolled whole into sight as a person turns the
// wheel over the panel (as AppDriver::click does), or nullopt.
inline std::optional<ControlRect> in_sight(AppDriver& d, const std::string& label) {
  d.settle();
  std::optional<ControlRect> c = d.control(label);
  // Whole turns while it is far; a quarter turn once it overlaps the panel
  // (a whole turn, two thirds of a 119 px panel, can step over the place
  // where a control nearly as high as the panel shows whole).
  for (int turns = 0; c && !c->visible && turns < 120; ++turns) {
    const std::optional<ControlRect> panel = d.control("Panel");
    if (!panel) break;
    const Rect& p = panel->rect;
    const bool near = c->rect.y < p.bottom() && c->rect.bottom() > p.y;
    const float turn = near ? 0.25f : 1.0f;
    d.wheel_at(p.x + p.w / 2, p.y + p.h / 2, c->rect.y < p.y ? turn : -turn);
    c = d.control(label);
  }
  if (c && !c->visible) return std::nullopt;
  return c;
}

// One turn of the wheel down over the panel; false at the pane's end (nothing
// moved). A walk over a pane checks each screen, then turns until false.
inline bool wheel_panel_down(AppDriver& d) {
  const std::optional<ControlRect> panel = d.control("Panel");
  if (!panel) return false;
  auto where_all = [&d] {
    std::string at;
    for (const ControlRect& c : d.app().control_rects) at += c.name + std::to_string(int(c.rect.y)) + ";";
    return at;
  };
  const std::string before = where_all();
  d.wheel_at(panel->rect.x + panel->rect.w / 2, panel->rect.y + panel->rect.h / 2, -1.0f);
  d.settle();
  return where_all() != before;
}

// A click at (fx, fy) of the control's width and height (0..1 each).
inline bool click_inside(AppDriver& d, const std::string& label, float fx, float fy) {
  const std::optional<ControlRect> c = in_sight(d, label);
  if (!c) return false;
  d.click_at(c->rect.x + fx * c->rect.w, c->rect.y + fy * c->rect.h);
  return true;
}

// A finger's tap on the middle of a labelled control, or of button b (1-based).
inline bool tap(AppDriver& d, const std::string& label) {
  const std::optional<ControlRect> c = in_sight(d, label);
  if (!c) return false;
  d.tap_at(c->rect.x + c->rect.w / 2, c->rect.y + c->rect.h / 2);
  return true;
}
inline bool tap_button(AppDriver& d, int button_1based) {
  d.settle();
  const std::optional<Rect> r = d.button(button_1based);
  if (!r) return false;
  d.tap_at(r->x + r->w / 2, r->y + r->h / 2);
  return true;
}

// Frames (with their slice of background work) until `until` holds of the
// state, at most `max_frames`; the last state read.
inline Json frames_until(AppDriver& d, const std::function<bool(const Json&)>& until, int max_frames = 5000) {
  Json s = d.state();
  for (int i = 0; i < max_frames && !until(s); ++i) {
    d.frame();
    s = d.state();
  }
  d.settle();
  return d.state();
}

// The fewest presses for an ID, 1-based, as `togglelab solve ID --json`
// prints them: the core's solver on the parsed ID, apart from the app.
inline std::vector<int> solver_presses(const std::string& id) {
  const Result<Puzzle> p = parse_puzzle_id(id);
  EXPECT_TRUE(p) << "the ID parses: " << id;
  if (!p) return {};
  std::vector<int> presses;
  for (int b : p->machine->solve(p->position).presses) presses.push_back(b + 1);
  return presses;
}

// A JSON array of ints, as a vector; a JSON string, as a string (compared
// as strings: GCC 12 warns falsely on a json compared with a char literal).
inline std::vector<int> ints(const Json& a) { return a.get<std::vector<int>>(); }
inline std::string str(const Json& s) { return s.is_string() ? s.get<std::string>() : s.dump(); }
// The head of the ID in play (its rules, without the lights): "lightsout5x5-moebius".
inline std::string head_of(const Json& s) {
  const std::string id = s["id"].get<std::string>();
  return id.substr(0, id.find(':'));
}

}  // namespace tl::app::testing
