// pictures_draw.cpp: "Pictures and matrices"' view (pictures_screen.hpp).
// It reads the model and sends messages; nothing here changes the model.
#include <algorithm>
#include <iterator>

#include "app/screens/pictures/pictures_screen.hpp"
#include "imgui.h"

namespace tl::app::pictures {

namespace {
const char* const kSubjects[] = {"Board", "A", "A^-1", "Quiet patterns"};
const char* const kFormats[] = {"PNG", "SVG"};
}  // namespace

const char* subject_label(PictureSubject what) { return kSubjects[std::clamp(int(what), 0, 3)]; }
const char* format_label(PictureFormat format) { return kFormats[std::clamp(int(format), 0, 1)]; }

void draw(const Model& m, int modulus, const Ui& ui, Sink<Msg> send) {
  ImGui::TextWrapped(
      "Save the board, its matrix A (a pixel an entry: row c, column j is what button j adds to cell c), A^-1 or its "
      "quiet patterns as a picture for a slide or a worksheet.");
  // "Picture of A", "Format SVG": the hook names each entry after its list.
  if (const int i =
          choice_combo(ui, "Picture of", std::clamp(int(m.what), 0, 3), {std::begin(kSubjects), std::end(kSubjects)}, true);
      i >= 0)
    send.send(PickSubject{PictureSubject(i)});
  if (const int i = choice_combo(ui, "Format", std::clamp(int(m.format), 0, 1), {std::begin(kFormats), std::end(kFormats)}, true);
      i >= 0)
    send.send(PickFormat{PictureFormat(i)});
  if (tick_box(ui, "Black on white", m.plain)) send.send(SetPlain{!m.plain});
  if (ImGui::Button("Save picture")) send.send(Save{});
  ui.control("Save picture");

  ImGui::Spacing();
  ImGui::TextWrapped(
      "Any square matrix mod %d is a puzzle: type or paste A, a row a line, each row a cell and each column a button "
      "(digits, or numbers between spaces).",
      modulus);
  const float line = ImGui::GetTextLineHeightWithSpacing();
  std::string text = m.matrix;  // ImGui edits this copy; the model changes by the message
  if (ImGui::InputTextMultiline("##matrix", text.data(), text.capacity() + 1, ImVec2(-1.0f, 5.0f * line),
                                ImGuiInputTextFlags_CallbackResize, resize_string, &text))
    send.send(EditMatrix{std::move(text)});
  ui.control("Matrix rows");
  if (ImGui::Button("Play this matrix")) send.send(PlayMatrix{});
  ui.control("Play this matrix");
  ImGui::SameLine();
  if (ImGui::Button("Open a matrix picture")) send.send(OpenPicture{});
  ui.control("Open a matrix picture");
  ImGui::TextDisabled("A PNG a pixel an entry, as saved above; on the desktop, drop it on the window.");
}

}  // namespace tl::app::pictures
