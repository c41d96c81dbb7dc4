// browser_wires.test.mjs: Ghaly's colour-generator wires in the Why tab, each in
// the colour of the code its square shows (Joyner 2006's C_k), by a click on
// the tick box; checked in the pixels of the board's gaps and looked at in
// the screenshots. What the app hands Dear ImGui to draw (each square's wire
// in the colour its square shows, a dark one's in grey) is also checked
// headless in CTest (tests/app/app_wires_test.cpp, AppWires).
import { test } from "node:test";
import { assert, assertEqual } from "./checks.mjs";
import { decodePng } from "./png.mjs";
import { browserSuite, openPage, clickControl, settle, shot, state } from "./page_support.mjs";

// One server and one browser for this file's tests, closed after them.
const { server, browser } = await browserSuite();

// Reddish pixels (the palette's red, alone or blended over the background)
// inside the board's rectangle.
function redPixels(img, r) {
  let n = 0;
  for (let y = Math.ceil(r.y); y < r.y + r.height; y++)
    for (let x = Math.ceil(r.x); x < r.x + r.width; x++) {
      const i = (y * img.width + x) * 4, [R, G, B] = [img.rgba[i], img.rgba[i + 1], img.rgba[i + 2]];
      if (R > 150 && G < 90 && B < 90) n++;
    }
  return n;
}

test("colour-generator wires take the colour of their code", async () => {
  // Joyner's Example 28: every square red, so every colour wire is red too.
  const page = await openPage(browser, server.url, { hash: "ghaly4:1111/1111/1111/0000,s=12345678,t=23415678",
                                                      viewport: { width: 1400, height: 1000 } });
  const s = await clickControl(page, "Why it works");
  assertEqual(s.tab, "why", "the Why tab");
  await clickControl(page, "Transmitter wiring");  // off: only the colour wires are compared
  await page.mouse.move(1395, 995);
  await settle(page);
  const first = await page.evaluate(() => window.togglelab.buttonRect(1));
  const last = await page.evaluate(() => window.togglelab.buttonRect(16));
  const board = { x: first.x, y: first.y, width: last.x + last.width - first.x, height: last.y + last.height - first.y };
  const before = redPixels(decodePng((await shot(page, "wires-off")).buf), board);
  await clickControl(page, "Colour-generator wiring");
  await page.mouse.move(1395, 995);
  await settle(page);
  const after = redPixels(decodePng((await shot(page, "wires-colour")).buf), board);
  assert(after > before + 2000, `red pixels on the board: ${before} without the colour wires, ${after} with them`);
  assertEqual(page.errors, [], "console errors");
  await page.context().close();
});

// Show the wires while playing: the two wires through the square the
// pointer is over, drawn over the board (the words and which wires are
// checked headless: AppWiresInPlay); here the pixels, and the screenshots
// looked at (a phone's shows the hint's square).
test("in play, Show the wires draws the wires through the square looked at", async () => {
  const id = "ghaly4:1111/1010/0100/0001,s=12345678,t=12345678";
  const page = await openPage(browser, server.url, { hash: id });
  const r = await page.evaluate(() => window.togglelab.buttonRect(6));
  const first = await page.evaluate(() => window.togglelab.buttonRect(1));
  const last = await page.evaluate(() => window.togglelab.buttonRect(16));
  const board = { x: first.x, y: first.y, width: last.x + last.width - first.x, height: last.y + last.height - first.y };
  const look = async (name) => {
    await page.mouse.move(r.x + r.width / 2, r.y + r.height / 2);
    await settle(page);
    return decodePng((await shot(page, name)).buf);
  };
  const before = await look("wires-in-play-off");
  let s = await clickControl(page, "Show the wires");
  assertEqual(s.wires_in_play.on, true, "Show the wires is on");
  const after = await look("wires-in-play-1280x800");
  s = await state(page);
  assertEqual(s.wires_in_play.button, 6, "the square under the pointer");
  let changed = 0;
  for (let y = Math.ceil(board.y); y < board.y + board.height; y++)
    for (let x = Math.ceil(board.x); x < board.x + board.width; x++) {
      const i = (y * after.width + x) * 4;
      if (Math.abs(after.rgba[i] - before.rgba[i]) + Math.abs(after.rgba[i + 1] - before.rgba[i + 1]) + Math.abs(after.rgba[i + 2] - before.rgba[i + 2]) > 60) changed++;
    }
  assert(changed > 1500, `the two wires drawn over the board: ${changed} pixels changed`);
  assertEqual(page.errors, [], "console errors");
  await page.context().close();
  // A phone: the hint's square, its wires and words under the bar's Hint.
  const phone = await openPage(browser, server.url, { hash: id, viewport: { width: 390, height: 844 }, touch: true });
  await clickControl(phone, "Show the wires", { touch: true });
  await clickControl(phone, "Hint", { touch: true });
  s = await clickControl(phone, "Hint", { touch: true });
  assertEqual(s.wires_in_play.button, s.hint, "the hint's square");
  await shot(phone, "wires-in-play-390x844");
  assertEqual(phone.errors, [], "console errors");
  await phone.context().close();
});
