// commands.hpp: the CLI's subcommands, one function each (files cmd_*.cpp).
#pragma once

namespace tl::cli {

int cmd_solve(int argc, char** argv);
int cmd_machines(int argc, char** argv);
int cmd_hint(int argc, char** argv);
int cmd_analyze(int argc, char** argv);
int cmd_new(int argc, char** argv);
int cmd_bench(int argc, char** argv);
int cmd_ghaly(int argc, char** argv);
int cmd_explain(int argc, char** argv);
int cmd_atlas(int argc, char** argv);
int cmd_census(int argc, char** argv);
int cmd_series(int argc, char** argv);
int cmd_daily(int argc, char** argv);
int cmd_dynamics(int argc, char** argv);
int cmd_pattern(int argc, char** argv);
int cmd_read(int argc, char** argv);
int cmd_periods(int argc, char** argv);
int cmd_image(int argc, char** argv);
int cmd_matrix(int argc, char** argv);
int cmd_solids(int argc, char** argv);

}  // namespace tl::cli
