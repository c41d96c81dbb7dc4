// cut_words.cpp: see cut_words.hpp.
#include "cut_words.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <map>
#include <unordered_map>

#include "imgui.h"
#include "imgui_internal.h"  // a draw list's window (its sideways scroll)

namespace tl::app::testing {
namespace {

struct Glyph {
  const ImFontGlyph* g;
  const ImFont* font;
};

uint64_t key(float u, float v) {
  uint32_t a = 0, b = 0;
  std::memcpy(&a, &u, sizeof a);
  std::memcpy(&b, &v, sizeof b);
  return (uint64_t(a) << 32) | b;
}

// The atlas's glyphs by each corner of their texture rectangle: corner 0 is
// (U0, V0), 1 (U1, V0), 2 (U1, V1), 3 (U0, V1), in the order RenderText
// writes a quad's vertices.
struct Corners {
  std::array<std::unordered_map<uint64_t, Glyph>, 4> at;
};

// (Built for each call: a few hundred glyphs, and an atlas freed and made
// again may come back at the same address.)
Corners corners_of(const ImFontAtlas& atlas) {
  Corners corners;
  for (const ImFont* font : atlas.Fonts)
    for (const ImFontGlyph& g : font->Glyphs) {
      if (!g.Visible) continue;
      const Glyph glyph{&g, font};
      corners.at[0].emplace(key(g.U0, g.V0), glyph);
      corners.at[1].emplace(key(g.U1, g.V0), glyph);
      corners.at[2].emplace(key(g.U1, g.V1), glyph);
      corners.at[3].emplace(key(g.U0, g.V1), glyph);
    }
  return corners;
}

// The glyph a quad of four vertices shows, if it shows one.
const Glyph* glyph_of(const Corners& corners, const ImDrawVert* v) {
  for (int c = 0; c < 4; ++c) {
    auto it = corners.at[std::size_t(c)].find(key(v[c].uv.x, v[c].uv.y));
    if (it != corners.at[std::size_t(c)].end()) return &it->second;
  }
  return nullptr;
}

struct Drawn {
  float x0, x1;
  unsigned codepoint;
  bool cut_left, cut_right;
};

// A window with a sideways scroll bar, or scrolled sideways (ScrollMax.x is
// not enough: a window too narrow for its words has room to scroll that no
// one can use).
bool scrolls_sideways(const ImDrawList& list) {
  if (list._OwnerName == nullptr) return false;
  const ImGuiWindow* w = ImGui::FindWindowByName(list._OwnerName);
  return w != nullptr && (w->ScrollbarX || w->Scroll.x != 0.0f);
}

}  // namespace

std::vector<CutWords> cut_words(const ImDrawData& data, const ImFontAtlas& atlas) {
  const Corners corners = corners_of(atlas);
  std::vector<CutWords> found;
  for (int l = 0; l < data.CmdListsCount; ++l) {
    const ImDrawList& list = *data.CmdLists[l];
    if (scrolls_sideways(list)) continue;
    for (const ImDrawCmd& cmd : list.CmdBuffer) {
      if (cmd.UserCallback != nullptr || cmd.TextureId != atlas.TexID) continue;
      // The command's glyphs, line by line (a line: one baseline).
      std::map<float, std::vector<Drawn>> lines;
      const ImDrawIdx* idx = list.IdxBuffer.Data + cmd.IdxOffset;
      for (unsigned i = 0; i + 6 <= cmd.ElemCount; i += 6) {
        const unsigned first = idx[i];
        // A glyph's quad: indices a, a+1, a+2, a, a+2, a+3.
        if (idx[i + 1] != first + 1 || idx[i + 2] != first + 2 || idx[i + 3] != first || idx[i + 4] != first + 2 ||
            idx[i + 5] != first + 3)
          continue;
        const ImDrawVert* v = list.VtxBuffer.Data + cmd.VtxOffset + first;
        if (v[0].pos.y != v[1].pos.y || v[1].pos.x != v[2].pos.x) continue;  // not an upright rectangle
        const Glyph* g = glyph_of(corners, v);
        if (g == nullptr) continue;
        const float x0 = v[0].pos.x, x1 = v[1].pos.x;
        // How much of the glyph's box is cut off at each side, in pixels: by
        // the CPU (its texture cut short) or by the scissor (its box past the
        // clip rectangle; RenderText drops a glyph wholly outside it and keeps
        // one that touches it). A glyph's box is a little wider than its ink
        // (the atlas's padding, a serif's overhang): a pixel or two cut off is
        // nothing a person sees.
        const float box = g->g->X1 - g->g->X0, texels = g->g->U1 - g->g->U0;
        const float cut_left = std::max(box * (v[0].uv.x - g->g->U0) / texels, cmd.ClipRect.x - x0);
        const float cut_right = std::max(box * (g->g->U1 - v[1].uv.x) / texels, x1 - cmd.ClipRect.z);
        constexpr float kSeen = 1.0f;
        // The line a glyph is on: its top less the glyph's own offset (a cut
        // at the top moves the top; rounding puts one line's glyphs together).
        const float top = v[0].uv.y != g->g->V0 ? v[3].pos.y - g->g->Y1 : v[0].pos.y - g->g->Y0;
        lines[std::round(top)].push_back({x0, x1, g->g->Codepoint, cut_left > kSeen, cut_right > kSeen});
      }
      for (auto& [top, glyphs] : lines) {
        const auto cut = std::find_if(glyphs.begin(), glyphs.end(), [](const Drawn& d) { return d.cut_left || d.cut_right; });
        if (cut == glyphs.end()) continue;
        CutWords w;
        w.x = cut->x0;
        w.y = top;
        w.window = list._OwnerName != nullptr ? list._OwnerName : "";
        w.right = cut->cut_right;
        std::sort(glyphs.begin(), glyphs.end(), [](const Drawn& a, const Drawn& b) { return a.x0 < b.x0; });
        const float space = ImGui::GetFontSize() * 0.2f;  // a gap wider than a glyph's bearings: a space
        for (std::size_t i = 0; i < glyphs.size(); ++i) {
          if (i > 0 && glyphs[i].x0 - glyphs[i - 1].x1 > space) w.line += ' ';
          char utf8[5] = {};
          ImTextCharToUtf8(utf8, glyphs[i].codepoint);
          w.line += utf8;
        }
        found.push_back(std::move(w));
      }
    }
  }
  return found;
}

}  // namespace tl::app::testing
