// Asks and news as bytes (the engine worker's messages): written and read
// back whole, and bytes that are not a message refused with where and why.
#include "core/engine/engine_wire.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <cstring>

namespace tl::engine {
namespace {

TEST(EngineWire, AsksComeBackAsWritten) {
  const std::vector<Ask> asks = {Start{.job = 1, .work = AtlasWork{.topology = Topology::Klein, .states = 254, .max_n = 256}},
                                 Pause{.job = 1}, Resume{.job = 70000}, Cancel{.job = 4294967295u}};
  const std::vector<uint8_t> bytes = write_asks(asks);
  EXPECT_EQ(bytes.size(), 4u + 4 * 5 + 6) << "a count, four asks, one atlas's work";
  Result<std::vector<Ask>> back = read_asks(bytes);
  ASSERT_TRUE(back) << back.error().describe();
  ASSERT_EQ(back->size(), 4u);
  const auto& start = std::get<Start>((*back)[0]);
  EXPECT_EQ(start.job, 1u);
  const auto& work = std::get<AtlasWork>(start.work);
  EXPECT_EQ(work.topology, Topology::Klein);
  EXPECT_EQ(work.states, 254);
  EXPECT_EQ(work.max_n, 256);
  EXPECT_EQ(std::get<Pause>((*back)[1]).job, 1u);
  EXPECT_EQ(std::get<Resume>((*back)[2]).job, 70000u);
  EXPECT_EQ(std::get<Cancel>((*back)[3]).job, 4294967295u);
}

TEST(EngineWire, NewsComesBackAsWritten) {
  const std::vector<News> news =
      {{.job = 3, .progress = 0.25, .done = false, .error = {}, .found = AtlasFound{.first = 4, .nullities = {0, 4, -1, 16}}},
       {.job = 9, .progress = 1, .done = true, .error = "the atlas's lights have 2 to 255 states, not 1", .found = {}}};
  Result<std::vector<News>> back = read_news(write_news(news));
  ASSERT_TRUE(back) << back.error().describe();
  ASSERT_EQ(back->size(), 2u);
  EXPECT_EQ((*back)[0].job, 3u);
  EXPECT_DOUBLE_EQ((*back)[0].progress, 0.25);
  EXPECT_FALSE((*back)[0].done);
  const auto& found = std::get<AtlasFound>((*back)[0].found);
  EXPECT_EQ(found.first, 4);
  EXPECT_EQ(found.nullities, (std::vector<int>{0, 4, -1, 16}));
  EXPECT_TRUE((*back)[1].done);
  EXPECT_EQ((*back)[1].error, news[1].error);
  EXPECT_TRUE(std::holds_alternative<std::monostate>((*back)[1].found));
}

TEST(EngineWire, ASolveAndItsAnswerComeBackAsWritten) {
  const std::string id = "lightsout3x3-k5:h0102030401020304ff";
  Result<std::vector<Ask>> asks =
      read_asks(write_asks({Start{.job = 5, .work = SolveWork{.id = id, .story = true, .summary = true}}}));
  ASSERT_TRUE(asks) << asks.error().describe();
  const auto& solve = std::get<SolveWork>(std::get<Start>(asks->at(0)).work);
  EXPECT_EQ(solve.id, id);
  EXPECT_TRUE(solve.story);
  EXPECT_TRUE(solve.summary);

  Solution s;
  s.solvable = true;
  s.minimal = false;
  s.nullity = 3;
  s.solutions = "125";
  s.presses_before_search = 5000000000LL;
  s.search = "a local search";
  s.presses = {0, 0, 0, 4, 7, 7, 70000};
  const std::vector<uint8_t> bytes =
      write_news({{.job = 5,
                   .progress = 1,
                   .done = true,
                   .error = {},
                   .found = SolveFound{.solution = s, .story = "Press 1.", .summary = {true, 5, 9, 9, 7, 2, false, "1/5^2"}}}});
  Result<std::vector<News>> back = read_news(bytes);
  ASSERT_TRUE(back) << back.error().describe();
  const auto& f = std::get<SolveFound>(back->at(0).found);
  EXPECT_TRUE(f.solution.solvable);
  EXPECT_FALSE(f.solution.minimal);
  EXPECT_EQ(f.solution.nullity, 3);
  EXPECT_EQ(f.solution.solutions, "125");
  EXPECT_EQ(f.solution.presses_before_search, 5000000000LL);
  EXPECT_EQ(f.solution.search, s.search);
  EXPECT_EQ(f.solution.press_count, -1);
  EXPECT_EQ(f.solution.presses, s.presses);
  EXPECT_EQ(f.story, "Press 1.");
  EXPECT_TRUE(f.summary.linear);
  EXPECT_EQ(f.summary.states, 5);
  EXPECT_EQ(f.summary.rank, 7);
  EXPECT_EQ(f.summary.nullity, 2);
  EXPECT_FALSE(f.summary.all_reachable);
  EXPECT_EQ(f.summary.reachable_fraction, "1/5^2");
  for (std::size_t n = 0; n < bytes.size(); ++n) EXPECT_FALSE(read_news(std::span(bytes.data(), n))) << n << " bytes";
}

TEST(EngineWire, PressesThatAreNotAscendingRunsAreRefused) {
  Solution s;
  s.solvable = true;
  s.presses = {2, 5};
  std::vector<uint8_t> bytes = write_news(
      {{.job = 1, .progress = 1, .done = true, .error = {}, .found = SolveFound{.solution = s, .story = {}, .summary = {}}}});
  // The second run's button (the last run, then the story's empty text and
  // the summary's 23 bytes): 5 -> 1.
  const std::size_t second_button = bytes.size() - 23 - 4 - 8;
  ASSERT_EQ(bytes[second_button], 5);
  bytes[second_button] = 1;
  Result<std::vector<News>> r = read_news(bytes);
  ASSERT_FALSE(r);
  EXPECT_EQ(r.error().message, "a solution's presses are not ascending runs of at most 2^28 presses");
}

TEST(EngineWire, ACensusAndItsCountsComeBackAsWritten) {
  Result<std::vector<Ask>> asks =
      read_asks(write_asks({Start{.job = 2, .work = CensusWork{.id = "lightsout5x5:x0000000", .max_positions = 1u << 24}}}));
  ASSERT_TRUE(asks) << asks.error().describe();
  const auto& work = std::get<CensusWork>(std::get<Start>(asks->at(0)).work);
  EXPECT_EQ(work.id, "lightsout5x5:x0000000");
  EXPECT_EQ(work.max_positions, 1u << 24);
  CensusFound c;
  c.census.cells = c.census.buttons = 25;
  c.census.rank = 23;
  c.census.reachable = 8388608;
  c.census.counts = {1, 25, 300, 5000000000ULL};
  c.census.hardest = 3;
  c.census.seconds = 0.5;
  c.hardest_id = "lightsout5x5:0000000000000000000000001";
  c.method = "Gray code";
  const std::vector<uint8_t> bytes = write_news({{.job = 2, .progress = 1, .done = true, .error = {}, .found = c}});
  Result<std::vector<News>> back = read_news(bytes);
  ASSERT_TRUE(back) << back.error().describe();
  const auto& f = std::get<CensusFound>(back->at(0).found);
  EXPECT_EQ(f.census.counts, c.census.counts);
  EXPECT_EQ(f.census.reachable, 8388608u);
  EXPECT_EQ(f.census.rank, 23);
  EXPECT_EQ(f.census.hardest, 3);
  EXPECT_DOUBLE_EQ(f.census.seconds, 0.5);
  EXPECT_EQ(f.hardest_id, c.hardest_id);
  EXPECT_EQ(f.method, "Gray code");
  for (std::size_t n = 0; n < bytes.size(); ++n) EXPECT_FALSE(read_news(std::span(bytes.data(), n))) << n << " bytes";
}

TEST(EngineWire, EveryCutShortMessageIsRefused) {
  const std::vector<uint8_t> asks = write_asks({Start{.job = 1, .work = AtlasWork{}}, Cancel{.job = 1}});
  for (std::size_t n = 0; n < asks.size(); ++n) {
    Result<std::vector<Ask>> r = read_asks(std::span(asks.data(), n));
    EXPECT_FALSE(r) << n << " bytes";
  }
  const std::vector<uint8_t> news = write_news(
      {{.job = 1, .progress = 0.5, .done = false, .error = "x", .found = AtlasFound{.first = 0, .nullities = {1, 2}}}});
  for (std::size_t n = 0; n < news.size(); ++n) EXPECT_FALSE(read_news(std::span(news.data(), n))) << n << " bytes";
}

TEST(EngineWire, BadBytesSayWhereAndWhy) {
  std::vector<uint8_t> bytes = write_asks({Start{.job = 1, .work = AtlasWork{}}});
  bytes[4] = 9;  // the ask's kind
  Result<std::vector<Ask>> r = read_asks(bytes);
  ASSERT_FALSE(r);
  EXPECT_EQ(r.error().message, "unknown ask 9 (1 start, 2 pause, 3 resume, 4 cancel)");
  bytes = write_asks({Start{.job = 1, .work = AtlasWork{}}});
  bytes[10] = 6;  // the topology
  r = read_asks(bytes);
  ASSERT_FALSE(r);
  EXPECT_EQ(r.error().message, "unknown topology 6 (0 to 5)");
  EXPECT_EQ(r.error().pos, 11u);
  bytes = write_asks({Pause{.job = 1}});
  bytes.push_back(0);
  r = read_asks(bytes);
  ASSERT_FALSE(r);
  EXPECT_EQ(r.error().message, "the engine's message goes on after its last ask");
  // A count far past what the bytes hold is refused before anything is made.
  const std::vector<uint8_t> huge = {0xff, 0xff, 0xff, 0xff, 2, 1, 0, 0, 0};
  r = read_asks(huge);
  ASSERT_FALSE(r);
  EXPECT_EQ(r.error().message, "the engine's message counts more asks than it holds");

  std::vector<uint8_t> news = write_news({{.job = 1, .progress = 0.5, .done = false, .error = {}, .found = {}}});
  std::vector<uint8_t> nan = news;
  const double not_a_number = std::nan("");
  std::memcpy(nan.data() + 8, &not_a_number, 8);
  Result<std::vector<News>> n = read_news(nan);
  ASSERT_FALSE(n);
  EXPECT_EQ(n.error().message, "a news's progress is not between 0 and 1");
  news[16] = 2;  // done
  n = read_news(news);
  ASSERT_FALSE(n);
  EXPECT_EQ(n.error().message, "a news's done is neither 0 nor 1");
}

}  // namespace
}  // namespace tl::engine
