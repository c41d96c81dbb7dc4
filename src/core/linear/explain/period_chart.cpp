// period_chart.cpp: see period_chart.hpp.
#include "core/linear/explain/period_chart.hpp"

#include <algorithm>

#include "core/linear/explain/dynamics.hpp"

namespace tl {

PeriodChart::PeriodChart(MachinePtr of, int max_n, long long steps, long long most_ops)
    : of_(std::move(of)), max_n_(max_n), steps_(steps), most_ops_(most_ops) {}

bool PeriodChart::step() {
  if (done()) return false;
  PeriodChartRow row;
  row.n = int(rows_.size()) + 1;
  if (const MachinePtr m = board(row.n)) {
    const AllLitDynamics d = all_lit_dynamics(*m, steps_, most_ops_, false);
    row.preperiod = d.orbit.preperiod;
    row.period = d.orbit.period;
    row.followed = d.orbit.budget;
    row.by_order = d.order.found();
    row.why = d.orbit_why;
  } else {
    row.why = "no board of this size";
  }
  rows_.push_back(std::move(row));
  return true;
}

double PeriodChart::progress() const {
  const auto cost = [](int upto) {
    double c = 0;
    for (int n = 1; n <= upto; ++n) c += double(n) * n * n;  // rough: the larger boards take longer
    return c;
  };
  return max_n_ > 0 ? std::min(1.0, cost(int(rows_.size())) / cost(max_n_)) : 1.0;
}

}  // namespace tl
