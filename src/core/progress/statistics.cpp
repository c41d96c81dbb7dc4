// statistics.cpp: the records added up (statistics.hpp).
#include "core/progress/statistics.hpp"

#include <algorithm>
#include <utility>

#include "core/progress/series.hpp"
#include "core/registry/registry.hpp"

namespace tl {

int over_par_bar(const Finish& f) { return std::clamp(f.presses - f.par, 0, Statistics::kBars - 1); }

// A board's name: the one `before` gave it, else made now.
static std::string named(std::string_view head, const Statistics* before) {
  if (before)
    for (const BoardCount& b : before->boards)
      if (b.head == head) return b.name;
  return board_name(head);
}

Statistics statistics(const Records& r, const Date& today, std::string_view series, const Statistics* before) {
  Statistics s;
  s.streak = r.streak(today);
  s.longest_streak = r.longest_streak();
  s.dailies_opened = int(r.opened().size());
  const std::string todays = Records::daily_key(today, series);
  for (const SeriesSpec& spec : all_series()) s.series.push_back({spec.name, spec.title, kLevelsPerSeries, 0, 0});
  for (const auto& [key, f] : r.finishes()) {
    s.hard_finishes += f.hard ? 1 : 0;
    if (key.rfind("daily ", 0) == 0) {
      ++s.dailies_opened;
      ++s.dailies_solved;
      ++s.over_par[std::size_t(over_par_bar(f))];
      s.with_help += f.help ? 1 : 0;
      if (key == todays) s.today_bar = over_par_bar(f);
      continue;
    }
    // "level NAME N": its series' tally.
    const std::string_view rest = std::string_view(key).substr(6);
    const std::string_view name = rest.substr(0, rest.find(' '));
    for (SeriesTally& t : s.series)
      if (t.name == name) {
        ++t.solved;
        t.at_par += f.presses == f.par ? 1 : 0;
      }
  }
  for (const auto& [head, t] : r.boards()) {
    s.boards.push_back({head, t, named(head, before)});
    s.games += t.games;
    s.games_solved += t.solved;
  }
  // Most games first; the map's order (by name) among equals. An insertion
  // sort: a few hundred boards at most, sorted when the records change, and
  // std::sort's instantiation weighed 1.5 KB of the page.
  for (std::size_t i = 1; i < s.boards.size(); ++i)
    for (std::size_t j = i; j > 0 && s.boards[j].tally.games > s.boards[j - 1].tally.games; --j)
      std::swap(s.boards[j], s.boards[j - 1]);
  return s;
}

}  // namespace tl
