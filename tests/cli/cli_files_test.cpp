// cli_files_test.cpp: @FILE reads a regular file, up to a stated size, and
// refuses anything else before reading a byte: a directory (it ended in
// std::bad_alloc), /dev/zero (it grew without limit), a file past the
// limit. A graph's --graph6 takes @FILE too (one argument is capped by the
// kernel near 128 KiB; a file is not).
#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>

#include "cli/text_file.hpp"
#include "cli_support.hpp"

namespace tl {
namespace {

using test::has;
using test::run_cli;

std::string temp_path(const std::string& name) {
  return (std::filesystem::temp_directory_path() / ("togglelab-cli-files-" + name)).string();
}

TEST(CliFiles, WhatIsNotARegularFileIsRefusedBeforeItIsRead) {
  const std::string dir = std::filesystem::temp_directory_path().string();
  for (const std::string& path : {dir, std::string("/dev/zero")}) {
    for (const std::vector<std::string>& args :
         {std::vector<std::string>{"solve", "@" + path}, {"solve", "--machine", "lightsout", "--state", "@" + path}}) {
      const test::CliRun r = run_cli(args);
      EXPECT_EQ(r.status, 2) << path;
      EXPECT_TRUE(has(r.err, "is not a regular file")) << path << ": " << r.err;
    }
  }
}

TEST(CliFiles, AFilePastTheLimitIsRefusedBeforeItIsRead) {
  const std::string path = temp_path("big");
  { std::ofstream(path) << "0"; }
  std::filesystem::resize_file(path, cli::kMaxFileBytes + 1);  // sparse: nothing written
  const test::CliRun r = run_cli({"solve", "--machine", "lightsout", "--size", "4x4", "--state", "@" + path});
  std::filesystem::remove(path);
  EXPECT_EQ(r.status, 2);
  EXPECT_TRUE(has(r.err, "@FILE reads at most " + std::to_string(cli::kMaxFileBytes))) << r.err;
}

TEST(CliFiles, Graph6TakesAFile) {
  const std::string path = temp_path("petersen.g6");
  { std::ofstream(path) << "IheA@GUAo\n"; }
  const test::CliRun from_file = run_cli({"analyze", "--machine", "graph", "--graph6", "@" + path, "--json"});
  const test::CliRun inline_text = run_cli({"analyze", "--machine", "graph", "--graph6", "IheA@GUAo", "--json"});
  std::filesystem::remove(path);
  ASSERT_EQ(from_file.status, 0) << from_file.err;
  EXPECT_EQ(from_file.out, inline_text.out);
  EXPECT_TRUE(has(from_file.out, "\"cells\":10"));
  const test::CliRun missing = run_cli({"analyze", "--machine", "graph", "--graph6", "@" + temp_path("none")});
  EXPECT_EQ(missing.status, 2);
  EXPECT_TRUE(has(missing.err, "--graph6 cannot read file")) << missing.err;
}

}  // namespace
}  // namespace tl
