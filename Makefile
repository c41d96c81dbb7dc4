# Toggle Lab: the front door. `make serve` and `make test` set up a fresh
# machine by themselves (scripts/setup.sh installs only what is missing, and
# only what the target needs: a browser and Xvfb come with `make test`).
#
#   make serve    build the web page and serve build/web on http://localhost:8080
#   make run      build and open the desktop program
#   make test     every test layer: core (CTest), sanitizers, fuzzing, desktop (Xvfb), browser (Chromium)
#   make web | native | bench | clean

DEPS    ?= $(HOME)/.cache/togglelab
export TOGGLELAB_DEPS := $(DEPS)
IMGUI   := $(DEPS)/imgui
SDL2WASM:= $(DEPS)/sdl2-wasm
JOBS    ?= $(shell nproc)
PORT    ?= 8080
# Debian's Emscripten needs Debian's node modules (acorn) on the path.
export NODE_PATH := /usr/share/nodejs
MAKEFLAGS += --no-print-directory

.PHONY: all setup setup-native setup-web native web sanitize serve run test bench fuzz clean

all: native web

setup:
	@scripts/setup.sh test

setup-native:
	@scripts/setup.sh native

setup-web:
	@scripts/setup.sh web

# --- native: core library, tests, benchmarks, desktop program + CLI ---------
native: setup-native
	@cmake -S . -B build/native -DCMAKE_BUILD_TYPE=Release -DIMGUI_DIR=$(IMGUI) -DTOGGLELAB_WERROR=ON >/dev/null
	@cmake --build build/native -j$(JOBS)

# --- sanitize: the core, midend and CLI tests under AddressSanitizer and ---
# UndefinedBehaviorSanitizer, in their own build folder; any report fails.
# No -Werror here: GCC 12's -Wmaybe-uninitialized misfires inside libstdc++
# under the sanitizers' instrumentation (the native build is the warning gate).
sanitize: setup-native
	@cmake -S . -B build/asan -DCMAKE_BUILD_TYPE=Debug -DTOGGLELAB_APP=OFF -DTOGGLELAB_SANITIZE=ON \
	  -DTOGGLELAB_WERROR=OFF >/dev/null
	@cmake --build build/asan -j$(JOBS) --target togglelab_core_tests togglelab_cli_tests togglelab_shape_tests

# --- web: togglelab.js + .wasm + our page shell in build/web ------------------
web: setup-web
	@emcmake cmake -S . -B build/web-build -DCMAKE_BUILD_TYPE=Release -DIMGUI_DIR=$(IMGUI) \
	  -DSDL2_WASM_DIR=$(SDL2WASM) -DTOGGLELAB_TESTS=OFF -DTOGGLELAB_WERROR=ON >/dev/null
	@cmake --build build/web-build -j$(JOBS) --target togglelab
	@scripts/stage-web.sh build/web-build build/web

serve: web
	@node scripts/serve.mjs build/web $(PORT)

run: native
	build/native/togglelab

# --- tests: all layers, one summary line at the end --------------------------
test: setup native web sanitize
	@scripts/run-tests.sh

fuzz:
	@scripts/fuzz.sh 60

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

clean:
	rm -rf build
