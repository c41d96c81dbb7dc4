// browser_links.test.mjs: links that open a step of the Why tab, in real Chromium.
// A link to elimination step 12 opens at step 12, and the URL follows the
// step a student clicks to; a student's own elimination and the chasing
// lesson in its second phase travel in the link and go on from where they
// were, by clicks; "Copy link to this view" copies the same text; a link
// whose Why part does not fit the puzzle opens the puzzle and says why.
import { spawnSync } from "node:child_process";
import { test } from "node:test";
import { assert, assertEqual } from "./checks.mjs";
import { browserSuite, openPage, clickButton, clickControl, settle, shot, state, waitState,
  cliSolve } from "./page_support.mjs";

// One server and one browser for this file's tests, closed after them.
const { server, browser } = await browserSuite();
const cli = (...args) => spawnSync("build/native/togglelab", args, { encoding: "utf8" }).stdout.trim();
const big = { width: 1400, height: 1000 };
const MERLIN = "merlin:100/110/001";  // Arnold and Blaszak's worked example
const hashOf = (page) => page.evaluate(() => decodeURIComponent(location.hash.substring(1)));

test("a link to elimination step 12 opens at step 12; the URL follows the steps clicked", async () => {
  const page = await openPage(browser, server.url, { hash: `${MERLIN}~elim=12`, viewport: big });
  let s = await state(page);
  assertEqual([s.id, s.tab, s.elimination.step], [MERLIN, "why", 12], "puzzle, tab and step");
  assert(s.elimination.steps > 12 && s.elimination.caption.length > 0, `step 12 of ${s.elimination.steps}: ${s.elimination.caption}`);
  assert(!s.message_is_error, s.message);
  await shot(page, "link-elim-12");
  s = await clickControl(page, "Step");
  assertEqual(s.elimination.step, 13, "Step from the linked step");
  assertEqual(await hashOf(page), `${MERLIN}~elim=13`, "the URL names the step shown");
  assertEqual(s.link, `${MERLIN}~elim=13`, "the hook's link");
  // The copied link is the same text.
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
  await clickControl(page, "Copy link to this view");
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const here = await page.evaluate(() => location.origin + location.pathname);
  assertEqual(copied, `${here}#${MERLIN}~elim=13`, "the copied link");
  // Reloading the page (the link followed again) opens at step 13.
  await page.reload();
  await page.waitForFunction(() => window.togglelab && window.togglelab.ready());
  await settle(page);
  s = await state(page);
  assertEqual([s.tab, s.elimination.step], ["why", 13], "after a reload");
  // Back on the Play tab the link is the puzzle alone.
  s = await clickControl(page, "Play tab");
  assertEqual(await hashOf(page), MERLIN, "the Play tab's link");
  assertEqual(page.errors, [], "console errors");
  await page.context().close();
});

test("a student's own elimination travels in the link and goes on by clicks to the solution", async () => {
  const page = await openPage(browser, server.url, { hash: MERLIN, viewport: big });
  await clickControl(page, "Why it works");
  let s = await clickControl(page, "Do it yourself");
  const clickNext = async (p, st) => {
    const n = st.diy.next;
    await clickControl(p, `Row ${n.row}`);
    await clickControl(p, `Row ${n.other}`);
    return clickControl(p, n.kind === "swap" ? "Swap" : "Add");
  };
  for (let i = 0; i < 4; i++) s = await clickNext(page, s);
  assertEqual(s.diy.operations, 4, "four operations done");
  const link = await hashOf(page);
  assert(/~diy=[sam0-9.x-]+$/.test(link), `the link carries them: ${link}`);
  const other = await openPage(browser, server.url, { hash: link, viewport: big });
  let o = await state(other);
  assertEqual([o.tab, o.diy.operations, o.diy.columns_done, o.diy.status], ["why", 4, s.diy.columns_done, s.diy.status],
              "opened where the student was");
  assert(!o.message_is_error, o.message);
  await shot(other, "link-diy-4");
  while (!o.diy.reduced) {
    o = await clickNext(other, o);
    assert(o.diy.operations < 100, "reduced within 100 operations");
  }
  assertEqual(o.diy.solution, cliSolve(MERLIN).presses, "s read off = the solver's presses");
  o = await clickControl(other, "Press s on the board");
  assertEqual([o.solved, o.moves], [true, 4], "s pressed solves the board");
  assertEqual(other.errors, [], "console errors");
  await other.context().close();
  await page.context().close();
});

test("the chasing lesson at its second phase travels in the link and walks to solved", async () => {
  const id = cli("new", "--machine", "lightsout", "--size", "5x5", "--seed", "5");  // its chase leaves a last row
  const page = await openPage(browser, server.url, { hash: id, viewport: big });
  await clickControl(page, "Why it works");
  await clickControl(page, "Lesson: light chasing");
  let s = await clickControl(page, "Start the lesson");
  while (s.lesson.phase === "chase") s = await clickButton(page, s.lesson.buttons[0]);
  assertEqual(s.lesson.phase, "lookup", "the chase ends at the look-up");
  const link = await hashOf(page);
  assert(/~lesson=2:[0-9]{5}$/.test(link), `the link names phase 2 and the top-row presses: ${link}`);
  const other = await openPage(browser, server.url, { hash: link, viewport: big });
  let o = await state(other);
  assert(o.lesson, `the lesson runs: ${o.message}`);
  assertEqual([o.lesson.phase, o.lesson.buttons, o.lesson.times], ["lookup", s.lesson.buttons, s.lesson.times],
              "the same look-up");
  await shot(other, "link-lesson-phase2");
  let presses = 0;
  const phases = new Set();
  while (!o.solved) {
    phases.add(o.lesson.phase);
    o = await clickButton(other, o.lesson.buttons[0]);
    assert(!o.message_is_error, `the marked press was accepted: ${o.message}`);
    assert(++presses < 200, "the lesson ends");
  }
  assertEqual(o.lesson.phase, "solved", "the lesson says solved");
  assert(phases.has("chase_again"), "the second chase came after the look-up");
  assertEqual(other.errors, [], "console errors");
  await other.context().close();
  await page.context().close();
});

test("a Why part that does not fit opens the puzzle and says why; a malformed one names the character", async () => {
  const page = await openPage(browser, server.url, { hash: `${MERLIN}~elim=99`, viewport: big });
  let s = await state(page);
  assertEqual(s.id, MERLIN, "the puzzle opened");
  assert(s.message_is_error && /has 44 steps here, so there is no step 99/.test(s.message), s.message);
  assertEqual(s.elimination.step, 0, "no step applied");
  await shot(page, "link-elim-99");
  // Followed on the same page: a lesson on a board it is not for, a malformed operation.
  await page.evaluate((h) => { location.hash = h; }, `${MERLIN}~lesson=1`);
  s = await waitState(page, (st) => /light-chasing lesson is for Lights Out/.test(st.message));
  assert(!s.lesson, "no lesson on Merlin");
  await page.evaluate((h) => { location.hash = h; }, `${MERLIN}~diy=s1`);
  s = await waitState(page, (st) => /at character 26/.test(st.message));  // 1-based: just past "s1"
  assert(/expected '-'/.test(s.message), s.message);
  // A link on the page's own hash: the same as the link it opens.
  await page.evaluate((h) => { location.hash = h; }, `${MERLIN}~diy=s1-2`);
  s = await waitState(page, (st) => st.diy && st.diy.operations === 1);
  assert(!s.message_is_error, s.message);
  assertEqual(page.errors, [], "console errors");
  await page.context().close();
});
