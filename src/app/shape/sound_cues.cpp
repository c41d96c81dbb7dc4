// sound_cues.cpp: the cues' notes and their samples (sound_cues.hpp).
#include "app/shape/sound_cues.hpp"

#include <algorithm>
#include <cmath>

namespace tl::app {

std::vector<Note> notes_of(const SoundCue& cue) {
  switch (cue.kind) {
    case SoundKind::Press:  // a short, soft tick: heard under every press, never tiring
      return {{1320.0, 0.0, 0.04, 0.12f}};
    case SoundKind::Solved:  // a rising major arpeggio, C6 E6 G6 C7, ringing on
      return {{1046.5, 0.00, 0.45, 0.16f}, {1318.5, 0.09, 0.45, 0.16f}, {1568.0, 0.18, 0.5, 0.16f}, {2093.0, 0.27, 0.7, 0.14f}};
    case SoundKind::Mark: {  // a bell a mark, higher for each: three at par
      std::vector<Note> out;
      const double hz[] = {1568.0, 1975.5, 2349.3};
      for (int i = 0; i < std::clamp(cue.value, 1, 3); ++i) out.push_back({hz[i], 0.16 * i, 0.55, 0.15f});
      return out;
    }
  }
  return {};
}

std::vector<float> render_notes(const std::vector<Note>& notes, int rate) {
  double end = 0;
  for (const Note& n : notes) end = std::max(end, n.start + n.seconds);
  std::vector<float> out(std::size_t(std::ceil(end * rate)), 0.0f);
  constexpr double kTwoPi = 6.283185307179586;
  for (const Note& n : notes) {
    const std::size_t from = std::size_t(n.start * rate), count = std::size_t(n.seconds * rate);
    // Up to the gain in kAttack, then down to 1/1000 of it (-60 dB) by the
    // note's end: it fades out, no click at the stop (shell.js ramps the same).
    const double decay = std::log(1000.0) / std::max(n.seconds - kAttack, kAttack);
    for (std::size_t i = 0; i < count && from + i < out.size(); ++i) {
      const double t = double(i) / rate;
      const double envelope = t < kAttack ? t / kAttack : std::exp(-decay * (t - kAttack));
      out[from + i] += float(n.gain * envelope * std::sin(kTwoPi * n.hz * t));
    }
  }
  for (float& s : out) s = std::clamp(s, -1.0f, 1.0f);
  return out;
}

}  // namespace tl::app
