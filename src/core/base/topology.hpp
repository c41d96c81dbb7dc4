// topology.hpp: which edges of an R x C board are glued together, and how.
//
// A board is a rectangle of cells; a topology says what lies past its edges.
// Drawn as the textbooks draw a surface from a square (its fundamental
// polygon): the left and right edges, the top and bottom edges, each pair
// glued straight, glued reversed (a twist), or not glued at all.
//
//                 left-right       top-bottom
//   plain         -                -
//   cylinder      straight         -
//   torus         straight         straight
//   Moebius band  reversed         -
//   Klein bottle  straight         reversed
//   projective    reversed         reversed      (LightsOutWeb's: crossing the
//                                                 left or right edge reflects
//                                                 the row, crossing the top or
//                                                 bottom reflects the column)
//
// A press's cells are mapped through the gluing one edge crossing at a time,
// so a press shape wider than the board wraps as often as it must, and two
// of its cells that land on one cell add twice (as the torus always did).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "core/base/result.hpp"

namespace tl {

// The values are the ID's and the schema's choice index: plain and torus keep
// 0 and 1 (a torus was a yes/no parameter before the others came).
enum class Topology : uint8_t { Plain, Torus, Cylinder, Moebius, Klein, Projective };
constexpr int kTopologyCount = 6;

// One pair of opposite edges.
enum class Glue : uint8_t { None, Straight, Reversed };

Glue left_right_glue(Topology t);
Glue top_bottom_glue(Topology t);

// The name in IDs, links and the CLI ("plain", "torus", "cylinder",
// "moebius", "klein", "projective") and back.
const char* topology_name(Topology t);
std::optional<Topology> topology_from_name(std::string_view name);
// Every name, for what is allowed: "plain, torus, cylinder, moebius, klein
// or projective".
std::string topology_names();
// A name read from a flag or a field; the error says what is allowed and
// what was given ("must be plain, torus, ... or projective, got 'mobius'").
Result<Topology> parse_topology(std::string_view text);
// What the picker and captions say: "Moebius band", "Klein bottle".
const char* topology_title(Topology t);

// The cell at row r, column c, which may lie off the board by any amount,
// mapped through the gluing: its index in reading order, or -1 when it falls
// off an edge that is not glued.
int glued_cell(Topology t, int rows, int cols, int r, int c);

// Whether crossing an edge can move a cell to a far row (top-bottom glued,
// or left-right reversed): the row-by-row chase then leaves such buttons to
// be unknowns.
bool rows_jump(Topology t);

}  // namespace tl
