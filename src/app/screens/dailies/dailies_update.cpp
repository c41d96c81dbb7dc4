// dailies_update.cpp: "Daily puzzle and series"'s update (dailies_screen.hpp).
#include <algorithm>

#include "app/screens/dailies/dailies_screen.hpp"
#include "core/midend/midend.hpp"
#include "core/progress/records.hpp"
#include "core/progress/series.hpp"

namespace tl::app::dailies {

namespace {

using Do = ToShell::Do;

// One handler per message (std::visit picks it by type).
struct Apply {
  Model& m;
  Kept kept;
  Midend& game;
  ToShell operator()(const PickSeries& p) const {
    kept.picked = std::clamp(p.series, 0, int(all_series().size()) - 1);
    return {};
  }
  ToShell operator()(const OpenDaily& o) const {
    if (o.daily_day) m.daily_day = *o.daily_day;
    return {.what = Do::OpenDaily, .date = o.date, .series = o.series};
  }
  ToShell operator()(const OpenLevel& o) const { return {.what = Do::OpenLevel, .series = o.series, .level = o.level}; }
  ToShell operator()(const MakeLevels&) const { return {.what = Do::MakeLevels}; }
  ToShell operator()(const EditImport& e) const {
    m.import_text = e.text;
    return {};
  }
  ToShell operator()(const Export&) const { return {.what = Do::Export}; }
  ToShell operator()(const Import&) const {
    Records& records = kept.records;
    // A daily dated after tomorrow (today anywhere on Earth) was never played.
    std::string note;
    const Records pasted = Records::parse(m.import_text, &note, date_of_day(day_number(kept.today) + 1));
    const int trimmed = records.trimmed();
    const int changed = records.merge(pasted);
    std::string words = "Imported: " + std::to_string(changed) + " record" + (changed == 1 ? "" : "s") + " added or bettered.";
    if (const int gone = records.trimmed() - trimmed; gone > 0) words += " " + Records::let_go_words(gone);
    if (!note.empty()) words = note + " " + words;
    game.set_message(words, !note.empty());
    // What could not be read stays in the box to be mended (the note names its first line).
    if (note.empty()) m.import_text.clear();
    return {.what = changed || records.trimmed() != trimmed ? Do::SaveRecords : Do::None};
  }
};

}  // namespace

ToShell update(Model& m, const Msg& msg, Kept kept, Midend& game) { return std::visit(Apply{m, kept, game}, msg); }

}  // namespace tl::app::dailies
