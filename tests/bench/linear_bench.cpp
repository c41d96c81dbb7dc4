// linear_bench.cpp: Google Benchmark figures for the linear engine (the same
// cases as `togglelab bench`, with the library's statistics).
#include <benchmark/benchmark.h>

#include "core/linear/machines/lightsout.hpp"
#include "core/linear/lightsout_fast.hpp"
#include "core/linear/machines/linear_machine.hpp"

namespace {

tl::MachinePtr board(int n, bool torus) { return *tl::make_lightsout(n, n, torus, tl::kLightsOutMaxSide); }

// A hint: one fewest-press solve of a random solvable n x n position.
void BM_Hint(benchmark::State& state) {
  const int n = int(state.range(0));
  tl::MachinePtr m = board(n, false);
  tl::Position pos = m->random(uint64_t(n), false);
  for (auto _ : state) benchmark::DoNotOptimize(m->solve(pos).presses.data());
}
BENCHMARK(BM_Hint)->Arg(3)->Arg(5)->Arg(19)->Arg(20)->Arg(30)->Unit(benchmark::kMicrosecond);

// Every press of a random solvable n x n position, plain or torus (range 1).
void BM_FullSolve(benchmark::State& state) {
  const int n = int(state.range(0));
  const bool torus = state.range(1) != 0;
  tl::LightsOutBoard b{n, n, torus};
  tl::Position pos = board(n, torus)->random(uint64_t(n), false);
  for (auto _ : state) benchmark::DoNotOptimize(tl::solve_lightsout(b, pos.state).presses.words());
}
BENCHMARK(BM_FullSolve)->Args({1024, 0})->Args({4096, 0})->Args({256, 1})->Args({1024, 1})->Unit(benchmark::kMillisecond);

// The general solver on plain n x n Lights Out, for comparison.
void BM_GeneralSolver(benchmark::State& state) {
  const int n = int(state.range(0));
  tl::MachinePtr m = board(n, false);
  tl::PressMatrix a = dynamic_cast<const tl::LinearMachine&>(*m).press_matrix();
  tl::Position pos = m->random(uint64_t(n), false);
  for (auto _ : state) benchmark::DoNotOptimize(tl::solve_linear(a, pos.state, n).presses.data());
}
BENCHMARK(BM_GeneralSolver)->Arg(32)->Arg(64)->Arg(128)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
