// ui_font.hpp: the page's UI font, compiled in (CMakeLists.txt makes it: DejaVu
// Sans cut by Debian's fonttools to the glyphs ImGui loads, Basic Latin and
// Latin-1, then turned into bytes by cmake/embed_bytes.cmake).
#pragma once

#include <cstddef>

namespace tl::platform {

extern const unsigned char ui_font_ttf[];
extern const std::size_t ui_font_ttf_size;

}  // namespace tl::platform
