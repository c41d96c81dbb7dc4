// browser_machines.test.mjs: every machine in real Chromium: picked from the menu
// by clicks, a press changes exactly the right cells (checked against the
// rules written out below: Lights Out's plus, and Quatrainment as Tekriwal and
// Sinha word it in "The Game of Quatrainment", section 2.2), hints solve in the
// CLI's minimal count, and a screenshot of each. (Frame times of large
// boards: browser_frames.test.mjs.)
import { spawnSync } from "node:child_process";
import { test } from "node:test";
import { assert, assertEqual } from "./checks.mjs";
import { decodePng, pixelStats } from "./png.mjs";
import { browserSuite, openPage, clickButton, clickControl, waitState, cliSolve, shot, state, settle }
  from "./page_support.mjs";

// One server and one browser for this file's tests, closed after them.
const { server, browser } = await browserSuite();
const cli = (...args) => spawnSync("build/native/togglelab", args, { encoding: "utf8" }).stdout.trim();

// --- the rules, written out independently of the C++ core ------------------
// Lights Out: the pressed cell and its four neighbours (wrapping on a torus,
// where a cell met twice is toggled twice, i.e. not at all).
function lightsOutPress(rows, cols, torus, b) {
  const out = new Array(rows * cols).fill(0);
  const r = Math.floor(b / cols), c = b % cols;
  for (const [dr, dc] of [[0, 0], [1, 0], [-1, 0], [0, 1], [0, -1]]) {
    let rr = r + dr, cc = c + dc;
    if (torus) { rr = (rr + rows) % rows; cc = (cc + cols) % cols; }
    else if (rr < 0 || rr >= rows || cc < 0 || cc >= cols) continue;
    out[rr * cols + cc] ^= 1;
  }
  return out;
}
// Quatrainment, Tekriwal and Sinha's worded rules: a corner flips its corner triangle of
// six, an edge cell its three neighbours (not itself), a centre cell the plus.
function quatrainmentPress(b) {
  const out = new Array(16).fill(0);
  const r = Math.floor(b / 4), c = b % 4;
  const corner = (r === 0 || r === 3) && (c === 0 || c === 3);
  const edge = !corner && (r === 0 || r === 3 || c === 0 || c === 3);
  if (corner) {
    for (let i = 0; i < 4; i++) for (let j = 0; j < 4; j++) {
      const di = r === 0 ? i : 3 - i, dj = c === 0 ? j : 3 - j;
      if (di + dj <= 2) out[i * 4 + j] = 1;
    }
  } else {
    for (const [dr, dc] of [[0, 0], [1, 0], [-1, 0], [0, 1], [0, -1]]) {
      if (edge && dr === 0 && dc === 0) continue;
      const rr = r + dr, cc = c + dc;
      if (rr >= 0 && rr < 4 && cc >= 0 && cc < 4) out[rr * 4 + cc] = 1;
    }
  }
  return out;
}
const xor = (a, b) => a.map((v, i) => v ^ b[i]);

async function pickMachine(page, title) {
  await clickControl(page, "Machine");
  await clickControl(page, title);
  return waitState(page, (s) => s.title === title);
}

async function followHints(page, id) {
  const expected = cliSolve(id).press_count;
  await clickControl(page, "Hint");  // level 1: where to look
  let s = await clickControl(page, "Which button?");  // level 2: the ring
  let presses = 0;
  while (!s.solved) {
    assert(s.hint !== null, `no hint at ${s.id}`);
    s = await clickButton(page, s.hint);
    if (++presses > expected) throw new Error(`more than ${expected} presses`);
  }
  assertEqual(presses, expected, "presses by hints vs CLI minimum");
  return s;
}

test("Lights Out: picked by clicks, a press toggles the plus, hints solve minimally", async () => {
  const page = await openPage(browser, server.url, { viewport: { width: 1280, height: 800 } });
  let s = await pickMachine(page, "Lights Out");
  assertEqual([s.machine, s.rows, s.cols], ["lightsout", 5, 5], "picked machine");
  for (const b of [1, 13, 25, 7]) {
    const before = s.cells;
    s = await clickButton(page, b);
    assertEqual(xor(before, s.cells), lightsOutPress(5, 5, false, b - 1), `cells toggled by button ${b}`);
  }
  s = await followHints(page, s.id);
  await shot(page, "lightsout-solved");
  assertEqual(page.errors, [], "console errors");
  await page.context().close();
});

test("Lights Out on a 4x4 torus: wrapped presses", async () => {
  const id = cli("new", "--machine", "lightsout", "--size", "4x4", "--torus", "--seed", "7");
  const page = await openPage(browser, server.url, { hash: id });
  let s = await state(page);
  for (const b of [1, 6, 16]) {
    const before = s.cells;
    s = await clickButton(page, b);
    assertEqual(xor(before, s.cells), lightsOutPress(4, 4, true, b - 1), `torus button ${b}`);
  }
  await shot(page, "lightsout-torus");
  await page.context().close();
});

test("Quatrainment: presses follow Tekriwal and Sinha's rules, hints reach the target", async () => {
  const page = await openPage(browser, server.url);
  let s = await pickMachine(page, "Quatrainment");
  for (const b of [1, 2, 4, 6, 16]) {
    const before = s.cells;
    s = await clickButton(page, b);
    assertEqual(xor(before, s.cells), quatrainmentPress(b - 1), `cells toggled by button ${b}`);
  }
  s = await followHints(page, s.id);
  assertEqual(s.cells, s.goal, "matches the target");
  await shot(page, "quatrainment-solved");
  await page.context().close();
});

test("Custom rules (the cut-the-knot theory page's sub-boards): buttons off the board, rank shown", async () => {
  const page = await openPage(browser, server.url);
  let s = await pickMachine(page, "Custom rules");
  assertEqual([s.rows, s.cols, s.buttons], [4, 4, 13], "the cut-the-knot theory page's 4x4 board with 13 buttons");
  // Button 1 is the top-left 2x2 sub-board.
  const before = s.cells;
  s = await clickButton(page, 1);
  assertEqual(xor(before, s.cells), [1, 1, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], "button 1 flips its 2x2");
  s = await followHints(page, s.id);
  await shot(page, "custom-solved");
  // The rank the page shows (the Play tab's rank line reads the same field)
  // is the CLI's, and below 16: not every colouring can be reached.
  const analysis = JSON.parse(cli("analyze", s.id, "--json"));
  assertEqual(s.rank, analysis.rank, "the page's rank is the CLI's");
  assert(s.rank < 16, `rank ${s.rank} < 16 cells`);
  await page.context().close();
});

test("Ghaly 4x4: colours match the core's, hints solve in the nearest count", async () => {
  const page = await openPage(browser, server.url);
  let s = await pickMachine(page, "Ghaly's machine");
  assertEqual(s.machine, "ghaly", "picked Ghaly");
  assertEqual(s.colours.length, 16, "16 colours");
  s = await clickButton(page, 1);
  const m = s.id.match(/^ghaly4:([01/]+),s=(\d+),t=(\d+)$/);
  assert(m, `ID ${s.id}`);
  const core = JSON.parse(cli("ghaly", "colours", "--W", m[1].replaceAll("/", ""), "--sigma", m[2], "--tau", m[3], "--json"));
  assertEqual(s.colours, core.colours.flat(), "colours shown vs the CLI's");
  s = await followHints(page, s.id);
  const lit = new Set(s.colours);
  assert(lit.size === 1 && !lit.has(0), `solved means one colour, lit: ${s.colours}`);
  const { buf } = await shot(page, "ghaly-solved");
  assert(pixelStats(decodePng(buf)).nonBackground > 50000, "board drawn");
  await page.context().close();
});
