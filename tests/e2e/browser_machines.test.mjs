// browser_machines.test.mjs: what only a browser shows of the machines, in
// real Chromium: a solved Ghaly board's pixels. Run from the repository root
// after `make native web`. Every machine's logic (picked from the menu by
// clicks, a press changes exactly the right cells against the rules written
// out independently, hints solve in the fewest presses) runs headless in
// CTest: tests/app/app_machines_test.cpp (AppMachines). (Frame times of large
// boards: browser_frames.test.mjs.)
import { test } from "node:test";
import { assert, assertEqual } from "./checks.mjs";
import { decodePng, pixelStats } from "./png.mjs";
import { browserSuite, cli, openPage, cliSolve, shot, state } from "./page_support.mjs";

// One server and one browser for this file's tests, closed after them.
const { server, browser } = await browserSuite();

// moved to tests/app/app_machines_test.cpp (AppMachines.LightsOutPickedByClicksAPressTogglesThePlusHintsSolveMinimally): headless
// moved to tests/app/app_machines_test.cpp (AppMachines.LightsOutOnAFourByFourTorusWrapsItsPresses): headless
// moved to tests/app/app_machines_test.cpp (AppMachines.QuatrainmentPressesFollowTekriwalAndSinhasRulesHintsReachTheTarget): headless
// moved to tests/app/app_machines_test.cpp (AppMachines.CustomRulesSubBoardsButtonsOffTheBoardRankShown): headless

// The logic of browser_machines.test.mjs "Ghaly 4x4: colours match the core's,
// hints solve in the nearest count" runs headless
// (AppMachines.GhalyColoursMatchTheCoresHintsSolveInTheFewest); here, the
// pixels: Ghaly's default start with the CLI's fewest presses applied to its
// wiring matrix W (a press toggles W_ij and nothing else, Joyner 2006) is a
// solved board, drawn lit.
test("Ghaly 4x4: a solved board is drawn lit", async () => {
  const start = JSON.parse(cli(["machines", "--json"])).find((m) => m.name === "ghaly").default_id;
  const [head, rest] = start.split(":");
  const [W, ...fields] = rest.split(",");
  const bits = W.replaceAll("/", "").split("");
  for (const b of cliSolve(start).presses) bits[b - 1] = bits[b - 1] === "1" ? "0" : "1";
  const id = `${head}:${bits.join("").match(/.{4}/g).join("/")},${fields.join(",")}`;
  const page = await openPage(browser, server.url, { hash: id });
  const s = await state(page);
  assertEqual([s.id, s.machine, s.solved], [id, "ghaly", true], "the solved start");
  const lit = new Set(s.colours);
  assert(lit.size === 1 && !lit.has(0), `solved means one colour, lit: ${s.colours}`);
  const { buf } = await shot(page, "ghaly-solved");
  assert(pixelStats(decodePng(buf)).nonBackground > 50000, "board drawn");
  assertEqual(page.errors, [], "console errors");
  await page.context().close();
});
