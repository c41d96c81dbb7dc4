// engine_worker.js: the engine worker. The long work (the Lights Out atlas,
// ...) runs here, off the thread that draws the page: its own WebAssembly
// module (togglelab_worker.js + .wasm, core/engine and the core it runs) is
// loaded with this worker on the first ask, so the page does not download it
// to show its first frame. The page posts asks as bytes, this worker posts
// news back as bytes (core/engine/engine_wire.hpp). Jobs run in slices of at
// most SLICE_MS between looks at the page's messages, so a Pause or a Cancel
// is seen within one slice. The worksheet worker (web/sheets_worker.js) runs
// this same loop over its own module, which it loads first.
"use strict";
if (typeof createEngine === "undefined") importScripts("togglelab_worker.js");

const SLICE_MS = 20;
let E = null;            // the module, once loaded
const waiting = [];      // messages that came before it was
let scheduled = false;   // a slice is queued
const next = new MessageChannel();  // a slice queued as a task of its own (no timer's clamping)

function post() {
  const n = E._tl_engine_news();
  if (n === 0) return;
  const at = E._tl_engine_out();
  const bytes = E.HEAPU8.slice(at, at + n);
  // With its heap's size: the page's memory ceiling counts both modules.
  postMessage({ kind: "news", bytes, heap: E.HEAPU8.length }, [bytes.buffer]);
}

function schedule() {
  if (scheduled) return;
  scheduled = true;
  next.port2.postMessage(0);
}

next.port1.onmessage = () => {
  scheduled = false;
  const busy = E._tl_engine_run(SLICE_MS);
  post();
  if (busy) schedule();
};

function take(m) {
  if (m.kind === "limit") {
    E._tl_engine_limit(m.steps);
  } else if (m.kind === "asks") {
    const at = E._tl_engine_in(m.bytes.length);  // first: it may grow the heap, and HEAPU8 with it
    E.HEAPU8.set(m.bytes, at);
    if (!E._tl_engine_ask(m.bytes.length)) postMessage({ kind: "failed", error: E.UTF8ToString(E._tl_engine_error()) });
  }
  post();  // a Start that could not run is done at once
  schedule();
}

onmessage = (e) => {
  if (E) take(e.data);
  else waiting.push(e.data);
};

createEngine().then((module) => {
  E = module;
  for (const m of waiting.splice(0)) take(m);
}, (error) => {
  postMessage({ kind: "failed", error: "its module did not load (" + (error && error.message || error) + ")" });
});
