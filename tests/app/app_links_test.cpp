// app_links_test.cpp: links that open a step of the Why tab, headless. A link
// to elimination step 12 opens at step 12 and the link the app hands the page
// follows the step a student clicks to; a student's own elimination and the
// chasing lesson in its second phase travel in the link and go on from where
// they were, by clicks; "Copy link to this view" copies the same text; a link
// whose Why part does not fit the puzzle opens the puzzle and says why.
// Each test replaces a test of tests/e2e/browser_links.test.mjs (named above
// it); the browser keeps what only it shows: the URL bar, the page's address
// on the system clipboard, and a reload.
#include <gtest/gtest.h>

#include <fstream>
#include <iterator>
#include <regex>
#include <set>

#include "app/screens/atlas/atlas_screen.hpp"
#include "app_driver.hpp"
#include "example_ids.hpp"
#include "app_person.hpp"

namespace tl::app::testing {
namespace {

constexpr Size kBig{1400, 1000};

// The link the page writes to its URL bar after a frame.
std::string page_link(AppDriver& d) { return d.frame().link; }

// A click on a labelled control, returning what the frame of the release
// asked of the platform (Dear ImGui's buttons act on the release).
std::optional<AppOutput> click_for_output(AppDriver& d, const std::string& label) {
  const std::optional<ControlRect> c = in_sight(d, label);
  if (!c) return std::nullopt;
  const float x = c->rect.x + c->rect.w / 2, y = c->rect.y + c->rect.h / 2;
  d.frame({InputEvent::mouse_move(x, y)});
  d.frame({InputEvent::mouse_button(0, true)});
  AppOutput out = d.frame({InputEvent::mouse_button(0, false)});
  d.settle();
  return out;
}

// The row operation the elimination names next, by three clicks; the state after.
Json click_next_operation(AppDriver& d) {
  const Json n = d.state()["diy"]["next"];
  EXPECT_TRUE(d.click("Row " + std::to_string(n["row"].get<int>()))) << d.last_error;
  EXPECT_TRUE(d.click("Row " + std::to_string(n["other"].get<int>()))) << d.last_error;
  EXPECT_TRUE(d.click(str(n["kind"]) == "swap" ? "Swap" : "Add")) << d.last_error;
  return d.state();
}

// A position of 5x5 Lights Out as `togglelab new --machine lightsout --size
// 5x5 --seed SEED` draws it.
std::string drawn_5x5(uint64_t seed) {
  const Result<Puzzle> p = parse_puzzle_id("lightsout5x5:00000/00000/00000/00000/00000", Surface::Cli);
  EXPECT_TRUE(p);
  return Puzzle{p->machine, p->machine->random(seed, false)}.id();
}

// Replaces the logic of "a link to elimination step 12 opens at step 12; the
// URL follows the steps clicked" (the URL bar, the page's address on the
// clipboard and the reload stay in the browser).
TEST(AppLinks, ALinkToEliminationStep12OpensThereAndTheLinkFollowsTheSteps) {
  AppDriver d({.size = kBig, .link = kMerlin + "~elim=12"});
  Json s = d.state();
  EXPECT_EQ(str(s["id"]), kMerlin);
  EXPECT_EQ(str(s["tab"]), "why");
  EXPECT_EQ(s["elimination"]["step"], 12) << "puzzle, tab and step";
  EXPECT_GT(s["elimination"]["steps"], 12);
  EXPECT_FALSE(s["elimination"]["caption"].get<std::string>().empty()) << "step 12's caption";
  EXPECT_FALSE(s["message_is_error"]) << s["message"];
  EXPECT_EQ(page_link(d), kMerlin + "~elim=12") << "the link names the step shown";
  ASSERT_TRUE(d.click("Next step")) << d.last_error;
  s = d.state();
  EXPECT_EQ(s["elimination"]["step"], 13) << "Next step from the linked step";
  EXPECT_EQ(page_link(d), kMerlin + "~elim=13") << "the URL names the step shown";
  EXPECT_EQ(str(s["link"]), kMerlin + "~elim=13") << "the hook's link";
  // The copied link is the same text, handed over as a link (the page puts its address before it).
  const std::optional<AppOutput> copied = click_for_output(d, "Copy link to this view");
  ASSERT_TRUE(copied) << "the Copy button in sight";
  ASSERT_TRUE(copied->clipboard);
  EXPECT_EQ(*copied->clipboard, kMerlin + "~elim=13") << "the copied link";
  EXPECT_EQ(copied->clipboard_link_at, 0u) << "the whole text is a link";
  // The link followed again (a reload, a friend) opens at step 13.
  AppDriver again({.size = kBig, .link = page_link(d), .saved = d.storage});
  s = again.state();
  EXPECT_EQ(str(s["tab"]), "why");
  EXPECT_EQ(s["elimination"]["step"], 13) << "the link opened again";
  // Back on the Play tab the link is the puzzle alone.
  ASSERT_TRUE(d.click("Play tab")) << d.last_error;
  EXPECT_EQ(page_link(d), kMerlin) << "the Play tab's link";
}

// Copy link says "Link copied." only once the platform answered that the
// clipboard has the link; where it cannot (a page not served over HTTPS) the
// message says what failed and the link is shown to copy by hand.
TEST(AppLinks, CopyLinkSaysCopiedOnlyOnceTheClipboardHasIt) {
  AppDriver d({.size = kBig, .link = kMerlin, .hold_clipboard = true});
  ASSERT_TRUE(d.click("Copy link")) << d.last_error;
  ASSERT_TRUE(d.clipboard_asked());
  EXPECT_EQ(*d.clipboard_asked(), kMerlin) << "the puzzle's ID, handed over as a link";
  Json s = d.state();
  EXPECT_EQ(str(s["copy"]["status"]), "waiting");
  EXPECT_EQ(str(s["message"]), "") << "nothing said before the answer";

  ASSERT_TRUE(d.answer_clipboard(false, "no clipboard here (the page is not served over HTTPS)")) << d.last_error;
  s = d.state();
  EXPECT_TRUE(s["message_is_error"]);
  EXPECT_TRUE(str(s["message"]).starts_with("Could not copy the link: no clipboard here (the page is not served over HTTPS)."))
      << s["message"];
  EXPECT_TRUE(d.control("Text to copy")) << "the link in a field, to copy by hand";
  EXPECT_EQ(str(s["copy"]["text"]), kMerlin) << "the field's text";
  ASSERT_TRUE(d.click("Dismiss")) << d.last_error;
  EXPECT_FALSE(d.control("Text to copy")) << "dismissed with its message";

  ASSERT_TRUE(d.click("Copy link")) << d.last_error;
  ASSERT_TRUE(d.answer_clipboard(true)) << d.last_error;
  s = d.state();
  EXPECT_EQ(str(s["message"]), "Link copied.");
  EXPECT_FALSE(s["message_is_error"]);
  EXPECT_EQ(d.clipboard, kMerlin);
}

// Replaces "a student's own elimination travels in the link and goes on by clicks to the solution".
TEST(AppLinks, AStudentsOwnEliminationTravelsInTheLinkAndGoesOnToTheSolution) {
  AppDriver d({.size = kBig, .link = kMerlin});
  ASSERT_TRUE(d.click("Why it works")) << d.last_error;
  ASSERT_TRUE(d.click("Do it yourself")) << d.last_error;
  Json s;
  for (int i = 0; i < 4; ++i) s = click_next_operation(d);
  EXPECT_EQ(s["diy"]["operations"], 4) << "four operations done";
  const std::string link = page_link(d);
  EXPECT_EQ(link, str(s["link"]));
  EXPECT_TRUE(std::regex_search(link, std::regex("~diy=[sam0-9.x-]+$"))) << "the link carries them: " << link;
  AppDriver other({.size = kBig, .link = link});
  Json o = other.state();
  EXPECT_EQ(str(o["tab"]), "why");
  ASSERT_TRUE(o.contains("diy"));
  EXPECT_EQ(o["diy"]["operations"], 4);
  EXPECT_EQ(o["diy"]["columns_done"], s["diy"]["columns_done"]);
  EXPECT_EQ(o["diy"]["status"], s["diy"]["status"]) << "opened where the student was";
  EXPECT_FALSE(o["message_is_error"]) << o["message"];
  while (!o["diy"]["reduced"].get<bool>()) {
    o = click_next_operation(other);
    ASSERT_LT(o["diy"]["operations"], 100) << "reduced within 100 operations";
  }
  EXPECT_EQ(ints(o["diy"]["solution"]), solver_presses(kMerlin)) << "s read off = the solver's presses";
  ASSERT_TRUE(other.click("Press s on the board")) << other.last_error;
  o = other.state();
  EXPECT_EQ(o["solved"], true);
  EXPECT_EQ(o["moves"], 4) << "s pressed solves the board";
}

// Replaces "the chasing lesson at its second phase travels in the link and walks to solved".
TEST(AppLinks, TheChasingLessonAtItsSecondPhaseTravelsInTheLinkAndWalksToSolved) {
  const std::string id = drawn_5x5(5);  // its chase leaves a last row
  AppDriver d({.size = kBig, .link = id});
  ASSERT_TRUE(d.click("Why it works")) << d.last_error;
  ASSERT_TRUE(d.click("Lesson: light chasing")) << d.last_error;
  ASSERT_TRUE(d.click("Start the lesson")) << d.last_error;
  Json s = d.state();
  ASSERT_TRUE(s.contains("lesson")) << s["message"];
  int chased = 0;
  for (; str(s["lesson"]["phase"]) == "chase"; ++chased) {
    ASSERT_LT(chased, 100) << "the chase ends";
    ASSERT_TRUE(d.press(s["lesson"]["buttons"][0].get<int>())) << d.last_error;
    s = d.state();
  }
  EXPECT_GT(chased, 0) << "the lights were chased down by presses";
  EXPECT_EQ(str(s["lesson"]["phase"]), "lookup") << "the chase ends at the look-up";
  const std::string link = page_link(d);
  // Phase 2 with the top-row presses, then the lesson's history: its presses
  // and the board it began on (the ID's body).
  const std::string body = id.substr(id.find(':') + 1);
  EXPECT_TRUE(std::regex_search(link, std::regex("~lesson=2:[0-9]{5}~presses=" + std::to_string(chased) + "~from=" + body + "$")))
      << "phase 2, the top-row presses, the presses so far and where it began: " << link;
  AppDriver other({.size = kBig, .link = link});
  Json o = other.state();
  ASSERT_TRUE(o.contains("lesson")) << "the lesson runs: " << o["message"];
  EXPECT_EQ(str(o["lesson"]["phase"]), "lookup");
  EXPECT_EQ(o["lesson"]["buttons"], s["lesson"]["buttons"]);
  EXPECT_EQ(o["lesson"]["times"], s["lesson"]["times"]) << "the same look-up";
  EXPECT_EQ(o["lesson"]["presses"], chased) << "the count goes on from the link";
  EXPECT_EQ(o["lesson"]["text"], s["lesson"]["text"]) << "the same words as the live lesson";
  {
    // Back to where the lesson began, from the reopened link: the first board, counting from 0.
    AppDriver back({.size = kBig, .link = link});
    ASSERT_TRUE(back.click("Back to where it began")) << back.last_error;
    const Json b = back.state();
    EXPECT_EQ(b["id"], id);
    EXPECT_EQ(b["lesson"]["presses"], 0);
    EXPECT_EQ(str(b["lesson"]["phase"]), "chase");
  }
  std::set<std::string> phases;
  for (int presses = 0; !o["solved"].get<bool>(); ++presses) {
    ASSERT_LT(presses, 200) << "the lesson ends";
    phases.insert(o["lesson"]["phase"].get<std::string>());
    ASSERT_TRUE(other.press(o["lesson"]["buttons"][0].get<int>())) << other.last_error;
    o = other.state();
    ASSERT_FALSE(o["message_is_error"]) << "the marked press was accepted: " << o["message"];
  }
  EXPECT_EQ(str(o["lesson"]["phase"]), "solved") << "the lesson says solved";
  EXPECT_GT(o["lesson"]["presses"].get<int>(), chased) << "counted on past the link's presses";
  EXPECT_TRUE(phases.count("chase_again")) << "the second chase came after the look-up";
}

// A link longer than the longest the app reads is refused by its length
// before any work, whether it opens the app or comes to one in play (the
// game in play kept); a control character in a link is shown as \xNN.
TEST(AppLinks, ALinkPastTheLongestIsRefusedByItsLengthAndTheGameIsKept) {
  const std::string too_long = "merlin:" + std::string(kMostLinkChars, '1');
  AppDriver first({.link = too_long});
  Json s = first.state();
  EXPECT_TRUE(s["message_is_error"]);
  EXPECT_NE(str(s["message"]).find("longer than " + std::to_string(kMostLinkChars) + " characters"), std::string::npos)
      << s["message"];
  AppDriver d({.link = "merlin:100/110/001"});
  EXPECT_FALSE(d.load(too_long));
  s = d.state();
  EXPECT_EQ(s["id"], "merlin:100/110/001") << "the game in play is kept";
  EXPECT_NE(str(s["message"]).find("longer than"), std::string::npos) << s["message"];
  EXPECT_EQ(s["undo_depth"], 0) << "nothing was loaded";
  AppDriver nul({.link = std::string("merlin:100/1\n10/0\0"
                                     "01",
                                     20)});
  s = nul.state();
  EXPECT_NE(str(s["message"]).find("merlin:100/1\\x0A10/0\\x0001"), std::string::npos) << "shown, not printed: " << s["message"];
}

// A link to the atlas (the torus boards with 3 states) opens the Why tab
// with its section unfolded and in sight, on a phone and a desktop, with
// those settings; the link written back names the same. Unfolding the
// section by hand writes it into the link; on Merlin it does not fit.
TEST(AppLinks, ALinkToTheAtlasOpensItInSight) {
  const std::string cross = "lightsout5x5:00000/00100/01110/00100/00000";
  for (const Size size : {kPhone, Size{1400, 900}}) {
    AppDriver d({.size = size, .link = cross + "~atlas=torus-k3"});
    d.settle();
    const Json s = d.state();
    EXPECT_FALSE(s["message_is_error"]) << s["message"];
    EXPECT_EQ(str(s["tab"]), "why");
    const std::optional<ControlRect> header = d.control("Lights Out atlas"), compute = d.control("Compute atlas");
    ASSERT_TRUE(header && compute) << size.width << ": the section unfolded";
    EXPECT_TRUE(header->visible) << size.width << ": its header in sight";
    EXPECT_TRUE(compute->visible) << size.width << ": Compute in sight";
    EXPECT_EQ(d.app().atlas->model.topology, Topology::Torus);
    EXPECT_EQ(d.app().atlas->model.states, 3);
    EXPECT_EQ(page_link(d), cross + "~atlas=torus-k3") << "the link written back";
  }
  AppDriver d({.size = Size{1400, 900}, .link = cross});
  ASSERT_TRUE(d.click("Why it works")) << d.last_error;
  ASSERT_TRUE(d.click("Lights Out atlas")) << d.last_error;
  d.settle();
  EXPECT_EQ(page_link(d), cross + "~atlas=plain") << "unfolded by hand, in the link";
  EXPECT_FALSE(d.load("merlin:100/110/001~atlas"));
  EXPECT_NE(str(d.state()["message"]).find("the Lights Out atlas is shown beside Lights Out boards"), std::string::npos)
      << d.state()["message"];
}

// Replaces "a Why part that does not fit opens the puzzle and says why; a
// malformed one names the character".
TEST(AppLinks, AWhyPartThatDoesNotFitOpensThePuzzleAndSaysWhy) {
  AppDriver d({.size = kBig, .link = kMerlin + "~elim=99"});
  Json s = d.state();
  EXPECT_EQ(str(s["id"]), kMerlin) << "the puzzle opened";
  EXPECT_TRUE(s["message_is_error"]);
  EXPECT_TRUE(std::regex_search(s["message"].get<std::string>(), std::regex("has 44 steps here, so there is no step 99")))
      << s["message"];
  EXPECT_EQ(s["elimination"]["step"], 0) << "no step applied";
  // Followed on the same page: a lesson on a board it is not for, a malformed operation.
  EXPECT_FALSE(d.load(kMerlin + "~lesson=1"));
  s = d.state();
  EXPECT_TRUE(std::regex_search(s["message"].get<std::string>(), std::regex("light-chasing lesson is for Lights Out")))
      << s["message"];
  EXPECT_FALSE(s.contains("lesson")) << "no lesson on Merlin";
  EXPECT_FALSE(d.load(kMerlin + "~diy=s1"));
  s = d.state();
  const std::string message = s["message"];
  EXPECT_TRUE(std::regex_search(message, std::regex("at character 26"))) << "1-based: just past \"s1\": " << message;
  EXPECT_TRUE(std::regex_search(message, std::regex("expected '-'"))) << message;
  // A lesson's history that is not this board's: a start of another size, or
  // one no presses turn into this board (5x5 Lights Out reaches 1 in 4).
  const std::string lo = "lightsout5x5:00000/00000/00000/00000/10001";
  EXPECT_FALSE(d.load(lo + "~lesson=1~from=000/000/000"));
  s = d.state();
  EXPECT_EQ(str(s["id"]), lo) << "the puzzle opened";
  EXPECT_TRUE(std::regex_search(str(s["message"]), std::regex("began on \\(from=\\) does not read: at character 6[0-9]")))
      << s["message"];
  EXPECT_FALSE(s.contains("lesson"));
  EXPECT_FALSE(d.load(lo + "~lesson=1~from=10000/00000/00000/00000/00000"));
  s = d.state();
  EXPECT_TRUE(std::regex_search(str(s["message"]), std::regex("no presses turn the board the lesson began on"))) << s["message"];
  EXPECT_FALSE(s.contains("lesson"));
  // A link on the page's own hash: the same as the link it opens.
  EXPECT_TRUE(d.load(kMerlin + "~diy=s1-2"));
  s = d.state();
  ASSERT_TRUE(s.contains("diy"));
  EXPECT_EQ(s["diy"]["operations"], 1);
  EXPECT_FALSE(s["message_is_error"]) << s["message"];
}

// A link to step 12 of 5 x 5's elimination on a 1400 x 900 desktop, where
// the matrix sits below the pane's fold: the pane opens scrolled to it.
TEST(AppLinks, ALinkToAStepOpensWithThatStepInSight) {
  AppDriver d({.size = {1400, 900}, .link = "lightsout5x5:10000/00000/00000/00000/00000~elim=12"});
  d.settle();
  const Json s = d.state();
  ASSERT_EQ(s["elimination"]["step"], 12);
  const std::optional<ControlRect> panel = d.control("Panel");
  ASSERT_TRUE(panel);
  bool seen = false;
  for (const Json& m : s["elimination"]["matrices"]) {
    if (m["name"] != "[A | b]") continue;
    seen = true;
    EXPECT_GE(m["y"].get<double>(), panel->rect.y - 0.5) << "the matrix's top in the pane";
    // Before, the matrix began at y = 790 of the pane's 27..894: most of it below the fold.
    EXPECT_LE(m["y"].get<double>() + m["height"].get<double>(), panel->rect.bottom()) << "the whole matrix in the pane";
  }
  EXPECT_TRUE(seen) << "[A | b] drawn";
  const std::optional<ControlRect> next = d.control("Next step");
  ASSERT_TRUE(next);
  EXPECT_TRUE(next->visible) << "Next step in sight";
}

// The examples of IDs and links in docs/IDS.md (they were the README's),
// read from that page itself (each "Examples:" paragraph: the puzzle IDs'
// and the links that open a step): each opens without a word of complaint,
// a link with views on the Why tab with what it names. ("graph-cube3-k3:..."
// is an elision, and the paragraph's error message is not an ID.)
TEST(AppLinks, TheReadmesExampleLinksOpenAsTheySay) {
  std::ifstream f(std::string(TOGGLELAB_SOURCE_DIR) + "/docs/IDS.md");
  ASSERT_TRUE(f.good());
  const std::string text((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
  std::vector<std::string> links;
  static const std::regex quoted("`([^`]+)`");
  for (std::size_t at = text.find("Examples: `"); at != std::string::npos; at = text.find("Examples: `", at + 1)) {
    const std::string para = text.substr(at, text.find("\n\n", at) - at);
    for (auto it = std::sregex_iterator(para.begin(), para.end(), quoted); it != std::sregex_iterator(); ++it) {
      const std::string l = (*it)[1];
      if (l.find("...") == std::string::npos && l.rfind("at character", 0) != 0) links.push_back(l);
    }
  }
  ASSERT_GE(links.size(), 14u) << "both lists of examples read";
  int with_views = 0;
  for (const std::string& link : links) {
    AppDriver d({.size = kBig, .link = link});
    const Json s = d.state();
    EXPECT_FALSE(s["message_is_error"]) << link << ": " << s["message"];
    if (link.find('~') == std::string::npos || link.find("graph6=") != std::string::npos) continue;
    ++with_views;
    EXPECT_EQ(str(s["tab"]), "why") << link;
    if (link.find("~lesson=2") != std::string::npos) {
      ASSERT_TRUE(s.contains("lesson")) << link;
      EXPECT_EQ(str(s["lesson"]["phase"]), "lookup") << link;
      if (link.find("~presses=8") != std::string::npos) { EXPECT_EQ(s["lesson"]["presses"], 8) << link; }
    }
    if (link.find("~elim=") != std::string::npos) { EXPECT_GT(s["elimination"]["step"], 0) << link; }
    if (link.find("~diy=") != std::string::npos) { EXPECT_TRUE(s.contains("diy")) << link; }
  }
  EXPECT_EQ(with_views, 5) << "the five links with views";
}

}  // namespace
}  // namespace tl::app::testing
