// browser_frames.test.mjs: large Lights Out boards (16x16, 64x64, 256x256)
// stay interactive in real Chromium: the app draws every frame while the
// pointer moves, a click lands, and each board's frame time is reported.
// It measures time, so scripts/run-tests.sh runs it with no other file beside it.
import { test } from "node:test";
import { assert, assertEqual } from "./checks.mjs";
import { browserSuite, cli, openPage, clickButton, shot, settle } from "./page_support.mjs";

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
