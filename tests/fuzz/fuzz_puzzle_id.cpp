// fuzz_puzzle_id.cpp: libFuzzer target for the puzzle ID parser and for
// links (an ID, then "~" and the Why tab's state: core/midend/why_link.hpp).
//
// Any text must parse or fail with an error inside the input (never crash),
// and a parsed puzzle's canonical ID must parse back to the same puzzle. A
// link's Why part that parses writes back to text that reads the same, and
// applying it to the puzzle (the student's operations replayed, the lesson
// taken up at its phase) either works or says why, without a crash.
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "core/game/linear_view.hpp"
#include "core/linear/explain/chase_lesson.hpp"
#include "core/midend/diy_desk.hpp"
#include "core/midend/midend.hpp"
#include "core/midend/why_link.hpp"
#include "core/registry/registry.hpp"

namespace {

void check(bool ok) {
  if (!ok) std::abort();
}

void fuzz_view(std::string_view text, const tl::LinkParts& parts, const tl::Puzzle& puzzle) {
  auto view = tl::parse_why_link(parts.view, parts.view_pos);
  if (!view) {
    check(view.error().pos <= text.size() && !view.error().message.empty());
    return;
  }
  const std::string written = tl::format_why_link(*view);
  auto again = tl::parse_why_link(written);
  check(again.ok() && tl::format_why_link(*again) == written);
  if (view->diy) {
    tl::Midend m(puzzle);
    tl::DiyDesk().replay(m, view->diy_ops);
  }
  if (view->lesson_phase > 0 && chases_lights(*puzzle.machine) && puzzle.machine->cell_count() <= 4096) {
    tl::ChaseLesson lesson(puzzle.machine);
    if (lesson.resume(puzzle.position, view->lesson_phase, view->lesson_digits, view->lesson_digits_pos).empty())
      lesson.step(puzzle.position);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  const tl::LinkParts parts = tl::split_link(text);
  auto p = tl::parse_puzzle_id(parts.id);
  if (!p) {
    check(p.error().pos <= text.size() && !p.error().message.empty());
    return 0;
  }
  const std::string id = p->id();
  auto again = tl::parse_puzzle_id(id);
  check(again && again->id() == id && again->position == p->position);
  if (parts.id.size() < text.size()) fuzz_view(text, parts, *p);
  return 0;
}
