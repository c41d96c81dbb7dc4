#!/usr/bin/env bash
# run-tests.sh: the test layers, then one line that sums them all up.
#   scripts/run-tests.sh          every layer (make test, what CI runs):
#     1. core: GoogleTest through CTest (core, CLI, layouts)
#     2. sanitizers: the same tests again under ASan + UBSan
#     3. fuzz: IDs, CLI arguments, random play and saved games under
#        libFuzzer, a fixed number of runs each (scripts/fuzz.sh)
#     4. e2e: Node's test runner (node:test) over tests/e2e, two files at a
#        time: the desktop program under Xvfb, scripts/serve.mjs over HTTP,
#        build/dist under nginx, the page in Chromium by real clicks
#     5. e2e-timed: the browser files that measure time (a frame's length, a
#        double tap's window), one at a time, with nothing else running
#     6. setup: scripts/setup.sh repairs an interrupted or damaged cache
#   scripts/run-tests.sh check    the inner loop (make check): core, then one
#                                 browser smoke test per machine
# Called by `make test` / `make check` after the builds they need.
set -uo pipefail
cd "$(dirname "$0")/.."
mode=${1:-all}
ART=build/test-artifacts
mkdir -p "$ART"
passed=0; failed=0; broken=""

# The browser files that measure time: they run alone (5. above).
TIMED="tests/e2e/browser_why.test.mjs tests/e2e/browser_phone.test.mjs"

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

# CTest's "N tests failed out of M", written as our "passed, failed" line.
ctest_layer() { # $1 = layer name, $2 = build folder
  local log=$ART/$1.log total nfail rc
  ctest --test-dir "$2" --output-on-failure -j"$(nproc)" >"$log" 2>&1; rc=$?
  tail -n 3 "$log"
  total=$(sed -nE 's/.*tests failed out of ([0-9]+).*/\1/p' "$log" | tail -n1)
  nfail=$(sed -nE 's/.* ([0-9]+) tests failed out of.*/\1/p' "$log" | tail -n1)
  if [ -n "$total" ]; then
    echo "$1: $((total - nfail)) passed, $nfail failed" >>"$log"
    grep -E '^\s+[0-9]+ - ' "$log" || true
  fi
  tally "$1" "$log" $rc
  layer_done "$1"
}

# Node's test runner over some test files, N files at a time. Its spec
# report goes to the screen and the log; tests/e2e/file_report.mjs adds each
# file's tests and time, and the "N passed, M failed" line we sum.
node_layer() { # $1 = layer name, $2 = files at a time, then the files
  local name=$1 jobs=$2 log=$ART/$1.log rc
  shift 2
  # A test that hangs fails after 10 minutes instead of holding CI.
  node --test --test-concurrency="$jobs" --test-timeout=600000 \
       --test-reporter=spec --test-reporter-destination=stdout \
       --test-reporter=./tests/e2e/file_report.mjs --test-reporter-destination="$ART/$name.files" \
       "$@" 2>&1 | tee "$log"; rc=${PIPESTATUS[0]}
  cat "$ART/$name.files" | tee -a "$log"
  tally "$name" "$log" $rc
  layer_done "$name"
}

if [ "$mode" = check ]; then
  echo "== core (ctest)"
  ctest_layer core build/native
  echo "== smoke (one game per machine in Chromium)"
  node_layer smoke 1 tests/e2e/smoke.test.mjs
else
  echo "== core (ctest)"
  ctest_layer core build/native

  echo "== sanitizers (ASan + UBSan: core, midend and CLI tests)"
  ctest_layer sanitizers build/asan

  echo "== fuzz (libFuzzer: puzzle IDs, CLI arguments, random play; a fixed number of runs)"
  scripts/fuzz.sh >"$ART/fuzz.log" 2>&1; rc=$?
  grep -E 'runs|FAILED|passed' "$ART/fuzz.log"
  tally fuzz "$ART/fuzz.log" $rc
  layer_done fuzz

  untimed=()
  for f in tests/e2e/*.test.mjs; do
    case " $TIMED " in *" $f "*) ;; *) untimed+=("$f") ;; esac
  done
  echo "== e2e (node:test, two files at a time: desktop under Xvfb, servers, the page in Chromium)"
  node_layer e2e 2 "${untimed[@]}"

  echo "== e2e-timed (node:test, one file at a time: the browser files that measure time)"
  # shellcheck disable=SC2086
  node_layer e2e-timed 1 $TIMED

  echo "== setup (repair of an interrupted or damaged cache)"
  tests/setup/setup_repair.sh 2>&1 | tee "$ART/setup.log"; rc=${PIPESTATUS[0]}
  tally setup "$ART/setup.log" $rc
  layer_done setup

  scripts/ccache-stats.sh report
fi

[ -z "$broken" ] || echo "layers that stopped before reporting:$broken"
echo "screenshots and logs: $ART/"
echo "layer costs:${costs%,} (${SECONDS}s in all)"
echo "summary: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
