#include <gtest/gtest.h>
#include <cstdio>
#include "app_driver.hpp"
#include "core/registry/registry.hpp"
namespace tl::app::testing {
namespace {
std::string scratch_deal(const std::string& head, int cells, int states, uint64_t seed) {
  const std::string dark =
      states == 2 ? "x" + std::string(std::size_t(cells / 4), '0') : "h" + std::string(std::size_t(2 * cells), '0');
  Result<Puzzle> p = parse_puzzle_id(head + ":" + dark, Surface::Page);
  return p ? p->machine->deal(p->machine, seed, false).id() : std::string();
}
TEST(Scratch, WhyLinks) {
  struct L {
    const char* name;
    std::string link;
  };
  std::vector<L> links = {
      {"256why", scratch_deal("lightsout256x256", 65536, 2, 3) + "~why"},
      {"complete1024why", scratch_deal("graph-complete1024-k255", 1024, 255, 3) + "~why~elim=5"},
      {"k255_32why", scratch_deal("lightsout32x32-k255", 1024, 255, 3) + "~why"},
      {"rowcol48why", scratch_deal("lightsout48x48-k254-rowcol", 2304, 254, 3) + "~why"},
  };
  for (auto& l : links) {
    AppDriver d({.size = kDesktop, .link = l.link});
    const double first = d.longest_step_ms;
    d.settle();
    std::printf("%s: first frame %.0f ms, longest after settle %.0f ms, solving %d\n", l.name, first, d.longest_step_ms,
                d.state()["solving"].get<bool>());
  }
}
}  // namespace
}  // namespace tl::app::testing
