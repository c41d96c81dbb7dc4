// machine_pictures.hpp: a linear machine's board, its matrix A, A^-1 and
// its quiet patterns as pictures: pixels for a PNG (the page's browser or
// the native image file module encodes them) or SVG text.
//
// A is drawn as LightsOutWeb saves it, one pixel an entry (row c, column j:
// what button j adds to cell c), so a PNG of A read back (matrix_in.hpp)
// gives the same rules; grey when the colours are (plain black on white:
// 0 white, k - 1 black). A^-1 exists only where A is invertible mod k
// (Arnold and Blaszak's |A| = 1 for Merlin's machine). Boards are drawn with
// their own cells' shapes (squares, hexagons, a graph's discs and edges).
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "core/base/result.hpp"
#include "core/game/machine.hpp"
#include "core/picture/drawing.hpp"

namespace tl {

enum class PictureSubject { Board, A, AInverse, Quiet };
enum class PictureFormat { Png, Svg };

// The CLI's and the file names' words: "board", "A", "Ainv", "quiet"; "png", "svg".
const char* subject_name(PictureSubject s);
std::optional<PictureSubject> subject_named(std::string_view name);
const char* format_name(PictureFormat f);
std::optional<PictureFormat> format_named(std::string_view name);

// The largest matrices drawn, in entries a side: a PNG of A for boards up
// to 64x64 (4096 x 4096 pixels, 16 MB of grey), an SVG up to 16x16 (an
// element a run of equal entries: a few MB at most).
constexpr int kPictureMostPngMatrix = 4096;
constexpr int kPictureMostSvgMatrix = 256;
// Quiet patterns drawn at most (generators: every quiet pattern is a
// combination of them).
constexpr int kPictureMostPatterns = 64;
// The largest boards drawn, in cells: a board is a shape a cell before it
// is rasterised or written, so an 8192 x 8192 board took 5 GB and stopped.
// A PNG of the board up to 1024 x 1024, an SVG up to 256 x 256 (a few MB);
// quiet patterns (up to 64 boards in one picture, found by an analysis that
// took 2.4 GB at 512 x 512) up to 256 x 256 and 128 x 128.
constexpr int kPictureMostPngBoardCells = 1 << 20;
constexpr int kPictureMostSvgBoardCells = 1 << 16;
constexpr int kPictureMostPngQuietCells = 1 << 16;
constexpr int kPictureMostSvgQuietCells = 1 << 14;

struct Picture {
  PictureFormat format = PictureFormat::Png;
  std::string file_name;  // "lightsout5x5-A.png": the machine's head, the subject, the format
  Raster raster;          // PNG
  std::string svg;        // SVG
};

// An error names what cannot be drawn and why (not linear, too large, no
// inverse, no quiet patterns), with the limit.
Result<Picture> draw_picture(const Machine& m, const Position& pos, PictureSubject what, PictureFormat format,
                             const PicturePalette& palette);

}  // namespace tl
