// cli_support.hpp: running the CLI in process for the CLI tests, the way a
// shell would run `togglelab ARGS...`, with what it prints captured.
#pragma once

#include <gtest/gtest.h>

#include <cstdio>
#include <string>
#include <vector>

#include "cli/cli.hpp"
#include "test_support.hpp"  // has(text, part)

namespace tl::test {

struct CliRun {
  int status;
  std::string out, err;
};

// `togglelab args...`: its exit status, stdout and stderr.
inline CliRun run_cli(std::vector<std::string> args) {
  args.insert(args.begin(), "togglelab");
  std::vector<char*> argv;
  argv.reserve(args.size());
  for (std::string& a : args) argv.push_back(a.data());
  testing::internal::CaptureStdout();
  testing::internal::CaptureStderr();
  const int status = cli::run(int(argv.size()), argv.data());
  std::fflush(stdout);
  std::fflush(stderr);
  std::string out = testing::internal::GetCapturedStdout();
  std::string err = testing::internal::GetCapturedStderr();
  return {status, std::move(out), std::move(err)};
}

}  // namespace tl::test
