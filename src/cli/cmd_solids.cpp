// cmd_solids.cpp: `togglelab solids [--json]`: the faces of every solid as a
// board (the Platonic, Archimedean and Catalan solids of core/graph's
// solid_faces.hpp), with neighbours by side and by corner: faces, rank and
// nullity over GF(2), and the ID that opens each.
#include <cstdio>

#include "cli/command_line.hpp"
#include "cli/commands.hpp"
#include "core/base/json_writer.hpp"
#include "core/midend/solid_table.hpp"

namespace tl::cli {

int cmd_solids(int argc, char** argv) {
  CommandLine cl("solids",
                 "The faces of the solids as boards, neighbours by side or by corner: faces, rank and nullity, and "
                 "the ID that opens each.");
  cl.add_json();
  cl.memory("a fixed table: a few MB, whatever is asked.");
  if (auto status = cl.parse(argc, argv)) return *status;
  JsonWriter w;
  if (cl.json()) w.begin_array();
  else std::printf("%-24s %5s   %-14s %-14s\n", "solid", "faces", "by side", "by corner");
  for (const SolidRow& row : solid_table()) {
    const int n = row.faces;
    if (cl.json()) {
      w.begin_object().key("solid").value(row.solid).key("faces").value(n);
      w.key("by_side").begin_object().key("rank").value(row.rank_by_side).key("nullity").value(n - row.rank_by_side);
      w.key("id").value(row.id_by_side).end_object();
      w.key("by_corner").begin_object().key("rank").value(row.rank_by_corner).key("nullity").value(n - row.rank_by_corner);
      w.key("id").value(row.id_by_corner).end_object();
      w.end_object();
    } else {
      std::printf("%-24s %5d   rank %2d, null %-3d rank %2d, null %d\n", row.solid.c_str(), n, row.rank_by_side,
                  n - row.rank_by_side, row.rank_by_corner, n - row.rank_by_corner);
    }
  }
  if (cl.json()) std::printf("%s\n", w.end_array().str().c_str());
  return 0;
}

}  // namespace tl::cli
