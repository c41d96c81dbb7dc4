// fuzz_saved_state.cpp: what an older or corrupted localStorage or config
// file could hold, read back at start. Any bytes must give a playable game
// (the default one, with a note, when the save is not usable), never a
// crash; a game that was restored must save and restore to itself. The
// same bytes as the player's records: never a crash, and what was kept
// saves and reads back to itself without a note.
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "core/midend/midend.hpp"
#include "core/progress/records.hpp"
#include "core/registry/registry.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view saved(reinterpret_cast<const char*>(data), size);
  const tl::Midend m = tl::Midend::restore(saved);
  if (m.machine().cell_count() <= 0) std::abort();
  const tl::Midend again = tl::Midend::restore(m.save_text());
  if (again.current().id() != m.current().id() || !again.message().empty()) std::abort();
  std::string note;
  const tl::Records records = tl::Records::parse(saved, &note);
  const tl::Records back = tl::Records::parse(records.text(), &note);
  if (!note.empty() || back.text() != records.text() || back.size() != records.size()) std::abort();
  return 0;
}
