// zk_board.cpp: the board's equations, the chase plan, the symbolic chase to
// the final system F, and the numeric chase and reverse sweep per position.
//
// Index:
//   [SECTION] Shapes and boards
//   [SECTION] The equations (cell -> buttons) and their transpose
//   [SECTION] The chase plan
//   [SECTION] The symbolic chase: F
//   [SECTION] Positions: numeric chase, residuals, reverse sweep
//   [SECTION] ZkBoardSolver
#include "core/modk/zk_board.hpp"

#include <algorithm>
#include <stdexcept>

namespace tl {

// ---------------------------------------------------------------------------
// [SECTION] Shapes and boards
// ---------------------------------------------------------------------------

std::vector<BoardOffset> neighbourhood_offsets(Neighbourhood n, int rows, int cols) {
  switch (n) {
    case Neighbourhood::RowCol: {
      // Offsets both ways along the row and the column: on a plain board
      // those that leave it are dropped, so each press reaches its whole
      // row and column once (a glued board would reach cells twice, so the
      // machines play it plain only).
      std::vector<BoardOffset> out;
      for (int d = 1; d < cols; ++d) out.insert(out.end(), {{0, -d}, {0, d}});
      for (int d = 1; d < rows; ++d) out.insert(out.end(), {{-d, 0}, {d, 0}});
      return out;
    }
    case Neighbourhood::Plus: return {{-1, 0}, {0, -1}, {0, 1}, {1, 0}};
    case Neighbourhood::X: return {{-1, -1}, {-1, 1}, {1, -1}, {1, 1}};
    case Neighbourhood::Box: return {{-1, -1}, {-1, 0}, {-1, 1}, {0, -1}, {0, 1}, {1, -1}, {1, 0}, {1, 1}};
    case Neighbourhood::Knight: return {{-2, -1}, {-2, 1}, {-1, -2}, {-1, 2}, {1, -2}, {1, 2}, {2, -1}, {2, 1}};
  }
  return {};
}

const char* neighbourhood_name(Neighbourhood n) {
  switch (n) {
    case Neighbourhood::Plus: return "plus";
    case Neighbourhood::X: return "x";
    case Neighbourhood::Box: return "box";
    case Neighbourhood::Knight: return "knight";
    case Neighbourhood::RowCol: return "rowcol";
  }
  return "?";
}

ZkBoard ZkBoard::lights_out(int rows, int cols, int k, Neighbourhood n, bool self, Topology topology) {
  ZkBoard b = with_offsets(rows, cols, k, neighbourhood_offsets(n, rows, cols), topology);
  b.self = self;
  return b;
}

ZkBoard ZkBoard::with_offsets(int rows, int cols, int k, std::vector<BoardOffset> offsets, Topology topology) {
  ZkBoard b;
  b.rows = rows;
  b.cols = cols;
  b.k = k;
  b.topology = topology;
  b.self = false;
  b.offsets = std::move(offsets);
  return b;
}

namespace {

std::vector<BoardOffset> shape(const ZkBoard& b) {
  std::vector<BoardOffset> s = b.offsets;
  if (b.self) s.push_back({0, 0});
  return s;
}

// The cell (r + dr, c + dc) as an index, or -1 off an edge that is not glued.
inline int moved(const ZkBoard& b, int r, int c, int dr, int dc) {
  const int rr = r + dr, cc = c + dc;
  if (rr >= 0 && rr < b.rows && cc >= 0 && cc < b.cols) return rr * b.cols + cc;
  return glued_cell(b.topology, b.rows, b.cols, rr, cc);
}

// ---------------------------------------------------------------------------
// [SECTION] The equations (cell -> buttons) and their transpose
// ---------------------------------------------------------------------------

// Compressed rows: for each cell the buttons that reach it with their
// (merged, nonzero mod k) coefficients; or the transpose.
struct Csr {
  std::vector<int> start, index;
  std::vector<uint8_t> coef;
};

// Whether the shape is its own half turn (every offset's negative is in it,
// as often): then the button whose press reaches a cell through an offset
// is the cell moved by the negative offset, even across a reversed gluing.
bool symmetric(const std::vector<BoardOffset>& s) {
  for (const BoardOffset& o : s) {
    const auto count = [&](int dr, int dc) {
      return std::count_if(s.begin(), s.end(), [&](const BoardOffset& p) { return p.dr == dr && p.dc == dc; });
    };
    if (count(o.dr, o.dc) != count(-o.dr, -o.dc)) return false;
  }
  return true;
}

// Terms of one equation: button j once more (a repeated offset adds again).
using Terms = std::vector<std::pair<int, int>>;
void add_term(Terms& t, int j) {
  auto it = std::find_if(t.begin(), t.end(), [&](const auto& x) { return x.first == j; });
  if (it == t.end()) t.emplace_back(j, 1);
  else ++it->second;
}
// The terms, each mod k (those that vanish left out), as the equation's entries.
void push_terms(Csr& eq, const Terms& t, int k) {
  for (const auto& [j, a] : t)
    if (a % k) {
      eq.index.push_back(j);
      eq.coef.push_back(uint8_t(a % k));
    }
}

// A shape that is not symmetric on a board glued reversed: from the
// buttons' side, each press landing where zk_board_apply lands it (a drawn
// rule's arrow turns as it crosses a twisted edge), gathered by cell.
Csr cell_equations_by_press(const ZkBoard& b, const std::vector<BoardOffset>& s) {
  std::vector<Terms> terms(std::size_t(b.cells()));
  for (int r = 0; r < b.rows; ++r)
    for (int c = 0; c < b.cols; ++c)
      for (const BoardOffset& o : s)
        if (const int i = moved(b, r, c, o.dr, o.dc); i >= 0) add_term(terms[std::size_t(i)], r * b.cols + c);
  Csr eq;
  eq.start.push_back(0);
  for (Terms& t : terms) {
    std::sort(t.begin(), t.end());
    push_terms(eq, t, b.k);
    eq.start.push_back(int(eq.index.size()));
  }
  return eq;
}

Csr cell_equations(const ZkBoard& b) {
  const std::vector<BoardOffset> s = shape(b);
  const bool reversed = left_right_glue(b.topology) == Glue::Reversed || top_bottom_glue(b.topology) == Glue::Reversed;
  if (reversed && !symmetric(s)) return cell_equations_by_press(b, s);
  // Two offsets can land on one button only on a small torus (or when the
  // shape repeats an offset, or anywhere near an edge glued reversed, where a
  // corner can meet itself): only then are the terms merged.
  bool may_repeat = b.topology != Topology::Plain && b.topology != Topology::Torus;
  for (std::size_t x = 0; x < s.size(); ++x)
    for (std::size_t y = 0; y < x; ++y) {
      const int dr = s[x].dr - s[y].dr, dc = s[x].dc - s[y].dc;
      if (b.torus() ? dr % b.rows == 0 && dc % b.cols == 0 : dr == 0 && dc == 0) may_repeat = true;
    }
  Csr eq;
  eq.start.reserve(std::size_t(b.cells()) + 1);
  eq.index.reserve(std::size_t(b.cells()) * s.size());
  eq.coef.reserve(std::size_t(b.cells()) * s.size());
  eq.start.push_back(0);
  Terms terms;
  for (int r = 0; r < b.rows; ++r)
    for (int c = 0; c < b.cols; ++c) {
      if (!may_repeat) {
        for (const BoardOffset& o : s) {
          const int j = moved(b, r, c, -o.dr, -o.dc);  // the button whose press reaches (r, c)
          if (j < 0) continue;
          eq.index.push_back(j);
          eq.coef.push_back(1);
        }
      } else {
        terms.clear();
        for (const BoardOffset& o : s)
          if (const int j = moved(b, r, c, -o.dr, -o.dc); j >= 0) add_term(terms, j);
        push_terms(eq, terms, b.k);
      }
      eq.start.push_back(int(eq.index.size()));
    }
  return eq;
}

Csr transpose(const Csr& a, int cols) {
  Csr t;
  const int rows = int(a.start.size()) - 1;
  t.start.assign(std::size_t(cols) + 1, 0);
  for (int j : a.index) ++t.start[std::size_t(j) + 1];
  for (int j = 0; j < cols; ++j) t.start[std::size_t(j) + 1] += t.start[std::size_t(j)];
  t.index.resize(a.index.size());
  t.coef.resize(a.index.size());
  std::vector<int> fill(t.start.begin(), t.start.end() - 1);
  for (int i = 0; i < rows; ++i)
    for (int p = a.start[std::size_t(i)]; p < a.start[std::size_t(i) + 1]; ++p) {
      const int slot = fill[std::size_t(a.index[std::size_t(p)])]++;
      t.index[std::size_t(slot)] = i;
      t.coef[std::size_t(slot)] = a.coef[std::size_t(p)];
    }
  return t;
}

}  // namespace

ZkPressMatrix zk_board_press_matrix(const ZkBoard& b) {
  const Csr cols = transpose(cell_equations(b), b.cells());
  ZkPressMatrix a;
  a.k = b.k;
  a.cells = b.cells();
  a.buttons.resize(std::size_t(b.cells()));
  for (int j = 0; j < b.cells(); ++j)
    for (int p = cols.start[std::size_t(j)]; p < cols.start[std::size_t(j) + 1]; ++p)
      a.buttons[std::size_t(j)].push_back({cols.index[std::size_t(p)], cols.coef[std::size_t(p)]});
  return a;
}

ZkVec zk_board_apply(const ZkBoard& b, const ZkVec& presses) {
  const std::vector<BoardOffset> s = shape(b);
  ZkVec out(std::size_t(b.cells()), 0);
  for (int r = 0; r < b.rows; ++r)
    for (int c = 0; c < b.cols; ++c) {
      const unsigned t = presses[std::size_t(r * b.cols + c)];
      if (!t) continue;
      for (const BoardOffset& o : s) {
        const int i = moved(b, r, c, o.dr, o.dc);
        if (i >= 0) out[std::size_t(i)] = uint8_t((out[std::size_t(i)] + t) % unsigned(b.k));
      }
    }
  return out;
}

// ---------------------------------------------------------------------------
// [SECTION] The chase plan
// ---------------------------------------------------------------------------

namespace {

// Which button each cell's equation chases, which buttons are unknowns,
// which cells are final equations: all the chase needs besides numbers.
struct ChasePlan {
  ZkBoard board;
  int n = 0, k = 2;
  Csr eq, col;
  std::vector<int> pivot_of_cell;      // the button a cell's equation chases, -1: a final equation
  std::vector<uint8_t> pivot_inverse;  // the inverse of that button's coefficient mod k
  std::vector<int> unknown_of_button;  // -1: chased
  std::vector<int> unknown_buttons;    // unknown t's button
  std::vector<int> final_cells;
  uint64_t most_sum = 0;  // the largest sum a chase step forms before reducing

  explicit ChasePlan(const ZkBoard& b);
  void plan();
};

ChasePlan::ChasePlan(const ZkBoard& b) : board(b), n(b.cells()), k(b.k) {
  if (k < kZkMinStates || k > kZkMaxStates) throw std::invalid_argument("ZkBoard: states outside 2..255");
  if (b.rows < 1 || b.cols < 1) throw std::invalid_argument("ZkBoard: a side below 1");
  eq = cell_equations(b);
  col = transpose(eq, n);
  std::size_t most_terms = 0;
  for (int i = 0; i < n; ++i)
    most_terms = std::max(most_terms, std::size_t(eq.start[std::size_t(i) + 1] - eq.start[std::size_t(i)]));
  most_sum = uint64_t(most_terms + 1) * uint64_t(k) * uint64_t(k);
  plan();
}

void ChasePlan::plan() {
  const std::vector<BoardOffset> s = shape(board);
  // The canonical chase offset: the lowest-right button reaching a cell.
  BoardOffset star{1 << 20, 0};
  int reach_down = 0;
  for (const BoardOffset& o : s) {
    if (o.dr < star.dr || (o.dr == star.dr && o.dc < star.dc)) star = o;
    reach_down = std::max(reach_down, -o.dr);
  }
  // Which coefficients are units mod k (a table: gcd per term was a fifth of
  // the plan's time).
  std::vector<uint8_t> unit(std::size_t(k), 0);
  for (int a = 1; a < k; ++a) unit[std::size_t(a)] = gcd_int(a, k) == 1;
  enum : uint8_t { Unseen, Chased, Unknown };
  std::vector<uint8_t> state(std::size_t(n), Unseen);
  pivot_of_cell.assign(std::size_t(n), -1);
  pivot_inverse.assign(std::size_t(n), 0);
  unknown_of_button.assign(std::size_t(n), -1);
  auto make_unknown = [&](int j) {
    state[std::size_t(j)] = Unknown;
    unknown_of_button[std::size_t(j)] = int(unknown_buttons.size());
    unknown_buttons.push_back(j);
  };
  for (int i = 0; i < n; ++i) {
    const int r = i / board.cols, c = i % board.cols;
    const int canonical = s.empty() ? -1 : moved(board, r, c, -star.dr, -star.dc);
    int pivot = -1;
    uint8_t pivot_coef = 0;
    bool canonical_found = false;
    for (int p = eq.start[std::size_t(i)]; p < eq.start[std::size_t(i) + 1]; ++p) {
      const int j = eq.index[std::size_t(p)], br = j / board.cols;
      const uint8_t a = eq.coef[std::size_t(p)];
      if (state[std::size_t(j)] != Unseen || !unit[a]) continue;
      // On a torus a button that wrapped round from the far side is left to
      // be an unknown: chasing it would tie the last rows to the first. So
      // is one a reversed gluing brings from a far row.
      if (rows_jump(board.topology) && (br < r || br > r + reach_down)) continue;
      if (j == canonical) {
        pivot = j;
        pivot_coef = a;
        canonical_found = true;
      } else if (!canonical_found && j > pivot) {
        pivot = j;
        pivot_coef = a;
      }
    }
    for (int p = eq.start[std::size_t(i)]; p < eq.start[std::size_t(i) + 1]; ++p) {
      const int j = eq.index[std::size_t(p)];
      if (j != pivot && state[std::size_t(j)] == Unseen) make_unknown(j);
    }
    if (pivot >= 0) {
      state[std::size_t(pivot)] = Chased;
      pivot_of_cell[std::size_t(i)] = pivot;
      pivot_inverse[std::size_t(i)] = uint8_t(pivot_coef == 1 ? 1 : inverse_mod(pivot_coef, k));
    } else {
      final_cells.push_back(i);
    }
  }
  for (int j = 0; j < n; ++j)
    if (state[std::size_t(j)] == Unseen) make_unknown(j);  // reaches no cell: free
}

// ---------------------------------------------------------------------------
// [SECTION] The symbolic chase: F
// ---------------------------------------------------------------------------

// One pass over the cells in chase order. L[j] (chased button j as a linear
// function of the unknowns, b = 0) is kept only from the cell that chases j
// to the last cell whose equation has j: a few rows of the board at a time,
// so a 256 x 256 board needs a few hundred vectors, not 65,536. Resumable:
// the solver runs it whole, the nullity job (the atlas) a few rows a slice.
class SymbolicChase {
 public:
  explicit SymbolicChase(const ChasePlan& plan);
  bool done() const { return next_ >= p_.n; }
  // Chases cells until about `work` byte operations are spent.
  void advance(std::size_t work);
  int cell() const { return next_; }  // the cells chased so far
  ZkMatrix take() {
    advance(~std::size_t(0));
    return std::move(f_);
  }

 private:
  uint8_t* row_of(int j) { return pool_.data() + std::size_t(slot_of_[std::size_t(j)]) * u_; }
  void subtract_terms(uint8_t* dst, int i, int skip);
  void chase_cell(int i);

  const ChasePlan& p_;
  std::size_t u_;
  ZkArith ar_;
  std::vector<int> last_use_;
  // data() + offset, not &pool[...]: with no unknowns the pool is empty, and
  // indexing an empty vector is undefined behaviour (UBSan reports it).
  std::vector<uint8_t> pool_;
  std::vector<int> free_slots_, slot_of_;
  ZkMatrix f_;
  int next_ = 0, e_ = 0;
};

SymbolicChase::SymbolicChase(const ChasePlan& plan)
    : p_(plan), u_(plan.unknown_buttons.size()), ar_(plan.k), f_(int(plan.final_cells.size()), int(u_)) {
  const int n = p_.n;
  last_use_.assign(std::size_t(n), -1);
  for (int j = 0; j < n; ++j)
    for (int q = p_.col.start[std::size_t(j)]; q < p_.col.start[std::size_t(j) + 1]; ++q)
      last_use_[std::size_t(j)] = std::max(last_use_[std::size_t(j)], p_.col.index[std::size_t(q)]);
  // The most vectors alive at once, for one allocation.
  std::size_t live = 0, most = 0;
  for (int i = 0; i < n; ++i) {
    if (p_.pivot_of_cell[std::size_t(i)] >= 0) most = std::max(most, ++live);
    for (int q = p_.eq.start[std::size_t(i)]; q < p_.eq.start[std::size_t(i) + 1]; ++q) {
      const int j = p_.eq.index[std::size_t(q)];
      if (p_.unknown_of_button[std::size_t(j)] < 0 && last_use_[std::size_t(j)] == i) --live;
    }
  }
  pool_.resize(most * u_);
  slot_of_.assign(std::size_t(n), -1);
  for (std::size_t sl = most; sl-- > 0;) free_slots_.push_back(int(sl));
}

// dst = -(sum of a * (button j)) over the equation of cell i except `skip`;
// the first chased term with a = 1 is written negated instead of subtracted
// from zeros (one pass fewer over the vector).
void SymbolicChase::subtract_terms(uint8_t* dst, int i, int skip) {
  const Csr& eq = p_.eq;
  int skip_first = -1;
  for (int q = eq.start[std::size_t(i)]; q < eq.start[std::size_t(i) + 1] && skip_first < 0; ++q) {
    const int j = eq.index[std::size_t(q)];
    if (j == skip || p_.unknown_of_button[std::size_t(j)] >= 0 || eq.coef[std::size_t(q)] != 1) continue;
    ar_.neg_copy(dst, row_of(j), u_);
    skip_first = j;
  }
  if (skip_first < 0) std::fill(dst, dst + u_, 0);
  for (int q = eq.start[std::size_t(i)]; q < eq.start[std::size_t(i) + 1]; ++q) {
    const int j = eq.index[std::size_t(q)];
    if (j == skip || j == skip_first) continue;
    const uint8_t a = eq.coef[std::size_t(q)];
    const int t = p_.unknown_of_button[std::size_t(j)];
    if (t >= 0) dst[t] = ar_.sub(dst[t], a);
    else if (a == 1) ar_.sub_from(dst, row_of(j), u_);
    else ar_.axpy(dst, row_of(j), unsigned(p_.k - a), u_);
  }
}

void SymbolicChase::chase_cell(int i) {
  const int j = p_.pivot_of_cell[std::size_t(i)];
  if (j >= 0) {
    slot_of_[std::size_t(j)] = free_slots_.back();
    free_slots_.pop_back();
    uint8_t* dst = row_of(j);
    subtract_terms(dst, i, j);
    if (p_.pivot_inverse[std::size_t(i)] != 1) ar_.scale(dst, p_.pivot_inverse[std::size_t(i)], u_);
  } else {
    // A final cell's equation in the unknowns: sum a * L[j] = b - (the rest).
    uint8_t* dst = f_.row(e_++);
    subtract_terms(dst, i, -1);
    ar_.scale(dst, unsigned(p_.k - 1), u_);  // negated
  }
  for (int q = p_.eq.start[std::size_t(i)]; q < p_.eq.start[std::size_t(i) + 1]; ++q) {
    const int jj = p_.eq.index[std::size_t(q)];
    if (p_.unknown_of_button[std::size_t(jj)] < 0 && last_use_[std::size_t(jj)] == i)
      free_slots_.push_back(slot_of_[std::size_t(jj)]);
  }
}

void SymbolicChase::advance(std::size_t work) {
  std::size_t spent = 0;
  while (!done() && spent < work) {
    const int i = next_++;
    chase_cell(i);
    // A cell costs a pass over a vector of U entries per term.
    spent += (std::size_t(p_.eq.start[std::size_t(i) + 1] - p_.eq.start[std::size_t(i)]) + 1) * (u_ + 1);
  }
}

}  // namespace

struct ZkBoardSolver::Impl : ChasePlan {
  std::unique_ptr<ZkSystem> sys;  // F u = g
  std::vector<ZkQuiet> quiet;
  ZkCosetSearch search;

  explicit Impl(const ZkBoard& b);
  ZkVec chase(const ZkVec* b, const ZkVec& u) const;
  ZkVec residual(const ZkVec& b, const ZkVec& x) const;
  ZkVec reverse_sweep(const ZkVec& w, int m) const;
  ZkInvariant invariant_from(const ZkInvariant& w) const;
};

ZkBoardSolver::Impl::Impl(const ZkBoard& b) : ChasePlan(b) {
  sys = std::make_unique<ZkSystem>(SymbolicChase(*this).take(), k);
  for (ZkQuiet g : sys->kernel()) {
    g.v = chase(nullptr, g.v);
    quiet.push_back(std::move(g));
  }
  search = ZkCosetSearch(quiet, k);
  if (search.wants_half_kernel()) search.set_half_kernel(zk_board_half_kernel(b));
}

// ---------------------------------------------------------------------------
// [SECTION] Positions: numeric chase, residuals, reverse sweep
// ---------------------------------------------------------------------------

// The presses with the unknowns set to u: each chased button makes its
// cell's equation hold (b = 0 when b is null).
ZkVec ZkBoardSolver::Impl::chase(const ZkVec* b, const ZkVec& u) const {
  ZkVec x(std::size_t(n), 0);
  for (std::size_t t = 0; t < unknown_buttons.size(); ++t) x[std::size_t(unknown_buttons[t])] = u[t];
  const unsigned kk = unsigned(k);
  const FastMod mod(kk, most_sum);
  for (int i = 0; i < n; ++i) {
    const int j = pivot_of_cell[std::size_t(i)];
    if (j < 0) continue;
    unsigned s = b ? (*b)[std::size_t(i)] : 0;
    for (int p = eq.start[std::size_t(i)]; p < eq.start[std::size_t(i) + 1]; ++p) {
      const int jj = eq.index[std::size_t(p)];
      if (jj != j) s += (kk - eq.coef[std::size_t(p)]) * x[std::size_t(jj)];
    }
    const unsigned inv = pivot_inverse[std::size_t(i)];
    x[std::size_t(j)] = uint8_t(inv == 1 ? mod(s) : mod(mod(s) * inv));
  }
  return x;
}

// g: b minus what x adds, on the final cells.
ZkVec ZkBoardSolver::Impl::residual(const ZkVec& b, const ZkVec& x) const {
  ZkVec g(final_cells.size());
  const unsigned kk = unsigned(k);
  const FastMod mod(kk, most_sum);
  for (std::size_t e = 0; e < final_cells.size(); ++e) {
    const int i = final_cells[e];
    unsigned s = b[std::size_t(i)];
    for (int p = eq.start[std::size_t(i)]; p < eq.start[std::size_t(i) + 1]; ++p)
      s += (kk - eq.coef[std::size_t(p)]) * x[std::size_t(eq.index[std::size_t(p)])];
    g[e] = uint8_t(mod(s));
  }
  return g;
}

// Cell weights y (mod m) with y^T A = 0, from weights w on the final
// equations with w^T F = 0: chased cells, last first, take the weight that
// makes their button's column vanish (every other cell reaching that button
// comes later in the chase, so its weight is known by then).
ZkVec ZkBoardSolver::Impl::reverse_sweep(const ZkVec& w, int m) const {
  ZkVec y(std::size_t(n), 0);
  for (std::size_t e = 0; e < final_cells.size(); ++e) y[std::size_t(final_cells[e])] = uint8_t(w[e] % m);
  const unsigned mm = unsigned(m);
  for (int i = n - 1; i >= 0; --i) {
    const int j = pivot_of_cell[std::size_t(i)];
    if (j < 0) continue;
    unsigned s = 0, a_own = 1;
    for (int p = col.start[std::size_t(j)]; p < col.start[std::size_t(j) + 1]; ++p) {
      const int ii = col.index[std::size_t(p)];
      if (ii == i) a_own = col.coef[std::size_t(p)];
      else s += unsigned(col.coef[std::size_t(p)] % m) * y[std::size_t(ii)];
    }
    const unsigned inv = unsigned(inverse_mod(int(a_own % mm), m));
    y[std::size_t(i)] = uint8_t((mm - s % mm) % mm * inv % mm);
  }
  return y;
}

ZkInvariant ZkBoardSolver::Impl::invariant_from(const ZkInvariant& w) const {
  ZkVec y = reverse_sweep(w.weights, w.modulus);
  const std::vector<PrimePower> pp = factor_modulus(w.modulus);
  if (pp.size() == 1) return simplify_invariant(std::move(y), pp[0]);
  return ZkInvariant{std::move(y), w.modulus};
}

// ---------------------------------------------------------------------------
// [SECTION] ZkBoardSolver
// ---------------------------------------------------------------------------

ZkBoardSolver::ZkBoardSolver(const ZkBoard& b) : impl_(std::make_unique<Impl>(b)) {}
ZkBoardSolver::~ZkBoardSolver() = default;
ZkBoardSolver::ZkBoardSolver(ZkBoardSolver&&) noexcept = default;
ZkBoardSolver& ZkBoardSolver::operator=(ZkBoardSolver&&) noexcept = default;

const std::vector<ZkQuiet>& ZkBoardSolver::quiet() const { return impl_->quiet; }
int ZkBoardSolver::unknowns() const { return int(impl_->unknown_buttons.size()); }
int ZkBoardSolver::final_equations() const { return int(impl_->final_cells.size()); }

ZkAnswer ZkBoardSolver::solve(const ZkVec& target, const ZkSolveOptions& options) const {
  const Impl& m = *impl_;
  if (int(target.size()) != m.n) throw std::invalid_argument("ZkBoardSolver: the target needs one entry per cell");
  const ZkVec zero_u(m.unknown_buttons.size(), 0);
  const ZkVec g = m.residual(target, m.chase(&target, zero_u));
  ZkVec u;
  ZkInvariant w;
  if (!m.sys->solve(g, u, &w))
    return make_zk_answer(false, {}, m.search, int(m.quiet.size()), m.invariant_from(w), target, options);
  return make_zk_answer(true, m.chase(&target, u), m.search, int(m.quiet.size()), {}, target, options);
}

ZkAnalysis ZkBoardSolver::analyze(std::size_t max_patterns) const {
  const Impl& m = *impl_;
  ZkAnalysis an;
  an.k = m.k;
  an.cells = an.buttons = m.n;
  an.solutions_each = m.sys->kernel_size();  // the board's quiet patterns are F's, chased
  for (const PrimePower& pp : factor_modulus(m.k)) {
    const long long all = (long long)pp.e * m.n, quiet = an.solutions_each.exponent_of(pp.p);
    an.reachable *= FactoredCount::prime_power(pp.p, all - quiet);
    an.unreachable_ratio *= FactoredCount::prime_power(pp.p, quiet);  // square A: cokernel = kernel in size
  }
  if (is_prime(m.k)) an.rank = m.n - int(an.solutions_each.exponent_of(m.k));
  an.quiet_generator_count = m.quiet.size();
  an.quiet_patterns.assign(m.quiet.begin(), m.quiet.begin() + long(std::min(max_patterns, m.quiet.size())));
  for (const ZkInvariant& w : m.sys->invariants(max_patterns)) an.invariants.push_back(m.invariant_from(w));
  return an;
}

// ---------------------------------------------------------------------------
// [SECTION] ZkBoardNullity: the quiet patterns' count in slices
// ---------------------------------------------------------------------------

struct ZkBoardNullity::Impl {
  ZkBoard board;
  std::unique_ptr<ChasePlan> plan;  // the first slice
  std::unique_ptr<SymbolicChase> chase;
  ZkMatrix f;
  std::vector<PrimePower> factors;
  std::size_t factor = 0;  // the factor being eliminated
  std::unique_ptr<HowellElimination> elimination;
  int nullity = 0;
  bool done = false;
  // Estimated work of the stages (byte operations), for progress().
  double chase_work = 1, form_work = 1;
};

ZkBoardNullity::ZkBoardNullity(const ZkBoard& b) : impl_(std::make_unique<Impl>()) {
  impl_->board = b;
  impl_->factors = factor_modulus(b.k);
}
ZkBoardNullity::~ZkBoardNullity() = default;

bool ZkBoardNullity::done() const { return impl_->done; }
int ZkBoardNullity::nullity() const { return impl_->nullity; }

bool ZkBoardNullity::step(std::size_t work) {
  Impl& m = *impl_;
  if (m.done) return false;
  if (!m.plan) {
    m.plan = std::make_unique<ChasePlan>(m.board);
    m.chase = std::make_unique<SymbolicChase>(*m.plan);
    const double u = double(m.plan->unknown_buttons.size()), e = double(m.plan->final_cells.size());
    m.chase_work = double(m.plan->eq.index.size() + std::size_t(m.plan->n)) * (u + 1) + 1;
    m.form_work = double(m.factors.size()) * e * u * std::min(e, u) + 1;
    return true;
  }
  if (m.chase) {
    m.chase->advance(work);
    if (m.chase->done()) {
      m.f = m.chase->take();
      m.chase.reset();
    }
    return true;
  }
  if (!m.elimination) m.elimination = std::make_unique<HowellElimination>(m.f, m.f.cols(), m.factors[m.factor]);
  m.elimination->advance(work);
  if (m.elimination->done()) {
    m.nullity += m.elimination->take().kernel_generators();
    m.elimination.reset();
    if (++m.factor == m.factors.size()) {
      m.done = true;
      m.f = ZkMatrix();
    }
  }
  return true;
}

double ZkBoardNullity::progress() const {
  const Impl& m = *impl_;
  if (m.done) return 1.0;
  if (!m.plan) return 0.0;
  const double total = m.chase_work + m.form_work;
  if (m.chase) return m.chase_work * m.chase->cell() / std::max(1, m.plan->n) / total;
  const double per_factor = m.form_work / double(m.factors.size());
  double form = per_factor * double(m.factor);
  if (m.elimination && m.f.cols() > 0) form += per_factor * m.elimination->column() / m.f.cols();
  return (m.chase_work + form) / total;
}

ZkAnswer solve_zk_board(const ZkBoard& b, const ZkVec& target, const ZkSolveOptions& options) {
  return ZkBoardSolver(b).solve(target, options);
}

std::vector<ZkVec> zk_board_half_kernel(const ZkBoard& b) {
  ZkBoard two = b;
  two.k = 2;
  const ZkBoardSolver mod2(two);
  std::vector<ZkVec> out;
  for (const ZkQuiet& g : mod2.quiet()) out.push_back(g.v);
  return out;
}

ZkAnalysis analyze_zk_board(const ZkBoard& b, std::size_t max_patterns) { return ZkBoardSolver(b).analyze(max_patterns); }

}  // namespace tl
