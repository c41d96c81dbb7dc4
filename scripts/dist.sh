#!/usr/bin/env bash
# dist.sh: the page as a static host takes it, in build/dist: the files a
# visitor's browser loads and their gzip copies (made once by stage-web.sh,
# sent by the host to browsers that take gzip), nothing else.
#   scripts/dist.sh WEB_DIR OUT_DIR     (make dist: build/web -> build/dist)
# Upload OUT_DIR's contents anywhere, at a site's root or under a path: every
# URL in the page, its service worker and its manifest is relative.
# docs/PUBLISHING.md says which headers to send; web/host/nginx-location.conf
# sends them.
set -euo pipefail
web=$1 out=$2
files="index.html shell.js shell.css togglelab.js togglelab.wasm sw.js manifest.webmanifest
       reader_worker.js togglelab_reader.js togglelab_reader.wasm
       engine_worker.js togglelab_worker.js togglelab_worker.wasm
       sheets_worker.js togglelab_sheets.js togglelab_sheets.wasm
       icons/icon.svg icons/icon-192.png icons/icon-512.png"
rm -rf "$out"
mkdir -p "$out/icons"
for f in $files; do
  [ -f "$web/$f" ] || { echo "dist.sh: $web/$f is missing: run make web" >&2; exit 1; }
  cp -p "$web/$f" "$out/$f"
  # PNGs are compressed already; every other file has its gzip copy.
  case $f in *.png) continue ;; esac
  [ -f "$web/$f.gz" ] || { echo "dist.sh: $web/$f.gz is missing: run make web" >&2; exit 1; }
  cp -p "$web/$f.gz" "$out/$f.gz"
done
echo "$out: $(find "$out" -type f | wc -l) files, $(du -sb "$out" | cut -f1) bytes (upload its contents; docs/PUBLISHING.md)"
