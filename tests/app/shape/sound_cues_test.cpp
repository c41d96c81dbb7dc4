// sound_cues_test.cpp: the cues' notes render to samples a speaker can play:
// silent at the start (no click), within full scale, each cue as long as its
// last note, audibly different (a press short, a solve long), and the marks'
// bells one a mark.
#include <gtest/gtest.h>

#include <cmath>

#include "app/shape/sound_cues.hpp"

namespace tl::app {
namespace {

double energy(const std::vector<float>& s) {
  double e = 0;
  for (float v : s) e += double(v) * v;
  return e;
}

TEST(SoundCues, EachCueRendersToQuietEdgedSamplesWithinFullScale) {
  constexpr int kRate = 48000;
  for (const SoundCue cue : {SoundCue{SoundKind::Press}, SoundCue{SoundKind::Solved}, SoundCue{SoundKind::Mark, 3}}) {
    const std::vector<Note> notes = notes_of(cue);
    ASSERT_FALSE(notes.empty());
    double end = 0;
    for (const Note& n : notes) end = std::max(end, n.start + n.seconds);
    const std::vector<float> s = render_notes(notes, kRate);
    EXPECT_EQ(s.size(), std::size_t(std::ceil(end * kRate)));
    float peak = 0;
    for (float v : s) peak = std::max(peak, std::fabs(v));
    EXPECT_GT(peak, 0.5f * notes[0].gain) << "audible: the first note reaches most of its gain";
    EXPECT_LE(peak, 1.0f);
    EXPECT_GT(energy(s), 0.0);
    EXPECT_LT(std::fabs(s.front()), 1e-3f) << "starts from silence";
    EXPECT_LT(std::fabs(s.back()), 0.01f) << "fades out, no click at the stop";
  }
  const double press = double(render_notes(notes_of({SoundKind::Press}), kRate).size()) / kRate;
  const double solved = double(render_notes(notes_of({SoundKind::Solved}), kRate).size()) / kRate;
  EXPECT_LT(press, 0.1) << "a tick";
  EXPECT_GT(solved, 0.5) << "a chime";
}

TEST(SoundCues, AMarksCueRingsABellAMark) {
  for (int marks = 1; marks <= 3; ++marks) EXPECT_EQ(notes_of({SoundKind::Mark, marks}).size(), std::size_t(marks));
  EXPECT_EQ(notes_of({SoundKind::Mark, 9}).size(), 3u) << "three at most";
}

}  // namespace
}  // namespace tl::app
