// modk_bench.cpp: Google Benchmark figures for the k-state solvers (modk/),
// against the targets the k-state machines were built to (native): a hint on
// 20x20 plus with 3 states <= 5 ms; a solve on 64x64 with every shape and 3
// or 4 states <= 100 ms; a solve on 256x256 plus with 3 states <= 50 ms.
// "Solve" includes factoring the board (ZkBoardSolver) and the fewest-press
// search; "cached" reuses a factored board, as a machine does for hint after
// hint. Counters: U (the chase's unknowns), quiet (generators of the quiet
// patterns), minimal (1 when the answer is proven fewest).
#include <benchmark/benchmark.h>

#include <random>

#include "core/modk/zk_board.hpp"

namespace {

using tl::Neighbourhood;

// A random reachable change: what random presses make.
tl::ZkVec random_target(const tl::ZkBoard& b, uint64_t seed) {
  std::mt19937_64 rng(seed);
  tl::ZkVec x(static_cast<std::size_t>(b.cells()));
  for (auto& v : x) v = uint8_t(rng() % uint64_t(b.k));
  return tl::zk_board_apply(b, x);
}

void report(benchmark::State& state, const tl::ZkBoardSolver& s, const tl::ZkAnswer& a) {
  state.counters["U"] = s.unknowns();
  state.counters["quiet"] = double(s.quiet().size());
  state.counters["minimal"] = a.minimal ? 1 : 0;
  state.counters["presses"] = double(a.press_count);
}

// range: side, shape, states, torus.
tl::ZkBoard board_of(const benchmark::State& state) {
  const int n = int(state.range(0));
  return tl::ZkBoard::lights_out(n, n, int(state.range(2)), Neighbourhood(state.range(1)), true, state.range(3) != 0);
}

void BM_ZkSolve(benchmark::State& state) {
  const tl::ZkBoard b = board_of(state);
  const tl::ZkVec target = random_target(b, 7);
  state.SetLabel(std::string(tl::neighbourhood_name(Neighbourhood(state.range(1)))) + " k=" + std::to_string(b.k) +
                 (b.torus() ? " torus" : ""));
  tl::ZkAnswer a;
  for (auto _ : state) {
    tl::ZkBoardSolver s(b);
    a = s.solve(target);
    benchmark::DoNotOptimize(a.presses.data());
  }
  report(state, tl::ZkBoardSolver(b), a);
}

void BM_ZkSolveCached(benchmark::State& state) {
  const tl::ZkBoard b = board_of(state);
  const tl::ZkVec target = random_target(b, 7);
  state.SetLabel(std::string(tl::neighbourhood_name(Neighbourhood(state.range(1)))) + " k=" + std::to_string(b.k) +
                 (b.torus() ? " torus" : ""));
  const tl::ZkBoardSolver s(b);
  tl::ZkAnswer a;
  for (auto _ : state) {
    a = s.solve(target);
    benchmark::DoNotOptimize(a.presses.data());
  }
  report(state, s, a);
}

constexpr int kPlus = int(Neighbourhood::Plus), kX = int(Neighbourhood::X), kBox = int(Neighbourhood::Box),
              kKnight = int(Neighbourhood::Knight);

// The hint on 20x20 plus, 3 states (a hint is a fewest-press solve).
BENCHMARK(BM_ZkSolve)->Args({20, kPlus, 3, 0})->Unit(benchmark::kMillisecond);
BENCHMARK(BM_ZkSolveCached)->Args({20, kPlus, 3, 0})->Unit(benchmark::kMillisecond);
// 64x64, every shape, 3 and 4 states; then 256x256 plus with 3 states.
BENCHMARK(BM_ZkSolve)
    ->Args({64, kPlus, 3, 0})
    ->Args({64, kX, 3, 0})
    ->Args({64, kBox, 3, 0})
    ->Args({64, kKnight, 3, 0})
    ->Args({64, kPlus, 4, 0})
    ->Args({64, kX, 4, 0})
    ->Args({64, kBox, 4, 0})
    ->Args({64, kKnight, 4, 0})
    ->Args({256, kPlus, 3, 0})
    ->Unit(benchmark::kMillisecond);
// Beyond the targets: tori, and more states.
BENCHMARK(BM_ZkSolve)
    ->Args({64, kPlus, 3, 1})
    ->Args({64, kKnight, 4, 1})
    ->Args({64, kBox, 6, 0})
    ->Args({64, kPlus, 255, 0})
    ->Unit(benchmark::kMillisecond);

}  // namespace
