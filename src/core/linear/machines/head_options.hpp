// head_options.hpp: the "-word" options after an ID head's parameters, shared
// by the machines of the lights family.
//
//   options = *( "-" word )     e.g. lightsout5x5t-k3-box-noself, merlin-k4
//
// "k" followed by a number is the number of states per cell (2..255); the
// other words are the machine's own. Each option at most once.
#pragma once

#include <string_view>
#include <vector>

#include "core/base/result.hpp"

namespace tl {

struct HeadOption {
  std::string_view word;   // without the '-'
  std::size_t offset;      // of the word in the whole ID
  bool is_states() const;  // "k" and a digit: the number of states
};

// More options than any machine reads are refused as they are split.
inline constexpr std::size_t kMostHeadOptions = 8;

// Splits text[i..] (which must be empty or start with '-') into options;
// `expected` names what may follow, for the error.
Result<std::vector<HeadOption>> split_head_options(std::string_view text, std::size_t i, std::size_t offset,
                                                   const char* expected);

// The states of a "k<number>" word, 2..255, or an error at the word.
Result<int> parse_states_option(const HeadOption& o);

// The options the lights family shares: "-k<states>" (read into `states`)
// and "-noself" (sets `self` to 0). True when `o` was one of them, false
// for a word the machine reads itself.
Result<bool> read_shared_option(const HeadOption& o, int& states, int& self);

}  // namespace tl
