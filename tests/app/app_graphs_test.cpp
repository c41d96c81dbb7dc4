// app_graphs_test.cpp: Lights Out beyond the square grid, headless, by the
// clicks, taps and drags a person makes: a hexagon and the cube's net solved
// by following hints in the fewest presses, a graph pasted as graph6 into the
// picker and into the editor, a graph drawn in the editor by the mouse and by
// a finger, the atlas of hexagons by side, a random 1024-vertex graph zoomed
// and pressed, the cube as a turning 3D view. Ranks and nullities are checked
// against the core (as `togglelab analyze` and `atlas` print them) and against
// an elimination done here from the graph itself. Ported from
// tests/e2e/browser_graphs.test.mjs, which keeps the drawings' pixels.
#include <gtest/gtest.h>

#include <chrono>
#include <cstdio>
#include <set>

#include "app/shape/screen_layout.hpp"
#include "app_driver.hpp"
#include "core/linear/explain/family_atlas.hpp"
#include "finger_support.hpp"
#include "play_support.hpp"

namespace tl::app::testing {
namespace {

// The undirected graph of a graph6 text (McKay's format: n as one character
// 63 + n, or '~' and 18 bits; then the upper triangle column by column, six
// bits a character, each character 63 + its bits), as adjacency lists.
std::vector<std::vector<int>> graph_of_graph6(const std::string& g6) {
  std::size_t at = 0;
  int n = 0;
  if (g6[0] == '~') {
    for (int i = 1; i <= 3; ++i) n = n << 6 | (g6[std::size_t(i)] - 63);
    at = 4;
  } else {
    n = g6[0] - 63;
    at = 1;
  }
  std::vector<std::vector<int>> adj(static_cast<std::size_t>(n));
  int bit = 0;
  for (int j = 1; j < n; ++j)
    for (int i = 0; i < j; ++i, ++bit) {
      const int c = g6[at + std::size_t(bit / 6)] - 63;
      if (c >> (5 - bit % 6) & 1) {
        adj[std::size_t(i)].push_back(j);
        adj[std::size_t(j)].push_back(i);
      }
    }
  return adj;
}

// The rank mod a prime k of Lights Out's press matrix on a graph: a press
// adds 1 to the vertex and to each neighbour (A + I), eliminated here.
int press_rank(const std::vector<std::vector<int>>& adj, int k) {
  const std::size_t n = adj.size();
  std::vector<std::vector<int>> m(n, std::vector<int>(n, 0));
  for (std::size_t v = 0; v < n; ++v) {
    m[v][v] = 1;
    for (int u : adj[v]) m[v][std::size_t(u)] = 1;
  }
  auto inverse = [k](int a) {
    for (int x = 1; x < k; ++x)
      if (a * x % k == 1) return x;
    return 0;
  };
  std::size_t rank = 0;
  for (std::size_t c = 0; c < n && rank < n; ++c) {
    std::size_t p = rank;
    while (p < n && m[p][c] == 0) ++p;
    if (p == n) continue;
    std::swap(m[p], m[rank]);
    const int inv = inverse(m[rank][c]);
    for (int& x : m[rank]) x = x * inv % k;
    for (std::size_t r = 0; r < n; ++r) {
      if (r == rank || m[r][c] == 0) continue;
      const int f = m[r][c];
      for (std::size_t j = c; j < n; ++j) m[r][j] = ((m[r][j] - f * m[rank][j]) % k + k) % k;
    }
    ++rank;
  }
  return int(rank);
}

// The hexagon of side n on the hexagonal grid: the cells (q, r) with
// |q|, |r|, |q + r| < n, each joined to its six neighbours.
std::vector<std::vector<int>> hexagon(int n) {
  std::vector<std::pair<int, int>> cells;
  for (int q = -n + 1; q < n; ++q)
    for (int r = -n + 1; r < n; ++r)
      if (std::abs(q + r) < n) cells.emplace_back(q, r);
  std::vector<std::vector<int>> adj(cells.size());
  for (std::size_t a = 0; a < cells.size(); ++a)
    for (std::size_t b = 0; b < cells.size(); ++b) {
      const int dq = cells[b].first - cells[a].first, dr = cells[b].second - cells[a].second;
      if (std::abs(dq) + std::abs(dr) + std::abs(dq + dr) == 2) adj[a].push_back(int(b));
    }
  return adj;
}

// `togglelab new --machine graph --shape hexagon --n N --seed S` and the like.
std::string dealt_graph(const std::string& head, std::size_t cells, uint64_t seed) {
  return dealt(head + ":" + std::string(cells, '0'), seed);
}

// `togglelab analyze graph:0...0,graph6=G --json`'s rank: the core's, for the graph6 alone.
int core_rank_of_graph6(const std::string& g6, std::size_t lights) {
  return core_rank("graph:" + std::string(lights, '0') + ",graph6=" + g6);
}

// A chord held over two frames, as a person's press is (Dear ImGui's text
// fields read keys as held once a frame), then its modifiers let go: a key
// event carries the modifiers held with it, and while Ctrl is held a text
// field takes typed characters for chords and drops them.
void hold_key(AppDriver& d, Key k, Modifiers mods = {}) {
  d.frame({InputEvent::key_event(k, true, mods)});
  d.frame();
  d.frame({InputEvent::key_event(k, false, mods)});
  d.frame({InputEvent::key_event(Key::None, false, {})});
  d.settle();
}

// The presses of following the level-2 hint from level 1 shown, checked as
// browser_graphs.test.mjs's followHints checked them.
void expect_solved_by_hints(AppDriver& d, const std::string& id) {
  const CoreAnswer answer = core_solve(id);
  EXPECT_EQ(d.state()["min_presses"], answer.press_count) << "fewest presses of " << id.substr(0, 40) << " vs the core";
  const HintWalk w = follow_hints(d, answer.press_count);
  EXPECT_TRUE(w.last["solved"]);
  EXPECT_EQ(std::size_t(w.presses), answer.press_count) << "presses by hints";
}

// Replaces browser_graphs.test.mjs "a hexagon of side 3 solved by following
// hints in the fewest presses" (the hexagons' pixels stay in the browser).
TEST(AppGraphs, AHexagonOfSideThreeSolvedByFollowingHintsInTheFewestPresses) {
  const std::string id = dealt_graph("graph-hexagon3", 19, 4);
  ASSERT_EQ(id.rfind("graph-hexagon3:", 0), 0u) << id;
  AppDriver d({.link = id});
  Json s = d.state();
  EXPECT_EQ(s["buttons"], 19) << "19 hexagons";
  EXPECT_EQ(s["title"], "Hexagon of side 3");
  EXPECT_EQ(s["rank"], press_rank(hexagon(3), 2)) << "the rank of the hexagon's own press matrix";
  // Level 1 rings the hinted button's group, not a row.
  ASSERT_TRUE(d.click("Hint")) << d.last_error;
  s = d.state();
  EXPECT_GE(s["hint_region"].size(), 4u);
  EXPECT_NE(s["hint_where"].get<std::string>().find("ringed"), std::string::npos) << "level 1: " << s["hint_where"];
  AppDriver walk({.link = id});  // from no hint, for the walk's own Hint
  expect_solved_by_hints(walk, id);
}

// Replaces browser_graphs.test.mjs "Tiger's Lights Out Cube: its net solved
// by hints, presses wrapping over the edges".
TEST(AppGraphs, TheCubesNetSolvedByHintsPressesWrappingOverTheEdges) {
  const std::string id = dealt_graph("graph-cube3", 54, 2);
  AppDriver d({.link = id});
  EXPECT_EQ(d.state()["buttons"], 54);
  expect_solved_by_hints(d, id);
  // A press on a face's corner wraps: it lights the two neighbours across the edges.
  ASSERT_TRUE(d.load("graph-cube3:" + std::string(54, '0')));
  ASSERT_TRUE(d.press(1)) << d.last_error;
  const Json pressed = d.state();
  int lit = 0;
  for (const Json& c : pressed["cells"]) lit += c != 0;
  EXPECT_EQ(lit, 5) << "a corner sticker has four neighbours on the cube, two over the edges";
}

// Replaces browser_graphs.test.mjs "on a 320 px phone, a hexagon is solved by
// taps on the hints".
TEST(AppGraphs, OnASmallPhoneAHexagonIsSolvedByTapsOnTheHints) {
  const std::string id = dealt_graph("graph-hexagon2", 7, 9);
  AppDriver d({.size = {320, 640}, .link = id});
  const CoreAnswer answer = core_solve(id);
  ASSERT_GT(answer.press_count, 0u) << "the dealt hexagon needs presses";
  EXPECT_EQ(d.state()["min_presses"], answer.press_count);
  const TapWalk w = follow_hints_by_taps(d);
  EXPECT_TRUE(w.last["solved"]);
  EXPECT_EQ(std::size_t(w.presses), answer.press_count) << "presses by hints (the fewest)";
}

// Replaces browser_graphs.test.mjs "the Petersen graph pasted as graph6 into
// the picker opens with the CLI's rank" (its pixels stay in the browser).
TEST(AppGraphs, ThePetersenGraphPastedAsGraph6IntoThePickerOpensWithItsRank) {
  AppDriver d({.link = "graph-hexagon3:" + std::string(19, '0')});
  ASSERT_TRUE(d.click("Shape")) << d.last_error;
  ASSERT_TRUE(d.click("graph6 text")) << d.last_error;
  // The field shows the board's own graph; replace it with the Petersen graph.
  auto paste = [&](const std::string& text) {
    ASSERT_TRUE(d.click("graph6")) << d.last_error;
    hold_key(d, Key::A, {.ctrl = true});
    d.type(text);
    ASSERT_TRUE(d.click("Apply")) << d.last_error;
  };
  paste("IheA@GUAo");
  Json s = d.state();
  EXPECT_NE(s["id"].get<std::string>().find("graph6=IheA@GUAo"), std::string::npos) << s["id"];
  EXPECT_EQ(s["buttons"], 10) << "ten vertices";
  const auto petersen = graph_of_graph6("IheA@GUAo");
  ASSERT_EQ(petersen.size(), 10u);
  for (const auto& n : petersen) EXPECT_EQ(n.size(), 3u) << "the Petersen graph is 3-regular";
  EXPECT_EQ(s["rank"], core_rank(s["id"])) << "rank as the CLI gives it";
  EXPECT_EQ(s["rank"], press_rank(petersen, 2)) << "rank eliminated here";
  // A bad graph6 is refused with its position, and the game is kept.
  paste("Ihe!A");
  s = d.state();
  EXPECT_TRUE(s["message_is_error"]);
  EXPECT_NE(s["message"].get<std::string>().find("not a graph6 character"), std::string::npos) << s["message"];
  EXPECT_EQ(s["buttons"], 10) << "the Petersen graph kept";
}

// How a person acts on the editor's canvas: by the mouse or by a finger.
struct Hand {
  std::function<void(Point)> tap;
  std::function<void(Point, Point)> drag;
};

// A point of the editing canvas, as fractions of its side.
Point canvas_point(AppDriver& d, float fx, float fy) {
  const std::optional<ControlRect> r = d.control("Editing canvas");
  EXPECT_TRUE(r) << "the editing canvas is on screen";
  if (!r) return {0, 0};
  return {r->rect.x + r->rect.w * fx, r->rect.y + r->rect.h * fy};
}

Point vertex(AppDriver& d, int b) {
  const std::optional<Rect> r = d.button(b);
  EXPECT_TRUE(r) << "vertex " << b << " is on the canvas";
  return r ? centre_of(*r) : Point{0, 0};
}

// Five vertices (one to start with, four tapped on empty canvas), then the
// edges of a path and one chord by drags, each checked as it is made.
Json draw_five(AppDriver& d, const Hand& hand) {
  Json s = d.state();
  EXPECT_EQ(s["buttons"], 1) << "one vertex to start from";
  for (const auto& [fx, fy] : std::vector<std::pair<float, float>>{{0.15f, 0.2f}, {0.85f, 0.2f}, {0.85f, 0.8f}, {0.15f, 0.8f}}) {
    const int before = s["buttons"];
    hand.tap(canvas_point(d, fx, fy));
    s = d.state();
    EXPECT_EQ(s["buttons"], before + 1) << "a tap on empty space adds a vertex";
  }
  EXPECT_EQ(s["buttons"], 5);
  EXPECT_TRUE(s["graph_editor"]["editing"]) << "still editing";
  for (const auto& [a, b] : std::vector<std::pair<int, int>>{{1, 2}, {2, 3}, {3, 4}, {4, 5}, {5, 2}}) {
    const Json before = s["id"];
    hand.drag(vertex(d, a), vertex(d, b));
    s = d.state();
    EXPECT_NE(s["id"], before) << "edge " << a << "-" << b;
    const std::string added = "Added the edge " + std::to_string(std::min(a, b)) + "-" + std::to_string(std::max(a, b));
    EXPECT_NE(s["message"].get<std::string>().find(added), std::string::npos) << s["message"];
  }
  // The path 1-2-3-4-5 and the chord 5-2, read back from the graph itself.
  const auto g = graph_of_graph6(s["graph_editor"]["graph6"]);
  std::set<std::pair<int, int>> edges;
  for (std::size_t v = 0; v < g.size(); ++v)
    for (int u : g[v])
      if (int(v) < u) edges.insert({int(v) + 1, u + 1});
  EXPECT_EQ(edges, (std::set<std::pair<int, int>>{{1, 2}, {2, 3}, {3, 4}, {4, 5}, {2, 5}}));
  return s;
}

// Replaces browser_graphs.test.mjs "a graph drawn in the editor by the mouse:
// five vertices, edges by drags, the CLI's rank; move, delete, undo" (the
// editor's pixels stay in the browser).
TEST(AppGraphs, AGraphDrawnInTheEditorByTheMouseMoveDeleteUndo) {
  AppDriver d({.link = "graph:1,graph6=@"});
  ASSERT_TRUE(d.click("Why it works")) << d.last_error;
  ASSERT_TRUE(d.click("Edit the graph on the board")) << d.last_error;
  ASSERT_TRUE(d.state()["graph_editor"]["editing"]) << "the editor is on";
  const Hand mouse{[&](Point p) { d.click_at(p.x, p.y); }, [&](Point a, Point b) { mouse_drag(d, a, b); }};
  Json s = draw_five(d, mouse);
  const std::string g6 = s["graph_editor"]["graph6"];
  EXPECT_EQ(s["rank"], core_rank_of_graph6(g6, 5)) << "rank as the CLI gives it for the drawn graph6";
  EXPECT_EQ(s["rank"], core_rank(s["id"])) << "and for the page's puzzle ID";
  EXPECT_EQ(s["rank"], press_rank(graph_of_graph6(g6), 2)) << "and eliminated here";
  // A drag from a vertex to empty space moves it: the same graph, a new place.
  Json id = s["id"];
  mouse_drag(d, vertex(d, 3), canvas_point(d, 0.5f, 0.9f));
  s = d.state();
  EXPECT_NE(s["id"], id);
  EXPECT_EQ(s["graph_editor"]["graph6"], g6) << "moving keeps the graph";
  EXPECT_EQ(s["message"].get<std::string>().rfind("Moved vertex 3", 0), 0u) << s["message"];
  // The same drag again removes an edge: 2-3 goes.
  id = s["id"];
  mouse_drag(d, vertex(d, 2), vertex(d, 3));
  s = d.state();
  EXPECT_NE(s["id"], id);
  EXPECT_NE(s["message"].get<std::string>().find("Removed the edge 2-3"), std::string::npos) << s["message"];
  // Tap a vertex to pick it, then Delete.
  const Point four = vertex(d, 4);
  d.click_at(four.x, four.y);
  EXPECT_EQ(d.state()["graph_editor"]["selected"], 4);
  ASSERT_TRUE(d.click("Delete vertex")) << d.last_error;
  s = d.state();
  EXPECT_EQ(s["buttons"], 4);
  EXPECT_EQ(s["rank"], core_rank(s["id"])) << "rank after the delete, as the CLI gives it";
  // Every edit was a game of its own: Undo (Ctrl+Z) takes the delete back.
  hold_key(d, Key::Z, {.ctrl = true});
  EXPECT_EQ(d.state()["buttons"], 5);
}

// Replaces browser_graphs.test.mjs "on a 320 px phone, a graph drawn by a
// finger: taps add vertices, drags add edges".
TEST(AppGraphs, OnASmallPhoneAGraphDrawnByAFinger) {
  AppDriver d({.size = {320, 640}, .link = "graph:0,graph6=@"});
  ASSERT_TRUE(finger_tap(d, "Why it works"));
  ASSERT_TRUE(finger_tap(d, "Edit the graph on the board"));
  ASSERT_TRUE(d.state()["graph_editor"]["editing"]) << "the editor is on";
  const Hand finger{[&](Point p) { d.tap_at(p.x, p.y); }, [&](Point a, Point b) { finger_drag(d, a, b, 8); }};
  const Json s = draw_five(d, finger);
  EXPECT_EQ(s["rank"], core_rank_of_graph6(s["graph_editor"]["graph6"], 5)) << "rank as the CLI gives it";
  EXPECT_EQ(s["moves"], 0) << "no press was made: the board's gestures were the editor's";
}

// Replaces browser_graphs.test.mjs "a graph6 pasted into the editor opens
// under the rules in play".
TEST(AppGraphs, AGraph6PastedIntoTheEditorOpensUnderTheRulesInPlay) {
  AppDriver d({.link = "graph-hexagon2-k3:0000000"});
  ASSERT_TRUE(d.click("Why it works")) << d.last_error;
  // A hexagon of side 2 is drawn as tiles, not lines; its graph still has the
  // centre's 6 edges and the ring's 6.
  EXPECT_EQ(d.state()["graph_editor"]["edges"], 12) << "the hexagon's edges counted from its graph";
  ASSERT_TRUE(d.click("Paste graph6")) << d.last_error;
  d.type("Dhc");
  ASSERT_TRUE(d.click("Open graph6")) << d.last_error;
  const Json s = d.state();
  EXPECT_EQ(s["graph_editor"]["graph6"], "Dhc");
  EXPECT_EQ(s["buttons"], 5) << "five vertices";
  EXPECT_EQ(s["states"], 3) << "three states kept";
  EXPECT_FALSE(s["solved"]) << "a puzzle is dealt on it";
  EXPECT_EQ(s["rank"], core_rank(s["id"])) << "rank as the CLI gives it";
  EXPECT_EQ(s["rank"], press_rank(graph_of_graph6("Dhc"), 3)) << "rank mod 3 eliminated here";
}

// Replaces browser_graphs.test.mjs "the atlas of hexagons by side: computed in
// the page as the CLI computes it; a bar opens its board".
TEST(AppGraphs, TheAtlasOfHexagonsBySideAsTheCliComputesItABarOpensItsBoard) {
  AppDriver d({.link = "graph-hexagon3:" + std::string(19, '0')});
  ASSERT_TRUE(d.click("Why it works")) << d.last_error;
  ASSERT_TRUE(d.click("Family atlas")) << d.last_error;
  ASSERT_TRUE(d.click("Compute the atlas")) << d.last_error;
  Json s = d.state();
  for (int f = 0; f < 3000 && (!s.contains("family_atlas") ||
                               s["family_atlas"]["nullities"].size() != s["family_atlas"]["members"].get<std::size_t>());
       ++f) {
    d.frame();
    s = d.state();
  }
  ASSERT_TRUE(s.contains("family_atlas"));
  const Json atlas = s["family_atlas"];
  EXPECT_EQ(atlas["family"], "Hexagons by side");
  EXPECT_EQ(atlas["members"], 18) << "sides 1..18 fit the page's 1024 cells (side 18: 919)";
  // `togglelab atlas --machine graph --shape hexagon --max 64 --json`'s rows.
  Result<Puzzle> p = parse_puzzle_id("graph-hexagon3:" + std::string(19, '0'), Surface::Cli);
  ASSERT_TRUE(p);
  FamilyAtlas cli(p->machine, 64, kind_of(*p->machine).cli_max_cells);
  while (cli.step() && cli.rows().size() < 18) {}
  ASSERT_GE(cli.rows().size(), 18u);
  std::vector<int> cli_nullities;
  for (std::size_t i = 0; i < 18; ++i) cli_nullities.push_back(cli.rows()[i].nullity);
  EXPECT_EQ(atlas["nullities"], cli_nullities) << "nullities as the CLI gives them";
  // And the small sides by an elimination here: nullity = cells - rank.
  for (int n = 1; n <= 8; ++n) {
    const auto g = hexagon(n);
    EXPECT_EQ(int(g.size()), 3 * n * (n - 1) + 1);
    EXPECT_EQ(atlas["nullities"][std::size_t(n - 1)], int(g.size()) - press_rank(g, 2)) << "side " << n;
  }
  std::printf("        hexagons by side, nullity: %s\n", atlas["nullities"].dump().c_str());
  // A click on the fifth bar opens the hexagon of side 5.
  std::optional<ControlRect> plot = d.control("Family atlas plot");
  for (int turns = 0; plot && !plot->visible && turns < 60; ++turns) {
    const std::optional<ControlRect> panel = d.control("Panel");
    ASSERT_TRUE(panel);
    d.wheel_at(panel->rect.x + panel->rect.w / 2, panel->rect.y + panel->rect.h / 2, plot->rect.y < panel->rect.y ? 1 : -1);
    plot = d.control("Family atlas plot");
  }
  ASSERT_TRUE(plot && plot->visible) << "the plot is in sight";
  d.click_at(plot->rect.x + plot->rect.w * 4.5f / 18, plot->rect.y + plot->rect.h - 2);
  s = d.state();
  EXPECT_EQ(s["title"], "Hexagon of side 5");
  EXPECT_EQ(s["buttons"], 61) << "61 cells";
}

// graph6 of a random graph, seeded: browser_graphs.test.mjs's randomGraph6
// (a 32-bit linear congruential generator, an edge with chance degree/(n-1)).
std::string random_graph6(int n, int degree, uint32_t seed) {
  uint32_t x = seed;
  auto random = [&x] {
    x = x * 1664525u + 1013904223u;
    return double(x) / 4294967296.0;
  };
  const double p = double(degree) / (n - 1);
  std::string out;
  if (n < 63) out += char(63 + n);
  else {
    out += '~';
    for (int s : {12, 6, 0}) out += char(63 + ((n >> s) & 63));
  }
  int bits = 0, count = 0;
  for (int j = 1; j < n; ++j)
    for (int i = 0; i < j; ++i) {
      bits = bits << 1 | (random() < p ? 1 : 0);
      if (++count == 6) {
        out += char(63 + bits);
        bits = count = 0;
      }
    }
  if (count) out += char(63 + (bits << (6 - count)));
  return out;
}

// Replaces browser_graphs.test.mjs "a random 1024-vertex graph: opened and
// solved in the page in the fewest presses the CLI finds (the time printed)".
TEST(AppGraphs, ARandomThousandVertexGraphOpensWithTheFewestPressesAndAZoomedClickPresses) {
  const std::string g6 = random_graph6(1024, 8, 7);
  ASSERT_EQ(graph_of_graph6(g6).size(), 1024u);
  const std::string id = dealt("graph:" + std::string(1024, '0') + ",graph6=" + g6, 5);
  ASSERT_EQ(id.rfind("graph:", 0), 0u);
  ASSERT_GT(id.size(), 87000u) << "a 1024-vertex ID";
  const CoreAnswer answer = core_solve(id);
  AppDriver d({.link = "graph-petersen:0000000000"});
  const auto t0 = std::chrono::steady_clock::now();
  ASSERT_TRUE(d.load(id)) << "the ID opens";
  Json s = d.state();
  const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  EXPECT_EQ(s["buttons"], 1024);
  EXPECT_EQ(s["min_presses"], answer.press_count) << "fewest presses as the CLI finds them";
  EXPECT_EQ(s["minimal"], answer.minimal);
  std::printf("        random 1024-vertex graph (degree 8): load and settle %.0f ms, %zu presses, minimal %d\n", ms,
              answer.press_count, int(answer.minimal));
  // So many vertices are small: the wheel zooms in about the pointer, and a
  // click then presses the vertex under it.
  const int target = s["hint"].is_null() ? 1 : s["hint"].get<int>();
  const Point at = vertex(d, target);
  for (int i = 0; i < 4; ++i) d.wheel_at(at.x, at.y, 1);
  s = d.state();
  EXPECT_GT(s["zoom"].get<double>(), 2) << "zoomed in";
  ASSERT_TRUE(d.press(target)) << d.last_error;
  EXPECT_EQ(d.state()["moves"], 1) << "a click on the zoomed board pressed vertex " << target;
}

// The buttons 1..count that show on the board now (a turned-away face's have no rectangle).
std::vector<int> shown_buttons(const AppDriver& d, int count) {
  std::vector<int> list;
  for (int b = 1; b <= count; ++b)
    if (d.button(b)) list.push_back(b);
  return list;
}

// What shows of button b (1-based) on the 3D view, pressable by finger or
// not, where it is big enough to see (not a sliver at the board's edge).
std::optional<Rect> shown(AppDriver& d, int b) {
  const std::vector<Rect>& r = d.app().board.shown_rects;
  if (b < 1 || std::size_t(b) > r.size()) return std::nullopt;
  const Rect& s = r[std::size_t(b - 1)];
  if (s.w < 12 || s.h < 12) return std::nullopt;
  return s;
}

// Replaces browser_graphs.test.mjs "Tiger's cube as a turning 3D view: solved
// by hints, turned by drags wherever the hint is hidden" (its pixels stay in the browser).
TEST(AppGraphs, TheCubeAsATurning3DViewSolvedByHintsTurnedByDrags) {
  const std::string id = dealt_graph("graph-cube3", 54, 2);
  const CoreAnswer answer = core_solve(id);
  AppDriver d({.link = id});
  ASSERT_TRUE(d.click("Turning 3D view")) << d.last_error;
  Json s = d.state();
  EXPECT_TRUE(s["solid_view"]) << "the 3D view is on";
  EXPECT_EQ(shown_buttons(d, 54).size(), 27u) << "three faces of nine show";
  // A drag turns the cube and presses nothing.
  const std::optional<ControlRect> panel = d.control("Panel");
  ASSERT_TRUE(panel);
  const Point at{panel->rect.x / 2, 400};
  auto turn = [&](float dx, float dy) {
    const Json before = d.state()["moves"];
    mouse_drag(d, at, {at.x + dx, at.y + dy}, 6);
    EXPECT_EQ(d.state()["moves"], before) << "a turn presses nothing";
  };
  ASSERT_TRUE(d.click("Hint")) << d.last_error;
  ASSERT_TRUE(d.click("Which button?")) << d.last_error;
  s = d.state();
  int presses = 0, turns = 0;
  while (!s["solved"].get<bool>()) {
    ASSERT_FALSE(s["hint"].is_null()) << "no hint at " << s["id"];
    // Turn until the hinted button shows: a quarter turn sideways, and every
    // fourth turn a tilt, down (the down face shows) and up again by turns.
    while (!d.button(s["hint"].get<int>())) {
      const float tilt = turns % 4 == 3 ? (turns / 4 % 2 == 0 ? -200.0f : 200.0f) : 0.0f;
      turn(tilt != 0 ? 0 : 157, tilt);
      ASSERT_LT(++turns, 40) << "the hint's face never showed";
    }
    const int before = s["min_presses"];
    ASSERT_TRUE(d.press(s["hint"].get<int>())) << d.last_error;
    ++presses;
    s = d.state();
    EXPECT_EQ(s["min_presses"], s["solved"].get<bool>() ? 0 : before - 1) << "each hint brings the goal one press closer";
  }
  EXPECT_EQ(std::size_t(presses), answer.press_count) << "presses by hints in 3D: the fewest";
  EXPECT_GT(turns, 0) << "some hint was on a hidden face";
  std::printf("        Lights Out Cube in 3D: %d presses by hints, %d turns\n", presses, turns);
}

// Replaces browser_graphs.test.mjs "on a 320 px phone, the 3D cube turns
// under a finger's drag and a tap presses a sticker".
TEST(AppGraphs, OnASmallPhoneThe3DCubeTurnsUnderAFingersDragAndATapPressesASticker) {
  AppDriver d({.size = {320, 640}, .link = "graph-cube3:" + std::string(54, '0')});
  ASSERT_TRUE(finger_tap(d, "Turning 3D view"));
  EXPECT_TRUE(d.state()["solid_view"]) << "the 3D view is on";
  auto in_sight = [&] {
    std::vector<int> list;
    for (int b = 1; b <= 54; ++b)
      if (shown(d, b)) list.push_back(b);
    return list;
  };
  EXPECT_EQ(in_sight().size(), 27u) << "three faces show";
  ASSERT_TRUE(shown(d, 23));
  const Point a = centre_of(*shown(d, 23));  // the front face's middle
  finger_drag(d, a, {a.x + 120, a.y}, 10);
  const std::vector<int> after = in_sight();
  const auto shows = [&](int b) { return std::find(after.begin(), after.end(), b) != after.end(); };
  EXPECT_TRUE(shows(14)) << "turned: the left face's middle shows";
  EXPECT_FALSE(shows(32)) << "turned: the right face's middle does not";
  EXPECT_EQ(d.state()["moves"], 0) << "a drag presses nothing";
  // Seen aslant, the sticker is thinner than a finger: the first tap turns its face to the player.
  if (!d.button(23)) {
    d.tap_at(centre_of(*shown(d, 23)).x, centre_of(*shown(d, 23)).y);
    EXPECT_EQ(d.state()["moves"], 0) << "a tap on a sticker seen aslant turns, and presses nothing";
  }
  ASSERT_TRUE(tap_button_once(d, 23));
  const Json s = d.state();
  EXPECT_EQ(s["moves"], 1) << "a tap presses";
  int lit = 0;
  for (const Json& c : s["cells"]) lit += c != 0;
  EXPECT_EQ(lit, 5) << "the sticker and its four neighbours lit";
}

// Every sticker a finger can press on the 3D view is a finger wide and high.
void expect_stickers_finger_sized(AppDriver& d, const std::string& where) {
  d.settle();
  for (std::size_t b = 0; b < d.app().board.button_rects.size(); ++b) {
    const Rect& r = d.app().board.button_rects[b];
    if (r.w <= 0) continue;
    EXPECT_TRUE(r.w >= kMinTouchTarget - 0.5f && r.h >= kMinTouchTarget - 0.5f)
        << where << ": sticker " << b + 1 << " is " << r.w << " x " << r.h;
  }
}

// A player on a phone presses a sticker on each of the cube's six faces in
// the 3D view: a face not in sight is turned into sight by a drag; a sticker
// seen aslant is tapped once, which turns its face to the player and presses
// nothing; then it is a finger wide and a tap presses it.
TEST(AppGraphs, OnThe3DCubeATapOnAStickerSeenAslantTurnsItsFaceToThePlayerAndTheNextPressesIt) {
  for (const Size size : {Size{320, 568}, Size{390, 844}}) {
    for (const int n : {2, 3, 5}) {
      const std::string where = std::to_string(int(size.width)) + " px, cube" + std::to_string(n);
      AppDriver d({.size = size, .link = "graph-cube" + std::to_string(n) + ":" + std::string(std::size_t(6 * n * n), '0')});
      ASSERT_TRUE(finger_tap(d, "Turning 3D view")) << where;
      ASSERT_TRUE(d.state()["solid_view"]) << where;
      expect_stickers_finger_sized(d, where);
      const std::optional<ControlRect> board = d.control("Board");
      ASSERT_TRUE(board) << where;
      const Point middle = centre_of(board->rect);
      int presses = 0, turns = 0, faced = 0;
      for (int face = 0; face < 6; ++face) {
        const int b = face * n * n + (n * n) / 2 + 1;  // a sticker near the face's middle
        // Out of sight: a quarter turn sideways, and every fourth turn a tilt, down and up by turns.
        while (!shown(d, b)) {
          const float tilt = turns % 4 == 3 ? (turns / 4 % 2 == 0 ? -200.0f : 200.0f) : 0.0f;
          finger_drag(d, middle, {middle.x + (tilt != 0 ? 0.0f : 157.0f), middle.y + tilt}, 10);
          ASSERT_LT(++turns, 40) << where << ": face " << face << " never showed";
          ASSERT_EQ(d.state()["moves"], presses) << where << ": a turn presses nothing";
        }
        if (!d.button(b)) {  // aslant: a tap turns its face to the player
          d.tap_at(centre_of(*shown(d, b)).x, centre_of(*shown(d, b)).y);
          ++faced;
          ASSERT_EQ(d.state()["moves"], presses) << where << ": a tap on a sticker seen aslant presses nothing";
          ASSERT_TRUE(d.button(b)) << where << ": after the tap, button " << b << "'s face looks at the player";
        }
        expect_stickers_finger_sized(d, where + " face " + std::to_string(face));
        ASSERT_TRUE(tap_button_once(d, b)) << where;
        ++presses;
        EXPECT_NE(d.state()["cells"][std::size_t(b - 1)], 0) << where << ": the sticker pressed is lit";
        d.tap_at(centre_of(*d.button(b)).x, centre_of(*d.button(b)).y);  // and again: back off, as before
        ++presses;
      }
      EXPECT_GT(faced, 0) << where << ": some face was seen aslant";
      int lit = 0;
      const Json end = d.state();  // named: a loop over a temporary's member would read freed memory
      for (const Json& c : end["cells"]) lit += c != 0;
      EXPECT_EQ(lit, 0) << where << ": every press taken back";
      // Where a finger needs the cube zoomed, a double tap shows the whole
      // cube and the next zooms back to a finger.
      const double fitted = d.state()["solid_zoom"];
      if (n == 5) { EXPECT_GT(fitted, 1.0) << where << ": a face of 25 stickers opens zoomed"; }
      if (fitted <= 1.0) continue;
      double_tap(d, middle, middle);
      EXPECT_EQ(d.state()["solid_zoom"], 1.0) << where << ": a double tap shows the whole cube";
      double_tap(d, middle, middle);
      EXPECT_EQ(d.state()["solid_zoom"], fitted) << where << ": and the next zooms back";
      EXPECT_EQ(d.state()["moves"], presses) << where << ": double taps press nothing";
    }
  }
}

}  // namespace
}  // namespace tl::app::testing
