// smoke.test.mjs: one game per machine in Chromium, the browser part of
// `make check` (and a layer of `make test`). For each machine the CLI lists:
// a position dealt by the CLI opens from the URL hash, its fewest presses are
// the CLI's, pressing the CLI's solution by real clicks solves it in exactly
// that many moves, and the board is drawn (not a blank canvas).
// Run from the repository root after `make native web`:  node --test tests/e2e/smoke.test.mjs
import { test } from "node:test";
import { assert, assertEqual } from "./checks.mjs";
import { decodePng, pixelStats } from "./png.mjs";
import { browserSuite, cli, clickButton, cliSolve, openPage, shot, state } from "./page_support.mjs";

const machines = JSON.parse(cli(["machines", "--json"]));
const { server, browser } = await browserSuite();

for (const m of machines) {
  test(`smoke: ${m.name}: a dealt game solved by clicks in the CLI's fewest presses`, async () => {
    const id = cli(["new", m.default_id, "--seed", "1"]);
    const solution = cliSolve(id);
    assert(solution.solvable && solution.press_count > 0, `the CLI dealt a game to play: ${id}`);
    const page = await openPage(browser, server.url, { hash: id });
    let s = await state(page);
    assertEqual([s.id, s.min_presses, s.solved], [id, solution.press_count, false], "the dealt game, as the CLI sees it");
    for (const b of solution.presses) s = await clickButton(page, b);
    assertEqual([s.solved, s.moves], [true, solution.press_count], "solved by the CLI's presses");
    const { buf } = await shot(page, `smoke-${m.name}`);
    assert(pixelStats(decodePng(buf)).nonBackground > 20000, "the board is drawn");
    assertEqual(page.errors, [], "console errors");
    await page.context().close();
  });
}
