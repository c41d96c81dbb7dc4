// fuzz_app_link.cpp: the app's link path, what the page's hash and load()
// and the desktop's --load reach (app/app.hpp: load, make_app), on links of
// any length up to the longest a link may be and past it.
//
// The first byte picks the length: below 0xF0 the rest is the link as it
// is; from 0xF0 the rest is repeated to a length around kMostLinkChars (8
// below it to 7 past it), where the page once died. Checked: a link past the
// limit is refused by its length, the game in play kept, before any work; a
// refused link says why; a link that opened writes a link that opens the
// same puzzle and view again.
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "app/app.hpp"

namespace {

void check(bool ok) {
  if (!ok) std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size < 1) return 0;
  std::string link(reinterpret_cast<const char*>(data + 1), size - 1);
  if (data[0] >= 0xF0 && !link.empty()) {
    const std::size_t length = tl::app::kMostLinkChars - 8 + std::size_t(data[0] - 0xF0);
    std::string unit = link;
    while (link.size() < length) link += unit.substr(0, length - link.size());
  }
  // The device's date is fixed: a daily's link is refused after the day after it.
  constexpr tl::Date kToday{2026, 11, 27};
  static tl::app::App app = tl::app::make_app("", kToday);
  const std::string before = tl::app::link_text(app);
  const bool opened = tl::app::load(app, link);
  if (link.size() > tl::app::kMostLinkChars) {
    check(!opened);
    check(tl::app::link_text(app) == before);
    check(app.game.message().find(std::to_string(tl::app::kMostLinkChars)) != std::string::npos);
    return 0;
  }
  if (!opened) {
    check(app.game.message_is_error() && !app.game.message().empty());
    return 0;
  }
  // What the app writes as its link opens the same again (a big board's
  // link is checked by its length only: the round trip would be most of the
  // run).
  const std::string written = tl::app::link_text(app);
  if (written.size() > 100000) return 0;
  tl::app::App again = tl::app::make_app(written, kToday);
  check(!again.game.message_is_error());
  check(tl::app::link_text(again) == written);
  return 0;
}
