// board_drawn.hpp: where a board was drawn this frame (the frame's record,
// which the automation hook, touch and the Why tab's overlays read), and
// the platform's way of drawing a board's cells on the GPU.
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "app/shape/screen_layout.hpp"

struct ImDrawList;

namespace tl::app {

// Where a board was drawn this frame: written by its draw, read after it.
struct BoardDrawn {
  // Per button, in window (CSS) pixels, where a tap or click presses it:
  // none where it is hidden, or where a finger could not take it (the 3D
  // view's stickers seen aslant on a touch screen: a tap there turns).
  std::vector<Rect> button_rects;
  // Per button, the box of what shows of it, where that differs from
  // button_rects (the 3D view's stickers too aslant to press by finger).
  std::vector<Rect> shown_rects;
  Rect rect;              // where the board was drawn
  float cell = 0;         // one cell's side in pixels
  bool zoomable = false;  // the board last drawn zooms: a finger's taps there wait for a double tap
  bool heat_map = false;  // it showed the solution as a heat map (cells too small for dots)
  // Seconds until a frame is owed (a finger held on the board becomes a
  // look then), -1: none; the shell passes it on as AppOutput::wake_in.
  double wake_in = -1;
};

// How the GPU board draws its cells: the render style, and, for a theme that
// marks them, unlit cells (palette index 0) outlined in `edge`.
struct CellLook {
  int style = 0;  // RenderStyle
  bool outline_unlit = false;
  uint32_t edge = 0;
};

// The board's cells drawn by the platform on the GPU (our shader): a palette
// index per cell and an RGBA8 palette, over x0..x1, y0..y1.
using DrawCells =
    std::function<void(ImDrawList*, float x0, float y0, float x1, float y1, const std::vector<uint8_t>& values, int rows,
                       int cols, const std::vector<uint32_t>& palette, uint32_t background, const CellLook& look)>;

}  // namespace tl::app
