// graph6_test.cpp: McKay's graph6 read and written exactly (nauty, networkx
// and Sage write the strings used here), and refused with positions.
#include <gtest/gtest.h>

#include <random>

#include "core/graph/graph6.hpp"

namespace tl {
namespace {

Graph random_graph(int n, double density, uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::bernoulli_distribution edge(density);
  Graph g{n};
  for (int a = 0; a < n; ++a)
    for (int b = a + 1; b < n; ++b)
      if (edge(rng)) g.add_edge(a, b);
  return g;
}

TEST(Graph6, ThePetersenGraphAsNautyWritesIt) {
  auto g = parse_graph6("IheA@GUAo", 4096);
  ASSERT_TRUE(g.ok()) << g.error().describe();
  EXPECT_EQ(g->n, 10);
  EXPECT_EQ(g->edge_count(), 15u);
  for (int v = 0; v < 10; ++v) EXPECT_EQ(g->adjacent[std::size_t(v)].size(), 3u) << v;
  EXPECT_TRUE(g->has_edge(0, 1) && g->has_edge(0, 4) && g->has_edge(0, 5) && g->has_edge(5, 7) && g->has_edge(5, 8));
  EXPECT_EQ(format_graph6(*g), "IheA@GUAo");
  // The optional header is read; it is not written.
  auto h = parse_graph6(">>graph6<<IheA@GUAo", 4096);
  ASSERT_TRUE(h.ok());
  EXPECT_EQ(*h, *g);
}

TEST(Graph6, CompleteGraphsSetEveryBit) {
  // K4: 6 bits, one character of six ones; K5: 10 bits, then 2 padding zeros.
  Graph k4{4}, k5{5};
  for (int a = 0; a < 5; ++a)
    for (int b = a + 1; b < 5; ++b) {
      k5.add_edge(a, b);
      if (b < 4) k4.add_edge(a, b);
    }
  EXPECT_EQ(format_graph6(k4), "C~");
  EXPECT_EQ(format_graph6(k5), "D~{");
  EXPECT_EQ(format_graph6(Graph{1}), "@");
}

TEST(Graph6, SizesFrom63OnTakeTheLongForm) {
  // 63 = 0 0 63 in three groups of six bits; 1024 = 0 16 0.
  EXPECT_EQ(format_graph6(Graph{63}).substr(0, 4), "~??~");
  EXPECT_EQ(format_graph6(Graph{1024}).substr(0, 4), "~?O?");
  EXPECT_EQ(format_graph6(Graph{1024}).size(), 4u + (1024u * 1023u / 2u + 5u) / 6u);
}

TEST(Graph6, RoundTripsRandomGraphsUpTo1024Vertices) {
  uint64_t seed = 1;
  for (int n : {1, 2, 3, 5, 6, 7, 12, 62, 63, 64, 100, 257, 1024})
    for (double density : {0.0, 0.1, 0.5, 0.9, 1.0}) {
      const Graph g = random_graph(n, density, seed++);
      const std::string text = format_graph6(g);
      auto back = parse_graph6(text, 4096);
      ASSERT_TRUE(back.ok()) << n << " " << density << ": " << back.error().describe();
      EXPECT_EQ(*back, g) << n << " " << density;
      EXPECT_EQ(format_graph6(*back), text);
    }
}

TEST(Graph6, BadTextIsRefusedWithItsPosition) {
  struct Case {
    const char* text;
    std::size_t pos;
    const char* words;
  } cases[] = {
      {"", 0, "expected a graph"},
      {"I heA@GUAo", 1, "not a graph6 character"},
      {"I\nheA@GUAo", 1, "'\\x0A' is not a graph6 character"},  // a control character shown, never printed raw
      {"IheA@GUA", 8, "take 8 characters of edges, not 7"},
      {"IheA@GUAoo", 9, "not 9"},
      {"D~}", 2, "padding bits"},
      {":Fa@x^", 0, "sparse6"},
      {"&DI?AO?", 0, "digraph6"},
      {"~??A", 0, "writes its size in one character"},
      {"?", 0, "at least one vertex"},
      {"~?O@", 3, "at most 1024"},
      {"~~???", 1, "more than 258047"},
      {"~?", 2, "three characters"},
  };
  for (const Case& c : cases) {
    auto g = parse_graph6(c.text, 1024, 0);
    ASSERT_FALSE(g.ok()) << c.text;
    EXPECT_EQ(g.error().pos, c.pos) << c.text << ": " << g.error().message;
    EXPECT_NE(g.error().message.find(c.words), std::string::npos) << c.text << ": " << g.error().message;
  }
  // Positions count from where the text sits in a whole ID.
  auto g = parse_graph6("I?", 100, 40);
  ASSERT_FALSE(g.ok());
  EXPECT_EQ(g.error().pos, 42u);
}

}  // namespace
}  // namespace tl
