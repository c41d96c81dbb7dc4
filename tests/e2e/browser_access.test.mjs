// browser_access.test.mjs: the page for players who cannot see the canvas or tell
// the colours apart, in real Chromium: Merlin played to solved by keyboard
// alone, reading only the ARIA live region; the canvas's label and the keys
// listed on the page; prefers-reduced-motion; Ghaly's colour letters.
// Run from the repository root after `make native web`.
import { test } from "node:test";
import { assert, assertEqual } from "./checks.mjs";
import { decodePng } from "./png.mjs";
import { browserSuite, openPage, clickControl, cliSolve, shot, state, settle }
  from "./page_support.mjs";

// One server and one browser for this file's tests, closed after them.
const { server, browser } = await browserSuite();
const START = "merlin:100/110/001";

// Presses a key and returns what the live region says about it. The region is
// emptied first, so a key the app did not answer fails here instead of
// reading the previous sentence again.
async function say(page, key) {
  await page.evaluate(() => { document.getElementById("live").textContent = ""; });
  await page.keyboard.press(key);
  await page.waitForFunction(() => document.getElementById("live").textContent !== "", null, { timeout: 5000 });
  return page.evaluate(() => document.getElementById("live").textContent);
}

test("Merlin solved by keyboard alone, reading only the live region", async () => {
  const page = await openPage(browser, server.url, { hash: START });
  const opening = await page.evaluate(() => document.getElementById("live").textContent);
  assert(opening.startsWith("Merlin's Magic Squares: "), `opening announcement: ${opening}`);
  const transcript = [];
  // H goes one level further: where to look, then which button.
  let heard = await say(page, "h");
  transcript.push(heard);
  assert(/Hint: Look at row \d/.test(heard), `the first H says where to look: ${heard}`);
  heard = await say(page, "h");
  transcript.push(heard);
  let hint = heard.match(/Hint: press (\d+) \(row (\d+), column (\d+)\)/);
  assert(hint, `H said: ${heard}`);
  // The cursor shows with the first arrow; every move names where it is.
  heard = await say(page, "ArrowRight");
  transcript.push(heard);
  let at = heard.match(/Button (\d+), row (\d+), column (\d+): (lit|dark)/);
  assert(at, `an arrow said: ${heard}`);
  for (let presses = 0; presses < 12 && !/solved in/.test(heard); presses++) {
    const [row, col] = [Number(hint[2]), Number(hint[3])];
    while (Number(at[2]) !== row || Number(at[3]) !== col) {
      const key = Number(at[2]) < row ? "ArrowDown" : Number(at[2]) > row ? "ArrowUp"
                : Number(at[3]) < col ? "ArrowRight" : "ArrowLeft";
      heard = await say(page, key);
      transcript.push(heard);
      at = heard.match(/Button (\d+), row (\d+), column (\d+): (lit|dark)/);
      assert(at, `${key} said: ${heard}`);
    }
    heard = await say(page, "Space");
    transcript.push(heard);
    assert(heard.startsWith(`Pressed ${hint[1]}: `), `Space said: ${heard}`);
    hint = heard.match(/Hint: press (\d+) \(row (\d+), column (\d+)\)/);
    assert(hint || /solved in/.test(heard), `no next hint: ${heard}`);
  }
  assert(/solved in 4 moves/.test(heard), `the last announcement: ${heard}`);
  // Checked against the game itself, once, at the end.
  const s = await state(page);
  assertEqual([s.solved, s.moves], [true, cliSolve(START).press_count], "solved in the fewest presses");
  console.log(`        ${transcript.length} announcements, the last: "${heard}"`);
  assertEqual(page.errors, [], "console errors");
  await page.context().close();
});

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
  assertEqual(page.errors, [], "console errors");
  await page.context().close();
});

test("prefers-reduced-motion: Play and Run jump to their end", async () => {
  const ctx = await browser.newContext({ viewport: { width: 1400, height: 1000 }, reducedMotion: "reduce" });
  const page = await openPage(browser, server.url, { hash: START, context: ctx });
  await clickControl(page, "Show solution");
  let s = await clickControl(page, "Play");
  // Animated, Play presses one button every 0.6 s; here all four at once.
  assertEqual([s.solved, s.moves, s.playing], [true, 4, false], "solved at once");
  await page.close();
  // The one Why screen: two states and three behave alike, straight to the
  // end and no animation frames after it (the 3-state screen once animated).
  for (const hash of [START, "merlin-k3:012/120/201"]) {
    const why = await openPage(browser, server.url, { hash, context: ctx });
    s = await clickControl(why, "Why it works");
    assertEqual(s.elimination.step, 0, `${hash}: the elimination starts at [A | b]`);
    s = await clickControl(why, "Run");
    assertEqual([s.elimination.step, s.elimination.done], [s.elimination.steps, true], `${hash}: Run went straight to the end`);
    assert(s.elimination.steps > 10, `${hash}: a real elimination (${s.elimination.steps} steps)`);
    await why.mouse.move(1395, 995);
    await settle(why);
    const f0 = await why.evaluate(() => window.togglelab.frames());
    await why.waitForTimeout(1500);  // an animated Run would draw a step every few tenths of a second
    const f1 = await why.evaluate(() => window.togglelab.frames());
    assertEqual(f1 - f0, 0, `${hash}: frames drawn in 1.5 s after Run`);
    assertEqual(why.errors, [], "console errors");
    await why.close();
  }
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
  const heard = await say(page, "ArrowRight");
  assert(/Button 2, row 1, column 2: vermillion/.test(heard), `the cursor names the colour: ${heard}`);
  assertEqual(page.errors, [], "console errors");
  await page.context().close();
});
