// registry.cpp: the list of machines and the ID parser that dispatches to them.
#include "core/registry/registry.hpp"

#include <string>

namespace tl {

const std::vector<MachineKind>& machine_kinds() {
  // Adding a machine: one file with its rules and one line here.
  static const std::vector<MachineKind> kinds = {
      merlin_kind(),
      lightsout_kind(),
      quatrainment_kind(),
      custom_kind(),
      ghaly_kind(),
  };
  return kinds;
}

const MachineKind* find_machine_kind(std::string_view name) {
  for (const MachineKind& k : machine_kinds())
    if (name == k.name) return &k;
  return nullptr;
}

static std::string names_list() {
  std::string s;
  for (const MachineKind& k : machine_kinds()) s += (s.empty() ? "" : ", ") + std::string(k.name);
  return s;
}

Result<Puzzle> parse_puzzle_id(std::string_view id) {
  constexpr std::size_t kMaxIdLength = 1 << 20;  // a 256x256 custom machine's buttons fit well within
  if (id.size() > kMaxIdLength) return Error{0, "puzzle ID too long (at most 1 MiB)"};
  std::size_t colon = id.find(':');
  if (colon == std::string_view::npos)
    return Error{id.size(), "expected ':' after the machine name (IDs look like merlin:100/110/001)"};
  std::string_view head = id.substr(0, colon);
  std::size_t name_end = 0;
  while (name_end < head.size() && head[name_end] >= 'a' && head[name_end] <= 'z') ++name_end;
  std::string_view name = head.substr(0, name_end);
  const MachineKind* kind = find_machine_kind(name);
  if (!kind) {
    if (name.empty()) return Error{0, "expected a machine name (" + names_list() + ")"};
    return Error{0, "unknown machine '" + std::string(name) + "'; known machines: " + names_list()};
  }
  std::string_view body = id.substr(colon + 1);
  auto machine = kind->make(head.substr(name_end), body, name_end, colon + 1);
  if (!machine) return machine.error();
  auto pos = (*machine)->decode(body, colon + 1);
  if (!pos) return pos.error();
  return Puzzle{*machine, *pos};
}

}  // namespace tl
