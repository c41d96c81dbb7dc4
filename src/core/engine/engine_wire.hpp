// engine_wire.hpp: asks and news as bytes, for the engine worker: the page
// posts the app's asks to the worker, the worker posts its news back, each
// side a separate WebAssembly module that shares no memory with the other.
//
// Little-endian, no padding. A list is its count (u32), then its items:
//   ask:   kind (u8: 1 Start, 2 Pause, 3 Resume, 4 Cancel), job (u32);
//          a Start then its work: kind (u8: 1 the atlas, 2 a solve, 3 a
//          census, 4 an explanation, 5 a worksheet); an explanation's
//          position and the game's start (texts; the start's empty when not
//          wanted); a worksheet's kind (u8: 0 full, 1 student, 2 answer
//          key), then u8 1 and its explanation (explanation_wire.hpp), or
//          0; a census's board ID (text) and most positions (u64); the
//          atlas's topology (u8), states (u16), max_n (u16); a solve's ID
//          (text: u32 length, UTF-8) and what else (u8: 1 the story, 2 the
//          rules' summary, or both)
//   news:  job (u32), progress (f64), done (u8), error (u32 length, UTF-8),
//          found (u8: 0 none, 1 the atlas, 2 a solution, 3 a census, 4 an
//          explanation: the position's (explanation_wire.hpp), then u8 1
//          and the start's, or 0; 5 a worksheet: its LaTeX and its text
//          (texts); a census: its
//          cells, buttons, states, rank (i32 each), reachable (u64), counts
//          (u32 count, u64 each), hardest (i32), seconds (f64), the hardest
//          position's ID and the method (texts)), the atlas's
//          first (u32) and nullities (u32 count, i32 each); a solution's
//          solvable, minimal (u8 each), nullity (i32), reason, count
//          (texts), presses before the search (i64), search (text), press
//          count (i64), first button, first times (i32 each), its presses as
//          runs (u32 count; button, times: u32 each; ascending), then the
//          story (text) and the rules' summary: linear and all reachable
//          (u8: bits 1, 2), states (u16), cells, buttons, rank, nullity
//          (i32 each), the reachable fraction (text)
// Reading checks every length against the bytes there and every kind
// against those known, and says where it stopped and why; the work's own
// bounds (states, sizes) are the engine's to check (Engine::take).
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "core/base/result.hpp"
#include "core/engine/engine_messages.hpp"

namespace tl::engine {

std::vector<uint8_t> write_asks(const std::vector<Ask>& asks);
Result<std::vector<Ask>> read_asks(std::span<const uint8_t> bytes);

std::vector<uint8_t> write_news(const std::vector<News>& news);
Result<std::vector<News>> read_news(std::span<const uint8_t> bytes);

}  // namespace tl::engine
