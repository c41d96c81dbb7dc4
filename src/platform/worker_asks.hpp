// worker_asks.hpp: the page's asks as a worker's module takes them (the
// engine worker's, engine_worker_api.cpp; the worksheet worker's,
// sheets_worker_api.cpp): room in the module's heap for the bytes the page
// posts, then the asks read from them, or why they could not be.
#pragma once

#include <algorithm>
#include <string>
#include <vector>

#include "core/engine/engine_wire.hpp"

namespace tl::platform {

struct AskInbox {
  std::vector<uint8_t> bytes;
  std::string error;  // the last read's failure, in words

  // Where the page writes n bytes (tl_engine_in).
  uint8_t* room(int n) {
    bytes.assign(std::size_t(std::max(n, 0)), 0);
    return bytes.data();
  }
  // Each ask in the first n bytes written, handed to `take` in order
  // (tl_engine_ask): 1, or 0 with `error` when the bytes are not asks.
  template <class Take>
  int take_asks(int n, Take&& take) {
    const std::span<const uint8_t> in(bytes.data(), std::min(std::size_t(std::max(n, 0)), bytes.size()));
    Result<std::vector<engine::Ask>> asks = engine::read_asks(in);
    if (!asks) {
      error = "the page's asks could not be read (byte " + std::to_string(asks.error().pos + 1) + "): " + asks.error().message;
      return 0;
    }
    for (const engine::Ask& a : *asks) take(a);
    return 1;
  }
};

}  // namespace tl::platform
