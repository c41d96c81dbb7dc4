// sheet_kind.hpp: which worksheet an explanation is written as (the
// sheets themselves: sheets.hpp). Its own header so that a view can hold
// the choice without the explanation's whole interface.
#pragma once

#include <cstdint>

namespace tl {

// The full elimination (the default), a student sheet a teacher hands out
// (at most 3 pages for a board up to 5x5, no printed answer to an
// exercise) and its answer key.
enum class Sheet : uint8_t { Full, Student, AnswerKey };

// In a sentence: "full worksheet", "student sheet", "answer key".
inline const char* sheet_words(Sheet s) {
  switch (s) {
    case Sheet::Full: return "full worksheet";
    case Sheet::Student: return "student sheet";
    case Sheet::AnswerKey: return "answer key";
  }
  return "full worksheet";
}

}  // namespace tl
