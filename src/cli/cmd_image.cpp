// cmd_image.cpp: `togglelab image ID --what board|A|Ainv|quiet [--format
// png|svg] [-o FILE]`: a picture of the board, of its press matrix A, of
// A^-1 or of its quiet patterns (core/picture), plain black on white, a
// PNG written by the native image module. The format follows -o's ending
// when --format is not given; the file's name is the picture's own
// (the head, the subject and the format: "HEAD-A.png") when -o is not given.
#include <cstdio>
#include <string>

#include "cli/commands.hpp"
#include "cli/puzzle_args.hpp"
#include "core/picture/machine_pictures.hpp"
#include "image_file/image_file.hpp"

namespace tl::cli {

int cmd_image(int argc, char** argv) {
  PuzzleCommandLine cl("image",
                       "A picture of the board, of its press matrix A (a pixel an entry: row c, column j is what "
                       "button j adds to cell c), of A^-1 or of its quiet patterns, black on white, as PNG or SVG.",
                       {.state = PuzzleReads::State::Optional, .goal = false}, argc, argv);
  std::string what = "board", format, out;
  cl.app().add_option("--what", what,
                      "board, A, Ainv or quiet (default board). The largest drawn: board 1024 x 1024 cells as PNG, "
                      "256 x 256 as SVG; A and Ainv 4096 entries a side (a 64 x 64 board) as PNG, 256 as SVG; "
                      "quiet 256 x 256 cells as PNG, 128 x 128 as SVG");
  cl.app().add_option("--format", format, "png or svg (default: -o's ending, else png)");
  cl.app().add_option("-o,--output", out, "the file to write (default: the picture's own name, here)");
  cl.memory(
      "the picture and its encoding, at most about 0.7 GB (the quiet patterns of a 256 x 256 board with the X press "
      "shape, as PNG); a 1024 x 1024 board as PNG about 0.2 GB. A larger size is refused before anything is drawn.");
  if (auto status = cl.parse(argc, argv)) return *status;
  const std::optional<PictureSubject> subject = subject_named(what);
  if (!subject) return cl.fail("--what '" + what + "' is not a picture: board, A, Ainv or quiet");
  if (format.empty() && out.size() > 4) {
    const std::string ending = out.substr(out.size() - 4);
    if (ending == ".svg" || ending == ".SVG") format = "svg";
  }
  if (format.empty()) format = "png";
  const std::optional<PictureFormat> f = format_named(format);
  if (!f) return cl.fail("--format '" + format + "' is not one written: png or svg");
  auto args = cl.puzzle();
  if (!args) return cl.fail(args.error().message);
  const Puzzle& p = args->puzzle;
  const Result<Picture> picture = draw_picture(*p.machine, p.position, *subject, *f, plain_palette());
  if (!picture) return cl.fail(picture.error().message);
  if (out.empty()) out = picture->file_name;
  const std::string bytes = *f == PictureFormat::Png ? image_file::encode_png(picture->raster) : picture->svg;
  if (const Result<bool> w = image_file::write_file(out, bytes); !w) return cl.fail(w.error().message);
  if (*f == PictureFormat::Png)
    std::printf("wrote %s (%d x %d pixels, %zu bytes)\n", out.c_str(), picture->raster.width, picture->raster.height,
                bytes.size());
  else std::printf("wrote %s (%zu bytes)\n", out.c_str(), bytes.size());
  return 0;
}

}  // namespace tl::cli
