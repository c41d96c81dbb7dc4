// browser_graphs.test.mjs: Lights Out beyond the square grid in real Chromium,
// by real clicks and taps: a hexagon and the cube's net solved by following
// hints in the CLI's fewest presses, a graph pasted as graph6 into the
// picker, a graph drawn in the editor by the mouse and by a finger (its rank
// the CLI's for its graph6), screenshots of each drawing. Run from the
// repository root after `make native web`.
import { spawnSync } from "node:child_process";
import { test } from "node:test";
import { assert, assertEqual } from "./checks.mjs";
import { browserSuite, centreOf, clickButton, clickControl, cliSolve, holdKey, openPage, scrollToControl, settle, shot, state, touchSender, waitState } from "./page_support.mjs";
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

// The editor's canvas and a point on it as fractions of its side.
async function canvasPoint(page, fx, fy) {
  const r = await page.evaluate(() => window.togglelab.controlRect("Editing canvas"));
  assert(r, "the editing canvas is on screen");
  return { x: r.x + r.width * fx, y: r.y + r.height * fy };
}

// A drag by the mouse from one point to another, a frame a step.
async function mouseDrag(page, a, b, steps = 8) {
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await settle(page, 2);
  for (let i = 1; i <= steps; i++) {
    await page.mouse.move(a.x + ((b.x - a.x) * i) / steps, a.y + ((b.y - a.y) * i) / steps);
    await settle(page, 1);
  }
  await page.mouse.up();
  await settle(page, 3);
}

// Raw touch through the DevTools protocol: a finger's tap and drag.
async function finger(page) {
  const send = await touchSender(page);
  return {
    async tap(p) {
      await send("touchStart", [[p.x, p.y]]);
      await send("touchEnd", []);
      await settle(page, 4);
    },
    async drag(a, b, steps = 8) {
      await send("touchStart", [[a.x, a.y]]);
      await settle(page, 2);
      for (let i = 1; i <= steps; i++) {
        await send("touchMove", [[a.x + ((b.x - a.x) * i) / steps, a.y + ((b.y - a.y) * i) / steps]]);
        await settle(page, 1);
      }
      await send("touchEnd", []);
      await settle(page, 4);
    },
  };
}

// Five vertices (one to start with, four tapped on empty canvas), then the
// edges of a path and one chord by drags; returns the state after each step
// checked. `input`: { tap(point), drag(a, b) } by the mouse or a finger.
async function drawFive(page, input) {
  let s = await state(page);
  assertEqual(s.buttons, 1, "one vertex to start from");
  const spots = [[0.15, 0.2], [0.85, 0.2], [0.85, 0.8], [0.15, 0.8]];
  for (const [fx, fy] of spots) {
    const before = s.buttons;
    await input.tap(await canvasPoint(page, fx, fy));
    s = await waitState(page, (t) => t.buttons === before + 1);
  }
  assertEqual(s.buttons, 5, "five vertices, each by a tap on empty space");
  assert(s.graph_editor.editing, "still editing");
  // Edges 1-2, 2-3, 3-4, 4-5 and 5-2, each a drag from a vertex to another.
  for (const [a, b] of [[1, 2], [2, 3], [3, 4], [4, 5], [5, 2]]) {
    const before = s.id;
    await input.drag(await centreOf(page, a), await centreOf(page, b));
    s = await waitState(page, (t) => t.id !== before);
    assert(s.message.includes(`Added the edge ${Math.min(a, b)}-${Math.max(a, b)}`), `edge ${a}-${b}: ${s.message}`);
  }
  return s;
}

// The rank the CLI gives for the graph's graph6, read independently of the page's ID.
function cliRank(g6, lights) {
  return JSON.parse(cli("analyze", `graph:${"0".repeat(lights)},graph6=${g6}`, "--json")).rank;
}

test("a graph drawn in the editor by the mouse: five vertices, edges by drags, the CLI's rank; move, delete, undo", async () => {
  const page = await openPage(browser, server.url, { hash: "graph:1,graph6=@" });
  await clickControl(page, "Why it works");
  let s = await clickControl(page, "Edit the graph on the board");
  assert(s.graph_editor.editing, "the editor is on");
  const mouse = { tap: (p) => page.mouse.click(p.x, p.y), drag: (a, b) => mouseDrag(page, a, b) };
  s = await drawFive(page, mouse);
  assertEqual(s.rank, cliRank(s.graph_editor.graph6, 5), "rank as the CLI gives it for the drawn graph6");
  assertEqual(s.rank, JSON.parse(cli("analyze", s.id, "--json")).rank, "and for the page's puzzle ID");
  console.log(`        drawn: ${s.graph_editor.graph6}, rank ${s.rank}`);
  const { buf } = await shot(page, "graph-editor");
  assert(pixelStats(decodePng(buf)).nonBackground > 20000, "the editor's canvas is drawn");
  // A drag from a vertex to empty space moves it: the same graph, a new place.
  const g6 = s.graph_editor.graph6;
  const was = await centreOf(page, 3);
  let id = s.id;
  await mouseDrag(page, was, await canvasPoint(page, 0.5, 0.9));
  s = await waitState(page, (t) => t.id !== id);
  assertEqual(s.graph_editor.graph6, g6, "moving keeps the graph");
  assert(s.message.startsWith("Moved vertex 3"), s.message);
  // The same drag again removes an edge: 2-3 goes.
  id = s.id;
  await mouseDrag(page, await centreOf(page, 2), await centreOf(page, 3));
  s = await waitState(page, (t) => t.id !== id);
  assert(s.message.includes("Removed the edge 2-3"), s.message);
  // Tap a vertex to pick it, then Delete.
  await page.mouse.click((await centreOf(page, 4)).x, (await centreOf(page, 4)).y);
  s = await waitState(page, (t) => t.graph_editor.selected === 4);
  s = await clickControl(page, "Delete vertex");
  s = await waitState(page, (t) => t.buttons === 4);
  assertEqual(s.rank, JSON.parse(cli("analyze", s.id, "--json")).rank, "rank after the delete, as the CLI gives it");
  // Every edit was a game of its own: Undo (Ctrl+Z) takes the delete back.
  await holdKey(page, "Control+z");
  s = await waitState(page, (t) => t.buttons === 5);
  assertEqual(page.errors, [], "console errors");
  await page.context().close();
});

test("on a 320 px phone, a graph drawn by a finger: taps add vertices, drags add edges", async () => {
  const page = await openPage(browser, server.url, { hash: "graph:0,graph6=@", touch: true, scale: 2, viewport: { width: 320, height: 640 } });
  await clickControl(page, "Why it works", { touch: true });
  let s = await clickControl(page, "Edit the graph on the board", { touch: true });
  assert(s.graph_editor.editing, "the editor is on");
  const f = await finger(page);
  s = await drawFive(page, f);
  assertEqual(s.rank, cliRank(s.graph_editor.graph6, 5), "rank as the CLI gives it for the drawn graph6");
  assertEqual(s.moves, 0, "no press was made: the board's gestures were the editor's");
  await shot(page, "graph-editor-phone");
  assertEqual(page.errors, [], "console errors");
  await page.context().close();
});

test("a graph6 pasted into the editor opens under the rules in play", async () => {
  const page = await openPage(browser, server.url, { hash: "graph-hexagon2-k3:0000000" });
  const shown = await clickControl(page, "Why it works");
  // A hexagon of side 2 is drawn as tiles, not lines; its graph still has
  // the centre's 6 edges and the ring's 6.
  assertEqual(shown.graph_editor.edges, 12, "the hexagon's edges counted from its graph");
  await clickControl(page, "Paste graph6");
  await page.keyboard.type("Dhc");
  let s = await clickControl(page, "Open graph6");
  s = await waitState(page, (t) => t.graph_editor.graph6 === "Dhc");
  assertEqual([s.buttons, s.states], [5, 3], "five vertices, three states kept");
  assert(!s.solved, "a puzzle is dealt on it");
  assertEqual(s.rank, JSON.parse(cli("analyze", s.id, "--json")).rank, "rank as the CLI gives it");
  assertEqual(page.errors, [], "console errors");
  await page.context().close();
});

test("the atlas of hexagons by side: computed in the page as the CLI computes it; a bar opens its board", async () => {
  const page = await openPage(browser, server.url, { hash: "graph-hexagon3:0000000000000000000" });
  await clickControl(page, "Why it works");
  await clickControl(page, "Family atlas");
  let s = await clickControl(page, "Compute the atlas");
  s = await waitState(page, (t) => t.family_atlas && t.family_atlas.nullities.length === t.family_atlas.members, 30000);
  const cli_rows = JSON.parse(cli("atlas", "--machine", "graph", "--shape", "hexagon", "--max", "64", "--json")).rows;
  assertEqual(s.family_atlas.family, "Hexagons by side", "family");
  assertEqual(s.family_atlas.members, 18, "sides 1..18 fit the page's 1024 cells (side 18: 919)");
  assertEqual(s.family_atlas.nullities, cli_rows.slice(0, 18).map((r) => r.nullity), "nullities as the CLI gives them");
  console.log(`        hexagons by side, nullity: ${s.family_atlas.nullities.join(" ")}`);
  // A click on the fifth bar opens the hexagon of side 5.
  const plot = await scrollToControl(page, "Family atlas plot");
  await shot(page, "graph-family-atlas");
  await page.mouse.click(plot.x + (plot.width * 4.5) / 18, plot.y + plot.height - 2);
  s = await waitState(page, (t) => t.title === "Hexagon of side 5");
  assertEqual(s.buttons, 61, "61 cells");
  assertEqual(page.errors, [], "console errors");
  await page.context().close();
});

// graph6 of a random graph (McKay's format: n >= 63 as '~' and 18 bits, then
// the upper triangle column by column, six bits a character), seeded.
function randomGraph6(n, degree, seed) {
  let x = seed >>> 0;
  const random = () => ((x = (Math.imul(x, 1664525) + 1013904223) >>> 0) / 2 ** 32);
  const p = degree / (n - 1);
  let out = n < 63 ? String.fromCharCode(63 + n) : "~" + [12, 6, 0].map((s) => String.fromCharCode(63 + ((n >> s) & 63))).join("");
  let bits = 0, count = 0;
  for (let j = 1; j < n; j++)
    for (let i = 0; i < j; i++) {
      bits = (bits << 1) | (random() < p ? 1 : 0);
      if (++count === 6) {
        out += String.fromCharCode(63 + bits);
        bits = count = 0;
      }
    }
  if (count) out += String.fromCharCode(63 + (bits << (6 - count)));
  return out;
}

test("a random 1024-vertex graph: opened and solved in the page in the fewest presses the CLI finds (the time printed)", async () => {
  const page = await openPage(browser, server.url, { hash: "graph-petersen:0000000000" });
  const g6 = randomGraph6(1024, 8, 7);
  const id = cli("new", "--machine", "graph", "--shape", "graph6", "--graph6", g6, "--seed", "5");
  assert(id.startsWith("graph:") && id.length > 87000, `a 1024-vertex ID: ${id.slice(0, 40)}`);
  const answer = cliSolve(id);
  // The load (parsing the ID, building the rules) and the first state (the
  // fewest-press solve, the rank, the hint's levels), timed inside the page.
  const timed = await page.evaluate((text) => {
    const t0 = performance.now();
    const opened = window.togglelab.load(text);
    const t1 = performance.now();
    const s = window.togglelab.state();
    return { opened, loadMs: t1 - t0, solveMs: performance.now() - t1, s };
  }, id);
  assert(timed.opened, "the ID opens");
  assertEqual(timed.s.buttons, 1024, "1024 vertices");
  assertEqual([timed.s.min_presses, timed.s.minimal], [answer.press_count, answer.minimal], "fewest presses as the CLI finds them");
  console.log(`        random 1024-vertex graph (degree 8) in the page: load ${timed.loadMs.toFixed(1)} ms, first state (solve, rank) ${timed.solveMs.toFixed(1)} ms, ${answer.press_count} presses, minimal ${answer.minimal}`);
  await settle(page, 3);
  // So many vertices are small: the wheel zooms in about the pointer, and a
  // click then presses the vertex under it.
  const board = await centreOf(page, timed.s.hint ?? 1);
  await page.mouse.move(board.x, board.y);
  for (let i = 0; i < 4; i++) {
    await page.mouse.wheel(0, -120);
    await settle(page, 2);
  }
  let z = await state(page);
  assert(z.zoom > 2, `zoomed in: ${z.zoom}`);
  const target = z.hint ?? 1;
  z = await clickButton(page, target);
  assertEqual(z.moves, 1, `a click on the zoomed board pressed vertex ${target}`);
  await shot(page, "graph-random1024");
  assertEqual(page.errors, [], "console errors");
  await page.context().close();
});

// The buttons 1..count that show on the board now (a turned-away face's have no rectangle).
async function shownButtons(page, count) {
  const list = [];
  for (let b = 1; b <= count; b++) if (await page.evaluate((i) => window.togglelab.buttonRect(i), b)) list.push(b);
  return list;
}

test("Tiger's cube as a turning 3D view: solved by hints, turned by drags wherever the hint is hidden", async () => {
  const id = cli("new", "--machine", "graph", "--shape", "cube", "--n", "3", "--seed", "2");
  const answer = cliSolve(id);
  const page = await openPage(browser, server.url, { hash: id });
  let s = await clickControl(page, "Turning 3D view");
  assert(s.solid_view, "the 3D view is on");
  assertEqual((await shownButtons(page, 54)).length, 27, "three faces of nine show");
  const { buf } = await shot(page, "graph-cube3-3d");
  assert(pixelStats(decodePng(buf)).nonBackground > 30000, "the cube is drawn");
  // A drag turns the cube and presses nothing.
  const board = await page.evaluate(() => window.togglelab.controlRect("Panel"));
  const at = { x: board.x / 2, y: 400 };
  const turn = async (dx, dy) => {
    const before = (await state(page)).moves;
    await mouseDrag(page, at, { x: at.x + dx, y: at.y + dy }, 6);
    assertEqual((await state(page)).moves, before, "a turn presses nothing");
  };
  s = await clickControl(page, "Hint");
  s = await clickControl(page, "Which button?");
  let presses = 0, turns = 0;
  while (!s.solved) {
    assert(s.hint !== null, `no hint at ${s.id}`);
    // Turn until the hinted button shows: a quarter turn sideways, and every
    // fourth turn a tilt, down (the down face shows) and up again by turns.
    while (!(await page.evaluate((i) => window.togglelab.buttonRect(i), s.hint))) {
      const tilt = turns % 4 === 3 ? (Math.floor(turns / 4) % 2 === 0 ? -200 : 200) : 0;
      await turn(tilt ? 0 : 157, tilt);
      assert(++turns < 40, "the hint's face never showed");
    }
    const before = s.min_presses;
    s = await clickButton(page, s.hint);
    presses++;
    assertEqual(s.min_presses, s.solved ? 0 : before - 1, "each hint brings the goal one press closer");
  }
  assertEqual(presses, answer.press_count, "presses by hints in 3D: the fewest");
  console.log(`        Lights Out Cube in 3D: ${presses} presses by hints, ${turns} turns`);
  await shot(page, "graph-cube3-3d-solved");
  assertEqual(page.errors, [], "console errors");
  await page.context().close();
});

test("on a 320 px phone, the 3D cube turns under a finger's drag and a tap presses a sticker", async () => {
  const page = await openPage(browser, server.url, { hash: "graph-cube3:" + "0".repeat(54), touch: true, scale: 2, viewport: { width: 320, height: 640 } });
  let s = await clickControl(page, "Turning 3D view", { touch: true });
  assert(s.solid_view, "the 3D view is on");
  const before = await shownButtons(page, 54);
  assertEqual(before.length, 27, "three faces show");
  const a = await centreOf(page, 23);  // the front face's middle
  await (await finger(page)).drag(a, { x: a.x + 120, y: a.y }, 10);
  const after = await shownButtons(page, 54);
  assert(after.includes(14) && !after.includes(32), `turned: the left face's middle shows, the right's not (${after})`);
  assertEqual((await state(page)).moves, 0, "a drag presses nothing");
  s = await clickButton(page, 23, { touch: true });
  assertEqual(s.moves, 1, "a tap presses");
  assertEqual(s.cells.filter((v) => v).length, 5, "the sticker and its four neighbours lit");
  await shot(page, "graph-cube3-3d-phone");
  assertEqual(page.errors, [], "console errors");
  await page.context().close();
});
