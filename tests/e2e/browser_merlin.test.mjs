// browser_merlin.test.mjs: the web page in real headless Chromium, by real clicks and taps.
// Run from the repository root after `make web`:  node --test tests/e2e/browser_merlin.test.mjs
import { test } from "node:test";
import { assert, assertEqual } from "./checks.mjs";
import { decodePng, pixelStats } from "./png.mjs";
import { browserSuite, launchBrowser, openPage, clickButton, shot, state, settle } from "./page_support.mjs";

// One server and one browser for this file's tests, closed after them.
const { server, browser } = await browserSuite();
const ring = [1, 1, 1, 1, 0, 1, 1, 1, 1];

test("page loads, draws Merlin's board, no console errors", async () => {
  const page = await openPage(browser, server.url);
  const s = await state(page);
  assertEqual(s.machine, "merlin", "machine");
  assertEqual(s.goal, ring, "goal (the ring)");
  const { buf } = await shot(page, "merlin-desktop");
  const stats = pixelStats(decodePng(buf));
  // A black or empty canvas fails here: the board and goal draw lit amber cells.
  assert(stats.nonBackground > stats.total * 0.05, `too few drawn pixels: ${JSON.stringify(stats)}`);
  assert(stats.amber > 1000, `no lit cells visible: ${JSON.stringify(stats)}`);
  assertEqual(page.errors, [], "console errors");
  console.log(`        first frame ${page.firstFrameMs.toFixed(0)} ms after navigation start; wall ${page.loadWallMs} ms`);
  await page.context().close();
});

// Frames on demand: nothing moves at rest, so the page draws nothing (Chromium
// spent two cores redrawing identical frames before); a click draws again.
test("at rest the page draws at most a handful of frames; a click draws again", async () => {
  const page = await openPage(browser, server.url, { hash: "merlin:000/000/000" });
  const frames = () => page.evaluate(() => window.togglelab.frames());
  await page.mouse.move(3, 3);
  await new Promise((r) => setTimeout(r, 500));
  const before = await frames();
  await new Promise((r) => setTimeout(r, 3000));
  const rested = await frames();
  assert(rested - before <= 3, `${rested - before} frames drawn in 3 s of rest`);
  const s = await clickButton(page, 5);
  assertEqual(s.moves, 1, "the click pressed a button");
  await settle(page);
  const after = await frames();
  assert(after > rested, `no frame drawn after the click (${rested} -> ${after})`);
  console.log(`        ${rested - before} frames in 3 s of rest, ${after - rested} for a click`);
  assertEqual(page.errors, [], "console errors");
  await page.context().close();
});

test("clicking button 5 toggles exactly cells 2, 4, 5, 6, 8", async () => {
  const page = await openPage(browser, server.url, { hash: "merlin:000/000/000" });
  const s = await clickButton(page, 5);
  const lit = s.cells.map((v, i) => (v ? i + 1 : 0)).filter(Boolean);
  assertEqual(lit, [2, 4, 5, 6, 8], "lit cells after pressing 5");
  assertEqual(s.moves, 1, "moves");
  assertEqual(page.errors, [], "console errors");
  await page.context().close();
});

test("Arnold and Blaszak's worked example played by clicks ends solved", async () => {
  const page = await openPage(browser, server.url, { hash: "merlin:100/110/001" });
  let s = await state(page);
  assertEqual(s.solved, false, "solved before playing");
  for (const b of [5, 6, 7, 9]) s = await clickButton(page, b);
  assertEqual(s.cells, ring, "cells after 5, 6, 7, 9");
  assertEqual(s.solved, true, "solved");
  assertEqual(s.moves, 4, "moves");
  await settle(page);
  await shot(page, "merlin-solved");
  await page.context().close();
});

test("the URL hash loads a position and follows the game", async () => {
  const page = await openPage(browser, server.url, { hash: "merlin:101/010/101,g=111/000/111" });
  let s = await state(page);
  assertEqual(s.cells, [1, 0, 1, 0, 1, 0, 1, 0, 1], "cells from the hash");
  assertEqual(s.goal, [1, 1, 1, 0, 0, 0, 1, 1, 1], "goal from the hash");
  s = await clickButton(page, 1);
  await settle(page);
  const hash = await page.evaluate(() => decodeURIComponent(location.hash.substring(1)));
  assertEqual(hash, s.id, "URL hash after a press");
  await page.context().close();
});

test("a bad hash shows what was wrong and falls back to a working game", async () => {
  const page = await openPage(browser, server.url, { hash: "merlin:10z/110/001" });
  const s = await state(page);
  assert(s.message_is_error && s.message.includes("at character 10"), `message: ${s.message}`);
  assertEqual(s.machine, "merlin", "fallback machine");
  const after = await clickButton(page, 5);
  assertEqual(after.moves, 1, "the fallback game plays");
  await shot(page, "merlin-bad-hash");
  assertEqual(page.errors, [], "console errors");
  await page.context().close();
});

test("HiDPI: the canvas backing store is CSS size x devicePixelRatio", async () => {
  const page = await openPage(browser, server.url, { scale: 2, viewport: { width: 900, height: 600 } });
  const dims = await page.evaluate(() => {
    const c = document.getElementById("canvas");
    return { w: c.width, h: c.height, cw: c.clientWidth, ch: c.clientHeight };
  });
  assertEqual([dims.w, dims.h], [dims.cw * 2, dims.ch * 2], "canvas pixels");
  const s = await clickButton(page, 5);  // input scaled to match
  assertEqual(s.moves, 1, "a click lands at ratio 2");
  await page.setViewportSize({ width: 700, height: 500 });
  await page.waitForFunction(() => document.getElementById("canvas").width === 1400, null, { timeout: 5000 });
  await shot(page, "merlin-hidpi");
  await page.context().close();
});

test("phone-sized viewport (390x844) with touch taps", async () => {
  const page = await openPage(browser, server.url, { hash: "merlin:100/110/001", touch: true, scale: 3,
                                                      viewport: { width: 390, height: 844 } });
  let s;
  for (const b of [5, 6, 7, 9]) s = await clickButton(page, b, { touch: true });
  assertEqual(s.solved, true, "solved by taps");
  const r = await page.evaluate(() => window.togglelab.buttonRect(9));
  assert(r.x + r.width <= 390 && r.y + r.height <= 844, `button 9 off screen: ${JSON.stringify(r)}`);
  await settle(page);
  await shot(page, "merlin-phone");
  assertEqual(page.errors, [], "console errors");
  await page.context().close();
});

test("without WebGL the page says so instead of staying black", async () => {
  const noGl = await launchBrowser(["--disable-3d-apis"]);
  const page = await noGl.newPage();
  await page.goto(server.url);
  const text = await page.textContent("#status");
  assert(text.includes("needs WebGL2"), `status text: ${text}`);
  await page.screenshot({ path: "build/test-artifacts/no-webgl.png" });
  await noGl.close();
});
