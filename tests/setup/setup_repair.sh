#!/usr/bin/env bash
# setup_repair.sh: scripts/setup.sh repairs what an interruption or a damaged
# cache left behind, and two set-ups at once do the work once. Runs the
# native set-up (Debian's imgui source package: a few seconds to fetch) in a
# scratch cache of its own, so the real cache is never touched:
#   1. a first run unpacks and stamps the tree;
#   2. an unpack interrupted half-way (stamp gone, half the files gone) is
#      redone whole;
#   3. a truncated file under a valid stamp is noticed and the tree redone;
#   4. a stray stamp over a missing tree is not trusted;
#   5. two runs started together both succeed and fetch once.
# Prints "setup: N passed, M failed" like the other layers.
set -uo pipefail
cd "$(dirname "$0")/../.."
source tests/tools/shell_checks.sh
scratch_dir setup-test
setup() { TOGGLELAB_DEPS=$1 scripts/setup.sh native >"$1.log" 2>&1; }
tree() { find "$1"/src -maxdepth 1 -name 'imgui-*' -type d | head -n1; }
manifest() { (cd "$1" && find . -type f -printf '%s %p\n' | LC_ALL=C sort); }

deps=$scratch/deps
check "a first run unpacks imgui and stamps it" setup "$deps"
dir=$(tree "$deps")
stamp=$(ls "$deps"/stamps/src-imgui-* 2>/dev/null | head -n1)
check "the tree and its stamp are there" test -n "$dir" -a -f "$stamp"
whole=$scratch/whole.txt
manifest "$dir" >"$whole"
check "the stamp lists every file of the tree" cmp -s "$whole" "$stamp"

# 2. An unpack interrupted half-way: no stamp yet, half the files missing.
rm -f "$stamp"
find "$dir" -type f | sort | awk 'NR % 2 == 0' | xargs rm -f
setup "$deps"; rc=$?
check "after an interrupted unpack the run succeeds" test $rc -eq 0
check "... and the tree is whole again" cmp -s "$whole" <(manifest "$dir")
check "... and stamped again" test -f "$stamp"
check "... and it said why it unpacked again" grep -q "unpacking it again" "$deps.log"

# 3. A file truncated after the stamp was written.
victim=$(find "$dir" -name 'imgui.cpp' | head -n1)
: >"$victim"
setup "$deps"; rc=$?
check "a truncated file under a stamp is repaired" test $rc -eq 0 -a -s "$victim"
check "... and the tree matches its stamp" cmp -s "$whole" <(manifest "$dir")

# 4. A stamp with no tree behind it.
rm -rf "$dir"
setup "$deps"; rc=$?
check "a stamp over a missing tree is not trusted" test $rc -eq 0 -a -d "$dir"

# 5. Two set-ups at once on an empty cache: one waits for the other.
deps2=$scratch/deps2
setup "$deps2" & a=$!
(sleep 0.2; TOGGLELAB_DEPS=$deps2 scripts/setup.sh native >"$deps2.second.log" 2>&1) & b=$!
wait $a; ra=$?; wait $b; rb=$?
check "two runs at once both succeed" test $ra -eq 0 -a $rb -eq 0
fetches=$(cat "$deps2.log" "$deps2.second.log" | grep -c "apt-get source imgui")
check "... and fetch imgui once between them ($fetches)" test "$fetches" -eq 1
check "... leaving a whole, stamped tree" cmp -s <(manifest "$(tree "$deps2")") "$(ls "$deps2"/stamps/src-imgui-* | head -n1)"

report setup
