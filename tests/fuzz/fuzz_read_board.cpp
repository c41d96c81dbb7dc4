// fuzz_read_board.cpp: any bytes as a picture, two ways: as a PPM file (the
// CLI's `read`), and as raw RGBA of a size the input's first bytes choose
// (what the page would hand over). Never a crash or a read past the pixels;
// a board read has rows x cols cells, each a state below k, each confidence
// within 0..1; a refusal has words.
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "core/vision/board_reader.hpp"
#include "core/vision/ppm.hpp"

namespace {

void check(const tl::Result<tl::vision::BoardRead>& r, const tl::vision::ReadOptions& o) {
  if (!r) {
    if (r.error().message.empty()) std::abort();
    return;
  }
  if (r->cells.size() != std::size_t(o.rows * o.cols) || r->confidence.size() != r->cells.size()) std::abort();
  for (std::size_t i = 0; i < r->cells.size(); ++i)
    if (r->cells[i] < 0 || r->cells[i] >= o.states || !(r->confidence[i] >= 0.0 && r->confidence[i] <= 1.0)) std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size < 4) return 0;
  tl::vision::ReadOptions o;
  o.rows = 1 + data[0] % 13;  // 1..13: the refusals too
  o.cols = 1 + data[1] % 13;
  o.states = 1 + data[2] % 9;
  const std::string_view rest(reinterpret_cast<const char*>(data + 4), size - 4);
  if (const tl::Result<tl::vision::Image> im = tl::vision::parse_ppm(rest)) check(tl::vision::read_board(*im, o), o);
  // Raw: a picture up to 64 x 64 (data[3] its width), its pixels the input's bytes, repeated.
  tl::vision::Image raw;
  raw.width = 1 + data[3] % 64;
  raw.height = 1 + int(size % 64);
  raw.rgba.resize(std::size_t(raw.width) * std::size_t(raw.height) * 4);
  for (std::size_t i = 0; i < raw.rgba.size(); ++i) raw.rgba[i] = data[i % size];
  if (data[3] & 0x80) {  // corners given, from the bytes too
    std::array<tl::vision::Point, 4> c{};
    for (std::size_t k = 0; k < 4; ++k) c[k] = {double(data[(4 + 2 * k) % size]) - 64, double(data[(5 + 2 * k) % size]) - 64};
    o.corners = c;
  }
  check(tl::vision::read_board(raw, o), o);
  return 0;
}
