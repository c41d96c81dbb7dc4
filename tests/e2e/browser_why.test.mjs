// browser_why.test.mjs: the "Why it works" views in real Chromium, by clicks: the
// elimination of Merlin's system stepped through to the solver's presses, the
// LaTeX export of A^-1 against Arnold and Blaszak's matrix, the Lights Out atlas against
// the CLI's analyze, and Ghaly's wiring; a screenshot of each.
import { spawnSync } from "node:child_process";
import { test } from "node:test";
import { assert, assertEqual } from "./checks.mjs";
import { decodePng, pixelStats } from "./png.mjs";
import { browserSuite, openPage, clickButton, clickControl, scrollToControl, waitState, cliSolve, shot,
  state, settle, watchLongTasks, longTasksSince }
  from "./page_support.mjs";

// One server and one browser for this file's tests, closed after them.
const { server, browser } = await browserSuite();
const cli = (...args) => spawnSync("build/native/togglelab", args, { encoding: "utf8" }).stdout.trim();
const big = { width: 1400, height: 1000 };

// Arnold and Blaszak's A^-1 (mod 2), row by row, as the paper prints it.
const SEED_000_INVERSE = [
  "101001110", "111111000", "101100011", "110110110", "101010101",
  "011011011", "110001101", "000111111", "011100101",
];

test("Merlin: stepping through the elimination ends in the solver's presses", async () => {
  const page = await openPage(browser, server.url, { hash: "merlin:100/110/001", viewport: big });
  let s = await clickControl(page, "Why it works");
  assertEqual(s.tab, "why", "tab");
  assertEqual(s.elimination.step, 0, "starts at [A | b]");
  const total = s.elimination.steps;
  assert(total > 0, "steps recorded");
  for (let k = 1; k <= 3; k++) {
    s = await clickControl(page, "Step");
    assertEqual(s.elimination.step, k, `after Step ${k}`);
    assert(s.elimination.caption.length > 0, "a caption for each step");
  }
  await shot(page, "why-merlin-step3");
  s = await clickControl(page, "Step back");
  assertEqual(s.elimination.step, 2, "Step back");
  s = await clickControl(page, "To the end");
  assertEqual([s.elimination.step, s.elimination.done], [total, true], "at the end");
  assertEqual(s.elimination.solution, cliSolve(s.id).presses, "s from the reduced form = the solver's presses");
  assertEqual(s.elimination.solution, [5, 6, 7, 9], "Arnold and Blaszak's answer");
  await shot(page, "why-merlin-reduced");
  assertEqual(page.errors, [], "console errors");
  await page.context().close();
});

test("do it yourself: Merlin row-reduced by clicking rows, s pressed solves it; mod 4 refuses 2 with the reason", async () => {
  const page = await openPage(browser, server.url, { hash: "merlin:100/110/001", viewport: big });
  await clickControl(page, "Why it works");
  let s = await clickControl(page, "Do it yourself");
  assert(s.diy && s.diy.rows === 9 && !s.diy.reduced, "[A | b] of Merlin, not reduced");
  let ops = 0;
  while (!s.diy.reduced) {
    const n = s.diy.next;
    assert(n && n.kind !== "scale", `a row operation to click (mod 2 pivots are 1): ${s.diy.status}`);
    await clickControl(page, `Row ${n.row}`);
    await clickControl(page, `Row ${n.other}`);
    s = await clickControl(page, n.kind === "swap" ? "Swap" : "Add");
    assertEqual(s.diy.operations, ++ops, `click ${ops} applied one operation: ${s.diy.message}`);
    assert(ops < 100, "the reduced form within 100 operations");
  }
  assert(s.diy.status.includes("Reduced form reached"), s.diy.status);
  assertEqual(s.diy.columns_done, 9, "a pivot in every column: A is invertible");
  assertEqual(s.diy.solution, cliSolve("merlin:100/110/001").presses, "s read off = the solver's presses");
  await shot(page, "why-diy-merlin-reduced");
  s = await clickControl(page, "Press s on the board");
  assertEqual([s.solved, s.moves, s.help_used], [true, 4, false], "s pressed solves the board, the student's own presses");
  // Mod 4: multiplying by 2 is refused, with the reason.
  await page.evaluate(() => window.togglelab.load("lightsout3x3-k4:123/000/321"));
  s = await waitState(page, (st) => st.id === "lightsout3x3-k4:123/000/321" && st.diy && st.diy.k === 4);
  await clickControl(page, "Row 1");
  await clickControl(page, "x2");
  s = await clickControl(page, "Multiply");
  assert(s.diy.message.includes("2 has no inverse mod 4"), `refused: ${s.diy.message}`);
  assertEqual(s.diy.operations, 0, "nothing applied");
  assertEqual(page.errors, [], "console errors");
  await page.context().close();
});

test("the LaTeX export holds Arnold and Blaszak's A^-1", async () => {
  const page = await openPage(browser, server.url, { hash: "merlin:100/110/001", viewport: big });
  await clickControl(page, "Why it works");
  const latex = await page.evaluate(() => window.togglelab.exportText("latex"));
  assert(latex.includes("\\begin{pmatrix}"), "amsmath pmatrix");
  assert(latex.includes("\\documentclass") && latex.endsWith("\\end{document}\n"), "a whole document");
  const cli = spawnSync("build/native/togglelab", ["explain", "merlin:100/110/001", "--latex"], { encoding: "utf8" });
  assertEqual(latex, cli.stdout, "the page's worksheet is the one `togglelab explain --latex` writes");
  const rows = SEED_000_INVERSE.map((r) => r.split("").join(" & "));
  let at = latex.indexOf(rows[0]);
  assert(at >= 0, "first row of A^-1 found");
  for (const row of rows) {
    const next = latex.indexOf(row, at);
    assert(next >= at, `row ${row} in order`);
    at = next;
  }
  const s = await clickControl(page, "Copy LaTeX");
  assert(s.message.includes("LaTeX"), `message: ${s.message}`);
  await page.context().close();
});

test("the Lights Out atlas agrees with the CLI's analyze; a bar opens its board", async () => {
  const page = await openPage(browser, server.url, { hash: "lightsout5x5:00000/00100/01110/00100/00000", viewport: big });
  await clickControl(page, "Why it works");
  await clickControl(page, "Lights Out atlas");
  await clickControl(page, "Compute atlas");
  const s = await waitState(page, (st) => st.atlas && st.atlas.nullities.length === 256, 60000);
  for (const n of [4, 5, 19, 30, 64]) {
    const id = cli("new", "--machine", "lightsout", "--size", `${n}x${n}`, "--seed", "1");
    const analysis = JSON.parse(cli("analyze", id, "--json"));
    assertEqual(s.atlas.nullities[n - 1], analysis.nullity, `nullity of ${n}x${n}`);
  }
  await shot(page, "why-atlas");
  // Click the column of N = 19 (columns are equal slices of the plot's width;
  // the whole column is clickable, its middle never clipped by the panel's edge).
  const r = await scrollToControl(page, "Atlas plot");
  await page.mouse.click(r.x + (18.5 / 256) * r.width, r.y + r.height / 2);
  const opened = await waitState(page, (st) => st.rows === 19 && st.cols === 19);
  assertEqual(opened.machine, "lightsout", "the bar opened Lights Out 19x19");
  assertEqual(page.errors, [], "console errors");
  await page.context().close();
});

// Background work in real slices: the torus atlas (the heaviest, 256 wrap-around
// systems) advances a few milliseconds a frame, so its bar moves, Pause
// pauses, and no task of the page's reaches 50 ms (PerformanceObserver).
test("the torus atlas runs in slices: the bar moves, Pause pauses, no frame over 50 ms", async () => {
  const ctx = await browser.newContext({ viewport: big });
  await watchLongTasks(ctx);
  const page = await openPage(browser, server.url, { hash: "lightsout5x5:00000/00100/01110/00100/00000", context: ctx });
  await clickControl(page, "Why it works");
  await clickControl(page, "Lights Out atlas");
  await clickControl(page, "Atlas torus");
  const t0 = await page.evaluate(() => performance.now());
  await page.evaluate(() => window.togglelab.longestFrameMs(true));
  // The polynomial method makes the whole torus atlas a few frames' work:
  // the test lets it take three steps (limitWork) and pauses it there.
  await page.evaluate(() => window.togglelab.limitWork(3));
  await clickControl(page, "Compute atlas");
  const count = async () => ((await state(page)).atlas || { nullities: [] }).nullities.length;
  await waitState(page, (st) => st.atlas && st.atlas.nullities.length > 0);
  await settle(page, 4);
  const paused = await count();
  assert(paused > 0 && paused < 256, `held part-way: N = ${paused}`);
  await clickControl(page, "Compute atlas");  // now Pause
  await page.evaluate(() => window.togglelab.limitWork(null));
  await new Promise((r) => setTimeout(r, 700));
  assertEqual(await count(), paused, "no progress while paused");
  await clickControl(page, "Compute atlas");  // go on
  const s = await waitState(page, (st) => st.atlas && st.atlas.nullities.length === 256, 60000);
  for (const n of [5, 6, 10, 64]) {
    const id = cli("new", "--machine", "lightsout", "--size", `${n}x${n}`, "--torus", "--seed", "1");
    assertEqual(s.atlas.nullities[n - 1], JSON.parse(cli("analyze", id, "--json")).nullity, `torus nullity of ${n}x${n}`);
  }
  // What the app's own code spends in one frame (the atlas's slice, the UI,
  // its GL calls) is what the slicing controls: under 50 ms. The browser's
  // long tasks also hold its compositing, which with software GL (SwiftShader
  // on this 2-core machine) can pass 50 ms on its own, so they are reported.
  const frameMs = await page.evaluate(() => window.togglelab.longestFrameMs(false));
  const tasks = await longTasksSince(page, t0);
  const longest = tasks.reduce((m, e) => Math.max(m, e.ms), 0);
  console.log(`        paused at N = ${paused}; longest frame in the app: ${frameMs.toFixed(1)} ms; ` +
              `longest browser task: ${longest.toFixed(0)} ms (${tasks.length} over 50 ms)`);
  assert(frameMs < 50, `a frame spent ${frameMs.toFixed(1)} ms in the app while the atlas ran`);
  assertEqual(page.errors, [], "console errors");
  await ctx.close();
});

// The census of Ghaly's 331,776 assignments runs in slices too: its bar moves
// over several frames, Pause holds it, and it ends with the CLI's figures.
// The whole census is a fraction of a second's work, so the test lets it take
// three of its 24 steps (limitWork) and pauses it there: on a fast machine or
// a loaded one alike, Pause meets a run part-way.
test("Ghaly's census runs in slices: the bar moves, Pause pauses, the CLI's count", async () => {
  const page = await openPage(browser, server.url, { hash: "ghaly4:0000/0000/0000/0000,s=12345678,t=23415678",
                                                      viewport: big });
  await clickControl(page, "Why it works");
  await page.evaluate(() => window.togglelab.limitWork(3));
  await clickControl(page, "Compute the census");
  let s = await waitState(page, (st) => st.census && st.census.progress > 0);
  await settle(page, 4);
  const held = (await state(page)).census;
  assert(held.progress > 0 && held.progress < 1 && held.running && !held.done, `three steps taken: ${JSON.stringify(held)}`);
  await clickControl(page, "Pause census");
  await page.evaluate(() => window.togglelab.limitWork(null));
  await settle(page, 4);
  const paused = (await state(page)).census;
  assertEqual([paused.progress, paused.running, paused.done], [held.progress, false, false], "no progress while paused");
  await clickControl(page, "Pause census");  // now Resume
  s = await waitState(page, (st) => st.census && st.census.done, 30000);
  assertEqual(s.census.solvable, JSON.parse(cli("ghaly", "census", "--json")).solvable, "solvable assignments");
  console.log(`        paused at ${(100 * paused.progress).toFixed(0)}%`);
  await shot(page, "ghaly-census");
  assertEqual(page.errors, [], "console errors");
  await page.context().close();
});

test("Ghaly: the wiring over the board (Joyner's Example 28: all red)", async () => {
  const page = await openPage(browser, server.url, { hash: "ghaly4:1111/1111/1111/0000,s=12345678,t=23415678",
                                                      viewport: big });
  const s = await clickControl(page, "Why it works");
  assertEqual(s.tab, "why", "tab");
  assertEqual(s.colours, new Array(16).fill(1), "Example 28 is all red");
  assertEqual(s.solved, true, "solved");
  const { buf } = await shot(page, "why-ghaly-example28");
  assert(pixelStats(decodePng(buf)).nonBackground > 100000, "board and wires drawn");
  assertEqual(page.errors, [], "console errors");
  await page.context().close();
});

test("custom rules editor: clicking a button's cell changes the rules; rank follows the CLI", async () => {
  const id = JSON.parse(cli("machines", "--json")).find((m) => m.name === "custom").default_id;
  const page = await openPage(browser, server.url, { hash: id, viewport: big });
  let s = await clickControl(page, "Why it works");
  assertEqual([s.buttons, s.rank], [13, 12], "the cut-the-knot theory page's 13 buttons have rank 12");
  // Button 1 (the top-left 2x2) also toggles cell 16 after a click on its corner.
  const r = await scrollToControl(page, "Pattern 1");
  await page.mouse.click(r.x + r.width * 7 / 8, r.y + r.height * 7 / 8);
  s = await waitState(page, (st) => st.id !== id);
  assert(s.id.includes(",b=1100/1100/0000/0001."), `edited rules: ${s.id}`);
  assertEqual(s.rank, JSON.parse(cli("analyze", s.id, "--json")).rank, "rank vs CLI analyze");
  s = await clickControl(page, "Add a button");
  assertEqual(s.buttons, 14, "a fourteenth button");
  assertEqual(s.rank, JSON.parse(cli("analyze", s.id, "--json")).rank, "rank vs CLI after adding");
  await shot(page, "why-custom-editor");
  await page.keyboard.press("Control+z");
  s = await waitState(page, (st) => st.buttons === 13);
  assert(s.id.includes(",b=1100/1100/0000/0001."), "Ctrl+Z took back only the added button");
  assertEqual(page.errors, [], "console errors");
  await page.context().close();
});

test("the Why tab on a phone (390x844, touch): Step by tap", async () => {
  const page = await openPage(browser, server.url, { hash: "merlin:100/110/001", touch: true, scale: 2,
                                                      viewport: { width: 390, height: 844 } });
  let s = await clickControl(page, "Why it works", { touch: true });
  assertEqual(s.tab, "why", "tab");
  // The phone layout's bar has a Step (the next press) of its own.
  s = await clickControl(page, "Step elimination", { touch: true });
  assertEqual(s.elimination.step, 1, "a tap on Step");
  assertEqual(s.moves, 0, "the elimination's Step pressed no button");
  await shot(page, "why-phone");
  assertEqual(page.errors, [], "console errors");
  await page.context().close();
});
