// why_link_test.cpp: links that open a step of the Why tab. The text reads
// back as it was written; every malformed link is refused with the
// character and what is allowed; a student's elimination replayed from its
// link is the same matrix, and a link whose operations do not fit the board
// says which one and why.
#include "core/midend/why_link.hpp"

#include <gtest/gtest.h>

#include "core/midend/diy_desk.hpp"
#include "core/midend/midend.hpp"

namespace tl {
namespace {

Result<WhyLink> parse_link(std::string_view link) {
  const LinkParts parts = split_link(link);
  return parse_why_link(parts.view, parts.view_pos);
}

TEST(WhyLink, SplitsAtTheFirstTilde) {
  LinkParts p = split_link("merlin:100/110/001~elim=12~why");
  EXPECT_EQ(p.id, "merlin:100/110/001");
  EXPECT_EQ(p.view, "elim=12~why");
  EXPECT_EQ(p.view_pos, 19u);
  p = split_link("merlin:100/110/001");
  EXPECT_EQ(p.id, "merlin:100/110/001");
  EXPECT_TRUE(p.view.empty());
}

TEST(WhyLink, AGraph6EndingInAViewsNameIsReadOneWayOnly) {
  // Nine vertices: 36 bits of edges, six characters, the last four "~why"
  // (a valid graph6: '~', 'w', 'h', 'y' are all 63..126).
  const std::string id = "graph:000000000,graph6=H??~why";
  ASSERT_TRUE(Midend::open(id).message().empty()) << Midend::open(id).message();
  LinkParts p = split_link(id);
  EXPECT_EQ(p.id, id) << "the whole is the ID, not a link to its Why tab";
  EXPECT_TRUE(p.view.empty());
  const std::string link = id + "~why~elim=3";
  p = split_link(link);
  EXPECT_EQ(p.id, id);
  EXPECT_EQ(p.view, "why~elim=3");
  // A graph6 without it still has its views read from the end.
  p = split_link("graph:0000000000,graph6=IheA@GUAo~why");
  EXPECT_EQ(p.id, "graph:0000000000,graph6=IheA@GUAo");
  EXPECT_EQ(p.view, "why");
}

// A graph link followed by a long run of views (about a megabyte of "~why",
// within the page's link limit) is cut once, a few views from its end, and
// read as a link naming a view twice; before, every "~why" was a cut with
// its own try at the ID, time quadratic in the length (256 KB: 6.8 s).
TEST(WhyLink, ALongRunOfViewsAfterAGraphIsCutOnceAndRefused) {
  std::string link = "graph:0000000000,graph6=IheA@GUAo";
  for (int i = 0; i < 250000; ++i) link += "~why";
  const LinkParts p = split_link(link);
  EXPECT_TRUE(p.id.starts_with("graph:0000000000,graph6=IheA@GUAo~why~why")) << "the rest is the ID's, which says it is wrong";
  EXPECT_LE(p.view.size(), 10 * 4u) << "cut a few views from the end";
  const Result<WhyLink> views = parse_why_link(p.view, p.view_pos);
  ASSERT_FALSE(views.ok());
  EXPECT_NE(views.error().message.find("'why' appears twice"), std::string::npos) << views.error().describe();
}

TEST(WhyLink, ReadsBackWhatItWrote) {
  for (const char* view :
       {"why", "elim=0", "elim=12", "diy", "diy=s1-2", "diy=s1-2.a1-3.a2-9x3.m4x3", "lesson=1", "lesson=2:10100", "lesson=3",
        "elim=12~diy=a1-2~lesson=2:0201", "lesson=3~presses=9", "lesson=2:11000~presses=8~from=00100/00100/00101/11101/11101",
        "lesson=1~from=101/010/101,g=111/111/111", "atlas=plain", "atlas=torus", "atlas=torus-k3", "elim=3~atlas=plain-k254"}) {
    auto link = parse_why_link(view);
    ASSERT_TRUE(link.ok()) << view << ": " << link.error().describe();
    EXPECT_EQ(format_why_link(*link), view);
  }
  auto link = parse_why_link("diy=a3-1x2.m2x3");
  ASSERT_TRUE(link.ok());
  ASSERT_EQ(link->diy_ops.size(), 2u);
  EXPECT_EQ(link->diy_ops[0].kind, RowOpKind::Add);
  EXPECT_EQ(link->diy_ops[0].row, 2) << "rows are 1-based in the link";
  EXPECT_EQ(link->diy_ops[0].other, 0);
  EXPECT_EQ(link->diy_ops[0].factor, 2);
  EXPECT_EQ(link->diy_ops[1].kind, RowOpKind::Scale);
  EXPECT_EQ(link->diy_ops[1].factor, 3);
  EXPECT_TRUE(parse_why_link("why")->why);
  EXPECT_EQ(format_why_link(*parse_why_link("atlas")), "atlas=plain") << "the bare atlas is the plain one, 2 states";
  EXPECT_TRUE(WhyLink{}.empty());
  EXPECT_EQ(format_why_link(WhyLink{}), "");
}

TEST(WhyLink, MalformedLinksNameTheCharacterAndWhatIsAllowed) {
  struct Bad {
    const char* link;
    std::size_t pos;
    const char* words;
  };
  // merlin:100/110/001~ is 19 characters: the view begins at index 19.
  for (const Bad& b : {Bad{"merlin:100/110/001~", 19, "expected a view"},
                       {"merlin:100/110/001~step=3", 19, "unknown view 'step=3'"},
                       {"merlin:100/110/001~elim=", 24, "the elimination step"},
                       {"merlin:100/110/001~elim=-1", 24, "the elimination step"},
                       {"merlin:100/110/001~elim=012", 24, "must be a number 0..1000000"},
                       {"merlin:100/110/001~elim=99999999999", 24, "must be a number"},
                       {"merlin:100/110/001~elim=3x", 25, "after the elimination step"},
                       {"merlin:100/110/001~elim=3~elim=4", 26, "'elim' appears twice"},
                       {"merlin:100/110/001~diy=q1-2", 23, "expected an operation"},
                       {"merlin:100/110/001~diy=s0-2", 24, "a row must be a number 1..9999"},
                       {"merlin:100/110/001~diy=s1", 25, "expected '-'"},
                       {"merlin:100/110/001~diy=m1", 25, "expected 'x'"},
                       {"merlin:100/110/001~diy=s1-2.", 28, "expected an operation after '.'"},
                       {"merlin:100/110/001~diy=s1-2,s2-3", 27, "expected '.'"},
                       {"merlin:100/110/001~diy=a1-2x0", 28, "the multiple must be a number 1..9999"},
                       {"merlin:100/110/001~lesson=4", 26, "the lesson's phase must be a number 1..3"},
                       {"merlin:100/110/001~lesson=1:101", 27, "only phase 2"},
                       {"merlin:100/110/001~lesson=2:", 28, "top-row presses"},
                       {"merlin:100/110/001~lesson=2x", 27, "unexpected text"},
                       {"merlin:100/110/001~presses=3", 19, "belong to the light-chasing lesson"},
                       {"merlin:100/110/001~from=1", 19, "belong to the light-chasing lesson"},
                       {"merlin:100/110/001~lesson=1~presses=x", 36, "the lesson's presses"},
                       {"merlin:100/110/001~lesson=1~presses=1000001", 36, "must be a number 0..1000000"},
                       {"merlin:100/110/001~lesson=1~presses=3~presses=4", 38, "'presses' appears twice"},
                       {"merlin:100/110/001~lesson=1~from=", 33, "the board the lesson began on"},
                       {"merlin:100/110/001~atlas=round", 25, "plain, torus, cylinder, moebius, klein or projective"},
                       {"merlin:100/110/001~atlas=torus-3", 31, "expected 'k'"},
                       {"merlin:100/110/001~atlas=torus-k1", 32, "must be a number 2..255"},
                       {"merlin:100/110/001~atlas=torus-k3x", 33, "unexpected text after the atlas"},
                       {"merlin:100/110/001~atlas~atlas", 25, "'atlas' appears twice"}}) {
    auto link = parse_link(b.link);
    ASSERT_FALSE(link.ok()) << b.link;
    EXPECT_EQ(link.error().pos, b.pos) << b.link << ": " << link.error().message;
    EXPECT_NE(link.error().message.find(b.words), std::string::npos) << b.link << ": " << link.error().message;
  }
  // Too many operations is refused before any is replayed.
  std::string many = "diy=s1-2";
  for (std::size_t i = 1; i <= kWhyLinkMaxOps; ++i) many += ".s1-2";
  auto link = parse_why_link(many);
  ASSERT_FALSE(link.ok());
  EXPECT_NE(link.error().message.find("more than"), std::string::npos) << link.error().message;
}

// The standard steps to the reduced form, written as a link and replayed on
// a fresh game of the same puzzle: the same operations, the same [A | b].
TEST(WhyLink, AStudentsEliminationReplaysFromItsLink) {
  for (const char* id : {"merlin:100/110/001", "lightsout3x3-k3:120/012/201", "lightsout2x3-k4:123/321"}) {
    Midend m = Midend::open(id);
    DiyDesk desk;
    desk.set_on(true, m);
    ASSERT_NE(desk.get(m), nullptr) << id;
    for (int steps = 0; steps < 12 && !desk.get(m)->reduced(); ++steps) ASSERT_TRUE(desk.next_step(m)) << desk.message();
    WhyLink link;
    link.diy = true;
    link.diy_ops = desk.get(m)->history();
    const std::string text = std::string(id) + "~" + format_why_link(link);
    auto back = parse_link(text);
    ASSERT_TRUE(back.ok()) << text << ": " << back.error().describe();
    Midend opened = Midend::open(split_link(text).id);
    DiyDesk replayed;
    EXPECT_EQ(replayed.replay(opened, back->diy_ops), "") << text;
    ASSERT_NE(replayed.get(opened), nullptr);
    EXPECT_EQ(replayed.get(opened)->matrix(), desk.get(m)->matrix()) << text;
    EXPECT_EQ(replayed.get(opened)->history().size(), desk.get(m)->history().size()) << text;
  }
}

TEST(WhyLink, OperationsThatDoNotFitTheBoardSayWhichAndWhy) {
  Midend k4 = Midend::open("lightsout3x3-k4:123/000/321");
  DiyDesk desk;
  std::string why = desk.replay(k4, {{RowOpKind::Swap, 0, 1, 1}, {RowOpKind::Scale, 2, 2, 2}});
  EXPECT_NE(why.find("operation 2"), std::string::npos) << why;
  EXPECT_NE(why.find("2 has no inverse mod 4"), std::string::npos) << why;
  ASSERT_NE(desk.get(k4), nullptr);
  EXPECT_EQ(desk.get(k4)->history().size(), 1u) << "the operations before the refused one stay";
  why = desk.replay(k4, {{RowOpKind::Add, 0, 1, 5}});
  EXPECT_NE(why.find("the multiple must be 1..3 (mod 4)"), std::string::npos) << why;
  Midend merlin = Midend::open("merlin:100/110/001");
  why = DiyDesk().replay(merlin, {{RowOpKind::Swap, 0, 11, 1}});
  EXPECT_NE(why.find("swap rows 1 and 12"), std::string::npos) << why;
  EXPECT_NE(why.find("no such row"), std::string::npos) << why;
  Midend ghaly = Midend::open("ghaly4:0000/0000/0000/0000,s=12345678,t=23415678");
  ASSERT_FALSE(ghaly.message_is_error()) << ghaly.message();
  EXPECT_NE(DiyDesk().replay(ghaly, {}).find("linear machines"), std::string::npos);
}

}  // namespace
}  // namespace tl
