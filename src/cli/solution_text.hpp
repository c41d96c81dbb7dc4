// solution_text.hpp: `togglelab solve`'s answer as text or JSON, built in memory.
//
// Kept apart from cmd_solve so that `togglelab bench` times exactly the
// output the command writes (a 2048x2048 board's answer is about two million
// button numbers).
#pragma once

#include <string>

#include "core/base/solution.hpp"

namespace tl::cli {

// The human form: "presses: 1 5 9", the count and whether it is proven
// minimal (and what a local search saved), the quiet patterns and how many
// solutions. `summary` leaves the
// presses out. Unsolvable: "no solution: <reason>".
std::string solution_text(const Solution& s, bool summary);

// The JSON object (one line, with a newline): machine, solvable, presses
// (1-based; not with `summary`), press_count, minimal, and when a local
// search lowered the count press_count_before_search and presses_saved,
// then nullity, solutions, error when unsolvable.
std::string solution_json(const std::string& head, const Solution& s, bool summary);

}  // namespace tl::cli
