#!/usr/bin/env bash
# ccache-stats.sh: what ccache saved the builds of one make test.
#   scripts/ccache-stats.sh mark      before the builds: note ccache's counters
#   scripts/ccache-stats.sh report    after them: "ccache: N hits, M misses (P% hit rate)"
# The cache is the one CMakeLists.txt compiles through ($TOGGLELAB_DEPS/ccache).
set -uo pipefail
cd "$(dirname "$0")/.."
export CCACHE_DIR=${TOGGLELAB_DEPS:-$HOME/.cache/togglelab}/ccache
mark=build/ccache-mark.txt
command -v ccache >/dev/null || { echo "ccache: not installed"; exit 0; }
counters() { # hits and misses, as "H M"
  ccache --print-stats 2>/dev/null |
    awk '$1 == "direct_cache_hit" || $1 == "preprocessed_cache_hit" { h += $2 } $1 == "cache_miss" { m += $2 }
         END { print h + 0, m + 0 }'
}
case ${1:-} in
  mark) mkdir -p build && counters >"$mark" ;;
  report)
    [ -f "$mark" ] || { echo "ccache: no mark (scripts/ccache-stats.sh mark before the builds)"; exit 0; }
    read -r h0 m0 <"$mark"; read -r h1 m1 < <(counters)
    h=$((h1 - h0)) m=$((m1 - m0))
    if [ $((h + m)) -eq 0 ]; then echo "ccache: nothing compiled (every build was up to date)"
    else echo "ccache: $h hits, $m misses ($((100 * h / (h + m)))% hit rate) in this run's builds ($CCACHE_DIR)"; fi ;;
  *) echo "usage: scripts/ccache-stats.sh mark|report" >&2; exit 2 ;;
esac
