// machine_pictures_test.cpp: the pictures say what the rules say. A is
// checked pixel by pixel against press vectors the test builds itself (the
// plus shape on a plain grid); A^-1 times that A is the identity; each quiet
// pattern drawn, pressed, changes nothing; a board's cells carry its lights;
// what is too large or does not exist is refused with the limit.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/picture/machine_pictures.hpp"
#include "test_support.hpp"

namespace tl {
namespace {

// Lights Out's rule on a plain rows x cols grid, built here: entry (c, j) is
// 1 when button j is cell c or one of its four neighbours.
std::vector<std::vector<int>> plus_matrix(int rows, int cols) {
  const int n = rows * cols;
  std::vector<std::vector<int>> a(std::size_t(n), std::vector<int>(std::size_t(n), 0));
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) {
      const int j = r * cols + c;
      const int dr[] = {0, 1, -1, 0, 0}, dc[] = {0, 0, 0, 1, -1};
      for (int d = 0; d < 5; ++d) {
        const int rr = r + dr[d], cc = c + dc[d];
        if (rr >= 0 && rr < rows && cc >= 0 && cc < cols) a[std::size_t(rr * cols + cc)][std::size_t(j)] = 1;
      }
    }
  return a;
}

// An entry of a black-on-white matrix picture: 1 where the pixel is black.
int entry(const Raster& r, int row, int col) { return r.at(col, row) == Colour{0, 0, 0} ? 1 : 0; }

Picture draw(const std::string& id, PictureSubject what, PictureFormat f = PictureFormat::Png) {
  const Puzzle p = test::load(id);
  auto pic = draw_picture(*p.machine, p.position, what, f, plain_palette());
  EXPECT_TRUE(pic.ok()) << id << ": " << (pic.ok() ? "" : pic.error().message);
  return pic.ok() ? *pic : Picture{};
}

std::string refusal(const std::string& id, PictureSubject what, PictureFormat f = PictureFormat::Png) {
  const Puzzle p = test::load(id);
  auto pic = draw_picture(*p.machine, p.position, what, f, plain_palette());
  return pic.ok() ? std::string("(drawn)") : pic.error().message;
}

TEST(MachinePictures, AIsAPixelAnEntryOfThePressMatrix) {
  for (auto [rows, cols] : {std::pair{5, 5}, std::pair{3, 7}, std::pair{1, 4}}) {
    const std::string id =
        "lightsout" + std::to_string(rows) + "x" + std::to_string(cols) + ":" + std::string(std::size_t(rows * cols), '0');
    const Picture pic = draw(id, PictureSubject::A);
    const auto want = plus_matrix(rows, cols);
    const int n = rows * cols;
    ASSERT_EQ(pic.raster.width, n);
    ASSERT_EQ(pic.raster.height, n);
    EXPECT_EQ(pic.raster.channels, 1) << "black on white is written grey";
    for (int c = 0; c < n; ++c)
      for (int j = 0; j < n; ++j) EXPECT_EQ(entry(pic.raster, c, j), want[std::size_t(c)][std::size_t(j)]) << c << "," << j;
    EXPECT_EQ(pic.file_name, "lightsout" + std::to_string(rows) + "x" + std::to_string(cols) + "-A.png");
  }
}

TEST(MachinePictures, AInverseTimesAIsTheIdentity) {
  // 6x6 Lights Out is invertible (nullity 0); so is Merlin's machine
  // (Arnold and Blaszak: its matrix has determinant 1).
  const Picture inv = draw("lightsout6x6:" + std::string(36, '0'), PictureSubject::AInverse);
  const auto a = plus_matrix(6, 6);
  ASSERT_EQ(inv.raster.width, 36);
  for (int i = 0; i < 36; ++i)
    for (int j = 0; j < 36; ++j) {
      int sum = 0;
      for (int t = 0; t < 36; ++t) sum += entry(inv.raster, i, t) * a[std::size_t(t)][std::size_t(j)];
      EXPECT_EQ(sum % 2, i == j ? 1 : 0) << i << "," << j;
    }
  const Picture merlin_a = draw("merlin:000/000/000", PictureSubject::A);
  const Picture merlin_inv = draw("merlin:000/000/000", PictureSubject::AInverse);
  for (int i = 0; i < 9; ++i)
    for (int j = 0; j < 9; ++j) {
      int sum = 0;
      for (int t = 0; t < 9; ++t) sum += entry(merlin_inv.raster, i, t) * entry(merlin_a.raster, t, j);
      EXPECT_EQ(sum % 2, i == j ? 1 : 0);
    }
}

TEST(MachinePictures, KStatesAreShadesFromWhiteToBlack) {
  // With 3 states a press adds 1: A's entries are 0 and 1 of 0..2, drawn mid grey.
  const Picture pic = draw("lightsout3x3-k3:000/000/000", PictureSubject::A);
  EXPECT_EQ(pic.raster.at(0, 0), (Colour{128, 128, 128}));  // lerp_value(1 of 0..2), rounded
  EXPECT_EQ(pic.raster.at(8, 0), (Colour{255, 255, 255}));
}

TEST(MachinePictures, EveryQuietPatternDrawnChangesNothing) {
  // 5x5 Lights Out has two independent quiet patterns. Read each small board
  // back from the picture by its cells' middles, press it, see nothing change.
  const Puzzle p = test::load("lightsout5x5:" + std::string(25, '0'));
  const Picture pic = draw(p.id(), PictureSubject::Quiet);
  // Two patterns stand side by side in one row: 48-pixel cells (a 5-wide
  // board at 360 pixels a board), a 48-pixel gap before each board and above.
  std::vector<std::vector<int>> patterns;
  const float cell = 48, gap = 48;
  ASSERT_EQ(pic.raster.width, int(2 * (5 * cell + gap) + gap));
  for (int i = 0; i < 2; ++i) {
    std::vector<int> v;
    for (int c = 0; c < 25; ++c) {
      const int x = int(gap + float(i) * (5 * cell + gap) + (float(c % 5) + 0.5f) * cell);
      const int y = int(gap + (float(c / 5) + 0.5f) * cell);
      v.push_back(pic.raster.at(x, y) == Colour{0, 0, 0} ? 1 : 0);
    }
    patterns.push_back(v);
  }
  ASSERT_EQ(patterns.size(), 2u);
  for (const auto& v : patterns) {
    int presses = 0;
    Position pos = p.position;
    for (int j = 0; j < 25; ++j)
      if (v[std::size_t(j)]) p.machine->press(pos, j), ++presses;
    EXPECT_GT(presses, 0);
    EXPECT_EQ(p.machine->cells(pos), p.machine->cells(p.position));
  }
}

TEST(MachinePictures, TheBoardsCellsCarryItsLights) {
  const Puzzle p = test::load("lightsout3x4:1001/0110/1111");
  const Picture pic = draw(p.id(), PictureSubject::Board);
  const std::vector<int> lights = p.machine->cells(p.position);
  // The cells are equal squares in a margin: sample each one's middle.
  const float cell = 48, margin = 24;  // a 4-wide board: 720 / 4 is past the 48 pixels a cell at most
  ASSERT_EQ(pic.raster.width, int(4 * cell + 2 * margin));
  for (int c = 0; c < 12; ++c) {
    const int x = int(margin + (float(c % 4) + 0.5f) * cell), y = int(margin + (float(c / 4) + 0.5f) * cell);
    EXPECT_EQ(pic.raster.at(x, y), lights[std::size_t(c)] ? (Colour{0, 0, 0}) : (Colour{255, 255, 255})) << c;
  }
}

TEST(MachinePictures, SvgHasAnElementACell) {
  const Picture pic = draw("merlin:100/110/001", PictureSubject::Board, PictureFormat::Svg);
  ASSERT_EQ(pic.svg.rfind("<svg xmlns=\"http://www.w3.org/2000/svg\"", 0), 0u);
  std::size_t rects = 0, lit = 0;
  for (std::size_t at = pic.svg.find("<rect"); at != std::string::npos; at = pic.svg.find("<rect", at + 1)) {
    ++rects;
    if (pic.svg.compare(pic.svg.find("fill=", at), 14, "fill=\"#000000\"") == 0) ++lit;
  }
  EXPECT_EQ(rects, 10u);  // the background and 9 cells
  EXPECT_EQ(lit, 4u);     // merlin:100/110/001 has 4 lights on
  EXPECT_NE(pic.svg.find("</svg>"), std::string::npos);
  // A's SVG: a rectangle a run of equal non-zero entries in a row. Lights
  // Out 3x3's row 1 (cell 1) is 1 at buttons 1, 2 and 4: two runs.
  const Picture a = draw("lightsout3x3:000/000/000", PictureSubject::A, PictureFormat::Svg);
  std::size_t runs = 0;
  for (std::size_t at = a.svg.find("<rect x="); at != std::string::npos; at = a.svg.find("<rect x=", at + 1)) ++runs;
  int want = 0;
  const auto m = plus_matrix(3, 3);
  for (const auto& row : m)
    for (std::size_t j = 0; j < row.size(); ++j) want += row[j] && (j == 0 || !row[j - 1]);
  EXPECT_EQ(runs, std::size_t(want));
}

TEST(MachinePictures, WhatCannotBeDrawnIsRefusedWithTheReason) {
  EXPECT_NE(refusal("lightsout5x5:" + std::string(25, '0'), PictureSubject::AInverse).find("no inverse mod 2"),
            std::string::npos);
  EXPECT_NE(refusal("lightsout6x6:" + std::string(36, '0'), PictureSubject::Quiet).find("no quiet patterns"), std::string::npos);
  EXPECT_NE(refusal("lightsout17x17:x" + std::string(73, '0'), PictureSubject::A, PictureFormat::Svg).find("at most 256"),
            std::string::npos);
  const Puzzle big = *parse_puzzle_id("lightsout65x65:x" + std::string(1057, '0'), Surface::Cli);
  auto pic = draw_picture(*big.machine, big.position, PictureSubject::A, PictureFormat::Png, plain_palette());
  ASSERT_FALSE(pic.ok());
  EXPECT_NE(pic.error().message.find("at most 4096 entries a side"), std::string::npos) << pic.error().message;
  const Puzzle ghaly = *parse_puzzle_id(find_machine_kind("ghaly")->default_id);
  auto g = draw_picture(*ghaly.machine, ghaly.position, PictureSubject::Board, PictureFormat::Png, plain_palette());
  ASSERT_FALSE(g.ok());
  EXPECT_NE(g.error().message.find("not a linear machine"), std::string::npos);
}

TEST(MachinePictures, NamesRoundTrip) {
  for (PictureSubject s : {PictureSubject::Board, PictureSubject::A, PictureSubject::AInverse, PictureSubject::Quiet})
    EXPECT_EQ(subject_named(subject_name(s)), s);
  EXPECT_FALSE(subject_named("inverse"));
  EXPECT_EQ(format_named("svg"), PictureFormat::Svg);
  EXPECT_FALSE(format_named("jpeg"));
}

}  // namespace
}  // namespace tl
