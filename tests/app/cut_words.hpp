// cut_words.hpp: words a frame drew past the side of their clip rectangle
// ("Squ" of "Squares" in a field too narrow for it), read from ImGui's draw
// data after Render. ImGui's item hook does not see text (a Text has no ID),
// so the check reads the glyphs themselves.
//
// How a glyph is told from other shapes: every glyph is a quad of four
// vertices whose texture coordinates are the corners of its place in the font
// atlas. A quad clipped on the CPU (RenderTextClipped, a label in its frame)
// has some corners moved, but at least one corner stays where the glyph's was;
// the white pixel and the baked lines lie in their own corner of the atlas and
// match no glyph. A glyph is cut across (left or right) when its quad lies
// past its draw command's clip rectangle (the GPU's scissor cuts it) or its
// texture was cut on the CPU, by more than 1 px (less is the box's padding
// round the ink). Glyphs cut at the top or the bottom are not
// reported: a scrolled panel cuts its first and last rows there, rightly.
//
// What it cannot see: a cut that falls in the gap between two glyphs (their
// side bearings, a space) leaves no glyph touching the side, and ImGui drops
// the glyphs wholly outside. A walk over many sizes catches what one size
// misses.
#pragma once

#include <string>
#include <vector>

struct ImDrawData;
struct ImFontAtlas;

namespace tl::app::testing {

struct CutWords {
  std::string line;    // the line's glyphs as drawn (the cut glyph included)
  std::string window;  // the ImGui window that drew it
  float x = 0, y = 0;
  bool right = false;  // cut at the right side (else the left)
};

// Every line with a glyph cut across, once per line. Windows that scroll
// sideways are skipped (their rows are cut at the side rightly).
std::vector<CutWords> cut_words(const ImDrawData& data, const ImFontAtlas& atlas);

}  // namespace tl::app::testing
