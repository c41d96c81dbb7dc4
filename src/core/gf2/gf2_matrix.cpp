// gf2_matrix.cpp: dense GF(2) matrices and Gauss-Jordan elimination.
#include "core/gf2/gf2_matrix.hpp"

#include <algorithm>
#include <bit>

namespace tl {

Gf2Matrix::Gf2Matrix(int rows, int cols)
    : rows_(rows), cols_(cols), stride_((std::size_t(cols) + 63) / 64), words_(std::size_t(rows) * stride_, 0) {}

Gf2Matrix Gf2Matrix::identity(int n) {
  Gf2Matrix m(n, n);
  for (int i = 0; i < n; ++i) m.set(i, i);
  return m;
}

Gf2Matrix Gf2Matrix::from_rows(const std::vector<BitVec>& rows, int cols) {
  Gf2Matrix m(int(rows.size()), cols);
  for (std::size_t r = 0; r < rows.size(); ++r) std::copy(rows[r].words(), rows[r].words() + m.stride_, m.row(int(r)));
  return m;
}

Gf2Matrix Gf2Matrix::from_columns(const std::vector<BitVec>& columns, int rows) {
  Gf2Matrix m(rows, int(columns.size()));
  for (std::size_t j = 0; j < columns.size(); ++j)
    for (int i : columns[j].ones()) m.set(i, int(j));
  return m;
}

BitVec Gf2Matrix::row_vec(int r) const {
  BitVec v{std::size_t(cols_)};
  std::copy(row(r), row(r) + stride_, v.words());
  return v;
}

BitVec Gf2Matrix::column_vec(int c) const {
  BitVec v{std::size_t(rows_)};
  for (int r = 0; r < rows_; ++r)
    if (get(r, c)) v.set(std::size_t(r));
  return v;
}

void Gf2Matrix::xor_row(int dst, int src) {
  uint64_t* d = row(dst);
  const uint64_t* s = row(src);
  for (std::size_t w = 0; w < stride_; ++w) d[w] ^= s[w];
}

void Gf2Matrix::swap_rows(int a, int b) {
  if (a != b) std::swap_ranges(row(a), row(a) + stride_, row(b));
}

BitVec Gf2Matrix::mul(const BitVec& x) const {
  BitVec y{std::size_t(rows_)};
  for (int r = 0; r < rows_; ++r) {
    uint64_t acc = 0;
    for (std::size_t w = 0; w < stride_; ++w) acc ^= row(r)[w] & x.words()[w];
    if (std::popcount(acc) & 1) y.set(std::size_t(r));
  }
  return y;
}

Gf2Matrix Gf2Matrix::mul(const Gf2Matrix& b) const {
  // Row r of AB is the XOR of the rows of B picked by row r of A.
  Gf2Matrix out(rows_, b.cols_);
  for (int r = 0; r < rows_; ++r)
    for (int k : row_vec(r).ones()) {
      uint64_t* d = out.row(r);
      const uint64_t* s = b.row(k);
      for (std::size_t w = 0; w < out.stride_; ++w) d[w] ^= s[w];
    }
  return out;
}

Gf2Matrix Gf2Matrix::transposed() const {
  Gf2Matrix t(cols_, rows_);
  for (int r = 0; r < rows_; ++r)
    for (int c : row_vec(r).ones()) t.set(c, r);
  return t;
}

namespace {

// row[0, n) ^= t[0][0, n) ^ ... ^ t[G-1][0, n): one pass over the row for all tables.
template <int G>
void xor_tables(uint64_t* __restrict row, const uint64_t* const* t, std::size_t n) {
  const uint64_t* __restrict p[G];
  for (int g = 0; g < G; ++g) p[g] = t[g];
  for (std::size_t w = 0; w < n; ++w) {
    uint64_t v = row[w];
    for (int g = 0; g < G; ++g) v ^= p[g][w];
    row[w] = v;
  }
}

// The full eight tables, nearly all of the work: on x86-64 with GCC or clang
// (not WebAssembly) also compiled for AVX2 and picked at load time.
#if defined(__x86_64__) && defined(__ELF__) && (defined(__GNUC__) || defined(__clang__)) && !defined(__EMSCRIPTEN__)
__attribute__((target_clones("avx2", "default")))
#endif
void xor_tables_8(uint64_t* __restrict row, const uint64_t* const* t, std::size_t n) {
  const uint64_t* __restrict p0 = t[0];
  const uint64_t* __restrict p1 = t[1];
  const uint64_t* __restrict p2 = t[2];
  const uint64_t* __restrict p3 = t[3];
  const uint64_t* __restrict p4 = t[4];
  const uint64_t* __restrict p5 = t[5];
  const uint64_t* __restrict p6 = t[6];
  const uint64_t* __restrict p7 = t[7];
  for (std::size_t w = 0; w < n; ++w) row[w] ^= p0[w] ^ p1[w] ^ p2[w] ^ p3[w] ^ p4[w] ^ p5[w] ^ p6[w] ^ p7[w];
}

using XorTables = void (*)(uint64_t*, const uint64_t* const*, std::size_t);
constexpr XorTables kXorTables[9] = {nullptr,       xor_tables<1>, xor_tables<2>, xor_tables<3>, xor_tables<4>,
                                     xor_tables<5>, xor_tables<6>, xor_tables<7>, xor_tables_8};

// The bits of a window word at the pivot columns `mask`, packed (pivot l at
// bit l): a portable bit extract, one 256-entry table per byte of the word.
// `byte` is left uninitialised on purpose: init() fills it before any read,
// and 16 KiB need not be cleared on every elimination.
struct Compress {  // NOLINT(cppcoreguidelines-pro-type-member-init)
  uint64_t mask = 0;
  bool contiguous = true;  // mask = the low popcount bits: packing is masking
  uint64_t byte[8][256];
  void init(uint64_t m) {
    mask = m;
    contiguous = (m & (m + 1)) == 0;
    if (contiguous) return;
    int below = 0;
    for (int b = 0; b < 8; ++b) {
      const unsigned mb = unsigned(m >> (8 * b)) & 255u;
      for (unsigned v = 0; v < 256; ++v) {
        uint64_t out = 0;
        int k = 0;
        for (int bit = 0; bit < 8; ++bit)
          if (mb >> bit & 1u) out |= uint64_t(v >> bit & 1u) << k++;
        byte[b][v] = out << below;
      }
      below += std::popcount(mb);
    }
  }
  uint64_t operator()(uint64_t w) const {
    if (contiguous) return w & mask;
    uint64_t out = 0;
    for (int b = 0; b < 8; ++b) out |= byte[b][(w >> (8 * b)) & 255u];
    return out;
  }
};

}  // namespace

std::vector<int> echelonize(Gf2Matrix& m, int pivot_cols, bool reduced) {
  if (pivot_cols < 0 || pivot_cols > m.cols()) pivot_cols = m.cols();
  const int R = m.rows();
  const std::size_t S = m.stride();
  std::vector<int> pivots;
  // A candidate row's window word, reduced by the first `applied` pivots
  // found in this window (loaded when first looked at: `stamp` = window).
  std::vector<uint64_t> win(static_cast<std::size_t>(R));
  std::vector<int> applied(static_cast<std::size_t>(R)), stamp(static_cast<std::size_t>(R), -1);
  std::vector<uint64_t> index(static_cast<std::size_t>(R));  // packed pivot bits of each row to clear
  std::vector<uint64_t> tables;
  Compress pack;
  int r = 0;  // rows [0, r) hold the pivots so far; rows below are zero before the window
  for (std::size_t wc = 0; int(wc * 64) < pivot_cols && r < R; ++wc) {
    const int span = std::min(64, pivot_cols - int(wc * 64));
    // 1. The window's pivots, on window words alone: pivot l goes to row r + l.
    uint64_t mask = 0;
    int kk = 0;
    int pivot_bit[64];
    uint64_t pivot_win[64];  // pivot l's window, zero at the earlier pivots' columns
    auto window = [&](int p) {
      const std::size_t i = std::size_t(p);
      if (stamp[i] != int(wc)) {
        stamp[i] = int(wc);
        applied[i] = 0;
        win[i] = m.row(p)[wc];
      }
      uint64_t w = win[i];
      for (int l = applied[i]; l < kk; ++l) w ^= pivot_win[l] & (uint64_t(0) - (w >> pivot_bit[l] & 1u));
      applied[i] = kk;
      return win[i] = w;
    };
    for (int t = 0; t < span && r + kk < R; ++t) {
      int p = r + kk;
      while (p < R && !(window(p) >> t & 1u)) ++p;
      if (p == R) continue;  // a free column
      const std::size_t a = std::size_t(p), b = std::size_t(r + kk);
      if (a != b) {
        m.swap_rows(p, r + kk);
        std::swap(win[a], win[b]);
        std::swap(applied[a], applied[b]);
        std::swap(stamp[a], stamp[b]);
      }
      pivot_win[kk] = win[b];
      mask |= uint64_t(1) << t;
      pivot_bit[kk++] = t;
    }
    if (kk == 0) continue;
    // 2. The pivot rows themselves, reduced to the identity on the pivot
    //    columns (their words before the window are zero).
    const std::size_t width = S - wc;
    auto row_at = [&](int i) { return m.row(i) + wc; };
    auto xor_into = [&](int dst, int src) {
      uint64_t* d = row_at(dst);
      const uint64_t* s = row_at(src);
      for (std::size_t w = 0; w < width; ++w) d[w] ^= s[w];
    };
    for (int l = 0; l < kk; ++l)
      for (int j = l + 1; j < kk; ++j)
        if (row_at(r + j)[0] >> pivot_bit[l] & 1u) xor_into(r + j, r + l);
    for (int l = kk - 1; l >= 0; --l)
      for (int j = 0; j < l; ++j)
        if (row_at(r + j)[0] >> pivot_bit[l] & 1u) xor_into(r + j, r + l);
    // 3. Which pivots each other row (below only, unless reduced) needs,
    //    read before any of its words change.
    pack.init(mask);
    const int lo = reduced ? 0 : r + kk;
    for (int i = lo; i < R; ++i) index[std::size_t(i)] = (i >= r && i < r + kk) ? 0 : pack(row_at(i)[0]);
    // 4. Column chunk by chunk (so the tables stay in cache): group g's table
    //    holds the 2^8 combinations of pivots 8g .. 8g+7; each row takes one
    //    entry of each.
    const int groups = (kk + 7) / 8;
    const XorTables apply = kXorTables[groups];
    constexpr std::size_t kChunk = 64;  // words: 8 tables of 256 x 64 words = 1 MiB
    for (std::size_t c0 = 0; c0 < width; c0 += kChunk) {
      const std::size_t cw = std::min(kChunk, width - c0);
      tables.resize(std::size_t(groups) * 256 * cw);
      const uint64_t* tab[8];
      for (int g = 0; g < groups; ++g) {
        uint64_t* t = &tables[std::size_t(g) * 256 * cw];
        tab[g] = t;
        const int size = std::min(8, kk - 8 * g);
        std::fill(t, t + cw, 0);
        for (int e = 1; e < (1 << size); ++e) {
          const uint64_t* base = t + std::size_t(e & (e - 1)) * cw;
          const uint64_t* add = row_at(r + 8 * g + std::countr_zero(unsigned(e))) + c0;
          uint64_t* out = t + std::size_t(e) * cw;
          for (std::size_t w = 0; w < cw; ++w) out[w] = base[w] ^ add[w];
        }
      }
      for (int i = lo; i < R; ++i) {
        const uint64_t x = index[std::size_t(i)];
        if (!x) continue;
        const uint64_t* use[8];
        for (int g = 0; g < groups; ++g) use[g] = tab[g] + ((x >> (8 * g)) & 255u) * cw;
        apply(row_at(i) + c0, use, cw);
      }
    }
    for (int l = 0; l < kk; ++l) pivots.push_back(int(wc * 64) + pivot_bit[l]);
    r += kk;
  }
  return pivots;
}

std::vector<int> rref(Gf2Matrix& m, int pivot_cols) { return echelonize(m, pivot_cols, true); }

int rank(Gf2Matrix m) { return int(rref(m).size()); }

std::vector<BitVec> nullspace_basis(const Gf2Matrix& a) {
  Gf2Matrix m = a;
  std::vector<int> pivots = rref(m);
  std::vector<bool> is_pivot(std::size_t(m.cols()), false);
  for (int c : pivots) is_pivot[std::size_t(c)] = true;
  std::vector<BitVec> basis;
  for (int f = 0; f < m.cols(); ++f) {
    if (is_pivot[std::size_t(f)]) continue;
    BitVec x{std::size_t(m.cols())};
    x.set(std::size_t(f));
    // Row i reads x[pivot_i] + x[f] * m[i][f] = 0.
    for (std::size_t i = 0; i < pivots.size(); ++i)
      if (m.get(int(i), f)) x.set(std::size_t(pivots[i]));
    basis.push_back(std::move(x));
  }
  return basis;
}

std::optional<Gf2Matrix> inverse(const Gf2Matrix& a) {
  if (a.rows() != a.cols()) return std::nullopt;
  const int n = a.rows();
  // Reduce [A | I]; when A becomes I the right half is A^-1.
  Gf2Matrix aug(n, 2 * n);
  for (int r = 0; r < n; ++r) {
    for (int c : a.row_vec(r).ones()) aug.set(r, c);
    aug.set(r, n + r);
  }
  if (int(rref(aug, n).size()) < n) return std::nullopt;
  Gf2Matrix inv(n, n);
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c)
      if (aug.get(r, n + c)) inv.set(r, c);
  return inv;
}

}  // namespace tl
