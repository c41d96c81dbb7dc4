# Toggle Lab: the front door. `make serve` and `make test` set up a fresh
# machine by themselves (scripts/setup.sh installs only what is missing, and
# only what the target needs: a browser and Xvfb come with `make test`).
#
#   make serve    build the web page and serve build/web on http://localhost:8080
#   make run      build and open the desktop program
#   make test     every test layer: core (CTest), sanitizers, fuzzing, desktop (Xvfb),
#                 servers (ours and nginx), browser (Chromium); what CI runs
#   make check    the inner loop: the native build, core and CLI tests, one browser game per machine
#   make dist     the page for a static host, in build/dist
#   make web | native | bench | fuzz | clean

DEPS    ?= $(HOME)/.cache/togglelab
export TOGGLELAB_DEPS := $(DEPS)
IMGUI   := $(DEPS)/imgui
SDL2WASM:= $(DEPS)/sdl2-wasm
JOBS    ?= $(shell nproc)
PORT    ?= 8080
# Debian's Emscripten needs Debian's node modules (acorn) on the path.
export NODE_PATH := /usr/share/nodejs
MAKEFLAGS += --no-print-directory

.PHONY: all setup setup-native setup-web native web dist sanitize serve run test check bench fuzz docs format clean \
        build-native build-web build-dist build-sanitize

all: native web

setup:
	@scripts/setup.sh test

setup-native:
	@scripts/setup.sh native

setup-web:
	@scripts/setup.sh web

# --- native: core library, tests, benchmarks, desktop program + CLI ---------
native: setup-native
	@$(MAKE) build-native

build-native:
	@cmake -S . -B build/native -DCMAKE_BUILD_TYPE=Release -DIMGUI_DIR=$(IMGUI) -DTOGGLELAB_WERROR=ON >/dev/null
	@cmake --build build/native -j$(JOBS)

# --- sanitize: the core, midend, CLI and headless app tests under ---------
# AddressSanitizer and UndefinedBehaviorSanitizer, and the libFuzzer targets,
# from one clang build in its own folder (no window: the app runs headless
# there); any report fails. scripts/fuzz.sh runs the fuzzers of this build.
# No -Werror here: the native build (g++) is the warning gate.
sanitize: setup-native
	@$(MAKE) build-sanitize

build-sanitize:
	@scripts/sanitize-build.sh build/asan $(IMGUI) $(JOBS)

# --- web: togglelab.js + .wasm + our page shell in build/web ------------------
web: setup-web
	@$(MAKE) build-web

build-web:
	@emcmake cmake -S . -B build/web-build -DCMAKE_BUILD_TYPE=Release -DIMGUI_DIR=$(IMGUI) \
	  -DSDL2_WASM_DIR=$(SDL2WASM) -DTOGGLELAB_TESTS=OFF -DTOGGLELAB_WERROR=ON >/dev/null
	@cmake --build build/web-build -j$(JOBS) --target togglelab togglelab_reader togglelab_worker togglelab_sheets
	@scripts/stage-web.sh build/web-build build/web

# --- dist: what a static host serves (docs/PUBLISHING.md) ---------------------
dist: setup-web
	@$(MAKE) build-dist

build-dist: build-web
	@scripts/dist.sh build/web build/dist

serve: web
	@node scripts/serve.mjs build/web $(PORT)

run: native
	build/native/togglelab

# --- tests: all layers, one summary line at the end --------------------------
# Every compiler runs through ccache (CMakeLists.txt); the last lines say how
# much of this run's compiling it saved.
# The three builds run side by side once set-up is done (each with
# -j$(JOBS)): one build's single-threaded steps (configuring, linking, the
# page's wasm-opt and terser) leave a core idle that another's compiling
# then uses. Each build's output is printed whole when it ends.
test: setup
	@scripts/ccache-stats.sh mark
	@$(MAKE) -j3 --output-sync=target build-native build-dist build-sanitize
	@scripts/run-tests.sh

# The inner loop: what a change to the core or a screen most often breaks, in
# a few minutes (make test stays what CI runs).
check: setup native web
	@scripts/run-tests.sh check

# Our C++ in the style of .clang-format, in place (make check and make test
# fail on a file this would change).
format:
	@scripts/format.sh

# Exploring: 60 s per fuzzer, keeping its corpus (make test runs a fixed count).
fuzz:
	@scripts/fuzz.sh --seconds 60

# The same figures natively and in WebAssembly under Node (single core each),
# printed side by side with the ratio; the JSON of both runs stays in build/.
bench: native web
	@cmake --build build/web-build -j$(JOBS) --target togglelab_cli_node
	@echo "togglelab bench: native, then WebAssembly under Node (about a minute each)"
	@build/native/togglelab bench --json >build/bench-native.json
	@node --no-experimental-fetch build/web-build/togglelab_cli_node.js bench --json >build/bench-wasm.json  # old Emscripten + Node 20: no fetch
	@node scripts/bench_table.mjs build/bench-native.json build/bench-wasm.json
	build/native/togglelab ghaly bench
	@if [ -x build/native/togglelab_bench ]; then build/native/togglelab_bench; fi

# The drawings of docs/ARCHITECTURE.md, from their Graphviz sources (Debian's
# graphviz; scripts/setup.sh does not install it: only this target needs it).
docs:
	@command -v dot >/dev/null || { echo "make docs: needs Graphviz's dot: apt-get install graphviz" >&2; exit 1; }
	dot -Tsvg docs/layers.dot -o docs/layers.svg
	dot -Tsvg docs/press_path.dot -o docs/press_path.svg

clean:
	rm -rf build
