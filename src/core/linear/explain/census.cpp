// census.cpp: the fewest presses of every reachable position (census.hpp).
#include "core/linear/explain/census.hpp"

#include <algorithm>
#include <bit>
#include <chrono>
#include <cmath>
#include <cstdio>

#include "core/linear/explain/explain.hpp"
#include "core/modk/howell.hpp"

namespace tl {

namespace {

constexpr uint8_t kUnseen = 0xff;

// A position's lights minus its goal, per cell mod k: what the presses must undo.
std::vector<int> difference(const Machine& m, const Position& pos, int k) {
  const std::vector<int> lights = m.cells(pos), goal = m.goal_cells(pos);
  std::vector<int> y(lights.size());
  for (std::size_t c = 0; c < y.size(); ++c) y[c] = ((goal[c] - lights[c]) % k + k) % k;
  return y;
}

}  // namespace

Result<std::shared_ptr<CensusRun>> CensusRun::start(const Puzzle& p, uint64_t max_positions) {
  const Machine& m = *p.machine;
  const int k = m.linear_modulus();
  if (k < 2) return Error{0, m.title() + ": a census needs presses that add fixed amounts to the lights; this machine has none"};
  if (m.button_count() > kCensusMaxButtons)
    return Error{0, "a census visits every position with every press: at most " + std::to_string(kCensusMaxButtons) +
                        " buttons, this board has " + std::to_string(m.button_count())};
  std::shared_ptr<CensusRun> run(new CensusRun());
  run->puzzle_ = p;
  run->k_ = k;
  const int cells = m.cell_count(), buttons = m.button_count();
  const ModMatrix ab = system_matrix(m, p.position);
  Census& out = run->out_;
  out.cells = cells;
  out.buttons = buttons;
  out.states = k;

  // Per prime-power factor, the Howell form of the columns' span; each
  // generator is a digit whose radix is its order.
  double log2_positions = 0;
  bool field = true;
  int rank = 0;
  for (const PrimePower& pp : factor_modulus(k)) {
    ZkMatrix columns(buttons, cells);
    for (int j = 0; j < buttons; ++j)
      for (int c = 0; c < cells; ++c) columns.set(j, c, uint8_t(ab.get(c, j) % pp.q));
    const HowellForm h(columns, cells, pp);
    Factor f;
    f.q = pp.q;
    for (int i = 0; i < h.rank(); ++i) {
      f.rows.push_back(h.pivot_rows()[std::size_t(i)]);
      f.pivot_cols.push_back(h.pivot_columns()[std::size_t(i)]);
      int unit = 1;
      for (int v = 0; v < h.pivot_valuations()[std::size_t(i)]; ++v) unit *= pp.p;
      f.pivot_units.push_back(unit);
      const int order = pp.q / unit;
      run->radix_.push_back(order);
      log2_positions += std::log2(double(order));
    }
    field = field && pp.e == 1 && factor_modulus(k).size() == 1;
    rank = h.rank();
    run->factors_.push_back(std::move(f));
  }
  out.rank = field ? rank : -1;
  if (log2_positions > std::log2(double(max_positions)) + 1e-9) {
    char words[64];
    std::snprintf(words, sizeof words, "about 2^%.1f", log2_positions);
    return Error{0, "a census keeps every position reachable from the goal, at most 2^" +
                        std::to_string(std::countr_zero(max_positions)) + " of them here; this board has " + words};
  }
  out.reachable = 1;
  for (int r : run->radix_) out.reachable *= uint64_t(r);

  // Each button's digits: its column reduced greedily by the generators.
  for (int j = 0; j < buttons; ++j) {
    std::vector<int> d;
    for (const Factor& f : run->factors_) {
      std::vector<int> y(static_cast<std::size_t>(cells));
      for (int c = 0; c < cells; ++c) y[std::size_t(c)] = ab.get(c, j) % f.q;
      for (std::size_t i = 0; i < f.rows.size(); ++i) {
        const int coeff = y[std::size_t(f.pivot_cols[i])] / f.pivot_units[i];
        d.push_back(coeff);
        for (int c = 0; c < cells; ++c)
          y[std::size_t(c)] = ((y[std::size_t(c)] - coeff * f.rows[i][std::size_t(c)]) % f.q + f.q) % f.q;
      }
    }
    run->digits_.push_back(std::move(d));
  }

  // Low digits up to about the square root of the table, high digits the
  // rest: per button, a table for each part of "index + this press".
  const std::size_t digits = run->radix_.size();
  std::size_t low = 0;
  while (low < digits &&
         run->low_size_ * uint64_t(run->radix_[low]) * run->low_size_ * uint64_t(run->radix_[low]) <= out.reachable)
    run->low_size_ *= uint64_t(run->radix_[low++]);
  const uint64_t high_size = out.reachable / run->low_size_;
  auto part_table = [&](const std::vector<int>& d, std::size_t first, std::size_t last, uint64_t size) {
    std::vector<uint32_t> t(size);
    std::vector<int> at(last - first, 0);  // the digits of entry i, counted up in step with i
    for (uint64_t i = 0; i < size; ++i) {
      uint64_t shifted = 0, scale = 1;
      for (std::size_t q = first; q < last; ++q) {
        shifted += uint64_t((at[q - first] + d[q]) % run->radix_[q]) * scale;
        scale *= uint64_t(run->radix_[q]);
      }
      t[i] = uint32_t(shifted);
      for (std::size_t q = first; q < last && ++at[q - first] == run->radix_[q]; ++q) at[q - first] = 0;
    }
    return t;
  };
  // Which way: Gray code costs 2^buttons steps, breadth first about
  // positions x (buttons + levels) (the levels unknown, say 16).
  const double bfs_cost = double(out.reachable) * double(buttons + 16);
  run->gray_ = k == 2 && buttons <= 40 && std::ldexp(1.0, buttons) < bfs_cost;
  if (run->gray_) {
    for (const std::vector<int>& d : run->digits_) {  // two states: a digit is a bit
      uint64_t bits = 0;
      for (std::size_t q = 0; q < d.size(); ++q) bits |= uint64_t(d[q]) << q;
      run->gray_steps_.push_back(bits);
    }
  } else {
    for (int j = 0; j < buttons; ++j) {
      run->lo_.push_back(part_table(run->digits_[std::size_t(j)], 0, low, run->low_size_));
      run->hi_.push_back(part_table(run->digits_[std::size_t(j)], low, digits, high_size));
    }
  }
  run->method_ = run->gray_ ? "every press set in Gray-code order" : "breadth first over the positions";
  run->sets_ = uint64_t(1) << (run->gray_ ? buttons : 0);
  run->fewest_.assign(std::size_t(out.reachable), kUnseen);
  run->fewest_[0] = 0;
  return run;
}

bool CensusRun::step(uint64_t work) {
  if (done_) return true;
  const auto t0 = std::chrono::steady_clock::now();
  if (gray_) {
    // Two states: a digit is a bit, adding a press is an XOR of its index.
    // The walk's state is kept in locals: a byte store into the table may
    // alias any member, which would reload them on every step.
    const uint64_t end = std::min(sets_, set_ + work);
    uint64_t set = set_, pressed = pressed_, index = gray_index_;
    int weight = weight_;
    const uint64_t* steps = gray_steps_.data();
    uint8_t* fewest = fewest_.data();
    for (; set < end; ++set) {
      const int j = std::countr_zero(set);
      pressed ^= uint64_t(1) << j;
      weight += (pressed >> j & 1) ? 1 : -1;
      index ^= steps[j];
      if (weight < fewest[index]) fewest[index] = uint8_t(weight);
    }
    set_ = set, pressed_ = pressed, gray_index_ = index, weight_ = weight;
    if (set_ >= sets_) finish();
  } else {
    // Breadth first: every position of level_ gives its neighbours level_ + 1.
    // A unit of work is an entry looked at or a press added.
    const uint64_t n = out_.reachable;
    const int buttons = int(digits_.size());
    uint64_t spent = 0;
    while (!done_ && spent < work) {
      uint8_t* fewest = fewest_.data();
      std::vector<const uint32_t*> lo(static_cast<std::size_t>(buttons)),
          hi(static_cast<std::size_t>(buttons));  // locals: see the Gray walk
      for (int j = 0; j < buttons; ++j)
        lo[std::size_t(j)] = lo_[std::size_t(j)].data(), hi[std::size_t(j)] = hi_[std::size_t(j)].data();
      const uint64_t low_size = low_size_;
      const uint8_t level = uint8_t(level_), next = uint8_t(level_ + 1);
      uint64_t scan = scan_, found = found_;
      for (; scan < n && spent < work; ++scan, ++spent) {
        if (fewest[scan] != level) continue;
        const uint64_t high = scan / low_size, low = scan % low_size;
        for (int j = 0; j < buttons; ++j) {
          uint8_t& f = fewest[uint64_t(hi[std::size_t(j)][high]) * low_size + lo[std::size_t(j)][low]];
          if (f == kUnseen) f = next, ++found;
        }
        spent += uint64_t(buttons);
      }
      scan_ = scan, found_ = found;
      if (scan_ < n) break;
      // Level done: the next, unless it found nothing new (or everything).
      seen_ += found_;
      if (found_ == 0 || seen_ == n) {
        finish();
      } else if (level_ + 2 >= int(kUnseen)) {  // a byte per position holds up to 254 presses
        error_ = "some positions of this board need more than 254 presses: more than a census keeps";
        done_ = true;
      }
      ++level_;
      scan_ = 0;
      found_ = 0;
    }
  }
  seconds_ += std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  out_.seconds = seconds_;
  return done_;
}

CensusReport CensusRun::report() const {
  CensusReport r;
  r.started = true;
  r.done = done_;
  r.progress = progress();
  r.error = error_;
  r.census = out_;
  r.census.hardest_puzzle = {};
  if (out_.hardest_puzzle.machine) r.hardest_id = out_.hardest_puzzle.id();
  r.method = method_;
  return r;
}

double CensusRun::progress() const {
  if (done_) return 1.0;
  return gray_ ? double(set_) / double(sets_) : double(seen_) / double(out_.reachable);
}

void CensusRun::finish() {
  done_ = true;
  uint64_t hardest_index = 0;
  for (uint64_t b = 0; b < out_.reachable; ++b) {
    const int f = fewest_[b];
    if (f >= int(out_.counts.size())) out_.counts.resize(std::size_t(f) + 1, 0);
    ++out_.counts[std::size_t(f)];
    if (f > out_.hardest) out_.hardest = f, hardest_index = b;
  }
  out_.hardest_puzzle = Puzzle{puzzle_.machine, position_of(hardest_index)};
  lo_.clear();
  hi_.clear();
}

uint64_t CensusRun::index_of(const std::vector<int>& diff) const {
  uint64_t index = 0, scale = 1;
  for (const Factor& f : factors_) {
    std::vector<int> y(diff.size());
    for (std::size_t c = 0; c < y.size(); ++c) y[c] = diff[c] % f.q;
    for (std::size_t i = 0; i < f.rows.size(); ++i) {
      const int at = y[std::size_t(f.pivot_cols[i])];
      if (at % f.pivot_units[i]) return ~uint64_t(0);  // not in the span
      const int coeff = at / f.pivot_units[i];
      for (std::size_t c = 0; c < y.size(); ++c) y[c] = ((y[c] - coeff * f.rows[i][c]) % f.q + f.q) % f.q;
      index += uint64_t(coeff) * scale;
      scale *= uint64_t(f.q / f.pivot_units[i]);
    }
    for (int v : y)
      if (v) return ~uint64_t(0);
  }
  return index;
}

Position CensusRun::position_of(uint64_t index) const {
  // y per factor from the digits, glued by the Chinese remainder theorem.
  const Machine& m = *puzzle_.machine;
  const std::size_t cells = std::size_t(m.cell_count());
  std::vector<std::vector<int>> residues;
  for (const Factor& f : factors_) {
    std::vector<int> y(cells, 0);
    for (std::size_t i = 0; i < f.rows.size(); ++i) {
      const int order = f.q / f.pivot_units[i];
      const int coeff = int(index % uint64_t(order));
      index /= uint64_t(order);
      for (std::size_t c = 0; c < cells; ++c) y[c] = (y[c] + coeff * f.rows[i][c]) % f.q;
    }
    residues.push_back(std::move(y));
  }
  Position pos = puzzle_.position;
  const std::vector<int> goal = m.goal_cells(pos);
  for (std::size_t c = 0; c < cells; ++c) {
    int y = 0;
    while (true) {  // the value mod k with every factor's residue (k <= 255: a short walk)
      bool all = true;
      for (std::size_t f = 0; f < factors_.size(); ++f) all = all && y % factors_[f].q == residues[f][c];
      if (all) break;
      ++y;
    }
    // lights = goal - y: pressing x with A x = y from here reaches the goal.
    const int want = ((goal[c] - y) % k_ + k_) % k_;
    for (int guard = 0; m.cells(pos)[c] != want && guard < k_; ++guard) m.edit_cell(pos, int(c), false);
  }
  return pos;
}

int CensusRun::fewest(const Position& pos) const {
  if (!done_) return -1;
  const uint64_t i = index_of(difference(*puzzle_.machine, pos, k_));
  return i < fewest_.size() ? int(fewest_[i]) : -1;
}

Result<Census> census(const Puzzle& p, uint64_t max_positions) {
  Result<std::shared_ptr<CensusRun>> run = CensusRun::start(p, max_positions);
  if (!run) return run.error();
  while (!(*run)->step(uint64_t(1) << 26)) {}
  if (!(*run)->error().empty()) return Error{0, (*run)->error()};
  return (*run)->result();
}

int percent_easier(const Census& c, int presses) {
  uint64_t fewer = 0;
  for (int n = 0; n < presses && n < int(c.counts.size()); ++n) fewer += c.counts[std::size_t(n)];
  return int(fewer * 100 / std::max<uint64_t>(c.reachable, 1));
}

}  // namespace tl
