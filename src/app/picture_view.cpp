// picture_view.cpp: see picture_view.hpp.
#include "app/picture_view.hpp"

#include <algorithm>
#include <iterator>

#include "app/panels.hpp"
#include "app/theme_view.hpp"
#include "app/why_view.hpp"
#include "core/base/json_writer.hpp"
#include "core/picture/machine_pictures.hpp"
#include "core/picture/matrix_in.hpp"
#include "core/registry/registry.hpp"
#include "imgui.h"

namespace tl::app {

namespace {

const char* const kSubjects[] = {"Board", "A", "A^-1", "Quiet patterns"};
const char* const kFormats[] = {"PNG", "SVG"};

Colour colour_of(uint32_t c) { return {uint8_t(c & 0xFF), uint8_t(c >> 8 & 0xFF), uint8_t(c >> 16 & 0xFF)}; }

// The theme's board colours, as the board is drawn on screen.
PicturePalette theme_palette() {
  const Theme& t = board_theme();
  return {.back = colour_of(t.board_back),
          .unlit = colour_of(t.unlit),
          .lit = colour_of(t.lit),
          .edge = colour_of(t.edge),
          .text = colour_of(t.text)};
}

void save_picture(App& app) {
  PictureView& v = app.pictures;
  const Machine& m = app.game.machine();
  const auto what = PictureSubject(std::clamp(v.what, 0, 3));
  const auto format = PictureFormat(std::clamp(v.format, 0, 1));
  Result<Picture> pic = draw_picture(m, app.game.current().position, what, format, v.plain ? plain_palette() : theme_palette());
  if (!pic) {
    v.said = "No picture: " + pic.error().message + ".";
    app.game.set_message(v.said, true);
    return;
  }
  PictureFile f;
  f.request = ++v.last_id;
  f.name = pic->file_name;
  f.svg = std::move(pic->svg);
  f.raster = std::move(pic->raster);
  app.pending.picture = std::move(f);
  v.waiting = true;
}

// A matrix read, played as custom rules on the board in play's shape when
// it has a cell a row, else a square or a row; `from` names it in the message.
void play_rules(App& app, const ModMatrix& a, const std::string& from) {
  PictureView& v = app.pictures;
  const Machine& m = app.game.machine();
  auto [rows, cols] = board_for_cells(a.rows());
  if (m.cell_layout() == nullptr && m.rows() * m.cols() == a.rows()) rows = m.rows(), cols = m.cols();
  const Result<Puzzle> p = rules_from_matrix(a, rows, cols, Surface::Page);
  if (!p) {
    v.said = "That matrix is not played: " + p.error().message + ".";
    app.game.set_message(v.said, true);
    return;
  }
  if (!app.game.load(p->id())) return;  // load says what went wrong
  v.said = "Custom rules from " + from + ", mod " + std::to_string(a.k()) + ": " + std::to_string(a.rows()) + " buttons on a " +
           std::to_string(rows) + "x" + std::to_string(cols) + " board.";
  app.game.set_message(v.said, false);
}

void play_matrix(App& app) {
  PictureView& v = app.pictures;
  const int k = std::max(2, app.game.machine().linear_modulus());
  auto fail = [&](const std::string& why) {
    v.said = "That matrix is not played: " + why + ".";
    app.game.set_message(v.said, true);
  };
  const Result<ModMatrix> a = matrix_from_text(v.matrix, k);
  if (!a) return fail(a.error().message);
  play_rules(app, *a, "your matrix");
}

}  // namespace

void why_pictures_panel(App& app) {
  const bool open = ImGui::CollapsingHeader("Pictures and matrices");
  record_control(app, "Pictures and matrices");
  if (!open) return;
  const PictureView& v = app.pictures;
  ImGui::TextWrapped(
      "Save the board, its matrix A (a pixel an entry: row c, column j is what button j adds to cell c), A^-1 or its "
      "quiet patterns as a picture for a slide or a worksheet.");
  choice_combo(app, "Picture of", std::clamp(v.what, 0, 3), {std::begin(kSubjects), std::end(kSubjects)},
               Intent::Kind::PictureWhat, true);  // "Picture of A"
  choice_combo(app, "Format", std::clamp(v.format, 0, 1), {std::begin(kFormats), std::end(kFormats)}, Intent::Kind::PictureFormat,
               true);
  bool plain = v.plain;
  if (ImGui::Checkbox("Black on white", &plain)) later(app, Intent::Kind::PicturePlain, plain ? 1 : 0);
  record_control(app, "Black on white");
  if (ImGui::Button("Save picture")) later(app, Intent::Kind::SavePicture);
  record_control(app, "Save picture");

  ImGui::Spacing();
  ImGui::TextWrapped(
      "Any square matrix mod %d is a puzzle: type or paste A, a row a line, each row a cell and each column a button "
      "(digits, or numbers between spaces).",
      std::max(2, app.game.machine().linear_modulus()));
  const float line = ImGui::GetTextLineHeightWithSpacing();
  ImGui::InputTextMultiline("##matrix", app.pictures.matrix.data(), app.pictures.matrix.capacity() + 1,
                            ImVec2(-1.0f, 5.0f * line), ImGuiInputTextFlags_CallbackResize, resize_string, &app.pictures.matrix);
  record_control(app, "Matrix rows");
  if (ImGui::Button("Play this matrix")) later(app, Intent::Kind::PlayMatrix);
  record_control(app, "Play this matrix");
  ImGui::SameLine();
  if (ImGui::Button("Open a matrix picture")) later(app, Intent::Kind::OpenMatrixPicture);
  record_control(app, "Open a matrix picture");
  ImGui::TextDisabled("A PNG a pixel an entry, as saved above; on the desktop, drop it on the window.");
}

void picture_intent(App& app, const Intent& intent) {
  PictureView& v = app.pictures;
  switch (intent.kind) {
    case Intent::Kind::PictureWhat: v.what = std::clamp(intent.value, 0, 3); break;
    case Intent::Kind::PictureFormat: v.format = std::clamp(intent.value, 0, 1); break;
    case Intent::Kind::PicturePlain: v.plain = intent.value != 0; break;
    case Intent::Kind::SavePicture: save_picture(app); break;
    case Intent::Kind::PlayMatrix: play_matrix(app); break;
    case Intent::Kind::OpenMatrixPicture: app.pending.pick_picture = true; break;
    default: break;
  }
}

void take_pictures(App& app, const std::vector<PictureIn>& pictures) {
  PictureView& v = app.pictures;
  for (const PictureIn& in : pictures) {
    if (!in.error.empty()) {
      v.said = "Could not read " + (in.name.empty() ? std::string("the picture") : in.name) + ": " + in.error + ".";
      app.game.set_message(v.said, true);
      continue;
    }
    const int k = std::max(2, app.game.machine().linear_modulus());
    // Black on white or the theme's colours: whichever the pixels are nearer.
    long plain_off = 0, theme_off = 0;
    Result<ModMatrix> plain = matrix_from_raster(in.raster, k, plain_palette(), &plain_off);
    if (!plain) {
      v.said = "Could not read " + in.name + " as a matrix: " + plain.error().message + ".";
      app.game.set_message(v.said, true);
      continue;
    }
    const Result<ModMatrix> themed = matrix_from_raster(in.raster, k, theme_palette(), &theme_off);
    const bool theme_nearer = themed && theme_off < plain_off;
    play_rules(app, theme_nearer ? *themed : *plain, in.name);
  }
}

void answer_picture(App& app, const Reply& r) {
  PictureView& v = app.pictures;
  if (r.id != v.last_id || !v.waiting) return;  // an older save's answer
  v.waiting = false;
  v.said = r.ok ? "Saved " + r.text + "." : "Could not save the picture: " + r.reason + ".";
  app.game.set_message(v.said, !r.ok);
}

void pictures_state_json(const App& app, JsonWriter& j) {
  const PictureView& v = app.pictures;
  j.key("pictures").begin_object();
  j.key("what").value(kSubjects[std::clamp(v.what, 0, 3)]).key("format").value(kFormats[std::clamp(v.format, 0, 1)]);
  j.key("plain").value(v.plain).key("waiting").value(v.waiting).key("said").value(v.said);
  j.end_object();
}

}  // namespace tl::app
