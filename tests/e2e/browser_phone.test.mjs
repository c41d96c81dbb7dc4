// browser_phone.test.mjs: the page as a phone game in Chromium emulating
// phones (touch, isMobile, a device pixel ratio), for what only a browser
// shows: a real finger through SDL's touch translation (a tap presses exactly
// one button and is no mouse event, a drag scrolls the panel and presses
// nothing), lit cells drawn at each phone size, and no frames at rest. The
// phone game's logic (the layouts' geometry, games by taps, drags, pinch,
// two-finger pan, double tap, rotation, the banner) runs headless in
// tests/app/app_phone_test.cpp.
// Run from the repository root after `make web`:  node --test tests/e2e/browser_phone.test.mjs
import { test } from "node:test";
import { assert, assertEqual } from "./checks.mjs";
import { decodePng, pixelStats } from "./png.mjs";
import { browserSuite, openPage, shot, state, settle, waitState, touchSender, waitIdle } from "./page_support.mjs";

// One server and one browser for this file's tests, closed after them.
const { server, browser } = await browserSuite();

const FIVE = "lightsout5x5:00000/00100/01110/00100/00000";
const MERLIN = "merlin:100/110/001";
const PHONES = [
  { width: 320, height: 568, scale: 2, layout: "tall" },
  { width: 360, height: 640, scale: 3, layout: "tall" },
  { width: 390, height: 844, scale: 3, layout: "tall" },
  { width: 844, height: 390, scale: 3, layout: "landscape" },
  { width: 768, height: 1024, scale: 2, layout: "tall" },
];

const phone = (browser, hash, v, extra = {}) =>
  openPage(browser, server.url, { hash, touch: true, scale: v.scale, viewport: { width: v.width, height: v.height }, ...extra });

const rectOf = (page, label) => page.evaluate((l) => window.togglelab.controlRect(l), label);

// Counts the mouse events the canvas sees: a tap must make none.
async function countMouse(page) {
  await page.evaluate(() => {
    window.mouseEvents = 0;
    for (const type of ["mousedown", "mouseup", "click"])
      window.addEventListener(type, () => { window.mouseEvents++; }, true);
  });
}

async function tapButton(page, button) {
  const before = await state(page);
  const r = await page.evaluate((i) => window.togglelab.buttonRect(i), button);
  if (!r) throw new Error(`button ${button} has no rectangle`);
  await page.touchscreen.tap(r.x + r.width / 2, r.y + r.height / 2);
  return waitState(page, (s) => s.moves !== before.moves || s.id !== before.id);
}

// One finger from (x, y0) to (x, y1) in `steps` moves a frame apart, through
// the DevTools protocol's raw touch points.
async function drag(page, x, y0, y1, steps = 12) {
  const send = await touchSender(page);
  await send("touchStart", [[x, y0]]);
  for (let i = 1; i <= steps; i++) {
    await send("touchMove", [[x, y0 + ((y1 - y0) * i) / steps]]);
    await settle(page, 1);
  }
  await send("touchEnd", []);
}

// The centre of a labelled control that shows whole.
async function centre(page, label) {
  await settle(page, 2);
  const r = await rectOf(page, label);
  assert(r && r.visible, `"${label}" is not in sight`);
  return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
}

// moved to tests/app/app_phone_test.cpp (Phones/AppPhoneSizes.TheBarAndTheBoardAreOnScreenFingerSizedApartAndADealtGameIsTappedToSolved): headless
// moved to tests/app/app_phone_test.cpp (AppPhone.AWholeGameByTapsAloneHintsUndoRedoNewMenuMerlinTheWhyTab): headless
// moved to tests/app/app_phone_test.cpp (AppPhone.PinchZoomsABigBoardTwoFingersPanItADoubleTapResetsNoPressFromFingers): headless
// moved to tests/app/app_phone_test.cpp (AppPhone.RotatingMidGameKeepsThePositionAndTheHistory): headless
// The drag's and the tap's logic: tests/app/app_phone_test.cpp
// (AppPhone.ADragOnThePanelScrollsItAndPressesNothingATapPressesOneButton). Here: a real finger.
test("390x844, a real finger: a drag on the panel scrolls it and presses nothing; a tap presses exactly one button", async () => {
  const v = PHONES[2];
  const page = await phone(browser, MERLIN, v);
  await countMouse(page);
  const why = await centre(page, "Why it works");
  await page.touchscreen.tap(why.x, why.y);
  let s = await waitState(page, (x) => x.tab === "why");
  const before = await rectOf(page, "Copy link to this view");
  await drag(page, v.width / 2, 760, 480);  // on the panel, over its buttons
  await settle(page, 30);                    // the glide runs out
  const after = await rectOf(page, "Copy link to this view");
  const moved = before.y - (after ? after.y : -1e9);
  assert(!after || moved > 200, `the panel moved ${moved.toFixed(0)} px for a 280 px drag`);
  s = await state(page);
  assertEqual([s.moves, s.undo_depth, s.elimination.step], [0, 0, 0], "moves, history and elimination after a drag");
  s = await tapButton(page, 5);
  assertEqual([s.moves, s.undo_depth], [1, 1], "one tap, one press");
  assertEqual(await page.evaluate(() => window.mouseEvents), 0, "mouse events seen");
  console.log(`        the panel moved ${moved.toFixed(0)} px for a 280 px drag`);
  assertEqual(page.errors, [], "console errors");
  await page.context().close();
});

// A drag that stops before the finger lifts (nothing glides on), as a
// person places a row under the thumb.
async function placingDrag(page, x, y0, y1) {
  const send = await touchSender(page);
  await send("touchStart", [[x, y0]]);
  for (let i = 1; i <= 8; i++) {
    await send("touchMove", [[x, y0 + ((y1 - y0) * i) / 8]]);
    await settle(page, 1);
  }
  // Held still: more than the glide's 0.1 s. Twelve of the page's animation
  // frames, not the app's: a finger at rest draws no frame of the app's.
  await page.evaluate(() => new Promise((r) => {
    let n = 0;
    const tick = () => (++n >= 12 ? r() : requestAnimationFrame(tick));
    requestAnimationFrame(tick);
  }));
  await send("touchEnd", []);
  await settle(page, 2);
}

// Drags a region (the panel, a sheet) until the labelled control shows whole.
async function dragIntoSight(page, region, label) {
  for (let n = 0; n < 20; n++) {
    const [r, c] = [await rectOf(page, region), await rectOf(page, label)];
    assert(r && c, `"${region}" and "${label}" on screen`);
    if (c.visible) return c;
    const mid = r.y + r.height / 2, step = r.height / 3, down = c.y > mid;
    await placingDrag(page, r.x + r.width / 2, down ? mid + step / 2 : mid - step / 2, down ? mid - step / 2 : mid + step / 2);
  }
  throw new Error(`"${label}" cannot be brought into sight by dragging "${region}"`);
}

// The lists' logic (every option of every list by a finger, the chosen row
// in view, a tap outside) runs headless in tests/app/app_choice_lists_test.cpp.
// Here: a real finger through SDL's touch events scrolls the sheet, not the
// panel behind it, and picks the list's last row.
test("320x568, a real finger: Topology's sheet scrolls under the finger and its last row is picked", async () => {
  const v = PHONES[0];
  const page = await phone(browser, FIVE, v);
  const menu = await centre(page, "Menu");
  await page.touchscreen.tap(menu.x, menu.y);
  await waitState(page, (x) => x.sheet_open);
  const field = await dragIntoSight(page, "Panel", "Topology");
  await page.touchscreen.tap(field.x + field.width / 2, field.y + field.height / 2);
  for (let n = 0; n < 20 && !(await rectOf(page, "Choices")); n++) await settle(page, 1);
  await shot(page, "choices-sheet-320x568");
  const last = await dragIntoSight(page, "Choices", "Projective plane");
  const fieldAfter = await rectOf(page, "Topology");
  assertEqual(fieldAfter.y, field.y, "the panel behind the sheet did not move");
  assertEqual((await state(page)).topology, "plain", "a drag picks nothing");
  await shot(page, "choices-sheet-scrolled-320x568");
  await page.touchscreen.tap(last.x + last.width / 2, last.y + last.height / 2);
  const s = await waitState(page, (x) => x.topology === "projective");
  assert(s.id.startsWith("lightsout5x5-projective"), `the projective plane's board: ${s.id.slice(0, 40)}`);
  assertEqual(page.errors, [], "console errors");
  await page.context().close();
});

// The long press's logic (held still, it looks; its lift presses nothing)
// runs headless in tests/app/app_button_reach_test.cpp. Here: a real finger
// held with no further event, so only the page's own timer (AppOutput::
// wake_in) can draw the frame that shows what the button changes.
test("320x568, a finger held still on a button shows what it changes, and its lift presses nothing", async () => {
  const page = await phone(browser, FIVE, PHONES[0]);
  const r = await page.evaluate(() => window.togglelab.buttonRect(7));
  const send = await touchSender(page);
  await send("touchStart", [[r.x + r.width / 2, r.y + r.height / 2]]);
  const s = await waitState(page, (x) => x.looked === 7, 5000);
  assertEqual(s.reach, [2, 6, 7, 8, 12], "the plus around button 7");
  await send("touchEnd", []);
  const after = await waitState(page, (x) => x.looked === null, 5000);
  assertEqual(after.moves, 0, "presses after the long press");
  assertEqual(page.errors, [], "console errors");
  await page.context().close();
});

test("each phone size draws the board's lit cells", async () => {
  for (const v of PHONES) {
    const page = await phone(browser, FIVE, v);
    assertEqual((await state(page)).layout, v.layout, "layout");
    const { buf } = await shot(page, `phone-${v.width}x${v.height}`);
    const stats = pixelStats(decodePng(buf));
    assert(stats.amber > 500, `${v.width}x${v.height}: no lit cells visible: ${JSON.stringify(stats)}`);
    assertEqual(page.errors, [], "console errors");
    await page.context().close();
  }
});

// Touch that keeps up: a finger's moves are read by the main loop's next
// animation frame, never each drawing a frame of its own, and the frame after
// the last move comes in the next animation frame. A 30-move swipe, a move
// each animation frame, on the Why tab's long panel at 390 x 844 at 3x.
test("390x844 at 3x, a real finger: a 30-move swipe draws at most a frame per animation frame, the last move's within one", async () => {
  const v = PHONES[2];
  const page = await phone(browser, MERLIN, v);
  const why = await centre(page, "Why it works");
  await page.touchscreen.tap(why.x, why.y);
  // The tab's worksheets come from their worker (a frame for its news): written before the swipe.
  await waitState(page, (x) => x.tab === "why" && x.elimination.sheets === "ready", 30000);
  await waitIdle(page);
  const panel = await rectOf(page, "Panel");
  const x = panel.x + panel.width / 2, y0 = panel.y + panel.height - 20;
  const before = await rectOf(page, "Copy link to this view");
  const nextAnimationFrame = () => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r())));
  await page.evaluate(() => {
    window.animationFrames = 0;
    const tick = () => { window.animationFrames++; requestAnimationFrame(tick); };
    requestAnimationFrame(tick);
    // Each move as the page receives it: the frames drawn by then.
    window.addEventListener("touchmove", () => { window.framesAtMove = window.togglelab.frames(); }, true);
    window.togglelab.meanStepMs(true);
    window.togglelab.longestFrameMs(true);
  });
  const f0 = await page.evaluate(() => [window.togglelab.frames(), window.animationFrames]);
  const send = await touchSender(page);
  await send("touchStart", [[x, y0]]);
  for (let i = 1; i <= 30; i++) {
    await send("touchMove", [[x, y0 - 8 * i]]);
    if (i < 30) await nextAnimationFrame();
  }
  // The last move sent: the app's next frame comes within an animation frame.
  const after = await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(() =>
    r([window.framesAtMove, window.togglelab.frames(), window.animationFrames])))));
  const stepMs = await page.evaluate(() => window.togglelab.meanStepMs(false));
  const longest = await page.evaluate(() => window.togglelab.longestFrameMs(false));
  await send("touchEnd", []);
  const drawn = after[1] - f0[0], animation = after[2] - f0[1];
  console.log(`        a 30-move swipe: ${drawn} frames drawn over ${animation} animation frames; ` +
              `the app's step ${stepMs.toFixed(1)} ms a frame on average, the longest frame ${longest.toFixed(1)} ms`);
  assert(after[1] > after[0], "the frame after the last move came within one animation frame");
  assert(drawn <= 31, `${drawn} frames for 30 moves and the touch's start`);
  assert(drawn <= animation + 1, `${drawn} frames in ${animation} animation frames (and the start's own)`);
  await settle(page, 30);
  const moved = await rectOf(page, "Copy link to this view");
  assert(!moved || moved.y < before.y - 100, `the panel followed the swipe (${before.y} -> ${moved && moved.y})`);
  assertEqual(page.errors, [], "console errors");
  await page.context().close();
});

test("reduce motion: no frames after a press settles; at rest none either", async () => {
  for (const reduce of [true, false]) {
    const page = await phone(browser, FIVE, PHONES[1], reduce ? { context: await browser.newContext({
      viewport: { width: 360, height: 640 }, deviceScaleFactor: 3, hasTouch: true, isMobile: true, reducedMotion: "reduce" }) } : {});
    // Idle (waitIdle): the main loop paused with no timer, so nothing draws
    // until input, and two animation frames pass without one of ours.
    const start = await waitIdle(page);
    await tapButton(page, 13);
    const settled = await waitIdle(page);  // the tap and its flash drawn, then idle (reduce motion or not)
    console.log(`        reduce motion ${reduce}: ${settled - start} frames for a tap and its flash, then idle`);
    await page.context().close();
  }
});
