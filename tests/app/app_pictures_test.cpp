// app_pictures_test.cpp: "Pictures and matrices" in the Why tab, by the
// clicks a person makes: a picture saved is what the core draws (A's pixels
// are the rules' entries), the message waits for the platform's answer and
// says where it went or why not; what cannot be drawn says why; a typed
// matrix opens as custom rules, and a bad one names its line and column.
#include <gtest/gtest.h>

#include "app_driver.hpp"
#include "app_person.hpp"
#include "core/linear/explain/explain.hpp"
#include "core/picture/machine_pictures.hpp"
#include "core/registry/registry.hpp"

namespace tl::app::testing {
namespace {

void open_pictures(AppDriver& d) {
  ASSERT_TRUE(d.click("Why it works")) << d.last_error;
  ASSERT_TRUE(d.click("Pictures and matrices")) << d.last_error;
}

TEST(AppPictures, APictureOfAIsTheRulesEntries) {
  AppDriver d({.link = "merlin:100/110/001"});
  open_pictures(d);
  ASSERT_TRUE(d.click("Picture of")) << d.last_error;
  ASSERT_TRUE(d.click("Picture of A")) << d.last_error;
  ASSERT_TRUE(d.click("Black on white")) << d.last_error;
  ASSERT_TRUE(d.click("Save picture")) << d.last_error;
  ASSERT_EQ(d.pictures.size(), 1u);
  const PictureFile& f = d.pictures[0];
  EXPECT_EQ(f.name, "merlin-A.png");
  ASSERT_EQ(f.raster.width, 9);
  const Puzzle p = *parse_puzzle_id("merlin:100/110/001");
  const ModMatrix a = press_matrix(*p.machine);
  for (int c = 0; c < 9; ++c)
    for (int j = 0; j < 9; ++j)
      EXPECT_EQ(f.raster.at(j, c) == (Colour{0, 0, 0}), a.get(c, j) == 1) << "cell " << c << ", button " << j;
  const Json s = d.state();
  EXPECT_EQ(str(s["message"]), "Saved /saved/merlin-A.png.") << "the platform's answer names where it went";
  EXPECT_FALSE(s["pictures"]["waiting"]);
}

TEST(AppPictures, TheThemesColoursOrBlackOnWhiteAsSvg) {
  AppDriver d({.link = "lightsout3x3:100/000/000"});
  open_pictures(d);
  ASSERT_TRUE(d.click("Format")) << d.last_error;
  ASSERT_TRUE(d.click("Format SVG")) << d.last_error;
  ASSERT_TRUE(d.click("Save picture")) << d.last_error;
  ASSERT_EQ(d.pictures.size(), 1u);
  EXPECT_EQ(d.pictures[0].name, "lightsout3x3-board.svg");
  EXPECT_EQ(d.pictures[0].svg.rfind("<svg ", 0), 0u);
  EXPECT_EQ(d.pictures[0].svg.find("#000000\""), std::string::npos) << "the theme's colours, not black";
  ASSERT_TRUE(d.click("Black on white")) << d.last_error;
  ASSERT_TRUE(d.click("Save picture")) << d.last_error;
  ASSERT_EQ(d.pictures.size(), 2u);
  EXPECT_NE(d.pictures[1].svg.find("fill=\"#000000\""), std::string::npos) << "the lit cell in black";
}

TEST(AppPictures, WhatCannotBeDrawnOrSavedSaysWhy) {
  AppDriver d({.link = "lightsout5x5:" + std::string(25, '0')});
  open_pictures(d);
  ASSERT_TRUE(d.click("Picture of")) << d.last_error;
  ASSERT_TRUE(d.click("Picture of A^-1")) << d.last_error;
  ASSERT_TRUE(d.click("Save picture")) << d.last_error;
  EXPECT_TRUE(d.pictures.empty());
  EXPECT_EQ(str(d.state()["message"]).rfind("No picture: A has no inverse mod 2", 0), 0u) << str(d.state()["message"]);
  d.refuse_pictures = "the disk is full";
  ASSERT_TRUE(d.click("Picture of")) << d.last_error;
  ASSERT_TRUE(d.click("Picture of Quiet patterns")) << d.last_error;
  ASSERT_TRUE(d.click("Save picture")) << d.last_error;
  ASSERT_EQ(d.pictures.size(), 1u);
  EXPECT_EQ(str(d.state()["message"]), "Could not save the picture: the disk is full.");
}

TEST(AppPictures, ATypedMatrixIsPlayedAsCustomRules) {
  AppDriver d({.link = "merlin:100/110/001"});
  open_pictures(d);
  const std::string before = str(d.state()["id"]);
  ASSERT_TRUE(d.click("Matrix rows")) << d.last_error;
  d.type("12\n01");
  ASSERT_TRUE(d.click("Play this matrix")) << d.last_error;
  Json s = d.state();
  EXPECT_EQ(str(s["message"]), "That matrix is not played: line 1, column 2: 2 is not a value mod 2 (0..1).");
  EXPECT_EQ(str(s["id"]), before) << "the game in play unchanged";
  ASSERT_TRUE(d.click("Matrix rows")) << d.last_error;
  for (int i = 0; i < 5; ++i) d.key(Key::Backspace);
  d.type("110\n011\n101");
  ASSERT_TRUE(d.click("Play this matrix")) << d.last_error;
  s = d.state();
  EXPECT_EQ(str(s["id"]).rfind("custom1x3:000,b=", 0), 0u) << str(s["id"]);
  EXPECT_EQ(s["rank"], 2) << "110 + 011 = 101 mod 2";
  EXPECT_EQ(str(s["message"]), "Custom rules from your matrix, mod 2: 3 buttons on a 1x3 board.");
  d.key(Key::Z, {.ctrl = true});
  EXPECT_EQ(str(d.state()["id"]), before) << "one undoable step (Ctrl+Z)";
}

// A matrix picture opened (the page's chooser) or dropped (the desktop):
// read a pixel an entry, in black on white or the theme's colours, and
// played as the same rules; what is no matrix says why.
TEST(AppPictures, AMatrixPictureOpenedIsPlayedAsItsRules) {
  AppDriver d({.link = "merlin:100/110/001"});
  open_pictures(d);
  ASSERT_TRUE(d.click("Open a matrix picture")) << d.last_error;
  EXPECT_TRUE(d.asked_to_pick) << "the platform is asked for its file chooser";
  const Puzzle merlin = *parse_puzzle_id("merlin:100/110/001");
  const ModMatrix a = press_matrix(*merlin.machine);
  for (bool plain : {true, false}) {
    // As Save picture draws it: black on white, or the theme's colours.
    const PicturePalette palette =
        plain ? plain_palette() : PicturePalette{{23, 26, 33}, {60, 64, 76}, {255, 196, 60}, {90, 90, 100}, {230, 230, 230}};
    Result<Picture> pic = draw_picture(*merlin.machine, merlin.position, PictureSubject::A, PictureFormat::Png, palette);
    ASSERT_TRUE(pic.ok());
    Raster rgba(pic->raster.width, pic->raster.height, Channels::Rgba, {});
    for (int y = 0; y < rgba.height; ++y)
      for (int x = 0; x < rgba.width; ++x) rgba.put(x, y, pic->raster.at(x, y));
    d.pictures_in.push_back({"merlin-A.png", rgba, ""});
    d.frame();
    d.settle();
    const Json s = d.state();
    ASSERT_EQ(str(s["id"]).rfind("custom3x3:000/000/000,b=", 0), 0u) << plain << ": " << str(s["message"]);
    const Puzzle custom = *parse_puzzle_id(str(s["id"]));
    const ModMatrix b = press_matrix(*custom.machine);
    for (int i = 0; i < 9; ++i)
      for (int j = 0; j < 9; ++j) EXPECT_EQ(b.get(i, j), a.get(i, j)) << plain << " " << i << "," << j;
    EXPECT_EQ(str(s["message"]), "Custom rules from merlin-A.png, mod 2: 9 buttons on a 3x3 board.");
  }
  d.pictures_in.push_back({"photo.png", Raster(40, 30, Channels::Rgba, {255, 255, 255}), ""});
  d.frame();
  EXPECT_EQ(str(d.state()["message"]),
            "Could not read photo.png as a matrix: the picture is 40 x 30 pixels: a matrix picture is square, a pixel an "
            "entry.");
  d.pictures_in.push_back({"", {}, "this window has no file chooser (SDL has none): drop the PNG on the window instead"});
  d.frame();
  EXPECT_EQ(str(d.state()["message"]),
            "Could not read the picture: this window has no file chooser (SDL has none): drop the PNG on the window instead.");
}

}  // namespace
}  // namespace tl::app::testing
