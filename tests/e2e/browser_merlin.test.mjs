// browser_merlin.test.mjs: the web page in real headless Chromium, by real
// clicks: what only a browser shows (the drawn pixels, frames at rest counted
// in the page, the URL hash, the HiDPI backing store, the page without
// WebGL). Merlin's game logic runs headless in tests/app/app_merlin_test.cpp.
// Run from the repository root after `make web`:  node --test tests/e2e/browser_merlin.test.mjs
import { test } from "node:test";
import { assert, assertEqual } from "./checks.mjs";
import { decodePng, pixelStats } from "./png.mjs";
import { browserSuite, launchBrowser, openPage, clickButton, shot, state, settle, waitIdle } from "./page_support.mjs";

// One server and one browser for this file's tests, closed after them.
const { server, browser } = await browserSuite();

// The first game's machine and goal: tests/app/app_merlin_test.cpp (AppMerlin.AFirstVisitIsMerlinWithTheRingAsItsGoal).
test("page loads, draws Merlin's board, no console errors", async () => {
  const page = await openPage(browser, server.url);
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
test("at rest the page is idle and draws nothing; a click draws again, then it is idle again", async () => {
  const page = await openPage(browser, server.url, { hash: "merlin:000/000/000" });
  const frames = () => page.evaluate(() => window.togglelab.frames());
  await page.mouse.move(3, 3);
  // Idle: the main loop paused with no timer, so nothing draws until input,
  // and two animation frames go by without one of ours (waitIdle).
  const rested = await waitIdle(page);
  const s = await clickButton(page, 5);
  assertEqual(s.moves, 1, "the click pressed a button");
  await settle(page);
  const after = await frames();
  assert(after > rested, `no frame drawn after the click (${rested} -> ${after})`);
  const again = await waitIdle(page);
  console.log(`        idle at rest; ${again - rested} frames for a click, then idle again`);
  assertEqual(page.errors, [], "console errors");
  await page.context().close();
});

// moved to tests/app/app_merlin_test.cpp (AppMerlin.ClickingButtonFiveTogglesExactlyTheCentresPlus): headless

// moved to tests/app/app_merlin_test.cpp (AppMerlin.ArnoldAndBlaszaksWorkedExamplePlayedByClicksEndsSolved): headless

// A link's cells and goal, and the link after a press: tests/app/app_merlin_test.cpp
// (AppMerlin.ALinkOpensItsCellsAndGoalAndTheLinkFollowsTheGame). Here: the URL hash carries them.
test("the URL hash loads a position and follows the game", async () => {
  const page = await openPage(browser, server.url, { hash: "merlin:101/010/101,g=111/000/111" });
  let s = await state(page);
  assertEqual(s.cells, [1, 0, 1, 0, 1, 0, 1, 0, 1], "cells from the hash");
  s = await clickButton(page, 1);
  await settle(page);
  const hash = await page.evaluate(() => decodeURIComponent(location.hash.substring(1)));
  assertEqual(hash, s.id, "URL hash after a press");
  await page.context().close();
});

// moved to tests/app/app_merlin_test.cpp (AppMerlin.ABadLinkSaysWhatWasWrongAndFallsBackToAWorkingGame): headless

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

// moved to tests/app/app_merlin_test.cpp (AppMerlin.OnAPhoneTapsSolveArnoldAndBlaszaksExample): headless

test("without WebGL the page says so instead of staying black", async () => {
  const noGl = await launchBrowser(["--disable-3d-apis"]);
  const page = await noGl.newPage();
  await page.goto(server.url);
  const text = await page.textContent("#status");
  assert(text.includes("needs WebGL2"), `status text: ${text}`);
  await page.screenshot({ path: "build/test-artifacts/no-webgl.png" });
  await noGl.close();
});
