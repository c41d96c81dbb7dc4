// fuzz_saved_state.cpp: what an older or corrupted localStorage or config
// file could hold, read back at start. Any bytes must give a playable game
// (the default one, with a note, when the save is not usable), never a
// crash; a game that was restored must save and restore to itself. The
// same bytes as the player's records: never a crash, what was kept saves
// and reads back to itself without a note, and merged as an import it keeps
// the writer's size within the reader's limit and no daily after its day.
#include <cstdint>
#include <cstdlib>
#include <string>
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
  // As an import into records already kept: the size the writer keeps is
  // the text's, never past what the reader takes, and reads back whole;
  // read with a last day, no daily after it is kept.
  static const tl::Records kept = [] {
    tl::Records r;
    r.add(tl::Records::level_key("merlin", 1), tl::Finish{1, 1, 5, false});
    r.add(tl::Records::daily_key(tl::Date{2026, 11, 20}, "lightsout5x5"), tl::Finish{9, 9, 60, true});
    return r;
  }();
  tl::Records merged = kept;
  merged.merge(tl::Records::parse(saved, &note, tl::Date{2026, 11, 26}));
  const std::string text = merged.text();
  if (merged.text_size() != text.size() || text.size() > tl::kMaxRecordsText) std::abort();
  if (tl::Records::parse(text, &note).size() != merged.size() || !note.empty()) std::abort();
  if (text.find("daily 2026-11-27") != std::string::npos || text.find("daily 2099") != std::string::npos) std::abort();
  // Near the cap (a line-per-seed corpus cannot hold a megabyte; a megabyte
  // a run would cost seconds): the same rules under a 1 KiB cap, the
  // records read from the bytes merged into records a few lines under it,
  // then a game counted on each board of theirs. What is kept stays within
  // the cap, whatever is let go, and reads back whole.
  constexpr std::size_t kCap = 1024;
  static const tl::Records near_full = [] {
    tl::Records r = tl::Records::with_cap(kCap);
    for (int i = 0; r.text_size() < kCap - 100; ++i) r.count_game("board" + std::to_string(i));
    return r;
  }();
  if (records.size() == 0 && records.opened().empty() && records.boards().empty()) return 0;  // nothing read
  tl::Records full = near_full;
  full.merge(records);  // as parse_set_aside reads it: the same under 1 MiB
  for (const auto& [head, tally] : records.boards()) full.count_game(head);
  const std::string full_text = full.text();
  if (full.text_size() != full_text.size() || full_text.size() > kCap) std::abort();
  if (tl::Records::parse(full_text, &note).size() != full.size() || !note.empty()) std::abort();
  return 0;
}
