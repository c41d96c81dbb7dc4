// browser_game.test.mjs: the game screen's help and controls in real Chromium, by
// real clicks and key presses: hints, the step-through, undo/redo, edit mode,
// links and reloads. Run from the repository root after `make native web`.
import { test } from "node:test";
import { assert, assertEqual } from "./checks.mjs";
import { browserSuite, openPage, clickButton, clickControl, waitState, cliSolve, shot, state, settle }
  from "./page_support.mjs";

// One server and one browser for this file's tests, closed after them.
const { server, browser } = await browserSuite();
const START = "merlin:100/110/001";

test("the hint's three levels each add one thing, by clicks", async () => {
  const page = await openPage(browser, server.url, { hash: "lightsout5x5:00000/00100/01110/00100/00000", viewport: { width: 1280, height: 900 } });
  let s = await clickControl(page, "Hint");
  assertEqual([s.hint_level, s.hint], [1, null], "level 1 names no button");
  assertEqual(s.hint_region, [11, 12, 13, 14, 15], "level 1: the board's row 3");
  assert(s.hint_where.includes("row 3") && s.hint_which === "" && s.hint_why === "", `level 1 words: ${s.hint_where}`);
  await shot(page, "hint-level1-where");
  s = await clickControl(page, "Which button?");
  assertEqual([s.hint_level, s.hint], [2, 13], "level 2 rings the centre, in that row");
  assert(s.hint_region.includes(s.hint) && s.hint_which.includes("button 13") && s.hint_why === "", `level 2 words: ${s.hint_which}`);
  s = await clickControl(page, "Why?");
  assertEqual([s.hint_level, s.hint], [3, 13], "level 3 keeps the button");
  assert(s.hint_why.includes("Light chasing"), `level 3: the chasing argument: ${s.hint_why}`);
  await shot(page, "hint-level3-why");
  s = await clickControl(page, "Hide hint");
  assertEqual([s.hint_level, s.hint], [0, null], "a fourth click hides it");
  // Merlin: the why is the column of A^-1.
  await page.evaluate(() => window.togglelab.load("merlin:100/110/001"));
  s = await waitState(page, (st) => st.id === "merlin:100/110/001");
  for (const label of ["Hint", "Which button?", "Why?"]) s = await clickControl(page, label);
  assert(s.hint_why.includes("A^-1"), `Merlin's why: ${s.hint_why}`);
  assertEqual(page.errors, [], "console errors");
  await page.context().close();
});

test("following the level-2 hint solves in the minimal number of presses (the CLI's count)", async () => {
  const page = await openPage(browser, server.url, { hash: START });
  const cli = cliSolve(START);
  await clickControl(page, "Hint");
  let s = await clickControl(page, "Which button?");
  assertEqual(s.min_presses, cli.press_count, "min_presses vs CLI");
  let presses = 0;
  while (!s.solved) {
    assert(s.hint !== null, `no hint shown at ${s.id}`);
    const before = s.min_presses;
    s = await clickButton(page, s.hint);
    presses++;
    assertEqual(s.min_presses, s.solved ? 0 : before - 1, "each hint brings the goal one press closer");
    assert(presses <= cli.press_count, "hints took more presses than the minimum");
  }
  assertEqual(presses, cli.press_count, "presses by hints");
  assertEqual(s.help_used, true, "help shown as used");
  await shot(page, "merlin-hint-solved");
  assertEqual(page.errors, [], "console errors");
  await page.context().close();
});

test("step-through: Show solution, Next, Previous, Play", async () => {
  const page = await openPage(browser, server.url, { hash: START });
  const cli = cliSolve(START);
  let s = await clickControl(page, "Show solution");
  assertEqual(s.marks, cli.presses, "marks are the CLI's minimal solution");
  await shot(page, "merlin-step-marks");
  s = await clickControl(page, "Next");
  assertEqual(s.marks, cli.presses.slice(1), "Next presses the first mark");
  assertEqual(s.moves, 1, "moves after Next");
  s = await clickControl(page, "Previous");
  assertEqual(s.marks, cli.presses, "Previous undoes it");
  assertEqual(s.moves, 0, "moves after Previous");
  // Marks stay right when the player presses something else meanwhile.
  s = await clickButton(page, 1);
  const other = cliSolve(s.id);
  assertEqual(s.marks, other.presses, "marks after an unrelated press");
  await clickControl(page, "Play");
  s = await waitState(page, (st) => st.solved, 15000);
  assertEqual(s.marks, [], "no marks once solved");
  assertEqual(s.moves, 1 + other.press_count, "Play pressed exactly the marks");
  await page.context().close();
});

test("undo and redo by buttons and by keys", async () => {
  const page = await openPage(browser, server.url, { hash: START });
  const start = await state(page);
  await clickButton(page, 1);
  let s = await clickButton(page, 2);
  assertEqual(s.undo_depth, start.undo_depth + 2, "undo depth after two presses");
  s = await clickControl(page, "Undo");
  assertEqual([s.moves, s.redo_depth], [1, 1], "after Undo");
  await page.keyboard.press("u");
  s = await waitState(page, (st) => st.moves === 0);
  assertEqual(s.id, start.id, "back at the start by U");
  await page.keyboard.press("Control+y");
  s = await waitState(page, (st) => st.moves === 1);
  s = await clickControl(page, "Redo");
  assertEqual([s.moves, s.redo_depth], [2, 0], "after Redo");
  await page.keyboard.press("Control+z");
  s = await waitState(page, (st) => st.moves === 1);
  // New is undoable too.
  const beforeNew = s;
  s = await clickControl(page, "New");
  assertEqual([s.moves, s.undo_depth, s.solved], [0, beforeNew.undo_depth + 1, false], "New dealt a game: a new history entry, no moves, not solved");
  s = await clickControl(page, "Undo");
  assertEqual(s.moves, 1, "Undo goes back across New");
  assertEqual(page.errors, [], "console errors");
  await page.context().close();
});

test("keyboard: arrows move the cursor, Space presses, H hints (one level further each time)", async () => {
  const page = await openPage(browser, server.url, { hash: "merlin:000/000/000" });
  await page.mouse.click(5, 5);  // focus the canvas without touching a button
  // The cursor starts on button 1; right, down reaches button 5.
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Space");
  let s = await waitState(page, (st) => st.moves === 1);
  assertEqual(s.cells.map((v, i) => (v ? i + 1 : 0)).filter(Boolean), [2, 4, 5, 6, 8], "Space pressed button 5");
  await page.keyboard.press("h");
  s = await waitState(page, (st) => st.hint_level === 1);
  assertEqual(s.hint, null, "the first H: where to look, no button yet");
  await page.keyboard.press("h");
  s = await waitState(page, (st) => st.hint !== null);
  assertEqual(s.hint, cliSolve(s.id).presses[0], "H shows the first press of the minimal solution");
  await page.context().close();
});

test("edit mode sets the lights and the goal by clicking", async () => {
  const page = await openPage(browser, server.url, { hash: "merlin:000/000/000" });
  let s = await clickControl(page, "Edit");
  assertEqual(s.edit_mode, true, "edit mode on");
  s = await clickButton(page, 5);
  assertEqual(s.cells, [0, 0, 0, 0, 1, 0, 0, 0, 0], "editing the lights switches one cell");
  await clickControl(page, "goal");
  const before = s.goal;
  s = await clickButton(page, 1);
  assertEqual(s.goal, [1 - before[0], ...before.slice(1)], "editing the goal switches one cell");
  await shot(page, "merlin-edit");
  s = await clickControl(page, "Edit");
  s = await clickButton(page, 5);
  assertEqual(s.moves, 1, "playing again after edit");
  assert(s.min_presses !== null, "the edited puzzle is solved by the solver");
  await page.context().close();
});

test("a link opens the same puzzle in a fresh page; a reload keeps the game", async () => {
  const page = await openPage(browser, server.url, { hash: START });
  await clickButton(page, 1);
  const s = await clickButton(page, 3);
  const url = page.url();
  assertEqual(decodeURIComponent(url.split("#")[1]), s.id, "URL hash is the ID");
  const fresh = await openPage(browser, url);
  const f = await state(fresh);
  assertEqual([f.id, f.cells, f.goal], [s.id, s.cells, s.goal], "fresh page state");
  await fresh.context().close();
  // The same browser profile without a hash: the last game comes back.
  const again = await openPage(browser, server.url, { context: page.context() });
  assertEqual((await state(again)).id, s.id, "game after reopening without a hash");
  await page.context().close();
});
