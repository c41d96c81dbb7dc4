// browser_graphs.test.mjs: Lights Out beyond the square grid in real Chromium,
// by real clicks and taps: a hexagon and the cube's net solved by following
// hints in the CLI's fewest presses, a graph pasted as graph6 into the
// picker, screenshots of each drawing. Run from the repository root after
// `make native web`.
import { spawnSync } from "node:child_process";
import { test } from "node:test";
import { assert, assertEqual } from "./checks.mjs";
import { browserSuite, clickButton, clickControl, cliSolve, holdKey, openPage, settle, shot, state, waitState } from "./page_support.mjs";
import { decodePng, pixelStats } from "./png.mjs";

const { server, browser } = await browserSuite();

const cli = (...args) => spawnSync("build/native/togglelab", args, { encoding: "utf8" }).stdout.trim();

// Follows the level-2 hint by clicks (or taps) until solved; returns the
// presses. `shown`: the first level is on the screen already. On a phone the
// bar's Hint goes one level further a tap.
async function followHints(page, id, options = {}, shown = false) {
  const answer = cliSolve(id);
  let s = shown ? await state(page) : await clickControl(page, "Hint", options);
  for (let taps = 0; s.hint === null; taps++) {
    assert(taps < 3, "three taps on Hint name a button");
    s = await clickControl(page, options.touch ? "Hint" : "Which button?", options);
  }
  assertEqual(s.min_presses, answer.press_count, `fewest presses of ${id.slice(0, 40)} vs the CLI`);
  let presses = 0;
  while (!s.solved) {
    assert(s.hint !== null, `no hint shown at ${s.id}`);
    const before = s.min_presses;
    s = await clickButton(page, s.hint, options);
    presses++;
    assertEqual(s.min_presses, s.solved ? 0 : before - 1, "each hint brings the goal one press closer");
    assert(presses <= answer.press_count, "hints took more presses than the fewest");
  }
  assertEqual(presses, answer.press_count, "presses by hints");
  return presses;
}

test("a hexagon of side 3 solved by following hints in the fewest presses", async () => {
  const id = cli("new", "--machine", "graph", "--shape", "hexagon", "--n", "3", "--seed", "4");
  assert(id.startsWith("graph-hexagon3:"), id);
  const page = await openPage(browser, server.url, { hash: id });
  let s = await state(page);
  assertEqual([s.buttons, s.title], [19, "Hexagon of side 3"], "19 hexagons");
  // Level 1 rings the hinted button's group, not a row.
  s = await clickControl(page, "Hint");
  assert(s.hint_region.length >= 4 && s.hint_where.includes("ringed"), `level 1: ${s.hint_where}`);
  const { buf } = await shot(page, "graph-hexagon3-level1");
  assert(pixelStats(decodePng(buf)).nonBackground > 50000, "the hexagons are drawn");
  const presses = await followHints(page, id, {}, true);
  console.log(`        hexagon of side 3: ${presses} presses by hints`);
  await shot(page, "graph-hexagon3-solved");
  assertEqual(page.errors, [], "console errors");
  await page.context().close();
});

test("Tiger's Lights Out Cube: its net solved by hints, presses wrapping over the edges", async () => {
  const id = cli("new", "--machine", "graph", "--shape", "cube", "--n", "3", "--seed", "2");
  const page = await openPage(browser, server.url, { hash: id });
  const s = await state(page);
  assertEqual(s.buttons, 54, "54 buttons");
  const presses = await followHints(page, id);
  console.log(`        Lights Out Cube: ${presses} presses by hints`);
  await shot(page, "graph-cube3-solved");
  assertEqual(page.errors, [], "console errors");
  await page.context().close();
});

test("on a 320 px phone, a hexagon is solved by taps on the hints", async () => {
  const id = cli("new", "--machine", "graph", "--shape", "hexagon", "--n", "2", "--seed", "9");
  const page = await openPage(browser, server.url, { hash: id, touch: true, scale: 2, viewport: { width: 320, height: 640 } });
  await followHints(page, id, { touch: true });
  await shot(page, "graph-hexagon2-phone");
  assertEqual(page.errors, [], "console errors");
  await page.context().close();
});

test("the Petersen graph pasted as graph6 into the picker opens with the CLI's rank", async () => {
  const page = await openPage(browser, server.url, { hash: "graph-hexagon3:0000000000000000000" });
  await clickControl(page, "Shape");
  let s = await clickControl(page, "graph6 text");
  // The field shows the board's own graph; replace it with the Petersen graph.
  await clickControl(page, "graph6");
  await holdKey(page, "Control+a");
  await page.keyboard.type("IheA@GUAo");
  s = await clickControl(page, "Apply");
  s = await waitState(page, (t) => t.id.includes("graph6=IheA@GUAo"));
  assertEqual(s.buttons, 10, "ten vertices");
  const analysis = JSON.parse(cli("analyze", s.id, "--json"));
  assertEqual(s.rank, analysis.rank, "rank as the CLI gives it");
  await settle(page, 3);
  const { buf } = await shot(page, "graph-petersen");
  assert(pixelStats(decodePng(buf)).nonBackground > 30000, "the graph is drawn");
  // A bad graph6 is refused with its position, and the game is kept.
  await clickControl(page, "graph6");
  await holdKey(page, "Control+a");
  await page.keyboard.type("Ihe!A");
  s = await clickControl(page, "Apply");
  assert(s.message_is_error && s.message.includes("not a graph6 character"), `message: ${s.message}`);
  assertEqual(s.buttons, 10, "the Petersen graph kept");
  assertEqual(page.errors, [], "console errors");
  await page.context().close();
});
