// main_web.cpp: the page's entry point: the window alone. The command line
// (src/cli, with its benchmarks and statistics) belongs to the desktop
// program and is not linked into the page.
#include "platform/platform.hpp"

int main() { return tl::platform::run(tl::platform::Options{}); }
