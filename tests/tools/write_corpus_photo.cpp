// write_corpus_photo.cpp: one photo of the tests' corpus (tests/core/vision/
// board_corpus.hpp) as a JPEG, and its truth on standard output, for the
// layers that need a photo as a file: the page's Read a photo in a real
// browser (tests/e2e), the desktop's --photo under Xvfb.
//   togglelab_write_photo LOOK ROWS COLS SEED WIDTH HEIGHT OUT.jpg
// LOOK: handheld, game, paper or screen. Prints {"truth": "0101/...", "lit_is_dark": false}.
#include <cstdio>
#include <cstdlib>
#include <string>

#include "image_file/image_file.hpp"
#include "vision/board_corpus.hpp"

int main(int argc, char** argv) {
  using tl::vision::test::Look;
  if (argc != 8) {
    std::fprintf(stderr, "usage: %s LOOK ROWS COLS SEED WIDTH HEIGHT OUT.jpg\n", argv[0]);
    return 2;
  }
  const std::string look_name = argv[1];
  Look look = Look::Handheld;
  if (look_name == "game") look = Look::Game;
  else if (look_name == "paper") look = Look::Paper;
  else if (look_name == "screen") look = Look::Screen;
  else if (look_name != "handheld") {
    std::fprintf(stderr, "LOOK is handheld, game, paper or screen, not '%s'\n", argv[1]);
    return 2;
  }
  const int rows = std::atoi(argv[2]), cols = std::atoi(argv[3]), width = std::atoi(argv[5]), height = std::atoi(argv[6]);
  const tl::vision::test::CorpusPhoto c =
      tl::vision::test::corpus_photo(look, rows, cols, std::strtoull(argv[4], nullptr, 10), width, height);
  tl::Raster raster;
  raster.width = c.photo.image.width, raster.height = c.photo.image.height, raster.channels = 4;
  raster.pixels = c.photo.image.rgba;
  const std::string jpeg = tl::image_file::encode_jpeg(raster, 85);
  if (!tl::image_file::write_file(argv[7], jpeg)) {
    std::fprintf(stderr, "cannot write %s\n", argv[7]);
    return 1;
  }
  std::string truth;
  for (int r = 0; r < rows; ++r) {
    if (r) truth += '/';
    for (int col = 0; col < cols; ++col) truth += char('0' + c.photo.truth[std::size_t(r * cols + col)]);
  }
  std::printf("{\"truth\": \"%s\", \"lit_is_dark\": %s}\n", truth.c_str(), c.lit_is_dark ? "true" : "false");
  return 0;
}
