// drawing.hpp: a picture as a list of filled shapes, drawn into pixels or
// written as SVG, so one description gives both files and they agree.
//
// The shapes are few and plain (polygons, discs, thick lines, text), in
// pixels with y downwards. Pixels are covered by their centres (no
// antialiasing): the pictures are boards and matrices, whose edges fall on
// whole pixels anyway. Text is written to SVG only; pixels carry no font.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace tl {

struct Colour {
  uint8_t r = 0, g = 0, b = 0;
  bool operator==(const Colour&) const = default;
  bool grey() const { return r == g && g == b; }
};

// A raster's bytes a pixel: grey, or RGBA (alpha always 255). A type of its
// own so no other count (3, RGB) can be asked for and overrun the pixels.
enum class Channels : uint8_t { Grey = 1, Rgba = 4 };

// Pixels, top row first: `channels` bytes a pixel, 1 (grey) or 4 (RGBA,
// alpha always 255).
struct Raster {
  int width = 0, height = 0, channels = 4;
  std::vector<uint8_t> pixels;

  Raster() = default;
  Raster(int w, int h, Channels channels, Colour back);
  void put(int x, int y, Colour c);
  Colour at(int x, int y) const;
  void fill_rect(int x, int y, int w, int h, Colour c);
};

// The colours a picture is drawn in: a value v of 0..k-1 is `unlit` mixed
// toward `lit` by v / (k - 1) (lerp_value), on `back`, cells outlined in
// `edge`.
struct PicturePalette {
  Colour back, unlit, lit, edge, text;
  bool operator==(const PicturePalette&) const = default;
  bool grey() const { return back.grey() && unlit.grey() && lit.grey() && edge.grey() && text.grey(); }
};
// Plain black on white: 0 white, k - 1 black, edges black.
PicturePalette plain_palette();
Colour lerp_value(const PicturePalette& p, int v, int k);
// "#rrggbb".
std::string hex_colour(Colour c);

struct PicturePoint {
  float x = 0, y = 0;
};

struct PictureShape {
  enum class Kind { Polygon, Disc, Line, Text };
  Kind kind = Kind::Polygon;
  std::vector<PicturePoint> points;  // polygon corners; a disc's centre; a line's two ends; text's middle
  float size = 0;                    // a disc's radius, a line's width, text's height
  Colour fill;                       // polygon and disc inside, line and text colour
  Colour stroke;                     // polygon and disc outline, when stroke_width > 0
  float stroke_width = 0;
  std::string text;
};

struct Drawing {
  int width = 0, height = 0;
  Colour back;
  std::vector<PictureShape> shapes;  // drawn in order, later over earlier

  void polygon(std::vector<PicturePoint> corners, Colour fill, Colour stroke, float stroke_width);
  void rect(float x, float y, float w, float h, Colour fill, Colour stroke, float stroke_width);
  void disc(float cx, float cy, float r, Colour fill, Colour stroke, float stroke_width);
  void line(float x0, float y0, float x1, float y1, float width, Colour colour);
  void text(float cx, float cy, float height, Colour colour, std::string words);
};

// RGBA pixels, or grey (1 channel) when every colour used is grey.
Raster rasterise(const Drawing& d);
std::string svg_of(const Drawing& d);

}  // namespace tl
