// elimination_update.cpp: the elimination's update (elimination_screen.hpp):
// the explanation made once per change of the game, the step-through and
// Run, the picks, and the exports' texts.
#include <algorithm>

#include "app/screens/elimination/elimination_cache.hpp"
#include "core/linear/explain/reachability.hpp"
#include "core/midend/midend.hpp"

namespace tl::app::elimination {

namespace {

// The start's explanation is in `before` (the same deal): while the game
// stays at its start the explanation shown is the start's.
bool start_kept(const ExplanationCache* before, uint64_t deal) { return before && before->deal == deal; }

// The game's start is to be explained too: the position has left it, and
// `before` does not keep its explanation.
bool start_wanted(const Midend& game, const ExplanationCache* before) {
  return game.session().game_start_puzzle().position != game.current().position && !start_kept(before, game.session().deal());
}

}  // namespace

ExplanationCache cache_around(const Midend& game, Explanation now, std::shared_ptr<const Explanation> start,
                              const ExplanationCache* before) {
  ExplanationCache c;
  c.revision = game.revision();
  c.e = std::move(now);
  c.e.id = game.current().id();  // the worksheet's title, as `togglelab explain` writes it
  const Session& s = game.session();
  c.deal = s.deal();
  if (s.game_start_puzzle().position != game.current().position) {
    c.start = std::move(start);
    if (!c.start && start_kept(before, c.deal))
      c.start = before->start ? before->start : std::make_shared<const Explanation>(before->e);  // it showed the start
  }
  c.matrix = c.e.augmented;
  c.reachability = reachability_words(c.e).paragraphs();
  return c;
}

ExplanationCache make_explanation(const Midend& game, const ExplanationCache* before) {
  std::shared_ptr<const Explanation> start;
  if (start_wanted(game, before)) {
    const Puzzle& s = game.session().game_start_puzzle();
    Explanation e = explain(*s.machine, s.position);
    e.id = s.id();
    start = std::make_shared<const Explanation>(std::move(e));
  }
  return cache_around(game, explain(game.machine(), game.current().position), std::move(start), before);
}

ExplanationToRead::ExplanationToRead(const Model& m, const Midend& game) : cache(fresh_explanation(m, game)) {
  if (!cache && !game.offloaded()) cache = &made.emplace(make_explanation(game));
}

bool sheets_ready(const Model& m, const ExplanationCache& c) {
  return m.sheets.ready && m.sheets.deal == c.deal && m.sheets.sheet == sheet_to_copy(m, student_sheet_refusal(c.sheet()));
}

const ExplanationCache* fresh_explanation(const Model& m, const Midend& game) {
  const ExplanationCache* c = m.explanation.get();
  return c && c->revision == game.revision() ? c : nullptr;
}

std::vector<int> buttons_changing(const Explanation& e, int cell) {
  std::vector<int> out;
  for (int b = 0; b < e.buttons; ++b)
    if (e.a.get(cell, b)) out.push_back(b);
  return out;
}

namespace {

// A board the engine explains: its explanation asked for once per change
// of the game (with the start's when it is not kept).
void ask_engine(Model& m, const Midend& game) {
  if (m.asked == game.revision()) return;  // out already, or come back failed
  m.asked = game.revision();
  m.error.clear();
  m.ask = Model::Ask{game.revision(), game.current().id(),
                     start_wanted(game, m.explanation.get()) ? game.session().game_start_puzzle().id() : std::string()};
}

// The explanation of this position, made once per change of the game (the
// step-through starts over on a new position); null while the engine works
// it out.
ExplanationCache* explanation(Model& m, const Midend& game) {
  if (!explainable(game.machine())) return nullptr;
  if (!fresh_explanation(m, game) && game.offloaded()) {
    ask_engine(m, game);
    return nullptr;
  }
  if (!fresh_explanation(m, game)) {
    m.explanation = std::make_shared<ExplanationCache>(make_explanation(game, m.explanation.get()));
    m.step = 0;
    m.playing = false;
  }
  return m.explanation.get();
}

// [A | b] after m.step steps, walking from the last replayed step.
void replay_to_step(const Model& m, ExplanationCache& c) {
  const std::size_t want = std::min(m.step, c.e.steps.size());
  while (c.replayed_step < want) apply(c.matrix, c.e.steps[c.replayed_step++]);
  while (c.replayed_step > want) undo(c.matrix, c.e.steps[--c.replayed_step]);
}

std::size_t step_count(const Model& m, const Midend& game) {
  const ExplanationCache* c = fresh_explanation(m, game);
  return c ? c->e.steps.size() : 0;
}

// The worksheet's texts are asked for once per game start and sheet chosen.
void want_sheets(Model& m, const ExplanationCache& c) {
  const Sheet sheet = sheet_to_copy(m, student_sheet_refusal(c.sheet()));
  if (m.sheets.deal == c.deal && m.sheets.sheet == sheet) return;
  m.sheets = {.deal = c.deal, .sheet = sheet, .ready = false, .latex = {}, .text = {}, .error = {}};
  // What the sheet reads of the start's explanation (once per game and sheet).
  m.sheet_ask = Model::SheetAsk{c.deal, sheet, std::make_shared<const Explanation>(sheet_part(c.sheet()))};
}

ToShell export_sheet(const Model& m, const Midend& game, Export how) {
  if (!explainable(game.machine())) return {};
  const ExplanationToRead read(m, game);
  if (!read.cache || !sheets_ready(m, *read.cache)) return {};  // its buttons show once they are
  ExportOptions options;
  options.sheet = m.sheets.sheet;
  const bool latex = how == Export::CopyLatex || how == Export::SaveTex;
  std::string text = latex ? m.sheets.latex : m.sheets.text;
  if (how == Export::SaveTex || how == Export::SaveTxt) {
    // The same two as files a teacher hands out: "merlin-worksheet-student.tex".
    const std::string stem = game.machine().head() + "-worksheet-" + sheet_name(options.sheet);
    return {.what = ToShell::Do::Save,
            .text = std::move(text),
            .file_name = stem + (latex ? ".tex" : ".txt"),
            .mime = latex ? "application/x-tex" : "text/plain"};
  }
  const std::string said =
      latex ? " is on the clipboard as LaTeX: a whole document for pdflatex." : " is on the clipboard as plain text.";
  return {.what = ToShell::Do::Copy,
          .text = std::move(text),
          .done = std::string("The ") + sheet_words(options.sheet) + said,
          .what_text = latex ? "the LaTeX" : "the explanation"};
}

// One handler per message (std::visit picks it by type).
struct Apply {
  Model& m;
  Midend& game;
  ToShell operator()(const StepBack&) const {
    m.playing = false;
    if (m.step > 0) --m.step;
    return {};
  }
  ToShell operator()(const NextStep&) const {
    m.playing = false;
    m.step = std::min(m.step + 1, step_count(m, game));
    return {};
  }
  ToShell operator()(const RunOrPause& r) const {
    m.playing = !m.playing;
    m.clock = 0;
    if (m.playing && r.reduce_motion) {  // no animation: straight to the end
      m.playing = false;
      m.step = step_count(m, game);
    }
    return {};
  }
  ToShell operator()(const ToEnd&) const {
    m.playing = false;
    m.step = step_count(m, game);
    return {};
  }
  ToShell operator()(const ShowStep& s) const {
    m.step = s.step;
    m.scroll_to = true;  // the step the link names, in sight
    return {};
  }
  ToShell operator()(const StepShown&) const {
    m.scroll_to = false;
    return {};
  }
  ToShell operator()(const HoverColumn& h) const {
    m.hover_column = h.column;
    return {};
  }
  ToShell operator()(const HoverRow& h) const {
    m.hover_row = h.row;
    return {};
  }
  ToShell operator()(const HoverButton& h) const {
    m.hover_button = h.button;
    return {};
  }
  ToShell operator()(const Zoom& z) const {
    bool& on = z.augmented ? m.zoom_augmented : m.zoom_a;
    on = !on;
    return {};
  }
  ToShell operator()(const ChooseSheet& c) const {
    m.sheet = c.sheet;
    return {};
  }
  ToShell operator()(const ApplyQuiet& q) const {
    for (int b : q.presses) game.press(b);
    game.set_message("Pressed " + std::to_string(q.presses.size()) + " times: the lights are as before.", false);
    return {};
  }
  ToShell operator()(const ExportSheet& e) const { return export_sheet(m, game, e.how); }
  ToShell operator()(const SheetsCame& x) const {
    if (x.deal != m.sheets.deal || x.sheet != m.sheets.sheet) return {};  // a sheet no longer wanted
    m.sheets.latex = x.latex;
    m.sheets.text = x.text;
    m.sheets.error = x.error;
    m.sheets.ready = x.error.empty();
    return {};
  }
  ToShell operator()(const Explained& x) const {
    if (x.revision != game.revision() || x.revision != m.asked) return {};  // a position since left
    if (!x.now) {
      m.error = x.error.empty() ? "the engine gave no explanation" : x.error;
      return {};
    }
    m.explanation = std::make_shared<ExplanationCache>(cache_around(game, std::move(*x.now), x.start, m.explanation.get()));
    m.step = 0;
    m.playing = false;
    return {};
  }
};

}  // namespace

ToShell update(Model& m, const Msg& msg, Midend& game) { return std::visit(Apply{m, game}, msg); }

void prepare(Model& m, const Midend& game, bool shown) {
  if (!shown) return;
  ExplanationCache* c = explanation(m, game);
  if (!c) return;
  // Run's clock ticks in tick(): here the step meets the elimination's
  // length, Run stops at the end, and [A | b] is replayed to it.
  if (steps_shown(c->e) && m.step >= c->e.steps.size()) {
    m.step = c->e.steps.size();
    m.playing = false;
  }
  replay_to_step(m, *c);
  want_sheets(m, *c);
}

void tick(Model& m, double dt) {
  if (!m.playing) return;
  m.clock -= dt;
  if (m.clock <= 0) {
    ++m.step;
    m.clock = Model::kRunInterval;
  }
}

bool explaining(const Model& m, const Midend& game) {
  return game.offloaded() && explainable(game.machine()) && !fresh_explanation(m, game) && m.asked == game.revision() &&
         m.error.empty();
}

const Explanation* explanation_now(const Model& m, const Midend& game) {
  const ExplanationCache* c = fresh_explanation(m, game);
  return c ? &c->e : nullptr;
}

std::size_t shown_step(const Model& m, const Midend& game) {
  const ExplanationCache* c = fresh_explanation(m, game);
  return c ? std::min(m.step, c->e.steps.size()) : 0;
}

long long steps(Model& m, const Midend& game) {
  const ExplanationCache* c = explanation(m, game);
  return c && steps_shown(c->e) ? (long long)c->e.steps.size() : -1;
}

std::string export_text(const Model& m, const Midend& game, const std::string& format) {
  const ToShell t = export_sheet(m, game, format == "latex" ? Export::CopyLatex : Export::CopyText);
  return t.text;
}

}  // namespace tl::app::elimination
