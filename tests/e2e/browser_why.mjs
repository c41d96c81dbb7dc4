// browser_why.mjs: the "Why it works" views in real Chromium: the linear
// algebra beside Merlin's board and Ghaly's wiring, opened by clicks; a
// screenshot of each (looked at by a person, not compared to a golden image).
import { createRunner, assert, assertEqual } from "./harness.mjs";
import { decodePng, pixelStats } from "./png.mjs";
import { startServer, launchBrowser, openPage, clickButton, clickControl, waitState, cliSolve, shot, state, settle }
  from "./page_support.mjs";

const t = createRunner("browser_why");
const server = await startServer();
const browser = await launchBrowser();

t.test("Merlin: the Why tab shows A and the rank; pressing a button still plays", async () => {
  const page = await openPage(browser, server.url, { hash: "merlin:100/110/001", viewport: { width: 1400, height: 900 } });
  let s = await clickControl(page, "Why it works");
  assertEqual(s.tab, "why", "tab");
  const { buf } = await shot(page, "why-merlin");
  assert(pixelStats(decodePng(buf)).amber > 20000, "board and matrix drawn");
  s = await clickButton(page, 5);
  assertEqual(s.moves, 1, "a press on the board while explaining");
  assertEqual(page.errors, [], "console errors");
  await page.context().close();
});

t.test("Ghaly: the wiring over the board (Joyner's Example 28: all red)", async () => {
  const page = await openPage(browser, server.url, { hash: "ghaly4:1111/1111/1111/0000,s=12345678,t=23415678",
                                                      viewport: { width: 1400, height: 900 } });
  let s = await clickControl(page, "Why it works");
  assertEqual(s.tab, "why", "tab");
  assertEqual(s.colours, new Array(16).fill(1), "Example 28 is all red");
  assertEqual(s.solved, true, "solved");
  await shot(page, "why-ghaly-example28");
  assertEqual(page.errors, [], "console errors");
  await page.context().close();
});

const ok = await t.run();
await browser.close();
server.stop();
process.exit(ok ? 0 : 1);
