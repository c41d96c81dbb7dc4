// lightsout_atlas_test.cpp: the atlas of square Lights Out nullities against
// OEIS A159257, the machines' own analysis and the general solver.
#include <gtest/gtest.h>

#include "core/linear/machines/lightsout.hpp"
#include "core/linear/explain/lightsout_atlas.hpp"
#include "core/linear/machines/linear_machine.hpp"

namespace tl {
namespace {

const LinearMachine& linear(const MachinePtr& m) { return dynamic_cast<const LinearMachine&>(*m); }

// OEIS A159257: the nullity of the n x n Lights Out board, n = 1..40.
const std::vector<int> kA159257 = {0, 0, 0,  4, 2, 0, 0, 0, 8,  0,  6, 0,  0,  4, 0, 8, 2, 0, 16, 0,
                                   0, 0, 14, 4, 0, 0, 0, 0, 10, 20, 0, 20, 16, 4, 6, 0, 0, 0, 32, 0};

TEST(LightsOutAtlas, PlainIsA159257) {
  EXPECT_EQ(lightsout_atlas(40, Topology::Plain), kA159257);
  EXPECT_EQ(lightsout_square_nullity(4, Topology::Plain), 4);
  EXPECT_EQ(lightsout_square_nullity(5, Topology::Plain), 2);
  EXPECT_EQ(lightsout_square_nullity(19, Topology::Plain), 16);
  EXPECT_EQ(lightsout_square_nullity(30, Topology::Plain), 20);
}

// The atlas says what `analyze` says for the same board (fast paths), and
// what the general solver says without them.
TEST(LightsOutAtlas, AgreesWithAnalyze) {
  const std::vector<int> plain = lightsout_atlas(kAtlasMaxSide, Topology::Plain);
  const std::vector<int> torus = lightsout_atlas(kAtlasMaxSide, Topology::Torus);
  ASSERT_EQ(plain.size(), 256u);
  ASSERT_EQ(torus.size(), 256u);
  for (int n : {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 19, 30, 64, 100, 127, 200, 255, 256}) {
    for (bool t : {false, true}) {
      MachinePtr m = *make_lightsout(n, n, t);
      EXPECT_EQ((t ? torus : plain)[std::size_t(n - 1)], linear(m).analyze().nullity) << n << (t ? "t" : "");
    }
  }
  for (int n = 1; n <= 16; ++n)
    for (bool t : {false, true}) {
      MachinePtr m = *make_lightsout(n, n, t);
      // The base class's analysis: elimination over the press vectors, no light chasing.
      EXPECT_EQ((t ? torus : plain)[std::size_t(n - 1)], linear(m).LinearMachine::analyze().nullity) << n << (t ? "t" : "");
    }
}

// One N per step for the page's frames; progress rises to 1; cancelling keeps what was done.
TEST(LightsOutAtlas, IncrementalProgressAndCancel) {
  LightsOutAtlas atlas(64, Topology::Torus);
  double last = 0;
  while (atlas.step()) {
    EXPECT_GE(atlas.progress(), last);
    last = atlas.progress();
  }
  EXPECT_TRUE(atlas.done());
  EXPECT_DOUBLE_EQ(atlas.progress(), 1.0);
  EXPECT_EQ(atlas.nullities(), lightsout_atlas(64, Topology::Torus));
  EXPECT_FALSE(atlas.step());

  int calls = 0;
  std::vector<double> seen;
  std::vector<int> part = lightsout_atlas(256, Topology::Plain, [&](double p) {
    seen.push_back(p);
    return ++calls < 10;
  });
  EXPECT_EQ(part.size(), 10u);
  EXPECT_EQ(part, std::vector<int>(kA159257.begin(), kA159257.begin() + 10));
  EXPECT_LT(seen.back(), 1.0);
}

// With k states a board is counted over several steps (one step never holds
// a whole 256 x 256 elimination), and the counts are the solver's.
TEST(LightsOutAtlas, KStatesAreCountedInSlicesAndAgreeWithTheSolver) {
  LightsOutAtlas atlas(24, Topology::Torus, 6);
  int steps = 0;
  double last = 0;
  while (atlas.step()) {
    ++steps;
    EXPECT_GE(atlas.progress(), last);
    last = atlas.progress();
  }
  EXPECT_GT(steps, 2 * 24);  // a plan and a chase at least per board
  ASSERT_EQ(atlas.nullities().size(), 24u);
  for (int n = 1; n <= 24; ++n) {
    const ZkBoardSolver solver(ZkBoard::lights_out(n, n, 6, Neighbourhood::Plus, true, true));
    EXPECT_EQ(atlas.nullities()[std::size_t(n - 1)], int(solver.quiet().size())) << n;
  }
  EXPECT_EQ(lightsout_atlas(24, Topology::Torus, {}, 6), atlas.nullities());
}

}  // namespace
}  // namespace tl
