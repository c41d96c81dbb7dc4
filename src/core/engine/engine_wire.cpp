// engine_wire.cpp: see engine_wire.hpp.
#include "core/engine/engine_wire.hpp"

#include <cstdint>
#include <string>
#include <utility>

#include "core/engine/explanation_wire.hpp"
#include "core/engine/wire_io.hpp"

namespace tl::engine {

namespace {

using wire::Reader;
using wire::Writer;

enum AskKind : uint8_t { kStart = 1, kPause = 2, kResume = 3, kCancel = 4 };
enum WorkKind : uint8_t { kAtlas = 1, kSolve = 2, kCensus = 3, kExplain = 4, kSheet = 5 };
enum FoundKind : uint8_t { kNothing = 0, kAtlasFound = 1, kSolveFound = 2, kCensusFound = 3, kExplainFound = 4, kSheetFound = 5 };

// A solution's presses (ascending, a button once per press) as runs: the
// biggest boards' fewest solutions press millions of times, a button up to
// k - 1 times each.
void write_solution(Writer& w, const Solution& s) {
  w.u8(s.solvable ? 1 : 0);
  w.u8(s.minimal ? 1 : 0);
  w.u32(uint32_t(s.nullity));
  w.text(s.reason);
  w.text(s.solutions);
  w.i64(s.presses_before_search);
  w.text(s.search);
  w.i64(s.press_count);
  w.u32(uint32_t(s.first_button));
  w.u32(uint32_t(s.first_times));
  std::vector<std::pair<int, uint32_t>> runs;
  for (int b : s.presses) {
    if (runs.empty() || runs.back().first != b) runs.emplace_back(b, 0);
    ++runs.back().second;
  }
  w.u32(uint32_t(runs.size()));
  for (const auto& [button, times] : runs) w.u32(uint32_t(button)), w.u32(times);
}

void write_summary(Writer& w, const RulesSummary& s) {
  w.u8((s.linear ? 1 : 0) | (s.all_reachable ? 2 : 0));
  w.u16(unsigned(s.states));
  w.u32(uint32_t(s.cells));
  w.u32(uint32_t(s.buttons));
  w.u32(uint32_t(s.rank));
  w.u32(uint32_t(s.nullity));
  w.text(s.reachable_fraction);
}

RulesSummary read_summary(Reader& r) {
  RulesSummary s;
  const unsigned flags = r.u8("a summary's flags");
  s.linear = (flags & 1) != 0;
  s.all_reachable = (flags & 2) != 0;
  s.states = int(r.u16("a summary's states"));
  s.cells = r.i32("a summary's cells");
  s.buttons = r.i32("a summary's buttons");
  s.rank = r.i32("a summary's rank");
  s.nullity = r.i32("a summary's nullity");
  s.reachable_fraction = r.text("a summary's reachable fraction");
  return s;
}

// The most presses a solution's runs may add up to: a page's board has at
// most 2^20 buttons, pressed at most 254 times each.
constexpr uint64_t kMostPresses = uint64_t(1) << 28;

Solution read_solution(Reader& r) {
  Solution s;
  s.solvable = r.u8("a solution's solvable") == 1;
  s.minimal = r.u8("a solution's minimal") == 1;
  s.nullity = r.i32("a solution's nullity");
  s.reason = r.text("a solution's reason");
  s.solutions = r.text("a solution's count");
  s.presses_before_search = r.i64("a solution's presses before the search");
  s.search = r.text("a solution's search");
  s.press_count = r.i64("a solution's press count");
  s.first_button = r.i32("a solution's first button");
  s.first_times = r.i32("a solution's first times");
  uint64_t total = 0;
  int last = -1;
  for (uint32_t n = r.count(8, "runs of presses"); n > 0 && !r.failed(); --n) {
    const uint32_t button = r.u32("a run's button"), times = r.u32("a run's presses");
    total += times;
    if (int64_t(button) <= last || button > uint32_t(INT32_MAX) || times == 0 || total > kMostPresses) {
      r.fail("a solution's presses are not ascending runs of at most 2^28 presses");
      break;
    }
    last = int(button);
    s.presses.insert(s.presses.end(), times, int(button));
  }
  return s;
}

}  // namespace

std::vector<uint8_t> write_asks(const std::vector<Ask>& asks) {
  Writer w;
  w.u32(uint32_t(asks.size()));
  for (const Ask& ask : asks)
    std::visit(
        [&](const auto& a) {
          using A = std::decay_t<decltype(a)>;
          if constexpr (std::is_same_v<A, Start>) w.u8(kStart);
          if constexpr (std::is_same_v<A, Pause>) w.u8(kPause);
          if constexpr (std::is_same_v<A, Resume>) w.u8(kResume);
          if constexpr (std::is_same_v<A, Cancel>) w.u8(kCancel);
          w.u32(a.job);
          if constexpr (std::is_same_v<A, Start>) {
            if (const auto* atlas = std::get_if<AtlasWork>(&a.work)) {
              w.u8(kAtlas);
              w.u8(unsigned(atlas->topology));
              w.u16(unsigned(atlas->states));
              w.u16(unsigned(atlas->max_n));
            } else if (const auto* explain = std::get_if<ExplainWork>(&a.work)) {
              w.u8(kExplain);
              w.text(explain->id);
              w.text(explain->start_id);
            } else if (const auto* sheet = std::get_if<SheetWork>(&a.work)) {
              w.u8(kSheet);
              w.u8(unsigned(sheet->sheet));
              w.u8(sheet->explanation ? 1 : 0);
              if (sheet->explanation) wire::write_explanation(w, *sheet->explanation);
            } else if (const auto* census = std::get_if<CensusWork>(&a.work)) {
              w.u8(kCensus);
              w.text(census->id);
              w.i64((long long)census->max_positions);
            } else {
              const SolveWork& solve = std::get<SolveWork>(a.work);
              w.u8(kSolve);
              w.text(solve.id);
              w.u8((solve.story ? 1 : 0) | (solve.summary ? 2 : 0));
            }
          }
        },
        ask);
  return w.out;
}

Result<std::vector<Ask>> read_asks(std::span<const uint8_t> bytes) {
  Reader r(bytes);
  std::vector<Ask> asks;
  for (uint32_t n = r.count(5, "asks"); n > 0 && !r.failed(); --n) {
    const unsigned kind = r.u8("an ask's kind");
    const JobNumber job = r.u32("an ask's job");
    switch (kind) {
      case kStart: {
        const unsigned work = r.u8("a start's work");
        if (work == kSolve) {
          SolveWork s;
          s.id = r.text("the position to solve");
          const unsigned also = r.u8("what else is asked for");
          if (also > 3) r.fail("a solve asks for " + std::to_string(also) + " (1 the story, 2 the summary)");
          s.story = (also & 1) != 0;
          s.summary = (also & 2) != 0;
          asks.emplace_back(Start{job, std::move(s)});
          break;
        }
        if (work == kCensus) {
          CensusWork c;
          c.id = r.text("the board to count");
          c.max_positions = uint64_t(r.i64("the census's most positions"));
          asks.emplace_back(Start{job, std::move(c)});
          break;
        }
        if (work == kExplain) {
          ExplainWork x;
          x.id = r.text("the position to explain");
          x.start_id = r.text("the game's start to explain");
          asks.emplace_back(Start{job, std::move(x)});
          break;
        }
        if (work == kSheet) {
          SheetWork x;
          const unsigned sheet = r.u8("the worksheet's kind");
          if (sheet > unsigned(Sheet::AnswerKey))
            r.fail("unknown worksheet " + std::to_string(sheet) + " (0 full, 1 student, 2 key)");
          x.sheet = Sheet(sheet);
          const unsigned explained = r.u8("whether the worksheet's explanation follows");
          if (explained > 1) r.fail("whether the worksheet's explanation follows is neither 0 nor 1");
          if (explained == 1 && !r.failed()) x.explanation = std::make_shared<const Explanation>(wire::read_explanation(r));
          asks.emplace_back(Start{job, std::move(x)});
          break;
        }
        if (work != kAtlas) {
          r.fail("unknown work " + std::to_string(work) +
                 " (1 the atlas, 2 a solve, 3 a census, 4 an explanation, 5 a worksheet)");
          break;
        }
        AtlasWork a;
        const unsigned topology = r.u8("the atlas's topology");
        if (topology >= unsigned(kTopologyCount))
          r.fail("unknown topology " + std::to_string(topology) + " (0 to " + std::to_string(kTopologyCount - 1) + ")");
        a.topology = Topology(topology);
        a.states = int(r.u16("the atlas's states"));
        a.max_n = int(r.u16("the atlas's largest board"));
        asks.emplace_back(Start{job, a});
        break;
      }
      case kPause: asks.emplace_back(Pause{job}); break;
      case kResume: asks.emplace_back(Resume{job}); break;
      case kCancel: asks.emplace_back(Cancel{job}); break;
      default: r.fail("unknown ask " + std::to_string(kind) + " (1 start, 2 pause, 3 resume, 4 cancel)");
    }
  }
  if (!r.failed() && !r.at_end()) r.fail("the engine's message goes on after its last ask");
  if (r.failed()) return r.error();
  return asks;
}

std::vector<uint8_t> write_news(const std::vector<News>& news) {
  Writer w;
  w.u32(uint32_t(news.size()));
  for (const News& n : news) {
    w.u32(n.job);
    w.f64(n.progress);
    w.u8(n.done ? 1 : 0);
    w.text(n.error);
    if (const auto* a = std::get_if<AtlasFound>(&n.found)) {
      w.u8(kAtlasFound);
      w.u32(uint32_t(a->first));
      w.u32(uint32_t(a->nullities.size()));
      for (int v : a->nullities) w.u32(uint32_t(v));
    } else if (const auto* c = std::get_if<CensusFound>(&n.found)) {
      w.u8(kCensusFound);
      w.u32(uint32_t(c->census.cells));
      w.u32(uint32_t(c->census.buttons));
      w.u32(uint32_t(c->census.states));
      w.u32(uint32_t(c->census.rank));
      w.i64((long long)c->census.reachable);
      w.u32(uint32_t(c->census.counts.size()));
      for (uint64_t v : c->census.counts) w.i64((long long)v);
      w.u32(uint32_t(c->census.hardest));
      w.f64(c->census.seconds);
      w.text(c->hardest_id);
      w.text(c->method);
    } else if (const auto* x = std::get_if<ExplainFound>(&n.found)) {
      w.u8(kExplainFound);
      wire::write_explanation(w, x->now);
      w.u8(x->start ? 1 : 0);
      if (x->start) wire::write_explanation(w, *x->start);
    } else if (const auto* sheet = std::get_if<SheetFound>(&n.found)) {
      w.u8(kSheetFound);
      w.text(sheet->latex);
      w.text(sheet->text);
    } else if (const auto* solve = std::get_if<SolveFound>(&n.found)) {
      w.u8(kSolveFound);
      write_solution(w, solve->solution);
      w.text(solve->story);
      write_summary(w, solve->summary);
    } else {
      w.u8(kNothing);
    }
  }
  return w.out;
}

Result<std::vector<News>> read_news(std::span<const uint8_t> bytes) {
  Reader r(bytes);
  std::vector<News> news;
  for (uint32_t n = r.count(18, "pieces of news"); n > 0 && !r.failed(); --n) {
    News item;
    item.job = r.u32("a news's job");
    item.progress = r.f64("a news's progress");
    if (!(item.progress >= 0 && item.progress <= 1)) r.fail("a news's progress is not between 0 and 1");
    const unsigned done = r.u8("a news's done");
    if (done > 1) r.fail("a news's done is neither 0 nor 1");
    item.done = done == 1;
    item.error = r.text("a news's error");
    switch (const unsigned found = r.u8("a news's find")) {
      case kNothing: break;
      case kAtlasFound: {
        AtlasFound a;
        a.first = int(r.u32("the atlas's first"));
        const uint32_t count = r.count(4, "nullities");
        for (uint32_t i = 0; i < count; ++i) a.nullities.push_back(r.i32("a nullity"));
        item.found = std::move(a);
        break;
      }
      case kSolveFound: {
        SolveFound f;
        f.solution = read_solution(r);
        f.story = r.text("a solution's story");
        f.summary = read_summary(r);
        item.found = std::move(f);
        break;
      }
      case kCensusFound: {
        CensusFound c;
        c.census.cells = r.i32("a census's cells");
        c.census.buttons = r.i32("a census's buttons");
        c.census.states = r.i32("a census's states");
        c.census.rank = r.i32("a census's rank");
        c.census.reachable = uint64_t(r.i64("a census's reachable count"));
        const uint32_t levels = r.count(8, "a census's counts");
        for (uint32_t i = 0; i < levels; ++i) c.census.counts.push_back(uint64_t(r.i64("a census's count")));
        c.census.hardest = r.i32("a census's hardest");
        c.census.seconds = r.f64("a census's seconds");
        c.hardest_id = r.text("a census's hardest position");
        c.method = r.text("a census's method");
        item.found = std::move(c);
        break;
      }
      case kExplainFound: {
        ExplainFound x;
        x.now = wire::read_explanation(r);
        const unsigned start = r.u8("whether the start's explanation follows");
        if (start > 1) r.fail("whether the start's explanation follows is neither 0 nor 1");
        if (start == 1) x.start = wire::read_explanation(r);
        item.found = std::move(x);
        break;
      }
      case kSheetFound: {
        SheetFound x;
        x.latex = r.text("a worksheet's LaTeX");
        x.text = r.text("a worksheet's text");
        item.found = std::move(x);
        break;
      }
      default:
        r.fail("unknown find " + std::to_string(found) +
               " (0 none, 1 the atlas, 2 a solution, 3 a census, 4 an explanation, 5 a worksheet)");
    }
    news.push_back(std::move(item));
  }
  if (!r.failed() && !r.at_end()) r.fail("the engine's message goes on after its last news");
  if (r.failed()) return r.error();
  return news;
}

}  // namespace tl::engine
