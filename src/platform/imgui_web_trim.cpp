// imgui_web_trim.cpp: keeps ImGui's built-in font (ProggyClean) out of the page.
//
// The page rasterises the UI font compiled into it (platform_web.cpp's
// ui_font()), so ImGui's own font, 12 KB of base85 text in imgui_draw.cpp
// with the code that decodes and decompresses it, is never used. It is still
// linked: ImFontAtlas::Build calls AddFontDefault when no font was added, and
// platform_sdl.cpp's fallback calls it when the UI font fails to load. The
// page's link wraps that one function (-Wl,--wrap in CMakeLists.txt): every
// call, those inside imgui_draw.cpp too, comes here instead, and the original
// is no longer reachable. Were it ever called the page stops with a message
// instead of drawing without a font.
#include <cstdio>
#include <cstdlib>

struct ImFont;
struct ImFontAtlas;
struct ImFontConfig;

// ImFontAtlas::AddFontDefault(const ImFontConfig*), by its mangled name.
extern "C" ImFont* __wrap__ZN11ImFontAtlas14AddFontDefaultEPK12ImFontConfig(ImFontAtlas*, const ImFontConfig*) {
  std::fputs("togglelab: ImGui's default font is not linked into the page, and the UI font did not load\n", stderr);
  std::abort();
}
