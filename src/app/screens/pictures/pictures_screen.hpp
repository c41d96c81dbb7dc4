// pictures_screen.hpp: "Pictures and matrices", a section of the Why tab,
// as a module (its model, its messages, an update, a view that only reads).
// The board, its matrix A, A^-1 or its quiet patterns saved as a PNG or an
// SVG (core/picture draws; the platform saves: the page downloads, the
// desktop writes into a folder it names), in the theme's colours or black on
// white; and any square matrix mod k, typed or pasted a row a line, or read
// from a picture a pixel an entry, played as custom rules.
//
// The shell (app/pictures_host.cpp) holds a Screen, draws it in the Why tab
// and applies its messages; nothing here knows the shell's `App`.
#pragma once

#include <cstdint>
#include <string>
#include <variant>
#include <vector>

#include "app/screens/pictures/pictures_io.hpp"
#include "app/widgets/sink.hpp"
#include "app/widgets/ui.hpp"
#include "core/picture/machine_pictures.hpp"

namespace tl {
class JsonWriter;
class Midend;
}  // namespace tl

namespace tl::app::pictures {

struct Model {
  PictureSubject what = PictureSubject::Board;
  PictureFormat format = PictureFormat::Png;
  bool plain = false;    // black on white (else the theme's colours)
  uint32_t last_id = 0;  // the last save's request number
  bool waiting = false;  // a save asked for and not answered yet
  std::string said;      // the message this section last set
  std::string matrix;    // rows of digits, typed or pasted
};

// --- Its messages --------------------------------------------------------------

struct PickSubject {
  PictureSubject what;
};
struct PickFormat {
  PictureFormat format;
};
struct SetPlain {
  bool plain;
};
struct Save {};
struct EditMatrix {  // the field's whole text after an edit
  std::string text;
};
struct PlayMatrix {};
struct OpenPicture {};  // the platform's file chooser (the desktop: drop one)
using Msg = std::variant<PickSubject, PickFormat, SetPlain, Save, EditMatrix, PlayMatrix, OpenPicture>;

struct Screen {
  Model model;
  std::vector<Msg> inbox;
};

// --- Update --------------------------------------------------------------------

// What an update reads and changes outside the section: the game (a matrix
// played is a new game; what happened is its message), the theme's colours
// (a picture in them, a picture read in them), and the platform's requests.
struct Context {
  Midend& game;
  PicturePalette theme;
  PictureRequests& out;
};
void update(Model& m, const Msg& msg, Context& c);
// Pictures the platform opened or had dropped: each read as a matrix (a
// pixel an entry, in black on white or the theme's colours, whichever it
// is nearer) and played as custom rules, or its error said.
void take_pictures(Model& m, const std::vector<PictureIn>& pictures, Context& c);
// The platform's answer to save `id`.
void saved(Model& m, uint32_t id, bool ok, const std::string& where, const std::string& why, Midend& game);

// --- View ----------------------------------------------------------------------

// The section's body (the shell draws its header). `modulus`: the k of the
// matrices it reads (the game's, 2 at least).
void draw(const Model& m, int modulus, const Ui& ui, Sink<Msg> send);
// The words the section shows for a subject and a format ("A^-1", "SVG").
const char* subject_label(PictureSubject what);
const char* format_label(PictureFormat format);
// The hook's "pictures": {what, format, plain, waiting, said}.
void state_json(const Model& m, JsonWriter& j);

}  // namespace tl::app::pictures
