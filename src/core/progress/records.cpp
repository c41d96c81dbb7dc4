// records.cpp: the player's records and their text (records.hpp).
#include "core/progress/records.hpp"

#include <algorithm>
#include <charconv>
#include <set>
#include <vector>

#include "core/progress/series.hpp"

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

bool series_name(std::string_view s) { return find_series(s) != nullptr; }

// One record line: its key and finish, or false.
bool parse_line(std::string_view line, std::string& key, Finish& f) {
  const std::vector<std::string_view> w = words_of(line);
  std::size_t at = 0;
  if (w.size() == 7 && w[0] == "level") {
    int level = 0;
    if (!series_name(w[1]) || !number(w[2], 1, kLevelsPerSeries, level)) return false;
    key = Records::level_key(w[1], level);
    at = 3;
  } else if (w.size() == 7 && w[0] == "daily") {
    const Result<Date> d = parse_date(w[1]);
    if (!d || !series_name(w[2])) return false;
    key = Records::daily_key(*d, w[2]);
    at = 3;
  } else {
    return false;
  }
  int help = 0;
  return field(w[at], "presses", 0, 1000000, f.presses) && field(w[at + 1], "par", 0, 1000000, f.par) &&
         field(w[at + 2], "seconds", 0, 100000000, f.seconds) && field(w[at + 3], "help", 0, 1, help) && (f.help = help, true);
}

}  // namespace

int Finish::mark() const { return mark_for(presses, par, help); }

bool Finish::better_than(const Finish& o) const {
  if (mark() != o.mark()) return mark() > o.mark();
  if (presses != o.presses) return presses < o.presses;
  return seconds < o.seconds;
}

std::string Records::level_key(std::string_view series, int level) {
  return "level " + std::string(series) + " " + std::to_string(level);
}

std::string Records::daily_key(const Date& date, std::string_view series) {
  return "daily " + date_text(date) + " " + std::string(series);
}

Records Records::parse(std::string_view text, std::string* note) {
  Records r;
  std::string said;
  const std::string header = "togglelab-records ";
  if (text.empty()) {
    // Nothing saved yet: nothing to say.
  } else if (text.size() > kMaxRecordsText) {
    said = "The saved records were larger than " + std::to_string(kMaxRecordsText >> 20) +
           " MiB, which this program never writes; they were set aside.";
  } else if (text.substr(0, header.size()) != header) {
    said = "The saved records were not in Toggle Lab's format; they were set aside.";
  } else {
    const std::size_t eol = std::min(text.find('\n'), text.size());
    int version = 0;
    if (!number(text.substr(header.size(), eol - header.size()), 1, 1000000, version) || version != kRecordsFormat) {
      said = "The saved records are in format '" +
             std::string(text.substr(header.size(), std::min<std::size_t>(eol - header.size(), 20))) +
             "', and this version reads format " + std::to_string(kRecordsFormat) + "; they were set aside.";
    } else {
      int dropped = 0;
      for (std::size_t at = eol + 1; at < text.size();) {
        const std::size_t next = std::min(text.find('\n', at), text.size());
        std::string_view line = text.substr(at, next - at);
        at = next + 1;
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        if (line.empty()) continue;
        std::string key;
        Finish f;
        if (parse_line(line, key, f)) r.add(key, f);
        else ++dropped;
      }
      if (dropped)
        said = std::to_string(dropped) + " line" + (dropped == 1 ? "" : "s") +
               " of the saved records could not be read (a damaged or cut-off save) and " + (dropped == 1 ? "was" : "were") +
               " left out; the other " + std::to_string(r.size()) + " records are kept.";
    }
  }
  if (note) *note = said;
  return r;
}

std::string Records::text() const {
  std::string out = "togglelab-records " + std::to_string(kRecordsFormat) + "\n";
  for (const auto& [key, f] : best_)
    out += key + " presses=" + std::to_string(f.presses) + " par=" + std::to_string(f.par) +
           " seconds=" + std::to_string(f.seconds) + " help=" + (f.help ? "1" : "0") + "\n";
  return out;
}

bool Records::add(const std::string& key, const Finish& f) {
  auto it = best_.find(key);
  if (it != best_.end() && !f.better_than(it->second)) return false;
  best_[key] = f;
  return true;
}

const Finish* Records::best(const std::string& key) const {
  auto it = best_.find(key);
  return it == best_.end() ? nullptr : &it->second;
}

int Records::merge(const Records& other) {
  int changed = 0;
  for (const auto& [key, f] : other.best_) changed += add(key, f) ? 1 : 0;
  return changed;
}

namespace {

std::set<int64_t> daily_days(const std::map<std::string, Finish>& best) {
  std::set<int64_t> days;
  for (const auto& [key, f] : best)
    if (key.rfind("daily ", 0) == 0)
      if (const Result<Date> d = parse_date(std::string_view(key).substr(6, 10))) days.insert(day_number(*d));
  return days;
}

}  // namespace

int Records::streak(const Date& today) const {
  const std::set<int64_t> days = daily_days(best_);
  int64_t day = day_number(today);
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
