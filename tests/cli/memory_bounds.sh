#!/bin/sh
# memory_bounds.sh TOGGLELAB: each CLI command whose memory grows with its
# flags, run at the largest size its --help allows, under a 4.5 GB address
# space limit (ulimit -v 4500000): each must finish there, and one step past
# it must be refused (exit 2) before the work starts. Found: an 8192 x 8192
# board picture took 5 GB and stopped with bad_alloc; a 16384 x 16384
# pattern 4.6 GB; a 2048 x 2048 knight board with 4 states 16 GB. Each
# bound is said in the command's --help ("Memory: ..."). Not run under the
# sanitizers, whose shadow memory the limit would refuse.
set -u
T=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
ulimit -v 4500000 || { echo "cannot limit the address space"; exit 1; }
failed=0
fits() { # the arguments: a run that must succeed
  if "$T" "$@" >/dev/null 2>"$dir/out"; then echo "ok    fits in 4.5 GB: $*"
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
# A listed answer: 16384 x 16384 with 2 states lists about 134 million
# presses (1.3 GB of text, 1 GB of memory); 2048 x 2048 with 251 states
# needs 524 million, past the 2^28 a list holds: counted, then refused.
"$T" new --machine lightsout --size 16384x16384 >"$dir/l.id" || failed=1
fits solve "@$dir/l.id"
"$T" new --machine lightsout --size 2048x2048 --states 251 >"$dir/k.id" || failed=1
refused solve "@$dir/k.id"
# census: a byte a reachable position, 2^30 at most (about 1.1 GB, 5 s).
fits census --machine lightsout --size 5x6
refused census --machine lightsout --size 6x6
# explain and dynamics: the largest worksheet, and A as a matrix at 1,024 cells.
"$T" new --machine lightsout --size 256x256 --neighbourhood x >"$dir/w.id" || failed=1
fits explain "@$dir/w.id"
"$T" new --machine lightsout --size 257x256 --neighbourhood x >"$dir/w2.id" || failed=1
refused explain "@$dir/w2.id"
"$T" new --machine lightsout --size 32x32 --states 251 >"$dir/d.id" || failed=1
fits dynamics "@$dir/d.id" --steps 100
"$T" new --machine lightsout --size 33x32 --states 251 >"$dir/d2.id" || failed=1
refused dynamics "@$dir/d2.id"
# new: a solvable 4096 x 4096 board with 255 states (2.2 GB).
fits new --machine lightsout --size 4096x4096 --states 255
# read: a picture of 64 megapixels, plain grey (no board in it: exit 2, said),
# held as RGBA and grey (0.8 GB); one pixel wider is refused by its header.
node -e '
  const zlib = require("zlib"), fs = require("fs");
  const crc = (b) => { let c = ~0; for (const x of b) { c ^= x; for (let k = 0; k < 8; k++) c = c >>> 1 ^ (0xEDB88320 & -(c & 1)); } return ~c >>> 0; };
  const chunk = (t, d) => { const h = Buffer.alloc(4); h.writeUInt32BE(d.length); const td = Buffer.concat([Buffer.from(t), d]);
    const c = Buffer.alloc(4); c.writeUInt32BE(crc(td)); return Buffer.concat([h, td, c]); };
  for (const [w, name] of [[8192, "p64"], [8193, "p64wide"]]) {
    const ihdr = Buffer.alloc(13); ihdr.writeUInt32BE(w, 0); ihdr.writeUInt32BE(8192, 4); ihdr[8] = 8;
    const row = Buffer.alloc(w + 1, 200); row[0] = 0;
    const raw = Buffer.concat(Array(8192).fill(row));
    fs.writeFileSync(process.argv[1] + "/" + name + ".png", Buffer.concat([Buffer.from("\x89PNG\r\n\x1a\n", "latin1"),
      chunk("IHDR", ihdr), chunk("IDAT", zlib.deflateSync(raw, { level: 9 })), chunk("IEND", Buffer.alloc(0))]));
  }' "$dir" || failed=1
"$T" read "$dir/p64.png" >"$dir/out" 2>&1
rc=$?
if [ $rc -eq 2 ] && grep -q "no board was found" "$dir/out"; then echo "ok    fits in 4.5 GB: read a 64 megapixel picture"
else echo "FAIL  read a 64 megapixel picture (exit $rc)"; tail -n 3 "$dir/out"; failed=1; fi
refused read "$dir/p64wide.png"
exit $failed
