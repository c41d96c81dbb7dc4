// period_chart.hpp: the period of the all-lit N x N board under the solution
// map, N = 1..max, for the square family of the board in play (its press,
// topology and states; FamilyView::square_board): the Why tab's chart, a board
// a step, as `togglelab periods` prints the same rows at once.
//
// A row is read from the map's order where it can be (grid_period.hpp: any
// length, milliseconds), else followed (dynamics.hpp's orbit_period, at
// most `steps` boards), else says why not.
#pragma once

#include <string>
#include <vector>

#include "core/base/job.hpp"
#include "core/game/family_view.hpp"
#include "core/game/machine.hpp"

namespace tl {

struct PeriodChartRow {
  int n = 0;
  long long preperiod = -1, period = -1;  // -1: not found (`why`, or longer than `followed`)
  long long followed = 0;                 // boards followed at most, where it was followed
  bool by_order = false;                  // read from the map's order
  std::string why;                        // no map here, in words
};

class PeriodChart final : public Job {
 public:
  // Each size followed for at most `steps` boards and `most_ops` of work (a
  // step of the page's background work: dynamics.hpp's orbit_budget).
  PeriodChart(MachinePtr of, int max_n, long long steps, long long most_ops);

  const MachinePtr& rules() const { return of_; }
  int max_n() const { return max_n_; }
  bool done() const override { return int(rows_.size()) >= max_n_; }
  // The next size's row; false when already done.
  bool step() override;
  // By each size's cells cubed (an elimination's cost).
  double progress() const override;
  const std::vector<PeriodChartRow>& rows() const { return rows_; }
  // The all-lit n x n board of the family (nullptr where there is none).
  MachinePtr board(int n) const { return square_board_of(*of_, n, of_->topology(), of_->states()); }

 private:
  MachinePtr of_;
  int max_n_;
  long long steps_, most_ops_;
  std::vector<PeriodChartRow> rows_;
};

}  // namespace tl
