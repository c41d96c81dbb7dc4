// dynamics_state.cpp: "Solving again and again" for the automation hook
// (dynamics_screen.hpp), and the words that say which boards are drawn.
#include <string>
#include <vector>

#include "app/screens/dynamics/dynamics_screen.hpp"
#include "core/base/json_writer.hpp"
#include "core/linear/explain/period_chart.hpp"

namespace tl::app::dynamics {

std::string orbit_shown_words(const Model& v) {
  const long long drawn = static_cast<long long>(v.first.size());
  if (drawn == 0) return {};
  const long long total = v.period > 0 ? v.preperiod + v.period : -1;
  if (total > 0 && drawn >= total)
    return total == 1 ? "Its one board:" : "All " + std::to_string(total) + " of them, 0 to " + std::to_string(total - 1) + ":";
  const std::string shown = "Showing boards 0 to " + std::to_string(drawn - 1) + " of ";
  return shown + (total > 0 ? "the " + std::to_string(total) : "more than " + std::to_string(v.budget)) + ":";
}

void state_json(const Model& v, const Midend& game, JsonWriter& j) {
  if (!followed(v, game)) return;
  j.key("dynamics").begin_object();
  if (v.period > 0) j.key("preperiod").value(int64_t(v.preperiod)).key("period").value(int64_t(v.period));
  else j.key("preperiod").null().key("period").null();
  j.key("budget").value(int64_t(v.budget)).key("boards_drawn").value(int64_t(v.first.size()));
  j.key("shown").value(orbit_shown_words(v));
  j.key("inverse").ints(std::vector<int>(v.before.begin(), v.before.end())).key("stable").value(v.stable);
  j.key("self_dimension").value(v.self_dimension).key("why").value(v.why).key("field_degree").value(v.field_degree);
  j.end_object();
}

void chart_state_json(const PeriodChart* chart, const std::string& family, bool running, JsonWriter& j) {
  if (!chart) return;
  std::vector<int> sizes;
  std::vector<long long> periods, preperiods;
  std::vector<int> by_order;
  for (const PeriodChartRow& r : chart->rows()) {
    sizes.push_back(r.n);
    periods.push_back(r.period);
    preperiods.push_back(r.preperiod);
    by_order.push_back(r.by_order ? 1 : 0);
  }
  j.key("period_chart").begin_object().key("family").value(family).key("running").value(running);
  j.key("sizes").ints(sizes).key("by_order").ints(by_order);
  j.key("periods").begin_array();
  for (long long p : periods) j.value(int64_t(p));
  j.end_array().key("preperiods").begin_array();
  for (long long p : preperiods) j.value(int64_t(p));
  j.end_array().end_object();
}

}  // namespace tl::app::dynamics
