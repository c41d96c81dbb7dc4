// topology.cpp: the gluing table and the walk across glued edges.
#include "core/base/topology.hpp"

namespace tl {

namespace {

struct TopologyRow {
  const char* name;
  const char* title;
  Glue left_right, top_bottom;
};

constexpr TopologyRow kRows[kTopologyCount] = {
    {"plain", "plain", Glue::None, Glue::None},
    {"torus", "torus", Glue::Straight, Glue::Straight},
    {"cylinder", "cylinder", Glue::Straight, Glue::None},
    {"moebius", "Moebius band", Glue::Reversed, Glue::None},
    {"klein", "Klein bottle", Glue::Straight, Glue::Reversed},
    {"projective", "projective plane", Glue::Reversed, Glue::Reversed},
};

const TopologyRow& row(Topology t) { return kRows[int(t) < kTopologyCount ? int(t) : 0]; }

}  // namespace

Glue left_right_glue(Topology t) { return row(t).left_right; }
Glue top_bottom_glue(Topology t) { return row(t).top_bottom; }
const char* topology_name(Topology t) { return row(t).name; }
const char* topology_title(Topology t) { return row(t).title; }

std::optional<Topology> topology_from_name(std::string_view name) {
  for (int i = 0; i < kTopologyCount; ++i)
    if (name == kRows[i].name) return Topology(i);
  return std::nullopt;
}

std::string topology_names() {
  std::string out;
  for (int i = 0; i < kTopologyCount; ++i)
    out += std::string(i == 0 ? "" : i + 1 == kTopologyCount ? " or " : ", ") + kRows[i].name;
  return out;
}

Result<Topology> parse_topology(std::string_view text) {
  if (const auto t = topology_from_name(text)) return *t;
  return Error{0, "must be " + topology_names() + ", got '" + std::string(text.substr(0, 20)) + "'"};
}

bool rows_jump(Topology t) { return top_bottom_glue(t) != Glue::None || left_right_glue(t) == Glue::Reversed; }

int glued_cell(Topology t, int rows, int cols, int r, int c) {
  const Glue lr = left_right_glue(t), tb = top_bottom_glue(t);
  // One crossing at a time: a crossing brings one coordinate a board's width
  // nearer and a reflection keeps the other as far off the board as it was,
  // so this ends after about |offset| / side crossings.
  for (;;) {
    if (c < 0 || c >= cols) {
      if (lr == Glue::None) return -1;
      c += c < 0 ? cols : -cols;
      if (lr == Glue::Reversed) r = rows - 1 - r;
    } else if (r < 0 || r >= rows) {
      if (tb == Glue::None) return -1;
      r += r < 0 ? rows : -rows;
      if (tb == Glue::Reversed) c = cols - 1 - c;
    } else {
      return r * cols + c;
    }
  }
}

}  // namespace tl
