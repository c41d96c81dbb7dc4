// main.cpp: `togglelab` is both the CLI (togglelab COMMAND ...) and the window.
#include <CLI/CLI.hpp>

#include <cstdio>
#include <exception>
#include <string>

#include "cli/cli.hpp"
#include "platform/platform.hpp"

namespace {

// WxH with each side 64..8192, or why not.
std::string check_size(const std::string& text) {
  int w = 0, h = 0;
  char tail = 0;
  if (std::sscanf(text.c_str(), "%dx%d%c", &w, &h, &tail) == 2 && w >= 64 && h >= 64 && w <= 8192 && h <= 8192) return {};
  return "wants WxH with each side 64..8192, got '" + text + "'";
}

int window_main(int argc, char** argv) {
  // The window's flags. Every one is read: --frames only means something
  // with --screenshot, so it needs it rather than being dropped.
  tl::platform::Options opt;
  std::string size;
  CLI::App app("Toggle Lab: play, study and solve button machines. With no COMMAND, the window.", "togglelab");
  app.set_help_flag("-h,--help", "print this help and exit");
  app.get_formatter()->column_width(34);
  app.add_option("--load", opt.load_id,
                 "start with this puzzle: an ID, maybe followed by the Why tab's state (ID~elim=12, ID~diy=s1-2.a1-3, "
                 "ID~lesson=2:10100)")
      ->type_name("LINK");
  app.add_flag("--why", opt.why, "open the \"Why it works\" tab");
  app.add_option("--photo", opt.photo, "open \"Read a photo\" with this photo of a board (PNG or JPEG)")->type_name("FILE");
  app.add_option("--size", size, "the window's size in pixels (default 1280x800)")->type_name("WxH")->check(check_size, "");
  app.add_option("--quit-after", opt.quit_after, "close after S seconds, reporting the frames drawn")
      ->type_name("S")
      ->check(CLI::Range(0.001, 86400.0).description(""));
  CLI::Option* shot = app.add_option("--screenshot", opt.screenshot_path, "render, write what was drawn to this PNG, exit")
                          ->type_name("FILE.png");
  app.add_option("--frames", opt.frames, "frames to render before the screenshot (default 3)")
      ->type_name("N")
      ->check(CLI::Range(1, 100000).description(""))
      ->needs(shot);
  app.footer("togglelab COMMAND ...: the command line, no window.\n" + tl::cli::command_list());
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    if (e.get_exit_code() == 0) {  // --help
      std::printf("%s", app.help().c_str());
      return 0;
    }
    std::fprintf(stderr, "togglelab: %s (togglelab --help lists the flags)\n", e.what());
    return 2;
  }
  if (!size.empty()) std::sscanf(size.c_str(), "%dx%d", &opt.width, &opt.height);
  return tl::platform::run(opt);
}

}  // namespace

int main(int argc, char** argv) {
  // Nothing we call means to throw past here (the CLI catches its parser's
  // errors); should anything, it ends with a line, not std::terminate.
  try {
    if (argc > 1 && tl::cli::is_command(argv[1])) return tl::cli::run(argc, argv);
    return window_main(argc, argv);
  } catch (const std::exception& e) { std::fprintf(stderr, "togglelab: %s\n", e.what()); } catch (...) {
    std::fprintf(stderr, "togglelab: an unexpected error\n");
  }
  return 1;
}
