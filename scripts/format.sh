#!/usr/bin/env bash
# format.sh: our C++ in the style of .clang-format (clang-format 14, Debian's).
#   scripts/format.sh              formats every file in place (make format)
#   scripts/format.sh --check      changes nothing; names each file that is not
#                                  formatted and exits 1 (make check, make test)
#   scripts/format.sh --check DIR  the same over another copy of the tree
#                                  (the format layer's own test uses a scratch copy)
# The files: *.cpp, *.hpp and *.h under src/ and tests/ (no third-party code
# lives there; Dear ImGui and SDL are unpacked outside the tree).
set -uo pipefail
check=0
if [ "${1:-}" = --check ]; then check=1; shift; fi
root=${1:-$(dirname "$0")/..}
cd "$root" || exit 2
command -v clang-format >/dev/null || { echo "format: clang-format is missing: run make setup"; echo "format: 0 passed, 1 failed"; exit 1; }
mapfile -t files < <(find src tests \( -name '*.cpp' -o -name '*.hpp' -o -name '*.h' \) -not -path '*/node_modules/*' | sort)
if [ $check = 0 ]; then
  clang-format -i --style=file "${files[@]}"
  echo "format: ${#files[@]} files formatted"
  exit 0
fi
# clang-format over batches of files, one batch per core: it names each file
# it would change in its "code should be clang-formatted" errors (one process
# per file cost 20 s of start-ups on two cores; batches take a second or two).
# The count is one check: the tree is formatted, or the number of files that
# are not.
n=$(( (${#files[@]} + $(nproc) - 1) / $(nproc) ))
report=$(printf '%s\0' "${files[@]}" | xargs -0 -P "$(nproc)" -n "$n" \
           clang-format --style=file --dry-run -Werror 2>&1 >/dev/null |
         sed -nE 's/^(.+):[0-9]+:[0-9]+: error: code should be clang-formatted.*/\1/p' | sort -u |
         sed 's/.*/format: & is not formatted: run make format (or clang-format -i &)/')
bad=0
[ -z "$report" ] || { echo "$report"; bad=$(wc -l <<<"$report"); }
echo "format: ${#files[@]} files, $bad not formatted"
if [ "$bad" = 0 ]; then echo "format: 1 passed, 0 failed"; else echo "format: 0 passed, $bad failed"; fi
[ "$bad" = 0 ]
