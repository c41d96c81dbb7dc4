#!/bin/sh
# memory_bounds.sh TOGGLELAB: each CLI command whose memory grows with its
# flags, run at the largest size its --help allows, under a 4.5 GB address
# space limit (ulimit -v 4500000): each must finish there, and one step past
# it must be refused (exit 2) before the work starts. Found: an 8192 x 8192
# board picture took 5 GB and stopped with bad_alloc; a 16384 x 16384
# pattern 4.6 GB; a 2048 x 2048 knight board with 4 states 16 GB. Not run under the sanitizers, whose shadow memory the
# limit would refuse.
set -u
T=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
ulimit -v 4500000 || { echo "cannot limit the address space"; exit 1; }
failed=0
fits() { # the arguments: a run that must succeed
  if "$T" "$@" >"$dir/out" 2>&1; then echo "ok    fits in 4.5 GB: $*"
  else echo "FAIL  did not finish in 4.5 GB: $*"; tail -n 3 "$dir/out"; failed=1; fi
}
refused() { # the arguments: a run one step past its bound
  "$T" "$@" >"$dir/out" 2>&1
  rc=$?
  if [ $rc -eq 2 ] && grep -Eq "at most|must be 1\.\." "$dir/out"; then echo "ok    refused, saying the bound: $*"
  else echo "FAIL  not refused with its bound (exit $rc): $*"; tail -n 3 "$dir/out"; failed=1; fi
}
fits image --machine lightsout --size 1024x1024 -o "$dir/b.png"
refused image --machine lightsout --size 1025x1024 -o "$dir/b.png"
fits image --machine lightsout --size 256x256 --format svg -o "$dir/b.svg"
fits image --machine lightsout --size 256x256 --neighbourhood x --what quiet -o "$dir/q.png"
refused image --machine lightsout --size 8192x8192 --what quiet -o "$dir/q.png"
fits image --machine lightsout --size 128x128 --what quiet --format svg -o "$dir/q.svg"
fits image --machine lightsout --size 64x64 --what A -o "$dir/a.png"
refused image --machine lightsout --size 65x64 --what A -o "$dir/a.png"
fits pattern --machine lightsout --size 4096x4096 --apply random
refused pattern --machine lightsout --size 4097x4096 --apply random
fits analyze --machine lightsout --size 16384x16384 --summary
# The widest press shapes at their largest side (the X: the most memory, 2.7 GB).
"$T" new --machine lightsout --size 1024x1024 --neighbourhood x >"$dir/x.id" || failed=1
fits solve "@$dir/x.id" --summary
refused solve --machine lightsout --size 1025x1024 --neighbourhood knight --states 4 --state 0
exit $failed
