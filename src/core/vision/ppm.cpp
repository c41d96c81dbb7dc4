// ppm.cpp: P6 in and out (ppm.hpp).
#include "core/vision/ppm.hpp"

#include <cctype>

namespace tl::vision {

namespace {

// The header's next number, past whitespace and "#" comments; -1 if none.
int64_t header_number(std::string_view s, std::size_t& at) {
  for (;;) {
    while (at < s.size() && std::isspace(static_cast<unsigned char>(s[at]))) ++at;
    if (at < s.size() && s[at] == '#') {
      while (at < s.size() && s[at] != '\n') ++at;
      continue;
    }
    break;
  }
  if (at >= s.size() || !std::isdigit(static_cast<unsigned char>(s[at]))) return -1;
  int64_t v = 0;
  while (at < s.size() && std::isdigit(static_cast<unsigned char>(s[at])) && v < (int64_t(1) << 40)) v = v * 10 + (s[at++] - '0');
  return v;
}

}  // namespace

Result<Image> parse_ppm(std::string_view s) {
  if (s.size() < 2 || s[0] != 'P' || s[1] != '6') {
    const bool png = s.size() >= 4 && s.substr(1, 3) == "PNG",
               jpeg = s.size() >= 2 && uint8_t(s[0]) == 0xFF && uint8_t(s[1]) == 0xD8;
    // HEIC (a phone's own photos): an ISO box "ftyp" with a HEIF brand.
    const bool heic =
        s.size() >= 12 && s.substr(4, 4) == "ftyp" &&
        (s.substr(8, 4) == "heic" || s.substr(8, 4) == "heix" || s.substr(8, 4) == "mif1" || s.substr(8, 4) == "msf1");
    return Error{0, std::string(png    ? "a PNG picture: "
                                : jpeg ? "a JPEG picture: "
                                : heic ? "a HEIC picture (a phone's own format): "
                                       : "not a picture this reads: ") +
                        "only binary PPM (P6) is read so far (convert with, for one, `convert photo.jpg photo.ppm`)"};
  }
  std::size_t at = 2;
  const int64_t w = header_number(s, at), h = header_number(s, at), maxval = header_number(s, at);
  if (w < 0 || h < 0 || maxval < 0)
    return Error{at, "the PPM header is cut short: P6, width, height and the largest value expected"};
  if (w < 1 || h < 1 || w > kMaxImageSide || h > kMaxImageSide || w * h > kMaxImagePixels)
    return Error{0, "the picture is " + std::to_string(w) + " x " + std::to_string(h) +
                        " pixels; at most 16,384 a side and 64 megapixels are read"};
  if (maxval < 1 || maxval > 255)
    return Error{at, "the PPM's largest value is " + std::to_string(maxval) + "; 1 to 255 are read"};
  ++at;  // the one whitespace byte before the pixels
  const std::size_t need = std::size_t(w) * std::size_t(h) * 3;
  if (at > s.size() || s.size() - at < need)
    return Error{s.size(), "the PPM is cut short: " + std::to_string(need) + " bytes of pixels expected, " +
                               std::to_string(at > s.size() ? 0 : s.size() - at) + " there"};
  Image im;
  im.width = int(w);
  im.height = int(h);
  im.rgba.resize(std::size_t(w) * std::size_t(h) * 4);
  for (std::size_t i = 0, n = std::size_t(w) * std::size_t(h); i < n; ++i) {
    for (std::size_t k = 0; k < 3; ++k)
      im.rgba[4 * i + k] = uint8_t(unsigned(uint8_t(s[at + 3 * i + k])) * 255u / unsigned(maxval));
    im.rgba[4 * i + 3] = 255;
  }
  return im;
}

std::string format_ppm(const Image& im) {
  std::string out = "P6\n" + std::to_string(im.width) + " " + std::to_string(im.height) + "\n255\n";
  out.reserve(out.size() + std::size_t(im.width) * std::size_t(im.height) * 3);
  for (std::size_t i = 0, n = std::size_t(im.width) * std::size_t(im.height); i < n; ++i)
    for (std::size_t k = 0; k < 3; ++k) out.push_back(char(im.rgba[4 * i + k]));
  return out;
}

}  // namespace tl::vision
