// browser_progress.test.mjs: the game to come back to, by clicks as a
// person plays it: a level of a series solved at par shows its marks and
// opens the next; the daily is the CLI's for today and its result is on
// the clipboard after one click; the timer draws about a frame a second;
// the records survive a reload, travel by export and import into a fresh
// browser profile, and a hostile stored value is set aside with a note.
// Run from the repository root after `make native web`.
import { spawnSync } from "node:child_process";
import { test } from "node:test";
import { assert, assertEqual } from "./checks.mjs";
import { browserSuite, clickButton, clickControl, cliSolve, openPage, settle, shot, state, typeLines, waitState } from "./page_support.mjs";

const cli = (...args) => spawnSync("build/native/togglelab", args, { encoding: "utf8" }).stdout.trim();
const { server, browser } = await browserSuite();

// Presses the CLI's fewest-press solution of the game in play by clicks.
async function solveByClicks(page) {
  let s = await state(page);
  const solution = cliSolve(s.id);
  for (const b of solution.presses) s = await clickButton(page, b);
  return waitState(page, (t) => t.solved && t.challenge && t.challenge.finished);
}

async function openSection(page) {
  const s = await state(page);
  if (s.layout !== "wide") await clickControl(page, "Machine tab", { touch: true });
  if (!(await page.evaluate(() => window.togglelab.controlRect("Level 1")))) await clickControl(page, "Daily puzzle and series");
}

test("progress: a level solved at par earns three marks and opens the next; the daily's result is copied", async () => {
  const page = await openPage(browser, server.url);
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
  await openSection(page);
  const series = JSON.parse(cli("series", "merlin", "--json"));
  let s = await clickControl(page, "Level 1");
  assertEqual([s.challenge.kind, s.challenge.series, s.challenge.level, s.challenge.par, s.id],
              ["level", "merlin", 1, series.levels[0].par, series.levels[0].id], "level 1 is the CLI's");
  s = await solveByClicks(page);
  assertEqual([s.moves, s.challenge.mark, s.banner], [series.levels[0].par, 3, true], "at par, three marks, the banner up");
  await shot(page, "progress-level-solved");
  s = await clickControl(page, "Next level");
  assertEqual([s.challenge.level, s.id, s.challenge.finished], [2, series.levels[1].id, false], "Next level opens level 2");

  // The timer: seconds go by, at about one frame a second, not sixty.
  const f0 = await page.evaluate(() => window.togglelab.frames());
  const t0 = s.challenge.seconds;
  await new Promise((r) => setTimeout(r, 3000));
  const f1 = await page.evaluate(() => window.togglelab.frames());
  s = await state(page);
  // (Bounds with room for a loaded machine: the point is 1 Hz, not 60.)
  assert(s.challenge.seconds - t0 >= 1.5 && s.challenge.seconds - t0 <= 4.5, `the timer ran 3 s: ${s.challenge.seconds - t0}`);
  assert(f1 - f0 >= 1 && f1 - f0 <= 12, `about a frame a second while the timer shows: ${f1 - f0} frames in 3 s`);

  // Today's daily: the CLI's ID for the same date, its result copied in one click.
  await openSection(page);
  s = await clickControl(page, "Daily");
  const daily = JSON.parse(cli("daily", "--machine", "merlin", "--json"));
  assertEqual([s.challenge.kind, s.challenge.date, s.id, s.challenge.par], ["daily", daily.date, daily.id, daily.par], "the daily is the CLI's");
  s = await solveByClicks(page);
  await clickControl(page, "Copy result");
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const expect = new RegExp(`^Toggle Lab daily ${daily.date}, Merlin's Magic Squares: ${daily.par} press(es)? \\(par ${daily.par}\\), no help, \\d+:\\d\\d$`);
  assert(expect.test(copied), `the share text: ${copied}`);
  assertEqual([s.records, s.streak], [2, 1], "two records, a streak of one day");
  await shot(page, "progress-daily-solved");

  // A reload keeps the records; the section shows the marks.
  await page.reload();
  await page.waitForFunction(() => window.togglelab && window.togglelab.ready());
  await settle(page);
  s = await state(page);
  assertEqual([s.records, s.streak], [2, 1], "after a reload");
  await openSection(page);
  await shot(page, "progress-section");

  // Export, then import into a fresh profile by typing the text.
  await clickControl(page, "Export records");
  const exported = await page.evaluate(() => navigator.clipboard.readText());
  assert(exported.startsWith("togglelab-records 1\n") && exported.split("\n").length === 4, `the export: ${exported}`);
  const fresh = await openPage(browser, server.url);
  assertEqual((await state(fresh)).records, 0, "a fresh profile has none");
  await openSection(fresh);
  await clickControl(fresh, "Records to import");
  await typeLines(fresh, exported);
  s = await clickControl(fresh, "Import records");
  assertEqual([s.records, s.streak, s.message_is_error], [2, 1, false], `imported: ${s.message}`);
  assertEqual(page.errors.concat(fresh.errors), [], "console errors");
  await fresh.context().close();
  await page.context().close();
});

test("progress: a hostile stored value is set aside with a note, never a crash", async () => {
  for (const hostile of ["not ours at all", "togglelab-records 7\nlevel merlin 1 presses=1 par=1 seconds=1 help=0\n",
                         "togglelab-records 1\nlevel merlin 1 pres", "x".repeat(1100000)]) {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await ctx.addInitScript((v) => { if (!sessionStorage.getItem("seeded")) { localStorage.setItem("togglelab.records", v); sessionStorage.setItem("seeded", "1"); } }, hostile);
    const page = await openPage(browser, server.url, { context: ctx });
    const s = await state(page);
    assert(s.message_is_error && /set aside|could not be read|left out/.test(s.message), `a note: ${s.message}`);
    assertEqual(s.records, 0, "nothing read from it");
    const aside = await page.evaluate(() => localStorage.getItem("togglelab.records-set-aside"));
    assertEqual(aside && aside.length, hostile.length, "the text is kept aside whole");
    assertEqual(page.errors, [], "console errors");
    await ctx.close();
  }
});

test("progress: on a 320 px phone, a level is opened and solved by taps", async () => {
  const page = await openPage(browser, server.url, { viewport: { width: 320, height: 640 }, scale: 2, touch: true });
  await clickControl(page, "Machine tab", { touch: true });
  let s = await clickControl(page, "Level 1", { touch: true });
  assertEqual([s.challenge && s.challenge.level, s.tab], [1, "play"], "level 1 opens on the Play pane");
  const solution = cliSolve(s.id);
  for (const b of solution.presses) s = await clickButton(page, b, { touch: true });
  s = await waitState(page, (t) => t.challenge && t.challenge.finished);
  assertEqual(s.challenge.mark, 3, "at par");
  await shot(page, "progress-phone-solved");
  s = await clickControl(page, "Next level", { touch: true });
  assertEqual(s.challenge.level, 2, "the next level by a tap");
  assertEqual(page.errors, [], "console errors");
  await page.context().close();
});

// The Why tab's census, in slices with its bar: 4x5 and 5x5 Lights Out give
// the CLI's counts; the page's own counting time is printed for the note.
// On 5x5 the run is held after two slices (limitWork), paused there, and
// goes on from the same point after Resume.
test("progress: the Why tab counts every position of 4x5 and 5x5 Lights Out, as the CLI does", async () => {
  for (const id of ["lightsout4x5:00000/00000/00000/00000", "lightsout5x5:00000/00000/00000/00000/00000"]) {
    const head = id.split(":")[0];
    const page = await openPage(browser, server.url, { hash: id });
    await clickControl(page, "Why it works");
    await clickControl(page, "How hard is this board?");
    const big = head === "lightsout5x5";
    if (big) await page.evaluate(() => window.togglelab.limitWork(2));
    let s = await clickControl(page, "Count every position");
    assert(s.board_census && s.board_census.head === head, `a census of ${id} started: ${JSON.stringify(s.board_census)}`);
    if (big) {
      await waitState(page, (t) => t.board_census.progress > 0);
      await settle(page, 4);
      const held = (await state(page)).board_census;
      assert(held.running && !held.done && held.progress < 1, `held after two slices: ${JSON.stringify(held)}`);
      await clickControl(page, "Pause board census");
      await page.evaluate(() => window.togglelab.limitWork(null));
      await settle(page, 4);
      const paused = (await state(page)).board_census;
      assertEqual([paused.progress, paused.running], [held.progress, false], "no progress while paused");
      await clickControl(page, "Resume board census");
    }
    s = await waitState(page, (t) => t.board_census && t.board_census.done, 60000);
    const cli = JSON.parse(spawnSync("build/native/togglelab", ["census", id, "--json"], { encoding: "utf8" }).stdout);
    const c = s.board_census;
    assertEqual([c.reachable, c.hardest, c.counts], [cli.reachable, cli.hardest, cli.counts], "the CLI's census");
    console.log(`census in the page: ${head} ${c.seconds.toFixed(3)} s counting (natively ${cli.seconds.toFixed(3)} s)`);
    await shot(page, `progress-census-${head}`);
    assertEqual(page.errors, [], "console errors");
    await page.context().close();
  }
});
