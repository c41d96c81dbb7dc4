# shell_checks.sh: what the shell tests share (sourced, not run). Makes a
# scratch folder removed on exit, counts checks, and prints the layer line.
#   scratch_dir NAME     sets $scratch to a new /tmp/togglelab-NAME-XXXXXX
#   check WHAT CMD...    runs CMD; counts and prints ok or FAIL with WHAT
#   report LAYER         prints "LAYER: N passed, M failed"; fails on any FAIL
passed=0; failed=0
scratch_dir() {
  scratch=$(mktemp -d "/tmp/togglelab-$1-XXXXXX")
  trap 'rm -rf "$scratch"' EXIT
}
check() {
  local what=$1; shift
  if "$@"; then passed=$((passed + 1)); echo "  ok    $what"
  else failed=$((failed + 1)); echo "  FAIL  $what"; fi
}
report() {
  echo "$1: $passed passed, $failed failed"
  [ "$failed" -eq 0 ]
}
