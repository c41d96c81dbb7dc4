#!/usr/bin/env bash
# sanitize-build.sh FOLDER IMGUI_DIR JOBS: the one build under the sanitizers
# (make sanitize, scripts/fuzz.sh): clang with AddressSanitizer and
# UndefinedBehaviorSanitizer, and libFuzzer's coverage, so the same objects
# serve the test suites under the sanitizers and the fuzz targets
# (CMakeLists.txt: TOGGLELAB_SANITIZE with TOGGLELAB_FUZZ). Builds both.
set -euo pipefail
cd "$(dirname "$0")/.."
dir=${1:-build/asan}
imgui=${2:-${TOGGLELAB_DEPS:-$HOME/.cache/togglelab}/imgui}
jobs=${3:-$(nproc)}
# A folder configured by an older make sanitize (g++) cannot switch compilers.
if [ -f "$dir/CMakeCache.txt" ] && ! grep -q '^CMAKE_CXX_COMPILER:[A-Z]*=.*clang' "$dir/CMakeCache.txt"; then rm -rf "$dir"; fi
CC=clang CXX=clang++ cmake -S . -B "$dir" -DCMAKE_BUILD_TYPE=Debug -DTOGGLELAB_PLATFORM=OFF -DIMGUI_DIR="$imgui" \
  -DTOGGLELAB_SANITIZE=ON -DTOGGLELAB_FUZZ=ON -DTOGGLELAB_WERROR=OFF >/dev/null
targets=(togglelab_core_tests togglelab_cli_tests togglelab_shape_tests togglelab_app_tests)
for src in tests/fuzz/*.cpp; do targets+=("$(basename "$src" .cpp)"); done
cmake --build "$dir" -j"$jobs" --target "${targets[@]}"
