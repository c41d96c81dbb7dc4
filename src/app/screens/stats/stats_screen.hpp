// stats_screen.hpp: the statistics screen, a section of the menu (and
// the daily's banner's Statistics button), as a module (its model, its
// messages, an update, a view that only reads): dailies opened and solved,
// the streak, the presses over par as bars with today's lit, the series'
// levels, the boards played, records set aside read back, and a reset that
// asks first. The statistics are the records added up
// (core/progress/statistics.hpp); the records themselves, and the count of
// every game into them, are the shell's (app/statistics_host.cpp): an update
// is handed them to change, and asks the shell to save them.
#pragma once

#include <cstdint>
#include <string>
#include <variant>
#include <vector>

#include "app/widgets/sink.hpp"
#include "app/widgets/ui.hpp"
#include "core/progress/calendar.hpp"
#include "core/progress/statistics.hpp"

namespace tl {
class JsonWriter;
class Midend;
class Records;
}  // namespace tl

namespace tl::app::stats {

struct Model {
  bool bring = false;        // unfolded and brought into sight once (the daily's banner asked)
  bool reset_asked = false;  // the reset's question is up
  // The records added up, made again when they change (not each frame).
  Statistics figures;
  uint64_t revision = ~uint64_t(0);  // the records' revision `figures` are for
  int64_t day = 0;                   // ... the day
  std::string series;                // ... and the series picked
};

// --- Its messages --------------------------------------------------------------

struct Show {};    // the menu open at the statistics, unfolded
struct Shown {};   //   ... and brought into sight
struct AskReset {  // the reset's question asked, or put away
  bool asked;
};
struct Reset {};         // every record and count forgotten (the question was answered yes)
struct ReadSetAside {};  // the records set aside at a start merged back, trimmed
using Msg = std::variant<Show, Shown, AskReset, Reset, ReadSetAside>;

struct Screen {
  Model model;
  std::vector<Msg> inbox;
};

// --- Update --------------------------------------------------------------------

// What an update asks of the shell.
struct ToShell {
  bool open_menu = false;     // the menu, where the statistics are (a layout with one)
  bool save_records = false;  // the records changed
};
// What an update may change besides the model: the records, and the game's message.
struct Kept {
  Records& records;
  const std::string& set_aside;  // records a start could not read whole
  Date today;
};
ToShell update(Model& m, const Msg& msg, Kept kept, Midend& game);
// Each frame's update: the statistics made again when the records, the day
// or the series picked changed.
void refresh(Model& m, const Records& records, const Date& today, const std::string& series);

// --- View ----------------------------------------------------------------------

// The section: `records` for the reset's count, `set_aside_bytes` for its line.
void draw_section(const Model& m, std::size_t records, std::size_t set_aside_bytes, const Ui& ui, Sink<Msg> send);
// The daily's banner's button: the menu opened at the statistics.
void draw_button(float width, float height, const Ui& ui, Sink<Msg> send);
// The hook's "statistics".
void state_json(const Model& m, std::size_t set_aside_bytes, JsonWriter& j);

}  // namespace tl::app::stats
