// pictures_io.hpp: what "Pictures and matrices" exchanges with the
// platform: pictures it opened (a matrix picture, chosen or dropped) and
// pictures the screen asks it to save.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "core/picture/drawing.hpp"

namespace tl::app {

// A picture the platform opened for the app (the page's file chooser, a
// file dropped on the desktop's window), decoded to pixels, or why not.
struct PictureIn {
  std::string name;   // the file's name
  Raster raster;      // RGBA, top row first
  std::string error;  // not empty: it could not be read, in the player's words
};

// A picture to save (pictures_screen.hpp): the page downloads it (the browser
// encodes the PNG from `raster`), the desktop writes it into a folder it
// names in its Reply's `text`. SVG arrives as text, PNG as pixels.
struct PictureFile {
  uint32_t request = 0;  // the number its Reply carries
  std::string name;      // the machine's head, the subject, the format: "HEAD-A.png"
  std::string svg;       // an SVG's text (empty for a PNG)
  Raster raster;         // a PNG's pixels
};

// What the screen asks of the platform in one frame (copied into AppOutput).
struct PictureRequests {
  std::optional<PictureFile> picture;  // to save
  bool pick_picture = false;           // the page's file chooser, inside the tap
};

}  // namespace tl::app
