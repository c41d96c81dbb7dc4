// matrix_in_test.cpp: rules from a matrix. A written as a picture and read
// back is the same A (and the same rules: rank and quiet patterns); text
// rows of digits or numbers give the matrix typed; every bad matrix is
// refused with its line and column, or its size.
#include <gtest/gtest.h>

#include <string>

#include "core/linear/explain/explain.hpp"
#include "core/picture/machine_pictures.hpp"
#include "core/picture/matrix_in.hpp"
#include "test_support.hpp"

namespace tl {
namespace {

bool same(const ModMatrix& a, const ModMatrix& b) {
  if (a.rows() != b.rows() || a.cols() != b.cols() || a.k() != b.k()) return false;
  for (int i = 0; i < a.rows(); ++i)
    for (int j = 0; j < a.cols(); ++j)
      if (a.get(i, j) != b.get(i, j)) return false;
  return true;
}

std::string error_of(std::string_view text, int k) {
  auto a = matrix_from_text(text, k);
  return a.ok() ? std::string("(read)") : a.error().message;
}

TEST(MatrixIn, APictureReadBackIsTheSameRules) {
  for (const char* id : {"merlin:000/000/000", "lightsout5x5:0000000000000000000000000", "lightsout4x4-k3:0000/0000/0000/0000",
                         "quatrainment:0000/0000/0000/0000"}) {
    const Puzzle p = test::load(id);
    const ModMatrix a = press_matrix(*p.machine);
    for (const PicturePalette& palette : {plain_palette(), PicturePalette{{20, 20, 30}, {60, 60, 70}, {250, 200, 40}, {}, {}}}) {
      auto pic = draw_picture(*p.machine, p.position, PictureSubject::A, PictureFormat::Png, palette);
      ASSERT_TRUE(pic.ok()) << id;
      long off = -1;
      auto back = matrix_from_raster(pic->raster, a.k(), palette, &off);
      ASSERT_TRUE(back.ok()) << id << ": " << back.error().message;
      EXPECT_EQ(off, 0) << id << ": drawn in this very palette";
      long other = 0;
      const PicturePalette different =
          palette == plain_palette() ? PicturePalette{{20, 20, 30}, {60, 60, 70}, {250, 200, 40}, {}, {}} : plain_palette();
      ASSERT_TRUE(matrix_from_raster(pic->raster, a.k(), different, &other).ok());
      EXPECT_GT(other, 0) << id << ": farther from the other palette";
      EXPECT_TRUE(same(*back, a)) << id;
      auto [rows, cols] = board_for_cells(back->rows());
      EXPECT_EQ(rows * cols, p.machine->cell_count());
      auto rules = rules_from_matrix(*back, p.machine->rows(), p.machine->cols());
      ASSERT_TRUE(rules.ok()) << id << ": " << rules.error().message;
      EXPECT_TRUE(same(press_matrix(*rules->machine), a)) << id;
      // The ID reopens the same rules.
      const Puzzle again = test::load(rules->id());
      EXPECT_TRUE(same(press_matrix(*again.machine), a)) << rules->id();
      EXPECT_EQ(analyze_rules(*again.machine).rank, analyze_rules(*p.machine).rank) << id;
    }
  }
}

TEST(MatrixIn, TextRowsOfDigitsOrNumbers) {
  auto a = matrix_from_text("# Merlin's corner and middle\n110\n\n011\r\n101  \n", 2);
  ASSERT_TRUE(a.ok()) << a.error().message;
  EXPECT_EQ(a->rows(), 3);
  EXPECT_EQ(a->get(0, 0), 1);
  EXPECT_EQ(a->get(0, 2), 0);
  EXPECT_EQ(a->get(2, 2), 1);
  auto b = matrix_from_text("0 11, 3\n10 0 0\n1 1 1\n", 12);
  ASSERT_TRUE(b.ok()) << b.error().message;
  EXPECT_EQ(b->get(0, 1), 11);
  EXPECT_EQ(b->get(1, 0), 10);
  EXPECT_EQ(b->k(), 12);
}

TEST(MatrixIn, BadTextSaysWhere) {
  EXPECT_EQ(error_of("110\n0x1\n101\n", 2), "line 2, column 2: 'x' is not a digit (a row is digits, 0..1)");
  EXPECT_EQ(error_of("110\n021\n101\n", 2), "line 2, column 2: 2 is not a value mod 2 (0..1)");
  EXPECT_EQ(error_of("110\n01\n101\n", 2), "line 2 has 2 entries; line 1 has 3 (every row of A is as long)");
  EXPECT_NE(error_of("110\n011\n", 2).find("not square: 2 rows of 3 entries"), std::string::npos);
  EXPECT_EQ(error_of("\n# nothing\n", 2), "no matrix: no line has a row of digits");
  EXPECT_NE(error_of("1 300\n0 1\n", 255).find("300 is not a value mod 255"), std::string::npos);
  EXPECT_NE(error_of("1", 1).find("states must be 2..255"), std::string::npos);
}

// What a message echoes is shown as itself: a byte that is not text as
// \xNN (a NUL, a picture's bytes), a UTF-8 character whole, a number too
// long whole (it was cut to its first four digits).
TEST(MatrixIn, ErrorsShowTheBytesTheyNameReadably) {
  EXPECT_EQ(error_of(std::string("110\n0\0\n", 6), 2), "line 2, column 2: byte \\x00 is not a digit (a row is digits, 0..1)");
  EXPECT_EQ(error_of("\xff\xd8\xff\xe0", 2), "line 1, column 1: byte \\xff is not a digit (a row is digits, 0..1)");
  EXPECT_EQ(error_of("1\xc3\xa9"
                     "0\n",
                     2),
            "line 1, column 2: '\xc3\xa9' is not a digit (a row is digits, 0..1)");
  EXPECT_EQ(error_of("1 99999999999999999999\n0 1\n", 255),
            "line 1, column 3: 99999999999999999999 is not a value mod 255 (0..254)");
  EXPECT_EQ(error_of("1 " + std::string(40, '9') + "\n", 255),
            "line 1, column 3: 999999999999999999999999... (40 digits) is not a value mod 255 (0..254)");
  EXPECT_EQ(error_of("0001 1\n1 0\n", 2), "(read)") << "leading zeros are the number";
}

TEST(MatrixIn, BadPicturesAndBoardsAreRefused) {
  Raster wide(4, 3, Channels::Grey, {255, 255, 255});
  auto a = matrix_from_raster(wide, 2, plain_palette());
  ASSERT_FALSE(a.ok());
  EXPECT_NE(a.error().message.find("4 x 3 pixels: a matrix picture is square"), std::string::npos);
  Raster huge(1025, 1025, Channels::Grey, {255, 255, 255});
  auto h = matrix_from_raster(huge, 2, plain_palette());
  ASSERT_FALSE(h.ok());
  EXPECT_NE(h.error().message.find("1..1024"), std::string::npos);
  auto m = matrix_from_text("10\n01\n", 2);
  ASSERT_TRUE(m.ok());
  auto r = rules_from_matrix(*m, 2, 2);
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.error().message.find("the board 2x2 has 4 cells"), std::string::npos);
  EXPECT_EQ(board_for_cells(9), (std::pair<int, int>{3, 3}));
  EXPECT_EQ(board_for_cells(6), (std::pair<int, int>{1, 6}));
}

}  // namespace
}  // namespace tl
