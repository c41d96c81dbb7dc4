#!/usr/bin/env bash
# Toggle Lab set-up: installs what a build or the tests need, from Debian's
# packages and the npm registry only, and builds the cached dependencies once.
#
#   scripts/setup.sh native     the native build and core tests      (make native, make run)
#   scripts/setup.sh web        building and serving the page        (make web, make serve)
#   scripts/setup.sh test       all of it, plus what only the tests  (make test)
#                               need: Chromium, Xvfb, xdotool, playwright-core
#
# Cached outside the build tree (survives `make clean` and fresh clones):
#   $TOGGLELAB_DEPS (default ~/.cache/togglelab)
#     src/imgui-<v>/      Debian's imgui source package (both targets compile it)
#     src/libsdl2-<v>/    Debian's libsdl2 source package
#     sdl2-wasm/          SDL2 built for WebAssembly (static), installed prefix
#     stamps/             one file per finished step (see below)
#
# It cannot half-succeed:
#   - every step that leaves files behind (an unpacked source package, the
#     SDL2 build, node_modules) writes its stamp only after it succeeded, and
#     the stamp records what the step produced (each file's size and path);
#     a step without a stamp, or whose files no longer match it (an
#     interrupted unpack, a truncated tree), is wiped and done again;
#   - source packages are fetched at an exact version: the Debian version of
#     the installed libsdl2-dev for SDL2 (the headers the desktop build uses),
#     the newest version apt offers for imgui; the stamp names the version;
#   - npm installs exactly tests/e2e/package-lock.json (`npm ci`), or fails;
#   - one lock ($TOGGLELAB_DEPS/.setup.lock): parallel makes (`make -j test`
#     runs several targets that each call this) wait for each other.
# A second run checks the stamps and takes a few seconds.
# Runs as root, or as a normal user through sudo (apt-get only).
set -euo pipefail

here=$(cd "$(dirname "$0")/.." && pwd)
deps=${TOGGLELAB_DEPS:-$HOME/.cache/togglelab}
what=${1:-test}
case $what in
  native|web|test) ;;
  all) what=test ;;
  *) echo "usage: scripts/setup.sh native|web|test" >&2; exit 2 ;;
esac
want() { # is part $1 (native, web, tests) needed for $what?
  [ "$what" = test ] || [ "$what" = "$1" ]
}

log() { printf '[setup] %s\n' "$*"; }
die() { printf '[setup] error: %s\n' "$*" >&2; exit 1; }

# Root runs apt-get itself; a normal user needs sudo, and only when something
# is missing (a second run installs nothing and asks for nothing).
as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"
  elif command -v sudo >/dev/null; then sudo "$@"
  else die "this needs root to run '$*': run scripts/setup.sh as root once, or install sudo"
  fi
}
export DEBIAN_FRONTEND=noninteractive

mkdir -p "$deps/stamps" "$deps/src"
# One set-up at a time per cache; the lock goes with the process (fd 9).
exec 9>"$deps/.setup.lock"
flock 9

# ---------------------------------------------------------------------------
# Stamps
# ---------------------------------------------------------------------------
# A stamp is the list of files a step produced (size and path), so checking
# one also catches a tree that lost or truncated files after the step.
manifest() { # $1 = directory
  (cd "$1" && find . -type f -printf '%s %p\n' | LC_ALL=C sort)
}
stamp_ok() { # $1 = stamp name, $2 = directory it covers
  [ -f "$deps/stamps/$1" ] && [ -d "$2" ] && manifest "$2" | cmp -s - "$deps/stamps/$1"
}
stamp_write() { # $1 = stamp name, $2 = directory
  manifest "$2" >"$deps/stamps/$1.tmp"
  mv "$deps/stamps/$1.tmp" "$deps/stamps/$1"  # atomic: a stamp is whole or absent
}

# ---------------------------------------------------------------------------
# Debian packages
# ---------------------------------------------------------------------------
# Serving the page needs no browser: Chromium, Xvfb and the rest come with
# `make test` only (they were most of a fresh `make serve`'s time).
# ccache keeps every build's object files across clones (CMakeLists.txt);
# CLI11 (headers only) parses the command line in both builds; stb (headers
# only) writes and reads picture files for the CLI and the desktop.
common_pkgs="cmake make dpkg-dev fonts-dejavu-core ccache libcli11-dev libstb-dev"
native_pkgs="g++ clang libclang-rt-14-dev pkg-config libsdl2-dev libgtest-dev libbenchmark-dev nlohmann-json3-dev"
web_pkgs="emscripten nodejs node-acorn fonttools terser"
# The worksheet test compiles `explain --latex` and renders its first page;
# the publishing test serves build/dist from a real nginx of its own; the
# format and tidy layers run clang-format and clang-tidy (14, as clang above);
# the engine layers drive WebKitGTK (its WebDriver and MiniBrowser) and Firefox ESR.
test_pkgs="npm chromium xvfb xauth xdotool texlive-latex-base poppler-utils nginx clang-format clang-tidy
           webkit2gtk-driver firefox-esr"
pkgs=$common_pkgs
want native && pkgs="$pkgs $native_pkgs"
want web && pkgs="$pkgs $web_pkgs"
[ "$what" = test ] && pkgs="$pkgs $test_pkgs"

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
apt_update() { [ $apt_updated = 1 ] || { log "apt-get update"; as_root apt-get update -qq; apt_updated=1; }; }

# Debian's nginx starts its packaged service on port 80 when it is installed;
# the tests run an nginx of their own on a loopback port, so the install is
# told (policy-rc.d, Debian's switch for maintainer scripts) to start nothing.
no_service_start() {
  if [ -e /usr/sbin/policy-rc.d ]; then "$@"; return; fi
  printf '#!/bin/sh\nexit 101\n' | as_root tee /usr/sbin/policy-rc.d >/dev/null
  as_root chmod +x /usr/sbin/policy-rc.d
  local rc=0
  "$@" || rc=$?
  as_root rm -f /usr/sbin/policy-rc.d
  return $rc
}

if [ -n "$missing" ]; then
  apt_update
  log "installing:$missing"
  no_service_start as_root apt-get install -y -qq --no-install-recommends $missing >/dev/null
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
    sed 's/^Types: deb$/Types: deb-src/' /etc/apt/sources.list.d/debian.sources | as_root tee "$out" >/dev/null
  elif [ -f /etc/apt/sources.list ]; then
    grep -E '^deb ' /etc/apt/sources.list | sed 's/^deb /deb-src /' | as_root tee /etc/apt/sources.list.d/togglelab-deb-src.list >/dev/null
  else
    die "no apt sources found to derive deb-src entries from"
  fi
  log "added deb-src entries derived from the machine's apt sources"
  apt_updated=0
}

# The newest version of source package $1 that apt offers.
newest_source_version() {
  local best="" v
  for v in $(apt-cache showsrc --only-source "$1" 2>/dev/null | sed -n 's/^Version: //p'); do
    if [ -z "$best" ] || dpkg --compare-versions "$v" gt "$best"; then best=$v; fi
  done
  printf '%s' "$best"
}

# The folder dpkg-source unpacks package $1 at Debian version $2 into:
# <package>-<upstream version> (no epoch, no Debian revision).
source_dir() {
  local v=${2#*:}
  printf '%s/src/%s-%s' "$deps" "$1" "${v%-*}"
}

# Unpacks source package $1 at exactly version $2 into $src_dir, unless its
# stamp says the tree is there and whole.
fetch_source() {
  local pkg=$1 version=$2 stamp tmp
  src_dir=$(source_dir "$pkg" "$version")
  stamp="src-$pkg-${version//[:\/]/_}"
  stamp_ok "$stamp" "$src_dir" && return
  [ -d "$src_dir" ] && log "$pkg $version: the unpacked tree is unstamped, incomplete or changed; unpacking it again"
  rm -rf "$src_dir" "$deps/stamps/$stamp"
  ensure_deb_src
  apt_update
  log "apt-get source $pkg=$version"
  # Downloaded and unpacked in a scratch folder first, moved into place
  # whole, then stamped: an interruption anywhere leaves no stamp.
  tmp=$(mktemp -d "$deps/src/.fetch-XXXXXX")
  if ! (cd "$tmp" && apt-get source -qq "$pkg=$version" >"$tmp/apt.log" 2>&1); then
    cat "$tmp/apt.log" >&2
    rm -rf "$tmp"
    die "apt-get source $pkg=$version failed"
  fi
  [ -d "$tmp/$(basename "$src_dir")" ] || { rm -rf "$tmp"; die "apt-get source $pkg=$version made no $(basename "$src_dir")"; }
  mv "$tmp/$(basename "$src_dir")" "$src_dir"
  rm -rf "$tmp"
  stamp_write "$stamp" "$src_dir"
}

imgui_version=$(newest_source_version imgui)
if [ -z "$imgui_version" ]; then ensure_deb_src; apt_update; imgui_version=$(newest_source_version imgui); fi
[ -n "$imgui_version" ] || die "apt offers no imgui source package"
fetch_source imgui "$imgui_version"
ln -sfn "$src_dir" "$deps/imgui.new" && mv -T "$deps/imgui.new" "$deps/imgui"

# ---------------------------------------------------------------------------
# SDL2 for WebAssembly, built once per SDL2 version
# ---------------------------------------------------------------------------
if want web; then
  # The same SDL2 release as the desktop build's headers where they are
  # installed (make test), else the newest apt offers (make serve alone).
  sdl_version=$(dpkg-query -W -f='${source:Version}' libsdl2-dev 2>/dev/null || true)
  [ -n "$sdl_version" ] || sdl_version=$(newest_source_version libsdl2)
  [ -n "$sdl_version" ] || die "apt offers no libsdl2 source package"
  fetch_source libsdl2 "$sdl_version"
  sdl_dir=$src_dir
  sdl_stamp="sdl2-wasm-${sdl_version//[:\/]/_}"
  if ! stamp_ok "$sdl_stamp" "$deps/sdl2-wasm"; then
    export NODE_PATH=/usr/share/nodejs
    log "building SDL2 $sdl_version for WebAssembly (a few minutes, once per machine)"
    rm -rf "$deps/sdl2-wasm" "$deps/sdl2-wasm-build" "$deps/stamps/sdl2-wasm-"*
    # SDL2's configure checks, answered in advance for the Emscripten and
    # SDL2 they were recorded with (4.7 minutes of emcc runs otherwise).
    checks=()
    emcc_version=$(emcc --version 2>/dev/null | head -n1 | grep -o '[0-9][0-9.]*' | head -n1 || true)
    sdl_upstream=${sdl_version#*:}
    if [ "$emcc_version" = 3.1.6 ] && [ "${sdl_upstream#2.26.}" != "$sdl_upstream" ]; then
      checks=(-C "$here/scripts/sdl2-wasm-checks.cmake")
    else
      log "no recorded configure answers for Emscripten '$emcc_version' and SDL2 $sdl_version: SDL2 runs its own checks"
    fi
    # Subsystems the app does not use are switched off: faster build, smaller page.
    emcmake cmake "${checks[@]}" -S "$sdl_dir" -B "$deps/sdl2-wasm-build" -DCMAKE_BUILD_TYPE=Release \
      -DCMAKE_INSTALL_PREFIX="$deps/sdl2-wasm" \
      -DSDL_SHARED=OFF -DSDL_STATIC=ON -DSDL_TEST=OFF \
      -DSDL_AUDIO=OFF -DSDL_JOYSTICK=OFF -DSDL_HAPTIC=OFF -DSDL_SENSOR=OFF \
      -DSDL_HIDAPI=OFF -DSDL_POWER=OFF -DSDL_FILESYSTEM=OFF -DSDL_LOCALE=OFF \
      -DSDL_MISC=OFF -DSDL_THREADS=OFF -DSDL_ATOMIC=OFF >"$deps/sdl2-wasm-build.log" 2>&1 \
      || { tail -n 30 "$deps/sdl2-wasm-build.log"; die "configuring SDL2 for WebAssembly failed"; }
    cmake --build "$deps/sdl2-wasm-build" -j"$(nproc)" >>"$deps/sdl2-wasm-build.log" 2>&1 \
      || { tail -n 30 "$deps/sdl2-wasm-build.log"; die "building SDL2 for WebAssembly failed"; }
    cmake --install "$deps/sdl2-wasm-build" >>"$deps/sdl2-wasm-build.log" 2>&1 \
      || { tail -n 30 "$deps/sdl2-wasm-build.log"; die "installing SDL2 for WebAssembly failed"; }
    [ -f "$deps/sdl2-wasm/lib/libSDL2.a" ] || die "the SDL2 build installed no lib/libSDL2.a"
    rm -rf "$deps/sdl2-wasm-build"
    stamp_write "$sdl_stamp" "$deps/sdl2-wasm"
  fi
fi

# ---------------------------------------------------------------------------
# npm: playwright-core (drives Debian's Chromium) and puppeteer-core (its
# Firefox ESR) for the browser tests
# ---------------------------------------------------------------------------
# Exactly what package-lock.json says, or a loud failure. The stamp lives in
# node_modules itself (it belongs to this checkout, not to the cache) and
# holds the lock file's checksum, so a changed lock installs again.
if [ "$what" = test ]; then
  e2e=$here/tests/e2e
  want=$(sha256sum "$e2e/package-lock.json" | cut -d' ' -f1)
  if [ "$(cat "$e2e/node_modules/.togglelab-stamp" 2>/dev/null)" != "$want" ] ||
     [ ! -f "$e2e/node_modules/playwright-core/package.json" ]; then
    log "npm ci (tests/e2e)"
    (cd "$e2e" && npm ci --no-audit --no-fund --loglevel=error) || die "npm ci in tests/e2e failed"
    printf '%s' "$want" >"$e2e/node_modules/.togglelab-stamp"
  fi
fi

log "ready (deps in $deps)"
