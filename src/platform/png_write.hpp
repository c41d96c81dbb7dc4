// png_write.hpp: writes RGBA pixels as a PNG file (for --screenshot).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace tl::platform {

// `rgba` holds height rows of width*4 bytes, top row first. Returns false and
// fills `error` when the file cannot be written.
bool write_png(const std::string& path, int width, int height, const std::vector<uint8_t>& rgba, std::string* error);

}  // namespace tl::platform
