// cli.hpp: the command-line side of the `togglelab` binary.
//
// `togglelab SUBCOMMAND ...` runs here (no window, no SDL); with no subcommand
// the binary opens the window instead. Exit status: 0 success, 2 bad input or
// no solution (with an `error` in --json output), 1 internal failure.
#pragma once

#include <string>

namespace tl::cli {

// True when argv[1] names a subcommand of the CLI.
bool is_command(const char* arg);
// Runs the subcommand in argv[1]; returns the process exit status.
int run(int argc, char** argv);
// The commands, a line each (for `togglelab help` and the window's --help).
std::string command_list();

}  // namespace tl::cli
