// The Why tab's explanation as the engine's job and on its wire: what the
// engine explains is what explain() gives where the ID is read, and it
// comes back from bytes whole; bytes that would make the page step or
// draw outside what it holds are refused with words.
#include <gtest/gtest.h>

#include <chrono>

#include "core/engine/engine.hpp"
#include "core/engine/engine_wire.hpp"
#include "core/registry/registry.hpp"

namespace tl::engine {
namespace {

void expect_same_matrix(const ModMatrix& a, const ModMatrix& b, const char* what) {
  ASSERT_EQ(a.rows(), b.rows()) << what;
  ASSERT_EQ(a.cols(), b.cols()) << what;
  for (int r = 0; r < a.rows(); ++r)
    for (int c = 0; c < a.cols(); ++c) ASSERT_EQ(a.get(r, c), b.get(r, c)) << what << " at " << r << ", " << c;
}

// Every field a view, a replay or an export reads.
void expect_same_explanation(const Explanation& a, const Explanation& b) {
  EXPECT_EQ(a.id, b.id);
  EXPECT_EQ(a.head, b.head);
  EXPECT_EQ(a.title, b.title);
  EXPECT_EQ(a.k, b.k);
  EXPECT_EQ(a.rows, b.rows);
  EXPECT_EQ(a.cols, b.cols);
  EXPECT_EQ(a.cells, b.cells);
  EXPECT_EQ(a.buttons, b.buttons);
  EXPECT_EQ(a.buttons_are_cells, b.buttons_are_cells);
  EXPECT_EQ(a.goal, b.goal);
  EXPECT_EQ(a.state, b.state);
  EXPECT_EQ(a.b, b.b);
  EXPECT_EQ(a.dense, b.dense);
  expect_same_matrix(a.a, b.a, "A");
  expect_same_matrix(a.augmented, b.augmented, "[A | b]");
  expect_same_matrix(a.echelon, b.echelon, "echelon");
  expect_same_matrix(a.reduced, b.reduced, "reduced");
  EXPECT_EQ(a.steps_recorded, b.steps_recorded);
  ASSERT_EQ(a.steps.size(), b.steps.size());
  for (std::size_t i = 0; i < a.steps.size(); ++i) EXPECT_EQ(a.steps[i].caption(a.k), b.steps[i].caption(b.k)) << i;
  EXPECT_EQ(a.echelon_steps, b.echelon_steps);
  EXPECT_EQ(a.step_count, b.step_count);
  EXPECT_EQ(a.pivot_columns, b.pivot_columns);
  EXPECT_EQ(a.pivot_values, b.pivot_values);
  EXPECT_EQ(a.free_columns, b.free_columns);
  EXPECT_EQ(a.appended_rows, b.appended_rows);
  EXPECT_EQ(a.rank, b.rank);
  EXPECT_EQ(a.nullity, b.nullity);
  EXPECT_EQ(a.solvable, b.solvable);
  EXPECT_EQ(a.solution, b.solution);
  EXPECT_EQ(a.fewest, b.fewest);
  EXPECT_EQ(a.fewest_count, b.fewest_count);
  EXPECT_EQ(a.fewest_minimal, b.fewest_minimal);
  EXPECT_EQ(a.contradiction_row, b.contradiction_row);
  EXPECT_EQ(a.violated_invariant.weights, b.violated_invariant.weights);
  EXPECT_EQ(a.violated_invariant.modulus, b.violated_invariant.modulus);
  EXPECT_EQ(a.reason, b.reason);
  EXPECT_EQ(a.invertible, b.invertible);
  ASSERT_EQ(a.inverse.has_value(), b.inverse.has_value());
  if (a.inverse) expect_same_matrix(*a.inverse, *b.inverse, "inverse");
  EXPECT_EQ(a.analysis.rank, b.analysis.rank);
  EXPECT_EQ(a.analysis.reachable, b.analysis.reachable);
  EXPECT_EQ(a.analysis.solutions_each, b.analysis.solutions_each);
  EXPECT_EQ(a.analysis.unreachable_ratio, b.analysis.unreachable_ratio);
  EXPECT_EQ(a.analysis.quiet_generator_count, b.analysis.quiet_generator_count);
  ASSERT_EQ(a.analysis.quiet_patterns.size(), b.analysis.quiet_patterns.size());
  for (std::size_t i = 0; i < a.analysis.quiet_patterns.size(); ++i) {
    EXPECT_EQ(a.analysis.quiet_patterns[i].v, b.analysis.quiet_patterns[i].v);
    EXPECT_EQ(a.analysis.quiet_patterns[i].order, b.analysis.quiet_patterns[i].order);
  }
  ASSERT_EQ(a.analysis.invariants.size(), b.analysis.invariants.size());
  for (std::size_t i = 0; i < a.analysis.invariants.size(); ++i)
    EXPECT_EQ(a.analysis.invariants[i].weights, b.analysis.invariants[i].weights);
  EXPECT_EQ(a.invariant_count, b.invariant_count);
  EXPECT_EQ(a.reachable_fraction(), b.reachable_fraction());
}

Explanation explained(const std::string& id) {
  Result<Puzzle> p = parse_puzzle_id(id, Surface::Page);
  EXPECT_TRUE(p) << id << ": " << p.error().describe();
  Result<Explanation> e = explain(*p);
  EXPECT_TRUE(e) << id;
  return e ? *e : Explanation{};
}

// The engine's one done news of a job.
News done_news(const Work& work) {
  Engine e;
  e.take(Start{.job = 3, .work = work});
  while (e.busy()) e.run(std::chrono::hours(1), nullptr);
  for (News& n : e.take_news())
    if (n.job == 3 && n.done) return std::move(n);
  ADD_FAILURE() << "no done news";
  return {};
}

News explained_by_engine(const ExplainWork& work) { return done_news(work); }

// A news holding `e`, written and read back.
Result<std::vector<News>> through_wire(const Explanation& e) {
  return read_news(
      write_news({{.job = 1, .progress = 1, .done = true, .error = {}, .found = ExplainFound{.now = e, .start = {}}}}));
}

TEST(ExplainJob, TheEnginesExplanationIsExplainsOwnWithTheGamesStart) {
  // Merlin (Arnold and Blaszak): A is invertible mod 2, rank 9.
  const std::string now = "merlin:101010101", start = "merlin:111000111";
  const News n = explained_by_engine({.id = now, .start_id = start});
  ASSERT_TRUE(n.error.empty()) << n.error;
  const auto* f = std::get_if<ExplainFound>(&n.found);
  ASSERT_NE(f, nullptr);
  EXPECT_TRUE(f->now.invertible);
  EXPECT_EQ(f->now.rank, 9);
  expect_same_explanation(f->now, explained(now));
  ASSERT_TRUE(f->start.has_value());
  expect_same_explanation(*f->start, explained(start));
  const News alone = explained_by_engine({.id = now, .start_id = {}});
  EXPECT_FALSE(std::get<ExplainFound>(alone.found).start.has_value()) << "the start only when asked for";
}

TEST(ExplainJob, AMachineThatIsNotLinearOrABadIdSaysSo) {
  const News ghaly = explained_by_engine({.id = "ghaly4:0000/0101/0001/1101,s=12345678,t=12345678", .start_id = {}});
  EXPECT_TRUE(std::holds_alternative<std::monostate>(ghaly.found));
  EXPECT_NE(ghaly.error.find("is not a linear machine"), std::string::npos) << ghaly.error;
  const News bad = explained_by_engine({.id = "lightsout3x3:12", .start_id = {}});
  EXPECT_NE(bad.error.find("the position to explain has a bad ID: "), std::string::npos) << bad.error;
  const News long_id = explained_by_engine({.id = std::string(kMostSolveIdChars + 1, '0'), .start_id = {}});
  EXPECT_NE(long_id.error.find("past the longest link"), std::string::npos) << long_id.error;
}

TEST(ExplainJob, AnExplanationComesBackFromItsBytesWhole) {
  // Mod 2 with every step and the inverse (Merlin); mod 4 and mod 6, whose
  // pivots without an inverse append rows (Howell's form); a board past
  // the dense size (70 x 70, 4,900 cells), explained without matrices; an
  // unsolvable one (its invariant and contradiction's row).
  int appended = 0, unsolvable = 0, sparse = 0;
  for (const std::string& id : {std::string("merlin:101010101"), std::string("lightsout2x3-k4:h000102030201"),
                                std::string("lightsout3x3-k6:h000102030405000102"), std::string("lightsout2x2:0001"),
                                std::string("lightsout70x70:x") + std::string(4900 / 4, '0')}) {
    const Explanation e = explained(id);
    appended += e.appended_rows > 0;
    unsolvable += !e.solvable;
    sparse += !e.dense;
    Result<std::vector<News>> back = through_wire(e);
    ASSERT_TRUE(back) << id << ": " << back.error().describe();
    expect_same_explanation(std::get<ExplainFound>(back->at(0).found).now, e);
  }
  EXPECT_GT(appended, 0) << "a board with appended rows";
  EXPECT_GT(unsolvable, 0) << "an unsolvable board";
  EXPECT_GT(sparse, 0) << "a board past the dense size";
  const std::vector<uint8_t> bytes = write_news({{.job = 1,
                                                  .progress = 1,
                                                  .done = true,
                                                  .error = {},
                                                  .found = ExplainFound{.now = explained("merlin:101010101"), .start = {}}}});
  for (std::size_t n = 0; n < bytes.size(); ++n) EXPECT_FALSE(read_news(std::span(bytes.data(), n))) << n << " bytes";
}

TEST(ExplainJob, BytesThatWouldStepOrDrawOutsideTheSystemAreRefused) {
  const Explanation good = explained("lightsout3x3-k6:h000102030405000102");
  ASSERT_TRUE(good.dense);
  ASSERT_GT(good.steps.size(), 4u);
  const auto refused = [](const Explanation& e, const char* words) {
    Result<std::vector<News>> r = through_wire(e);
    ASSERT_FALSE(r) << words;
    EXPECT_NE(r.error().message.find(words), std::string::npos) << r.error().message;
  };
  Explanation e = good;
  e.steps[3].row = e.augmented.rows() + e.appended_rows + 1;  // a row that never exists
  refused(e, "an explanation does not fit its system: steps");
  e = good;
  e.steps[2].factor = 6;  // not below k
  refused(e, "an explanation does not fit its system: steps");
  e = good;
  e.b.pop_back();  // shorter than the cells
  refused(e, "an explanation does not fit its system: b");
  e = good;
  e.a = ModMatrix(e.cells, e.buttons - 1, e.k);  // not cells x buttons
  refused(e, "an explanation does not fit its system: A");
  e = good;
  e.analysis.quiet_patterns.push_back({.v = ZkVec(std::size_t(e.buttons), 7), .order = 6});
  refused(e, "an explanation does not fit its system: quiet pattern");
  e = good;
  e.free_columns = {e.buttons};
  refused(e, "an explanation does not fit its system: free columns");
}

// The worksheets are written from the explanation the page holds, before
// the tap that copies them: each is the sheet `togglelab explain --sheet`
// writes, and so is the one written from the explanation's bytes.
TEST(SheetJob, TheEnginesWorksheetIsTheOneTheCliWrites) {
  const std::string merlin = "merlin:101010101";
  const auto e = std::make_shared<const Explanation>(explained(merlin));
  for (const Sheet sheet : {Sheet::Full, Sheet::Student, Sheet::AnswerKey}) {
    const News n = done_news(SheetWork{.explanation = e, .sheet = sheet});
    ASSERT_TRUE(n.error.empty()) << n.error;
    ExportOptions options;
    options.sheet = sheet;
    const auto& f = std::get<SheetFound>(n.found);
    EXPECT_EQ(f.latex, to_latex(*e, options)) << sheet_words(sheet);
    EXPECT_EQ(f.text, to_text(*e, options)) << sheet_words(sheet);
    EXPECT_TRUE(f.latex.ends_with("\\end{document}\n")) << "a whole document";
    // Through the wire: the ask (with its explanation) and the texts as they were.
    Result<std::vector<Ask>> asks = read_asks(write_asks({Start{.job = 1, .work = SheetWork{.explanation = e, .sheet = sheet}}}));
    ASSERT_TRUE(asks) << asks.error().describe();
    const auto& work = std::get<SheetWork>(std::get<Start>(asks->at(0)).work);
    EXPECT_EQ(work.sheet, sheet);
    ASSERT_TRUE(work.explanation);
    const News again = done_news(work);
    EXPECT_EQ(std::get<SheetFound>(again.found).latex, f.latex) << "written from the bytes";
    Result<std::vector<News>> back = read_news(write_news({n}));
    ASSERT_TRUE(back) << back.error().describe();
    EXPECT_EQ(std::get<SheetFound>(back->at(0).found).latex, f.latex);
    EXPECT_EQ(std::get<SheetFound>(back->at(0).found).text, f.text);
  }
  // A 6 x 6 board has no student sheet (at most 5 x 5): refused with the reason.
  const News six = done_news(SheetWork{.explanation = std::make_shared<const Explanation>(
                                           explained("lightsout6x6:000000/000000/000000/000000/000000/000001")),
                                       .sheet = Sheet::Student});
  EXPECT_NE(six.error.find("this board has no student sheet: "), std::string::npos) << six.error;
  EXPECT_TRUE(std::holds_alternative<std::monostate>(six.found));
  // An unknown sheet's byte is refused (the kind, then 0: no explanation).
  std::vector<uint8_t> bytes = write_asks({Start{.job = 1, .work = SheetWork{.explanation = nullptr, .sheet = Sheet::Full}}});
  bytes[bytes.size() - 2] = 3;
  Result<std::vector<Ask>> bad = read_asks(bytes);
  ASSERT_FALSE(bad);
  EXPECT_EQ(bad.error().message, "unknown worksheet 3 (0 full, 1 student, 2 key)");
  // Without its explanation the engine says so.
  EXPECT_EQ(done_news(SheetWork{.explanation = nullptr, .sheet = Sheet::Full}).error, "a worksheet needs its explanation");
}

// The page sends the sheet's part of a big board's explanation: the same
// sheets, in under a third of the bytes (Lights Out 256 x 256: 64
// patterns and 64 invariants of 65,536 cells kept, 16 of each listed).
TEST(SheetJob, TheSheetsPartWritesTheSameSheetsInFewerBytes) {
  Result<Puzzle> p = parse_puzzle_id("lightsout256x256:x" + std::string(65536 / 4, '0'), Surface::Page);
  ASSERT_TRUE(p);
  p->machine->press(p->position, 300);
  const Explanation e = *explain(*p);
  ASSERT_GT(e.analysis.quiet_patterns.size(), ExportOptions{}.max_sets);
  ASSERT_GT(e.analysis.invariants.size(), ExportOptions{}.max_sets);
  const Explanation part = sheet_part(e);
  EXPECT_EQ(part.analysis.quiet_patterns.size(), ExportOptions{}.max_sets);
  EXPECT_EQ(to_latex(part), to_latex(e));
  EXPECT_EQ(to_text(part), to_text(e));
  const auto bytes = [](const Explanation& x) {
    return write_asks(
               {Start{.job = 1, .work = SheetWork{.explanation = std::make_shared<const Explanation>(x), .sheet = Sheet::Full}}})
        .size();
  };
  const std::size_t whole = bytes(e), sent = bytes(part);
  EXPECT_LT(sent * 3, whole) << sent << " of " << whole << " bytes";
  std::printf("the sheet's part of 256 x 256: %zu bytes of %zu\n", sent, whole);
}

}  // namespace
}  // namespace tl::engine
