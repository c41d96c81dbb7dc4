// cmd_read.cpp: `togglelab read IMAGE [--rows R] [--cols C] [--states K]
// [--dark | --light] [--machine lightsout|merlin] [--json]` (a size not given is
// counted from the lattice of cells): a board read from a picture
// (core/vision): the puzzle's ID that opens it (Lights Out of its size by
// default, core/midend/board_rules.hpp), its lights, the corners found, how
// well the grid fits, and each cell's confidence.
// Pictures as PNG or JPEG (the native image module, a JPEG turned upright
// by its Exif orientation) or binary PPM (what the tests' corpus writes).
#include <sys/stat.h>

#include <cstdio>
#include <fstream>
#include <iterator>
#include <string>

#include "cli/command_line.hpp"
#include "cli/commands.hpp"
#include "core/base/json_writer.hpp"
#include "core/midend/board_rules.hpp"
#include "core/vision/board_reader.hpp"
#include "core/vision/image_scale.hpp"
#include "core/vision/ppm.hpp"
#include "image_file/image_file.hpp"

namespace tl::cli {

namespace {

// A 16,384 x 16,384 picture's bytes and its header; a larger file is no picture this reads.
constexpr long long kMaxPictureBytes = 3LL * 16384 * 16384 + 64;

// PPM by our own reader, anything else by the image module (which names
// what it does not read: HEIC, GIF, ...).
Result<vision::Image> picture_of(const std::string& bytes) {
  if (bytes.rfind("P6", 0) == 0 || bytes.rfind("P3", 0) == 0) return vision::parse_ppm(bytes);
  Result<Raster> r = image_file::decode_image(bytes);
  if (!r) return r.error();
  vision::Image image;
  image.width = r->width, image.height = r->height;
  image.rgba = std::move(r->pixels);  // decode_image gives RGBA
  return image;
}

}  // namespace

int cmd_read(int argc, char** argv) {
  CommandLine cl("read",
                 "A board read from a picture of it (PNG, JPEG or binary PPM): its lights, its corners, each cell's "
                 "confidence, and the puzzle's ID where the board is square.");
  cl.add_json();
  std::string path;
  int rows = 0, cols = 0, states = 2;
  cl.app().add_option("IMAGE", path, "the picture (PNG, JPEG or binary PPM)")->required();
  cl.add_int("--rows", &rows, vision::kMinBoardSide, vision::kMaxBoardSide, "the board's rows (2..12; default: counted)");
  cl.add_int("--cols", &cols, vision::kMinBoardSide, vision::kMaxBoardSide, "the board's columns (2..12; default: counted)");
  cl.add_int("--states", &states, 2, 8, "states per light (2..8), clusters of the cells' colours, 0 the darkest");
  bool dark = false, light = false;  // neither: guessed from the cells' colours (near grey: paper)
  cl.add_flag("--dark", &dark, "the marks are darker than the empty cells (ink on paper): the darkest reads as lit");
  cl.add_flag("--light", &light, "the lit cells are the lighter (lamps, tiles, a screen); without --dark or --light, guessed");
  std::string machine;  // empty: Lights Out of the size read
  cl.app().add_option("--machine", machine, "the rules it opens as: lightsout (default, any size) or merlin (3x3)");
  cl.memory(
      "the picture held as RGBA and as grey while it is read: at most about 0.8 GB, for a picture of 64 "
      "megapixels. A larger one is refused by its header, before any pixel is decoded.");
  if (auto status = cl.parse(argc, argv)) return *status;
  if (dark && light) return cl.fail("--dark and --light: give one, or neither to have it guessed");
  const Result<BoardRules> rules = machine.empty() ? Result<BoardRules>(BoardRules::LightsOut) : board_rules_named(machine);
  if (!rules) return cl.fail(rules.error().message);
  struct stat st {};
  if (stat(path.c_str(), &st) != 0 || !S_ISREG(st.st_mode)) return cl.fail("cannot read '" + path + "': no such file");
  if (st.st_size > kMaxPictureBytes) return cl.fail("'" + path + "' is larger than any picture of 16,384 x 16,384 pixels");
  std::ifstream in(path, std::ios::binary);
  const std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  const Result<vision::Image> image = picture_of(bytes);
  if (!image) return cl.fail("'" + path + "': " + image.error().message);
  // Read at the side the page and the desktop read at (a 12-megapixel photo
  // scaled to 1280), the corners given back in the picture's own pixels.
  const vision::Image scaled = vision::scaled_to_fit(*image, vision::kReadSide);
  Result<vision::BoardRead> read =
      vision::read_board(scaled,
                         {.rows = rows, .cols = cols, .states = states, .lit_is_dark = dark, .guess_ink = !dark && !light});
  if (!read) return cl.fail("'" + path + "': " + read.error().message);
  const double back = double(image->width) / double(scaled.width);
  for (vision::Point& p : read->corners) p = {p.x * back, p.y * back};
  rows = read->rows;  // as counted, where not given
  cols = read->cols;
  const Result<std::string> id = board_puzzle_id(*rules, rows, cols, states, read->cells, nullptr, {});
  if (!id) return cl.fail("'" + path + "': " + id.error().message);
  std::string lights;
  for (int r = 0; r < rows; ++r) {
    if (r) lights += '/';
    for (int c = 0; c < cols; ++c) lights += char('0' + read->cells[std::size_t(r * cols + c)]);
  }
  double least = 1;
  for (double c : read->confidence) least = std::min(least, c);
  if (cl.json()) {
    JsonWriter w;
    w.begin_object().key("rows").value(rows).key("cols").value(cols).key("states").value(states).key("lights").value(lights);
    w.key("id").value(*id).key("grid_fit").value(read->grid_fit).key("lit_is_dark").value(read->lit_is_dark);
    w.key("corners").begin_array();
    for (const vision::Point& p : read->corners) w.begin_array().value(p.x).value(p.y).end_array();
    w.end_array().key("confidence").begin_array();
    for (double c : read->confidence) w.value(c);
    w.end_array().end_object();
    std::printf("%s\n", w.str().c_str());
    return 0;
  }
  std::printf("%s\n", id->c_str());
  std::printf("corners: (%.0f, %.0f) (%.0f, %.0f) (%.0f, %.0f) (%.0f, %.0f); least confidence %.2f\n", read->corners[0].x,
              read->corners[0].y, read->corners[1].x, read->corners[1].y, read->corners[2].x, read->corners[2].y,
              read->corners[3].x, read->corners[3].y, least);
  std::printf("lit: the %s cells (%s)\n", read->lit_is_dark ? "darker" : "lighter",
              dark || light       ? "as given"
              : read->lit_is_dark ? "ink on paper, guessed: --light reads the lighter"
                                  : "guessed: --dark reads ink");
  std::printf("grid fit %.2f%s\n", read->grid_fit,
              read->grid_fit < 0.7 ? " (low: the grid may not sit on the board; give --rows and --cols, or check the corners)"
                                   : "");
  return 0;
}

}  // namespace tl::cli
