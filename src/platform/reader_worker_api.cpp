// reader_worker_api.cpp: the board reader (core/vision) as a WebAssembly
// module of its own, for the page's Web Worker (web/reader_worker.js). The
// page's main module never links the reader nor holds a photo's pixels: the
// worker decodes and scales the photo, copies its pixels here once, and asks
// for reads of them as the player fixes rows, columns, states or corners.
#include <emscripten/emscripten.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "core/picture/picture_header.hpp"
#include "core/vision/board_reader.hpp"

namespace {

tl::vision::Image g_image;  // the one photo the screen shows
std::string g_head;         // a file's first bytes, for tl_reader_head_check
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

// Room for a file's first `n` bytes (at most kPictureHeaderBytes), before
// the browser decodes it: returns where the worker copies them.
EMSCRIPTEN_KEEPALIVE uint8_t* tl_reader_head(int n) {
  g_head.assign(std::size_t(std::clamp(n, 0, int(tl::kPictureHeaderBytes))), '\0');
  return reinterpret_cast<uint8_t*>(g_head.data());
}

// The size those bytes state, against the reader's limits, before any pixel
// is decoded (a 250 KB PNG can state 16,000 pixels a side: a gigabyte once
// decoded): 1 within them, 0 refused (tl_reader_error says why), 2 a format
// this does not read, left to the browser (its decoded size is checked then).
EMSCRIPTEN_KEEPALIVE int tl_reader_head_check(int most_side, double most_pixels) {
  const tl::Result<tl::PictureHeader> head = tl::read_picture_header(g_head);
  if (!head) {
    if (tl::picture_signature(g_head).empty()) return 2;  // not a format read here: the browser may know it
    g_error = head.error().message;
    return 0;
  }
  const tl::Result<tl::PictureHeader> within = tl::picture_within(*head, most_side, int64_t(most_pixels));
  if (!within) g_error = within.error().message;
  return within ? 1 : 0;
}

EMSCRIPTEN_KEEPALIVE const double* tl_reader_out() { return g_out.data(); }
EMSCRIPTEN_KEEPALIVE const char* tl_reader_error() { return g_error.c_str(); }
}
