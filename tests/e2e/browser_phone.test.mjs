// browser_phone.test.mjs: the page as a phone game, in Chromium emulating phones
// (touch, isMobile, a device pixel ratio): every control that plays in reach
// of a thumb at each size, whole games by taps alone, a drag that scrolls and
// never presses, pinch and two-finger pan on a big board, a rotation that
// keeps the game, the solved banner, and no frames at rest.
// Run from the repository root after `make web`:  node --test tests/e2e/browser_phone.test.mjs
import { test } from "node:test";
import { assert, assertEqual } from "./checks.mjs";
import { decodePng, pixelStats } from "./png.mjs";
import { spawnSync } from "node:child_process";
import { browserSuite, openPage, shot, state, settle, waitState, cliSolve, touchSender } from "./page_support.mjs";

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
const BAR = ["Hint", "Step", "Undo", "Redo", "New", "Menu"];
// A dealt 5x5 game (the CLI's, seed 4) and its fewest presses by the CLI's own solver.
const DEALT = spawnSync("build/native/togglelab", ["new", "--machine", "lightsout", "--seed", "4"], { encoding: "utf8" }).stdout.trim();
const DEALT_FEWEST = cliSolve(DEALT).press_count;

const phone = (browser, hash, v, extra = {}) =>
  openPage(browser, server.url, { hash, touch: true, scale: v.scale, viewport: { width: v.width, height: v.height }, ...extra });

const rectOf = (page, label) => page.evaluate((l) => window.togglelab.controlRect(l), label);

// Counts the mouse events the canvas sees: a game by taps must make none.
async function countMouse(page) {
  await page.evaluate(() => {
    window.mouseEvents = 0;
    for (const type of ["mousedown", "mouseup", "click"])
      window.addEventListener(type, () => { window.mouseEvents++; }, true);
  });
}

// Taps a labelled control's centre, as a finger would, and lets the app draw.
// A control in the panel is first brought into sight by dragging the panel
// (`reach`); the bar's never need that.
async function tap(page, label) {
  await settle(page, 2);
  const r = await reach(page, label);
  const view = page.viewportSize();
  assert(r.y >= 0 && r.y + r.height <= view.height, `"${label}" is off screen at y=${r.y.toFixed(0)}`);
  await page.touchscreen.tap(r.x + r.width / 2, r.y + r.height / 2);
  await settle(page, 4);
  return state(page);
}

// Drags the panel with one finger, a third of its height at a time, until the
// labelled control shows whole (the hook's `visible`: not clipped by the
// panel's edge); returns its rectangle.
async function reach(page, label) {
  let r = await rectOf(page, label);
  for (let tries = 0; !r && tries < 10; tries++) { await settle(page, 3); r = await rectOf(page, label); }
  if (!r) throw new Error(`control "${label}" is not drawn`);
  const f = await touches(page);
  for (let drags = 0; drags < 20; drags++) {
    if (r.visible) return r;
    const p = await rectOf(page, "Panel");
    const below = r.y + r.height / 2 > p.y + p.height / 2;
    const x = p.x + p.width / 2, step = p.height / 3;
    const mid = p.y + p.height / 2;
    await f.drag(x, below ? mid + step / 2 : mid - step / 2, below ? mid - step / 2 : mid + step / 2, 6);
    await settle(page, 20);  // the glide runs out
    r = await rectOf(page, label);
    page.drags = (page.drags || 0) + 1;
  }
  throw new Error(`20 drags did not bring "${label}" into the panel`);
}

async function tapButton(page, button) {
  const before = await state(page);
  const r = await page.evaluate((i) => window.togglelab.buttonRect(i), button);
  if (!r) throw new Error(`button ${button} has no rectangle`);
  await page.touchscreen.tap(r.x + r.width / 2, r.y + r.height / 2);
  return waitState(page, (s) => s.moves !== before.moves || s.id !== before.id);
}

// Raw touch points through the DevTools protocol: drags and pinches.
async function touches(page) {
  const send = await touchSender(page);
  return {
    // One finger from (x, y0) to (x, y1) in `steps` moves, a frame apart.
    async drag(x, y0, y1, steps = 12) {
      await send("touchStart", [[x, y0]]);
      for (let i = 1; i <= steps; i++) {
        await send("touchMove", [[x, y0 + ((y1 - y0) * i) / steps]]);
        await settle(page, 1);
      }
      await send("touchEnd", []);
    },
    // Two fingers from a to b (each [[x1, y1], [x2, y2]]).
    async twoFingers(a, b, steps = 10) {
      await send("touchStart", a);
      for (let i = 1; i <= steps; i++) {
        const at = a.map(([x, y], k) => [x + ((b[k][0] - x) * i) / steps, y + ((b[k][1] - y) * i) / steps]);
        await send("touchMove", at);
        await settle(page, 1);
      }
      await send("touchEnd", []);
    },
    async tapAt(x, y) {
      await send("touchStart", [[x, y]]);
      await send("touchEnd", []);
    },
  };
}

for (const v of PHONES) {
  test(`${v.width}x${v.height}: the bar's actions and the board's buttons are on screen and finger-sized; a dealt game by taps`, async () => {
    const page = await phone(browser, FIVE, v);
    const s = await state(page);
    assertEqual(s.layout, v.layout, "layout");
    for (const label of BAR) {
      const r = await rectOf(page, label);
      assert(r, `${label} is not drawn`);
      assert(r.x >= 0 && r.y >= 0 && r.x + r.width <= v.width + 0.5 && r.y + r.height <= v.height + 0.5,
             `${label} at ${JSON.stringify(r)} is outside the ${v.width}x${v.height} screen`);
      assert(r.width >= 44 && r.height >= 44, `${label} is ${r.width.toFixed(1)} x ${r.height.toFixed(1)}, under 44 x 44`);
    }
    for (let b = 1; b <= 25; b++) {
      const r = await page.evaluate((i) => window.togglelab.buttonRect(i), b);
      assert(r.x >= 0 && r.y >= 0 && r.x + r.width <= v.width + 0.5 && r.y + r.height <= v.height + 0.5, `button ${b} is off screen`);
      assert(r.width >= 44 && r.height >= 44, `button ${b} is ${r.width.toFixed(1)} px, under 44`);
    }
    const status = await rectOf(page, "Status");
    assert(status && status.y >= 0 && status.y + status.height <= v.height, "the move count is out of sight");
    const { buf } = await shot(page, `phone-${v.width}x${v.height}`);
    const stats = pixelStats(decodePng(buf));
    assert(stats.amber > 500, `no lit cells visible: ${JSON.stringify(stats)}`);
    // A dealt game by taps on this screen, following the hint.
    assert(await page.evaluate((id) => window.togglelab.load(id), DEALT), "the dealt game loads");
    const game = await followHints(page);
    assert(game.s.solved, "following the hint's taps did not solve the board");
    assertEqual(game.s.moves, DEALT_FEWEST, "presses (the fewest)");
    console.log(`        ${game.hints + game.presses} taps (${game.hints} on Hint, ${game.presses} on the board) solved ${DEALT}`);
    assertEqual(page.errors, [], "console errors");
    await page.context().close();
  });
}

// Follows the hint by taps until solved: Hint until it names a button, then a
// tap on that button. Returns the taps of each kind and the last state.
async function followHints(page, limit = 80) {
  let s = await state(page), hints = 0, presses = 0;
  while (!s.solved && hints + presses < limit) {
    while (s.hint === null) { s = await tap(page, "Hint"); hints++; }
    s = await tapButton(page, s.hint);
    presses++;
  }
  return { s, hints, presses };
}

test("390x844: a whole game by taps alone (hints, Undo, Redo, New, Menu, Merlin, the Why tab)", async () => {
  const v = PHONES[2];
  const fewest = DEALT_FEWEST;
  assert(fewest >= 8, `the dealt game ${DEALT} needs only ${fewest} presses`);
  const page = await phone(browser, DEALT, v);
  await countMouse(page);
  let s = await state(page);
  assertEqual(s.min_presses, fewest, "the page's fewest presses against the CLI's");
  const game = await followHints(page);
  s = game.s;
  let taps = game.hints + game.presses;
  const gameTaps = taps;
  assert(s.solved, "following the hint's taps did not solve the board");
  assertEqual(s.moves, fewest, "presses (the fewest)");
  s = await waitState(page, (x) => x.banner);
  const banner = await rectOf(page, "Solved banner");
  assert(banner, "no solved banner over the board");
  assert(/Solved in \d+ press/.test(s.banner_words) && /with help/.test(s.banner_words), `banner says "${s.banner_words}"`);
  await shot(page, "phone-solved-banner");
  s = await tap(page, "Undo"); taps++;
  assert(!s.solved && s.redo_depth === 1, "Undo took the last press back");
  s = await tap(page, "Redo"); taps++;
  assert(s.solved, "Redo pressed it again");
  const oldId = s.id;
  s = await tap(page, "New"); taps++;
  assert(s.id !== oldId && s.moves === 0, "New dealt a new puzzle");
  // The menu: the machine picker in a sheet over the board.
  s = await tap(page, "Menu"); taps++;
  assert(s.sheet_open && s.tab === "machine", `the menu opened no sheet: ${s.sheet_open} ${s.tab}`);
  await shot(page, "phone-menu-sheet");
  s = await tap(page, "Merlin's Magic Squares"); taps++;  // a finger-high list, no drop-down
  assertEqual(s.machine, "merlin", "machine chosen by taps");
  s = await tap(page, "Menu"); taps++;
  assert(!s.sheet_open, "Menu closed the sheet");
  // Merlin solved by taps, by the hint's buttons.
  const merlin = await followHints(page);
  s = merlin.s;
  taps += merlin.hints + merlin.presses;
  assert(s.solved, "Merlin was not solved by taps");
  // The Why tab, and its elimination stepped by taps.
  s = await tap(page, "Why it works"); taps++;
  assertEqual(s.tab, "why", "tab");
  const step0 = s.elimination.step;
  for (let i = 0; i < 3; i++) { s = await tap(page, "Step elimination"); taps++; }
  assertEqual(s.elimination.step, step0 + 3, "elimination steps by taps");
  await shot(page, "phone-why-elimination");
  assertEqual(await page.evaluate(() => window.mouseEvents), 0, "mouse events seen");
  assertEqual(page.errors, [], "console errors");
  console.log(`        ${taps} taps and ${page.drags || 0} drags in all; Lights Out 5x5 in ${gameTaps} taps for its ${fewest} presses (the fewest), Merlin in ${merlin.hints + merlin.presses}`);
  await page.context().close();
});

test("a drag on the panel scrolls it and presses nothing; a tap presses exactly one button", async () => {
  const v = PHONES[2];
  const page = await phone(browser, MERLIN, v);
  let s = await tap(page, "Why it works");
  const before = await rectOf(page, "Copy link to this view");
  const panelTop = before.y;
  const f = await touches(page);
  await f.drag(v.width / 2, 760, 480);  // on the panel, over its buttons
  await settle(page, 30);                // the glide runs out
  const after = await rectOf(page, "Copy link to this view");
  const moved = before.y - (after ? after.y : -1e9);
  assert(!after || moved > 200, `the panel moved ${moved.toFixed(0)} px for a 280 px drag`);
  s = await state(page);
  assertEqual([s.moves, s.undo_depth, s.elimination.step], [0, 0, 0], "moves, history and elimination after a drag");
  // The same with the sheet open: it scrolls, nothing under the finger is pressed.
  s = await tap(page, "Menu");
  s = await tap(page, "Why it works");  // the Why tab, in the sheet over the board
  assert(s.sheet_open && s.tab === "why", `the Why tab in the sheet: ${s.sheet_open} ${s.tab}`);
  const copy = await rectOf(page, "Copy link to this view");
  await f.drag(v.width / 2, 700, 300);
  await settle(page, 30);
  const copyAfter = await rectOf(page, "Copy link to this view");
  assert(!copyAfter || copyAfter.y < copy.y - 100, "the open sheet did not scroll");
  s = await state(page);
  assertEqual([s.moves, s.undo_depth, s.edit_mode, s.elimination.step], [0, 0, false, 0], "a drag on the sheet pressed something");
  s = await tap(page, "Menu");
  s = await tapButton(page, 5);
  assertEqual([s.moves, s.undo_depth], [1, 1], "one tap, one press");
  console.log(`        the panel moved ${moved.toFixed(0)} px for a 280 px drag (top was at ${panelTop.toFixed(0)})`);
  assertEqual(page.errors, [], "console errors");
  await page.context().close();
});

test("pinch zooms a 64 x 64 board and two fingers pan it; a double tap resets; no press from fingers", async () => {
  // At pixel ratio 1: under software GL a frame of this board at ratio 3
  // (1170 x 2532 pixels) took long enough that the two taps of a double tap
  // sometimes reached the page more than the double-tap window apart.
  const v = { ...PHONES[2], scale: 1 };
  const page = await phone(browser, "", v);
  const id = spawnSync("build/native/togglelab", ["new", "--machine", "lightsout", "--size", "64x64", "--seed", "3"], { encoding: "utf8" }).stdout.trim().split(/\s+/).pop();
  assert(await page.evaluate((i) => window.togglelab.load(i), id), `could not load ${id}`);
  await settle(page, 4);
  let s = await state(page);
  assertEqual([s.rows, s.zoom], [64, 1], "a 64 x 64 board, not zoomed");
  const history = s.undo_depth;  // the load is in the history
  const r0 = await page.evaluate(() => window.togglelab.buttonRect(2080));
  const f = await touches(page);
  const cx = v.width / 2, cy = r0.y;
  await f.twoFingers([[cx - 40, cy], [cx + 40, cy]], [[cx - 150, cy], [cx + 150, cy]]);
  await settle(page, 4);
  s = await state(page);
  const r1 = await page.evaluate(() => window.togglelab.buttonRect(2080));
  assert(s.zoom > 3, `zoom ${s.zoom} after a pinch from 80 to 300 px`);
  assert(r1.width > r0.width * 3, `button rectangles did not grow: ${r0.width} -> ${r1.width}`);
  await f.twoFingers([[cx - 60, cy], [cx + 60, cy]], [[cx - 10, cy + 50], [cx + 110, cy + 50]]);
  await settle(page, 4);
  const r2 = await page.evaluate(() => window.togglelab.buttonRect(2080));
  assert(Math.abs(r2.x - r1.x - 50) < 6 && Math.abs(r2.y - r1.y - 50) < 6,
         `two fingers moved 50 px, the board moved ${(r2.x - r1.x).toFixed(1)}, ${(r2.y - r1.y).toFixed(1)}`);
  s = await state(page);
  assertEqual([s.moves, s.undo_depth], [0, history], "no press from the fingers");
  await shot(page, "phone-pinch-64x64");
  await f.tapAt(cx, cy);
  await f.tapAt(cx + 4, cy + 2);
  await settle(page, 30);
  s = await state(page);
  assertEqual([s.zoom, s.moves, s.undo_depth], [1, 0, history], "a double tap reset the zoom and pressed nothing");
  assertEqual(page.errors, [], "console errors");
  await page.context().close();
});

test("rotating 390x844 to 844x390 mid-game keeps the position and the history", async () => {
  const page = await phone(browser, FIVE, PHONES[2]);
  await tapButton(page, 1);
  let s = await tapButton(page, 7);
  const before = { id: s.id, moves: s.moves, undo: s.undo_depth };
  await page.setViewportSize({ width: 844, height: 390 });
  await settle(page, 6);
  s = await state(page);
  assertEqual(s.layout, "landscape", "layout after rotating");
  assertEqual({ id: s.id, moves: s.moves, undo: s.undo_depth }, before, "the game after rotating");
  const undo = await rectOf(page, "Undo");
  assert(undo && undo.y + undo.height <= 390 && undo.x + undo.width <= 844, "Undo is off the rotated screen");
  s = await tap(page, "Undo");
  assertEqual(s.moves, 1, "Undo after rotating");
  await shot(page, "phone-rotated");
  assertEqual(page.errors, [], "console errors");
  await page.context().close();
});

test("reduce motion: no frames after a press settles; at rest none either", async () => {
  for (const reduce of [true, false]) {
    const page = await phone(browser, FIVE, PHONES[1], reduce ? { context: await browser.newContext({
      viewport: { width: 360, height: 640 }, deviceScaleFactor: 3, hasTouch: true, isMobile: true, reducedMotion: "reduce" }) } : {});
    const frames = () => page.evaluate(() => window.togglelab.frames());
    await new Promise((r) => setTimeout(r, 400));
    const rest0 = await frames();
    await new Promise((r) => setTimeout(r, 1000));
    const rest1 = await frames();
    assert(rest1 - rest0 <= 1, `${rest1 - rest0} frames at rest`);
    const start = await frames();
    await tapButton(page, 13);
    await new Promise((r) => setTimeout(r, 600));
    const settled = await frames();
    await new Promise((r) => setTimeout(r, 1000));
    const later = await frames();
    assertEqual(later - settled, 0, `frames after a press settled (reduce motion ${reduce})`);
    console.log(`        reduce motion ${reduce}: ${settled - start} frames for a tap and its flash, then none`);
    await page.context().close();
  }
});
