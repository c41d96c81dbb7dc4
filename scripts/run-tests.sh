#!/usr/bin/env bash
# run-tests.sh: the test layers, then one line that sums them all up.
#   scripts/run-tests.sh          every layer (make test, what CI runs):
#     0. format: every C++ file of src/ and tests/ as .clang-format writes it
#        (scripts/format.sh --check; make format fixes), and the check's own
#        test on a scratch copy (tests/tools/format_check_test.sh)
#     1. core: GoogleTest through CTest (core, CLI, layouts)
#     1b. tidy: clang-tidy over src/ and tests/ (.clang-tidy), zero findings
#        (scripts/tidy.mjs; unchanged files are remembered between runs)
#     2. sanitizers: the same tests again under ASan + UBSan
#     3. fuzz: IDs, CLI arguments, random play and saved games under
#        libFuzzer, a fixed number of runs each (scripts/fuzz.sh)
#     4. e2e: Node's test runner (node:test) over tests/e2e, two files at a
#        time (two lanes): the desktop program under Xvfb, scripts/serve.mjs over HTTP,
#        build/dist under nginx, the page in Chromium by real clicks
#     4b. webkit, firefox: the engine suite (tests/e2e/engine_suite.mjs) in
#        WebKitGTK and Firefox ESR, each in a real window under Xvfb
#     5. e2e-timed: the browser files that measure time (a frame's length, a
#        double tap's window), one at a time, with nothing else running
#     6. setup: scripts/setup.sh repairs an interrupted or damaged cache
#   scripts/run-tests.sh check    the inner loop (make check): format, core,
#                                 then one browser smoke test per machine
# Called by `make test` / `make check` after the builds they need.
set -uo pipefail
cd "$(dirname "$0")/.."
mode=${1:-all}
ART=build/test-artifacts
mkdir -p "$ART"
passed=0; failed=0; broken=""

# The browser files that measure time: they run alone (5. above).
TIMED="tests/e2e/browser_why.test.mjs tests/e2e/browser_phone.test.mjs tests/e2e/browser_frames.test.mjs tests/e2e/browser_photo.test.mjs"

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

# Node's test runner over some test files, one after another. Its spec
# report goes to the log; tests/e2e/file_report.mjs adds each file's tests and
# time, and the "N passed, M failed" line we sum. Prints nothing itself:
# node_report shows the log and counts it (so that two can run at once).
# `wrap` (an array, empty by default) is put before node: the engine layers
# run it under xvfb-run.
wrap=()
# The most one node_run may take, in seconds: a file that hangs where no
# test's own timeout reaches (a hook, a browser that never answers) ends
# there, with the run's log, instead of holding CI past its limit. Each
# layer's usual time is a few minutes (layer costs, the last line).
node_limit=1200
node_run() { # $1 = log name, then the files
  local name=$1
  shift
  # A test that hangs fails after 10 minutes instead of holding CI.
  timeout -k 30 "$node_limit" "${wrap[@]}" node --test --test-concurrency=1 --test-timeout=600000 \
       --test-reporter=spec --test-reporter-destination=stdout \
       --test-reporter=./tests/e2e/file_report.mjs --test-reporter-destination="$ART/$name.files" \
       "$@" >"$ART/$name.log" 2>&1
  local rc=$?
  [ $rc -eq 124 ] && echo "$name: stopped after ${node_limit} s (timeout): a test or hook that never ended" >>"$ART/$name.log"
  cat "$ART/$name.files" >>"$ART/$name.log" 2>/dev/null
  return $rc
}
# An engine layer: the engine suite in WebKit or Firefox, each a real window
# under its own Xvfb display (tests/engines/ENGINE.test.mjs).
engine_layer() { # $1 = engine
  echo "== $1 (the engine suite in a real $1 window under Xvfb)"
  wrap=(xvfb-run -a -s "-screen 0 1920x1080x24")
  node_limit=600  # about 40 s each, alone
  node_run "$1" "tests/engines/$1.test.mjs"; local rc=$?
  node_limit=1200
  wrap=()
  node_report "$1" $rc
  layer_done "$1"
}
node_report() { # $1 = log name, $2 = exit status
  cat "$ART/$1.log"
  tally "$1" "$ART/$1.log" "$2"
}

# The format check, and its own test on a scratch copy: both in one layer.
format_layer() {
  local log=$ART/format.log rc
  { scripts/format.sh --check; echo "rc $?"; tests/tools/format_check_test.sh; echo "rc $?"; } >"$log" 2>&1
  grep -E 'not formatted|passed|FAIL' "$log"
  # One "N passed, M failed" line for the layer: the files, plus the test's checks.
  local p=0 f=0 line
  while read -r line; do
    p=$((p + $(sed -E 's/.* ([0-9]+) passed.*/\1/' <<<"$line")))
    f=$((f + $(sed -E 's/.* ([0-9]+) failed.*/\1/' <<<"$line")))
  done < <(grep -E '^(format|format-test): [0-9]+ passed, [0-9]+ failed' "$log")
  echo "format layer: $p passed, $f failed" >>"$log"
  rc=0; grep -q '^rc [^0]' "$log" && rc=1
  tally format "$log" $rc
  layer_done format
}

if [ "$mode" = check ]; then
  echo "== format (clang-format)"
  format_layer
  echo "== core (ctest)"
  ctest_layer core build/native
  echo "== smoke (one game per machine in Chromium)"
  node_run smoke tests/e2e/smoke.test.mjs; node_report smoke $?
  layer_done smoke
else
  echo "== format (clang-format)"
  format_layer

  echo "== core (ctest)"
  ctest_layer core build/native

  echo "== tidy (clang-tidy over src/ and tests/)"
  node scripts/tidy.mjs build/native >"$ART/tidy.log" 2>&1; rc=$?
  grep -vE '^\s*$' "$ART/tidy.log" | tail -n 40
  tally tidy "$ART/tidy.log" $rc
  layer_done tidy

  echo "== sanitizers (ASan + UBSan: core, midend, CLI and headless app tests)"
  ctest_layer sanitizers build/asan

  echo "== fuzz (libFuzzer: puzzle IDs, CLI arguments, random play; a fixed number of runs)"
  scripts/fuzz.sh >"$ART/fuzz.log" 2>&1; rc=$?
  grep -E 'runs|FAILED|passed' "$ART/fuzz.log"
  tally fuzz "$ART/fuzz.log" $rc
  layer_done fuzz

  # Two lanes of node:test at once, each one file at a time, balanced by what
  # the files cost alone (Node's own --test-concurrency takes files in name
  # order, which left the two-minute soak running alone at the end): the
  # soak, the 1,000 hostile hashes, the links and the game in one lane, the rest in the
  # other. A new file joins the second lane by itself. (In a fresh clone at
  # 0e80dc5 the first lane took 147 s and the second 188 s: browser_game, 21
  # s of it, moved to the first.)
  lane1="tests/e2e/browser_soak.test.mjs tests/e2e/browser_hostile.test.mjs tests/e2e/browser_links.test.mjs"
  lane1+=" tests/e2e/browser_game.test.mjs"
  lane2=()
  for f in tests/e2e/*.test.mjs; do
    case " $TIMED $lane1 " in *" $f "*) ;; *) lane2+=("$f") ;; esac
  done
  echo "== e2e (node:test, two files at a time: desktop under Xvfb, servers, the page in Chromium)"
  # shellcheck disable=SC2086
  node_run e2e-lane1 $lane1 & pid1=$!
  node_run e2e-lane2 "${lane2[@]}"; rc2=$?
  wait $pid1; rc1=$?
  node_report e2e-lane1 $rc1
  node_report e2e-lane2 $rc2
  layer_done e2e

  engine_layer webkit
  engine_layer firefox

  echo "== e2e-timed (node:test, one file at a time: the browser files that measure time)"
  # shellcheck disable=SC2086
  node_run e2e-timed $TIMED; node_report e2e-timed $?
  layer_done e2e-timed

  echo "== setup (repair of an interrupted or damaged cache)"
  tests/setup/setup_repair.sh 2>&1 | tee "$ART/setup.log"; rc=${PIPESTATUS[0]}
  tally setup "$ART/setup.log" $rc
  layer_done setup

  scripts/ccache-stats.sh report
fi

# Why each failing test failed, last, where a CI that keeps only the end of
# the output still shows it: node:test's "not ok" with its error line, and
# GoogleTest's failure lines, from every log of this run.
if [ "$failed" -ne 0 ]; then
  echo "why they failed:"
  for log in "$ART"/*.log; do
    awk -v name="$(basename "$log" .log)" '
      /^ *not ok / && !/# SKIP/ { test = $0; sub(/^ *not ok [0-9]+ - /, "", test); next }
      test != "" && /^ *error: / {
        sub(/^ *error: /, "")
        if ($0 ~ /^[|>]-?$/) { getline; sub(/^ */, "") }  # a block: its first line
        print "  " name ": " test ": " substr($0, 1, 300); test = ""
      }
      /: Failure$/ { getline a; getline b; print "  " name ": " $0 " " a " " b }
      /^[ \t]+[0-9]+ - .*\(Failed\)$/ && !seen[$0]++ { sub(/^[ \t]+/, ""); print "  " name ": " $0 }
      /^==[0-9]+==ERROR: / { print "  " name ": " substr($0, 1, 200) }
    ' "$log"
  done | head -n 30
fi
[ -z "$broken" ] || echo "layers that stopped before reporting:$broken"
echo "screenshots and logs: $ART/"
echo "layer costs:${costs%,} (${SECONDS}s in all)"
echo "summary: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
