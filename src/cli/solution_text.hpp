// solution_text.hpp: `togglelab solve`'s answer as text or JSON.
//
// Kept apart from cmd_solve so that `togglelab bench` times exactly the
// output the command writes. A 2048x2048 board's answer is about two million
// button numbers and a 16384x16384 one's over a gigabyte of text, so the
// answer is formatted into a fixed buffer (numbers from a table of digit
// pairs) that goes out in chunks, never built whole.
#pragma once

#include <cstdio>
#include <string>

#include "core/base/solution.hpp"

namespace tl::cli {

// The human form: "presses: 1 5 9", the count and whether it is proven
// minimal (and what a local search saved), the quiet patterns and how many
// solutions. `summary` leaves the presses out. Unsolvable: "no solution:
// <reason>".
void write_solution_text(std::FILE* out, const Solution& s, bool summary);

// The JSON object (one line, with a newline): machine, solvable, presses
// (1-based; not with `summary`), press_count, minimal, and when a local
// search lowered the count press_count_before_search and presses_saved,
// then nullity, solutions, error when unsolvable.
void write_solution_json(std::FILE* out, const std::string& head, const Solution& s, bool summary);

// The same as strings (tests and small answers).
std::string solution_text(const Solution& s, bool summary);
std::string solution_json(const std::string& head, const Solution& s, bool summary);

}  // namespace tl::cli
