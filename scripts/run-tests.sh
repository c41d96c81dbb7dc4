#!/usr/bin/env bash
# run-tests.sh: every test layer, then one line that sums them all up.
#   1. core: GoogleTest through CTest
#   2. sanitizers: the core, midend and CLI tests again under ASan + UBSan
#   3. fuzz: IDs, CLI arguments, random play and saved games under libFuzzer, briefly
#   4. desktop: the program in a real window under Xvfb
#   5. server: scripts/serve.mjs over real HTTP (what it serves and what not)
#   6. browser: the page in headless Chromium, by real clicks
#   7. setup: scripts/setup.sh repairs an interrupted or damaged cache (a
#      scratch cache of its own; fetches Debian's imgui source a few times)
# Called by `make test` after the native and web builds.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p build/test-artifacts
passed=0; failed=0; broken=""

# Adds the "N passed, M failed" counts a layer printed last; a layer that died
# before printing them counts as a failure of its own.
tally() { # $1 = layer name, $2 = log file, $3 = exit status
  local line p f
  line=$(grep -E '[0-9]+ passed, [0-9]+ failed' "$2" | tail -n1)
  if [ -z "$line" ]; then failed=$((failed + 1)); broken="$broken $1"; return; fi
  p=$(sed -E 's/.*(^|[^0-9])([0-9]+) passed.*/\2/' <<<"$line")
  f=$(sed -E 's/.*(^|[^0-9])([0-9]+) failed.*/\2/' <<<"$line")
  passed=$((passed + p)); failed=$((failed + f))
  if [ "$3" -ne 0 ] && [ "$f" -eq 0 ]; then failed=$((failed + 1)); broken="$broken $1"; fi
}

# What each layer costs, in wall-clock seconds, for the last lines.
costs=""
started=$SECONDS
layer_done() { # $1 = layer name
  costs="$costs $1 $((SECONDS - started))s,"
  started=$SECONDS
}

echo "== core (ctest)"
ctest --test-dir build/native --output-on-failure -j2 >build/test-artifacts/core.log 2>&1; rc=$?
tail -n 3 build/test-artifacts/core.log
# ctest says "100% tests passed, 0 tests failed out of 57": turn it into our form.
total=$(sed -nE 's/.*tests failed out of ([0-9]+).*/\1/p' build/test-artifacts/core.log | tail -n1)
nfail=$(sed -nE 's/.* ([0-9]+) tests failed out of.*/\1/p' build/test-artifacts/core.log | tail -n1)
if [ -n "$total" ]; then
  echo "core: $((total - nfail)) passed, $nfail failed" >>build/test-artifacts/core.log
  grep -E '^\s+[0-9]+ - ' build/test-artifacts/core.log || true
fi
tally core build/test-artifacts/core.log $rc
layer_done core

# Counts ctest's "N tests failed out of M" as our "passed, failed" line.
ctest_layer() { # $1 = layer name, $2 = build folder
  local log=build/test-artifacts/$1.log total nfail rc
  ctest --test-dir "$2" --output-on-failure -j2 >"$log" 2>&1; rc=$?
  tail -n 3 "$log"
  total=$(sed -nE 's/.*tests failed out of ([0-9]+).*/\1/p' "$log" | tail -n1)
  nfail=$(sed -nE 's/.* ([0-9]+) tests failed out of.*/\1/p' "$log" | tail -n1)
  [ -n "$total" ] && echo "$1: $((total - nfail)) passed, $nfail failed" >>"$log"
  tally "$1" "$log" $rc
  layer_done "$1"
}

echo "== sanitizers (ASan + UBSan: core, midend and CLI tests)"
ctest_layer sanitizers build/asan

if ls tests/fuzz/*.cpp >/dev/null 2>&1; then
  echo "== fuzz (libFuzzer: puzzle IDs, CLI arguments, random play)"
  scripts/fuzz.sh "${FUZZ_SECONDS:-20}" >build/test-artifacts/fuzz.log 2>&1; rc=$?
  tail -n 2 build/test-artifacts/fuzz.log
  tally fuzz build/test-artifacts/fuzz.log $rc
  layer_done fuzz
fi

echo "== desktop (Xvfb)"
node tests/e2e/desktop.mjs 2>&1 | tee build/test-artifacts/desktop.log; rc=${PIPESTATUS[0]}
tally desktop build/test-artifacts/desktop.log $rc
layer_done desktop

echo "== server (node)"
node tests/e2e/server.mjs 2>&1 | tee build/test-artifacts/server.log; rc=${PIPESTATUS[0]}
tally server build/test-artifacts/server.log $rc
layer_done server

for suite in tests/e2e/browser_*.mjs; do
  name=$(basename "$suite" .mjs)
  echo "== $name (Chromium)"
  node "$suite" 2>&1 | tee "build/test-artifacts/$name.log"; rc=${PIPESTATUS[0]}
  tally "$name" "build/test-artifacts/$name.log" $rc
  layer_done "$name"
done

echo "== setup (repair of an interrupted or damaged cache)"
tests/setup/setup_repair.sh 2>&1 | tee build/test-artifacts/setup.log; rc=${PIPESTATUS[0]}
tally setup build/test-artifacts/setup.log $rc
layer_done setup

[ -z "$broken" ] || echo "layers that stopped before reporting:$broken"
echo "screenshots and logs: build/test-artifacts/"
echo "layer costs:${costs%,} (${SECONDS}s in all)"
echo "summary: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
