// id_body.hpp: the part of a puzzle ID after the ':', split in one place.
//
//   body  = state { "," key "=" value }
//
// Every machine reads its body through this: the state first (the lights, or
// Ghaly's wiring), then named fields (g= the goal, b= custom buttons, s= and
// t= Ghaly's assignment). A field the machine does not take, or one given
// twice, is an error naming its character position, so
// "quatrainment:xFFFF,g=xFFFF,g=x0000" is refused rather than the last g
// silently winning.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/base/result.hpp"

namespace tl {

struct IdField {
  std::string_view key;      // "g"
  std::string_view value;    // the text after '='
  std::size_t value_offset;  // where the value starts in the whole ID
};

struct IdBody {
  std::string_view state;
  std::size_t state_offset = 0;
  std::vector<IdField> fields;
  std::size_t end_offset = 0;  // just past the body (where a missing field would go)

  // The field named `key`, or nullptr.
  const IdField* find(std::string_view key) const;
};

// A field a machine accepts: its key and what it holds, for error messages.
struct IdFieldSpec {
  const char* key;      // "g"
  const char* meaning;  // "the goal's cells"
};

// Splits `body` (which starts at `offset` in the whole ID). `allowed` lists
// the fields this machine takes; anything else is refused with the list.
Result<IdBody> parse_id_body(std::string_view body, std::size_t offset, const std::vector<IdFieldSpec>& allowed);

}  // namespace tl
