// fuzz_image_file.cpp: any bytes as a picture file three ways: as they are
// (decode_image: the header checks, then stb); as a real PNG or JPEG made
// from them and then damaged at places the input picks (so stb's decoders
// run past the signature, where line-based seeds could not reach); and as a
// text matrix and a matrix picture (matrix_in). Never a crash, never a
// picture past the limits, never a refusal without words.
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "core/picture/matrix_in.hpp"
#include "image_file/image_file.hpp"

namespace {

void check(const tl::Result<tl::Raster>& r) {
  if (!r) {
    if (r.error().message.empty()) std::abort();
    return;
  }
  if (r->width < 1 || r->height < 1 || r->width > tl::image_file::kMostSide || r->height > tl::image_file::kMostSide ||
      r->pixels.size() != std::size_t(r->width) * std::size_t(r->height) * 4)
    std::abort();
  // A decoded picture is a matrix picture, or is refused as one in words.
  if (auto m = tl::matrix_from_raster(*r, 2, tl::plain_palette()); !m && m.error().message.empty()) std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view bytes(reinterpret_cast<const char*>(data), size);
  check(tl::image_file::decode_image(bytes));
  if (auto m = tl::matrix_from_text(bytes, 2 + (size ? data[0] % 20 : 0)); !m && m.error().message.empty()) std::abort();
  if (size < 8) return 0;
  // A picture up to 24 x 24 of the input's bytes, encoded, then up to four
  // bytes of the file overwritten where the input's first bytes say.
  tl::Raster r(1 + data[0] % 24, 1 + data[1] % 24, (data[2] & 1) ? tl::Channels::Rgba : tl::Channels::Grey, {});
  for (std::size_t i = 0; i < r.pixels.size(); ++i) r.pixels[i] = data[(8 + i) % size];
  std::string file = (data[2] & 2) ? tl::image_file::encode_jpeg(r, 1 + data[3] % 100) : tl::image_file::encode_png(r);
  for (int k = 0; k < (data[4] & 3) + 1 && !file.empty(); ++k)
    file[(std::size_t(data[5 + k % 3]) * 131 + std::size_t(k) * 7919) % file.size()] = char(data[(6 + k) % size]);
  if (data[2] & 4) file.resize(file.size() * std::size_t(data[7] % 8 + 1) / 8);  // cut short
  check(tl::image_file::decode_image(file));
  return 0;
}
