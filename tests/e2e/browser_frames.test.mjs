// browser_frames.test.mjs: large Lights Out boards (16x16, 64x64, 256x256)
// stay interactive in real Chromium: the app draws every frame while the
// pointer moves, a click lands, and each board's frame time is reported.
// It measures time, so scripts/run-tests.sh runs it with no other file beside it.
import { test } from "node:test";
import { assert, assertEqual } from "./checks.mjs";
import { browserSuite, cli, openPage, clickButton, clickControl, shot, settle, waitState } from "./page_support.mjs";

// One server and one browser for this file's tests, closed after them.
const { server, browser } = await browserSuite();

// Frame time: the mean interval between animation frames over 60 frames while
// the app draws each of them. It draws on demand, so a pointer moving over the
// board (real DOM events on the canvas, as SDL receives them) keeps it drawing.
async function frameTimeMs(page) {
  const r = await page.evaluate(() => new Promise((res) => {
    const canvas = document.getElementById("canvas"), box = canvas.getBoundingClientRect();
    const times = [], f0 = window.togglelab.frames();
    const step = (t) => {
      times.push(t);
      canvas.dispatchEvent(new MouseEvent("mousemove", { bubbles: true, clientX: box.left + 100 + (times.length % 2) * 30,
                                                          clientY: box.top + 200 }));
      if (times.length < 60) requestAnimationFrame(step);
      else res({ ms: (times[59] - times[0]) / 59, frames: window.togglelab.frames() - f0 });
    };
    requestAnimationFrame(step);
  }));
  assert(r.frames >= 50, `the app drew ${r.frames} of 60 frames while the pointer moved`);
  return r.ms;
}

test("large boards stay interactive (frame times reported)", async () => {
  const page = await openPage(browser, server.url);
  const figures = [];
  for (const n of [16, 64, 256]) {
    const id = cli(["new", "--machine", "lightsout", "--size", `${n}x${n}`, "--seed", "1"]);
    assert(await page.evaluate((i) => window.togglelab.load(i), id), `load ${n}x${n}`);
    await settle(page, 5);
    const ms = await frameTimeMs(page);
    figures.push(`${n}x${n}: ${ms.toFixed(1)} ms/frame`);
    const s = await clickButton(page, Math.floor(n * n / 2));
    assertEqual(s.moves, 1, `a click lands on the ${n}x${n} board`);
    await shot(page, `lightsout-${n}`);
  }
  console.log(`        frame times (headless Chromium, SwiftShader): ${figures.join(", ")}`);
  assertEqual(page.errors, [], "console errors");
  await page.context().close();
});

// A board too big to solve in a frame (Lights Out 48 x 48, 254 states, the
// whole row and column: 6 s in one frame before) is solved in the engine
// worker: the page draws "Working out the solution..." and takes presses
// while the worker factors the rules, then the hint comes from its answer.
// Its logic (the asks, stale answers, the hint's levels) is headless
// (tests/app/app_long_work_test.cpp); here the worker itself, and the time.
test("a big board is solved in the engine worker: short frames, then the hint", async () => {
  const id = cli(["new", "--machine", "lightsout", "--size", "48x48", "--states", "254", "--neighbourhood", "rowcol",
                  "--seed", "5"]);
  const page = await openPage(browser, server.url, { hash: id });
  await page.evaluate(() => window.togglelab.longestFrameMs(true));
  const t0 = Date.now();
  const s = await waitState(page, (t) => t.id === id && !t.solving && t.min_presses !== null, 120000);
  const wall = Date.now() - t0;
  const frameMs = await page.evaluate(() => window.togglelab.longestFrameMs(false));
  console.log(`        48 x 48 with 254 states, row and column: solved in the worker ${wall} ms after the page opened ` +
              `(${s.min_presses} presses); the app's longest frame meanwhile ${frameMs.toFixed(1)} ms`);
  assert(frameMs < 250, `a frame spent ${frameMs.toFixed(1)} ms in the app while the worker solved`);
  await clickControl(page, "Hint");
  await clickControl(page, "Which button?");
  const hinted = await waitState(page, (t) => t.hint !== null && t.hint_level === 2);
  assert(hinted.hint >= 1 && hinted.hint <= 48 * 48, `the hint: button ${hinted.hint}`);
  await shot(page, "big-board-solved-in-worker");
  assertEqual(page.errors, [], "console errors");
  await page.context().close();
});

// The Why tab of Lights Out 256 x 256 (its first frame was 1.1 s natively,
// 2 to 4 s here): the explanation is made in the worker and crosses to the
// page as bytes; the page draws it, its quiet patterns a square per pixel.
test("a big board's Why tab is explained in the engine worker: short frames, then the sections", async () => {
  const id = cli(["new", "--machine", "lightsout", "--size", "256x256", "--seed", "5"]);
  const page = await openPage(browser, server.url, { hash: `${id}~why` });
  await page.evaluate(() => window.togglelab.longestFrameMs(true));
  const t0 = Date.now();
  const s = await waitState(page, (t) => t.elimination && !t.elimination.working && t.elimination.reachability.length > 0,
                            120000);
  const wall = Date.now() - t0;
  const frameMs = await page.evaluate(() => window.togglelab.longestFrameMs(false));
  console.log(`        256 x 256 Why tab: explained in the worker ${wall} ms after the page opened; ` +
              `the app's longest frame meanwhile ${frameMs.toFixed(1)} ms`);
  assertEqual(s.elimination.error, "", "no error");
  assert(frameMs < 250, `a frame spent ${frameMs.toFixed(1)} ms in the app while the worker explained`);
  await shot(page, "big-board-why-in-worker");
  assertEqual(page.errors, [], "console errors");
  await page.context().close();
});

// With the worker gone the board still plays, and says why there is no hint.
test("a big board whose engine worker fails to load plays on and says so", async () => {
  const ctx = await browser.newContext();
  await ctx.route("**/engine_worker.js", (route) => route.fulfill({ status: 404, body: "gone" }));
  const id = cli(["new", "--machine", "lightsout", "--size", "20x20", "--states", "3", "--seed", "2"]);
  const page = await openPage(browser, server.url, { hash: id, context: ctx });
  const s = await waitState(page, (t) => !t.solving, 30000);
  assert(s.message.startsWith("The solution could not be worked out: the engine worker failed: "), `the message: ${s.message}`);
  assertEqual(s.min_presses, null, "no solution claimed");
  const after = await clickButton(page, 21);
  assertEqual(after.moves, 1, "a press after the worker failed");
  await shot(page, "big-board-worker-failed");
  // The Why tab asks the same worker: it says so where the sections would be.
  assert(await page.evaluate((i) => window.togglelab.load(`${i}~why`), id), "the Why tab's link");
  const why = await waitState(page, (t) => t.elimination && t.elimination.error !== "", 30000);
  assert(why.elimination.error.startsWith("the engine worker failed: "), `the Why tab's error: ${why.elimination.error}`);
  await shot(page, "big-board-why-worker-failed");
  await ctx.close();
});
