// sheets_worker.js: the worksheet worker. The Why tab's worksheets (LaTeX and
// text) are written here, before the tap that copies them, by a WebAssembly
// module of their own (togglelab_sheets.js + .wasm, built from
// src/platform/sheets_worker_api.cpp), loaded when the Why tab first shows
// its exports: neither the page's first load nor the engine worker carries
// the writer. It speaks the engine's wire, so the engine worker's loop runs it.
"use strict";
importScripts("togglelab_sheets.js", "engine_worker.js");
