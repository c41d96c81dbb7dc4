// board_renderer.hpp: large boards drawn on the GPU by our own shader.
//
// The cells go into a texture (one byte a cell); shaders/board.frag turns it
// into cells of the render style (squares, circles, diamonds, LEDs). The app asks for it through Hooks::draw_cells and
// draws marks (hint, cursor, step-through) over it with ImGui as usual.
#pragma once

#include <cstdint>
#include <vector>

struct ImDrawList;
namespace tl::app {
struct CellLook;
}

namespace tl::platform {

// Queues a board of rows x cols cells into `dl` at [x0,y0]-[x1,y1].
// `values` holds a palette index per cell; `palette` RGBA8 colours (ImU32).
void draw_cells(ImDrawList* dl, float x0, float y0, float x1, float y1, const std::vector<uint8_t>& values, int rows, int cols,
                const std::vector<uint32_t>& palette, uint32_t background, const app::CellLook& look);
void board_renderer_shutdown();

}  // namespace tl::platform
