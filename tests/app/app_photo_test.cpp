// app_photo_test.cpp: "Read a photo", by the taps a person makes, with the
// platform's part played by the driver (it keeps the photo and reads it with
// core's board reader, as the page's worker does). A photo of a board opens
// as that board with its hint ready, as one undoable step; a tap fixes a
// cell, a corner dragged moves the grid and reads again, Rotate and Mirror
// rename the corners, the steppers set rows and columns; a photo with no
// board says so and offers to place the corners by hand; Cancel and Escape
// leave the game as it was; the platform is told to forget every photo.
#include <gtest/gtest.h>

#include <algorithm>

#include "app_driver.hpp"
#include "core/vision/board_turn.hpp"
#include "finger_support.hpp"
#include "vision/board_corpus.hpp"

namespace tl::app::testing {
namespace {

using vision::test::CorpusPhoto;
using vision::test::Look;

// A corpus photo (tests/core/vision) of `look` that core's reader reads
// right with nothing given (the ink guessed, as the screen's first read):
// the app's part is tested here, the reader's accuracy in the corpus test.
CorpusPhoto readable(Look look, int rows, int cols) {
  for (uint64_t seed = 900000;; ++seed) {
    CorpusPhoto c = vision::test::corpus_photo(look, rows, cols, seed);
    const Result<vision::BoardRead> r = vision::read_board(c.photo.image, {.guess_ink = true});
    if (r && r->rows == rows && r->cols == cols && r->cells == c.photo.truth && r->lit_is_dark == c.lit_is_dark) return c;
  }
}

// That photo handed to the app as a chooser, a drop or a paste does, and read.
CorpusPhoto shown(AppDriver& d, Look look, int rows, int cols, const std::string& name) {
  CorpusPhoto c = readable(look, rows, cols);
  d.open_photo(name, c.photo.image);
  d.settle();
  return c;
}

std::vector<int> ints(const Json& a) { return a.get<std::vector<int>>(); }
std::string str(const Json& s) { return s.is_string() ? s.get<std::string>() : s.dump(); }

// The menu's Read a photo on a phone, then Choose a photo.
void open_screen(AppDriver& d) {
  ASSERT_TRUE(finger_tap(d, "Menu"));
  ASSERT_TRUE(finger_tap(d, "Read a photo"));
  ASSERT_TRUE(d.state()["photo"]["open"]);
}

TEST(AppPhoto, APhotoOfABoardOpensAsThatBoardWithItsHintAsOneUndoableStep) {
  AppDriver d({.size = kPhone, .link = "merlin:100/110/001"});
  const std::string before = str(d.state()["id"]);
  open_screen(d);
  ASSERT_TRUE(finger_tap(d, "Choose a photo"));
  EXPECT_EQ(d.asked_to_pick_photo, 1) << "the chooser opens inside the tap";
  ASSERT_TRUE(finger_tap(d, "Take a photo"));
  EXPECT_EQ(d.asked_to_pick_photo, 2) << "the phone's camera app";
  const CorpusPhoto c = readable(Look::Game, 6, 6);  // 6 x 6 Lights Out: every start solvable
  const uint32_t id = d.open_photo("board.jpg", c.photo.image);
  d.settle();
  Json s = d.state()["photo"];
  ASSERT_TRUE(s["have"]) << s.dump();
  EXPECT_FALSE(s["reading"]);
  EXPECT_EQ(s["rows"], 6);
  EXPECT_EQ(ints(s["cells"]), c.photo.truth);
  EXPECT_NE(str(s["said"]).find("Read a 6 x 6 board"), std::string::npos) << str(s["said"]);
  EXPECT_EQ(d.photo_reads, 1) << "one read for one photo";
  ASSERT_TRUE(finger_tap(d, "Use this"));
  const Json g = d.state();
  EXPECT_FALSE(g["photo"]["open"]);
  EXPECT_EQ(str(g["machine"]), "lightsout");
  EXPECT_EQ(g["rows"], 6);
  EXPECT_EQ(ints(g["cells"]), c.photo.truth);
  EXPECT_TRUE(g["min_presses"].is_number()) << "its solution is ready";
  EXPECT_NE(str(g["message"]).find("read from the photo"), std::string::npos);
  EXPECT_EQ(d.photos.count(id), 0u) << "the platform forgets the photo";
  d.key(Key::Z, {.ctrl = true});
  d.settle();
  EXPECT_EQ(str(d.state()["id"]), before) << "one Undo brings back the game before it";
}

TEST(AppPhoto, ATapFixesACellAndRotateAndMirrorRenameTheCorners) {
  AppDriver d({.size = kPhone});
  open_screen(d);
  const CorpusPhoto c = shown(d, Look::Handheld, 4, 5, "handheld.png");
  ASSERT_TRUE(d.state()["photo"]["have"]);
  ASSERT_TRUE(finger_tap(d, "Photo cell 2,3"));
  std::vector<int> want = c.photo.truth;
  want[std::size_t(1 * 5 + 2)] ^= 1;
  EXPECT_EQ(ints(d.state()["photo"]["cells"]), want) << "the tapped cell's light changes";
  vision::BoardRead r;
  r.rows = 4, r.cols = 5, r.cells = want;
  ASSERT_TRUE(finger_tap(d, "Rotate"));
  Json s = d.state()["photo"];
  EXPECT_EQ(s["rows"], 5);
  EXPECT_EQ(s["cols"], 4);
  EXPECT_EQ(ints(s["cells"]), vision::quarter_turn(r).cells);
  ASSERT_TRUE(finger_tap(d, "Mirror"));
  EXPECT_EQ(ints(d.state()["photo"]["cells"]), vision::mirrored(vision::quarter_turn(r)).cells);
  ASSERT_TRUE(finger_tap(d, "Use this"));
  const Json g = d.state();
  EXPECT_EQ(g["rows"], 5);
  EXPECT_EQ(g["cols"], 4);
  EXPECT_EQ(ints(g["cells"]), vision::mirrored(vision::quarter_turn(r)).cells);
}

TEST(AppPhoto, ACornerDraggedReadsAgainWhereItWasLetGo) {
  AppDriver d({.size = kPhone});
  open_screen(d);
  const CorpusPhoto c = shown(d, Look::Game, 5, 5, "board.png");
  const Json s = d.state()["photo"];
  ASSERT_TRUE(s["have"]);
  const Rect photo = d.control("Photo")->rect;
  const Json& view = s["view"];  // the part of the photo shown: the board and a margin
  const float vx = view[0], vy = view[1], scale = photo.w / float(view[2]);
  EXPECT_LT(float(view[2]), float(c.photo.image.width)) << "the board shown larger than the whole photo would be";
  const auto at = [&](vision::Point p) {
    return Point{photo.x + (float(p.x) - vx) * scale, photo.y + (float(p.y) - vy) * scale};
  };
  // The top left corner dragged to the board's middle: a smaller grid, read again.
  const Point from = centre_of(d.control("Corner top left")->rect);
  const vision::Point mid{(c.photo.corners[0].x + c.photo.corners[2].x) / 2, (c.photo.corners[0].y + c.photo.corners[2].y) / 2};
  const int reads = d.photo_reads;
  finger_drag(d, from, at(mid));
  d.settle();
  Json moved = d.state()["photo"];
  EXPECT_TRUE(moved["placed"]);
  EXPECT_EQ(d.photo_reads, reads + 1) << "one read when the corner is let go, none while it moves";
  EXPECT_NEAR(double(moved["corners"][0][0]), mid.x, 2.0 / scale + 1);
  EXPECT_NEAR(double(moved["corners"][0][1]), mid.y, 2.0 / scale + 1);
  // ... and back onto the board's own corner: the board as it is.
  finger_drag(d, centre_of(d.control("Corner top left")->rect), at(c.photo.corners[0]));
  d.settle();
  EXPECT_EQ(ints(d.state()["photo"]["cells"]), c.photo.truth);
}

// A worksheet's photo: its ink guessed (the box shown ticked) and read
// right with no tap; unticked, the lighter cells read as lit and the box
// stays as the player left it through a corner dragged; the next photo (a
// handheld's) is guessed again. (Grey lamps in a dark case, below, are not ink.)
TEST(AppPhoto, PaperIsGuessedAsInkAndThePlayersChoiceStands) {
  AppDriver d({.size = kPhone});
  open_screen(d);
  const CorpusPhoto paper = shown(d, Look::Paper, 4, 5, "worksheet.jpg");
  ASSERT_TRUE(paper.lit_is_dark);
  Json s = d.state()["photo"];
  ASSERT_TRUE(s["have"]) << s.dump();
  EXPECT_TRUE(s["lit_is_dark"]) << "guessed: ink on paper";
  EXPECT_EQ(ints(s["cells"]), paper.photo.truth);
  ASSERT_TRUE(finger_tap(d, "Ink marks on paper"));
  d.settle();
  s = d.state()["photo"];
  EXPECT_FALSE(s["lit_is_dark"]) << "the player's choice";
  std::vector<int> inverted = paper.photo.truth;
  for (int& c : inverted) c = 1 - c;
  EXPECT_EQ(ints(s["cells"]), inverted) << "the lighter cells read as lit";
  const Point corner = centre_of(d.control("Corner top left")->rect);
  finger_drag(d, corner, Point{corner.x + 6, corner.y + 6});
  d.settle();
  EXPECT_FALSE(d.state()["photo"]["lit_is_dark"]) << "a read with the corners placed keeps the player's choice";
  const CorpusPhoto lamps = shown(d, Look::Handheld, 4, 5, "handheld.jpg");  // the size kept: corners were placed
  s = d.state()["photo"];
  EXPECT_FALSE(s["lit_is_dark"]) << "a new photo is guessed again: lamps";
  EXPECT_EQ(ints(s["cells"]), lamps.photo.truth);
}

TEST(AppPhoto, TheSteppersSetRowsAndColumnsAndStates) {
  AppDriver d;  // the desktop: no chooser, a photo dropped on the window
  d.can_choose_files = false;
  ASSERT_TRUE(d.click("Read a photo")) << d.last_error;
  EXPECT_FALSE(d.control("Take a photo")) << "SDL has no file chooser";
  EXPECT_NE(str(d.state()["photo"]["said"]).find("Drop a photo"), std::string::npos);
  const CorpusPhoto c = shown(d, Look::Game, 5, 5, "board.png");
  ASSERT_TRUE(d.click("Rows +")) << d.last_error;
  d.settle();
  Json s = d.state()["photo"];
  EXPECT_EQ(s["rows"], 6);
  EXPECT_EQ(s["cols"], 5);
  EXPECT_EQ(s["cells"].size(), 30u);
  ASSERT_TRUE(d.click("Rows -")) << d.last_error;
  d.settle();
  EXPECT_EQ(ints(d.state()["photo"]["cells"]), c.photo.truth) << "the size given: the board again";
  ASSERT_TRUE(d.click("States +")) << d.last_error;
  d.settle();
  s = d.state()["photo"];
  EXPECT_EQ(s["states"], 3);
  ASSERT_TRUE(d.click("Use this")) << d.last_error;
  EXPECT_EQ(d.state()["states"], 3) << "Lights Out with three states";
}

TEST(AppPhoto, A3x3BoardOpensAsMerlinsMagicSquaresWhenChosen) {
  AppDriver d({.size = kPhone});
  open_screen(d);
  const CorpusPhoto c = shown(d, Look::Handheld, 3, 3, "merlin.jpg");
  ASSERT_TRUE(finger_tap(d, "Merlin's Magic Squares"));
  EXPECT_EQ(str(d.state()["photo"]["rules"]), "Merlin's Magic Squares");
  ASSERT_TRUE(finger_tap(d, "Use this"));
  const Json g = d.state();
  EXPECT_EQ(str(g["title"]), "Merlin's Magic Squares");
  EXPECT_EQ(ints(g["cells"]), c.photo.truth);
}

// A board of three states on a plain table: lamps dark, middling and bright.
vision::Image three_state_board(const std::vector<int>& cells) {
  vision::Image im{360, 300, std::vector<uint8_t>(std::size_t(360 * 300 * 4), 255)};
  const auto put = [&](int x, int y, int v) {
    uint8_t* p = &im.rgba[std::size_t(y * 360 + x) * 4];
    p[0] = p[1] = p[2] = uint8_t(v);
  };
  for (int y = 0; y < 300; ++y)
    for (int x = 0; x < 360; ++x) put(x, y, 235);
  for (int y = 40; y < 260; ++y)
    for (int x = 70; x < 290; ++x) put(x, y, 25);  // the board
  for (int r = 0; r < 3; ++r)
    for (int c = 0; c < 3; ++c)
      for (int y = 0; y < 56; ++y)
        for (int x = 0; x < 56; ++x) put(80 + c * 72 + x, 50 + r * 72 + y, 70 + 80 * cells[std::size_t(r * 3 + c)]);
  return im;
}

TEST(AppPhoto, WithThreeStatesATapNamesAColoursState) {
  AppDriver d;
  ASSERT_TRUE(d.click("Read a photo")) << d.last_error;
  const std::vector<int> cells{0, 1, 2, 2, 1, 0, 1, 1, 2};
  d.open_photo("three.png", three_state_board(cells));
  d.settle();
  ASSERT_TRUE(d.click("States +")) << d.last_error;
  d.settle();
  Json s = d.state()["photo"];
  ASSERT_EQ(s["states"], 3);
  ASSERT_EQ(ints(s["cells"]), cells) << "three states by brightness, 0 the darkest";
  EXPECT_FALSE(d.control("A tap names a colour's state") == std::nullopt);
  ASSERT_TRUE(d.click("A tap names a colour's state")) << d.last_error;
  ASSERT_TRUE(d.click("Photo cell 1,2")) << d.last_error;  // read as 1: it is 2
  EXPECT_EQ(ints(d.state()["photo"]["cells"]), (std::vector<int>{0, 2, 1, 1, 2, 0, 2, 2, 1})) << "1 and 2 swap everywhere";
  ASSERT_TRUE(d.click("A tap names a colour's state")) << d.last_error;
  ASSERT_TRUE(d.click("Photo cell 1,1")) << d.last_error;  // one cell alone again
  EXPECT_EQ(ints(d.state()["photo"]["cells"]), (std::vector<int>{1, 2, 1, 1, 2, 0, 2, 2, 1}));
  ASSERT_TRUE(d.click("Use this")) << d.last_error;
  EXPECT_EQ(ints(d.state()["cells"]), (std::vector<int>{1, 2, 1, 1, 2, 0, 2, 2, 1}));
  EXPECT_EQ(d.state()["states"], 3);
}

TEST(AppPhoto, NoBoardSaysSoAndOffersToPlaceTheCornersByHand) {
  AppDriver d({.size = kSmallPhone});
  open_screen(d);
  vision::Image grey{320, 240, std::vector<uint8_t>(std::size_t(320 * 240 * 4), 128)};
  d.open_photo("wall.png", grey);
  d.settle();
  Json s = d.state()["photo"];
  EXPECT_FALSE(s["have"]);
  EXPECT_EQ(str(s["said"]), "No board was found in the picture: place its four corners by hand.");
  ASSERT_TRUE(finger_tap(d, "Place the corners by hand"));
  s = d.state()["photo"];
  EXPECT_TRUE(s["have"]);
  EXPECT_TRUE(s["placed"]);
  EXPECT_TRUE(d.control("Corner bottom right"));
  // Nothing read yet: every cell doubtful, until the player's tap says what it is.
  const int rows = s["rows"], cols = s["cols"];
  ASSERT_EQ(s["doubtful"].size(), std::size_t(rows * cols));
  ASSERT_TRUE(finger_tap(d, "Photo cell 1,1"));
  s = d.state()["photo"];
  EXPECT_EQ(s["doubtful"].size(), std::size_t(rows * cols - 1));
  EXPECT_EQ(ints(s["doubtful"])[0], 2) << "the tapped cell is not doubtful";
  ASSERT_TRUE(finger_tap(d, "Rotate"));  // the old top left is the new top right: still the player's
  const std::vector<int> turned = ints(d.state()["photo"]["doubtful"]);
  EXPECT_EQ(std::count(turned.begin(), turned.end(), rows), 0) << "cell 1," << rows << " after the turn";
  EXPECT_EQ(turned.size(), std::size_t(rows * cols - 1));
  d.photo_error("board.heic", "HEIC photos are not read here: save it as JPEG or PNG");
  d.settle();
  EXPECT_NE(str(d.state()["photo"]["said"]).find("Could not read board.heic: HEIC"), std::string::npos);
}

TEST(AppPhoto, CancelAndEscapeLeaveTheGameAsItWas) {
  AppDriver d({.link = "lightsout3x3:101/010/101"});
  const Json before = d.state();
  ASSERT_TRUE(d.click("Read a photo")) << d.last_error;
  const uint32_t id = d.open_photo("board.png", readable(Look::Game, 4, 4).photo.image);
  d.settle();
  d.type("n");  // a game key while the screen is open: nothing
  d.key(Key::Escape);
  d.settle();
  Json s = d.state();
  EXPECT_FALSE(s["photo"]["open"]);
  EXPECT_EQ(s["id"], before["id"]);
  EXPECT_EQ(s["undo_depth"], before["undo_depth"]);
  EXPECT_EQ(d.photos.count(id), 0u);
  ASSERT_TRUE(d.click("Read a photo")) << d.last_error;
  ASSERT_TRUE(d.click("Cancel")) << d.last_error;
  EXPECT_FALSE(d.state()["photo"]["open"]);
  EXPECT_EQ(d.state()["id"], before["id"]);
}

}  // namespace
}  // namespace tl::app::testing
