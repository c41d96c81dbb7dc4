// records.cpp: the player's records and their text (records.hpp).
#include "core/progress/records.hpp"

#include <algorithm>
#include <charconv>
#include <set>
#include <vector>

#include "core/progress/series.hpp"
#include "core/registry/registry.hpp"

namespace tl {

namespace {

std::vector<std::string_view> words_of(std::string_view line) {
  std::vector<std::string_view> out;
  std::size_t i = 0;
  while (i < line.size()) {
    while (i < line.size() && line[i] == ' ') ++i;
    const std::size_t start = i;
    while (i < line.size() && line[i] != ' ') ++i;
    if (i > start) out.push_back(line.substr(start, i - start));
  }
  return out;
}

bool number(std::string_view s, int lo, int hi, int& out) {
  int v = 0;
  const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || end != s.data() + s.size() || v < lo || v > hi) return false;
  out = v;
  return true;
}

// "name=value" with the expected name.
bool field(std::string_view word, std::string_view name, int lo, int hi, int& out) {
  return word.size() > name.size() + 1 && word.substr(0, name.size()) == name && word[name.size()] == '=' &&
         number(word.substr(name.size() + 1), lo, hi, out);
}

// The most presses a position of the series' board can need: a button
// pressed k times changes nothing (k states: every light adds 1 mod k), so
// the fewest presses never press one more than k - 1 times; on Ghaly's
// machine a press toggles one wire of W and the fewest presses are the
// Hamming distance to the nearest solving W (Joyner 2006), at most one press
// a button. 0 for a name that is no series. Read once per series.
int most_presses(std::string_view series) {
  static std::map<std::string, int, std::less<>> known;
  if (auto it = known.find(series); it != known.end()) return it->second;
  int most = 0;
  if (const SeriesSpec* spec = find_series(series))
    if (const Result<Puzzle> p = parse_puzzle_id(spec->base_id, Surface::Cli)) {
      const int k = p->machine->linear_modulus();
      most = p->machine->button_count() * (k >= 2 ? k - 1 : 1);
    }
  known.emplace(std::string(series), most);
  return most;
}

// One record line: its key and finish, or what no game could have written:
// a par over what the board can need (or none: every level and daily needs
// a press), fewer presses than the par (the par is the proven fewest), a
// daily outside the days dailies exist or after `newest`.
bool parse_line(std::vector<std::string_view> w, int version, std::optional<Date> newest, std::string& key, Finish& f,
                bool& unplayed) {
  int most = 0;
  // Version 2: a record may end in "hard=1", then a daily in "late=1" (only
  // ever 1: the ordinary case is said by the field's absence).
  if (version >= 2 && w.size() > 7 && w[0] == "daily" && w.back() == "late=1") {
    f.late = true;
    w.pop_back();
  }
  if (version >= 2 && w.size() > 7 && w.back() == "hard=1") {
    f.hard = true;
    w.pop_back();
  }
  if (w.size() == 7 && w[0] == "level") {
    int level = 0;
    most = most_presses(w[1]);
    if (most == 0 || !number(w[2], 1, kLevelsPerSeries, level)) return false;
    key = Records::level_key(w[1], level);
  } else if (w.size() == 7 && w[0] == "daily") {
    const Result<Date> d = parse_date(w[1]);
    most = most_presses(w[2]);
    if (!d || most == 0) return false;
    if (newest && day_number(*d) > day_number(*newest)) return unplayed = true, false;
    key = Records::daily_key(*d, w[2]);
  } else {
    return false;
  }
  int help = 0;
  return field(w[4], "par", 1, most, f.par) && field(w[3], "presses", f.par, kMostPresses, f.presses) &&
         field(w[5], "seconds", 0, kMostSeconds, f.seconds) && field(w[6], "help", 0, 1, help) && (f.help = help, true);
}

// A head as the text can hold it: what puzzle IDs begin with, one word.
bool plain_head(std::string_view head) {
  if (head.empty() || head.size() > 64) return false;
  return std::all_of(head.begin(), head.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_' || c == '.';
  });
}

// "opened DATE SERIES" (version 3): its daily key, under the same rules as a daily's.
bool parse_opened(const std::vector<std::string_view>& w, std::optional<Date> newest, std::string& key, bool& unplayed) {
  if (w.size() != 3 || w[0] != "opened") return false;
  const Result<Date> d = parse_date(w[1]);
  if (!d || most_presses(w[2]) == 0) return false;
  if (newest && day_number(*d) > day_number(*newest)) return unplayed = true, false;
  key = Records::daily_key(*d, w[2]);
  return true;
}

// "board HEAD games=N solved=N hard=N [helped=N] [best=S]" (helped from
// version 4, written only where some solve had help, so that a board
// without any reads as in version 3 and an upgrade adds no byte): no more
// solved than games, no more hard than solved, no more helped than solved
// and not hard (hard mode refuses help), and a best time once any game is
// solved, unless every solve was helped (an import's merge may keep one
// device's best beside the other's helped count).
bool parse_board(const std::vector<std::string_view>& w, int version, std::string& head, BoardTally& t) {
  if (w.size() < 5 || w.size() > 7 || w[0] != "board" || !plain_head(w[1])) return false;
  head = std::string(w[1]);
  if (!field(w[2], "games", 0, kMostGames, t.games) || !field(w[3], "solved", 0, t.games, t.solved) ||
      !field(w[4], "hard", 0, t.solved, t.hard))
    return false;
  std::size_t i = 5;
  if (version >= 4 && i < w.size() && w[i].substr(0, 7) == "helped=") {
    if (!field(w[i], "helped", 0, t.solved - t.hard, t.helped)) return false;
    ++i;
  }
  if (i == w.size()) return t.solved == t.helped;
  return i + 1 == w.size() && t.solved > 0 && field(w[i], "best", 0, kMostSeconds, t.best_seconds);
}

std::string opened_line(const std::string& daily_key) { return "opened" + daily_key.substr(5); }

std::string board_line(const std::string& head, const BoardTally& t) {
  return "board " + head + " games=" + std::to_string(t.games) + " solved=" + std::to_string(t.solved) +
         " hard=" + std::to_string(t.hard) + (t.helped > 0 ? " helped=" + std::to_string(t.helped) : "") +
         (t.best_seconds >= 0 ? " best=" + std::to_string(t.best_seconds) : "");
}

// A record's line in the text, without its newline.
std::string line_of(const std::string& key, const Finish& f) {
  return key + " presses=" + std::to_string(f.presses) + " par=" + std::to_string(f.par) +
         " seconds=" + std::to_string(f.seconds) + " help=" + (f.help ? "1" : "0") + (f.hard ? " hard=1" : "") +
         (f.late ? " late=1" : "");
}

std::string header_line() { return "togglelab-records " + std::to_string(kRecordsFormat) + "\n"; }

}  // namespace

int Finish::mark() const { return mark_for(presses, par, help); }

bool Finish::better_than(const Finish& o) const {
  if (mark() != o.mark()) return mark() > o.mark();
  if (presses != o.presses) return presses < o.presses;
  if (hard != o.hard) return hard;
  return seconds < o.seconds;
}

std::string Records::level_key(std::string_view series, int level) {
  return "level " + std::string(series) + " " + std::to_string(level);
}

std::string Records::daily_key(const Date& date, std::string_view series) {
  return "daily " + date_text(date) + " " + std::string(series);
}

Records::Records() : bytes_(header_line().size()) {}

Records Records::parse(std::string_view text, std::string* note, std::optional<Date> newest) {
  if (text.size() > kMaxRecordsText) {
    if (note)
      *note = "The saved records were larger than " + std::to_string(kMaxRecordsText >> 20) +
              " MiB, which this program never writes; they were set aside.";
    return Records();
  }
  return read(text, note, newest);
}

Records Records::parse_set_aside(std::string_view text, std::string* note, std::optional<Date> newest) {
  if (text.size() > kMostSetAsideText) {
    if (note)
      *note = "The records set aside are larger than " + std::to_string(kMostSetAsideText >> 20) +
              " MiB, more than they can be; they were not read.";
    return Records();
  }
  Records r = read(text, note, newest);
  if (r.trimmed() > 0 && note) *note += std::string(note->empty() ? "" : " ") + let_go_words(r.trimmed());
  return r;
}

std::string Records::let_go_words(int gone) {
  return std::to_string(gone) + " of the least important (opened and old dailies first) " + (gone == 1 ? "was" : "were") +
         " let go to keep the records under " + std::to_string(kMaxRecordsText >> 20) + " MiB, with room to go on.";
}

// Every line is read before any is let go (with no limit while reading), so
// what is trimmed is what matters least, not what came last.
Records Records::read(std::string_view text, std::string* note, std::optional<Date> newest) {
  Records r;
  r.reading_ = true;
  std::string said;
  const std::string header = "togglelab-records ";
  if (text.empty()) {
    // Nothing saved yet: nothing to say.
  } else if (text.substr(0, header.size()) != header) {
    said = "The saved records were not in Toggle Lab's format; they were set aside.";
  } else {
    const std::size_t eol = std::min(text.find('\n'), text.size());
    std::string_view version = text.substr(header.size(), eol - header.size());
    if (!version.empty() && version.back() == '\r') version.remove_suffix(1);
    // The number exactly, "01" is not 1: formats 1 (before "late"), 2
    // (before "opened" and "board"), 3 (before "helped") and 4.
    const int format = version == "1" ? 1 : version == "2" ? 2 : version == "3" ? 3 : version == "4" ? 4 : 0;
    if (format == 0) {
      said = "The saved records are in format '" + std::string(version.substr(0, 20)) +
             "', and this version reads formats 1 to 4; they were set aside.";
    } else {
      int dropped = 0, unplayed = 0, first_bad = 0, line_number = 1;
      for (std::size_t at = eol + 1; at < text.size();) {
        const std::size_t next = std::min(text.find('\n', at), text.size());
        std::string_view line = text.substr(at, next - at);
        at = next + 1;
        ++line_number;
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        if (line.empty()) continue;
        std::string key;
        Finish f;
        BoardTally t;
        bool later = false, read = false;
        // The first word says the line's kind; "opened" and "board" are format 3's.
        const std::vector<std::string_view> w = words_of(line);
        const std::string_view kind = w.empty() ? std::string_view() : w[0];
        if (format >= 3 && kind == "opened") {
          if ((read = parse_opened(w, newest, key, later))) r.insert_opened(key);
        } else if (format >= 3 && kind == "board") {
          if ((read = parse_board(w, format, key, t) && !r.boards_.count(key))) r.set_board(key, t);
        } else if ((read = parse_line(w, format, newest, key, f, later))) {
          r.add(key, f);
        }
        if (read) continue;
        if (later) {
          ++unplayed;
        } else {
          ++dropped;
          if (first_bad == 0) first_bad = line_number;
        }
      }
      if (dropped)
        said = std::to_string(dropped) + " line" + (dropped == 1 ? "" : "s") +
               " of the saved records could not be read (a damaged or cut-off save, or a finish no game gives: fewer presses "
               "than the par, a par the board never needs) and " +
               (dropped == 1 ? "was" : "were") + " left out (the first: line " + std::to_string(first_bad) + "); the other " +
               std::to_string(r.size()) + " records are kept.";
      if (unplayed)
        said += std::string(said.empty() ? "" : " ") + std::to_string(unplayed) + " dail" + (unplayed == 1 ? "y is" : "ies are") +
                " dated after " + date_text(*newest) + ", a day no one has played yet, and " + (unplayed == 1 ? "was" : "were") +
                " left out.";
    }
  }
  if (note) *note = said;
  r.reading_ = false;
  r.trim();
  return r;
}

std::string Records::text() const {
  std::string out = header_line();
  out.reserve(bytes_);
  for (const auto& [key, f] : best_) out += line_of(key, f) + "\n";
  for (const std::string& key : opened_) out += opened_line(key) + "\n";
  for (const auto& [head, t] : boards_) out += board_line(head, t) + "\n";
  return out;
}

std::string_view Records::board_head(std::string_view id) { return id.substr(0, id.find(':')); }

bool Records::note_opened(const Date& date, std::string_view series) { return insert_opened(daily_key(date, series)); }

bool Records::insert_opened(const std::string& key) {
  if (best_.count(key) || !opened_.insert(key).second) return false;
  bytes_ += opened_line(key).size() + 1;
  ++revision_;
  trim();
  return opened_.count(key) > 0;
}

// `key` may be the set's own element (trim passes its first): its line is
// measured before it is erased.
void Records::forget_opened(const std::string& key) {
  const auto it = opened_.find(key);
  if (it == opened_.end()) return;
  bytes_ -= opened_line(*it).size() + 1;
  opened_.erase(it);
}

bool Records::set_board(std::string_view head, const BoardTally& t) {
  const auto it = boards_.find(head);
  if (it != boards_.end() && it->second == t) return false;
  const std::size_t now = board_line(std::string(head), t).size() + 1;
  const std::size_t was = it == boards_.end() ? 0 : board_line(it->first, it->second).size() + 1;
  if (it == boards_.end() && !reading_ && bytes_ + now > cap_) return false;  // full: a new board is not counted
  bytes_ = bytes_ - was + now;
  boards_[std::string(head)] = t;
  ++revision_;
  trim();  // a count grown by a digit
  return true;
}

BoardTally Records::board_tally(std::string_view head) const {
  const auto it = boards_.find(head);
  return it == boards_.end() ? BoardTally{} : it->second;
}

bool Records::count_game(std::string_view head) {
  if (!plain_head(head)) return false;
  BoardTally t = board_tally(head);
  t.games = std::min(t.games + 1, kMostGames);  // saturates: the reader takes no more
  return set_board(head, t);
}

bool Records::count_solve(std::string_view head, int seconds, bool hard, bool helped) {
  if (!plain_head(head)) return false;
  BoardTally t = board_tally(head);
  // Saturating at what the reader takes; a game solved was begun.
  t.solved = std::min(t.solved + 1, kMostGames);
  t.games = std::max(t.games, t.solved);
  helped = helped && !hard;  // hard mode refuses help: a caller's both is read as hard
  t.hard = std::min(t.hard + (hard ? 1 : 0), t.solved);
  t.helped = std::min(t.helped + (helped ? 1 : 0), t.solved - t.hard);
  // A best time is a fair one: a solve with help sets none.
  seconds = std::clamp(seconds, 0, kMostSeconds);
  if (!helped) t.best_seconds = t.best_seconds < 0 ? seconds : std::min(t.best_seconds, seconds);
  return set_board(head, t);
}

// Full: the oldest opened dailies go, then the oldest dailies (the map
// holds them first, by date): they count only towards the statistics and
// the longest streak. Then the boards' tallies with the fewest games (a
// board tried once matters less than one played a thousand times), and only
// then levels, from the end (never in practice: at most 15 a series).
void Records::trim(std::size_t limit) {
  const int before = trimmed_;
  while (bytes_ > limit && !opened_.empty()) {
    forget_opened(*opened_.begin());
    ++trimmed_;
  }
  while (bytes_ > limit && !best_.empty() && best_.begin()->first.rfind("daily ", 0) == 0) {
    bytes_ -= line_of(best_.begin()->first, best_.begin()->second).size() + 1;
    best_.erase(best_.begin());
    ++trimmed_;
  }
  // The tally of fewest games goes first (ties: the first by name). A scan
  // of the tallies per one let go, not a sorted copy of every name: a game
  // at the cap lets go of a line or two, an import's trim of about a
  // thousand of some 12,000 (milliseconds), and the sort of (games, name)
  // pairs cost the page 1.7 KB of code.
  while (bytes_ > limit && !boards_.empty()) {
    const auto it = std::min_element(boards_.begin(), boards_.end(),
                                     [](const auto& a, const auto& b) { return a.second.games < b.second.games; });
    bytes_ -= board_line(it->first, it->second).size() + 1;
    boards_.erase(it);
    ++trimmed_;
  }
  while (bytes_ > limit && !best_.empty()) {
    const auto last = std::prev(best_.end());
    bytes_ -= line_of(last->first, last->second).size() + 1;
    best_.erase(last);
    ++trimmed_;
  }
  if (trimmed_ != before) ++revision_;
}

bool Records::add(const std::string& key, const Finish& given) {
  Finish f = given;  // saturated at what the reader takes
  f.presses = std::min(f.presses, kMostPresses);
  f.seconds = std::clamp(f.seconds, 0, kMostSeconds);
  auto it = best_.find(key);
  Finish now = f;
  if (it != best_.end()) {
    // Played on its day once is on its day, whichever finish is the best.
    now = f.better_than(it->second) ? f : it->second;
    now.late = f.late && it->second.late;
    if (now == it->second) return false;
    bytes_ -= line_of(key, it->second).size() + 1;
  }
  best_[key] = now;
  bytes_ += line_of(key, now).size() + 1;
  forget_opened(key);  // solved: a daily record now, no longer only opened
  ++revision_;
  trim();
  return best_.count(key) > 0;
}

const Finish* Records::best(const std::string& key) const {
  auto it = best_.find(key);
  return it == best_.end() ? nullptr : &it->second;
}

int Records::merge(const Records& other) {
  int changed = 0;
  // Counts are the larger of the two (an export imported back into the
  // browser it came from changes nothing), the best time the smaller.
  for (const auto& [head, t] : other.boards_) {
    const auto it = boards_.find(head);
    BoardTally m = t;
    if (it != boards_.end()) {
      const BoardTally& o = it->second;
      m.games = std::max(t.games, o.games);
      m.solved = std::max(t.solved, o.solved);
      m.hard = std::max(t.hard, o.hard);
      m.helped = std::min(std::max(t.helped, o.helped), m.solved - m.hard);
      m.best_seconds = t.best_seconds < 0   ? o.best_seconds
                       : o.best_seconds < 0 ? t.best_seconds
                                            : std::min(t.best_seconds, o.best_seconds);
    }
    changed += set_board(head, m) ? 1 : 0;
  }
  for (const auto& [key, f] : other.best_) changed += add(key, f) ? 1 : 0;
  for (const std::string& key : other.opened_) changed += insert_opened(key) ? 1 : 0;
  trim(cap_ - cap_ / 16);  // kImportHeadroom under the real cap
  return changed;
}

namespace {

// The days with a daily solved on its own day (a late one counts for its record, not here).
std::set<int64_t> daily_days(const std::map<std::string, Finish>& best) {
  std::set<int64_t> days;
  for (const auto& [key, f] : best)
    if (key.rfind("daily ", 0) == 0 && !f.late)
      if (const Result<Date> d = parse_date(std::string_view(key).substr(6, 10))) days.insert(day_number(*d));
  return days;
}

}  // namespace

int Records::streak(const Date& today) const {
  const std::set<int64_t> days = daily_days(best_);
  int64_t day = day_number(today);
  // A flight west across the date line shows a date already played: the
  // streak runs from the newest day played, not broken by the clock going back.
  if (!days.empty() && *days.rbegin() > day) day = *days.rbegin();
  if (!days.count(day)) --day;  // today's not solved yet: the streak runs to yesterday
  int n = 0;
  while (days.count(day)) ++n, --day;
  return n;
}

int Records::longest_streak() const {
  const std::set<int64_t> days = daily_days(best_);
  int best = 0, run = 0;
  int64_t last = 0;
  for (int64_t d : days) {
    run = (run > 0 && d == last + 1) ? run + 1 : 1;
    best = std::max(best, run);
    last = d;
  }
  return best;
}

}  // namespace tl
