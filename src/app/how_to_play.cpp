// how_to_play.cpp: one paragraph per machine, shown under the picker.
#include <string>

#include "app/panels.hpp"

namespace tl::app {

const char* how_to_play(const std::string& name) {
  if (name == "merlin")
    return "Nine buttons, each a light. A corner toggles its 2x2 block, a side its edge line of three, the "
           "centre the plus. Make the board match the goal: the ring, all lit but the centre.";
  if (name == "lightsout")
    return "Pressing a light toggles it and its four neighbours (on a torus the edges wrap around). Turn "
           "every light off, or match the goal shown. Some boards have quiet patterns: presses that change "
           "nothing, so some starts cannot be solved.";
  if (name == "quatrainment")
    return "A corner toggles the triangle of six cells in its corner, an edge cell toggles its three "
           "neighbours but not itself, a centre cell toggles the plus. Make the grid match the target.";
  if (name == "custom")
    return "Your own rules: each button toggles the cells drawn on it. Whether every colouring can be "
           "reached depends on whether the buttons form a basis.";
  if (name == "ghaly")
    return "Each button switches the wiring of its square. The colours come from codes carried along the "
           "wires. Light every button in one and the same colour.";
  return "";
}

}  // namespace tl::app
