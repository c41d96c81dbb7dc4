// publish.test.mjs: the page as a course site would publish it. `make dist`
// writes build/dist; this test serves it with a real static web server,
// Debian's nginx (a process of its own on a loopback port, with a scratch
// prefix and our web/host/nginx-location.conf), under a sub-path, and checks:
//   - every file comes with the headers docs/PUBLISHING.md recommends (the same type,
//     cache policy and compression as scripts/serve.mjs gives), gzip from the
//     build's .gz copies;
//   - in Chromium the page loads there, plays by real clicks, its service
//     worker takes the sub-path as its scope (a second copy on the same origin
//     keeps a cache of its own), and with nginx stopped and the
//     browser offline the page reloads and plays.
// Run from the repository root after `make dist`:  node --test tests/e2e/publish.test.mjs
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { after, test } from "node:test";
import { assert, assertEqual } from "./checks.mjs";
import { browserSuite, clickButton, openPage, reloadOffline, serviceWorkerControls, settle, state } from "./page_support.mjs";

const DIST = resolve("build/dist");
const SUB = "/some/sub/path/";
const OTHER = "/another/copy/";  // a second copy of the page on the same origin
const START = "merlin:100/110/001";

// A free loopback port: the kernel picks one for a moment's listener.
function freePort() {
  return new Promise((res, rej) => {
    const s = createServer().listen(0, "127.0.0.1", () => { const { port } = s.address(); s.close(() => res(port)); });
    s.on("error", rej);
  });
}

// nginx in the foreground, with everything it writes (pid, logs, temporary
// files) in a scratch prefix; our location snippet does the rest.
async function startNginx() {
  const prefix = mkdtempSync(join(tmpdir(), "togglelab-nginx-"));
  const port = await freePort();
  const conf = join(prefix, "nginx.conf");
  writeFileSync(conf, `
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log;
daemon off;
worker_processes 1;
${process.getuid && process.getuid() === 0 ? "user root;" : ""}
events { worker_connections 64; }
http {
  access_log ${prefix}/access.log;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  server {
    listen 127.0.0.1:${port};
    location ${SUB} {
      alias ${DIST}/;
      include ${resolve("web/host/nginx-location.conf")};
    }
    location ${OTHER} {
      alias ${DIST}/;
      include ${resolve("web/host/nginx-location.conf")};
    }
  }
}
`);
  const proc = spawn("/usr/sbin/nginx", ["-p", prefix, "-c", conf], { stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  proc.stdout.on("data", (d) => { out += d; });
  proc.stderr.on("data", (d) => { out += d; });
  const exited = new Promise((res) => proc.on("exit", (code, signal) => res({ code, signal })));
  const origin = `http://127.0.0.1:${port}`;
  // Up once it answers (nginx prints nothing when it starts well).
  for (let tries = 0; ; tries++) {
    try { await fetch(origin + SUB, { method: "HEAD" }); break; } catch { /* not yet */ }
    if (proc.exitCode !== null || tries > 100) throw new Error(`nginx did not start: ${out}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url: origin + SUB, other: origin + OTHER, origin, prefix,
    async stop() { proc.kill("SIGQUIT"); await exited; },
  };
}

// Without build/dist each test fails with a message, and no server starts.
const built = existsSync(join(DIST, "index.html"));
const needDist = () => assert(built, "build/dist is missing: run make dist");
const nginx = built ? await startNginx() : null;
// Chromium, and scripts/serve.mjs over the same files to compare headers with.
const { server: ours, browser } = await browserSuite([], built ? DIST : "build/web");
after(async () => {
  if (!built) return;
  await nginx.stop();
  rmSync(nginx.prefix, { recursive: true, force: true });
});

// The files of build/dist, as paths below it.
function distFiles(dir = DIST) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? distFiles(join(dir, e.name)) : [relative(DIST, join(dir, e.name))]);
}

test("make dist holds the page's files and their gzip copies, nothing else", () => {
  needDist();
  const files = distFiles().sort();
  const page = ["index.html", "shell.js", "shell.css", "togglelab.js", "togglelab.wasm", "sw.js", "manifest.webmanifest",
                "icons/icon.svg", "icons/icon-192.png", "icons/icon-512.png",
                // "Read a photo"'s worker and the board reader's own module (loaded on the first photo)
                "reader_worker.js", "togglelab_reader.js", "togglelab_reader.wasm",
                // the engine worker and its own module (loaded at the first long job)
                "engine_worker.js", "togglelab_worker.js", "togglelab_worker.wasm",
                // the worksheet worker and its own module (loaded when the Why tab shows its worksheets)
                "sheets_worker.js", "togglelab_sheets.js", "togglelab_sheets.wasm"];
  const expected = [...page, ...page.filter((f) => !f.endsWith(".png")).map((f) => f + ".gz")].sort();
  assertEqual(files, expected, "build/dist");
});

test("nginx sends each file with the recommended headers, the same as scripts/serve.mjs", async () => {
  needDist();
  const HEADERS = ["content-type", "cache-control", "content-encoding", "vary", "x-content-type-options",
                   "content-security-policy", "referrer-policy", "permissions-policy"];
  const pick = (res) => Object.fromEntries(HEADERS.map((h) => [h, res.headers.get(h)]));
  for (const file of distFiles().filter((f) => !f.endsWith(".gz"))) {
    for (const encoding of ["gzip", "identity"]) {
      const opts = { headers: { "Accept-Encoding": encoding } };
      const a = await fetch(nginx.url + file, opts), b = await fetch(ours.url + file, opts);
      assertEqual([a.status, b.status], [200, 200], `${file}: status from nginx and from serve.mjs`);
      assertEqual(pick(a), pick(b), `${file} (${encoding}): nginx's headers against serve.mjs's`);
      // What docs/PUBLISHING.md recommends, spelled out once more.
      const icon = file.startsWith("icons/");
      assertEqual(a.headers.get("cache-control"), icon ? "public, max-age=86400" : "no-cache", `${file}: Cache-Control`);
      assertEqual(a.headers.get("x-content-type-options"), "nosniff", `${file}: nosniff`);
      assert((a.headers.get("content-security-policy") || "").endsWith("frame-ancestors 'self'"), `${file}: the policy`);
      if (encoding === "gzip" && !file.endsWith(".png")) {
        assertEqual(a.headers.get("content-encoding"), "gzip", `${file}: gzip from the build's copy`);
      }
      assert(a.headers.get("etag"), `${file}: an ETag, so a revisit costs a 304`);
    }
  }
  const wasm = await fetch(nginx.url + "togglelab.wasm");
  assertEqual(wasm.headers.get("content-type"), "application/wasm", "wasm type (streaming compilation needs it)");
  const again = await fetch(nginx.url, { headers: { "If-None-Match": (await fetch(nginx.url)).headers.get("etag") } });
  assertEqual(again.status, 304, "the page revalidates with a 304");
  const outside = await fetch(nginx.origin + "/some/sub/index.html");
  assertEqual(outside.status, 404, "nothing is served outside the sub-path");
});

test("under a sub-path the page loads, plays, installs its service worker there and reloads offline", async () => {
  needDist();
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await openPage(browser, nginx.url, { hash: START, context: ctx });
  const before = await state(page);
  let s = await clickButton(page, 5);
  const changed = s.cells.map((c, i) => (c !== before.cells[i] ? i + 1 : 0)).filter(Boolean);
  assertEqual([changed, s.moves], [[2, 4, 5, 6, 8], 1], "Merlin's button 5 changes lights 2, 4, 5, 6 and 8");
  assertEqual(await serviceWorkerControls(page), nginx.url, "the service worker's scope is the sub-path");
  // A second copy on the same origin keeps its own cache and leaves this one's.
  const other = await openPage(browser, nginx.other, { hash: START, context: ctx });
  assertEqual(await serviceWorkerControls(other), nginx.other, "the other copy's scope");
  const names = (await page.evaluate(() => caches.keys())).map((k) => k.replace(/ [0-9a-f]{16}$/, " BUILD")).sort();
  assertEqual(names, [`togglelab ${OTHER} BUILD`, `togglelab ${SUB} BUILD`], "one cache per copy, named by its scope");
  await other.close();
  // Offline for real: the host gone, and the browser told so.
  await nginx.stop();
  await reloadOffline(page);
  await settle(page);
  s = await clickButton(page, 1);
  assertEqual(s.moves, 1, "a press after the offline reload");
  // The board reader and the two workers are kept for offline use too,
  // though the page loads them only on the first photo, the first long job
  // and the Why tab's worksheets.
  const workers = ["reader_worker.js", "togglelab_reader.js", "togglelab_reader.wasm",
                   "engine_worker.js", "togglelab_worker.js", "togglelab_worker.wasm",
                   "sheets_worker.js", "togglelab_sheets.js", "togglelab_sheets.wasm"];
  const kept = await page.evaluate(async (files) => {
    const out = [];
    for (const f of files)
      if (await caches.match(f, { ignoreSearch: true })) out.push(f);
    return out;
  }, workers);
  assertEqual(kept, workers, "the reader and the workers in the offline cache");
  assertEqual(page.errors, [], "console errors");
  await ctx.close();
});
