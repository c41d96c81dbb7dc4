// sound_cues.hpp: what the game sounds like, as plain data. A cue (a press,
// a solve, a level's marks) is a few notes; the page plays the notes through
// Web Audio (web/shell.js: an oscillator and a decaying gain each), the
// desktop renders them into samples for SDL's audio queue (render_notes).
// One table for both, so the two sound alike. Pure: no SDL, no ImGui.
#pragma once

#include <vector>

namespace tl::app {

enum class SoundKind { Press, Solved, Mark };

struct SoundCue {
  SoundKind kind = SoundKind::Press;
  int value = 0;  // Mark: the marks earned, 1..3
  friend bool operator==(const SoundCue&, const SoundCue&) = default;
};

// A sine tone: starts `start` seconds after the cue, rises in kAttack, then
// decays exponentially to silence at `start + seconds`.
struct Note {
  double hz = 440, start = 0, seconds = 0.1;
  float gain = 0.2f;  // its peak, of full scale
};
constexpr double kAttack = 0.005;  // s: a rise, not a step, so no click at the start

std::vector<Note> notes_of(const SoundCue& cue);
// Mono float samples at `rate` Hz of `notes` added together (clipped to
// [-1, 1]), as long as the last note lasts.
std::vector<float> render_notes(const std::vector<Note>& notes, int rate);

}  // namespace tl::app
