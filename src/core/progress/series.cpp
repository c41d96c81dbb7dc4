// series.cpp: graded series and dailies, drawn deterministically (series.hpp).
#include "core/progress/series.hpp"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

#include "core/linear/explain/census.hpp"
#include "core/progress/stable_random.hpp"
#include "core/registry/registry.hpp"

namespace tl {

const std::vector<SeriesSpec>& all_series() {
  static const std::vector<SeriesSpec> list = [] {
    std::vector<SeriesSpec> s;
    s.push_back({"merlin", "Merlin's Magic Squares", find_machine_kind("merlin")->default_id});
    for (int n = 3; n <= 7; ++n) {
      std::string rows;
      for (int r = 0; r < n; ++r) rows += (r ? "/" : "") + std::string(std::size_t(n), '0');
      const std::string size = std::to_string(n) + "x" + std::to_string(n);
      std::string id = "lightsout" + size;
      id += ":";
      id += rows;
      s.push_back({"lightsout" + size, "Lights Out " + size, id});
    }
    s.push_back({"torus5x5", "Lights Out 5x5 torus", "lightsout5x5t:00000/00000/00000/00000/00000"});
    s.push_back({"lightsout2000", "Lights Out 2000 (3 states)", "lightsout5x5-k3:00000/00000/00000/00000/00000"});
    s.push_back({"quatrainment", "Quatrainment", find_machine_kind("quatrainment")->default_id});
    s.push_back({"ghaly4", "Ghaly's machine 4x4", find_machine_kind("ghaly")->default_id});
    return s;
  }();
  return list;
}

const SeriesSpec* find_series(std::string_view name) {
  for (const SeriesSpec& s : all_series())
    if (s.name == name) return &s;
  return nullptr;
}

const SeriesSpec& default_series() { return *find_series("lightsout5x5"); }

const SeriesSpec* series_of_head(std::string_view head) {
  for (const SeriesSpec& s : all_series())
    if (std::string_view(s.base_id).substr(0, s.base_id.find(':')) == head) return &s;
  return nullptr;
}

std::string series_names() {
  std::string out;
  for (const SeriesSpec& s : all_series()) out += (out.empty() ? "" : ", ") + s.name;
  return out;
}

namespace {

// A series' board, ready to draw from: the rules with the lights on the
// goal, and the census where there is one.
struct Board {
  SeriesSpec spec;
  Puzzle base;
  std::shared_ptr<CensusRun> census;
  int top = 0;
};

// The lights put on the goal; for a goal that is not a grid (Ghaly's: all
// one colour), the first solved state in counting order.
Result<Puzzle> at_goal(const std::string& id) {
  Result<Puzzle> p = parse_puzzle_id(id, Surface::Cli);
  if (!p) return p.error();
  const Machine& m = *p->machine;
  Position& pos = p->position;
  if (m.goal_is_grid()) {
    const std::vector<int> goal = m.goal_cells(pos);
    for (int c = 0; c < m.cell_count(); ++c)
      for (int guard = 0; m.cells(pos)[std::size_t(c)] != goal[std::size_t(c)] && guard < m.states(); ++guard)
        m.edit_cell(pos, c, false);
    return p;
  }
  const std::size_t bits = pos.state.size();
  for (uint64_t w = 0; bits < 32 && w < (uint64_t(1) << bits); ++w) {
    for (std::size_t b = 0; b < bits; ++b) pos.state.set(b, (w >> b & 1) != 0);
    if (m.solved(pos)) return p;
  }
  return Error{0, id + ": no solved state to draw from"};
}

// The fewest presses the solver proves, or -1 (unsolvable, not proven).
int proven_fewest(const Machine& m, const Position& pos) {
  const Solution s = m.solve(pos);
  return s.solvable && s.minimal ? int(s.presses.size()) : -1;
}

Result<Board> make_board(const SeriesSpec& spec) {
  Result<Puzzle> base = at_goal(spec.base_id);
  if (!base) return base.error();
  Board b{spec, *base, nullptr, 0};
  if (Result<std::shared_ptr<CensusRun>> run = CensusRun::start(b.base, kCensusPagePositions)) {
    while (!(*run)->step(uint64_t(1) << 26)) {}
    if ((*run)->error().empty()) {
      b.census = *run;
      b.top = b.census->result().hardest;
      return b;
    }
  }
  // No census: the typical fewest of a random position (a long random walk
  // from the goal), over 64 of them, rounded.
  const Machine& m = *b.base.machine;
  StableRandom rng(stable_seed("togglelab series v" + std::to_string(kSeriesVersion) + " top " + spec.name));
  int sum = 0, n = 0;
  for (int i = 0; i < 64; ++i) {
    Position pos = b.base.position;
    for (int t = 0; t < 2 * m.button_count() * (m.states() - 1); ++t) m.press(pos, int(rng.below(uint64_t(m.button_count()))));
    const int f = proven_fewest(m, pos);
    if (f >= 0) sum += f, ++n;
  }
  if (n == 0) return Error{0, spec.title + ": the solver proves no fewest count here; no series can be graded"};
  b.top = std::max(1, int(std::lround(double(sum) / n)));
  return b;
}

// Boards are made once per process (a daily a day, a series' levels, the
// next day's daily: one census). The app and the CLI call from one thread.
Result<Board> board_of(const SeriesSpec& spec) {
  static std::map<std::string, Board> made;
  if (auto it = made.find(spec.name); it != made.end()) return it->second;
  Result<Board> b = make_board(spec);
  if (b) made.emplace(spec.name, *b);
  return b;
}

// A position of `b` that needs exactly `par` presses and is not in `used`.
Result<std::string> draw(const Board& b, int par, StableRandom& rng, std::set<std::string>& used) {
  const Machine& m = *b.base.machine;
  if (b.census) {
    const std::vector<uint64_t>& counts = b.census->result().counts;
    if (par >= int(counts.size()) || counts[std::size_t(par)] == 0) return Error{0, "no position needs " + std::to_string(par)};
    const uint64_t n = b.census->result().reachable;
    for (uint64_t i = rng.below(n), seen = 0; seen < n; ++seen, i = (i + 1) % n) {
      if (b.census->fewest_at(i) != par) continue;
      const std::string id = Puzzle{b.base.machine, b.census->position_at(i)}.id();
      if (used.insert(id).second) return id;
    }
  } else {
    for (int attempt = 0; attempt < 200000; ++attempt) {
      Position pos = b.base.position;
      for (int t = 0; t < par + attempt / 1000; ++t) m.press(pos, int(rng.below(uint64_t(m.button_count()))));
      if (proven_fewest(m, pos) != par) continue;
      const std::string id = Puzzle{b.base.machine, pos}.id();
      if (used.insert(id).second) return id;
    }
  }
  return Error{0, b.spec.title + ": no new position needing " + std::to_string(par) + " presses was found"};
}

}  // namespace

Result<Series> make_series(std::string_view name) {
  const SeriesSpec* spec = find_series(name);
  if (!spec) return Error{0, "no series '" + std::string(name) + "'; the series are " + series_names()};
  Result<Board> b = board_of(*spec);
  if (!b) return b.error();
  Series s{*spec, b->top, b->census != nullptr, {}};
  StableRandom rng(stable_seed("togglelab series v" + std::to_string(kSeriesVersion) + " " + spec->name));
  std::set<std::string> used;
  for (int n = 1; n <= kLevelsPerSeries; ++n) {
    // Pars rise evenly from 1 to the top (equal neighbours where the top is below 15).
    const int par = std::max(1, int(std::lround(double(n) * b->top / kLevelsPerSeries)));
    Result<std::string> id = draw(*b, par, rng, used);
    if (!id) return id.error();
    s.levels.push_back({n, par, *id});
  }
  return s;
}

Result<Daily> make_daily(const Date& date, std::string_view name) {
  const SeriesSpec* spec = find_series(name);
  if (!spec) return Error{0, "no series '" + std::string(name) + "'; the series are " + series_names()};
  if (day_number(date) < day_number(kFirstDaily) || day_number(date) > day_number(kLastDaily))
    return Error{0, date_text(date) + " is outside the range: dailies exist from " + date_text(kFirstDaily) + " to " +
                        date_text(kLastDaily)};
  Result<Board> b = board_of(*spec);
  if (!b) return b.error();
  StableRandom rng(stable_seed("togglelab daily v" + std::to_string(kDailyVersion) + " " + date_text(date) + " " + spec->name));
  // From half the top to the top: a daily is a real puzzle, never a one-press one.
  const int low = std::max(1, (b->top + 1) / 2);
  const int par = low + int(rng.below(uint64_t(b->top - low + 1)));
  std::set<std::string> used;
  Result<std::string> id = draw(*b, par, rng, used);
  if (!id) return id.error();
  return Daily{date, *spec, par, *id};
}

int mark_for(int presses, int par, bool help) {
  if (help) return 1;
  return presses <= par ? 3 : 2;
}

std::string clock_text(double seconds) {
  const long long s = std::max(0LL, (long long)seconds);
  char text[32];
  if (s >= 3600) std::snprintf(text, sizeof text, "%lld:%02lld:%02lld", s / 3600, s / 60 % 60, s % 60);
  else std::snprintf(text, sizeof text, "%lld:%02lld", s / 60, s % 60);
  return text;
}

std::string share_picture(int presses, int par, bool help, bool hard) {
  static const char* const kPar = "\xF0\x9F\x9F\xA9";   // U+1F7E9, a green square
  static const char* const kOver = "\xF0\x9F\x9F\xA7";  // U+1F7E7, an orange square
  presses = std::max(presses, 0);
  par = std::clamp(par, 0, presses);
  // Past the most, a square stands for `each` presses (rounded up), the par's share first.
  const int each = std::max(1, (presses + kSharePictureMost - 1) / kSharePictureMost);
  const int squares = (presses + each - 1) / each, green = std::min(squares, (par + each - 1) / each);
  std::string out;
  for (int i = 0; i < squares; ++i) out += i < green ? kPar : kOver;
  if (help) out += " \xF0\x9F\x92\xA1";  // U+1F4A1, a light bulb
  if (hard) out += " \xF0\x9F\x92\xAA";  // U+1F4AA, a flexed arm
  if (each > 1) out += " (a square: " + std::to_string(each) + " presses)";
  return out;
}

std::string share_text(const Daily& d, int presses, bool help, double seconds, bool hard) {
  // Hard mode says "no help" and more: no help was even on offer.
  return "Toggle Lab daily " + date_text(d.date) + ", " + d.spec.title + ": " + std::to_string(presses) + " press" +
         (presses == 1 ? "" : "es") + " (par " + std::to_string(d.par) + "), " +
         (hard   ? "hard mode"
          : help ? "with help"
                 : "no help") +
         ", " + clock_text(seconds);
}

}  // namespace tl
