// stencil.hpp: a drawn press rule (LightsOutWeb's "click rule" with
// states): an odd-sized grid up to 9 x 9 centred on the pressed cell, each
// entry what a press adds to the cell at that place, mod k. The centre is
// the pressed cell itself, so a drawn rule says on its own whether the
// pressed light changes.
//
// Text (in IDs after "-d", and the picker's and the CLI's --stencil):
//   rows separated by '.', each row one character an entry, 0-9 then a-z
//   for 10..35: "010.111.010" is the plus.
// A rule whose entries are not symmetric (its turn by a half differs) is
// mapped through a reversed gluing cell by cell, as a press lands.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/base/result.hpp"
#include "core/modk/zk_board.hpp"

namespace tl {

constexpr int kStencilMostSide = 9;
constexpr int kStencilMostValue = 35;  // one character an entry

struct Stencil {
  int rows = 0, cols = 0;
  std::vector<uint8_t> values;  // row by row
  friend bool operator==(const Stencil&, const Stencil&) = default;
};

// Errors are offset by `offset` (the stencil's place in an ID) and name the
// character: a size that is even or over 9, a row of another length, an
// entry that is not 0-9 or a-z or is k or more, a rule that changes nothing.
Result<Stencil> parse_stencil(std::string_view text, int k, std::size_t offset);
std::string format_stencil(const Stencil& s);
// The offsets a press reaches, each as often as its entry (a repeated
// offset adds again, ZkBoard's convention), the centre included.
std::vector<BoardOffset> stencil_offsets(const Stencil& s);

}  // namespace tl
