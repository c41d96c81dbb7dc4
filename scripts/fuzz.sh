#!/usr/bin/env bash
# fuzz.sh SECONDS: builds the libFuzzer targets in tests/fuzz with clang
# (the core and CLI instrumented too, with address + undefined behaviour
# sanitizers) and runs each for SECONDS.
# A crash, a sanitizer report or a leak fails the target.
set -uo pipefail
cd "$(dirname "$0")/.."
secs=${1:-20}
CC=clang CXX=clang++ cmake -S . -B build/fuzz -DTOGGLELAB_FUZZ=ON -DTOGGLELAB_APP=OFF -DTOGGLELAB_TESTS=OFF \
  -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null || exit 1
cmake --build build/fuzz -j"$(nproc)" >build/fuzz/build.log 2>&1 || { tail -n 30 build/fuzz/build.log; exit 1; }
passed=0; failed=0
for src in tests/fuzz/*.cpp; do
  name=$(basename "$src" .cpp)
  corpus=build/fuzz/corpus-$name
  mkdir -p "$corpus"
  # Seed the corpus with our own real inputs (IDs of every machine, CLI
  # argument lists, action sequences) so the fuzzer starts from real grammar.
  [ -f "tests/fuzz/$name.seeds" ] && while IFS= read -r line; do
    printf '%s' "$line" >"$corpus/seed-$(printf '%s' "$line" | md5sum | cut -c1-12)"
  done <"tests/fuzz/$name.seeds"
  # A crash's input goes next to the log (build/fuzz/crash-*), not into the tree.
  if "build/fuzz/$name" -max_total_time="$secs" -print_final_stats=1 -artifact_prefix="build/fuzz/$name-" "$corpus" \
      >"build/fuzz/$name.log" 2>&1; then
    passed=$((passed + 1))
    echo "$name: $(grep -E 'stat::number_of_executed_units' "build/fuzz/$name.log" | awk '{print $2}') runs, no crash"
  else
    failed=$((failed + 1))
    echo "$name: FAILED"; tail -n 30 "build/fuzz/$name.log"
  fi
done
echo "fuzz: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
