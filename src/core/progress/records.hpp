// records.hpp: what a player has done, kept on the device: per level and per
// daily, the best finish (presses, time, help, mark), and the streak of days
// with a daily solved. The page keeps the text in localStorage, the desktop
// program in its config folder (records.txt); export is the same text.
//
// The text, version 4 (one record per line, fields separated by spaces):
//   togglelab-records 4
//   level lightsout5x5 3 presses=5 par=5 seconds=42 help=0
//   daily 2026-11-23 lightsout5x5 presses=9 par=9 seconds=61 help=1
//   daily 2026-11-20 lightsout5x5 presses=9 par=9 seconds=80 help=0 late=1
//   level merlin 2 presses=4 par=4 seconds=30 help=0 hard=1
//   opened 2026-11-24 merlin
//   board lightsout5x5 games=12 solved=9 hard=2 helped=3 best=41
// "hard=1": played in hard mode (no hint, no solution shown; Midend::hard).
// "opened": a daily opened and not solved (yet): the statistics' dailies
// opened. "board": per board (a puzzle ID's head, before the ':'), games
// begun (a first press), solved, solved in hard mode, solved with help
// (a hint, the solution's marks, Press next), and the fastest solve without
// help in seconds ("best", only once one is): counts, never a log of games,
// so the text stays small however much is played. Version 4 added "helped"
// (a version 3 board reads as none helped, its best as it was); version 3
// added "opened" and "board"; versions 1 and 2 are read as they were.
// "late=1": a past day's daily, opened after its day (through Previous
// day): it counts for its day's record but not for the streak, which runs
// over the local days a daily was played on its own day. A daily opened on
// its day and finished after midnight is not late: it counts for the day it
// was started. Version 1 (no "late") is read too, every daily on its day.
// Reading is defensive: a text that is not ours, of another version (the
// number written exactly: "01" is not 1), or larger than kMaxRecordsText is
// set aside whole; a line that does not parse (a truncated save), or that no
// game could have written (fewer presses than its par, a par over what the
// board can need, a daily outside the days dailies exist), is dropped;
// either way `note` says what happened, in words, and the rest is kept.
// Writing never makes a text the reader would refuse. Past kMaxRecordsText
// what matters least goes first: the oldest opened dailies, then the oldest
// dailies, then the boards' tallies with the fewest games (levels only if
// nothing else is left: there are at most 15 a series); a board not yet
// counted is not added to a full text; counts and times stop at the most the
// reader takes (kMostGames, kMostPresses, kMostSeconds) instead of passing it.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>

#include "core/progress/calendar.hpp"

namespace tl {

constexpr int kRecordsFormat = 4;                              // written; 1 to 4 are read
constexpr std::size_t kMaxRecordsText = std::size_t(1) << 20;  // 1 MiB: about 15,000 records
// An import leaves this much room under kMaxRecordsText, so the presses after
// it are not what trims (about a thousand lines).
constexpr std::size_t kImportHeadroom = kMaxRecordsText / 16;  // (a 16th of any cap: with_cap)
// The most a text set aside may be to be read back, trimmed (the page's
// storage holds about 5 MB in all).
constexpr std::size_t kMostSetAsideText = std::size_t(16) << 20;
// The largest numbers a line holds; counts saturate there.
constexpr int kMostGames = 1000000000;
constexpr int kMostPresses = 1000000;
constexpr int kMostSeconds = 100000000;

struct Finish {
  int presses = 0, par = 0;
  int seconds = 0;
  bool help = false;
  bool late = false;  // a daily opened after its own day: not in the streak
  bool hard = false;  // played in hard mode
  int mark() const;   // 3 at par, 2 over it, 1 with help (mark_for)
  // Better: a higher mark, then fewer presses, then hard mode, then less time.
  bool better_than(const Finish& o) const;
  friend bool operator==(const Finish&, const Finish&) = default;
};

// One board's counts (the puzzle ID's head: "lightsout5x5", "merlin").
struct BoardTally {
  int games = 0;          // begun: a first press made
  int solved = 0;         // of them solved (at most games)
  int hard = 0;           // of them solved in hard mode (at most solved)
  int helped = 0;         // of them solved with help (hard mode refuses help: at most solved - hard)
  int best_seconds = -1;  // the fastest solve without help; -1 until one is
  friend bool operator==(const BoardTally&, const BoardTally&) = default;
};

class Records {
 public:
  Records();
  // Reads a saved or pasted text. `note` (may be null) is set when anything
  // was set aside, and cleared otherwise. With `newest` (an import: today,
  // plus a day for time zones), a daily dated after it is dropped: no one
  // has played it yet. Never throws.
  static Records parse(std::string_view text, std::string* note, std::optional<Date> newest = std::nullopt);
  // A text set aside (larger than kMaxRecordsText, up to kMostSetAsideText)
  // read back: each line as parse() reads it, what does not fit trimmed as
  // writing trims. Any other text is read as parse() reads it.
  static Records parse_set_aside(std::string_view text, std::string* note, std::optional<Date> newest = std::nullopt);
  // The same rules under a smaller cap than kMaxRecordsText: for the tests
  // and fuzzers that try what happens at the cap without a megabyte a run.
  static Records with_cap(std::size_t cap) {
    Records r;
    r.cap_ = cap;
    return r;
  }
  std::string text() const;  // what is saved and exported, at most kMaxRecordsText
  std::size_t text_size() const { return bytes_; }
  // Records dropped by the trim (opened days, old dailies, then the tallies
  // of fewest games) to keep the text within its cap, since this was made.
  int trimmed() const { return trimmed_; }
  // The words that say `gone` records were let go by the trim, for a note.
  static std::string let_go_words(int gone);

  static std::string level_key(std::string_view series, int level);         // "level lightsout5x5 3"
  static std::string daily_key(const Date& date, std::string_view series);  // "daily 2026-11-23 lightsout5x5"
  // Keeps `f` when it is the first or a better finish; true then (false
  // too when it is a daily older than every other and the text is full).
  // A daily played on its day once stays on its day (not late), whichever
  // finish is kept.
  bool add(const std::string& key, const Finish& given);
  const Finish* best(const std::string& key) const;
  std::size_t size() const { return best_.size(); }
  // Adds every record of `other` (an import): the better of each, the board
  // tallies first (they matter more than old dailies), then trims to leave
  // kImportHeadroom. Returns how many records changed.
  int merge(const Records& other);

  // A daily opened (today's or a past day's): counted among the dailies
  // opened until its finish is recorded. False when it was already known.
  bool note_opened(const Date& date, std::string_view series);
  // The dailies opened and not solved, as daily_key()s.
  const std::set<std::string>& opened() const { return opened_; }
  // Every level and daily record, by key (dailies first, oldest first).
  const std::map<std::string, Finish>& finishes() const { return best_; }

  // A game begun on a board (`head`: the ID before its ':'), and one solved
  // in `seconds` (with help: counted as such, and no best time). False when
  // the text is full and the board was not yet counted (nothing changed).
  bool count_game(std::string_view head);
  bool count_solve(std::string_view head, int seconds, bool hard, bool helped = false);
  const std::map<std::string, BoardTally, std::less<>>& boards() const { return boards_; }
  // The head of a puzzle ID: "lightsout5x5-k3" of "lightsout5x5-k3:0120/...".
  static std::string_view board_head(std::string_view id);

  // Changes with every change of the records (a view's cache key).
  uint64_t revision() const { return revision_; }

  // Days in a row, up to `today`, with a daily solved on its own day (any
  // machine; not late). A streak is still alive on a day whose daily is not
  // yet solved: it counts up to yesterday then. Days are the player's local
  // dates: a flight west (the same date twice) does not double it (a day's
  // daily is one record), and a clock gone back past a day played does not
  // break it (it runs from the newest day played).
  int streak(const Date& today) const;
  // The longest run of such days ever.
  int longest_streak() const;

 private:
  std::map<std::string, Finish> best_;  // key -> best finish (sorted: the text is stable; dailies first, oldest first)
  std::set<std::string> opened_;        // daily keys opened, not in best_ (oldest first)
  std::map<std::string, BoardTally, std::less<>> boards_;
  std::size_t bytes_;  // text().size(), kept as records come and go
  int trimmed_ = 0;
  std::size_t cap_ = kMaxRecordsText;  // the most text_size() may be (smaller only in with_cap)
  bool reading_ = false;               // read() reads every line before it trims once, by importance
  uint64_t revision_ = 0;
  void trim() {
    if (!reading_) trim(cap_);
  }
  void trim(std::size_t limit);
  static Records read(std::string_view text, std::string* note, std::optional<Date> newest);
  bool insert_opened(const std::string& daily_key);     // note_opened's, by the daily's key
  BoardTally board_tally(std::string_view head) const;  // its counts, or none yet
  bool set_board(std::string_view head, const BoardTally& t);
  void forget_opened(const std::string& key);
};

}  // namespace tl
