// cli_picture_test.cpp: `togglelab image` writes the pictures it says, and
// `togglelab matrix` turns A back into the same rules: a PNG of Merlin's A
// read back opens custom rules whose analysis is Merlin's; a text matrix
// gives the rules typed; bad requests are one line that says why.
#include <gtest/gtest.h>

#include <fstream>
#include <string>

#include "cli_support.hpp"
#include "image_file/image_file.hpp"

namespace tl {
namespace {

std::string temp(const std::string& name) { return testing::TempDir() + name; }

std::string slurp(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
}

// The ID on the first line of `matrix`'s output.
std::string id_of(const test::CliRun& r) { return r.out.substr(0, r.out.find('\n')); }

TEST(CliPicture, APictureOfAReadBackIsTheSameRules) {
  const std::string png = temp("merlin-A.png");
  const test::CliRun w = test::run_cli({"image", "--machine", "merlin", "--what", "A", "-o", png});
  ASSERT_EQ(w.status, 0) << w.err;
  EXPECT_TRUE(test::has(w.out, "wrote " + png + " (9 x 9 pixels")) << w.out;
  auto raster = image_file::decode_image(slurp(png));
  ASSERT_TRUE(raster.ok());
  EXPECT_EQ(raster->width, 9);
  const test::CliRun m = test::run_cli({"matrix", png});
  ASSERT_EQ(m.status, 0) << m.err;
  EXPECT_EQ(id_of(m).rfind("custom3x3:000/000/000,b=", 0), 0u) << m.out;
  // Merlin's rules: rank 9 (every position solvable, Arnold and Blaszak),
  // the same as the custom rules read back say.
  const test::CliRun merlin = test::run_cli({"analyze", "--machine", "merlin", "--json"});
  const test::CliRun custom = test::run_cli({"analyze", id_of(m), "--json"});
  ASSERT_TRUE(test::has(merlin.out, "\"rank\":9")) << merlin.out;
  EXPECT_TRUE(test::has(custom.out, "\"rank\":9")) << custom.out;
}

TEST(CliPicture, FormatsFollowTheFileAndNamesDefault) {
  const std::string svg = temp("quiet.svg");
  const test::CliRun s = test::run_cli({"image", "--machine", "lightsout", "--size", "5x5", "--what", "quiet", "-o", svg});
  ASSERT_EQ(s.status, 0) << s.err;
  EXPECT_EQ(slurp(svg).rfind("<svg ", 0), 0u);
  const test::CliRun b = test::run_cli({"image", "merlin:100/110/001", "--format", "png", "-o", temp("b.out")});
  ASSERT_EQ(b.status, 0) << b.err;
  EXPECT_EQ(slurp(temp("b.out")).substr(1, 3), "PNG");
}

TEST(CliPicture, ATextMatrixGivesTheRulesTyped) {
  const std::string path = temp("rules.txt");
  std::ofstream(path) << "# a 2x2 board: each button flips its own cell and the next one\n1001\n1100\n0110\n0011\n";
  const test::CliRun m = test::run_cli({"matrix", path, "--json"});
  ASSERT_EQ(m.status, 0) << m.err;
  EXPECT_TRUE(test::has(m.out, "\"id\":\"custom2x2:00/00,b=11/00.01/10.00/11.10/01\"")) << m.out;
  const test::CliRun k = test::run_cli({"matrix", path, "--states", "3", "--size", "1x4"});
  ASSERT_EQ(k.status, 0) << k.err;
  EXPECT_EQ(id_of(k).rfind("custom1x4-k3:", 0), 0u) << k.out;
}

TEST(CliPicture, BadRequestsSayWhy) {
  const std::string bad = temp("bad.txt");
  std::ofstream(bad) << "10\n0a\n";
  const std::string wide = temp("wide.png");
  {
    Raster r(3, 2, Channels::Grey, {255, 255, 255});
    std::ofstream(wide, std::ios::binary) << image_file::encode_png(r);
  }
  const std::string jpeg = temp("board.jpg"), gif = temp("a.gif");
  std::ofstream(jpeg, std::ios::binary) << image_file::encode_jpeg(Raster(4, 4, Channels::Rgba, {10, 200, 10}), 90);
  std::ofstream(gif, std::ios::binary) << std::string("GIF89a\x04\x00\x04\x00", 10);
  const struct {
    std::vector<std::string> args;
    const char* words;
  } cases[] = {
      {{"image", "--machine", "merlin", "--what", "inverse"}, "--what 'inverse' is not a picture: board, A, Ainv or quiet"},
      {{"image", "--machine", "merlin", "--format", "gif"}, "--format 'gif' is not one written: png or svg"},
      {{"image", "--machine", "lightsout", "--size", "5x5", "--what", "Ainv"}, "A has no inverse mod 2"},
      {{"image", "--machine", "lightsout", "--size", "20x20", "--what", "A", "--format", "svg"}, "at most 256 entries a side"},
      {{"image", "--machine", "merlin", "-o", "/nonexistent/dir/m.png"}, "cannot write /nonexistent/dir/m.png"},
      // Refused before a shape is drawn (an 8192 x 8192 board took 5 GB, then stopped).
      {{"image", "--machine", "lightsout", "--size", "8192x8192", "-o", temp("b.png")}, "at most 1048576 cells (1024 x 1024)"},
      {{"image", "--machine", "lightsout", "--size", "257x256", "--format", "svg"}, "at most 65536 cells (256 x 256)"},
      {{"image", "--machine", "lightsout", "--size", "257x256", "--what", "quiet"}, "at most 65536 cells (256 x 256)"},
      {{"image", "--machine", "lightsout", "--size", "129x128", "--what", "quiet", "--format", "svg"},
       "at most 16384 cells (128 x 128)"},
      {{"matrix", bad}, "line 2, column 2: 'a' is not a digit"},
      {{"matrix", wide}, "3 x 2 pixels: a matrix picture is square"},
      {{"matrix", bad, "--size", "3x3"}, "line 2, column 2"},
      {{"matrix", temp("none.txt")}, "cannot open"},
      // A picture that is not a matrix PNG is named as a picture, with the
      // command that reads a photo of a board (it was read as text: "'\xff'").
      {{"matrix", jpeg}, "is a JPEG picture: matrix reads a text of digit rows or a PNG"},
      {{"matrix", gif}, "is a GIF picture: matrix reads"},
      {{"matrix", jpeg}, "a photo of a board is read by togglelab read"},
  };
  for (const auto& c : cases) {
    const test::CliRun r = test::run_cli(c.args);
    EXPECT_EQ(r.status, 2) << c.words;
    EXPECT_TRUE(test::has(r.err, c.words)) << c.words << " -> " << r.err;
  }
}

}  // namespace
}  // namespace tl
