// engine_messages.hpp: what a screen asks of the engine and what the engine
// says back, as plain data. The engine runs the long work (the atlas of
// square boards, ...) wherever the platform puts it: a thread of its own on
// the desktop, the page's own frames until the page has its engine worker,
// the test's frames in the headless suite. Nothing here points into the
// app's memory, so an ask or a piece of news can cross to a thread or be
// written into a message for a Web Worker.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "core/base/solution.hpp"
#include "core/base/topology.hpp"
#include "core/linear/explain/census.hpp"
#include "core/linear/explain/explain.hpp"
#include "core/midend/midend.hpp"

namespace tl::engine {

// A job's number, chosen by whoever asks (the app counts from 1); the news
// of a job carries it back.
using JobNumber = uint32_t;

// --- What may be asked -------------------------------------------------------

// The nullity of the N x N board for N = 1..max_n, a family of square boards
// (its gluing of the edges, its states): the Why tab's "Lights Out atlas".
struct AtlasWork {
  Topology topology = Topology::Plain;
  int states = 2;
  int max_n = 256;
};
// A position's fewest-press solution, by its puzzle ID (the rules and the
// lights): the play screen's solution, hint and step-through on a board too
// big to solve in a frame. The engine keeps the last rules it factored, so
// the next position of the same rules is solved without factoring again.
// With `story`, also the hint's "why" in a player's words (hint_story.hpp).
struct SolveWork {
  std::string id;
  bool story = false;
  bool summary = false;  // the rules' summary too (RulesSummary)
};
// The most characters of a SolveWork's ID: the page's longest link.
inline constexpr std::size_t kMostSolveIdChars = (std::size_t(1) << 20) + (std::size_t(1) << 18);
// A board's census (census.hpp): every position reachable from the goal of
// the rules of `id` counted by the fewest presses it needs, keeping at most
// `max_positions` (the page's kCensusPagePositions).
struct CensusWork {
  std::string id;
  uint64_t max_positions = 0;
};
// The Why tab's explanation of a position (explain.hpp: A s = b, the
// elimination, the answer and the structure), by its puzzle ID; with
// `start_id`, the game's start explained too (the worksheets are the
// start's). A big board's elimination takes seconds: the engine's.
struct ExplainWork {
  std::string id;
  std::string start_id;  // empty: not wanted
};
// A worksheet (the Why tab's exports: the game's start explained), LaTeX
// and plain text, written before the tap that copies it (the clipboard keeps
// the tap's gesture). The explanation is the one the page holds, shared and
// never changed (a thread reads it as it is; the page's worksheet worker
// gets it as bytes), so the writer needs no solver: in the page it is a
// module of its own, not the first load's nor the engine worker's.
struct SheetWork {
  std::shared_ptr<const Explanation> explanation;
  Sheet sheet = Sheet::Full;
};
using Work = std::variant<AtlasWork, SolveWork, CensusWork, ExplainWork, SheetWork>;

struct Start {  // a new job: `job` must not be running already
  JobNumber job = 0;
  Work work;
};
struct Pause {  // kept where it is; Resume goes on from there
  JobNumber job = 0;
};
struct Resume {
  JobNumber job = 0;
};
struct Cancel {  // dropped with what it computed; no more news of it
  JobNumber job = 0;
};
using Ask = std::variant<Start, Pause, Resume, Cancel>;

// --- What the engine says ------------------------------------------------------

// The atlas's nullities computed since its last news: those of N = first + 1,
// first + 2, ... (first: how many its earlier news held).
struct AtlasFound {
  int first = 0;
  std::vector<int> nullities;
};
// A solve's answer, in its one news (done).
struct SolveFound {
  Solution solution;
  std::string story;     // asked for: the hint's why; else empty
  RulesSummary summary;  // asked for: the rules'; else empty
};
// A census's counts, in its last news (done; none when it stopped on an error).
struct CensusFound {
  Census census;           // hardest_puzzle left empty: hardest_id names it
  std::string hardest_id;  // a position that needs census.hardest presses
  std::string method;      // how it was counted, in words
};
// An explanation's answer, in its one news (done).
struct ExplainFound {
  Explanation now;
  std::optional<Explanation> start;  // when asked for
};
// A worksheet's texts, in its one news (done).
struct SheetFound {
  std::string latex, text;
};
using Found = std::variant<std::monostate, AtlasFound, SolveFound, CensusFound, ExplainFound, SheetFound>;

// A job moved: how far it is, whether it is done, and what it found since
// its last news. A job that cannot run (its work out of range) is done at
// once with `error`, in words that say what is allowed.
struct News {
  JobNumber job = 0;
  double progress = 0;  // 0..1, for a bar
  bool done = false;
  std::string error;
  Found found;
};

}  // namespace tl::engine
