// reader_worker_api.cpp: the board reader (core/vision) as a WebAssembly
// module of its own, for the page's Web Worker (web/reader_worker.js). The
// page's main module never links the reader nor holds a photo's pixels: the
// worker decodes and scales the photo, copies its pixels here once, and asks
// for reads of them as the player fixes rows, columns, states or corners.
#include <emscripten/emscripten.h>

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "core/vision/board_reader.hpp"

namespace {

tl::vision::Image g_image;  // the one photo the screen shows
std::vector<double> g_out;  // the last read, laid out for tl_reader_out
std::string g_error;        // why the last read failed

}  // namespace

extern "C" {

// Room for a photo of w x h RGBA pixels (the previous one forgotten); 0 x 0
// forgets it. Returns where the worker copies the pixels.
EMSCRIPTEN_KEEPALIVE uint8_t* tl_reader_image(int w, int h) {
  g_image.width = w > 0 && h > 0 ? w : 0;
  g_image.height = w > 0 && h > 0 ? h : 0;
  g_image.rgba.assign(std::size_t(g_image.width) * std::size_t(g_image.height) * 4, 0);
  g_image.rgba.shrink_to_fit();
  return g_image.rgba.data();
}

// Reads the photo: rows and columns given or 0 (counted), states, marks
// darker than the board (`dark`: 0 no, 1 yes, 2 guessed from the cells'
// colours), and the corners where `given`. Returns how many numbers
// tl_reader_out holds (rows, cols, the grid's fit, the corners' x and y,
// each cell's state, each cell's confidence, 1 if the marks were read as
// darker), or -1 (tl_reader_error says why).
EMSCRIPTEN_KEEPALIVE int tl_reader_read(int rows, int cols, int states, int dark, int given, double x0, double y0, double x1,
                                        double y1, double x2, double y2, double x3, double y3) {
  tl::vision::ReadOptions o;
  o.rows = rows, o.cols = cols, o.states = states, o.lit_is_dark = dark == 1, o.guess_ink = dark == 2;
  if (given) o.corners = std::array<tl::vision::Point, 4>{{{x0, y0}, {x1, y1}, {x2, y2}, {x3, y3}}};
  const tl::Result<tl::vision::BoardRead> r = tl::vision::read_board(g_image, o);
  if (!r) {
    g_error = r.error().message;
    return -1;
  }
  g_out = {double(r->rows), double(r->cols), r->grid_fit};
  for (const tl::vision::Point& p : r->corners) g_out.insert(g_out.end(), {p.x, p.y});
  for (int c : r->cells) g_out.push_back(double(c));
  g_out.insert(g_out.end(), r->confidence.begin(), r->confidence.end());
  g_out.push_back(r->lit_is_dark ? 1 : 0);
  return int(g_out.size());
}

EMSCRIPTEN_KEEPALIVE const double* tl_reader_out() { return g_out.data(); }
EMSCRIPTEN_KEEPALIVE const char* tl_reader_error() { return g_error.c_str(); }
}
