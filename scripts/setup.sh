#!/usr/bin/env bash
# Toggle Lab set-up: installs what the build and the tests need, from Debian's
# packages and the npm registry only, and builds the cached dependencies once.
#
# Idempotent: every step checks first and does nothing when its result is there,
# so a second run takes seconds. Runs as root, or as a normal user through sudo.
#
#   scripts/setup.sh            everything (native, web, browser tests, the LaTeX worksheet test)
#   scripts/setup.sh native     only what the native build and core tests need
#
# Cached outside the build tree (survives `make clean` and fresh clones):
#   $TOGGLELAB_DEPS (default ~/.cache/togglelab)
#     src/imgui-<v>/      Debian's imgui source package (both targets compile it)
#     src/libsdl2-<v>/    Debian's libsdl2 source package
#     sdl2-wasm/          SDL2 built for WebAssembly (static), installed prefix
set -euo pipefail

here=$(cd "$(dirname "$0")/.." && pwd)
deps=${TOGGLELAB_DEPS:-$HOME/.cache/togglelab}
what=${1:-all}

log() { printf '[setup] %s\n' "$*"; }

if [ "$(id -u)" -eq 0 ]; then SUDO=""; else SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive

# ---------------------------------------------------------------------------
# Debian packages
# ---------------------------------------------------------------------------
native_pkgs="cmake make g++ clang libclang-rt-14-dev pkg-config libsdl2-dev libgtest-dev libbenchmark-dev dpkg-dev xvfb xauth fonts-dejavu-core"
web_pkgs="emscripten nodejs npm node-acorn chromium"
# Tests only: the worksheet test compiles `explain --latex` and renders its first page.
test_pkgs="texlive-latex-base poppler-utils"
pkgs=$native_pkgs
[ "$what" = native ] || pkgs="$pkgs $web_pkgs $test_pkgs"

missing=""
for p in $pkgs; do
  # Node and npm may come from outside Debian on this image; a working binary is enough.
  case $p in
    nodejs) command -v node >/dev/null && continue ;;
    npm) command -v npm >/dev/null && continue ;;
  esac
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
done

apt_updated=0
apt_update() { [ $apt_updated = 1 ] || { log "apt-get update"; $SUDO apt-get update -qq; apt_updated=1; }; }

if [ -n "$missing" ]; then
  apt_update
  log "installing:$missing"
  $SUDO apt-get install -y -qq --no-install-recommends $missing >/dev/null
fi

# ---------------------------------------------------------------------------
# Source packages (imgui for both targets, libsdl2 for WebAssembly)
# ---------------------------------------------------------------------------
# apt-get source needs deb-src entries: derive them from the machine's own
# deb entries rather than naming any host here.
ensure_deb_src() {
  if grep -rqs -E '^(Types:.*deb-src|deb-src )' /etc/apt/sources.list /etc/apt/sources.list.d/; then return; fi
  local out=/etc/apt/sources.list.d/togglelab-deb-src.sources
  if [ -f /etc/apt/sources.list.d/debian.sources ]; then
    sed 's/^Types: deb$/Types: deb-src/' /etc/apt/sources.list.d/debian.sources | $SUDO tee "$out" >/dev/null
  elif [ -f /etc/apt/sources.list ]; then
    grep -E '^deb ' /etc/apt/sources.list | sed 's/^deb /deb-src /' | $SUDO tee /etc/apt/sources.list.d/togglelab-deb-src.list >/dev/null
  else
    echo "setup: no apt sources found to derive deb-src entries from" >&2; exit 1
  fi
  log "added deb-src entries derived from the machine's apt sources"
  apt_updated=0
}

fetch_source() { # $1 = source package name
  if ls -d "$deps/src/$1"-*/ >/dev/null 2>&1; then return; fi
  ensure_deb_src
  apt_update
  mkdir -p "$deps/src"
  log "apt-get source $1"
  (cd "$deps/src" && apt-get source -qq "$1" >/dev/null 2>&1 || apt-get source "$1")
}

fetch_source imgui
[ "$what" = native ] || fetch_source libsdl2

imgui_dir=$(ls -d "$deps"/src/imgui-*/ | head -n1)
ln -sfn "$imgui_dir" "$deps/imgui"

# ---------------------------------------------------------------------------
# SDL2 for WebAssembly, built once
# ---------------------------------------------------------------------------
if [ "$what" != native ] && [ ! -f "$deps/sdl2-wasm/lib/libSDL2.a" ]; then
  export NODE_PATH=/usr/share/nodejs
  sdl_dir=$(ls -d "$deps"/src/libsdl2-*/ | head -n1)
  log "building SDL2 for WebAssembly (a few minutes, once per machine)"
  rm -rf "$deps/sdl2-wasm-build"
  # Subsystems the app does not use are switched off: faster build, smaller page.
  emcmake cmake -S "$sdl_dir" -B "$deps/sdl2-wasm-build" -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_INSTALL_PREFIX="$deps/sdl2-wasm" \
    -DSDL_SHARED=OFF -DSDL_STATIC=ON -DSDL_TEST=OFF \
    -DSDL_AUDIO=OFF -DSDL_JOYSTICK=OFF -DSDL_HAPTIC=OFF -DSDL_SENSOR=OFF \
    -DSDL_HIDAPI=OFF -DSDL_POWER=OFF -DSDL_FILESYSTEM=OFF -DSDL_LOCALE=OFF \
    -DSDL_MISC=OFF -DSDL_THREADS=OFF -DSDL_ATOMIC=OFF >"$deps/sdl2-wasm-build.log" 2>&1 \
    || { tail -n 30 "$deps/sdl2-wasm-build.log"; exit 1; }
  cmake --build "$deps/sdl2-wasm-build" -j"$(nproc)" >>"$deps/sdl2-wasm-build.log" 2>&1 \
    || { tail -n 30 "$deps/sdl2-wasm-build.log"; exit 1; }
  cmake --install "$deps/sdl2-wasm-build" >>"$deps/sdl2-wasm-build.log" 2>&1
  rm -rf "$deps/sdl2-wasm-build"
fi

# ---------------------------------------------------------------------------
# npm: playwright-core for the browser tests (drives Debian's Chromium)
# ---------------------------------------------------------------------------
if [ "$what" != native ] && [ ! -d "$here/tests/e2e/node_modules/playwright-core" ]; then
  log "npm install (tests/e2e)"
  (cd "$here/tests/e2e" && npm ci --no-audit --no-fund --silent 2>/dev/null || npm install --no-audit --no-fund --silent)
fi

log "ready (deps in $deps)"
