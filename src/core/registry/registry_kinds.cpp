// registry_kinds.cpp: the list of machine kinds, alone in its file: the
// engine worker's module links a list of its own instead
// (src/platform/engine_worker_kinds.cpp), without the kinds it never solves.
#include "core/registry/registry.hpp"

namespace tl {

const std::vector<MachineKind>& machine_kinds() {
  // Adding a machine: one file with its rules and one line here (and in the
  // worker's list, when the engine solves it).
  static const std::vector<MachineKind> kinds = {
      merlin_kind(), lightsout_kind(), quatrainment_kind(), custom_kind(), graph_kind(), ghaly_kind(),
  };
  return kinds;
}

}  // namespace tl
