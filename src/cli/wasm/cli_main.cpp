// cli_main.cpp: the CLI alone, built with Emscripten for Node, so that
// `make bench` can measure the core in WebAssembly as the page runs it.
#include <cstdio>

#include "cli/cli.hpp"

int main(int argc, char** argv) {
  if (argc > 1 && tl::cli::is_command(argv[1])) return tl::cli::run(argc, argv);
  std::fprintf(stderr, "usage: node togglelab_cli_node.js COMMAND ...   (help lists the commands)\n");
  return 2;
}
