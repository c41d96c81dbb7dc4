// shaders.hpp: our GLSL sources (shaders/), compiled into the binary by CMake.
#pragma once

namespace tl::platform {

extern const char* const shader_board_vert;
extern const char* const shader_board_frag;

}  // namespace tl::platform
