#!/usr/bin/env bash
# fuzz.sh: runs the libFuzzer targets of tests/fuzz (clang; the core and CLI
# instrumented too, with address + undefined behaviour sanitizers: the
# sanitizer build, scripts/sanitize-build.sh), as many at a time as there
# are cores.
#   scripts/fuzz.sh               the test layer (make test): a fixed amount
#                                 of work, so its cost is known and a failure
#                                 replays: each target does the number of runs
#                                 tests/fuzz/runs.txt gives it, from its seeds
#                                 alone, with a fixed random seed
#   scripts/fuzz.sh --seconds N   exploring (make fuzz): N seconds a target,
#                                 keeping what it finds in build/fuzz/corpus-*,
#                                 and merging the finds that add coverage
#                                 into tests/fuzz/NAME.seeds (-merge=1; an
#                                 input of one line only, as seeds are lines)
# The same work every run: the count and the random seed are fixed, the
# corpus folder is read once (-reload=0: libFuzzer's reading it again each
# second made fuzz_puzzle_id's coverage 4,709, 4,853 or 5,057 for one binary,
# as the machine was loaded), the address space is not randomised (setarch
# -R), and the environment is a fixed one (env -i: with the caller's, whose
# contents differ between shells, two runs differed too). With ASLR two runs
# at one commit differed (fuzz_puzzle_id: coverage 4,202 against 4,170 after
# 100,000 runs): compared pointers reach libFuzzer's table of compares, and
# the mutations it draws from there. Each input has at most 20 s (-timeout):
# a slow input is a finding, not a layer that runs ten minutes.
# A crash, a sanitizer report or a leak fails the target; its input is kept
# next to the log (build/fuzz/NAME-crash-*), not in the tree.
set -uo pipefail
cd "$(dirname "$0")/.."
secs=""
if [ "${1:-}" = --seconds ]; then secs=${2:?usage: scripts/fuzz.sh [--seconds N]}; fi
# The targets come from the sanitizer build (make sanitize builds them with
# the tests: the core compiled once for both); built here if need be.
mkdir -p build/fuzz
scripts/sanitize-build.sh build/asan >build/fuzz/build.log 2>&1 || { tail -n 30 build/fuzz/build.log; exit 1; }
FUZZ_BIN=build/asan

# The seeds of target $1 (tests/fuzz/$1.seeds, an input a line) as files
# in folder $2, each named by its contents.
seed_files() {
  [ -f "tests/fuzz/$1.seeds" ] && while IFS= read -r line; do
    printf '%s' "$line" >"$2/seed-$(printf '%s' "$line" | md5sum | cut -c1-12)"
  done <"tests/fuzz/$1.seeds"
  return 0
}

# Runs target $1 with the arguments after it: no address-space
# randomisation and a fixed environment (see the top), so a run repeats.
run_target() {
  local name=$1
  shift
  env -i PATH=/usr/bin:/bin LANG=C.UTF-8 TOGGLELAB_FUZZ_SCRATCH="${TOGGLELAB_FUZZ_SCRATCH:-}" \
    $NO_ASLR "$FUZZ_BIN/$name" "$@"
}

# Runs one target; prints one line, exits non-zero on a finding.
fuzz_one() { # $1 = target name
  local name=$1 corpus args
  if [ -n "$secs" ]; then
    corpus=build/fuzz/corpus-$name
    args=(-max_total_time="$secs")
  else
    corpus=build/fuzz/run-$name  # the seeds alone: the same work every time
    rm -rf "$corpus"
    local runs
    runs=$(awk -v n="$name" '$1 == n { print $2 }' tests/fuzz/runs.txt)
    [ -n "$runs" ] || { echo "$name: FAILED: no run count in tests/fuzz/runs.txt"; return 1; }
    # -reload=0: libFuzzer otherwise reads its corpus folder again once a
    # second and runs what it finds there, so how many inputs had run by
    # then, the machine's speed, steered the rest of the run.
    args=(-runs="$runs" -seed=1 -reload=0)
  fi
  args+=(-timeout=20)
  mkdir -p "$corpus"
  # Seed the corpus with our own real inputs (IDs of every machine, CLI
  # argument lists, action sequences) so the fuzzer starts from real grammar.
  seed_files "$name" "$corpus"
  local start=$SECONDS
  # A fuzzer's scratch files (fuzz_cli_args writes what an @FILE holds): its
  # own folder, gone after the run.
  export TOGGLELAB_FUZZ_SCRATCH=build/fuzz/scratch-$name
  rm -rf "$TOGGLELAB_FUZZ_SCRATCH"
  if run_target "$name" "${args[@]}" -print_final_stats=1 -artifact_prefix="build/fuzz/$name-" "$corpus" \
      >"build/fuzz/$name.log" 2>&1; then
    rm -rf "$TOGGLELAB_FUZZ_SCRATCH"
    local cov
    cov=$(grep -E '^#[0-9]+.*DONE' "build/fuzz/$name.log" | grep -oE 'cov: [0-9]+' | awk '{print $2}')
    echo "$name: $(grep -E 'stat::number_of_executed_units' "build/fuzz/$name.log" | awk '{print $2}') runs, coverage ${cov:-?}, no crash ($((SECONDS - start)) s)"
    [ -n "$secs" ] && merge_finds "$name" "$corpus"
  else
    echo "$name: FAILED (replay: $FUZZ_BIN/$name ${args[*]} $corpus)"; tail -n 30 "build/fuzz/$name.log"
    return 1
  fi
}
# Keeps what exploring found that the seeds do not cover: the seeds as
# files, the corpus merged into them (-merge=1 adds only inputs with new
# coverage), and each new one of a single line appended to NAME.seeds.
merge_finds() { # $1 = target name, $2 = its corpus
  local name=$1 corpus=$2 merged=build/fuzz/merged-$1 added=0 f
  rm -rf "$merged" && mkdir -p "$merged"
  seed_files "$name" "$merged"
  # -use_counters=0: an input joins for an edge the seeds never reach, not
  # for reaching a known one more often (with counters, 5 s found hundreds).
  run_target "$name" -merge=1 -use_counters=0 -timeout=20 "$merged" "$corpus" >"build/fuzz/$name.merge.log" 2>&1 ||
    return 0
  for f in "$merged"/*; do
    case $(basename "$f") in seed-*) continue ;; esac
    # One line of UTF-8 text without control characters: what a seeds
    # file holds and a reader can read.
    if [ "$(wc -l <"$f")" -eq 0 ] && ! grep -qaP '[\x00-\x08\x0b-\x1f\x7f]' "$f" &&
      iconv -f UTF-8 -t UTF-8 "$f" >/dev/null 2>&1; then
      cat "$f" >>"tests/fuzz/$name.seeds" && echo >>"tests/fuzz/$name.seeds" && added=$((added + 1))
    fi
  done
  echo "$name: $added new seeds merged into tests/fuzz/$name.seeds"
}

# Without address-space randomisation where setarch can turn it off.
NO_ASLR=""
if setarch "$(uname -m)" -R true 2>/dev/null; then NO_ASLR="setarch $(uname -m) -R"; fi

export -f fuzz_one merge_finds seed_files run_target
export secs FUZZ_BIN NO_ASLR

# One target per core; each writes its lines to build/fuzz/NAME.result,
# printed in order once all are done.
targets=$(ls tests/fuzz/*.cpp | xargs -n1 basename | sed 's/\.cpp$//')
for t in $targets; do rm -f "build/fuzz/$t.result"; done
xargs -P"$(nproc)" -I{} bash -c 'fuzz_one {} >build/fuzz/{}.result 2>&1' <<<"$targets"
passed=0; failed=0
for t in $targets; do
  if [ -f "build/fuzz/$t.result" ]; then cat "build/fuzz/$t.result"; else echo "$t: FAILED: it did not run"; fi
  if grep -q ', no crash' "build/fuzz/$t.result" 2>/dev/null; then passed=$((passed + 1)); else failed=$((failed + 1)); fi
done
echo "fuzz: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
