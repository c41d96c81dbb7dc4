// source_tree.hpp: this checkout's own sources, read by the tests that hold
// the code to its rules (architecture_test.cpp, include_layers_test.cpp).
#pragma once

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

// The checkout's path is given to these tests' files alone (CMakeLists.txt),
// so that every other test compiles the same in any clone (ccache).
#ifndef TOGGLELAB_SOURCE_DIR
#error "TOGGLELAB_SOURCE_DIR is missing: list this test in CMakeLists.txt beside architecture_test.cpp"
#endif

namespace tl::test {

// src/ of this checkout.
inline std::filesystem::path source_root() { return std::filesystem::path(TOGGLELAB_SOURCE_DIR) / "src"; }

// Our C++ files (the ones scripts/format.sh formats).
inline bool is_cpp_source(const std::filesystem::path& p) {
  const std::filesystem::path ext = p.extension();
  return ext == ".cpp" || ext == ".hpp" || ext == ".h";
}

inline std::string read_text(const std::filesystem::path& p) {
  std::ifstream in(p);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

}  // namespace tl::test
