// stats_update.cpp: the statistics screen's update (stats_screen.hpp).
#include <algorithm>

#include "app/screens/stats/stats_screen.hpp"
#include "core/midend/midend.hpp"
#include "core/progress/records.hpp"

namespace tl::app::stats {

namespace {

// One handler per message (std::visit picks it by type).
struct Apply {
  Model& m;
  Kept kept;
  Midend& game;
  ToShell operator()(const Show&) const {
    m.bring = true;
    return {.open_menu = true};
  }
  ToShell operator()(const Shown&) const {
    m.bring = false;
    return {};
  }
  ToShell operator()(const AskReset& a) const {
    m.reset_asked = a.asked;
    return {};
  }
  // Records a start could not read whole (too large, damaged lines, another
  // format) were kept aside, never lost: read back, trimmed to what fits,
  // and merged as an import is.
  ToShell operator()(const ReadSetAside&) const {
    std::string note;
    const Records back = Records::parse_set_aside(kept.set_aside, &note, date_of_day(day_number(kept.today) + 1));
    const int changed = kept.records.merge(back);
    std::string words = "Read back " + std::to_string(back.size() + back.opened().size() + back.boards().size()) +
                        " records set aside: " + std::to_string(changed) + " added or bettered.";
    if (!note.empty()) words = note + " " + words;
    game.set_message(words, false);
    return {.save_records = changed != 0};
  }
  ToShell operator()(const Reset&) const {
    kept.records = Records();
    m.reset_asked = false;
    game.set_message("Statistics and records reset: nothing is kept from before.", false);
    return {.save_records = true};
  }
};

}  // namespace

ToShell update(Model& m, const Msg& msg, Kept kept, Midend& game) { return std::visit(Apply{m, kept, game}, msg); }

void refresh(Model& m, const Records& records, const Date& today, const std::string& series) {
  const int64_t day = day_number(today);
  if (records.revision() == m.revision && day == m.day && series == m.series) return;
  m.figures = statistics(records, today, series, &m.figures);
  m.revision = records.revision();
  m.day = day;
  m.series = series;
}

}  // namespace tl::app::stats
