// feel.cpp: see feel.hpp.
#include "app/feel.hpp"
#include "app/play_host.hpp"

#include <algorithm>

#include "app/panels.hpp"
#include "app/progress_view.hpp"
#include "app/statistics_host.hpp"
#include "app/theme_view.hpp"
#include "app/tour_host.hpp"
#include "imgui.h"

namespace tl::app {

void update_feel(App& app) {
  FeelView& f = app.feel;
  const double now = app.screen.now;
  const Session& s = app.game.session();
  if (f.revision != app.game.revision()) {
    std::vector<int> cells = s.machine().cells(s.current().position);
    const MoveKind kind = s.last_move();
    const bool press = kind == MoveKind::Press || kind == MoveKind::HintPress;
    f.flash.clear();
    if (press && !app.settings.reduce_motion && f.machine == s.current().machine && f.cells.size() == cells.size()) {
      for (std::size_t i = 0; i < cells.size(); ++i)
        if (cells[i] != f.cells[i]) f.flash.push_back(int(i));
      if (!f.flash.empty()) f.flash_at = now;
    }
    f.cells = std::move(cells);
    f.machine = s.current().machine;
    // Up when a press (or redo of one) solved it; down once it is not solved.
    const bool solved_now = s.solved() && press && !f.banner;
    if (solved_now) f.vibrate = true;
    // Sound: a tick a press; a solve chimes, a level or daily rings its
    // marks. Nothing while the window is hidden (the platform says so).
    if (app.settings.sound && app.progress.visible && press) {
      if (solved_now && challenge_finished(app)) f.sounds.push_back({SoundKind::Mark, app.progress.mark});
      else if (solved_now) f.sounds.push_back({SoundKind::Solved});
      else f.sounds.push_back({SoundKind::Press});
    }
    f.banner = s.solved() && press;
    f.revision = app.game.revision();
  }
  const int hint = app.game.hint_level() >= 2 ? app.game.hint_button() : -1;
  if (hint != f.hint) {
    f.hint = hint;
    f.pulse_at = hint >= 0 && !app.settings.reduce_motion ? now : -1;
  }
}

void set_sound(App& app, bool on) {
  app.settings.sound = on;
  const bool keys = keys_named(app);
  app.game.say_in_passing(on ? std::string("Sound on: a tick a press, a chime when solved") + (keys ? " (M turns it off)." : ".")
                             : std::string("Sound off") + (keys ? " (M turns it on)." : "."));
}

float flash_left(const App& app) {
  const FeelView& f = app.feel;
  if (f.flash_at < 0) return 0.0f;
  return float(std::clamp(1.0 - (app.screen.now - f.flash_at) / FeelView::kFlashSeconds, 0.0, 1.0));
}

float pulse_left(const App& app) {
  const FeelView& f = app.feel;
  if (f.pulse_at < 0) return 0.0f;
  return float(std::clamp(1.0 - (app.screen.now - f.pulse_at) / FeelView::kPulseSeconds, 0.0, 1.0));
}

bool feel_animating(const App& app) { return flash_left(app) > 0.0f || pulse_left(app) > 0.0f; }

std::string solved_words(const App& app) {
  const Session& s = app.game.session();
  const int n = s.moves();
  std::string words = "Solved in " + std::to_string(n) + (n == 1 ? " press" : " presses");
  const Solution& best = app.game.start_solution();
  if (best.solvable) {
    const std::size_t k = std::size_t(best.count());
    if (best.minimal) words += k == std::size_t(n) ? ", the fewest possible" : ", the fewest is " + std::to_string(k);
    else words += " (a solution of " + std::to_string(k) + " is known)";
  }
  if (s.help_used()) words += ", with help";
  return words;
}

// Not during How to play: its card says what comes next, and the banner
// would take the phone's room for it.
static bool banner_up(const App& app) {
  return app.feel.banner && app.feel.banner_closed != app.game.revision() && !tour_running(app);
}

// The banner's width in a room `room_w` wide, and its height there: its
// words as they wrap, then a row of finger-sized buttons.
static float banner_width(float room_w) {
  const float em = ImGui::GetFontSize();
  return std::min(room_w - em, 22.0f * em);
}

static float banner_height(const App& app, float room_w) {
  const ImGuiStyle& st = ImGui::GetStyle();
  const float wrap = banner_width(room_w) - 2.0f * st.WindowPadding.x;
  float words = ImGui::CalcTextSize(solved_words(app).c_str(), nullptr, false, wrap).y;
  if (challenge_finished(app))
    words += st.ItemSpacing.y + ImGui::CalcTextSize(challenge_words(app).c_str(), nullptr, false, wrap).y;
  return 2.0f * st.WindowPadding.y + words + st.ItemSpacing.y + std::max(kMinTouchTarget, 2.4f * ImGui::GetFontSize());
}

float solved_banner_room(const App& app, float room_w) {
  return banner_up(app) ? banner_height(app, room_w) + 0.5f * ImGui::GetFontSize() : 0.0f;
}

void solved_banner(App& app, const Rect& room) {
  if (!banner_up(app)) return;
  const float em = ImGui::GetFontSize();
  const float w = banner_width(room.w);
  const float button_h = std::max(kMinTouchTarget, 2.4f * em);
  const bool challenge = challenge_finished(app);  // a level or a daily: its marks, and what comes next
  const float h = std::min(banner_height(app, room.w), room.h - 0.25f * em);
  // At the foot of the room: the tabs over the room stay in reach.
  ImGui::SetCursorScreenPos(ImVec2(room.x + (room.w - w) * 0.5f, std::max(room.bottom() - h - 0.25f * em, room.y)));
  ImGui::PushStyleColor(ImGuiCol_ChildBg, board_theme().banner_bg);
  ImGui::PushStyleVar(ImGuiStyleVar_ChildRounding, 8.0f);
  ImGui::BeginChild("##solved", ImVec2(w, h), true, ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse);
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextUnformatted(solved_words(app).c_str());
  if (challenge) ImGui::TextUnformatted(challenge_words(app).c_str());
  ImGui::PopTextWrapPos();
  ImGui::SetCursorPosY(h - button_h - ImGui::GetStyle().WindowPadding.y);
  const float bw = (w - 2.0f * ImGui::GetStyle().WindowPadding.x - 2.0f * ImGui::GetStyle().ItemSpacing.x) / 3.0f;
  if (challenge) {
    challenge_button(app, bw, button_h);
  } else {
    if (ImGui::Button("New##banner", ImVec2(bw, button_h))) play_sink(app).send(play::Act{play::Action::New});
    record_control(app, "New puzzle");
  }
  ImGui::SameLine();
  if (const std::string daily = challenge_link(app); !daily.empty()) {
    // A daily: Share result carries its link already; what a daily player
    // looks at next is the statistics (the streak, today's bar).
    statistics_button(app, bw, button_h);
  } else {
    // The puzzle as it was dealt: a friend gets the same start to beat the count.
    if (ImGui::Button("Share", ImVec2(bw, button_h)))
      copy_to_clipboard(app, app.game.session().game_start_puzzle().id(),
                        {.what = "the link", .done = "Link copied: it opens this puzzle from its start."}, kWholeLink);
    record_control(app, "Share");
  }
  ImGui::SameLine();
  if (ImGui::Button("Close##banner", ImVec2(bw, button_h))) later(app, intent::CloseBanner{});
  record_control(app, "Close banner");
  ImGui::EndChild();
  record_control(app, "Solved banner");  // the whole of it, for the hook (a test holds it apart from the cells)
  ImGui::PopStyleVar();
  ImGui::PopStyleColor();
}

}  // namespace tl::app
