// engine_worker_kinds.cpp: the machine kinds the engine worker's module
// knows. The page leaves the worker the solves of big boards of linear
// machines only (Midend::offloaded), so Ghaly's machine (its wiring, search
// and group theory: 19.5 KB gzipped) stays out of the worker. This file is
// linked into the worker's executable before the core's libraries, so the
// linker takes this machine_kinds() and never pulls the registry's own
// (core/registry/registry_kinds.cpp, alone in its object for that reason).
// An ID of another kind is refused as any unknown machine is.
#include "core/registry/registry.hpp"

namespace tl {

const std::vector<MachineKind>& machine_kinds() {
  static const std::vector<MachineKind> kinds = {
      merlin_kind(), lightsout_kind(), quatrainment_kind(), custom_kind(), graph_kind(),
  };
  return kinds;
}

}  // namespace tl
