// photo_io.hpp: what "Read a photo" exchanges with the platform: the
// photos it hands in, the reads the screen asks for and their answers.
// The platform (and app_io.hpp's AppInput and AppOutput) see these; the
// screen's own state does not leak through them.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "core/vision/board_reader.hpp"
#include "core/vision/image_scale.hpp"

namespace tl::app {

// "Read a photo" (photo_screen.hpp). The platform keeps the photo's pixels
// (the page in its reader's Web Worker, the desktop in memory), scaled down
// to at most kPhotoSide a side, and shows them through a texture; the app
// sees its size and asks for reads of it (AppOutput::photo_read), which the
// platform's board reader (core/vision) carries out and answers here. So the
// page's own module never holds the pixels nor links the reader.
constexpr int kPhotoSide = vision::kReadSide;
struct PhotoIn {
  uint32_t id = 0;            // the platform's number for it: the reads name it
  std::string name;           // the file's name
  int width = 0, height = 0;  // as kept, after scaling down
  uint64_t texture = 0;       // the platform's texture of it, for ImGui's image (0: none to draw)
  std::string error;          // not empty: it could not be opened, in the player's words
};
// A read of a photo: the board reader's options, on photo `photo`.
struct PhotoReadAsk {
  uint32_t request = 0;  // the number its answer carries
  uint32_t photo = 0;
  vision::ReadOptions options;
};
struct PhotoReadIn {
  uint32_t request = 0;
  bool ok = false;
  std::string error;  // why not (no board found, ...), in the player's words
  vision::BoardRead read;
};

// What the screen asks of the platform in one frame (copied into AppOutput).
struct PhotoRequests {
  int pick_photo = 0;                      // the chooser: 1 a file, 2 the camera
  std::optional<PhotoReadAsk> photo_read;  // a read of the photo shown
  uint32_t photo_drop = 0;                 // a photo to forget (its pixels and texture go)
};

}  // namespace tl::app
