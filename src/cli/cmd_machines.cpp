// cmd_machines.cpp: `togglelab machines [--json]` lists every machine kind:
// its name, title, parameters (the flags `solve`, `new`, ... take after
// --machine NAME) and default puzzle ID (a valid start for `solve`, `new ID`
// and the page's hash). Generated from the kinds' own descriptions.
#include <cstdio>
#include <cstring>

#include "cli/commands.hpp"
#include "cli/puzzle_args.hpp"
#include "core/base/json_writer.hpp"
#include "core/game/graph_view.hpp"
#include "core/graph/graph6.hpp"
#include "core/registry/registry.hpp"

namespace tl::cli {

namespace {

const char* type_name(ParamType t) {
  switch (t) {
    case ParamType::Integer: return "integer";
    case ParamType::Size: return "size";
    case ParamType::Boolean: return "boolean";
    case ParamType::Choice: return "choice";
    case ParamType::Text: return "text";
  }
  return "";
}

void param_json(JsonWriter& j, const ParamSpec& p) {
  j.begin_object();
  j.key("key").value(p.key).key("label").value(p.label).key("type").value(type_name(p.type));
  j.key("default").value(format_param(p, p.def));
  if (p.type == ParamType::Integer || p.type == ParamType::Size) {
    j.key("min").value(p.min).key("page_max").value(p.page_max).key("cli_max").value(p.cli_max);
  }
  if (p.type == ParamType::Choice) {
    j.key("choices").begin_array();
    for (const std::string& c : p.choices) j.value(c);
    j.end_array();
  }
  j.key("help").value(p.help);
  j.end_object();
}

}  // namespace

int cmd_machines(int argc, char** argv) {
  CommandLine cl("machines", "Every machine kind: its parameters (the --PARAM flags of --machine KIND) and default ID.");
  cl.add_json();
  if (auto status = cl.parse(argc, argv)) return *status;
  const bool json = cl.json();
  if (json) {
    JsonWriter j;
    j.begin_array();
    for (const MachineKind& k : machine_kinds()) {
      j.begin_object().key("name").value(k.name).key("title").value(k.title);
      j.key("params").begin_array();
      for (const ParamSpec& p : k.params) param_json(j, p);
      j.end_array();
      // The named presets, each with its ID and, for graph boards, its graph
      // in graph6 (so a preset can be opened as a plain graph, or in Sage).
      j.key("presets").begin_array();
      for (const MachineKind::Preset& preset : k.presets) {
        j.begin_object().key("label").value(preset.label).key("description").value(preset.description);
        if (auto m = make_machine(k, preset.values, Surface::Cli)) {
          j.key("id").value(Puzzle{*m, (*m)->initial()}.id()).key("cells").value((*m)->cell_count());
          if (const std::string g6 = graph6_of(*(*m)); !g6.empty()) j.key(kGraph6).value(g6);
        }
        j.end_object();
      }
      j.end_array();
      j.key("how_to_play").value(k.how_to_play).key("default_id").value(k.default_id).end_object();
    }
    j.end_array();
    std::printf("%s\n", j.str().c_str());
    return 0;
  }
  for (const MachineKind& k : machine_kinds()) {
    std::printf("%-13s %s\n", k.name.c_str(), k.title.c_str());
    for (const ParamSpec& p : k.params) {
      std::printf("  %-28s %s (default %s)\n", flag_synopsis(p).c_str(), p.label.c_str(), format_param(p, p.def).c_str());
    }
    std::printf("  %-28s %s\n", "default ID", k.default_id.c_str());
  }
  return 0;
}

}  // namespace tl::cli
