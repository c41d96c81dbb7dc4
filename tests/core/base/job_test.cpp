// job_test.cpp: the background jobs' scheduler (core/base/job.hpp): slices
// shared in turn, a budget, a slice count, pause, resume and cancel; and the
// four jobs of the app all behind the one interface, run to the end by it.
#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "core/base/job.hpp"
#include "core/ghaly/ghaly_machine.hpp"
#include "core/linear/explain/census.hpp"
#include "core/linear/explain/family_atlas.hpp"
#include "core/linear/explain/lightsout_atlas.hpp"
#include "core/registry/registry.hpp"

namespace tl {
namespace {

using namespace std::chrono_literals;

// A job of `slices` slices that writes its name into a shared log per slice.
class Countdown final : public Job {
 public:
  Countdown(char name, int slices, std::string* log) : name_(name), left_(slices), total_(slices), log_(log) {}
  bool step() override {
    if (left_ == 0) return false;
    --left_;
    *log_ += name_;
    return true;
  }
  bool done() const override { return left_ == 0; }
  double progress() const override { return 1.0 - double(left_) / double(total_); }

 private:
  char name_;
  int left_, total_;
  std::string* log_;
};

TEST(JobScheduler, TwoJobsTakeSlicesInTurnUntilBothAreDone) {
  std::string log;
  Countdown a('a', 3, &log), b('b', 5, &log);
  JobScheduler s;
  const int ran = s.run({&a, &b}, 10s);
  EXPECT_EQ(ran, 8);
  EXPECT_EQ(log,
            "ababab"
            "bb");  // neither waits for the other to finish
  EXPECT_TRUE(a.done() && b.done());
  EXPECT_DOUBLE_EQ(a.progress(), 1.0);
}

TEST(JobScheduler, ASliceCountHoldsTheWorkWhereItIs) {
  std::string log;
  Countdown a('a', 10, &log);
  JobScheduler s;
  int64_t left = 4;
  EXPECT_EQ(s.run({&a}, 10s, &left), 4);
  EXPECT_EQ(left, 0);
  EXPECT_EQ(log, "aaaa");
  EXPECT_DOUBLE_EQ(a.progress(), 0.4);
  EXPECT_EQ(s.run({&a}, 10s, &left), 0);  // none left: nothing runs
  int64_t unlimited = -1;
  EXPECT_EQ(s.run({&a}, 10s, &unlimited), 6);
  EXPECT_EQ(unlimited, -1);
}

TEST(JobScheduler, NoBudgetAndNoJobsRunNothing) {
  std::string log;
  Countdown a('a', 3, &log);
  JobScheduler s;
  EXPECT_EQ(s.run({&a}, 0s), 0);
  EXPECT_EQ(s.run({}, 10s), 0);
  EXPECT_EQ(s.run({nullptr}, 10s), 0);  // a job not running
  EXPECT_EQ(log, "");
}

TEST(JobSlot, PauseResumeAndCancelAsAViewUsesThem) {
  std::string log;
  JobSlot<Countdown> slot;
  EXPECT_FALSE(slot.started());
  EXPECT_EQ(slot.to_run(), nullptr);
  slot.resume();  // nothing to resume
  EXPECT_FALSE(slot.running);
  slot.start(std::make_shared<Countdown>('a', 2, &log));
  EXPECT_TRUE(slot.active());
  slot.pause();
  EXPECT_EQ(slot.to_run(), nullptr);
  JobScheduler s;
  EXPECT_EQ(s.run({slot.to_run()}, 10s), 0);
  slot.resume();
  EXPECT_EQ(s.run({slot.to_run()}, 10s), 2);
  EXPECT_TRUE(slot.finished());
  EXPECT_FALSE(slot.active());  // done: no more slices, the result stays
  slot.cancel();
  EXPECT_FALSE(slot.started());
}

// The app's four jobs, each run to the end through the interface alone, and
// their results checked against the same computation done at once.
TEST(JobScheduler, RunsTheAppsFourJobsToTheirResults) {
  auto atlas = std::make_shared<LightsOutAtlas>(12, Topology::Plain, 2);
  Result<Puzzle> five = parse_puzzle_id("lightsout5x5:0000000000000000000000001");
  ASSERT_TRUE(five) << five.error().describe();
  Result<std::shared_ptr<CensusRun>> census = CensusRun::start(*five);
  ASSERT_TRUE(census) << census.error().message;
  Result<Puzzle> cycle = parse_puzzle_id("graph-cycle5:00000", Surface::Cli);
  ASSERT_TRUE(cycle) << cycle.error().describe();
  auto family = std::make_shared<FamilyAtlas>(cycle->machine, 12, 1024);
  auto ghaly = std::make_shared<GhalyMachine>(4, ghaly::Assignment{ghaly::identity(8), ghaly::identity(8)});
  std::shared_ptr<WiringCensusRun> wiring = ghaly->start_census();
  ASSERT_TRUE(wiring);
  JobScheduler s;
  int slices = 0;
  while (!(atlas->done() && (*census)->done() && wiring->done() && family->done())) {
    const int ran = s.run({atlas.get(), census->get(), wiring.get(), family.get()}, 1s);
    ASSERT_GT(ran, 0);
    slices += ran;
  }
  EXPECT_GT(slices, 3);
  EXPECT_EQ(atlas->nullities(), lightsout_atlas(12, Topology::Plain));
  EXPECT_EQ(atlas->nullities()[4], 2);                          // 5x5 Lights Out: two quiet patterns
  EXPECT_EQ((*census)->result().reachable, uint64_t(1) << 23);  // 2^25 / 2^2
  EXPECT_EQ(wiring->result().assignments, 331776);
  // A cycle of n vertices has two quiet patterns exactly when 3 divides n.
  ASSERT_EQ(family->rows().size(), 12u);
  for (const FamilyAtlasRow& r : family->rows())
    if (r.n >= 3) { EXPECT_EQ(r.nullity, r.n % 3 == 0 ? 2 : 0) << "cycle of " << r.n; }
  EXPECT_EQ(ghaly->census_title().empty(), false);
  EXPECT_EQ(GhalyMachine(8, ghaly::Assignment{ghaly::identity(16), ghaly::identity(16)}).start_census(), nullptr);
}

}  // namespace
}  // namespace tl
