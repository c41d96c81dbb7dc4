// elimination_host.cpp: the shell's side of the elimination
// (elimination_host.hpp): the game, the board's place and the shell's
// colours go in; presses, the clipboard and a file come out.
#include "app/elimination_host.hpp"

#include <algorithm>

#include "app/boards/board_palette.hpp"
#include "app/boards/board_draw.hpp"
#include "app/copy_view.hpp"
#include "app/diy_host.hpp"
#include "app/invariant_view.hpp"
#include "app/jobs.hpp"
#include "app/panels.hpp"
#include "app/screen_inbox.hpp"
#include "app/screens/elimination/elimination_screen.hpp"
#include "app/theme_view.hpp"
#include "app/why_view.hpp"
#include "core/linear/explain/explain.hpp"

namespace tl::app {

namespace {

elimination::Model& model(App& app) { return app.elimination->model; }
const elimination::Model& model(const App& app) { return app.elimination->model; }
Sink<elimination::Msg> sink(App& app) { return Sink<elimination::Msg>(app.elimination->inbox); }
bool why_shown(const App& app) { return app.screen.pane == Pane::Why && !why_withheld(app); }

// An unsolvable position: the invariant outlined on the board, in words, as
// on the Play tab (and its weights where they are not all 1); the
// explanation's own words where no outline can be drawn.
void unsolvable_lines(App& app, const Explanation& e) {
  const Machine& m = app.game.machine();
  const BrokenInvariant* shown = shown_invariant(app);
  ImGui::PushStyleColor(ImGuiCol_Text, board_theme().bad_text);
  if (shown) ImGui::TextWrapped("Why this position cannot be solved: a sum of cells that no press changes.");
  else ImGui::TextWrapped("Why this position cannot be solved: %s", e.reason.c_str());
  ImGui::PopStyleColor();
  const ZkInvariant& y = shown ? shown->invariant : e.violated_invariant;
  const bool weighted = std::any_of(y.weights.begin(), y.weights.end(), [](uint8_t w) { return w > 1; });
  if (shown) invariant_lines(app);
  else if (e.k == 2 && !y.empty())
    ImGui::TextDisabled("These cells: no button changes the parity of their lit count, and lights + goal has it odd.");
  if (y.weights.size() == std::size_t(m.cell_count()) && !y.empty() && (weighted || !shown)) {
    if (weighted) ImGui::TextDisabled("The weights of that sum (mod %d):", y.modulus);
    value_board(m, y.weights, std::max(2, y.modulus), 6.0f * ImGui::GetFontSize());
  }
}

}  // namespace

void update_elimination(App& app, double dt) {
  app.elimination->drawn.clear();  // this frame's draw records them again
  if (app.screen.pane == Pane::Why) elimination::tick(model(app), dt);
  elimination::prepare(model(app), app.game, why_shown(app));
  // A big board's explanation and every worksheet are the engine's: each
  // ask goes out as its job, replacing the one before it.
  if (std::optional<elimination::Model::Ask> ask = std::exchange(model(app).ask, std::nullopt))
    replace_engine_job(app, app.elimination->engine_job, engine::ExplainWork{std::move(ask->id), std::move(ask->start_id)});
  if (std::optional<elimination::Model::SheetAsk> ask = std::exchange(model(app).sheet_ask, std::nullopt))
    replace_engine_job(app, app.elimination->sheet_job, engine::SheetWork{std::move(ask->explanation), ask->sheet});
}

namespace {

// A worksheet's one news: its texts, for the sheet the model waits for (a
// newer ask cancels the job before it, so the news is of that sheet).
void take_sheet_news(App& app, engine::News& n) {
  const elimination::Model::Sheets& wanted = model(app).sheets;
  elimination::SheetsCame x{.deal = wanted.deal, .sheet = wanted.sheet, .latex = {}, .text = {}, .error = n.error};
  if (auto* found = std::get_if<engine::SheetFound>(&n.found)) {
    x.latex = std::move(found->latex);
    x.text = std::move(found->text);
  }
  if (x.error.empty() && x.latex.empty()) x.error = "the engine gave no worksheet";
  elimination::update(model(app), x, app.game);
}

// An explanation's one news, for the revision the model asked about.
void take_explanation_news(App& app, engine::News& n) {
  elimination::Explained x{.revision = model(app).asked, .now = nullptr, .start = nullptr, .error = n.error};
  if (auto* found = std::get_if<engine::ExplainFound>(&n.found); found && n.error.empty()) {
    x.now = std::make_shared<Explanation>(std::move(found->now));
    if (found->start) x.start = std::make_shared<const Explanation>(std::move(*found->start));
  }
  elimination::update(model(app), x, app.game);
}

}  // namespace

bool take_explain_news(App& app, engine::News& n) {
  uint32_t& sheet = app.elimination->sheet_job;
  uint32_t& explain = app.elimination->engine_job;
  if (n.job == 0 || (n.job != sheet && n.job != explain)) return false;
  if (!n.done) return true;
  if (n.job == sheet) {
    sheet = 0;
    take_sheet_news(app, n);
  } else {
    explain = 0;
    take_explanation_news(app, n);
  }
  return true;
}

bool elimination_running(const App& app) { return model(app).playing && app.screen.pane == Pane::Why; }

const Explanation* explanation_now(const App& app) { return elimination::explanation_now(model(app), app.game); }
std::size_t shown_elimination_step(const App& app) { return elimination::shown_step(model(app), app.game); }
long long elimination_steps(App& app) { return elimination::steps(model(app), app.game); }
void show_elimination_step(App& app, std::size_t step) { elimination::update(model(app), elimination::ShowStep{step}, app.game); }

void why_elimination_panel(App& app) {
  const Machine& m = app.game.machine();
  const elimination::Look look{board_theme(), [](int v, int k) { return cell_colour(v, false, false, k); },
                               [](ImU32 fill) { return badge_text(fill); },
                               [&m](const std::vector<uint8_t>& values, int states, float size) {
                                 value_board(m, values, states, size);
                               }};
  ImGui::PushTextWrapPos(0.0f);  // wrap at the panel edge: phones are narrow
  if (elimination::explaining(model(app), app.game)) {
    ImGui::TextDisabled("Working out why...");  // the engine's: a big board's elimination takes seconds
    record_text(app, "Working out why");
  } else if (!model(app).error.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, board_theme().bad_text);
    ImGui::TextWrapped("Why could not be worked out: %s.", model(app).error.c_str());
    ImGui::PopStyleColor();
    record_text(app, "Why could not be worked out");
  }
  if (elimination::draw_sections(model(app), app.game, look, app.settings.reduce_motion, ui_of(app), app.elimination->drawn,
                                 sink(app))) {
    if (const Explanation* e = explanation_now(app); e && !e->solvable) unsolvable_lines(app, *e);
    elimination::draw_exports(model(app), app.game, ui_of(app), sink(app));
    why_diy_section(app);  // beside the exports where it fits: the panels below keep their place
  }
  ImGui::PopTextWrapPos();
}

void why_elimination_overlay(App& app) {
  elimination::draw_overlay(model(app), app.game, {app.board.rect, app.board.cell}, board_theme(), touch_ui(app), sink(app));
}

void apply_elimination_messages(App& app) {
  apply_inbox(app, *app.elimination, [&](elimination::Model& m, const elimination::Msg& msg) {
    elimination::ToShell asked = elimination::update(m, msg, app.game);
    // In the step of the tap: the clipboard and the file chooser want the user's gesture.
    switch (asked.what) {
      case elimination::ToShell::Do::Copy:
        copy_to_clipboard(app, std::move(asked.text), {.what = asked.what_text, .done = asked.done});
        break;
      case elimination::ToShell::Do::Save:
        save_text_file(app, std::move(asked.file_name), std::move(asked.mime), std::move(asked.text));
        break;
      case elimination::ToShell::Do::None: break;
    }
  });
}

std::string export_text(const App& app, const std::string& format) {
  return explainable(app.game.machine()) ? elimination::export_text(model(app), app.game, format) : std::string();
}

void elimination_state_json(const App& app, JsonWriter& j) {
  elimination::state_json(model(app), app.game, app.elimination->drawn, touch_ui(app), kStatePresses, j);
}

}  // namespace tl::app
