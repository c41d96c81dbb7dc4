#!/bin/sh
# docs_examples.sh TOGGLELAB DOCS: every example command of the docs runs.
# An example is a "$ togglelab ..." line inside a ```console block of a
# docs/*.md file; each runs as written (togglelab standing for the binary
# given), in order, in one scratch folder (an example may read the file an
# earlier one wrote), within 2 s, and must exit 0. All of them within 30 s.
set -u
T=$1
DOCS=$2
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
failed=0
count=0
start=$(date +%s)
for f in "$DOCS"/*.md; do
  awk '/^```/ { block = ($0 == "```console") ? !block : 0; next } block && /^\$ togglelab / { print substr($0, 3) }' "$f" \
    >"$dir/examples.txt"
  while IFS= read -r line; do
    count=$((count + 1))
    args=${line#togglelab }
    # The line's words as the shell splits them (the examples quote nothing).
    # shellcheck disable=SC2086
    if (cd "$dir" && timeout 2 "$T" $args >"$dir/out" 2>&1); then echo "ok    $(basename "$f"): $line"
    else echo "FAIL  $(basename "$f"): $line"; tail -n 3 "$dir/out"; failed=1; fi
  done <"$dir/examples.txt"
done
took=$(($(date +%s) - start))
echo "$count examples in $took s"
[ "$count" -gt 0 ] || { echo "FAIL  no examples found in $DOCS"; failed=1; }
[ "$took" -le 30 ] || { echo "FAIL  the examples took $took s (at most 30)"; failed=1; }
exit $failed
