// dynamics_draw.cpp: "Solving again and again"'s view (dynamics_screen.hpp):
// reads the model, the game and the chart's run; sends messages.
#include <algorithm>
#include <cmath>
#include <string>

#include "app/screens/dynamics/dynamics_screen.hpp"
#include "core/linear/explain/period_chart.hpp"
#include "core/midend/midend.hpp"
#include "imgui.h"

namespace tl::app::dynamics {

namespace {

constexpr int kBasisDrawn = 6;  // self-solving boards drawn, each with Load

// The all-lit board's period by size for the square family in play: a bar a
// size on a log scale, computed in the background, a click on a bar opening
// that board.
void period_chart(const Machine& m, const ChartRun& run, const Theme& t, const Ui& ui, Sink<Msg> send) {
  if (!run.offered) return;
  const int k = m.linear_modulus();
  const float em = ImGui::GetFontSize();
  ImGui::Separator();
  ImGui::TextWrapped(
      "The all-lit board by size: the period of every N x N board of these rules, N = 1..%d. Where A is invertible and "
      "%d is prime, every eigenvalue of A lies in the field of %d^d elements, d the order of %d modulo the roots of "
      "unity behind the board's lines (2(N + 1)) and circles (N), their factors %d taken out: the period divides "
      "(%d^d - 1) times a power of %d. So a size with a small d has a short period however large it is, and its "
      "neighbour can have an enormous one. Where A is singular the period is followed board by board.",
      run.sides, k, k, k, k, k, k);
  if (k == 2 && m.topology() == Topology::Plain)
    ImGui::TextWrapped(
        "With two states on a plain board, N = 2^j - 1 gives 2(N + 1) = 2^(j + 1): d = 1, and a period "
        "that is a power of 2 (255 x 255: 128).");
  ui.text("Period chart");
  const PeriodChart* chart = run.chart;
  if (!chart || !chart->done()) {
    if (ImGui::Button(run.running ? "Pause##periods" : "Compute the period chart")) {
      if (run.running) send.send(PauseChart{});
      else send.send(ComputeChart{});
    }
    ui.control(run.running ? "Pause period chart" : "Compute the period chart");
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
  dl->AddRectFilled(o, ImVec2(o.x + w, o.y + h), t.board_back);
  for (const PeriodChartRow& r : rows) {
    const float x0 = o.x + float(r.n - 1) * bar;
    ImGui::SetCursorScreenPos(ImVec2(x0, o.y));
    ImGui::PushID(r.n);
    ImGui::InvisibleButton("##period", ImVec2(std::max(bar, 1.0f), h));
    ImGui::PopID();
    ui.control(("Period of " + std::to_string(r.n) + " x " + std::to_string(r.n)).c_str());
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
    if (ImGui::IsItemClicked()) send.send(OpenChartBoard{r.n});
  }
  dl->AddText(ImVec2(o.x + 0.2f * em, o.y + 0.1f * em), t.text_disabled, ("up to " + std::to_string((long long)top)).c_str());
  ImGui::SetCursorScreenPos(ImVec2(o.x, o.y + h + 0.2f * em));
  ImGui::TextDisabled(
      "N = 1..%d across, the period up, on a log scale. The accent: read from the map's order; green: followed; hollow: "
      "longer than followed.",
      int(rows.size()));
}

// The board in play's orbit, followed when asked.
void this_board(const Model& v, const Midend& game, const SmallBoard& small_board, const Ui& ui, Sink<Msg> send) {
  const Machine& m = game.machine();
  const float em = ImGui::GetFontSize();
  if (!followed(v, game)) {
    if (ImGui::Button("Follow the orbit")) send.send(Follow{});
    ui.control("Follow the orbit");
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
    ui.text("Orbit");
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
    ui.text("Orbit");
  }
  if (!v.first.empty()) {
    ImGui::TextWrapped("%s", orbit_shown_words(v).c_str());
    ui.text("Orbit shown");
  }
  for (std::size_t i = 0; i < v.first.size(); ++i) {
    ImGui::BeginGroup();
    small_board(v.first[i], 3.5f * em);
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
    ui.text("Backwards");
    small_board(v.before, 3.5f * em);
  }
  if (v.self_dimension < 0) {
    ImGui::TextWrapped("Boards that are their own solution: not read here (%s).", v.why.c_str());
    return;
  }
  ImGui::TextWrapped("Boards that are their own solution, A x = -x: the kernel of A + I, dimension %d%s", v.self_dimension,
                     v.self_dimension == 0 ? " (only the board with every light off)."
                                           : "; every combination of these is one too:");
  ui.text("Self-solving");
  for (int i = 0; i < int(v.self_basis.size()) && i < kBasisDrawn; ++i) {
    ImGui::PushID(i);
    ImGui::BeginGroup();
    small_board(v.self_basis[std::size_t(i)], 3.5f * em);
    const std::string label = "Load##self" + std::to_string(i + 1);
    if (small_button(ui, label.c_str())) send.send(LoadSelfSolving{i});
    ui.control(("Load self-solving " + std::to_string(i + 1)).c_str());
    ImGui::EndGroup();
    ImGui::PopID();
    if ((i + 1) % 4 != 0) ImGui::SameLine();
  }
  ImGui::NewLine();
}

}  // namespace

void draw(const Model& m, const Midend& game, const ChartRun& chart, const Theme& theme, const SmallBoard& small_board,
          const Ui& ui, Sink<Msg> send) {
  const bool open = ImGui::CollapsingHeader("Solving again and again");
  ui.control("Solving again and again");
  if (!open) return;
  ImGui::TextWrapped(
      "With the goal all off, a board's solution is a set of presses, and presses can be drawn as a board: solve that "
      "one, and so on. Read off the reduced form with every free button unpressed, the solution of x is -G x (mod %d), "
      "the same matrix G each time (A^-1 when A is invertible), and there are only so many boards, so the boards must "
      "repeat: first a pre-period, then a cycle.",
      game.machine().linear_modulus());
  this_board(m, game, small_board, ui, send);
  period_chart(game.machine(), chart, theme, ui, send);
}

}  // namespace tl::app::dynamics
