// cmd_machines.cpp: `togglelab machines [--json]` lists every machine with its
// default puzzle ID (a valid start for `solve`, `new ID` and the page's hash).
#include <cstdio>
#include <cstring>

#include "cli/commands.hpp"
#include "core/base/json_writer.hpp"
#include "core/registry/registry.hpp"

namespace tl::cli {

int cmd_machines(int argc, char** argv) {
  bool json = argc > 1 && std::strcmp(argv[1], "--json") == 0;
  if (json) {
    JsonWriter j;
    j.begin_array();
    for (const MachineKind& k : machine_kinds())
      j.begin_object().key("name").value(k.name).key("title").value(k.title).key("default_id").value(k.default_id).end_object();
    j.end_array();
    std::printf("%s\n", j.str().c_str());
    return 0;
  }
  for (const MachineKind& k : machine_kinds()) std::printf("%-13s %-24s %s\n", k.name, k.title, k.default_id);
  return 0;
}

}  // namespace tl::cli
