// browser_offline.test.mjs: installable and offline, in real Chromium: the web app
// manifest and our icons; after one visit the page reloads and plays with the
// server gone; a new build is picked up on the next visit.
// Run from the repository root after `make web`.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { assert, assertEqual } from "./checks.mjs";
import { decodePng } from "./png.mjs";
import { browserSuite, startServer, openPage, clickButton, serviceWorkerControls, reloadOffline, waitReady } from "./page_support.mjs";

// One server and one browser for this file's tests, closed after them.
const { server, browser } = await browserSuite();
const START = "merlin:000/000/000";

test("installable: a manifest with the app's name, colours and our icons", async () => {
  const page = await openPage(browser, server.url, { hash: START });
  const href = await page.evaluate(() => document.querySelector('link[rel="manifest"]').href);
  const res = await fetch(href);
  assert(res.headers.get("content-type").startsWith("application/manifest+json"), "manifest type");
  const m = await res.json();
  assertEqual([m.name, m.start_url, m.display], ["Toggle Lab", "./", "standalone"], "name, start, display");
  assert(/^#[0-9a-f]{6}$/.test(m.theme_color) && /^#[0-9a-f]{6}$/.test(m.background_color), "colours");
  for (const size of [192, 512]) {
    const icon = m.icons.find((i) => i.sizes === `${size}x${size}` && i.type === "image/png");
    assert(icon, `a ${size} px PNG icon`);
    const png = decodePng(Buffer.from(await (await fetch(new URL(icon.src, href))).arrayBuffer()));
    assertEqual([png.width, png.height], [size, size], `icon ${icon.src} size`);
  }
  assertEqual(page.errors, [], "console errors");
  await page.context().close();
});

test("offline: after one visit the page reloads and plays with the server gone", async () => {
  const own = await startServer();
  const ctx = await browser.newContext();
  const page = await openPage(browser, own.url, { hash: START, context: ctx });
  await serviceWorkerControls(page);
  own.stop();
  await reloadOffline(page);
  const s = await clickButton(page, 5);
  assertEqual([s.machine, s.moves, s.cells], ["merlin", 1, [0, 1, 0, 1, 1, 1, 0, 1, 0]], "a press offline");
  assertEqual(page.errors, [], "console errors");
  await ctx.close();
});

test("a new build is picked up on the next visit", async () => {
  const dir = mkdtempSync(join(tmpdir(), "togglelab-sw-"));
  cpSync("build/web", dir, { recursive: true });
  const own = await startServer(dir);
  const ctx = await browser.newContext();
  const page = await openPage(browser, own.url, { hash: START, context: ctx });
  await serviceWorkerControls(page);
  const first = await page.evaluate(() => caches.keys());
  // What stage-web.sh does for a new build: other files, a new version in sw.js.
  const html = readFileSync(join(dir, "index.html"), "utf8").replace("<title>", '<meta name="build" content="second">\n<title>');
  writeFileSync(join(dir, "index.html"), html);
  rmSync(join(dir, "index.html.gz"));
  const sw = readFileSync(join(dir, "sw.js"), "utf8");
  writeFileSync(join(dir, "sw.js"), sw.replace(/const VERSION = "[^"]*"/, 'const VERSION = "second-build"'));
  rmSync(join(dir, "sw.js.gz"));
  // The next visit finds the new worker, which fetches the new files.
  await page.reload();
  // Polled from here: waitForFunction would take the predicate's promise for a true value.
  const caches_now = () => page.evaluate(() => caches.keys());
  for (const end = Date.now() + 15000; ; await new Promise((r) => setTimeout(r, 200))) {
    const k = await caches_now();
    if (k.length === 1 && k[0] === "togglelab / second-build") break;
    assert(Date.now() < end, `the new build's cache alone, got ${k}`);
  }
  await page.reload();
  await waitReady(page);
  const build = await page.evaluate(() => document.querySelector('meta[name="build"]')?.content);
  assertEqual(build, "second", "the page of the new build");
  assert(first.length === 1 && first[0].startsWith("togglelab / ") && first[0] !== "togglelab / second-build",
         `first cache: ${first}`);
  assertEqual(page.errors, [], "console errors");
  await ctx.close();
  own.stop();
  rmSync(dir, { recursive: true, force: true });
});
