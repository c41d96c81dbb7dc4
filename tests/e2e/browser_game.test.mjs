// browser_game.test.mjs: what only a browser does with a game, in real
// Chromium: the URL hash is the puzzle's ID, a fresh page opened at that URL
// shows the same puzzle, and reopening the page (localStorage) brings the last
// game back. Run from the repository root after `make native web`. The game
// screen's logic (hints, the step-through, undo and redo, the keys, edit mode,
// the link and the saved game as the app writes them) runs headless in CTest:
// tests/app/app_game_test.cpp (AppGame).
import { test } from "node:test";
import { assert, assertEqual } from "./checks.mjs";
import { decodePng, pixelStats } from "./png.mjs";
import { browserSuite, openPage, clickButton, clickControl, cliSolve, shot, state, waitReady } from "./page_support.mjs";

// One server and one browser for this file's tests, closed after them.
const { server, browser } = await browserSuite();
const START = "merlin:100/110/001";

// moved to tests/app/app_game_test.cpp (AppGame.TheHintsThreeLevelsEachAddOneThing): headless
// moved to tests/app/app_game_test.cpp (AppGame.FollowingTheLevelTwoHintSolvesInTheFewestPresses): headless
// moved to tests/app/app_game_test.cpp (AppGame.StepThroughShowSolutionNextPreviousPlay): headless
// moved to tests/app/app_game_test.cpp (AppGame.UndoAndRedoByButtonsAndByKeys): headless
// moved to tests/app/app_game_test.cpp (AppGame.KeyboardArrowsMoveTheCursorSpacePressesHHints): headless
// moved to tests/app/app_game_test.cpp (AppGame.EditModeSetsTheLightsAndTheGoalByClicking): headless

// The URL bar and localStorage; the app's side of it (the link it writes, a
// start from a link, a start from what it saved) also runs headless
// (AppGame.TheLinkOpensTheSamePuzzleAndTheSavedGameComesBack).
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

// Sound through Web Audio, which only a browser has: off at first (no
// AudioContext made); the Sound box turned on by a real click; a press then
// plays its tick in a running context, started inside that tap; half a
// second after the last note the context is suspended: at rest no audio
// work. The cues themselves (which, when, none while hidden, M) run
// headless: tests/app/app_sound_test.cpp (AppSound).
test("sound: Web Audio starts inside a tap, ticks a press, and is suspended at rest", async () => {
  const page = await openPage(browser, server.url, { hash: START });
  const audio = () => page.evaluate(() => [window.togglelabSound.state(), window.togglelabSound.played]);
  await clickButton(page, 1);
  assertEqual(await audio(), ["none", 0], "off on a first visit: no context, nothing played");
  const s = await clickControl(page, "Sound");
  assert(s.message.startsWith("Sound on"), s.message);
  await clickButton(page, 3);
  await page.waitForFunction(() => window.togglelabSound.played > 0 && window.togglelabSound.state() === "running");
  await page.waitForFunction(() => window.togglelabSound.state() === "suspended", null, { timeout: 5000 });
  const [, played] = await audio();
  assertEqual(played, 1, "one tick: one note");
  await page.context().close();
});

// How to play on a first visit, where only a browser keeps (or refuses)
// storage: a fresh profile opens on the tour; after Skip tour a reload opens
// the game; with storage blocked it shows again on every visit. The tour's
// steps, keys and words run headless: tests/app/app_tour_test.cpp (AppTour).
test("how to play: a first visit opens on it, a reload after Skip does not; storage blocked, every visit", async () => {
  const page = await openPage(browser, server.url, { firstVisit: true, viewport: { width: 320, height: 568 } });
  let s = await state(page);
  assertEqual(s.tour.step, 0, "a fresh profile opens on how to play");
  s = await clickControl(page, "Skip tour");
  assertEqual([s.tour.step, s.id.split(":")[0]], [-1, "lightsout3x3"], "skipped: a game of the board it taught");
  await page.reload();
  await waitReady(page);
  assertEqual((await state(page)).tour.step, -1, "not again after a reload");
  await page.context().close();

  const blocked = await browser.newContext();
  await blocked.addInitScript(() => {
    Object.defineProperty(window, "localStorage", { get() { throw new DOMException("blocked", "SecurityError"); } });
  });
  for (const visit of [1, 2]) {
    const p = await openPage(browser, server.url, { context: blocked, firstVisit: true });
    assertEqual((await state(p)).tour.step, 0, `storage blocked, visit ${visit}: the tour again`);
    await clickControl(p, "Skip tour");
    await p.close();
  }
  await blocked.close();
});

// What the fair-play screens look like where a person sees them (the words'
// truth per layout and the records run headless: AppTour, AppDailyShare):
// the tour's Hint at its first level (each cell of the row outlined, not a
// bar between rows), its last step, and a daily opened from a link on a
// first visit, at 320 x 568 and 1280 x 800; each drawn, not black.
test("screens of fair play: the tour's hint row and last step, a daily's first screen (phone and desktop)", async () => {
  const today = new Date();
  const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, "0")}-${String(today.getDate()).padStart(2, "0")}`;
  for (const viewport of [{ width: 320, height: 568 }, { width: 1280, height: 800 }]) {
    const size = `${viewport.width}x${viewport.height}`;
    const touch = viewport.width < 500;
    const page = await openPage(browser, server.url, { firstVisit: true, viewport, touch });
    let s = await clickButton(page, 5, { touch });
    s = await clickControl(page, "Tour next", { touch });
    for (const b of cliSolve(s.id).presses) s = await clickButton(page, b, { touch });
    s = await clickControl(page, "Tour next", { touch });
    s = await clickControl(page, "Hint", { touch });
    assertEqual(s.hint_level, 1, `${size}: where to look`);
    // The row's cells each outlined in the hint's green, and none of it on
    // the line between row 1 and row 2 (the old frame's edge lay there and
    // read as a divider).
    const img = decodePng((await shot(page, `tour-hint-row-${size}`)).buf);
    const green = (x, y) => {
      const i = (Math.round(y) * img.width + Math.round(x)) * 4, [r, g, b] = [img.rgba[i], img.rgba[i + 1], img.rgba[i + 2]];
      return g > 100 && g - r > 60 && g - b > 40;
    };
    const rect = (b) => page.evaluate((i) => window.togglelab.buttonRect(i), b);
    const [c1, c2, c3, c4] = [await rect(1), await rect(2), await rect(3), await rect(4)];
    for (const [n, c] of [[1, c1], [2, c2], [3, c3]]) {
      let outline = 0;
      for (let x = c.x; x < c.x + c.width; ++x) {
        let hit = false;  // the outline's top edge: in the cell's top fifth
        for (let y = c.y; y < c.y + c.height / 5 && !hit; ++y) hit = green(x, y);
        outline += hit ? 1 : 0;
      }
      assert(outline > c.width / 2, `${size}: cell ${n} of the hinted row outlined (${outline} of ${c.width} px)`);
    }
    // Rows 1 and 2 meet at c4.y; the band from just above it to well into
    // row 2 is where a frame around the row had its bottom edge.
    let across = 0;
    for (let y = c4.y - 0.03 * c4.height; y < c4.y + 0.15 * c4.height; ++y)
      for (let x = c1.x; x < c3.x + c3.width; ++x) across += green(x, y) ? 1 : 0;
    assertEqual(across, 0, `${size}: hint green between rows 1 and 2 (at y ${c4.y})`);
    s = await clickControl(page, touch ? "Hint" : "Which button?", { touch });
    s = await clickControl(page, "Tour next", { touch });
    assertEqual(s.tour.step, 3, `${size}: the last words`);
    const last = pixelStats(decodePng((await shot(page, `tour-last-step-${size}`)).buf));
    assert(last.nonBackground > viewport.width * viewport.height / 20, `${size}: the tour's last step drawn: ${JSON.stringify(last)}`);
    await page.context().close();

    const daily = await openPage(browser, server.url, { firstVisit: true, viewport, touch, hash: `daily-merlin:${day}` });
    s = await state(daily);
    assertEqual([s.challenge && s.challenge.kind, s.tour.offered, s.moves], ["daily", true, 0], `${size}: the daily, the tour offered`);
    const first = pixelStats(decodePng((await shot(daily, `daily-first-screen-${size}`)).buf));
    assert(first.amber > 200, `${size}: the daily's lit cells drawn: ${JSON.stringify(first)}`);
    assertEqual(daily.errors, [], "console errors");
    await daily.context().close();
  }
});
