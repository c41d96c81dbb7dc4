#!/usr/bin/env bash
# stage-web.sh: puts the page together in build/web from the web build and
# web/, and prints what a visitor downloads.
#   scripts/stage-web.sh BUILD_DIR OUT_DIR
# - the service worker gets the build's version (a hash of the files it
#   caches), so a new build is picked up on the next visit;
# - every text or wasm file gets a .gz beside it (gzip -9), which
#   scripts/serve.mjs sends to browsers that take gzip;
# - the size ledger: each module gzipped against its budget, and the page's
#   WebAssembly by area (scripts/size-ledger.mjs).
set -euo pipefail
export NODE_PATH=${NODE_PATH:-/usr/share/nodejs}  # Debian's terser finds its modules there
build=$1 out=$2
mkdir -p "$out"
rm -f "$out"/*.gz "$out"/icons/*.gz
# Emscripten's JavaScript through Debian's terser: its names shortened and
# its dead code dropped, the file's top level included (the module is one
# script, and the page reaches it only through Module, kept by name; the
# reader's through createReader). Not properties: the page's shell, the
# reader's worker and the app's EM_ASM code share those by name. Emscripten's
# own whitespace pass leaves the page's JS at 27.8 KB gzipped; this, at 20.1.
# (Closure, emcc --closure 1, reached 17.8 but renames properties: every name
# shared with web/*.js would need an externs entry, missed ones failing only
# at run time.)
minify() { # $1 = in, $2 = out, $3 = the name the page calls it by
  terser "$1" --compress toplevel=true,passes=2 --mangle toplevel=true,reserved="[$3]" --output "$2"
}
minify "$build/togglelab.js" "$out/togglelab.js" Module
cp "$build/togglelab.wasm" "$out/"
# The board reader's own module and its worker: loaded on the first photo only.
minify "$build/togglelab_reader.js" "$out/togglelab_reader.js" createReader
cp "$build/togglelab_reader.wasm" "$out/togglelab_reader.wasm"
# The engine worker's module and its worker: loaded at the first long job.
minify "$build/togglelab_worker.js" "$out/togglelab_worker.js" createEngine
cp "$build/togglelab_worker.wasm" "$out/togglelab_worker.wasm"
# The worksheet worker's module: loaded when the Why tab first shows its worksheets.
minify "$build/togglelab_sheets.js" "$out/togglelab_sheets.js" createEngine
cp "$build/togglelab_sheets.wasm" "$out/togglelab_sheets.wasm"
cp web/manifest.webmanifest web/shell.js web/shell.css web/reader_worker.js web/engine_worker.js web/sheets_worker.js "$out/"
# The page's Content-Security-Policy, from the one file the hosts' headers
# read too (web/host/content-security-policy.txt).
csp=$(tr -d '\n' <web/host/content-security-policy.txt)
sed "s|@CSP@|$csp|" web/index.html >"$out/index.html"
node scripts/make-icons.mjs "$out/icons"
version=$(cat "$out/togglelab.js" "$out/togglelab.wasm" "$out/index.html" "$out/manifest.webmanifest" "$out/shell.js" "$out/shell.css" \
          "$out/togglelab_reader.js" "$out/togglelab_reader.wasm" "$out/reader_worker.js" \
          "$out/togglelab_worker.js" "$out/togglelab_worker.wasm" "$out/engine_worker.js" \
          "$out/togglelab_sheets.js" "$out/togglelab_sheets.wasm" "$out/sheets_worker.js" \
          "$out"/icons/* web/sw.js | sha256sum | cut -c1-16)
sed "s/@BUILD_VERSION@/$version/" web/sw.js >"$out/sw.js"
for f in "$out"/*.js "$out"/*.css "$out"/*.wasm "$out"/*.html "$out"/*.webmanifest "$out"/icons/*.svg; do
  gzip -9 -n -k -f "$f"
done
# The ledger: each module's size against its budget (web/size-budget.json),
# and where the page's WebAssembly goes (make test fails over a budget:
# tests/e2e/size_ledger.test.mjs).
node scripts/size-ledger.mjs "$build" "$out"
