// sw.js: the page's service worker: it keeps this build's files so the page
// opens and plays offline. scripts/stage-web.sh writes the build's version
// below (a hash of the files), so a new build is a new worker: the browser
// installs it on the next visit, it fetches the new files into a new cache
// and drops the previous build's cache.
const VERSION = "@BUILD_VERSION@";
// One origin may host several copies of the page (a course site's /2025/ and
// /2026/): each copy's caches carry its scope, so a copy only ever drops its
// own older builds, never another copy's offline files.
const PREFIX = "togglelab " + new URL(self.registration.scope).pathname + " ";
const CACHE = PREFIX + VERSION;
const FILES = ["./", "shell.js", "shell.css", "togglelab.js", "togglelab.wasm", "manifest.webmanifest",
               "icons/icon.svg", "icons/icon-192.png", "icons/icon-512.png",
               // "Read a photo"'s worker and the board reader's module (fetched by the page on first use).
               "reader_worker.js", "togglelab_reader.js", "togglelab_reader.wasm",
               // The engine worker and its module (fetched by the page at the first long job).
               "engine_worker.js", "togglelab_worker.js", "togglelab_worker.wasm",
               // The worksheet worker and its module (fetched when the Why tab first shows its worksheets).
               "sheets_worker.js", "togglelab_sheets.js", "togglelab_sheets.wasm"];

self.addEventListener("install", (event) => {
  // cache: "reload" goes to the server, not to the HTTP cache of an older build.
  event.waitUntil(caches.open(CACHE)
    .then((cache) => cache.addAll(FILES.map((f) => new Request(f, { cache: "reload" }))))
    .then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(caches.keys()
    // Older builds of this copy, and caches named before the scope was in the
    // name ("togglelab-<build>").
    .then((keys) => Promise.all(keys.filter((k) => (k.startsWith(PREFIX) && k !== CACHE) || k.startsWith("togglelab-"))
                                    .map((k) => caches.delete(k))))
    .then(() => self.clients.claim()));
});

// This build's files from the cache (the page is "./", whatever its hash);
// anything else from the network.
self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    const key = request.mode === "navigate" ? "./" : request;
    const hit = await cache.match(key, { ignoreSearch: true });
    return hit || fetch(request);
  })());
});
