// dailies_screen.hpp: "Daily puzzle and series", a section of the Machine
// pane, as a module (its model, its messages, an update, a view that only
// reads): pick a series, play today's (or a past) daily, open a level, see
// marks and the streak, export and import the records.
//
// The challenge a daily or a level opens (its par, its timer, its finish
// into the records) is the shell's, as is the series picked (a game of a
// series picks it) and its levels, made once they are first shown: the host
// (app/progress_view.cpp) hands the view what they are, and carries out an
// update's ToShell (open a daily or a level, make the levels, copy the
// records). The records are handed to an update to change.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "app/shape/theme.hpp"
#include "app/widgets/sink.hpp"
#include "app/widgets/ui.hpp"
#include "core/progress/calendar.hpp"

namespace tl {
class JsonWriter;
class Midend;
class Records;
struct Series;
}  // namespace tl

namespace tl::app::dailies {

struct Model {
  int64_t daily_day = 0;    // the daily shown, a day number (0: today's, which follows the date past midnight)
  std::string import_text;  // pasted records, before Import
};

// --- Its messages --------------------------------------------------------------

struct PickSeries {  // the machine of the daily and the levels
  int series;
};
struct OpenDaily {  // a daily opened, and the day the section shows next (0: today's; none: as it was)
  Date date;
  int series = 0;
  std::optional<int64_t> daily_day;
};
struct OpenLevel {  // a level of a series opened
  int series;
  int level;
};
struct MakeLevels {};  // the picked series' levels, made (the first sight of them)
struct EditImport {    // the records to import, the field's whole text after an edit
  std::string text;
};
struct Import {};  // the pasted records merged into the device's
struct Export {};  // the device's records copied
using Msg = std::variant<PickSeries, OpenDaily, OpenLevel, MakeLevels, EditImport, Import, Export>;

struct Screen {
  Model model;
  std::vector<Msg> inbox;
};

// --- Update --------------------------------------------------------------------

// What an update asks of the shell.
struct ToShell {
  enum class Do { None, OpenDaily, OpenLevel, MakeLevels, Export, SaveRecords } what = Do::None;
  Date date{};     // OpenDaily's
  int series = 0;  // OpenDaily's and OpenLevel's
  int level = 0;   // OpenLevel's
};
// What an update may change besides the model.
struct Kept {
  Records& records;
  int& picked;  // the series picked (all_series() index)
  Date today;
};
ToShell update(Model& m, const Msg& msg, Kept kept, Midend& game);

// --- View ----------------------------------------------------------------------

// What the section shows besides its model.
struct Shown {
  const Records& records;
  Date today;
  int picked = 0;
  const Series* levels = nullptr;  // the picked series' levels (null: not made yet)
  bool levels_failed = false;      // they could not be made (the message said why): not asked again
};
void draw(const Model& m, const Shown& s, const Theme& theme, const Ui& ui, Sink<Msg> send);

}  // namespace tl::app::dailies
