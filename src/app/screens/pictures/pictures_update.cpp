// pictures_update.cpp: "Pictures and matrices"' update (pictures_screen.hpp):
// its messages, the pictures the platform opened, the answers to saves.
#include <algorithm>

#include "app/screens/pictures/pictures_screen.hpp"
#include "core/base/json_writer.hpp"
#include "core/midend/midend.hpp"
#include "core/picture/matrix_in.hpp"

namespace tl::app::pictures {

namespace {

void save(Model& m, Context& c) {
  Result<Picture> pic =
      draw_picture(c.game.machine(), c.game.current().position, m.what, m.format, m.plain ? plain_palette() : c.theme);
  if (!pic) {
    m.said = "No picture: " + pic.error().message + ".";
    c.game.set_message(m.said, true);
    return;
  }
  PictureFile f;
  f.request = ++m.last_id;
  f.name = pic->file_name;
  f.svg = std::move(pic->svg);
  f.raster = std::move(pic->raster);
  c.out.picture = std::move(f);
  m.waiting = true;
}

void refuse(Model& m, Midend& game, const std::string& said) {
  m.said = said;
  game.set_message(m.said, true);
}

// A matrix read, played as custom rules on the board in play's shape when
// it has a cell a row, else a square or a row; `from` names it in the message.
void play_rules(Model& m, Midend& game, const ModMatrix& a, const std::string& from) {
  const Machine& in_play = game.machine();
  auto [rows, cols] = board_for_cells(a.rows());
  if (in_play.cell_layout() == nullptr && in_play.rows() * in_play.cols() == a.rows())
    rows = in_play.rows(), cols = in_play.cols();
  const Result<Puzzle> p = rules_from_matrix(a, rows, cols, Surface::Page);
  if (!p) return refuse(m, game, "That matrix is not played: " + p.error().message + ".");
  if (!game.load(p->id())) return;  // load says what went wrong
  m.said = "Custom rules from " + from + ", mod " + std::to_string(a.k()) + ": " + std::to_string(a.rows()) + " buttons on a " +
           std::to_string(rows) + "x" + std::to_string(cols) + " board.";
  game.set_message(m.said, false);
}

int modulus(const Midend& game) { return std::max(2, game.machine().linear_modulus()); }

struct Apply {
  Model& m;
  Context& c;
  void operator()(const PickSubject& p) const { m.what = PictureSubject(std::clamp(int(p.what), 0, 3)); }
  void operator()(const PickFormat& p) const { m.format = PictureFormat(std::clamp(int(p.format), 0, 1)); }
  void operator()(const SetPlain& p) const { m.plain = p.plain; }
  void operator()(const Save&) const { save(m, c); }
  void operator()(const EditMatrix& e) const { m.matrix = e.text; }
  void operator()(const PlayMatrix&) const {
    const Result<ModMatrix> a = matrix_from_text(m.matrix, modulus(c.game));
    if (!a) return refuse(m, c.game, "That matrix is not played: " + a.error().message + ".");
    play_rules(m, c.game, *a, "your matrix");
  }
  void operator()(const OpenPicture&) const { c.out.pick_picture = true; }
};

}  // namespace

void update(Model& m, const Msg& msg, Context& c) { std::visit(Apply{m, c}, msg); }

void take_pictures(Model& m, const std::vector<PictureIn>& pictures, Context& c) {
  for (const PictureIn& in : pictures) {
    if (!in.error.empty()) {
      refuse(m, c.game, "Could not read " + (in.name.empty() ? std::string("the picture") : in.name) + ": " + in.error + ".");
      continue;
    }
    const int k = modulus(c.game);
    // Black on white or the theme's colours: whichever the pixels are nearer.
    long plain_off = 0, theme_off = 0;
    Result<ModMatrix> plain = matrix_from_raster(in.raster, k, plain_palette(), &plain_off);
    if (!plain) {
      refuse(m, c.game, "Could not read " + in.name + " as a matrix: " + plain.error().message + ".");
      continue;
    }
    const Result<ModMatrix> themed = matrix_from_raster(in.raster, k, c.theme, &theme_off);
    const bool theme_nearer = themed && theme_off < plain_off;
    play_rules(m, c.game, theme_nearer ? *themed : *plain, in.name);
  }
}

void saved(Model& m, uint32_t id, bool ok, const std::string& where, const std::string& why, Midend& game) {
  if (id != m.last_id || !m.waiting) return;  // an older save's answer
  m.waiting = false;
  m.said = ok ? "Saved " + where + "." : "Could not save the picture: " + why + ".";
  game.set_message(m.said, !ok);
}

void state_json(const Model& m, JsonWriter& j) {
  j.key("pictures").begin_object();
  j.key("what").value(subject_label(m.what)).key("format").value(format_label(m.format));
  j.key("plain").value(m.plain).key("waiting").value(m.waiting).key("said").value(m.said);
  j.end_object();
}

}  // namespace tl::app::pictures
