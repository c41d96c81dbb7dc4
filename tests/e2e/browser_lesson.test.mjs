// browser_lesson.test.mjs: the light-chasing lesson in real Chromium, by clicks on
// the canvas: it opens from the Why tab, marks the buttons to press, refuses
// a press off the method with its reason (the board unchanged), and walking
// its marks (chase, look the last row up in the table, chase again) ends
// solved, on 5x5 Lights Out with 2 and with 3 states.
import { spawnSync } from "node:child_process";
import { test } from "node:test";
import { assert, assertEqual } from "./checks.mjs";
import { browserSuite, openPage, centreOf, clickButton, clickControl, settle, shot, state }
  from "./page_support.mjs";

// One server and one browser for this file's tests, closed after them.
const { server, browser } = await browserSuite();
const cli = (...args) => spawnSync("build/native/togglelab", args, { encoding: "utf8" }).stdout.trim();

async function walkLesson(page, id, name) {
  let s = await clickControl(page, "Why it works");
  s = await clickControl(page, "Lesson: light chasing");
  s = await clickControl(page, "Start the lesson");
  assert(s.lesson, "the lesson runs");
  assertEqual(s.lesson.phase, "chase", "it begins by chasing");
  // A press that is not marked: refused with the reason, nothing pressed.
  const wrong = [...Array(s.buttons).keys()].map((i) => i + 1).find((b) => !s.lesson.buttons.includes(b));
  const before = s.cells;
  const at = await centreOf(page, wrong);
  await page.mouse.click(at.x, at.y);
  await settle(page, 4);
  s = await state(page);
  assert(s.message_is_error && /Not that one/.test(s.message), `refused: ${s.message}`);
  assertEqual(s.cells, before, "the refused press changed nothing");
  const phases = new Set();
  let presses = 0;
  await shot(page, `${name}-chase`);
  while (!s.solved) {
    phases.add(s.lesson.phase);
    if (s.lesson.phase === "lookup" && !phases.has("shot")) { phases.add("shot"); await shot(page, `${name}-lookup`); }
    assert(s.lesson.buttons.length > 0, `the lesson marks a button (${s.lesson.phase}: ${s.lesson.text})`);
    s = await clickButton(page, s.lesson.buttons[0]);
    assert(!s.message_is_error, `the marked press was accepted: ${s.message}`);
    if (++presses > 400) throw new Error("the lesson does not end");
  }
  assertEqual(s.lesson.phase, "solved", "the lesson says solved");
  assertEqual(s.lesson.presses, presses, "every press counted");
  assertEqual(s.moves, presses, "the move counter");
  await shot(page, `${name}-solved`);
  return phases;
}

test("5x5 Lights Out: chase, look the last row up, chase again, solved", async () => {
  // A start whose first chase leaves a last row to look up.
  const id = cli("new", "--machine", "lightsout", "--size", "5x5", "--seed", "5");
  assert(JSON.parse(cli("solve", id, "--json")).solvable, "the start is solvable");
  const page = await openPage(browser, server.url, { hash: id });
  const phases = await walkLesson(page, id, "lesson-5x5");
  for (const p of ["chase", "lookup", "chase_again"]) assert(phases.has(p), `went through ${p}`);
  assertEqual(page.errors, [], "console errors");
  await page.context().close();
});

test("5x5 with 3 states: the same walk, presses counted with their times", async () => {
  const id = cli("new", "--machine", "lightsout", "--size", "5x5", "--states", "3", "--seed", "7");
  const page = await openPage(browser, server.url, { hash: id });
  const phases = await walkLesson(page, id, "lesson-5x5-k3");
  assert(phases.has("chase"), "chased");
  assertEqual(page.errors, [], "console errors");
  await page.context().close();
});
