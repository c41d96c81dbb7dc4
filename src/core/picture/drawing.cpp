// drawing.cpp: shapes into pixels by their centres, and into SVG elements.
#include "core/picture/drawing.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace tl {

// -----------------------------------------------------------------------------
// [SECTION] Colours and pixels
// -----------------------------------------------------------------------------

PicturePalette plain_palette() {
  const Colour white{255, 255, 255}, black{0, 0, 0};
  return {.back = white, .unlit = white, .lit = black, .edge = black, .text = black};
}

Colour lerp_value(const PicturePalette& p, int v, int k) {
  if (k < 2) return p.unlit;
  const int d = k - 1;
  v = std::clamp(v, 0, d);
  auto mix = [&](uint8_t a, uint8_t b) { return uint8_t((int(a) * (d - v) + int(b) * v + d / 2) / d); };
  return {mix(p.unlit.r, p.lit.r), mix(p.unlit.g, p.lit.g), mix(p.unlit.b, p.lit.b)};
}

std::string hex_colour(Colour c) {
  char buf[8];
  std::snprintf(buf, sizeof buf, "#%02x%02x%02x", c.r, c.g, c.b);
  return buf;
}

Raster::Raster(int w, int h, Channels ch, Colour back) : width(w), height(h), channels(int(ch)) {
  pixels.resize(std::size_t(w) * std::size_t(h) * std::size_t(ch));
  fill_rect(0, 0, w, h, back);
}

void Raster::put(int x, int y, Colour c) {
  if (x < 0 || y < 0 || x >= width || y >= height) return;
  uint8_t* p = &pixels[(std::size_t(y) * std::size_t(width) + std::size_t(x)) * std::size_t(channels)];
  if (channels == 1) {
    p[0] = c.r;  // grey pictures only ever use grey colours
    return;
  }
  p[0] = c.r, p[1] = c.g, p[2] = c.b, p[3] = 255;
}

Colour Raster::at(int x, int y) const {
  const uint8_t* p = &pixels[(std::size_t(y) * std::size_t(width) + std::size_t(x)) * std::size_t(channels)];
  if (channels == 1) return {p[0], p[0], p[0]};
  return {p[0], p[1], p[2]};
}

void Raster::fill_rect(int x, int y, int w, int h, Colour c) {
  const int x0 = std::max(x, 0), y0 = std::max(y, 0);
  const int x1 = std::min(x + w, width), y1 = std::min(y + h, height);
  for (int yy = y0; yy < y1; ++yy)
    for (int xx = x0; xx < x1; ++xx) put(xx, yy, c);
}

// -----------------------------------------------------------------------------
// [SECTION] The drawing's shapes
// -----------------------------------------------------------------------------

void Drawing::polygon(std::vector<PicturePoint> corners, Colour fill, Colour stroke, float stroke_width) {
  PictureShape s;
  s.kind = PictureShape::Kind::Polygon;
  s.points = std::move(corners);
  s.fill = fill, s.stroke = stroke, s.stroke_width = stroke_width;
  shapes.push_back(std::move(s));
}

void Drawing::rect(float x, float y, float w, float h, Colour fill, Colour stroke, float stroke_width) {
  polygon({{x, y}, {x + w, y}, {x + w, y + h}, {x, y + h}}, fill, stroke, stroke_width);
}

void Drawing::disc(float cx, float cy, float r, Colour fill, Colour stroke, float stroke_width) {
  PictureShape s;
  s.kind = PictureShape::Kind::Disc;
  s.points = {{cx, cy}};
  s.size = r;
  s.fill = fill, s.stroke = stroke, s.stroke_width = stroke_width;
  shapes.push_back(std::move(s));
}

void Drawing::line(float x0, float y0, float x1, float y1, float width, Colour colour) {
  PictureShape s;
  s.kind = PictureShape::Kind::Line;
  s.points = {{x0, y0}, {x1, y1}};
  s.size = width;
  s.fill = colour;
  shapes.push_back(std::move(s));
}

void Drawing::text(float cx, float cy, float height, Colour colour, std::string words) {
  PictureShape s;
  s.kind = PictureShape::Kind::Text;
  s.points = {{cx, cy}};
  s.size = height;
  s.fill = colour;
  s.text = std::move(words);
  shapes.push_back(std::move(s));
}

// -----------------------------------------------------------------------------
// [SECTION] Pixels
// -----------------------------------------------------------------------------

namespace {

// Calls f(x, y) for every pixel whose centre lies in the box, clipped.
template <class F>
void each_pixel(const Raster& r, float x0, float y0, float x1, float y1, F f) {
  const int a = std::max(0, int(std::floor(x0))), b = std::max(0, int(std::floor(y0)));
  const int c = std::min(r.width - 1, int(std::ceil(x1))), d = std::min(r.height - 1, int(std::ceil(y1)));
  for (int y = b; y <= d; ++y)
    for (int x = a; x <= c; ++x) f(x, y, float(x) + 0.5f, float(y) + 0.5f);
}

bool inside(const std::vector<PicturePoint>& pts, float px, float py) {
  bool in = false;
  for (std::size_t i = 0, j = pts.size() - 1; i < pts.size(); j = i++) {
    const PicturePoint &a = pts[i], &b = pts[j];
    if ((a.y > py) != (b.y > py) && px < (b.x - a.x) * (py - a.y) / (b.y - a.y) + a.x) in = !in;
  }
  return in;
}

float segment_distance(PicturePoint a, PicturePoint b, float px, float py) {
  const float dx = b.x - a.x, dy = b.y - a.y, len2 = dx * dx + dy * dy;
  float t = len2 > 0 ? ((px - a.x) * dx + (py - a.y) * dy) / len2 : 0;
  t = std::clamp(t, 0.0f, 1.0f);
  const float ex = a.x + t * dx - px, ey = a.y + t * dy - py;
  return std::sqrt(ex * ex + ey * ey);
}

void draw_line(Raster& r, PicturePoint a, PicturePoint b, float width, Colour c) {
  const float h = width / 2;
  each_pixel(r, std::min(a.x, b.x) - h, std::min(a.y, b.y) - h, std::max(a.x, b.x) + h, std::max(a.y, b.y) + h,
             [&](int x, int y, float px, float py) {
               if (segment_distance(a, b, px, py) <= h) r.put(x, y, c);
             });
}

void draw(Raster& r, const PictureShape& s) {
  switch (s.kind) {
    case PictureShape::Kind::Polygon: {
      if (s.points.size() < 3) return;
      float x0 = s.points[0].x, y0 = s.points[0].y, x1 = x0, y1 = y0;
      for (const PicturePoint& p : s.points)
        x0 = std::min(x0, p.x), y0 = std::min(y0, p.y), x1 = std::max(x1, p.x), y1 = std::max(y1, p.y);
      each_pixel(r, x0, y0, x1, y1, [&](int x, int y, float px, float py) {
        if (inside(s.points, px, py)) r.put(x, y, s.fill);
      });
      if (s.stroke_width > 0)
        for (std::size_t i = 0; i < s.points.size(); ++i)
          draw_line(r, s.points[i], s.points[(i + 1) % s.points.size()], s.stroke_width, s.stroke);
      return;
    }
    case PictureShape::Kind::Disc: {
      const PicturePoint c = s.points[0];
      const float outer = s.size + s.stroke_width / 2, inner = s.size - s.stroke_width / 2;
      each_pixel(r, c.x - outer, c.y - outer, c.x + outer, c.y + outer, [&](int x, int y, float px, float py) {
        const float d = std::hypot(px - c.x, py - c.y);
        if (s.stroke_width > 0 && d <= outer && d >= inner) r.put(x, y, s.stroke);
        else if (d <= s.size) r.put(x, y, s.fill);
      });
      return;
    }
    case PictureShape::Kind::Line: draw_line(r, s.points[0], s.points[1], s.size, s.fill); return;
    case PictureShape::Kind::Text: return;  // SVG only
  }
}

bool all_grey(const Drawing& d) {
  if (!d.back.grey()) return false;
  for (const PictureShape& s : d.shapes)
    if (!s.fill.grey() || (s.stroke_width > 0 && !s.stroke.grey())) return false;
  return true;
}

// -----------------------------------------------------------------------------
// [SECTION] SVG
// -----------------------------------------------------------------------------

// A coordinate with at most two decimals and no trailing zeros.
std::string num(float v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.2f", double(v));
  std::string s = buf;
  while (s.back() == '0') s.pop_back();
  if (s.back() == '.') s.pop_back();
  return s == "-0" ? "0" : s;
}

std::string escaped(const std::string& t) {
  std::string out;
  for (char c : t) {
    if (c == '<') out += "&lt;";
    else if (c == '>') out += "&gt;";
    else if (c == '&') out += "&amp;";
    else out += c;
  }
  return out;
}

std::string paint(const PictureShape& s) {
  std::string out = " fill=\"" + hex_colour(s.fill) + "\"";
  if (s.stroke_width > 0) out += " stroke=\"" + hex_colour(s.stroke) + "\" stroke-width=\"" + num(s.stroke_width) + "\"";
  return out;
}

bool axis_rect(const std::vector<PicturePoint>& p) {
  return p.size() == 4 && p[0].y == p[1].y && p[1].x == p[2].x && p[2].y == p[3].y && p[3].x == p[0].x && p[0].x < p[1].x &&
         p[0].y < p[2].y;
}

}  // namespace

Raster rasterise(const Drawing& d) {
  Raster r(d.width, d.height, all_grey(d) ? Channels::Grey : Channels::Rgba, d.back);
  for (const PictureShape& s : d.shapes) draw(r, s);
  return r;
}

std::string svg_of(const Drawing& d) {
  std::string out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + std::to_string(d.width) + "\" height=\"" +
                    std::to_string(d.height) + "\" viewBox=\"0 0 " + std::to_string(d.width) + " " + std::to_string(d.height) +
                    "\">\n";
  out += "<rect width=\"100%\" height=\"100%\" fill=\"" + hex_colour(d.back) + "\"/>\n";
  for (const PictureShape& s : d.shapes) {
    switch (s.kind) {
      case PictureShape::Kind::Polygon:
        if (axis_rect(s.points)) {
          out += "<rect x=\"" + num(s.points[0].x) + "\" y=\"" + num(s.points[0].y) + "\" width=\"" +
                 num(s.points[1].x - s.points[0].x) + "\" height=\"" + num(s.points[2].y - s.points[0].y) + "\"" + paint(s) +
                 "/>\n";
        } else {
          out += "<polygon points=\"";
          for (std::size_t i = 0; i < s.points.size(); ++i) out += (i ? " " : "") + num(s.points[i].x) + "," + num(s.points[i].y);
          out += "\"" + paint(s) + "/>\n";
        }
        break;
      case PictureShape::Kind::Disc:
        out += "<circle cx=\"" + num(s.points[0].x) + "\" cy=\"" + num(s.points[0].y) + "\" r=\"" + num(s.size) + "\"" +
               paint(s) + "/>\n";
        break;
      case PictureShape::Kind::Line:
        out += "<line x1=\"" + num(s.points[0].x) + "\" y1=\"" + num(s.points[0].y) + "\" x2=\"" + num(s.points[1].x) +
               "\" y2=\"" + num(s.points[1].y) + "\" stroke=\"" + hex_colour(s.fill) + "\" stroke-width=\"" + num(s.size) +
               "\" stroke-linecap=\"round\"/>\n";
        break;
      case PictureShape::Kind::Text:
        out += "<text x=\"" + num(s.points[0].x) + "\" y=\"" + num(s.points[0].y) + "\" font-size=\"" + num(s.size) +
               "\" font-family=\"sans-serif\" text-anchor=\"middle\" dominant-baseline=\"central\" fill=\"" + hex_colour(s.fill) +
               "\">" + escaped(s.text) + "</text>\n";
        break;
    }
  }
  return out + "</svg>\n";
}

}  // namespace tl
