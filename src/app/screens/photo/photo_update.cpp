// photo_update.cpp: "Read a photo"'s update (photo_screen.hpp): its
// messages, the photos and reads the platform hands in, its layout, and the
// hook's view of it.
#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <string>

#include "app/screens/photo/photo_reading.hpp"
#include "core/base/json_writer.hpp"
#include "core/midend/midend.hpp"
#include "core/vision/board_turn.hpp"

namespace tl::app::photo {

namespace {

//-----------------------------------------------------------------------------
// [SECTION] The read and what it says
//-----------------------------------------------------------------------------

int doubtful_count(const Model& m) {
  int n = 0;
  for (std::size_t i = 0; i < m.read.cells.size(); ++i) n += doubtful(m, i) ? 1 : 0;
  return n;
}

// Asks the platform to read the photo with the screen's settings; the
// corners go with it once the player has placed them.
void ask_read(Model& m, PhotoRequests& out) {
  if (m.photo.id == 0) return;
  PhotoReadAsk ask;
  ask.request = ++m.request;
  ask.photo = m.photo.id;
  ask.options.rows = m.rows;
  ask.options.cols = m.cols;
  ask.options.states = m.states;
  ask.options.lit_is_dark = m.lit_is_dark;
  ask.options.guess_ink = !m.ink_known;  // a new photo's first read: paper or lamps, from its colours
  if (m.placed && m.have) ask.options.corners = m.read.corners;
  out.photo_read = ask;
  m.reading = true;
}

void say_found(Model& m) {
  const vision::BoardRead& r = m.read;
  const int doubt = doubtful_count(m);
  char line[256];
  if (r.grid_fit < 0.7 && !m.placed)
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
  m.said = line;
}

// The board's corners' bounds and a margin of a third of its side, within
// the photo: what a phone shows of a photo once its board is found.
Rect board_view(const Model& m) {
  float x0 = 1e30f, y0 = 1e30f, x1 = -1e30f, y1 = -1e30f;
  for (const vision::Point& p : m.read.corners) {
    x0 = std::min(x0, float(p.x)), y0 = std::min(y0, float(p.y));
    x1 = std::max(x1, float(p.x)), y1 = std::max(y1, float(p.y));
  }
  const float margin = std::max(x1 - x0, y1 - y0) / 3.0f, w = float(m.photo.width), h = float(m.photo.height);
  x0 = std::clamp(x0 - margin, 0.0f, w), y0 = std::clamp(y0 - margin, 0.0f, h);
  x1 = std::clamp(x1 + margin, 0.0f, w), y1 = std::clamp(y1 + margin, 0.0f, h);
  return x1 - x0 < 8 || y1 - y0 < 8 ? Rect{} : Rect{x0, y0, x1 - x0, y1 - y0};
}

// The corners for placing by hand: a square in the photo's middle, the size
// given or the game's (a guess the steppers fix).
void place_by_hand(Model& m, const Machine& in_play) {
  const double w = m.photo.width, h = m.photo.height, side = 0.6 * std::min(w, h);
  const double x0 = (w - side) / 2, y0 = (h - side) / 2;
  vision::BoardRead r;
  r.corners = {vision::Point{x0, y0}, vision::Point{x0 + side, y0}, vision::Point{x0 + side, y0 + side},
               vision::Point{x0, y0 + side}};
  const auto in_range = [](int n) { return n >= vision::kMinBoardSide && n <= vision::kMaxBoardSide; };
  r.rows = m.rows > 0 ? m.rows : in_range(in_play.rows()) ? in_play.rows() : 5;
  r.cols = m.cols > 0 ? m.cols : in_range(in_play.cols()) ? in_play.cols() : 5;
  r.cells.assign(std::size_t(r.rows * r.cols), 0);
  r.confidence.assign(r.cells.size(), 0.0);
  m.read = r;
  m.have = m.placed = true;
  m.rows = r.rows, m.cols = r.cols;
  m.said =
      "Drag the four corners onto the board's outer corners (the filled one is the top left); the lights are read "
      "when you let go.";
}

// The ID "Use this" opens (core/midend/board_rules.hpp): the lights read,
// the goal the rules' own (the rules in play: their goal now).
ToShell use_this(Model& m, const Midend& game) {
  if (!m.have || m.reading) return {};
  const Position& now = game.current().position;
  const Result<std::string> id = board_puzzle_id(m.rules, m.read.rows, m.read.cols, m.states, m.read.cells,
                                                 game.current().machine, game.machine().goal_cells(now));
  if (!id) {
    m.said = "Could not open it: " + id.error().message + ".";
    return {};
  }
  return OpenBoard{*id, m.read.rows, m.read.cols};
}

void tap_cell(Model& m, int cell) {
  if (!m.have || cell < 0 || std::size_t(cell) >= m.read.cells.size()) return;
  const std::size_t i = std::size_t(cell);
  const int a = m.read.cells[i], b = (a + 1) % m.states;
  if (m.tap_colour && m.states > 2) {  // the colour read as state a is state b: the two names swap everywhere
    for (int& c : m.read.cells) c = c == a ? b : c == b ? a : c;
    char line[120];
    std::snprintf(line, sizeof line, "The cells read as state %d are state %d now, and those read as %d are %d.", a, b, b, a);
    m.said = line;
    return;
  }
  m.read.cells[i] = b;
  if (i < m.read.confidence.size()) m.read.confidence[i] = 1.0;  // the player's word: no longer doubtful
  say_found(m);
}

// One handler per message (std::visit picks it by type).
struct Apply {
  Model& m;
  const Midend& game;
  PhotoRequests& out;

  ToShell operator()(const ChooseFile&) const { return out.pick_photo = 1, ToShell{}; }
  ToShell operator()(const TakePhoto&) const { return out.pick_photo = 2, ToShell{}; }
  ToShell operator()(const Cancel&) const { return Close{m.photo.id}; }
  ToShell operator()(const Rotate&) const {
    if (m.have && !m.reading) {
      m.read = vision::quarter_turn(m.read);  // the player's fixes (confidence 1) turn with their cells
      m.rows = m.read.rows, m.cols = m.read.cols;
      m.said = "Turned a quarter: the filled corner is the top left.";
    }
    return {};
  }
  ToShell operator()(const Mirror&) const {
    if (m.have && !m.reading) {
      m.read = vision::mirrored(m.read);
      m.said = "Mirrored: left and right swapped.";
    }
    return {};
  }
  ToShell operator()(const UseThis&) const { return use_this(m, game); }
  ToShell operator()(const ToggleInk&) const {
    m.lit_is_dark = !m.lit_is_dark;
    m.ink_known = true;
    ask_read(m, out);
    return {};
  }
  ToShell operator()(const PlaceCorners&) const {
    if (m.photo.id) place_by_hand(m, game.machine());
    return {};
  }
  ToShell operator()(const ToggleTapColour&) const { return m.tap_colour = !m.tap_colour, ToShell{}; }
  ToShell operator()(const SetRows& s) const { return size_grid(s.rows, m.read.cols); }
  ToShell operator()(const SetCols& s) const { return size_grid(m.read.rows, s.cols); }
  ToShell operator()(const SetStates& s) const {
    m.states = std::clamp(s.states, 2, 8);
    if (m.have) {
      m.rows = m.read.rows, m.cols = m.read.cols;  // the grid stays; only the lights' clusters change
      ask_read(m, out);
    }
    return {};
  }
  ToShell operator()(const PickRules& p) const {
    m.rules = BoardRules(std::clamp(int(p.rules), 0, 2));
    return {};
  }
  ToShell operator()(const TapCell& t) const { return tap_cell(m, t.cell), ToShell{}; }
  ToShell operator()(const GrabCorner& g) const { return m.dragging = std::clamp(g.corner, 0, 3), ToShell{}; }
  ToShell operator()(const MoveCorner& c) const {
    if (m.dragging == c.corner) m.read.corners[std::size_t(m.dragging)] = {double(c.x), double(c.y)};
    return {};
  }
  ToShell operator()(const DropCorner&) const {
    m.dragging = -1;
    m.placed = true;
    m.rows = m.read.rows, m.cols = m.read.cols;
    ask_read(m, out);
    return {};
  }

  ToShell size_grid(int rows, int cols) const {
    if (!m.have) return {};
    m.rows = rows, m.cols = cols;
    ask_read(m, out);
    return {};
  }
};

}  // namespace

std::vector<BoardRulesChoice> rules_choices(const Model& m, const Machine& in_play) {
  return board_rules_choices(m.read.rows, m.read.cols, m.states, &in_play);
}

//-----------------------------------------------------------------------------
// [SECTION] Update: messages, photos and reads
//-----------------------------------------------------------------------------

Model opened(int game_states, bool can_choose_files) {
  Model m;
  m.states = std::clamp(game_states, 2, 8);
  m.said = can_choose_files ? "Take a photo of the board, or choose one: the grid is found, and you confirm it."
                            : "Drop a photo of the board on this window: the grid is found, and you confirm it.";
  return m;
}

ToShell update(Model& m, const Msg& msg, const Midend& game, PhotoRequests& out) { return std::visit(Apply{m, game, out}, msg); }

void take_photo(Model& m, const PhotoIn& p, PhotoRequests& out) {
  if (!p.error.empty()) {
    m.said = "Could not read " + (p.name.empty() ? std::string("the photo") : p.name) + ": " + p.error + ".";
    return;
  }
  if (m.photo.id && m.photo.id != p.id) out.photo_drop = m.photo.id;  // the one it replaces
  const bool keep_size = m.have && m.placed;
  m.photo = p;
  m.view = Rect{};
  m.have = m.placed = m.ink_known = false;
  if (!keep_size) m.rows = m.cols = 0;
  m.said.clear();
  ask_read(m, out);
}

void take_read(Model& m, const PhotoReadIn& r) {
  if (r.request != m.request || !m.reading) return;  // an older read's answer
  m.reading = false;
  if (!r.ok) {
    if (!m.placed) m.have = false;
    m.said = r.error;  // the reader's words, as a sentence
    if (!m.said.empty()) m.said[0] = char(std::toupper(static_cast<unsigned char>(m.said[0])));
    m.said += ".";
    return;
  }
  m.read = r.read;
  m.have = true;
  m.lit_is_dark = r.read.lit_is_dark;  // as read: the guess, the first time
  m.ink_known = true;
  m.rows = r.read.rows, m.cols = r.read.cols;
  if (m.view.empty()) m.view = board_view(m);  // the first read: the board shown large, and kept while it is fixed
  say_found(m);
}

void open_failed(Model& m, const std::string& why) { m.said = why; }

Layout lay_out(const Model& m, float width, float height, const Insets& safe, float em) {
  Layout L;
  const float pad = 0.6f * em;
  const float x0 = safe.left + pad, x1 = width - safe.right - pad, y0 = safe.top + pad, y1 = height - safe.bottom - pad;
  const float title_h = finger_target(em);
  L.title = Rect{x0, y0, x1 - x0, title_h};
  const float top = y0 + title_h + pad * 0.5f;
  const bool side_by_side = x1 - x0 >= 44.0f * em;  // a desktop window: the photo left, the controls right
  const float pw = m.photo.id ? float(m.photo.width) : 4.0f, ph = m.photo.id ? float(m.photo.height) : 3.0f;
  Rect area = side_by_side ? Rect{x0, top, (x1 - x0) * 0.62f, y1 - top} : Rect{x0, top, x1 - x0, (y1 - top) * 0.5f};
  // The part shown: the view asked for, grown to the area's shape within the photo.
  Rect v = m.view.empty() ? Rect{0, 0, pw, ph} : m.view;
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

//-----------------------------------------------------------------------------
// [SECTION] The hook's view
//-----------------------------------------------------------------------------

void state_json(const Model& m, bool open, const Machine& in_play, JsonWriter& j) {
  j.key("photo").begin_object();
  j.key("open").value(open).key("photo").value(int64_t(m.photo.id)).key("name").value(m.photo.name);
  j.key("width").value(m.photo.width).key("height").value(m.photo.height);
  j.key("reading").value(m.reading).key("have").value(m.have).key("placed").value(m.placed);
  j.key("rows").value(m.read.rows).key("cols").value(m.read.cols).key("states").value(m.states);
  j.key("lit_is_dark").value(m.lit_is_dark).key("tap_colour").value(m.tap_colour);
  j.key("cells").ints(m.have ? m.read.cells : std::vector<int>{});
  std::vector<int> doubt;
  for (std::size_t i = 0; m.have && i < m.read.cells.size(); ++i)
    if (doubtful(m, i)) doubt.push_back(int(i) + 1);
  j.key("doubtful").ints(doubt);
  j.key("grid_fit").value(m.have ? m.read.grid_fit : 0.0);
  const Rect& view = m.layout.view;  // the part of the photo on screen
  j.key("view").begin_array().value(double(view.x)).value(double(view.y)).value(double(view.w)).value(double(view.h)).end_array();
  j.key("corners").begin_array();
  for (const vision::Point& p : m.read.corners) j.begin_array().value(p.x).value(p.y).end_array();
  j.end_array();
  std::string rules;  // the choice's words, as the screen shows them
  for (const BoardRulesChoice& c : rules_choices(m, in_play))
    if (c.rules == m.rules) rules = c.label;
  j.key("rules").value(rules);
  j.key("said").value(m.said);
  j.end_object();
}

}  // namespace tl::app::photo
