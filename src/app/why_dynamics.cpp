// why_dynamics.cpp: "Solving again and again", a section of the Why tab: the
// board in play's solution read as a board and solved again, over and over
// (core dynamics.hpp), followed when asked; its pre-period and period, its
// first boards, and the boards that are their own solution, each of which
// can be opened to play.
#include <string>

#include "app/panels.hpp"
#include "app/why_view.hpp"
#include "core/base/json_writer.hpp"
#include "core/linear/explain/dynamics.hpp"
#include "core/linear/explain/grid_period.hpp"
#include "imgui.h"

namespace tl::app {

namespace {

constexpr int kFirstBoards = 6;             // the orbit's boards drawn
constexpr int kBasisDrawn = 6;              // self-solving boards drawn, each with Load
constexpr long long kPageSteps = 100000;    // boards followed at most in the page ...
constexpr long long kPageOps = 30'000'000;  // ... and work done in one frame (about 50 ms)

bool followed(const App& app) { return app.dynamics.revision == app.game.revision(); }

}  // namespace

void follow_orbit(App& app) {
  DynamicsView& v = app.dynamics;
  v = DynamicsView{};
  v.revision = app.game.revision();
  const Machine& m = app.game.machine();
  const std::vector<int> lights = m.cells(app.game.current().position);
  const ZkVec start(lights.begin(), lights.end());
  // A plus grid with A invertible: the period from the map's order, at any
  // length (grid_period.hpp), where following stops at the page's budget.
  GridPeriod order;
  if (m.plus_grid().valid()) order = grid_period(m.plus_grid(), m.linear_modulus(), start);
  const auto take_order = [&] {
    v.preperiod = 0;
    v.period = order.period;
    v.field_degree = order.field_degree;
  };
  // A matrix of at most 1024 a side, as the CLI's: larger is seconds of elimination in one frame.
  if (m.cell_count() > kExplainMaxDenseBytes) {
    if (order.found()) take_order();
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
  if (!o.complete() && order.found()) take_order();
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

void why_dynamics_panel(App& app) {
  const bool open = ImGui::CollapsingHeader("Solving again and again");
  record_control(app, "Solving again and again");
  if (!open) return;
  const Machine& m = app.game.machine();
  const float em = ImGui::GetFontSize();
  ImGui::TextWrapped(
      "With the goal all off, a board's solution is a set of presses, and presses can be drawn as a board: solve that "
      "one, and so on. Read off the reduced form with every free button unpressed, the solution of x is -G x (mod %d), "
      "the same matrix G each time (A^-1 when A is invertible), and there are only so many boards, so the boards must "
      "repeat: first a pre-period, then a cycle.",
      m.linear_modulus());
  const DynamicsView& v = app.dynamics;
  if (!followed(app)) {
    if (ImGui::Button("Follow the orbit")) later(app, Intent::Kind::FollowOrbit);
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
  if (v.field_degree > 0) {
    ImGui::TextWrapped("Its first boards:");
  } else {
    if (v.period > 0)
      ImGui::TextWrapped("This board: pre-period %lld, period %lld (%lld different boards).", v.preperiod, v.period,
                         v.preperiod + v.period);
    else ImGui::TextWrapped("This board: longer than %lld boards here (togglelab dynamics follows more).", v.budget);
    record_text(app, "Orbit");
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
    if (small_button(app, label.c_str())) later(app, Intent::Kind::LoadSelfSolving, i);
    record_control(app, ("Load self-solving " + std::to_string(i + 1)).c_str());
    ImGui::EndGroup();
    ImGui::PopID();
    if ((i + 1) % 4 != 0) ImGui::SameLine();
  }
  ImGui::NewLine();
}

void dynamics_state_json(const App& app, JsonWriter& j) {
  if (!followed(app)) return;
  const DynamicsView& v = app.dynamics;
  j.key("dynamics").begin_object();
  if (v.period > 0) j.key("preperiod").value(int64_t(v.preperiod)).key("period").value(int64_t(v.period));
  else j.key("preperiod").null().key("period").null();
  j.key("budget").value(int64_t(v.budget)).key("boards_drawn").value(int64_t(v.first.size()));
  j.key("inverse").ints(std::vector<int>(v.before.begin(), v.before.end())).key("stable").value(v.stable);
  j.key("self_dimension").value(v.self_dimension).key("why").value(v.why).key("field_degree").value(v.field_degree);
  j.end_object();
}

}  // namespace tl::app
