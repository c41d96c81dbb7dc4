// graph_machine.cpp: Lights Out on any graph (Sutner's σ / σ+ games).
//
// The vertices are the buttons and the lights. A press adds 1 (mod k) to the
// vertex's neighbours and, unless -noself, to the vertex itself: the press
// matrix is A = I + Adj (σ+) or A = Adj (σ), Joyner 2006, section 2's toggle
// matrix t(E) of a button and the neighbours it touches. Lights Out on a
// grid is the grid graph's σ+ game; Orbix (Jaap's puzzle pages) is the
// icosahedron's σ game.
//
// ID: "graph" [ "-" shape ] [ "-k" K ] [ "-noself" ] ":" lights [",g=" goal] [",graph6=" G] [",p=" positions]
//     shape = "hexagon" n | "hexgrid" R "x" C | "cube" n | "tetrahedron" | "hexahedron" | "octahedron"
//           | "dodecahedron" | "icosahedron" | "petersen" | "cycle" n | "path" n | "complete" n | "wheel" n
//     Without a shape the graph is in the body as graph6 (McKay's format, as
//     nauty, networkx and Sage write it), with optional positions: x.y pairs
//     in hundredths of a cell, one per vertex, separated by '.'.
//     e.g. graph-hexagon3:0000000000000000000   graph:0000000000,graph6=IheA@GUAo
#include "core/linear/machines/graph_machine.hpp"

#include <charconv>
#include <cmath>

#include "core/graph/graph6.hpp"
#include "core/graph/graph_presets.hpp"
#include "core/graph/solid_faces.hpp"
#include "core/linear/machines/head_options.hpp"
#include "core/linear/machines/linear_machine.hpp"
#include "core/linear/machines/zk_machine.hpp"
#include "core/game/machine_kind.hpp"

namespace tl {

namespace {

constexpr int kPageVertices = 1024, kCliVertices = 4096;
// graph6 of the most vertices: 4 characters of size, then n(n-1)/2 bits, 6 a character.
constexpr int graph6_length(int n) { return 4 + (n * (n - 1) / 2 + 5) / 6; }

enum { kShape, kN, kGrid, kText, kStates, kSelf, kByVertex };  // the kind's schema
enum Shape {
  Graph6,
  Hexagon,
  HexGrid,
  Cube,
  Tetrahedron,
  Hexahedron,
  Octahedron,
  Dodecahedron,
  Icosahedron,
  Petersen,
  Cycle,
  Path,
  Complete,
  Wheel,
  // The faces of solids as buttons (solid_faces.hpp), in FacedSolid's order.
  FacesFirst,
  FacesLast = FacesFirst + kFacedSolids - 1,
  kShapes
};
const char* const kShapeWords[kShapes] = {"graph6",
                                          "hexagon",
                                          "hexgrid",
                                          "cube",
                                          "tetrahedron",
                                          "hexahedron",
                                          "octahedron",
                                          "dodecahedron",
                                          "icosahedron",
                                          "petersen",
                                          "cycle",
                                          "path",
                                          "complete",
                                          "wheel",
                                          "tetrahedronfaces",
                                          "cubefaces",
                                          "octahedronfaces",
                                          "dodecahedronfaces",
                                          "icosahedronfaces",
                                          "cuboctahedron",
                                          "icosidodecahedron",
                                          "truncatedicosahedron",
                                          "rhombicdodecahedron",
                                          "rhombictriacontahedron"};
bool faces(int shape) { return shape >= FacesFirst && shape <= FacesLast; }
bool takes_n(int shape) { return shape == Hexagon || shape == Cube || (shape >= Cycle && !faces(shape)); }
FacedSolid solid_of(int shape) { return FacedSolid(shape - FacesFirst); }

// The vertex count before building (a hexagon of side 1000 is refused, not built).
long long vertex_count(const ParamValues& v) {
  const long long n = v[kN].a;
  switch (v[kShape].a) {
    case Hexagon: return 3 * n * (n - 1) + 1;
    case HexGrid: return (long long)v[kGrid].a * v[kGrid].b;
    case Cube: return 6 * n * n;
    case Tetrahedron: return 4;
    case Hexahedron: return 8;
    case Octahedron: return 6;
    case Dodecahedron: return 20;
    case Icosahedron: return 12;
    case Petersen: return 10;
    default: {
      static const int kFaces[kFacedSolids] = {4, 6, 8, 12, 20, 14, 32, 32, 12, 30};
      return faces(v[kShape].a) ? kFaces[v[kShape].a - FacesFirst] : n;
    }
  }
}

std::string shape_word(const ParamValues& v) {
  const int s = v[kShape].a;
  std::string w = kShapeWords[s];
  if (s == HexGrid) w += std::to_string(v[kGrid].a) + "x" + std::to_string(v[kGrid].b);
  else if (takes_n(s)) w += std::to_string(v[kN].a);
  return w;
}

std::string head_of(const ParamValues& v) {
  std::string h = "graph";
  if (v[kShape].a != Graph6) h += "-" + shape_word(v);
  if (v[kStates].a != 2) h += "-k" + std::to_string(v[kStates].a);
  if (!v[kSelf].a) h += "-noself";
  if (faces(v[kShape].a) && v[kByVertex].a) h += "-byvertex";
  return h;
}

std::string title_of(const ParamValues& v, int vertices) {
  const int n = v[kN].a;
  switch (v[kShape].a) {
    case Hexagon: return "Hexagon of side " + std::to_string(n);
    case HexGrid: return "Hex grid " + std::to_string(v[kGrid].a) + " x " + std::to_string(v[kGrid].b);
    case Cube: return "Cube, " + std::to_string(n) + " x " + std::to_string(n) + " a face";
    case Tetrahedron: return "Tetrahedron";
    case Hexahedron: return "Cube's corners (hexahedron)";
    case Octahedron: return "Octahedron";
    case Dodecahedron: return "Dodecahedron";
    case Icosahedron: return v[kSelf].a ? "Icosahedron" : "Orbix (icosahedron)";
    case Petersen: return "Petersen graph";
    case Cycle: return "Cycle of " + std::to_string(n);
    case Path: return "Path of " + std::to_string(n);
    case Complete: return "Complete graph K" + std::to_string(n);
    case Wheel: return "Wheel of " + std::to_string(n);
    default:
      if (faces(v[kShape].a))
        return std::string(faced_solid_title(solid_of(v[kShape].a))) + "'s faces" + (v[kByVertex].a ? ", by corner" : "");
      return "Graph of " + std::to_string(vertices) + " vertices";
  }
}

DrawnGraph preset(const ParamValues& v) {
  const int n = v[kN].a;
  switch (v[kShape].a) {
    case Hexagon: return hexagon_graph(n);
    case HexGrid: return hex_grid_graph(v[kGrid].a, v[kGrid].b);
    case Cube: return cube_surface_graph(n);
    case Tetrahedron: return solid_graph(Solid::Tetrahedron);
    case Hexahedron: return solid_graph(Solid::Hexahedron);
    case Octahedron: return solid_graph(Solid::Octahedron);
    case Dodecahedron: return solid_graph(Solid::Dodecahedron);
    case Icosahedron: return solid_graph(Solid::Icosahedron);
    case Petersen: return petersen_graph();
    case Cycle: return cycle_graph(n);
    case Path: return path_graph(n);
    case Complete: return complete_graph(n);
    default: return faces(v[kShape].a) ? face_graph(solid_of(v[kShape].a), v[kByVertex].a != 0) : wheel_graph(n);
  }
}

// "x.y.x.y...": two numbers 0..1000000 (hundredths of a cell) per vertex.
Result<std::vector<int>> parse_positions(std::string_view text, int vertices, std::size_t offset) {
  std::vector<int> out;
  std::size_t i = 0;
  while (true) {
    if (int(out.size()) == 2 * vertices)
      return Error{offset + i - 1, "expected " + std::to_string(2 * vertices) + " numbers (x.y for each of " +
                                       std::to_string(vertices) + " vertices), there are more"};
    int x = 0;
    auto [end, ec] = std::from_chars(text.data() + i, text.data() + text.size(), x);
    const std::size_t used = std::size_t(end - (text.data() + i));
    if (ec != std::errc() || used == 0 || used > 7 || x < 0 || x > 1000000)
      return Error{offset + i, "expected a position in hundredths of a cell, 0..1000000"};
    out.push_back(x);
    i += used;
    if (i == text.size()) break;
    if (text[i] != '.') return Error{offset + i, "expected '.' between the numbers of the positions"};
    ++i;
  }
  if (int(out.size()) != 2 * vertices)
    return Error{offset + text.size(), "expected " + std::to_string(2 * vertices) + " numbers (x.y for each of " +
                                           std::to_string(vertices) + " vertices), got " + std::to_string(out.size())};
  return out;
}

std::string format_positions(const std::vector<int>& p) {
  std::string s;
  for (std::size_t i = 0; i < p.size(); ++i) s += (i ? "." : "") + std::to_string(p[i]);
  return s;
}

// A link puts "~why" and the like after an ID (why_link.hpp) and graph6 may
// hold '~': an ID whose graph6 would end in a view's name ends with its
// positions instead, so a link is never read two ways.
bool ends_like_a_view(const std::string& g) {
  for (const char* view : {"~why", "~diy"})
    if (g.size() >= 4 && g.compare(g.size() - 4, 4, view) == 0) return true;
  return false;
}

// The drawing of `g` with its vertices at `positions` (x.y pairs in hundredths of a cell).
CellLayout drawn_at(const Graph& g, const std::vector<int>& positions) {
  CellLayout layout;
  for (std::size_t i = 0; i + 1 < positions.size(); i += 2) {
    layout.x.push_back(float(positions[i]) / 100.0f);
    layout.y.push_back(float(positions[i + 1]) / 100.0f);
  }
  layout.lines = g.edges();
  fit_box(layout);
  return layout;
}

MachinePtr build(ParamValues v, Graph g, CellLayout layout, std::string positions);
Result<MachinePtr> make(const ParamValues& v, const IdBody* body);

// The family a shape with a size belongs to, and its member of size n.
std::string family_of(const ParamValues& v) {
  switch (v[kShape].a) {
    case Hexagon: return "Hexagons by side";
    case Cube: return "Cube surfaces by n";
    case Cycle: return "Cycles by vertices";
    case Path: return "Paths by vertices";
    case Complete: return "Complete graphs by vertices";
    default: return "Wheels by vertices";
  }
}

MachinePtr member(ParamValues v, int n) {
  if (n < 1) return nullptr;
  v[kN].a = n;
  auto m = make(v, nullptr);
  return m ? *m : nullptr;
}

// The same rules (states, self) on another graph drawn at (x, y): a graph
// given as graph6 with its positions (the graph editor's every step), or
// without places, drawn by layout_graph (a pasted graph6).
MachinePtr regraphed(ParamValues v, const Graph& g, const std::vector<float>& x, const std::vector<float>& y) {
  if (g.n < 1 || g.n > kCliVertices) return nullptr;
  v[kShape].a = Graph6;
  if (x.empty() && y.empty()) return build(v, g, layout_graph(g), "");
  if (x.size() != std::size_t(g.n) || y.size() != std::size_t(g.n)) return nullptr;
  std::vector<int> positions;
  for (std::size_t i = 0; i < x.size(); ++i)
    for (float c : {x[i], y[i]}) {
      if (!(c >= 0.0f && c <= 10000.0f)) return nullptr;  // also NaN
      positions.push_back(int(std::lround(c * 100.0f)));
    }
  CellLayout layout = drawn_at(g, positions);
  return build(v, g, std::move(layout), format_positions(positions));
}

// The rules on `g`, drawn by `layout`. A graph without a shape travels in
// its ID's body as graph6, then `positions` (p=, empty: none) when given.
MachinePtr build(ParamValues v, Graph g, CellLayout layout, std::string positions) {
  const int n = g.n, k = v[kStates].a;
  // The picker's graph6 field shows the board's own graph: picking the shape
  // "graph6 text" opens a preset as a plain graph, ready to edit.
  v[kText].text = format_graph6(g);
  const bool self = v[kSelf].a != 0;
  const std::string head = head_of(v), title = title_of(v, n), graph6 = v[kText].text;
  std::string extra;
  if (v[kShape].a == Graph6) {
    if (positions.empty() && ends_like_a_view(graph6)) {
      std::vector<int> pos;
      for (std::size_t i = 0; i < layout.x.size(); ++i) {
        pos.push_back(int(std::lround(layout.x[i] * 100)));
        pos.push_back(int(std::lround(layout.y[i] * 100)));
      }
      positions = format_positions(pos);
    }
    extra = ",graph6=" + graph6 + (positions.empty() ? "" : ",p=" + positions);
  }
  auto shared_layout = std::make_shared<const CellLayout>(std::move(layout));
  // What both kinds of rules (two states, k states) carry alike.
  auto common = [&](auto& r) {
    r.name = "graph";
    r.title = title;
    r.head = head;
    r.params = v;
    r.rows = 1;
    r.cols = n;
    r.layout = shared_layout;
    r.graph6 = graph6;
    if (!extra.empty()) r.extra_fields = [extra] { return extra; };
    r.regraph = [v](const Graph& other, const std::vector<float>& x, const std::vector<float>& y) {
      return regraphed(v, other, x, y);
    };
    if (takes_n(v[kShape].a)) {
      r.family = family_of(v);
      r.member = [v](int size) { return member(v, size); };
    }
  };
  if (k == 2) {
    LinearRules r;
    common(r);
    for (int a = 0; a < n; ++a) {
      std::vector<int> cells = g.adjacent[std::size_t(a)];
      if (self) cells.push_back(a);
      r.press_vectors.push_back(BitVec::from_indices(std::size_t(n), cells));
    }
    return std::make_shared<LinearMachine>(std::move(r));
  }
  ZkRules r;
  common(r);
  r.k = k;
  r.presses.k = k;
  r.presses.cells = n;
  for (int a = 0; a < n; ++a) {
    std::vector<ZkAdd> adds;
    for (int b : g.adjacent[std::size_t(a)]) adds.push_back({b, 1});
    if (self) adds.push_back({a, 1});
    r.presses.buttons.push_back(std::move(adds));
  }
  r.default_goal.assign(std::size_t(n), 0);
  return std::make_shared<ZkMachine>(std::move(r));
}

Result<MachinePtr> make(const ParamValues& v, const IdBody* body) {
  const long long vertices = vertex_count(v);
  if (vertices > kCliVertices)
    return Error{0, "a " + shape_word(v) + " graph has " + std::to_string(vertices) + " vertices; at most " +
                        std::to_string(kCliVertices)};
  if (v[kShape].a != Graph6) {
    if (v[kShape].a == Wheel && v[kN].a < 4) return Error{0, "a wheel needs at least 4 vertices (a hub and 3 around it)"};
    DrawnGraph d = preset(v);
    return build(v, std::move(d.graph), std::move(d.layout), "");
  }
  // A graph given as graph6: from the ID's body, or from the parameters (the CLI's --graph6, the picker).
  std::string_view text = v[kText].text;
  std::size_t at = 0;
  const IdField* field = body ? body->find("graph6") : nullptr;
  if (body) {
    if (!field)
      return Error{body->end_offset, "expected ',graph6=' and the graph in graph6 (e.g. the Petersen graph: IheA@GUAo)"};
    text = field->value;
    at = field->value_offset;
  }
  auto g = parse_graph6(text, kCliVertices, at);
  if (!g) return g.error();
  const IdField* p = body ? body->find("p") : nullptr;
  if (!p) {
    CellLayout layout = layout_graph(*g);
    return build(v, std::move(*g), std::move(layout), "");
  }
  auto pos = parse_positions(p->value, g->n, p->value_offset);
  if (!pos) return pos.error();
  CellLayout layout = drawn_at(*g, *pos);
  return build(v, std::move(*g), std::move(layout), format_positions(*pos));
}

// The picker shows a size only for the shapes that take one, graph6 text only for graph6.
bool param_shown(const ParamValues& v, std::size_t index) {
  switch (index) {
    case kN: return takes_n(v[kShape].a);
    case kGrid: return v[kShape].a == HexGrid;
    case kText: return v[kShape].a == Graph6;
    case kByVertex: return faces(v[kShape].a);
    default: return true;
  }
}

// "" or "-" options: a shape word first (hexagon3, hexgrid4x5, petersen, ...), -k<states>, -noself.
Result<ParamValues> parse_head(std::string_view text, std::size_t offset, Surface) {
  auto options =
      split_head_options(text, 0, offset, "-<shape> (graph-hexagon3, graph-cube3, graph-petersen), -k<states> or -noself");
  if (!options) return options.error();
  ParamValues v{{Graph6, 0}, {3, 0}, {5, 5}, {}, {2, 0}, {1, 0}, {0, 0}};
  bool shape_seen = false;
  std::size_t by_vertex_at = 0;
  for (const HeadOption& o : *options) {
    auto shared = read_shared_option(o, v[kStates].a, v[kSelf].a);
    if (!shared) return shared.error();
    if (*shared) continue;
    if (o.word == "byvertex") {
      v[kByVertex].a = 1;
      by_vertex_at = o.offset;
      continue;
    }
    std::size_t letters = 0;
    while (letters < o.word.size() && o.word[letters] >= 'a' && o.word[letters] <= 'z') ++letters;
    const std::string_view name = o.word.substr(0, letters), size = o.word.substr(letters);
    int s = 1;
    while (s < kShapes && name != kShapeWords[s]) ++s;
    if (s == kShapes || shape_seen) {
      std::string shapes;
      for (int i = 1; i < kShapes; ++i) shapes += std::string(i > 1 ? ", " : "") + kShapeWords[i];
      return Error{o.offset, shape_seen ? "one shape only; then -k<states> or -noself"
                                        : "unknown option -" + std::string(o.word.substr(0, 20)) + "; shapes: " + shapes +
                                              "; options: -k<states>, -noself"};
    }
    shape_seen = true;
    v[kShape].a = s;
    auto number = [&](std::string_view t, int& out) {
      auto [end, ec] = std::from_chars(t.data(), t.data() + t.size(), out);
      return !t.empty() && t[0] != '0' && ec == std::errc() && end == t.data() + t.size();
    };
    const std::size_t at = o.offset + letters;
    if (s == HexGrid) {
      const std::size_t x = size.find('x');
      if (x == std::string_view::npos || !number(size.substr(0, x), v[kGrid].a) || !number(size.substr(x + 1), v[kGrid].b))
        return Error{at, "hexgrid takes <rows>x<columns>, e.g. graph-hexgrid4x5"};
    } else if (takes_n(s)) {
      if (!number(size, v[kN].a))
        return Error{at, std::string(kShapeWords[s]) + " takes a size, e.g. graph-" + kShapeWords[s] + "5"};
    } else if (!size.empty()) {
      return Error{at, std::string(kShapeWords[s]) + " takes no size"};
    }
  }
  if (v[kByVertex].a && !faces(v[kShape].a))
    return Error{by_vertex_at,
                 "-byvertex is for the faces of solids (graph-cuboctahedron-byvertex): neighbours that "
                 "share a corner"};
  return v;
}

}  // namespace

MachinePtr graph_machine(DrawnGraph d, int states, bool self) {
  ParamValues v{{Graph6, 0}, {3, 0}, {5, 5}, {}, {states, 0}, {self ? 1 : 0, 0}, {0, 0}};
  return build(v, std::move(d.graph), std::move(d.layout), "");
}

std::vector<FaceBoard> face_boards() {
  std::vector<FaceBoard> out;
  for (int s = FacesFirst; s <= FacesLast; ++s)
    for (bool by_vertex : {false, true}) {
      ParamValues v{{s, 0}, {3, 0}, {5, 5}, {}, {2, 0}, {1, 0}, {by_vertex ? 1 : 0, 0}};
      const int n = int(vertex_count(v));
      out.push_back({faced_solid_title(solid_of(s)), by_vertex, n, head_of(v) + ":" + std::string(std::size_t(n), '0')});
    }
  return out;
}

MachineKind graph_kind() {
  MachineKind k;
  k.name = "graph";
  k.title = "Lights Out on a graph";
  k.how_to_play =
      "Pressing a vertex changes every vertex joined to it by an edge and, with Pressed light changes too ticked "
      "(the default), the vertex itself. Every vertex is a button and a light: turn "
      "every light off. Hexagons, the cube's surface, the solids, or any graph pasted in graph6.";
  std::vector<std::string> shapes(kShapeWords, kShapeWords + kShapes);
  k.params = {choice_param("shape", "Shape", Hexagon, shapes,
                           {"graph6 text",
                            "Hexagon",
                            "Hex grid",
                            "Cube surface",
                            "Tetrahedron",
                            "Hexahedron",
                            "Octahedron",
                            "Dodecahedron",
                            "Icosahedron",
                            "Petersen graph",
                            "Cycle",
                            "Path",
                            "Complete graph",
                            "Wheel",
                            "Tetrahedron's faces",
                            "Cube's faces",
                            "Octahedron's faces",
                            "Dodecahedron's faces",
                            "Icosahedron's faces",
                            "Cuboctahedron",
                            "Icosidodecahedron",
                            "Truncated icosahedron",
                            "Rhombic dodecahedron",
                            "Rhombic triacontahedron"},
                           "the board: a preset shape, or graph6 text for any graph"),
              int_param("n", "Side or vertices", 3, 1, kPageVertices, kCliVertices,
                        "a hexagon's side, a cube face's side, or a cycle's, path's, complete graph's or wheel's vertices"),
              size_param("grid", "Hex grid", 5, 5, 1, kPageVertices, kCliVertices, "a hex grid's rows x columns"),
              text_param("graph6", "graph6", "IheA@GUAo", graph6_length(kPageVertices), graph6_length(kCliVertices),
                         "the graph in graph6, as nauty, networkx and Sage write it (shape graph6)"),
              int_param("states", "States", 2, 2, 255, 255, "states per light: a press adds 1 (mod states)"),
              bool_param("self", "Pressed light changes too", true,
                         "off: a press changes only the neighbours (-noself in an ID: the σ game, Orbix)"),
              bool_param("byvertex", "Faces sharing a corner", false,
                         "the faces of a solid: a press reaches every face that shares a corner, not only a side "
                         "(-byvertex in an ID)")};
  k.fields = {goal_field(), {"graph6", "the graph in graph6"}, {"p", "the vertices' positions: x.y in hundredths of a cell"}};
  k.head_syntax =
      "-<shape> (hexagon<n>, hexgrid<R>x<C>, cube<n>, tetrahedron, hexahedron, octahedron, dodecahedron, icosahedron, "
      "petersen, cycle<n>, path<n>, complete<n>, wheel<n>; the faces of solids: tetrahedronfaces, cubefaces, "
      "octahedronfaces, dodecahedronfaces, icosahedronfaces, cuboctahedron, icosidodecahedron, truncatedicosahedron, "
      "rhombicdodecahedron, rhombictriacontahedron) or none with graph6= in the body, then -k<states>, -noself and "
      "-byvertex (faces sharing a corner)";
  k.parse_head = parse_head;
  k.make = make;
  k.param_shown = param_shown;
  k.page_max_cells = kPageVertices;
  k.cli_max_cells = kCliVertices;
  k.default_id = "graph-hexagon3:0000000000000000000";
  auto values = [](int shape, int n, bool self) {
    ParamValues v{{shape, 0}, {n, 0}, {5, 5}, {}, {2, 0}, {self ? 1 : 0, 0}, {0, 0}};
    v[kText].text = "IheA@GUAo";
    return v;
  };
  k.presets = {
      {"Hexagon, side 3", "19 hexagons, each press the cell and the six around it", values(Hexagon, 3, true)},
      {"Lights Out Cube", "Tiger's cube: 54 buttons, presses wrap over the edges", values(Cube, 3, true)},
      {"Orbix", "the icosahedron, Pressed light changes too off: a press changes its five neighbours only",
       values(Icosahedron, 3, false)},
      {"Dodecahedron", "20 vertices, 3 edges each", values(Dodecahedron, 3, true)},
      {"Petersen graph", "10 vertices, 15 edges", values(Petersen, 3, true)},
      {"Wheel of 7", "a hub and six around it", values(Wheel, 7, true)},
      {"Football", "the truncated icosahedron's 32 faces (12 pentagons, 20 hexagons)",
       values(FacesFirst + int(FacedSolid::TruncatedIcosahedron), 3, true)},
  };
  return k;
}

}  // namespace tl
