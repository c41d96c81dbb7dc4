// series_test.cpp: every level of every series needs exactly its par, by
// methods written here (not the solver that graded it): for two states and
// up to 25 buttons an exhaustive table of every press set; where the test's
// own elimination finds A invertible, the one solution's presses; for
// Ghaly's machine a breadth-first search over the wiring states. The
// census's table agrees where the board has one. Dailies: three dates
// pinned, the range refused in words.
#include <gtest/gtest.h>

#include <bit>
#include <map>
#include <queue>
#include <set>
#include <string>
#include <vector>

#include "core/linear/explain/census.hpp"
#include "core/progress/series.hpp"
#include "test_support.hpp"

namespace tl {
namespace {

using test::load;

// What each press changes, per cell mod k, read off the machine.
std::vector<std::vector<int>> press_columns(const Puzzle& p) {
  const Machine& m = *p.machine;
  const int k = m.states();
  const std::vector<int> before = m.cells(p.position);
  std::vector<std::vector<int>> cols;
  for (int j = 0; j < m.button_count(); ++j) {
    Position after = p.position;
    m.press(after, j);
    std::vector<int> d = m.cells(after);
    for (std::size_t c = 0; c < d.size(); ++c) d[c] = ((d[c] - before[c]) % k + k) % k;
    cols.push_back(d);
  }
  return cols;
}

// goal - lights per cell mod k: what the presses must add.
std::vector<int> needed(const Puzzle& p) {
  const Machine& m = *p.machine;
  const int k = m.states();
  const std::vector<int> lights = m.cells(p.position), goal = m.goal_cells(p.position);
  std::vector<int> y(lights.size());
  for (std::size_t c = 0; c < y.size(); ++c) y[c] = ((goal[c] - lights[c]) % k + k) % k;
  return y;
}

// Two states, up to 25 buttons: the fewest presses of every cell pattern.
std::vector<uint8_t> every_press_set(const Puzzle& p) {
  std::vector<uint64_t> column;
  for (const std::vector<int>& d : press_columns(p)) {
    uint64_t bits = 0;
    for (std::size_t c = 0; c < d.size(); ++c) bits |= uint64_t(d[c] != 0) << c;
    column.push_back(bits);
  }
  std::vector<uint8_t> fewest(std::size_t(1) << p.machine->cell_count(), 0xff);
  uint64_t pos = 0;
  fewest[0] = 0;
  for (uint64_t x = 1; x < (uint64_t(1) << column.size()); ++x) {
    pos ^= column[std::size_t(std::countr_zero(x))];
    const int w = std::popcount(x ^ (x >> 1));
    if (w < fewest[pos]) fewest[pos] = uint8_t(w);
  }
  return fewest;
}

// Prime k: Gauss-Jordan mod k on [A | y], then every solution x0 + sum
// t_f q_f over the quiet patterns q_f (one per free button, t_f in [0, k)),
// the fewest presses among them. -1 when there are too many to list or none.
int fewest_over_every_solution(const Puzzle& p) {
  const int k = p.machine->states();
  const std::vector<std::vector<int>> cols = press_columns(p);
  const std::vector<int> y = needed(p);
  const int n = int(y.size()), m = int(cols.size());
  std::vector<std::vector<int>> a(std::size_t(n), std::vector<int>(std::size_t(m) + 1));
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < m; ++c) a[std::size_t(r)][std::size_t(c)] = cols[std::size_t(c)][std::size_t(r)];
    a[std::size_t(r)][std::size_t(m)] = y[std::size_t(r)];
  }
  auto inv = [k](int v) {
    for (int t = 1; t < k; ++t)
      if (v * t % k == 1) return t;
    return 0;
  };
  std::vector<int> pivot_of_row, free;
  int row = 0;
  for (int c = 0; c < m; ++c) {
    int piv = row;
    while (piv < n && a[std::size_t(piv)][std::size_t(c)] == 0) ++piv;
    if (piv == n) {
      free.push_back(c);
      continue;
    }
    std::swap(a[std::size_t(piv)], a[std::size_t(row)]);
    const int s = inv(a[std::size_t(row)][std::size_t(c)]);
    for (int& v : a[std::size_t(row)]) v = v * s % k;
    for (int r = 0; r < n; ++r) {
      const int f = a[std::size_t(r)][std::size_t(c)];
      if (r == row || f == 0) continue;
      for (int t = 0; t <= m; ++t)
        a[std::size_t(r)][std::size_t(t)] =
            ((a[std::size_t(r)][std::size_t(t)] - f * a[std::size_t(row)][std::size_t(t)]) % k + k) % k;
    }
    pivot_of_row.push_back(c);
    ++row;
  }
  for (int r = row; r < n; ++r)
    if (a[std::size_t(r)][std::size_t(m)]) return -1;  // unsolvable
  long long combos = 1;
  for (std::size_t f = 0; f < free.size(); ++f) combos *= k;
  if (combos > (1 << 20)) return -1;
  int best = -1;
  std::vector<int> t(free.size(), 0);
  for (long long i = 0; i < combos; ++i) {
    long long v = i;
    for (int& tf : t) tf = int(v % k), v /= k;
    int presses = 0;
    for (std::size_t f = 0; f < free.size(); ++f) presses += t[f];
    for (int r = 0; r < row; ++r) {  // x at pivot r = rhs - sum over free f of a[r][f] t_f
      int x = a[std::size_t(r)][std::size_t(m)];
      for (std::size_t f = 0; f < free.size(); ++f) x -= a[std::size_t(r)][std::size_t(free[f])] * t[f];
      presses += ((x % k) + k) % k;
    }
    if (best < 0 || presses < best) best = presses;
  }
  return best;
}

// Any machine with a small state: breadth first over positions until solved.
int breadth_first(const Puzzle& p) {
  const Machine& m = *p.machine;
  std::map<std::string, int> dist{{m.encode(p.position), 0}};
  std::queue<Position> q;
  q.push(p.position);
  while (!q.empty()) {
    const Position at = q.front();
    q.pop();
    const int d = dist[m.encode(at)];
    if (m.solved(at)) return d;
    for (int j = 0; j < m.button_count(); ++j) {
      Position next = at;
      m.press(next, j);
      if (dist.emplace(m.encode(next), d + 1).second) q.push(next);
    }
  }
  return -1;
}

TEST(Series, EveryLevelNeedsExactlyItsPar) {
  for (const SeriesSpec& spec : all_series()) {
    const Result<Series> s = make_series(spec.name);
    ASSERT_TRUE(s.ok()) << spec.name << ": " << s.error().message;
    ASSERT_EQ(int(s->levels.size()), kLevelsPerSeries) << spec.name;
    const Puzzle base = load(spec.base_id);
    const Machine& m = *base.machine;
    std::vector<uint8_t> table;
    if (m.states() == 2 && m.goal_is_grid() && m.button_count() <= 25) table = every_press_set(base);
    std::shared_ptr<CensusRun> census;
    if (Result<std::shared_ptr<CensusRun>> run = CensusRun::start(base, kCensusPagePositions)) {
      while (!(*run)->step(uint64_t(1) << 26)) {}
      census = *run;
    }
    EXPECT_EQ(s->from_census, census != nullptr) << spec.name;
    int last_par = 0, checked_by = 0;
    for (const Level& l : s->levels) {
      const Puzzle p = load(l.id);
      EXPECT_EQ(p.machine->head(), m.head()) << l.id;
      EXPECT_GE(l.par, std::max(1, last_par)) << spec.name << " level " << l.number << ": pars rise";
      last_par = l.par;
      EXPECT_FALSE(p.machine->solved(p.position)) << l.id;
      if (!table.empty()) {
        uint64_t pattern = 0;
        const std::vector<int> y = needed(p);
        for (std::size_t c = 0; c < y.size(); ++c) pattern |= uint64_t(y[c] != 0) << c;
        EXPECT_EQ(int(table[pattern]), l.par) << l.id;
        checked_by |= 1;
      } else if (const int u = m.goal_is_grid() ? fewest_over_every_solution(p) : -1; u >= 0) {
        EXPECT_EQ(u, l.par) << l.id;
        checked_by |= 2;
      } else if (!m.goal_is_grid()) {
        EXPECT_EQ(breadth_first(p), l.par) << l.id;
        checked_by |= 4;
      }
      if (census) { EXPECT_EQ(census->fewest(p.position), l.par) << l.id; }
    }
    EXPECT_NE(checked_by, 0) << spec.name << ": no method of this test could check its levels";
    if (census) { EXPECT_EQ(s->top, census->result().hardest) << spec.name; }
  }
}

TEST(Series, DrawnTheSameEachTimeAndEveryLevelDifferent) {
  const Result<Series> a = make_series("lightsout4x4"), b = make_series("lightsout4x4");
  ASSERT_TRUE(a.ok() && b.ok());
  std::set<std::string> ids;
  for (std::size_t i = 0; i < a->levels.size(); ++i) {
    EXPECT_EQ(a->levels[i].id, b->levels[i].id);
    EXPECT_TRUE(ids.insert(a->levels[i].id).second) << a->levels[i].id;
  }
  // 5x5: the census's God's number is the last level's par.
  const Result<Series> five = make_series("lightsout5x5");
  ASSERT_TRUE(five.ok());
  EXPECT_EQ(five->levels.back().par, 15);
  const Result<Series> none = make_series("lightsout9x9");
  ASSERT_FALSE(none.ok());
  EXPECT_NE(none.error().message.find("lightsout5x5"), std::string::npos) << none.error().message;
}

// Published dailies must never move: a change of the drawing, the solver or
// the census that would move one fails here (bump kDailyVersion instead,
// for later dates only).
TEST(Daily, PinnedDates) {
  const struct {
    const char* date;
    const char* series;
    const char* id;
    int par;
  } pinned[] = {
      {"2026-11-22", "lightsout5x5", "lightsout5x5:10011/10001/00010/01000/00000", 11},
      {"2025-01-01", "merlin", "merlin:110/011/110", 8},
      {"2031-07-15", "ghaly4", "ghaly4:1010/1001/1111/1001,s=12345678,t=23415678", 6},
  };
  for (const auto& pin : pinned) {
    const Result<Daily> d = make_daily(*parse_date(pin.date), pin.series);
    ASSERT_TRUE(d.ok()) << pin.date;
    EXPECT_EQ(d->id, pin.id) << pin.date << " " << pin.series;
    EXPECT_EQ(d->par, pin.par) << pin.date << " " << pin.series;
    const Puzzle p = load(d->id);
    const Solution s = p.machine->solve(p.position);
    EXPECT_TRUE(s.minimal);
    EXPECT_EQ(int(s.presses.size()), d->par) << d->id;
  }
}

TEST(Daily, SameDateSameIdOtherDatesOthers) {
  const Date day = *parse_date("2026-11-23");
  std::set<std::string> ids;
  for (int i = 0; i < 30; ++i) {
    const Date d = date_of_day(day_number(day) + i);
    const Result<Daily> a = make_daily(d, "lightsout5x5"), b = make_daily(d, "lightsout5x5");
    ASSERT_TRUE(a.ok() && b.ok());
    EXPECT_EQ(a->id, b->id);
    ids.insert(a->id);
  }
  EXPECT_EQ(ids.size(), 30u);
  const Result<Daily> early = make_daily(Date{2024, 12, 31}, "lightsout5x5");
  ASSERT_FALSE(early.ok());
  EXPECT_NE(early.error().message.find("from 2025-01-01 to 2099-12-31"), std::string::npos) << early.error().message;
}

TEST(Calendar, DayNumbersRoundTripAndDatesParseStrictly) {
  EXPECT_EQ(day_number(Date{1970, 1, 1}), 0);
  EXPECT_EQ(day_number(Date{2000, 3, 1}), 11017);
  for (int64_t d = day_number(kFirstDaily) - 800; d < day_number(kLastDaily) + 800; d += 7)
    EXPECT_EQ(day_number(date_of_day(d)), d);
  ASSERT_TRUE(parse_date("2028-02-29").ok());
  const struct {
    const char* text;
    const char* words;
  } bad[] = {{"2027-02-29", "has no day 29"}, {"2026-13-01", "month must be 01 to 12"}, {"2026/11/23", "should be '-'"},
             {"2026-1-23", "YYYY-MM-DD"},     {"20x6-11-23", "should be a digit"},      {"2100-01-01", "outside the range"}};
  for (const auto& b : bad) {
    const Result<Date> d = parse_date(b.text);
    ASSERT_FALSE(d.ok()) << b.text;
    EXPECT_NE(d.error().message.find(b.words), std::string::npos) << b.text << ": " << d.error().message;
  }
}

TEST(Marks, ParHelpAndShareText) {
  EXPECT_EQ(mark_for(9, 9, false), 3);
  EXPECT_EQ(mark_for(11, 9, false), 2);
  EXPECT_EQ(mark_for(9, 9, true), 1);
  Daily d;
  d.date = Date{2026, 11, 22};
  d.spec = *find_series("lightsout5x5");
  d.par = 9;
  EXPECT_EQ(share_text(d, 9, false, 102), "Toggle Lab daily 2026-11-22, Lights Out 5x5: 9 presses (par 9), no help, 1:42");
  EXPECT_EQ(clock_text(3723), "1:02:03");
}

// The picture in emoji: a square a press, green to the par, orange over it;
// at most 30 squares, each then several presses (said); help and hard mode
// marked. Counted in code points, as a chat shows them.
TEST(Series, TheSharePictureIsASquareAPressAgainstPar) {
  const std::string green = "\xF0\x9F\x9F\xA9", orange = "\xF0\x9F\x9F\xA7";
  auto repeat = [](const std::string& s, int n) {
    std::string out;
    for (int i = 0; i < n; ++i) out += s;
    return out;
  };
  EXPECT_EQ(share_picture(9, 9, false, false), repeat(green, 9));
  EXPECT_EQ(share_picture(11, 9, false, false), repeat(green, 9) + repeat(orange, 2));
  EXPECT_EQ(share_picture(5, 5, true, false), repeat(green, 5) + " \xF0\x9F\x92\xA1") << "help: a light bulb";
  EXPECT_EQ(share_picture(5, 5, false, true), repeat(green, 5) + " \xF0\x9F\x92\xAA") << "hard mode: an arm";
  // 75 presses, par 40: a square is 3 presses: 14 green, 11 orange, 25 in all.
  const std::string many = share_picture(75, 40, false, false);
  EXPECT_EQ(many, repeat(green, 14) + repeat(orange, 11) + " (a square: 3 presses)");
  for (int presses = 1; presses <= 400; presses += 7) {
    const std::string p = share_picture(presses, presses / 2, false, false);
    int squares = 0;
    for (std::size_t at = p.find("\xF0\x9F\x9F"); at != std::string::npos; at = p.find("\xF0\x9F\x9F", at + 1)) ++squares;
    EXPECT_LE(squares, kSharePictureMost) << presses;
    EXPECT_GE(squares, 1) << presses;
  }
}

}  // namespace
}  // namespace tl
