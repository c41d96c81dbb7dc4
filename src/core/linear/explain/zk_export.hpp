// zk_export.hpp: the elimination mod k (a ZkTrace) as a worksheet, in plain
// text and in LaTeX (amsmath), with the sections of the two-state export:
// the system A s = b (mod k), every row operation with its caption, the
// answer (s, or the row reading 0 = c and the invariant it breaks), the
// inverse mod k when it exists, the fewest presses and the counts.
#pragma once

#include <string>

#include "core/linear/machines/zk_machine.hpp"
#include "core/modk/zk_trace.hpp"

namespace tl {

// The trace of a k-state machine's position (what the Why tab and `explain` show).
ZkTrace explain_zk(const ZkMachine& m, const Position& pos);

// The exports' title: "Lights Out, 3 states: lightsout5x5-k3:..." (the CLI and
// the page's Copy LaTeX give the same document).
std::string zk_title(const ZkMachine& m, const std::string& id);

std::string zk_to_text(const ZkTrace& t, const std::string& title);
std::string zk_to_latex(const ZkTrace& t, const std::string& title);

}  // namespace tl
