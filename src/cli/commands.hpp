// commands.hpp: the CLI's subcommands, one function each (files cmd_*.cpp).
#pragma once

namespace tl::cli {

int cmd_solve(int argc, char** argv);

}  // namespace tl::cli
