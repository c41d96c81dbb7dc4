// board_reader.hpp: a board of lights read from a picture of it. From RGBA
// pixels: where the board is (its four corners, found or given), then each
// cell's light sampled through the perspective map (homography.hpp) at the
// cell's middle, and the lights sorted into the board's states by
// brightness (0 the darkest), with a confidence per cell. A board of lights
// needs no character recognition: only where the cells are and which are lit.
//
// What this reads so far: a flat board of rows x cols cells (2..12 a side,
// given or counted from the lattice of its cells), turned and seen at an
// angle, under uneven light, with noise, blur, JPEG's artefacts and a glare
// spot. The board is found as an object of one colour with holes in it (a
// case, a panel, a sheet, a bezel) among clutter, or as the largest region
// unlike a plain background, or as the dark lines of a ruled grid inside a
// sheet or anywhere (ink: strokes darker than their neighbourhood); the
// cells' grid is then placed inside it by the profiles of its cells (lamps,
// tiles) or of its ruled lines (the object's rim is not the grid), the size
// counted there where not given, and the candidate the grid fits best is
// taken. The reader's corpus test prints how often it is read right, by
// look and size.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "core/base/result.hpp"
#include "core/vision/homography.hpp"

namespace tl::vision {

constexpr int kMaxImageSide = 16384;
constexpr int64_t kMaxImagePixels = int64_t(64) << 20;  // 64 megapixels
constexpr int kMinBoardSide = 2, kMaxBoardSide = 12;

struct Image {
  int width = 0, height = 0;
  std::vector<uint8_t> rgba;  // width * height * 4, rows from the top
};

struct ReadOptions {
  int rows = 0, cols = 0;    // the board's size (2..12 each; 0: counted from the lattice of cells)
  int states = 2;            // lights of k states (2..8): k clusters of the cells' colours, ordered by brightness
  bool lit_is_dark = false;  // marks darker than the empty cells (ink on paper): the darkest reads as the last state
  // With the corners found: lit_is_dark guessed instead (a grid placed by
  // its ruled lines, its lighter cells grey and as light as the paper around
  // it: ink on paper; lamps, tiles and screens glow in a colour or sit in a
  // darker case). With corners given, lit_is_dark as given.
  bool guess_ink = false;
  // The corners, top left, top right, bottom right, bottom left, where the
  // player placed them; else they are found.
  std::optional<std::array<Point, 4>> corners = std::nullopt;
};

struct BoardRead {
  std::array<Point, 4> corners{};  // as used: top left, top right, bottom right, bottom left
  int rows = 0, cols = 0;
  std::vector<int> cells;          // row by row, 0..states-1
  std::vector<double> confidence;  // per cell, 0..1: how far its light is from the next state's
  double grid_fit = 1;             // corners found: how alike the points between cells are, 0..1 (given: 1)
  bool lit_is_dark = false;        // as read: the option, or the guess (ReadOptions::guess_ink)
};

// The board in `image`; an error says what was wrong (the picture's size,
// the board's size, no board found) and what is allowed.
Result<BoardRead> read_board(const Image& image, const ReadOptions& options);

}  // namespace tl::vision
