// image_scale.cpp: see image_scale.hpp.
#include "core/vision/image_scale.hpp"

#include <algorithm>
#include <cmath>
#include <cstddef>

namespace tl::vision {

Image scaled_to_fit(const Image& in, int most_side) {
  const int side = std::max(in.width, in.height);
  if (side <= most_side || most_side < 1 || in.rgba.size() != std::size_t(in.width) * std::size_t(in.height) * 4) return in;
  const double f = double(most_side) / double(side);
  Image out;
  out.width = std::max(1, int(std::lround(in.width * f)));
  out.height = std::max(1, int(std::lround(in.height * f)));
  out.rgba.assign(std::size_t(out.width) * std::size_t(out.height) * 4, 0);
  // Each new column and row covers old ones [lo, hi): whole pixels, so every
  // old pixel counts once (the box's edges rounded).
  const auto span = [](int i, int n_new, int n_old) {
    return std::pair<int, int>{int(int64_t(i) * n_old / n_new),
                               std::max(int(int64_t(i) * n_old / n_new) + 1, int(int64_t(i + 1) * n_old / n_new))};
  };
  std::vector<uint64_t> sums(std::size_t(out.width) * 4);
  for (int y = 0; y < out.height; ++y) {
    const auto [y0, y1] = span(y, out.height, in.height);
    std::fill(sums.begin(), sums.end(), 0);
    for (int x = 0; x < out.width; ++x) {
      const auto [x0, x1] = span(x, out.width, in.width);
      uint64_t* s = &sums[std::size_t(x) * 4];
      for (int yy = y0; yy < y1; ++yy) {
        const uint8_t* p = &in.rgba[(std::size_t(yy) * std::size_t(in.width) + std::size_t(x0)) * 4];
        for (int xx = x0; xx < x1; ++xx, p += 4)
          for (int c = 0; c < 4; ++c) s[c] += p[c];
      }
      const uint64_t n = uint64_t(y1 - y0) * uint64_t(x1 - x0);
      uint8_t* o = &out.rgba[(std::size_t(y) * std::size_t(out.width) + std::size_t(x)) * 4];
      for (int c = 0; c < 4; ++c) o[c] = uint8_t((s[c] + n / 2) / n);
    }
  }
  return out;
}

}  // namespace tl::vision
