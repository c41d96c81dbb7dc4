// why_dynamics.cpp: "Solving again and again", a section of the Why tab: the
// board in play's solution read as a board and solved again, over and over
// (core dynamics.hpp), followed when asked; its pre-period and period, its
// first boards, and the boards that are their own solution, each of which
// can be opened to play.
#include <algorithm>
#include <cmath>
#include <string>

#include "app/jobs.hpp"
#include "app/panels.hpp"
#include "app/theme_view.hpp"
#include "app/why_view.hpp"
#include "core/base/json_writer.hpp"
#include "core/game/linear_view.hpp"
#include "core/linear/explain/dynamics.hpp"
#include "core/linear/explain/grid_period.hpp"
#include "core/linear/explain/period_chart.hpp"
#include "core/registry/registry.hpp"
#include "imgui.h"

namespace tl::app {

namespace {

constexpr int kFirstBoards = 12;            // the orbit's boards drawn: every one of an orbit this short
constexpr int kBasisDrawn = 6;              // self-solving boards drawn, each with Load
constexpr long long kPageSteps = 100000;    // boards followed at most in the page ...
constexpr long long kPageOps = 30'000'000;  // ... and work done in one frame (about 50 ms)

bool followed(const App& app) { return app.dynamics.revision == app.game.revision(); }

// Which of the orbit's boards are drawn, of how many: all of them, or a
// count that says the list is cut (the draw and the hook say the same).
std::string orbit_shown_words(const DynamicsView& v) {
  const long long drawn = static_cast<long long>(v.first.size());
  if (drawn == 0) return {};
  const long long total = v.period > 0 ? v.preperiod + v.period : -1;
  if (total > 0 && drawn >= total)
    return total == 1 ? "Its one board:" : "All " + std::to_string(total) + " of them, 0 to " + std::to_string(total - 1) + ":";
  const std::string shown = "Showing boards 0 to " + std::to_string(drawn - 1) + " of ";
  return shown + (total > 0 ? "the " + std::to_string(total) : "more than " + std::to_string(v.budget)) + ":";
}

}  // namespace

void follow_orbit(App& app) {
  DynamicsView& v = app.dynamics;
  v = DynamicsView{};
  v.revision = app.game.revision();
  const Machine& m = app.game.machine();
  const std::vector<int> lights = m.cells(app.game.current().position);
  const ZkVec start(lights.begin(), lights.end());
  // A plus grid with A invertible: the period from the map's order, at any
  // length (grid_period.hpp), read where following stops at the page's budget.
  const auto take_order = [&] {
    const PlusGrid g = plus_grid_of(m);
    if (!g.valid()) return;
    const GridPeriod order = grid_period(g, m.linear_modulus(), start);
    if (!order.found()) return;
    v.preperiod = 0;
    v.period = order.period;
    v.field_degree = order.field_degree;
  };
  // A matrix of at most 1024 a side, as the CLI's: larger is seconds of elimination in one frame.
  if (m.cell_count() > kExplainMaxDenseBytes) {
    take_order();
    v.why = "boards of at most " + std::to_string(kExplainMaxDenseBytes) + " cells are drawn and followed (this one has " +
            std::to_string(m.cell_count()) + ")";
    return;
  }
  const Explanation e = explain(m, app.game.current().position);
  auto map = solution_map(e);
  if (!map) {
    v.why = map.error().message;
    return;
  }
  const Orbit o = orbit_of(*map, start, orbit_budget(e.cells, kPageSteps, kPageOps));
  v.preperiod = o.preperiod;
  v.period = o.period;
  v.budget = o.budget;
  if (!o.complete()) take_order();
  for (std::size_t i = 0; i < o.boards.size() && i < std::size_t(kFirstBoards); ++i) v.first.push_back(o.boards[i]);
  v.before = previous_board(e, start);
  v.stable = int(stable_cells(start, next_board(*map, start)).size());
  const SelfSolving self = self_solving_boards(e);
  v.self_dimension = self.dimension;
  v.self_basis = self.basis;
  if (self.dimension < 0) v.why = self.why;
}

void load_self_solving(App& app, int i) {
  const DynamicsView& v = app.dynamics;
  if (i < 0 || i >= int(v.self_basis.size())) return;
  const Machine& m = app.game.machine();
  const std::vector<int> lights(v.self_basis[std::size_t(i)].begin(), v.self_basis[std::size_t(i)].end());
  const std::string id = Puzzle{app.game.current().machine, m.position_of(lights, std::vector<int>(lights.size(), 0))}.id();
  if (app.game.load(id))
    app.game.set_message("A board that is its own solution: press every lit button (as often as its number) to clear it.", false);
}

namespace {

// The all-lit board's period by size for the square family in play: a bar a
// size on a log scale, computed in the background (jobs.cpp), a click on a
// bar opening that board.
void period_chart(App& app) {
  const PeriodChartView& v = app.period_chart;
  if (v.key.empty()) return;
  const Machine& m = app.game.machine();
  const int k = m.linear_modulus();
  const float em = ImGui::GetFontSize();
  ImGui::Separator();
  ImGui::TextWrapped(
      "The all-lit board by size: the period of every N x N board of these rules, N = 1..%d. Where A is invertible and "
      "%d is prime, every eigenvalue of A lies in the field of %d^d elements, d the order of %d modulo the roots of "
      "unity behind the board's lines (2(N + 1)) and circles (N), their factors %d taken out: the period divides "
      "(%d^d - 1) times a power of %d. So a size with a small d has a short period however large it is, and its "
      "neighbour can have an enormous one. Where A is singular the period is followed board by board.",
      kPeriodChartSides, k, k, k, k, k, k);
  if (k == 2 && m.topology() == Topology::Plain)
    ImGui::TextWrapped(
        "With two states on a plain board, N = 2^j - 1 gives 2(N + 1) = 2^(j + 1): d = 1, and a period "
        "that is a power of 2 (255 x 255: 128).");
  record_text(app, "Period chart");
  const JobSlot<PeriodChart>& slot = v.slot;
  const PeriodChart* chart = slot.job.get();
  if (!chart || !chart->done()) {
    if (ImGui::Button(slot.running ? "Pause##periods" : "Compute the period chart"))
      later(app, pause_or_start(JobId::PeriodChart, slot.running));
    record_control(app, slot.running ? "Pause period chart" : "Compute the period chart");
    if (chart) ImGui::ProgressBar(float(chart->progress()), ImVec2(std::min(20 * em, ImGui::GetContentRegionAvail().x), 0));
  }
  if (!chart || chart->rows().empty()) return;
  const std::vector<PeriodChartRow>& rows = chart->rows();
  // Heights by log10: periods run from 1 to beyond a million.
  double top = 1;
  for (const PeriodChartRow& r : rows) top = std::max(top, double(r.period > 0 ? r.period : r.followed));
  const float w = std::min(22.0f * em, ImGui::GetContentRegionAvail().x - em), h = 5.0f * em;
  const float bar = w / float(chart->max_n());
  const ImVec2 o = ImGui::GetCursorScreenPos();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const Theme& t = board_theme();
  dl->AddRectFilled(o, ImVec2(o.x + w, o.y + h), t.board_back);
  for (const PeriodChartRow& r : rows) {
    const float x0 = o.x + float(r.n - 1) * bar;
    ImGui::SetCursorScreenPos(ImVec2(x0, o.y));
    ImGui::PushID(r.n);
    ImGui::InvisibleButton("##period", ImVec2(std::max(bar, 1.0f), h));
    ImGui::PopID();
    record_control(app, ("Period of " + std::to_string(r.n) + " x " + std::to_string(r.n)).c_str());
    const bool hovered = ImGui::IsItemHovered();
    const long long value = r.period > 0 ? r.period : r.followed;
    const float bh = value > 0 ? std::max(h * 0.04f, h * float(std::log10(double(value) + 1) / std::log10(top + 1))) : 0;
    const ImVec2 a(x0 + 1, o.y + h - bh), b(x0 + bar - 1, o.y + h);
    const ImU32 col = hovered ? t.hover : r.by_order ? t.accent : t.solved;
    if (r.period > 0) dl->AddRectFilled(a, b, col);
    else if (value > 0) dl->AddRect(a, b, col);
    if (hovered) {
      if (r.period > 0)
        tooltip("%d x %d: period %lld, pre-period %lld (%s); click to open it", r.n, r.n, r.period, r.preperiod,
                r.by_order ? "read from the map's order" : "followed");
      else if (r.followed > 0) tooltip("%d x %d: longer than %lld boards followed", r.n, r.n, r.followed);
      else tooltip("%d x %d: %s", r.n, r.n, r.why.c_str());
    }
    if (ImGui::IsItemClicked()) later(app, intent::OpenPeriodBoard{r.n});
  }
  dl->AddText(ImVec2(o.x + 0.2f * em, o.y + 0.1f * em), t.text_disabled, ("up to " + std::to_string((long long)top)).c_str());
  ImGui::SetCursorScreenPos(ImVec2(o.x, o.y + h + 0.2f * em));
  ImGui::TextDisabled(
      "N = 1..%d across, the period up, on a log scale. The accent: read from the map's order; green: followed; hollow: "
      "longer than followed.",
      int(rows.size()));
}

// The board in play's orbit, followed when asked.
void this_board(App& app) {
  const Machine& m = app.game.machine();
  const float em = ImGui::GetFontSize();
  const DynamicsView& v = app.dynamics;
  if (!followed(app)) {
    if (ImGui::Button("Follow the orbit")) later(app, intent::FollowOrbit{});
    record_control(app, "Follow the orbit");
    return;
  }
  if (v.field_degree > 0) {
    // Read, not followed: say why the number is what it is.
    ImGui::TextWrapped(
        "This board: period %lld, read from the map's order rather than followed. Here A = I + L + R (the neighbours "
        "up and down, and left and right, which commute) is invertible, so the map is -A^-1 and no board comes before "
        "the cycle. Every eigenvalue of L and R is b + 1/b for a root of unity b, so every eigenvalue of A lies in the "
        "field of %d^%d elements, and the period divides (%d^%d - 1) times a power of %d. Mod a prime p, (I + L + R)^p "
        "= I + L^p + R^p, so a power of A is a few products of small matrices: the period is the least divisor that "
        "brings the board back.",
        v.period, m.linear_modulus(), v.field_degree, m.linear_modulus(), v.field_degree, m.linear_modulus());
    record_text(app, "Orbit");
  }
  if (v.self_dimension < 0 && v.first.empty()) {
    ImGui::TextWrapped("Not on this board: %s.", v.why.c_str());
    return;
  }
  if (v.field_degree == 0) {
    if (v.period > 0)
      ImGui::TextWrapped("This board: pre-period %lld, period %lld (%lld different boards).", v.preperiod, v.period,
                         v.preperiod + v.period);
    else ImGui::TextWrapped("This board: longer than %lld boards here (togglelab dynamics follows more).", v.budget);
    record_text(app, "Orbit");
  }
  if (!v.first.empty()) {
    ImGui::TextWrapped("%s", orbit_shown_words(v).c_str());
    record_text(app, "Orbit shown");
  }
  const int k = m.linear_modulus();
  for (std::size_t i = 0; i < v.first.size(); ++i) {
    ImGui::BeginGroup();
    value_board(m, v.first[i], k, 3.5f * em);
    ImGui::TextDisabled("%zu", i);
    ImGui::EndGroup();
    if ((i + 1) % 4 != 0 && i + 1 < v.first.size()) ImGui::SameLine();
  }
  // One step backwards: the board whose solution this board is.
  if (!v.before.empty()) {
    ImGui::TextWrapped(
        "Backwards, -A x: the board below is one this board solves: press this board's lit buttons (each as often as "
        "its number) on it and every light goes off. One step forwards leaves %d of the %d cells as they are.",
        v.stable, m.cell_count());
    record_text(app, "Backwards");
    value_board(m, v.before, k, 3.5f * em);
  }
  if (v.self_dimension < 0) {
    ImGui::TextWrapped("Boards that are their own solution: not read here (%s).", v.why.c_str());
    return;
  }
  ImGui::TextWrapped("Boards that are their own solution, A x = -x: the kernel of A + I, dimension %d%s", v.self_dimension,
                     v.self_dimension == 0 ? " (only the board with every light off)."
                                           : "; every combination of these is one too:");
  record_text(app, "Self-solving");
  for (int i = 0; i < int(v.self_basis.size()) && i < kBasisDrawn; ++i) {
    ImGui::PushID(i);
    ImGui::BeginGroup();
    value_board(m, v.self_basis[std::size_t(i)], k, 3.5f * em);
    const std::string label = "Load##self" + std::to_string(i + 1);
    if (small_button(app, label.c_str())) later(app, intent::LoadSelfSolving{i});
    record_control(app, ("Load self-solving " + std::to_string(i + 1)).c_str());
    ImGui::EndGroup();
    ImGui::PopID();
    if ((i + 1) % 4 != 0) ImGui::SameLine();
  }
  ImGui::NewLine();
}

}  // namespace

void why_dynamics_panel(App& app) {
  const bool open = ImGui::CollapsingHeader("Solving again and again");
  record_control(app, "Solving again and again");
  if (!open) return;
  const Machine& m = app.game.machine();
  ImGui::TextWrapped(
      "With the goal all off, a board's solution is a set of presses, and presses can be drawn as a board: solve that "
      "one, and so on. Read off the reduced form with every free button unpressed, the solution of x is -G x (mod %d), "
      "the same matrix G each time (A^-1 when A is invertible), and there are only so many boards, so the boards must "
      "repeat: first a pre-period, then a cycle.",
      m.linear_modulus());
  this_board(app);
  period_chart(app);
}

void open_period_board(App& app, int n) {
  const PeriodChart* chart = app.period_chart.slot.job.get();
  const MachinePtr m = chart ? chart->board(n) : nullptr;
  if (!m) return;
  const std::vector<int> lit(std::size_t(m->cell_count()), m->linear_modulus() - 1), off(lit.size(), 0);
  if (app.game.load(Puzzle{m, m->position_of(lit, off)}.id()))
    app.game.set_message("The all-lit board of the chart: Solving again and again follows its orbit.", false);
}

void period_chart_state_json(const App& app, JsonWriter& j) {
  const PeriodChart* chart = app.period_chart.slot.job.get();
  if (!chart) return;
  std::vector<int> sizes;
  std::vector<long long> periods, preperiods;
  std::vector<int> by_order;
  for (const PeriodChartRow& r : chart->rows()) {
    sizes.push_back(r.n);
    periods.push_back(r.period);
    preperiods.push_back(r.preperiod);
    by_order.push_back(r.by_order ? 1 : 0);
  }
  j.key("period_chart")
      .begin_object()
      .key("family")
      .value(app.period_chart.key)
      .key("running")
      .value(app.period_chart.slot.active());
  j.key("sizes").ints(sizes).key("by_order").ints(by_order);
  j.key("periods").begin_array();
  for (long long p : periods) j.value(int64_t(p));
  j.end_array().key("preperiods").begin_array();
  for (long long p : preperiods) j.value(int64_t(p));
  j.end_array().end_object();
}

void dynamics_state_json(const App& app, JsonWriter& j) {
  if (!followed(app)) return;
  const DynamicsView& v = app.dynamics;
  j.key("dynamics").begin_object();
  if (v.period > 0) j.key("preperiod").value(int64_t(v.preperiod)).key("period").value(int64_t(v.period));
  else j.key("preperiod").null().key("period").null();
  j.key("budget").value(int64_t(v.budget)).key("boards_drawn").value(int64_t(v.first.size()));
  j.key("shown").value(orbit_shown_words(v));
  j.key("inverse").ints(std::vector<int>(v.before.begin(), v.before.end())).key("stable").value(v.stable);
  j.key("self_dimension").value(v.self_dimension).key("why").value(v.why).key("field_degree").value(v.field_degree);
  j.end_object();
}

}  // namespace tl::app
