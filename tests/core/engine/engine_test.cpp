// The engine: jobs asked for in plain data, run in slices, their news.
#include "core/engine/engine.hpp"

#include <gtest/gtest.h>

#include <chrono>
#include <optional>

#include "core/linear/explain/census.hpp"
#include "core/linear/explain/lightsout_atlas.hpp"
#include "core/midend/hint_story.hpp"
#include "core/registry/registry.hpp"

namespace tl::engine {
namespace {

constexpr auto kLong = std::chrono::hours(1);  // a budget that never runs out first

// Runs the engine to rest and gathers the atlas's nullities from its news,
// checking each piece follows the last.
struct Gathered {
  std::vector<int> nullities;
  std::vector<double> progress;
  int done_news = 0;
  std::string error;
};
void gather(Gathered& g, const std::vector<News>& news, JobNumber job) {
  for (const News& n : news) {
    if (n.job != job) continue;
    if (const auto* a = std::get_if<AtlasFound>(&n.found)) {
      EXPECT_EQ(a->first, int(g.nullities.size())) << "each piece follows the last";
      g.nullities.insert(g.nullities.end(), a->nullities.begin(), a->nullities.end());
    }
    g.progress.push_back(n.progress);
    if (n.done) ++g.done_news;
    if (!n.error.empty()) g.error = n.error;
  }
}

TEST(Engine, TheAtlasComesInPiecesAndHasSutnersNullities) {
  Engine e;
  e.take(Start{.job = 7, .work = AtlasWork{.topology = Topology::Plain, .states = 2, .max_n = 40}});
  EXPECT_TRUE(e.busy());
  Gathered g;
  int64_t slices = 1;  // one N a news
  while (e.busy()) {
    slices = 1;
    e.run(kLong, &slices);
    gather(g, e.take_news(), 7);
  }
  gather(g, e.take_news(), 7);
  ASSERT_EQ(g.nullities.size(), 40u);
  // Sutner's nullities of the classic board: 4x4 has 4, 5x5 has 2, 19x19 has 16.
  EXPECT_EQ(g.nullities[3], 4);
  EXPECT_EQ(g.nullities[4], 2);
  EXPECT_EQ(g.nullities[18], 16);
  for (int n : {1, 2, 6, 30, 40}) EXPECT_EQ(g.nullities[std::size_t(n - 1)], lightsout_square_nullity(n, Topology::Plain)) << n;
  EXPECT_EQ(g.done_news, 1) << "done is said once, last";
  EXPECT_DOUBLE_EQ(g.progress.back(), 1.0);
  for (std::size_t i = 1; i < g.progress.size(); ++i) EXPECT_GE(g.progress[i], g.progress[i - 1]);
  EXPECT_TRUE(e.take_news().empty()) << "a done job is forgotten";
}

TEST(Engine, TwoJobsTakeSlicesInTurnAndSlicesLeftHoldsThem) {
  Engine e;
  e.take(Start{.job = 1, .work = AtlasWork{.topology = Topology::Plain, .states = 2, .max_n = 50}});
  e.take(Start{.job = 2, .work = AtlasWork{.topology = Topology::Torus, .states = 2, .max_n = 50}});
  int64_t slices = 6;
  EXPECT_EQ(e.run(kLong, &slices), 6);
  EXPECT_EQ(slices, 0);
  EXPECT_EQ(e.run(kLong, &slices), 0) << "held";
  Gathered a, b;
  const std::vector<News> news = e.take_news();
  gather(a, news, 1);
  gather(b, news, 2);
  EXPECT_EQ(a.nullities.size(), 3u) << "three slices each: N = 1..3";
  EXPECT_EQ(b.nullities.size(), 3u);
  EXPECT_EQ(b.nullities[1], lightsout_square_nullity(2, Topology::Torus));
}

TEST(Engine, APausedJobTakesNoSlicesAndResumesWhereItWas) {
  Engine e;
  e.take(Start{.job = 3, .work = AtlasWork{.topology = Topology::Plain, .states = 3, .max_n = 30}});
  int64_t slices = 2;
  e.run(kLong, &slices);
  Gathered g;
  gather(g, e.take_news(), 3);
  e.take(Pause{.job = 3});
  EXPECT_FALSE(e.busy());
  EXPECT_EQ(e.run(kLong), 0);
  EXPECT_TRUE(e.take_news().empty()) << "no news while paused";
  e.take(Resume{.job = 3});
  while (e.busy()) {
    e.run(kLong);
    gather(g, e.take_news(), 3);
  }
  ASSERT_EQ(g.nullities.size(), 30u);
  for (int n : {4, 5, 12}) EXPECT_EQ(g.nullities[std::size_t(n - 1)], lightsout_square_nullity(n, Topology::Plain, 3)) << n;
}

TEST(Engine, ACancelledJobIsGoneWithItsNews) {
  Engine e;
  e.take(Start{.job = 4, .work = AtlasWork{.topology = Topology::Torus, .states = 2, .max_n = 100}});
  int64_t slices = 3;
  e.run(kLong, &slices);
  e.take(Cancel{.job = 4});
  EXPECT_FALSE(e.busy());
  EXPECT_TRUE(e.take_news().empty());
  e.take(Pause{.job = 4});  // asks of a job that is gone do nothing
  e.take(Resume{.job = 4});
  EXPECT_FALSE(e.busy());
}

TEST(Engine, WorkOutOfRangeEndsAtOnceWithAnErrorThatSaysWhatIsAllowed) {
  Engine e;
  e.take(Start{.job = 5, .work = AtlasWork{.topology = Topology::Plain, .states = 1, .max_n = 10}});
  e.take(Start{.job = 6, .work = AtlasWork{.topology = Topology::Plain, .states = 2, .max_n = 257}});
  EXPECT_FALSE(e.busy());
  const std::vector<News> news = e.take_news();
  ASSERT_EQ(news.size(), 2u);
  EXPECT_EQ(news[0].job, 5u);
  EXPECT_TRUE(news[0].done);
  EXPECT_EQ(news[0].error, "the atlas's lights have 2 to 255 states, not 1");
  EXPECT_EQ(news[1].error, "the atlas's boards are 1 to 256 on a side, not up to 257");
  EXPECT_TRUE(e.take_news().empty());
}

// The solve's one news: done, with the answer.
SolveFound solved(Engine& e, JobNumber job, std::string* error = nullptr) {
  e.run(kLong);
  SolveFound found;
  int news = 0;
  for (News& n : e.take_news()) {
    if (n.job != job) continue;
    ++news;
    EXPECT_TRUE(n.done);
    if (error) *error = n.error;
    if (auto* f = std::get_if<SolveFound>(&n.found)) found = std::move(*f);
  }
  EXPECT_EQ(news, 1) << "a solve says one thing: its answer";
  EXPECT_FALSE(e.busy());
  return found;
}

TEST(Engine, ASolveByIdIsTheMachinesOwnAndReachesTheGoal) {
  // Lights Out with three states (cut-the-knot's Merlin family), random
  // solvable positions: the engine's answer is the machine's, and pressing
  // it solves the position; the second position reuses the rules.
  Engine e;
  for (const char* id :
       {"lightsout6x6-k3:102201120021011202112001222100112200", "lightsout6x6-k3:000000000000000000000000000000000012"}) {
    Result<Puzzle> p = parse_puzzle_id(id);
    ASSERT_TRUE(p) << p.error().describe();
    e.take(Start{.job = 2, .work = SolveWork{.id = id, .story = false, .summary = false}});
    const SolveFound f = solved(e, 2);
    const Solution own = p->machine->solve(p->position);
    EXPECT_EQ(f.solution.solvable, own.solvable) << id;
    EXPECT_EQ(f.solution.presses, own.presses) << id;
    EXPECT_EQ(f.solution.minimal, own.minimal) << id;
    EXPECT_TRUE(f.story.empty()) << "not asked for";
    Position pos = p->position;
    for (int b : f.solution.presses) p->machine->press(pos, b);
    EXPECT_EQ(f.solution.solvable, p->machine->solved(pos)) << id;
  }
}

TEST(Engine, ASolveTellsTheHintsWhyAndTheRulesSummaryWhenAskedFor) {
  const char* id = "merlin:101010101";
  Result<Puzzle> p = parse_puzzle_id(id);
  ASSERT_TRUE(p);
  Engine e;
  e.take(Start{.job = 4, .work = SolveWork{.id = id, .story = true, .summary = true}});
  const SolveFound f = solved(e, 4);
  ASSERT_TRUE(f.solution.solvable);
  // Merlin's rules are invertible (Arnold and Blaszak): rank 9, every position reachable.
  EXPECT_TRUE(f.summary.linear);
  EXPECT_EQ(f.summary.rank, 9);
  EXPECT_TRUE(f.summary.all_reachable);
  EXPECT_EQ(f.story, hint_story(*p->machine, p->position, f.solution).plain);
  EXPECT_FALSE(f.story.empty());
}

TEST(Engine, ASolveOfABadIdSaysWhatWasWrong) {
  Engine e;
  e.take(Start{.job = 6, .work = SolveWork{.id = "lightsout3x3:12", .story = false, .summary = false}});
  std::string error;
  const SolveFound f = solved(e, 6, &error);
  EXPECT_FALSE(f.solution.solvable);
  EXPECT_NE(error.find("the position to solve has a bad ID: "), std::string::npos) << error;
  EXPECT_NE(error.find("got '2'"), std::string::npos) << error;
  // An ID past the page's longest link is refused before it is read.
  e.take(Start{.job = 8, .work = SolveWork{.id = std::string(kMostSolveIdChars + 1, '0'), .story = false, .summary = false}});
  const std::vector<News> news = e.take_news();
  ASSERT_EQ(news.size(), 1u);
  EXPECT_TRUE(news[0].done);
  EXPECT_NE(news[0].error.find("at most 1310720 are read"), std::string::npos) << news[0].error;
}

TEST(Engine, ABoardsCensusComesInSlicesAndCountsAsTheCore) {
  // 4 x 5 Lights Out: `togglelab census` counts the same.
  const char* id = "lightsout4x5:00000/00000/00000/00000";
  Engine e;
  e.take(Start{.job = 3, .work = CensusWork{.id = id, .max_positions = kCensusPagePositions}});
  std::optional<CensusFound> found;
  int news = 0;
  double last = 0;
  while (e.busy()) {
    int64_t one = 1;
    e.run(kLong, &one);
    for (News& n : e.take_news()) {
      ++news;
      EXPECT_GE(n.progress, last);
      last = n.progress;
      EXPECT_TRUE(n.error.empty()) << n.error;
      if (auto* f = std::get_if<CensusFound>(&n.found)) {
        EXPECT_TRUE(n.done) << "the counts come with the last news";
        found = std::move(*f);
      }
    }
  }
  EXPECT_GT(news, 2) << "news as it goes, a slice at a time";
  ASSERT_TRUE(found);
  Result<Puzzle> p = parse_puzzle_id(id);
  ASSERT_TRUE(p);
  const Result<Census> own = census(*p);
  ASSERT_TRUE(own);
  EXPECT_EQ(found->census.counts, own->counts);
  EXPECT_EQ(found->census.reachable, own->reachable);
  EXPECT_EQ(found->census.hardest, own->hardest);
  Result<Puzzle> hardest = parse_puzzle_id(found->hardest_id);
  ASSERT_TRUE(hardest) << found->hardest_id;
  EXPECT_EQ(int(hardest->machine->solve(hardest->position).presses.size()), own->hardest) << "a hardest position, by its ID";
  EXPECT_FALSE(found->method.empty());
}

TEST(Engine, ACensusTooBigForThePageSaysWhatIsAllowed) {
  Engine e;
  e.take(Start{.job = 1, .work = CensusWork{.id = "lightsout6x6:" + std::string(36, '0'), .max_positions = 1000}});
  const std::vector<News> news = e.take_news();
  ASSERT_EQ(news.size(), 1u);
  EXPECT_TRUE(news[0].done);
  EXPECT_FALSE(news[0].error.empty());
  EXPECT_TRUE(std::holds_alternative<std::monostate>(news[0].found));
}

}  // namespace
}  // namespace tl::engine
