// matrix_in.cpp: a press matrix from text or pixels, played as custom rules.
#include "core/picture/matrix_in.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <vector>

#include "core/base/bits_text.hpp"
#include "core/base/digits_text.hpp"
#include "core/registry/registry.hpp"

namespace tl {

namespace {

std::string at(int line, int column) { return "line " + std::to_string(line) + ", column " + std::to_string(column); }

// The character at row[i] as a message can show it: printable ASCII as
// itself, a whole UTF-8 character as itself, any other byte as \xNN (a NUL
// or a picture's bytes echoed raw garble a terminal). Sets `*bytes` to how
// many bytes it spans.
std::string shown_char(std::string_view row, std::size_t i, std::size_t* bytes) {
  const auto b = uint8_t(row[i]);
  *bytes = 1;
  if (b >= 0x20 && b < 0x7f) return "'" + std::string(1, char(b)) + "'";
  const std::size_t n = b >= 0xf0 && b < 0xf5 ? 4 : b >= 0xe0 ? 3 : b >= 0xc2 && b < 0xe0 ? 2 : 0;
  bool whole = n > 0 && i + n <= row.size() && b < 0xf5;
  for (std::size_t j = 1; whole && j < n; ++j) whole = (uint8_t(row[i + j]) & 0xc0) == 0x80;
  if (whole) {
    *bytes = n;
    return "'" + std::string(row.substr(i, n)) + "'";
  }
  static const char* const kHex = "0123456789abcdef";
  return std::string("byte \\x") + kHex[b >> 4] + kHex[b & 15];
}

// One row of text: digits, or numbers between spaces or commas.
Result<std::vector<int>> parse_row(std::string_view row, int line, int k) {
  std::vector<int> values;
  const bool separated = row.find_first_of(" ,\t") != std::string_view::npos;
  for (std::size_t i = 0; i < row.size();) {
    const char c = row[i];
    if (c == ' ' || c == ',' || c == '\t') {
      ++i;
      continue;
    }
    if (c < '0' || c > '9') {
      std::size_t bytes = 1;
      const std::string shown = shown_char(row, i, &bytes);
      return Error{0,
                   at(line, int(i) + 1) + ": " + shown + " is not a digit (a row is digits, 0.." + std::to_string(k - 1) + ")"};
    }
    // Separated, a number is its whole run of digits (read to its end, so
    // the message shows it whole); else each digit is an entry.
    const std::size_t start = i;
    do ++i;
    while (separated && i < row.size() && row[i] >= '0' && row[i] <= '9');
    const std::string_view digits = row.substr(start, i - start);
    int v = 0;
    for (const char d : digits) v = std::min(v * 10 + (d - '0'), 100000);  // saturates: any past 255 is refused
    if (v >= k)
      return Error{0, at(line, int(start) + 1) + ": " +
                          (digits.size() > 24
                               ? std::string(digits.substr(0, 24)) + "... (" + std::to_string(digits.size()) + " digits)"
                               : std::string(digits)) +
                          " is not a value mod " + std::to_string(k) + " (0.." + std::to_string(k - 1) + ")"};
    values.push_back(v);
  }
  return values;
}

}  // namespace

Result<ModMatrix> matrix_from_text(std::string_view text, int k) {
  if (k < 2 || k > 255) return Error{0, "states must be 2..255, not " + std::to_string(k)};
  std::vector<std::vector<int>> rows;
  int first_line = 0, line = 0;
  for (std::size_t start = 0; start <= text.size();) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    std::string_view row = text.substr(start, end - start);
    start = end + 1;
    ++line;
    while (!row.empty() && (row.back() == '\r' || row.back() == ' ' || row.back() == '\t')) row.remove_suffix(1);
    while (!row.empty() && (row.front() == ' ' || row.front() == '\t')) row.remove_prefix(1);
    if (row.empty() || row.front() == '#') continue;
    auto values = parse_row(row, line, k);
    if (!values) return values.error();
    if (rows.empty()) first_line = line;
    else if (values->size() != rows[0].size())
      return Error{0, "line " + std::to_string(line) + " has " + std::to_string(values->size()) + " entries; line " +
                          std::to_string(first_line) + " has " + std::to_string(rows[0].size()) + " (every row of A is as long)"};
    if (int(rows.size()) == kMatrixInMost)
      return Error{0, "line " + std::to_string(line) + ": too many rows, at most " + std::to_string(kMatrixInMost)};
    rows.push_back(std::move(*values));
    if (end == text.size()) break;
  }
  if (rows.empty()) return Error{0, "no matrix: no line has a row of digits"};
  const int n = int(rows.size());
  if (int(rows[0].size()) != n)
    return Error{0, "A is not square: " + std::to_string(n) + " rows of " + std::to_string(rows[0].size()) +
                        " entries (a row a cell, a column a button: as many of each)"};
  ModMatrix a(n, n, k);
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) a.set(i, j, rows[std::size_t(i)][std::size_t(j)]);
  return a;
}

Result<ModMatrix> matrix_from_raster(const Raster& r, int k, const PicturePalette& palette, long* off) {
  if (k < 2 || k > 255) return Error{0, "states must be 2..255, not " + std::to_string(k)};
  if (r.width != r.height)
    return Error{0, "the picture is " + std::to_string(r.width) + " x " + std::to_string(r.height) +
                        " pixels: a matrix picture is square, a pixel an entry"};
  if (r.width < 1 || r.width > kMatrixInMost)
    return Error{0, "the picture is " + std::to_string(r.width) + " pixels a side: a matrix picture has 1.." +
                        std::to_string(kMatrixInMost) + " (a pixel an entry)"};
  std::vector<Colour> colours;
  colours.reserve(std::size_t(k));
  for (int v = 0; v < k; ++v) colours.push_back(lerp_value(palette, v, k));
  ModMatrix a(r.height, r.width, k);
  long total = 0;
  for (int y = 0; y < r.height; ++y)
    for (int x = 0; x < r.width; ++x) {
      const Colour c = r.at(x, y);
      int best = 0;
      long best_d = -1;
      for (int v = 0; v < k; ++v) {
        const long dr = long(c.r) - colours[std::size_t(v)].r, dg = long(c.g) - colours[std::size_t(v)].g,
                   db = long(c.b) - colours[std::size_t(v)].b;
        const long d = dr * dr + dg * dg + db * db;
        if (best_d < 0 || d < best_d) best = v, best_d = d;
      }
      if (best) a.set(y, x, best);
      const Colour w = colours[std::size_t(best)];
      total += std::labs(long(c.r) - w.r) + std::labs(long(c.g) - w.g) + std::labs(long(c.b) - w.b);
    }
  if (off) *off = total;
  return a;
}

std::pair<int, int> board_for_cells(int n) {
  const int s = int(std::lround(std::sqrt(double(n))));
  if (s * s == n) return {s, s};
  return {1, n};
}

Result<Puzzle> rules_from_matrix(const ModMatrix& a, int rows, int cols, Surface surface) {
  const int n = a.rows(), k = a.k();
  if (a.cols() != n) return Error{0, "A is not square: " + std::to_string(n) + " x " + std::to_string(a.cols())};
  if (rows * cols != n)
    return Error{0, "A has " + std::to_string(n) + " rows, a row a cell, but the board " + std::to_string(rows) + "x" +
                        std::to_string(cols) + " has " + std::to_string(rows * cols) + " cells"};
  // The custom kind's ID: its head, every light off, then each button's column.
  std::string id = "custom" + std::to_string(rows) + "x" + std::to_string(cols);
  if (k != 2) id += "-k" + std::to_string(k);
  id += ":";
  id += k == 2 ? format_bits(BitVec(std::size_t(n)), cols) : format_digits(std::vector<uint8_t>(std::size_t(n), 0), cols, k);
  id += ",b=";
  for (int j = 0; j < n; ++j) {
    if (j) id += ".";
    if (k == 2) {
      BitVec col{std::size_t(n)};
      for (int i = 0; i < n; ++i)
        if (a.get(i, j)) col.set(std::size_t(i));
      id += format_bits(col, cols);
    } else {
      std::vector<uint8_t> col(static_cast<std::size_t>(n));
      for (int i = 0; i < n; ++i) col[std::size_t(i)] = uint8_t(a.get(i, j));
      id += format_digits(col, cols, k);
    }
  }
  return parse_puzzle_id(id, surface);
}

}  // namespace tl
