// browser_access.test.mjs: what only the page gives players who cannot see
// the canvas or tell the colours apart, in real Chromium: the canvas's
// aria-label, its focus and the keys listed on the page; the device's
// prefers-reduced-motion reaching the app; Ghaly's colour letters drawn. What
// the live region is told, the board's label, reduce motion's logic and the
// cursor naming colours run headless in tests/app/app_access_test.cpp.
// Run from the repository root after `make native web`.
import { test } from "node:test";
import { assert, assertEqual } from "./checks.mjs";
import { decodePng } from "./png.mjs";
import { browserSuite, openPage, clickControl, shot, settle } from "./page_support.mjs";

// One server and one browser for this file's tests, closed after them.
const { server, browser } = await browserSuite();
const START = "merlin:100/110/001";

// moved to tests/app/app_access_test.cpp (AppAccess.MerlinSolvedByKeysAloneReadingOnlyTheLiveRegion): headless

// The label's words: tests/app/app_access_test.cpp (AppAccess.TheBoardIsNamedWithTheMachineItsShapeAndItsKeys).
// Here: the page puts it on the canvas, gives the canvas the focus, lists the keys.
test("the canvas is labelled with the machine and its keys; the keys are listed on the page", async () => {
  const page = await openPage(browser, server.url, { hash: START });
  const label = () => page.evaluate(() => document.getElementById("canvas").getAttribute("aria-label"));
  let l = await label();
  assert(l.startsWith("Merlin's Magic Squares board, 3 by 3") && l.includes("Space"), `label: ${l}`);
  assertEqual(await page.evaluate(() => document.activeElement.id), "canvas", "the board has the keyboard focus");
  assert(await page.evaluate((id) => window.togglelab.load(id), "lightsout7x5:00000/00000/00000/00100/00000/00000/00000"),
         "load Lights Out");
  await settle(page);
  l = await label();
  assert(l.startsWith("Lights Out 7x5 board, 7 by 5") || /^Lights Out.* board, 7 by 5/.test(l), `label after loading: ${l}`);
  const keys = await page.evaluate(() => document.getElementById("keys").innerText);
  for (const k of ["Arrows", "Space", "Enter", "Ctrl+Z", "undo", "hint"]) assert(keys.includes(k), `keys list lacks ${k}`);
  // Tab from the board reaches the list, which then shows.
  await page.keyboard.press("Tab");
  const box = await page.evaluate(() => document.getElementById("keys").getBoundingClientRect().width);
  assert(box > 100, `the keys list stays hidden when focused (${box} px wide)`);
  await shot(page, "access-keys");
  // Focus comes back: a click on the canvas (its header, where nothing is
  // pressed) gives the game the keys again, and H asks for a hint.
  assert(await page.evaluate(() => document.activeElement.id !== "canvas"), "the focus left the board");
  await page.mouse.click(6, 6);
  assertEqual(await page.evaluate(() => document.activeElement.id), "canvas", "a click on the board takes the focus back");
  await page.keyboard.press("h");
  await page.waitForFunction(() => window.togglelab.state().hint_level === 1, undefined, { timeout: 15000 });
  assertEqual(page.errors, [], "console errors");
  await page.context().close();
});

// Play and Run's logic under reduce motion (and no frames after Run) moved to
// tests/app/app_access_test.cpp (AppAccess.ReduceMotionPlayAndRunJumpToTheirEnd): headless.
// Here: the device's setting reaches the app.
test("prefers-reduced-motion: the device's setting makes the steps' Run jump to its end", async () => {
  const ctx = await browser.newContext({ viewport: { width: 1400, height: 1000 }, reducedMotion: "reduce" });
  const page = await openPage(browser, server.url, { hash: START, context: ctx });
  await clickControl(page, "Show solution");
  const s = await clickControl(page, "Run");
  // Animated, Run presses one button every 0.6 s; here all four at once.
  assertEqual([s.solved, s.moves, s.playing], [true, 4, false], "solved at once");
  assertEqual(page.errors, [], "console errors");
  await ctx.close();
});

// Near-black and near-white pixels inside the buttons: the letters.
function letterPixels(img, rects) {
  let n = 0;
  for (const r of rects)
    for (let y = Math.ceil(r.y); y < r.y + r.height; y++)
      for (let x = Math.ceil(r.x); x < r.x + r.width; x++) {
        const i = (y * img.width + x) * 4, [R, G, B] = [img.rgba[i], img.rgba[i + 1], img.rgba[i + 2]];
        if ((R < 30 && G < 30 && B < 30) || (R > 230 && G > 230 && B > 230)) n++;
      }
  return n;
}

test("Ghaly's colour-blind palette marks each colour with a letter", async () => {
  // Joyner's Example 28: all sixteen squares red (vermillion in the palette).
  const page = await openPage(browser, server.url, { hash: "ghaly4:1111/1111/1111/0000,s=12345678,t=23415678",
                                                      viewport: { width: 1400, height: 1000 } });
  await page.mouse.move(1395, 995);
  await settle(page);
  const rects = [];
  for (let b = 1; b <= 16; b++) rects.push(await page.evaluate((i) => window.togglelab.buttonRect(i), b));
  const before = letterPixels(decodePng((await shot(page, "ghaly-plain-palette")).buf), rects);
  await clickControl(page, "Colour-blind palette");
  await page.mouse.move(1395, 995);
  await settle(page);
  const after = letterPixels(decodePng((await shot(page, "ghaly-letters")).buf), rects);
  assert(after > before + 16 * 20, `letter pixels: ${before} without the palette, ${after} with it`);
  // The cursor naming the colour: tests/app/app_access_test.cpp (AppAccess.WithTheColourBlindPaletteTheCursorNamesTheColour).
  assertEqual(page.errors, [], "console errors");
  await page.context().close();
});
