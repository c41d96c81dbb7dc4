// cli_read_test.cpp: `togglelab read` on pictures the tests photograph
// (tests/core/vision/board_photo.hpp), written as PPM files: the lights as
// they are, a square board's ID that opens them, and what is not a picture
// or a board refused in one line that says why.
#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <string>

#include "../core/vision/board_corpus.hpp"
#include "../core/vision/board_photo.hpp"
#include "cli_support.hpp"
#include "core/registry/registry.hpp"
#include "core/picture/exif_orientation.hpp"
#include "core/vision/ppm.hpp"
#include "image_file/image_file.hpp"

namespace tl {
namespace {

std::string write_file(const std::string& name, const std::string& bytes) {
  std::string path = testing::TempDir() + name;
  std::ofstream(path, std::ios::binary) << bytes;
  return path;
}

TEST(CliRead, APhotographedBoardReadsAsItsLightsAndOpensAsAPuzzle) {
  const vision::test::Photo ph = vision::test::photograph(5, 5, 42);
  const std::string path = write_file("board5.ppm", vision::format_ppm(ph.image));
  const test::CliRun r = test::run_cli({"read", path, "--rows", "5", "--cols", "5", "--json"});
  ASSERT_EQ(r.status, 0) << r.err;
  std::string lights;
  for (int i = 0; i < 25; ++i) lights += std::string(i && i % 5 == 0 ? "/" : "") + char('0' + ph.truth[std::size_t(i)]);
  EXPECT_TRUE(test::has(r.out, "\"lights\":\"" + lights + "\"")) << r.out;
  const std::size_t at = r.out.find("\"id\":\"");
  ASSERT_NE(at, std::string::npos) << r.out;
  const std::string id = r.out.substr(at + 6, r.out.find('"', at + 6) - at - 6);
  const Result<Puzzle> p = parse_puzzle_id(id);
  ASSERT_TRUE(p) << id;
  EXPECT_EQ(p->machine->cells(p->position), ph.truth) << id;
  const test::CliRun text = test::run_cli({"read", path, "--rows", "5", "--cols", "5"});
  EXPECT_TRUE(test::has(text.out, id + "\ncorners: ")) << text.out;
  const test::CliRun counted = test::run_cli({"read", path});
  EXPECT_TRUE(test::has(counted.out, id + "\ncorners: ")) << "the size counted from the cells: " << counted.out << counted.err;
  EXPECT_TRUE(test::has(text.out, "\ngrid fit ")) << "how well the grid sits: " << text.out;
  // A board not square: Lights Out of its size.
  const vision::test::Photo wide = vision::test::photograph(4, 5, 43);
  const test::CliRun w =
      test::run_cli({"read", write_file("board45.ppm", vision::format_ppm(wide.image)), "--rows", "4", "--cols", "5"});
  ASSERT_EQ(w.status, 0) << w.err;
  const Result<Puzzle> wp = parse_puzzle_id(w.out.substr(0, w.out.find('\n')));
  ASSERT_TRUE(wp) << w.out;
  EXPECT_EQ(wp->machine->rows(), 4);
  EXPECT_EQ(wp->machine->cols(), 5);
  EXPECT_EQ(wp->machine->cells(wp->position), wide.truth);
}

TEST(CliRead, MachineOpensA3x3BoardAsMerlinAndRefusesWhatDoesNotFit) {
  const vision::test::Photo ph = vision::test::photograph(3, 3, 44);
  const std::string path = write_file("board3.ppm", vision::format_ppm(ph.image));
  const test::CliRun m = test::run_cli({"read", path, "--rows", "3", "--cols", "3", "--machine", "merlin"});
  ASSERT_EQ(m.status, 0) << m.err;
  const Result<Puzzle> p = parse_puzzle_id(m.out.substr(0, m.out.find('\n')));
  ASSERT_TRUE(p) << m.out;
  EXPECT_EQ(p->machine->title(), "Merlin's Magic Squares");
  EXPECT_EQ(p->machine->cells(p->position), ph.truth);
  const vision::test::Photo five = vision::test::photograph(5, 5, 45);
  const test::CliRun no = test::run_cli(
      {"read", write_file("board5b.ppm", vision::format_ppm(five.image)), "--rows", "5", "--cols", "5", "--machine", "merlin"});
  EXPECT_EQ(no.status, 2);
  EXPECT_TRUE(test::has(no.err, "Merlin's Magic Squares is a 3 x 3 board")) << no.err;
  const test::CliRun other = test::run_cli({"read", path, "--machine", "ghaly"});
  EXPECT_EQ(other.status, 2);
  EXPECT_TRUE(test::has(other.err, "lightsout (any size) or merlin (3x3)")) << other.err;
}

// The photograph's pixels as a Raster (RGBA), for the image module's encoders.
Raster raster_of(const vision::Image& image) {
  Raster r;
  r.width = image.width, r.height = image.height, r.channels = 4;
  r.pixels = image.rgba;
  return r;
}

TEST(CliRead, PngAndJpegReadAsThePpmDoes) {
  const vision::test::Photo ph = vision::test::photograph(5, 5, 44);
  const test::CliRun ppm = test::run_cli({"read", write_file("b.ppm", vision::format_ppm(ph.image))});
  ASSERT_EQ(ppm.status, 0) << ppm.err;
  const std::string id = ppm.out.substr(0, ppm.out.find('\n'));
  const test::CliRun png = test::run_cli({"read", write_file("b.png", image_file::encode_png(raster_of(ph.image)))});
  EXPECT_EQ(png.out.substr(0, png.out.find('\n')), id) << png.err;
  const test::CliRun jpg = test::run_cli({"read", write_file("b.jpg", image_file::encode_jpeg(raster_of(ph.image), 85))});
  EXPECT_EQ(jpg.out.substr(0, jpg.out.find('\n')), id) << jpg.err;
  // A phone's photo stored turned, with Exif orientation 6 ("turn a quarter
  // clockwise to view"): read upright, so the same board, not a turned one.
  const std::string turned = image_file::encode_jpeg(upright(raster_of(ph.image), 8), 85);
  const std::string tiff = std::string("MM\0\x2a\0\0\0\x08\0\x01\x01\x12\0\x03\0\0\0\x01\0\x06\0\0\0\0\0\0", 26);
  const std::string exif = std::string("Exif\0\0", 6) + tiff;
  const std::string app1 = "\xFF\xE1" + std::string{char((exif.size() + 2) >> 8), char((exif.size() + 2) & 0xFF)} + exif;
  const test::CliRun phone = test::run_cli({"read", write_file("phone.jpg", turned.substr(0, 2) + app1 + turned.substr(2))});
  EXPECT_EQ(phone.out.substr(0, phone.out.find('\n')), id) << phone.err;
  const test::CliRun plain = test::run_cli({"read", write_file("turned.jpg", turned)});
  EXPECT_NE(plain.out.substr(0, plain.out.find('\n')), id) << "without the tag the board reads turned";
}

// A worksheet (the corpus's paper look, 1280 x 960 as the corpus test reads
// it): its ink guessed and said so; --light reads the lighter cells as lit,
// the marks' opposite; --dark and --light together are refused.
TEST(CliRead, AWorksheetsInkIsGuessedAndTheFlagsDecide) {
  const vision::test::CorpusPhoto c = vision::test::corpus_photo(vision::test::Look::Paper, 4, 5, 900003, 1280, 960);
  const std::string path = write_file("sheet.ppm", vision::format_ppm(c.photo.image));
  std::string marks, inverse;
  for (int i = 0; i < 20; ++i) {
    const std::string cut = i && i % 5 == 0 ? "/" : "";
    marks += cut + char('0' + c.photo.truth[std::size_t(i)]);
    inverse += cut + char('1' - c.photo.truth[std::size_t(i)]);
  }
  const test::CliRun guessed = test::run_cli({"read", path, "--json"});
  ASSERT_EQ(guessed.status, 0) << guessed.err;
  EXPECT_TRUE(test::has(guessed.out, "\"lights\":\"" + marks + "\"")) << guessed.out;
  EXPECT_TRUE(test::has(guessed.out, "\"lit_is_dark\":true")) << guessed.out;
  EXPECT_TRUE(test::has(test::run_cli({"read", path}).out, "lit: the darker cells (ink on paper, guessed"));
  const test::CliRun light = test::run_cli({"read", path, "--light", "--json"});
  EXPECT_TRUE(test::has(light.out, "\"lights\":\"" + inverse + "\"")) << light.out;
  const test::CliRun both = test::run_cli({"read", path, "--dark", "--light"});
  EXPECT_EQ(both.status, 2);
  EXPECT_TRUE(test::has(both.err, "--dark and --light: give one, or neither to have it guessed")) << both.err;
}

TEST(CliRead, WhatIsNoPictureOrNoBoardIsRefusedWithWhy) {
  const std::string ppm = vision::format_ppm(vision::test::photograph(4, 4, 5).image);
  const struct {
    std::vector<std::string> args;
    const char* words;
  } cases[] = {
      {{"read", write_file("a.ppm", ppm), "--rows", "4", "--cols", "13"}, "--cols must be a whole number from 2 to 12"},
      {{"read", write_file("a.png", "\x89PNG\r\n\x1a\n...."), "--rows", "4", "--cols", "4"},
       "the PNG file's header cannot be read"},
      {{"read", write_file("a.gif", "GIF89a......"), "--rows", "4", "--cols", "4"}, "a GIF picture: PNG and JPEG are read"},
      {{"read", write_file("cut.ppm", ppm.substr(0, ppm.size() / 2)), "--rows", "4", "--cols", "4"}, "the PPM is cut short"},
      {{"read",
        write_file("a.heic", std::string("\0\0\0\x18"
                                         "ftypheic\0\0\0\0",
                                         16)),
        "--rows", "4", "--cols", "4"},
       "a HEIC photo (an iPhone's own format), which is not read here"},
      {{"read", write_file("huge.ppm", "P6\n20000 20000\n255\n"), "--rows", "4", "--cols", "4"}, "at most 16,384 a side"},
      {{"read", write_file("grey.ppm", vision::format_ppm(vision::Image{64, 64, std::vector<uint8_t>(64 * 64 * 4, 128)})),
        "--rows", "4", "--cols", "4"},
       "no board was found"},
      {{"read", "/nonexistent/photo.ppm", "--rows", "4", "--cols", "4"}, "no such file"},
  };
  for (const auto& c : cases) {
    const test::CliRun r = test::run_cli(c.args);
    EXPECT_EQ(r.status, 2) << c.words;
    EXPECT_TRUE(test::has(r.err, c.words)) << c.words << " -> " << r.err;
    EXPECT_EQ(r.err.find('\n'), r.err.size() - 1) << "one line: " << r.err;
  }
}

}  // namespace
}  // namespace tl
