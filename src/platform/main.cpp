// main.cpp: `togglelab` is both the CLI (togglelab COMMAND ...) and the window.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include "cli/cli.hpp"
#include "platform/platform.hpp"

namespace {

void usage() {
  std::fprintf(stderr,
               "usage: togglelab [--load LINK] [--why] [--size WxH] [--quit-after S]\n"
               "       togglelab [--load LINK] [--why] --screenshot FILE.png [--frames N] [--size WxH]\n"
               "       togglelab COMMAND ...   (togglelab help lists the commands)\n"
               "LINK is a puzzle ID, maybe followed by the Why tab's state: ID~elim=12, ID~diy=s1-2.a1-3,\n"
               "ID~lesson=2:10100 (README: \"Links that open a step\").\n");
}

}  // namespace

int main(int argc, char** argv) {
  if (argc > 1 && tl::cli::is_command(argv[1])) return tl::cli::run(argc, argv);

  tl::platform::Options opt;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    auto need = [&](const char* what) -> const char* {
      if (i + 1 >= argc) {
        std::fprintf(stderr, "togglelab: %s needs %s\n", a.c_str(), what);
        std::exit(2);
      }
      return argv[++i];
    };
    if (a == "--load") opt.load_id = need("a puzzle ID, maybe with the Why tab's state (ID~elim=12)");
    else if (a == "--screenshot") opt.screenshot_path = need("a file name ending in .png");
    else if (a == "--frames") {
      opt.frames = std::atoi(need("a number of frames"));
      if (opt.frames < 1 || opt.frames > 100000) {
        std::fprintf(stderr, "togglelab: --frames must be 1..100000\n");
        return 2;
      }
    } else if (a == "--size") {
      const char* s = need("WxH, e.g. 1280x800");
      if (std::sscanf(s, "%dx%d", &opt.width, &opt.height) != 2 || opt.width < 64 || opt.height < 64 || opt.width > 8192 ||
          opt.height > 8192) {
        std::fprintf(stderr, "togglelab: --size wants WxH with each side 64..8192, got '%s'\n", s);
        return 2;
      }
    } else if (a == "--quit-after") {
      opt.quit_after = std::atof(need("a number of seconds"));
      if (!(opt.quit_after > 0 && opt.quit_after <= 86400)) {
        std::fprintf(stderr, "togglelab: --quit-after wants 0 < S <= 86400 seconds\n");
        return 2;
      }
    } else if (a == "--why") {
      opt.why = true;
    } else if (a == "--help" || a == "-h") {
      usage();
      return 0;
    } else {
      std::fprintf(stderr, "togglelab: unknown argument '%s'\n", a.c_str());
      usage();
      return 2;
    }
  }
  return tl::platform::run(opt);
}
