#!/usr/bin/env bash
# format_check_test.sh: the format layer can fail, and says where. In a
# scratch copy of one source file and .clang-format (the tree is never touched):
#   1. the copy as it is passes `scripts/format.sh --check`;
#   2. one file with a formatting error (two statements on a line, spaces
#      lost) fails the check, which names that file and says to run make format;
#   3. `scripts/format.sh` over the copy fixes it, and the check passes again.
# Prints "format-test: N passed, M failed" like the other layers.
set -uo pipefail
cd "$(dirname "$0")/../.."
source tests/tools/shell_checks.sh
scratch_dir format-test
victim=src/core/base/bitvec.cpp
mkdir -p "$scratch/$(dirname $victim)" "$scratch/tests"
cp .clang-format "$scratch/"
cp "$victim" "$scratch/$victim"
quiet() { "$@" >/dev/null 2>&1; }
check "a formatted file passes" quiet scripts/format.sh --check "$scratch"

printf 'namespace tl { int  format_probe(int a){return a+1;} int format_probe2(); }\n' >>"$scratch/$victim"
scripts/format.sh --check "$scratch" >"$scratch/out.txt" 2>&1; rc=$?
check "a file with a formatting error fails the check" test $rc -ne 0
check "the message names the file and make format" grep -q "$victim is not formatted: run make format" "$scratch/out.txt"
check "the count says one file failed" grep -q "format: 0 passed, 1 failed" "$scratch/out.txt"
scripts/format.sh "$scratch" >/dev/null
check "make format's script fixes it" quiet scripts/format.sh --check "$scratch"
report format-test
