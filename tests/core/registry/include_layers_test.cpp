// include_layers_test.cpp: the layers, enforced by the includes. Each folder
// of src/ may include its own headers, those of the folders its row of
// kLayers names, and whatever those may include in turn ("below"); this test
// reads every #include of every source file under src/ and fails on any other
// edge, naming the file and line. Nothing under src/core may include an
// ImGui, SDL, GL or Emscripten header, in quotes or in angle brackets; other
// <...> headers (the standard library's) are not checked.
//
// The core's rows are the same graph as src/core/CMakeLists.txt's link lines
// (TableMatchesLinkLibraries), so a header that points the wrong way fails
// here by name even where the link would not notice (an inline function).
//
// Index
//   [SECTION] The table
//   [SECTION] Reading the tree
//   [SECTION] The check
//   [SECTION] Tests
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "source_tree.hpp"

namespace tl {
namespace {

namespace fs = std::filesystem;

// -----------------------------------------------------------------------------
// [SECTION] The table
// -----------------------------------------------------------------------------

// A folder of src/ (paths from src/) and the folders it is built on. A file
// belongs to the longest folder here that holds it: core/linear/machines is
// its own layer, not part of core/linear; cli/wasm is part of cli. A row
// names only the folders it stands on directly; what a longer path already
// implies is left out (TheTableIsALayering checks that), as in
// docs/layers.dot.
using Layers = std::map<std::string, std::vector<std::string>>;
const Layers kLayers = {
    // --- core: one library per folder (src/core/CMakeLists.txt), no UI ---
    // Bit vectors, results and errors, text of bits, big counts, JSON.
    {"core/base", {}},
    // Matrices, M4RI elimination, polynomials over GF(2).
    {"core/gf2", {"core/base"}},
    // The fewest presses over x + span(quiet) over GF(2): shared by linear's
    // solvers and modk's split by halves, so below both.
    {"core/search", {"core/gf2"}},
    // Linear algebra over Z_k: Howell forms, the chase, fewest presses, the trace.
    {"core/modk", {"core/search"}},
    // The Machine interface, machine kinds, the parameter schema, the session.
    {"core/game", {"core/base"}},
    // Graphs, graph6, the preset graphs and their drawings.
    {"core/graph", {"core/base"}},
    // The GF(2) solver and Lights Out's fast paths.
    {"core/linear", {"core/search"}},
    // LinearMachine, ZkMachine and the kinds built on them.
    {"core/linear/machines", {"core/linear", "core/modk", "core/game", "core/graph"}},
    // "See why": the elimination with captions, worksheets, the atlas, the lesson.
    {"core/linear/explain", {"core/linear/machines"}},
    // Ghaly's machine (Joyner 2006).
    {"core/ghaly", {"core/game"}},
    // Every machine kind by name, the puzzle ID parser.
    {"core/registry", {"core/linear/machines", "core/ghaly"}},
    // The play screen's rules: help, hints, New, edit, caches.
    {"core/midend", {"core/registry", "core/linear/explain"}},
    // Series, dailies, records: the game to come back to.
    {"core/progress", {"core/registry", "core/linear/explain"}},
    // A board read from a picture: its corners, the perspective map, the cells.
    {"core/vision", {"core/base"}},
    // Boards and matrices as pixels and SVG; rules from a matrix (text, pixels).
    {"core/picture", {"core/registry", "core/linear/explain"}},
    // The long work as jobs asked for in plain data, run where the platform puts it.
    {"core/engine", {"core/midend"}},
    // --- front ends ---
    // The screen's layouts and touch gestures: pure geometry, no core, no ImGui.
    {"app/shape", {}},
    // The widgets every screen shares, and the frame's record of controls:
    // ImGui and the shapes, no screen, no core, no `App`.
    {"app/widgets", {"app/shape"}},
    // Boards drawn (a grid's lights and marks, a layout's cells) with the
    // board's palette: the widgets and the machine's cells, no screen, no `App`.
    {"app/boards", {"app/widgets", "core/game"}},
    // "Read a photo", a screen module (its model, messages, update, view):
    // the widgets and the core it reads, never the shell (app) above it.
    {"app/screens/photo", {"app/widgets", "core/midend", "core/vision"}},
    // "Pictures and matrices", a screen module of the Why tab.
    {"app/screens/pictures", {"app/widgets", "core/midend", "core/picture"}},
    // "Draw your own graph", a screen module of the Why tab with its canvas on the board.
    {"app/screens/graph_editor", {"app/widgets", "core/midend"}},
    // The machine picker's fields, a screen module of the menu.
    {"app/screens/picker", {"app/widgets", "core/midend"}},
    // A wiring machine's wires, a screen module of the Why and Play tabs.
    {"app/screens/wiring", {"app/widgets", "core/midend"}},
    // "Do it yourself", the student's elimination, a screen module of the Why tab.
    {"app/screens/diy", {"app/widgets", "core/midend"}},
    // The light-chasing lesson, a screen module of the Why tab.
    {"app/screens/lesson", {"app/widgets", "core/midend"}},
    // "Lights Out atlas", a screen module of the Why tab.
    {"app/screens/atlas", {"app/widgets", "core/midend"}},
    // "Atlas: FAMILY", a screen module of the Why tab.
    {"app/screens/family_atlas", {"app/widgets", "core/midend"}},
    // "Solving again and again" and the period chart, a screen module of the Why tab.
    {"app/screens/dynamics", {"app/widgets", "core/midend"}},
    // How to play, the first visit's tour, a screen module of the Play tab.
    {"app/screens/tour", {"app/widgets", "core/midend", "core/progress"}},
    // The board's census and the wiring census, a screen module of the Why tab.
    {"app/screens/censuses", {"app/widgets", "core/midend"}},
    // The statistics screen, a screen module of the menu.
    {"app/screens/stats", {"app/widgets", "core/midend", "core/progress"}},
    // "Daily puzzle and series", a screen module of the menu.
    {"app/screens/dailies", {"app/widgets", "core/midend", "core/progress"}},
    // "Faces of solids", a screen module of the Why tab.
    {"app/screens/solids", {"app/widgets", "core/midend"}},
    // A and the elimination, the linear algebra of the Why tab, a screen module.
    {"app/screens/elimination", {"app/widgets", "core/midend"}},
    // The rules editor, a screen module of the Why tab.
    {"app/screens/rules_editor", {"app/widgets", "core/midend"}},
    // The Play tab: the board's cursor, zoom and turn, what the game's buttons ask.
    {"app/screens/play", {"app/boards", "core/midend"}},
    // The shell and the screens not yet modules of their own: all of the
    // core (midend, progress and the engine are its tops) and every screen module.
    {"app",
     {"core/engine", "app/screens/photo", "app/screens/pictures", "app/screens/graph_editor", "app/screens/picker",
      "app/screens/wiring", "app/screens/diy", "app/screens/lesson", "app/screens/atlas", "app/screens/family_atlas",
      "app/screens/dynamics", "app/screens/tour", "app/screens/censuses", "app/screens/stats", "app/screens/dailies",
      "app/screens/solids", "app/screens/elimination", "app/screens/rules_editor", "app/screens/play"}},
    // Picture files natively (stb): PNG written, PNG and JPEG read.
    {"image_file", {"core/picture"}},
    // The command line: all of the core, and picture files.
    {"cli", {"core/progress", "core/vision", "core/engine", "image_file"}},
    // SDL2, GL and Emscripten: the window over the app; main.cpp also starts the CLI.
    {"platform", {"app", "cli"}},
};

// Folders a row stands on through the table but may not include itself: it
// sees them only through an interface a folder below them declares. The
// screens (app) know a wiring machine only as a WiringView
// (core/game/wiring_view.hpp), never Ghaly's own types; the registry and the
// midend below them make and play the machine.
const std::map<std::string, std::vector<std::string>> kFences = {
    {"app", {"core/ghaly"}},
    {"app/screens/photo", {"core/ghaly"}},
    {"app/screens/pictures", {"core/ghaly"}},
    {"app/screens/graph_editor", {"core/ghaly"}},
    {"app/screens/picker", {"core/ghaly"}},
    {"app/screens/wiring", {"core/ghaly"}},
    {"app/screens/diy", {"core/ghaly"}},
    {"app/screens/lesson", {"core/ghaly"}},
    {"app/screens/atlas", {"core/ghaly"}},
    {"app/screens/family_atlas", {"core/ghaly"}},
    {"app/screens/dynamics", {"core/ghaly"}},
    {"app/screens/tour", {"core/ghaly"}},
    {"app/screens/censuses", {"core/ghaly"}},
    {"app/screens/stats", {"core/ghaly"}},
    {"app/screens/dailies", {"core/ghaly"}},
    {"app/screens/solids", {"core/ghaly"}},
    {"app/screens/elimination", {"core/ghaly"}},
    {"app/screens/rules_editor", {"core/ghaly"}},
    {"app/screens/play", {"core/ghaly"}},
};

// Includes the table forbids that are not fixed yet (to be removed), in
// folders this change could not edit (src/app and src/platform), as
// {file from src/, header as included}. The test fails on a listed one that
// no longer exists, so the list only shrinks. Empty: every include of src/
// follows the table.
struct KnownViolation {
  std::string file;
  std::string header;
};
const std::vector<KnownViolation> kKnownViolations = {};

// Third-party UI headers, which no file under src/core may include (a prefix of the name).
const std::vector<std::string> kUiHeaders = {"imgui", "SDL", "GL/", "GLES", "OpenGL/", "emscripten"};
// Quoted includes that name no file under src/: Dear ImGui's, included the way its examples do.
const std::vector<std::string> kQuotedThirdParty = {"imgui"};

bool starts_with_any(const std::string& s, const std::vector<std::string>& prefixes) {
  return std::any_of(prefixes.begin(), prefixes.end(), [&](const std::string& p) { return s.rfind(p, 0) == 0; });
}

// The layer a path from src/ belongs to: the longest row that holds it ("" if none).
std::string layer_of(const std::string& path, const Layers& layers) {
  std::string best;
  for (const auto& [folder, _] : layers)
    if (path.rfind(folder + "/", 0) == 0 && folder.size() > best.size()) best = folder;
  return best;
}

// Everything below a folder: its row, and the rows of those, to the bottom.
std::set<std::string> below(const std::string& folder, const Layers& layers) {
  std::set<std::string> out;
  std::vector<std::string> todo{folder};
  while (!todo.empty()) {
    const std::string f = todo.back();
    todo.pop_back();
    const auto row = layers.find(f);
    if (row == layers.end()) continue;
    for (const std::string& g : row->second)
      if (out.insert(g).second) todo.push_back(g);
  }
  return out;
}

// -----------------------------------------------------------------------------
// [SECTION] Reading the tree
// -----------------------------------------------------------------------------

// One #include line: the file (from src/) and line it is on, and the header.
struct Include {
  std::string file;
  int line = 0;
  bool quoted = false;  // "..." rather than <...>
  std::string header;
};

std::vector<Include> includes_of(const std::string& file, const std::string& text) {
  static const std::regex directive(R"(^\s*#\s*include\s*([<"])([^>"]+)[>"])");
  std::vector<Include> out;
  std::istringstream lines(text);
  std::string line;
  std::smatch m;
  for (int n = 1; std::getline(lines, line); ++n)
    if (std::regex_search(line, m, directive)) out.push_back({file, n, m[1] == "\"", m[2]});
  return out;
}

const fs::path kSrc = test::source_root();

// Every file under src/, as paths from src/.
std::set<std::string> files_under_src() {
  std::set<std::string> files;
  for (const auto& e : fs::recursive_directory_iterator(kSrc))
    if (e.is_regular_file()) files.insert(e.path().lexically_relative(kSrc).generic_string());
  return files;
}

// -----------------------------------------------------------------------------
// [SECTION] The check
// -----------------------------------------------------------------------------

struct Verdict {
  std::vector<std::string> offences;  // "src/FILE:LINE includes HEADER: why"
  std::vector<std::string> stale;     // known violations that are gone
};

std::string joined(const std::set<std::string>& s) {
  std::string out;
  for (const std::string& x : s) out += (out.empty() ? "" : ", ") + x;
  return out.empty() ? "nothing else" : out;
}

Verdict check(const std::vector<Include>& includes, const std::set<std::string>& src_files, const Layers& layers,
              const std::vector<KnownViolation>& known) {
  Verdict v;
  std::vector<bool> seen(known.size(), false);
  for (const Include& inc : includes) {
    const std::string where = "src/" + inc.file + ":" + std::to_string(inc.line) + " includes " +
                              (inc.quoted ? "\"" + inc.header + "\"" : "<" + inc.header + ">");
    const std::string from = layer_of(inc.file, layers);
    if (from.empty()) {
      v.offences.push_back(where + ": its folder has no row in the table");
      continue;
    }
    if (!inc.quoted || !src_files.count(inc.header)) {
      if (from.rfind("core/", 0) == 0 && starts_with_any(inc.header, kUiHeaders))
        v.offences.push_back(where + ": no ImGui, SDL, GL or Emscripten header in src/core");
      else if (inc.quoted && !starts_with_any(inc.header, kQuotedThirdParty))
        v.offences.push_back(where + ", which names no file under src/ (our headers go by their path from src/)");
      continue;
    }
    const std::string to = layer_of(inc.header, layers);
    const std::set<std::string> allowed = below(from, layers);
    if (const auto fence = kFences.find(from);
        fence != kFences.end() && std::find(fence->second.begin(), fence->second.end(), to) != fence->second.end()) {
      v.offences.push_back(where + ": " + from + " reaches " + to + " only through the interfaces below it");
      continue;
    }
    if (to == from || allowed.count(to)) continue;
    const auto k = std::find_if(known.begin(), known.end(),
                                [&](const KnownViolation& kv) { return kv.file == inc.file && kv.header == inc.header; });
    if (k != known.end()) {
      seen[std::size_t(k - known.begin())] = true;
      continue;
    }
    v.offences.push_back(where + ": " + from + " may include " + joined(allowed) + ", not " +
                         (to.empty() ? "a folder with no row" : to));
  }
  for (std::size_t i = 0; i < known.size(); ++i)
    if (!seen[i])
      v.stale.push_back("kKnownViolations lists src/" + known[i].file + " -> " + known[i].header +
                        ", which is gone: take it off the list");
  return v;
}

// -----------------------------------------------------------------------------
// [SECTION] Tests
// -----------------------------------------------------------------------------

TEST(Layers, EveryIncludeFollowsTheTable) {
  const std::set<std::string> files = files_under_src();
  std::vector<Include> includes;
  int sources = 0, ours = 0;
  for (const std::string& f : files) {
    if (!test::is_cpp_source(f)) continue;
    ++sources;
    for (Include& inc : includes_of(f, test::read_text(kSrc / f))) {
      ours += inc.quoted && files.count(inc.header);
      includes.push_back(std::move(inc));
    }
  }
  ASSERT_GT(sources, 150) << "the source tree was not found at " << kSrc;
  ASSERT_GT(ours, 400) << "too few of our own includes were read";
  const Verdict v = check(includes, files, kLayers, kKnownViolations);
  for (const std::string& o : v.offences) ADD_FAILURE() << o;
  for (const std::string& s : v.stale) ADD_FAILURE() << s;
}

TEST(Layers, TheTableIsALayering) {
  const std::set<std::string> core = [] {
    std::set<std::string> out;
    for (const auto& [folder, _] : kLayers)
      if (folder.rfind("core/", 0) == 0) out.insert(folder);
    return out;
  }();
  for (const auto& [folder, row] : kLayers) {
    EXPECT_TRUE(fs::is_directory(kSrc / folder)) << folder << " is no folder of src/";
    const std::set<std::string> all = below(folder, kLayers);
    EXPECT_FALSE(all.count(folder)) << folder << " is below itself: the table has a cycle";
    for (const std::string& g : row) {
      EXPECT_TRUE(kLayers.count(g)) << folder << " stands on " << g << ", which has no row";
      for (const std::string& h : row)
        EXPECT_FALSE(below(h, kLayers).count(g)) << folder << " names " << g << ", which " << h << " already implies";
    }
    // The core stands on nothing outside it.
    if (core.count(folder)) {
      for (const std::string& g : all) EXPECT_TRUE(core.count(g)) << folder << " may include " << g;
    }
  }
  // The app and the CLI may include every folder of the core.
  for (const char* front : {"app", "cli"}) {
    const std::set<std::string> reach = below(front, kLayers);
    EXPECT_TRUE(std::includes(reach.begin(), reach.end(), core.begin(), core.end()))
        << front << " does not reach all of the core";
  }
  // Every folder that holds sources belongs to a row.
  for (const auto& e : fs::recursive_directory_iterator(kSrc))
    if (e.is_regular_file() && test::is_cpp_source(e.path())) {
      const std::string f = e.path().lexically_relative(kSrc).generic_string();
      EXPECT_FALSE(layer_of(f, kLayers).empty()) << "src/" << f << " is in no layer of the table";
    }
}

// src/core/CMakeLists.txt links one library per folder to the libraries
// below it: what a folder may include (its row and below) must be what its
// library links (its link line and below), no more and no less.
TEST(Layers, TableMatchesLinkLibraries) {
  const std::string cmake = test::read_text(kSrc / "core/CMakeLists.txt");
  static const std::regex library(R"(\ntogglelab_core_library\((\w+) ([\w/]+)((?: \w+)*)\))");
  std::map<std::string, std::string> folder_of;  // library -> folder from src/
  std::map<std::string, std::vector<std::string>> link_line;
  for (auto it = std::sregex_iterator(cmake.begin(), cmake.end(), library); it != std::sregex_iterator(); ++it) {
    folder_of[(*it)[1]] = "core/" + (*it)[2].str();
    std::istringstream words((*it)[3]);
    for (std::string w; words >> w;) link_line[(*it)[1]].push_back(w);
  }
  ASSERT_GT(folder_of.size(), 10u) << "no togglelab_core_library lines read from src/core/CMakeLists.txt";
  Layers linked;
  for (const auto& [lib, folder] : folder_of) {
    linked[folder];
    for (const std::string& dep : link_line[lib]) {
      ASSERT_TRUE(folder_of.count(dep)) << lib << " links " << dep << ", which is no core library";
      linked[folder].push_back(folder_of[dep]);
    }
  }
  for (const auto& [folder, _] : kLayers)
    EXPECT_TRUE(folder.rfind("core/", 0) != 0 || linked.count(folder)) << folder << " has a row but no library";
  for (const auto& [folder, _] : linked) {
    ASSERT_TRUE(kLayers.count(folder)) << folder << " has a library but no row";
    EXPECT_EQ(below(folder, linked), below(folder, kLayers)) << folder << ": its links and its row differ";
  }
}

// The check itself, on made-up files: each rule fails what it is meant to.
TEST(Layers, TheCheckCatchesWhatItLooksFor) {
  const std::set<std::string> files = {"core/base/bitvec.hpp",
                                       "core/game/machine.hpp",
                                       "core/linear/linear_solver.hpp",
                                       "core/linear/machines/lights_out.hpp",
                                       "app/app.hpp",
                                       "core/ghaly/ghaly_machine.hpp"};
  auto offences = [&](const std::string& file, const std::string& text) {
    return check(includes_of(file, text), files, kLayers, {}).offences;
  };
  // The directive as written, spaced out, and in a comment (not one).
  EXPECT_EQ(includes_of("x.cpp", "#include \"a.hpp\"\n  #  include <b>\n// #include \"c.hpp\"\n").size(), 2u);
  EXPECT_EQ(includes_of("x.cpp", "\n\n#include \"a.hpp\"")[0].line, 3);
  // Upwards, sideways, and across the longest-prefix boundary.
  ASSERT_EQ(offences("core/base/x.cpp", "#include \"core/game/machine.hpp\"").size(), 1u);
  EXPECT_NE(offences("core/base/x.cpp", "#include \"core/game/machine.hpp\"")[0].find("src/core/base/x.cpp:1"),
            std::string::npos);
  EXPECT_EQ(offences("core/game/x.cpp", "#include \"core/linear/linear_solver.hpp\"").size(), 1u);
  EXPECT_EQ(offences("core/linear/x.cpp", "#include \"core/linear/machines/lights_out.hpp\"").size(), 1u);
  EXPECT_EQ(offences("core/linear/machines/x.cpp", "#include \"core/linear/linear_solver.hpp\"").size(), 0u);
  EXPECT_EQ(offences("core/registry/x.cpp", "#include \"core/base/bitvec.hpp\"").size(), 0u);  // below, two rows down
  EXPECT_EQ(offences("core/midend/x.cpp", "#include \"app/app.hpp\"").size(), 1u);
  EXPECT_EQ(offences("app/shape/x.cpp", "#include \"core/base/bitvec.hpp\"").size(), 1u);
  // A fence: below the app, but not for it to include.
  EXPECT_EQ(offences("app/x.cpp", "#include \"core/ghaly/ghaly_machine.hpp\"").size(), 1u);
  EXPECT_EQ(offences("cli/x.cpp", "#include \"core/ghaly/ghaly_machine.hpp\"").size(), 0u);
  // UI headers: refused in the core in either form, not checked elsewhere.
  EXPECT_EQ(offences("core/modk/x.cpp", "#include <SDL.h>\n#include \"imgui.h\"\n#include <emscripten/html5.h>").size(), 3u);
  EXPECT_EQ(offences("core/gf2/x.cpp", "#include <GLES3/gl3.h>\n#include <vector>").size(), 1u);
  EXPECT_EQ(offences("platform/x.cpp", "#include <SDL.h>\n#include \"imgui.h\"").size(), 0u);
  // A quoted name that is no file under src/ (a path from the file's own folder).
  EXPECT_EQ(offences("cli/x.cpp", "#include \"cli.hpp\"").size(), 1u);
  // Known violations: excused while they exist, reported once they are gone.
  const std::vector<KnownViolation> known = {{"app/x.cpp", "core/game/machine.hpp"}};
  const Layers strict = {{"core/game", {}}, {"app", {}}};
  const Verdict present = check(includes_of("app/x.cpp", "#include \"core/game/machine.hpp\""), files, strict, known);
  EXPECT_TRUE(present.offences.empty());
  EXPECT_TRUE(present.stale.empty());
  const Verdict gone = check(includes_of("app/x.cpp", "#include <vector>"), files, strict, known);
  ASSERT_EQ(gone.stale.size(), 1u);
  EXPECT_NE(gone.stale[0].find("app/x.cpp -> core/game/machine.hpp"), std::string::npos);
}

}  // namespace
}  // namespace tl
