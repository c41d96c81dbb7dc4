// fuzz_puzzle_id.cpp: libFuzzer target for the puzzle ID parser.
//
// Any text must parse or fail with an error inside the input (never crash),
// and a parsed puzzle's canonical ID must parse back to the same puzzle.
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "core/registry/registry.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  auto p = tl::parse_puzzle_id(text);
  if (!p) {
    if (p.error().pos > text.size() || p.error().message.empty()) std::abort();
    return 0;
  }
  const std::string id = p->id();
  auto again = tl::parse_puzzle_id(id);
  if (!again || again->id() != id || !(again->position == p->position)) std::abort();
  return 0;
}
