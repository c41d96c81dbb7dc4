// cmd_matrix.cpp: `togglelab matrix FILE [--states K] [--size RxC]
// [--json]`: custom rules whose press matrix A is read from FILE, a text
// matrix (a row of A a line: digits, or numbers between spaces) or a PNG
// with a pixel an entry (each the nearest of the k values' colours, black
// on white as `image --what A` writes them): the puzzle's ID, all lights
// off, ready to play or to analyze. The board is s x s for s * s cells,
// else 1 x n, unless --size gives it.
#include <cstdio>
#include <string>

#include "cli/command_line.hpp"
#include "cli/commands.hpp"
#include "core/base/board_size.hpp"
#include "core/base/json_writer.hpp"
#include "core/picture/matrix_in.hpp"
#include "image_file/image_file.hpp"

namespace tl::cli {

namespace {

// A text matrix of 1024 rows of 1024 numbers of up to 3 digits and a separator.
constexpr std::size_t kMostMatrixBytes = std::size_t(1024) * 1024 * 4 + 4096;
// A 1024 x 1024 PNG, even stored without compression.
constexpr std::size_t kMostPngBytes = std::size_t(1024) * 1024 * 4 + 65536;

}  // namespace

int cmd_matrix(int argc, char** argv) {
  CommandLine cl("matrix",
                 "Custom rules from a press matrix A (row c, column j: what button j adds to cell c): a text file of "
                 "rows of digits mod k, or a PNG with a pixel an entry. Prints the puzzle's ID.");
  cl.add_json();
  std::string path, size;
  int states = 2;
  cl.app().add_option("FILE", path, "the matrix: text, or a PNG")->required();
  cl.add_int("--states", &states, 2, 255, "values mod k (2..255, default 2)");
  cl.app().add_option("--size", size, "the board, RxC (default: s x s for s * s cells, else 1 x n)");
  cl.memory("the matrix (at most 1,024 a side, as text or as a picture): about 20 MB at the most.");
  if (auto status = cl.parse(argc, argv)) return *status;
  const Result<std::string> bytes = image_file::read_file(path, std::max(kMostMatrixBytes, kMostPngBytes));
  if (!bytes) return cl.fail(bytes.error().message);
  Result<ModMatrix> a = Error{0, ""};
  if (bytes->rfind("\x89PNG", 0) == 0) {
    const Result<Raster> r = image_file::decode_image(*bytes);
    if (!r) return cl.fail("'" + path + "': " + r.error().message);
    a = matrix_from_raster(*r, states, plain_palette());
  } else if (const std::string what = image_file::picture_format(*bytes); !what.empty()) {
    return cl.fail("'" + path + "' is " + what + ": matrix reads a text of digit rows or a PNG with a pixel an entry; " +
                   "a photo of a board is read by togglelab read");
  } else {
    a = matrix_from_text(*bytes, states);
  }
  if (!a) return cl.fail("'" + path + "': " + a.error().message);
  auto [rows, cols] = board_for_cells(a->rows());
  if (!size.empty()) {
    std::size_t i = 0;
    const Result<BoardSize> s = parse_board_size(size, i, 0, kMatrixInMost, "4x4");
    if (!s || i != size.size()) return cl.fail("--size '" + size + "' is not RxC (e.g. 4x4)");
    rows = s->rows, cols = s->cols;
  }
  const Result<Puzzle> p = rules_from_matrix(*a, rows, cols, Surface::Cli);
  if (!p) return cl.fail("'" + path + "': " + p.error().message);
  if (cl.json()) {
    JsonWriter w;
    w.begin_object().key("rows").value(rows).key("cols").value(cols).key("states").value(states);
    w.key("id").value(p->id()).end_object();
    std::printf("%s\n", w.str().c_str());
    return 0;
  }
  std::printf("%s\n", p->id().c_str());
  return 0;
}

}  // namespace tl::cli
