// ghaly_census.cpp: the 4x4 pair table, the image counts of Joyner 2006,
// section 4.1, and the census of all 331,776 initial assignments.
//
// How the census is computed (exact, every assignment, no sampling):
//  1. Trace all 2^16 W once and keep the lit ones (only 123 are: a W that is
//     not lit shows a dark square under every assignment), each as its pair set
//     {(origin, exit)} with the least weight of a W having it: 66 patterns.
//  2. Only the low bits of the codes matter for the colour (the leading bits
//     are fixed by I/J, see lit()), so an assignment is the low-bit labellings
//     a (of the transmitters) and b (of the colour generators), and a pattern
//     solves it in colour c iff a(o) ^ b(k) = c - 1 for all its pairs (o, k):
//     with masks of the pairs per value of a ^ b, one AND per pattern.
//  3. All 331,776 assignments are scanned over the patterns, lightest first.
// The tests compare report4 (the same scan) with colours() over all 2^16 W on
// sampled assignments, and the census totals with their own invariants.
#include "core/ghaly/ghaly_census.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <chrono>

namespace tl::ghaly {

namespace {

constexpr int kN = 4;
constexpr int kSize = 2 * kN;
constexpr int kMatrices = 1 << (kN * kN);

BitVec matrix_from_index(uint32_t index) {
  BitVec W(kN * kN);
  for (int b = 0; b < kN * kN; ++b)
    if ((index >> b) & 1) W.set(std::size_t(b));
  return W;
}

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// The 4! orderings of {0,1,2,3}.
std::vector<std::array<int, kN>> all_orderings() {
  std::vector<std::array<int, kN>> out;
  std::array<int, kN> p = {0, 1, 2, 3};
  do out.push_back(p);
  while (std::next_permutation(p.begin(), p.end()));
  return out;
}

// masks[c] = pairs (p, k) with a(p) ^ b(k) == c, for low-bit labellings a, b.
std::array<uint64_t, kN> masks_from_labels(const int* a, const int* b) {
  std::array<uint64_t, kN> m{};
  for (int p = 0; p < kSize; ++p)
    for (int k = 0; k < kSize; ++k) m[std::size_t(a[p] ^ b[k])] |= uint64_t(1) << (p * kSize + k);
  return m;
}

using Pattern = CensusPattern;

// Distinct pair sets of the lit W, each with its least weight, lightest first.
std::vector<Pattern> patterns(const std::vector<uint64_t>& table, int64_t& lit_count) {
  std::vector<Pattern> all;
  for (uint32_t W = 0; W < uint32_t(kMatrices); ++W)
    if (table[W]) all.push_back({table[W], std::popcount(W)});
  lit_count = int64_t(all.size());
  std::sort(all.begin(), all.end(),
            [](const Pattern& x, const Pattern& y) { return x.pairs != y.pairs ? x.pairs < y.pairs : x.weight < y.weight; });
  all.erase(std::unique(all.begin(), all.end(), [](const Pattern& x, const Pattern& y) { return x.pairs == y.pairs; }),
            all.end());
  std::stable_sort(all.begin(), all.end(), [](const Pattern& x, const Pattern& y) { return x.weight < y.weight; });
  return all;
}

// Fewest presses per colour index for the labellings behind `masks`.
std::array<int, kN> scan(const std::vector<Pattern>& pats, const std::array<uint64_t, kN>& masks) {
  std::array<int, kN> fewest = {-1, -1, -1, -1};
  int found = 0;
  for (const Pattern& pat : pats) {
    // The pattern's first pair decides the only colour it could show.
    const uint64_t low = pat.pairs & (~pat.pairs + 1);
    int c = 0;
    while (!(masks[std::size_t(c)] & low)) ++c;
    if ((pat.pairs & ~masks[std::size_t(c)]) == 0 && fewest[std::size_t(c)] < 0) {
      fewest[std::size_t(c)] = pat.weight;  // lightest first, so the first hit is the least
      if (++found == kN) break;
    }
  }
  return fewest;
}

}  // namespace

uint64_t pair_mask4(const Wiring& w) {
  if (w.N != kN || !lit(w)) return 0;
  uint64_t m = 0;
  for (int k : w.support) m |= uint64_t(1) << (w.origin[std::size_t(k)] * kSize + k);
  return m;
}

const std::vector<uint64_t>& pair_table4() {
  static const std::vector<uint64_t> table = [] {
    std::vector<uint64_t> t(kMatrices);
    for (uint32_t W = 0; W < uint32_t(kMatrices); ++W) t[W] = pair_mask4(trace_wiring(kN, matrix_from_index(W)));
    return t;
  }();
  return table;
}

std::vector<uint64_t> colour_masks4(const Assignment& a) {
  std::array<int, kSize> x{}, g{};
  const Perm xs = transmitter_codes(a), gs = colour_generator_codes(a);
  for (int k = 0; k < kSize; ++k) {
    x[std::size_t(k)] = xs[std::size_t(k)] & (kN - 1);
    g[std::size_t(k)] = gs[std::size_t(k)] & (kN - 1);
  }
  const auto m = masks_from_labels(x.data(), g.data());
  return {m.begin(), m.end()};
}

ImageCounts image_counts4() {
  const auto start = std::chrono::steady_clock::now();
  // pi_W packed 3 bits per image: 24 bits, one bit each in a 2 MiB set.
  std::vector<uint64_t> seen((std::size_t(1) << (3 * kSize)) / 64, 0);
  ImageCounts out;
  out.matrices = kMatrices;
  for (uint32_t W = 0; W < uint32_t(kMatrices); ++W) {
    const Perm pi = wiring_permutation(kN, matrix_from_index(W));
    uint32_t key = 0;
    for (int v : pi) key = (key << 3) | uint32_t(v);
    uint64_t& word = seen[key >> 6];
    const uint64_t bit = uint64_t(1) << (key & 63);
    if (word & bit) continue;
    word |= bit;
    ++out.distinct;
    if (in_SI_x_SJ(pi, kN)) ++out.in_SI_x_SJ;
  }
  out.seconds = seconds_since(start);
  return out;
}

bool AssignmentReport::solvable() const { return fewest() >= 0; }

int AssignmentReport::fewest() const {
  int best = -1;
  for (int f : fewest_by_colour)
    if (f >= 0 && (best < 0 || f < best)) best = f;
  return best;
}

AssignmentReport report4(const Assignment& a) {
  const std::vector<uint64_t>& table = pair_table4();
  const std::vector<uint64_t> masks = colour_masks4(a);
  AssignmentReport r;
  r.fewest_by_colour.assign(kN, -1);
  for (uint32_t W = 0; W < uint32_t(kMatrices); ++W) {
    const uint64_t pairs = table[W];
    if (!pairs) continue;
    for (std::size_t c = 0; c < masks.size(); ++c) {
      if ((pairs & ~masks[c]) != 0) continue;
      const int w = std::popcount(W);
      if (r.fewest_by_colour[c] < 0 || w < r.fewest_by_colour[c]) r.fewest_by_colour[c] = w;
    }
  }
  return r;
}

AssignmentReport report4_brute_force(const Assignment& a) {
  AssignmentReport r;
  r.fewest_by_colour.assign(kN, -1);
  for (uint32_t W = 0; W < uint32_t(kMatrices); ++W) {
    const std::vector<int> col = colours(kN, matrix_from_index(W), a);
    if (!solved(col)) continue;
    int& f = r.fewest_by_colour[std::size_t(col[0] - 1)];
    if (f < 0 || std::popcount(W) < f) f = std::popcount(W);
  }
  return r;
}

CensusRun::CensusRun() {
  out_.by_colour.assign(kN, 0);
  out_.by_colour_count.assign(kN + 1, 0);
  out_.fewest_presses.assign(kN * kN + 1, 0);
}

double CensusRun::progress() const {
  if (stage_ <= kTableSlices) return 0.2 * double(stage_) / double(kTableSlices);
  return 0.2 + 0.8 * double(stage_ - kTableSlices - 1) / double(kAssignmentSlices);
}

bool CensusRun::step() {
  if (done()) return false;
  const auto start = std::chrono::steady_clock::now();
  if (stage_ < kTableSlices) {
    // Part of the pair table (the same as pair_table4(), which this run does
    // not keep: the patterns are all it needs).
    if (table_.empty()) table_.resize(kMatrices);
    const uint32_t part = uint32_t(kMatrices / kTableSlices);
    for (uint32_t W = uint32_t(stage_) * part; W < uint32_t(stage_ + 1) * part; ++W)
      table_[W] = pair_mask4(trace_wiring(kN, matrix_from_index(W)));
  } else if (stage_ == kTableSlices) {
    patterns_ = patterns(table_, out_.lit_matrices);
    out_.patterns = int64_t(patterns_.size());
    table_ = {};
  } else {
    // Every assignment: the low bits a of the transmitters' codes and b of the
    // colour generators', each an ordering of {0,1,2,3} on I and one on J;
    // this slice takes the assignments with the aI-th ordering on I.
    static const std::vector<std::array<int, kN>> orderings = all_orderings();
    const std::size_t aI = std::size_t(stage_ - kTableSlices - 1);
    for (const auto& aJ : orderings) {
      for (const auto& bI : orderings) {
        for (const auto& bJ : orderings) {
          int a[kSize], b[kSize];
          for (int k = 0; k < kN; ++k) {
            a[k] = orderings[aI][std::size_t(k)];
            a[kN + k] = aJ[std::size_t(k)];
            b[k] = bI[std::size_t(k)];
            b[kN + k] = bJ[std::size_t(k)];
          }
          const std::array<int, kN> fewest = scan(patterns_, masks_from_labels(a, b));
          ++out_.assignments;
          int best = -1, count = 0;
          for (int c = 0; c < kN; ++c) {
            const int f = fewest[std::size_t(c)];
            if (f < 0) continue;
            ++count;
            ++out_.by_colour[std::size_t(c)];
            if (best < 0 || f < best) best = f;
          }
          ++out_.by_colour_count[std::size_t(count)];
          if (best >= 0) {
            ++out_.solvable;
            ++out_.fewest_presses[std::size_t(best)];
          }
        }
      }
    }
  }
  ++stage_;
  out_.seconds += seconds_since(start);
  return true;
}

Census census4(const Progress& progress) {
  if (progress) progress(0.0);
  CensusRun run;
  while (run.step())
    if (progress) progress(run.progress());
  return run.result();
}

}  // namespace tl::ghaly
