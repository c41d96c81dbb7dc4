// browser_photo.test.mjs: "Read a photo" in Chromium, what only a browser
// shows: the phone's file chooser opened inside the tap, the photo decoded
// and read in the reader's Web Worker (its own WebAssembly module, not the
// page's), the photo drawn as a texture with the grid over it (looked at in
// the screenshots, and checked in pixels: the photo's colours are on the
// canvas), "Use this" opening the board; and the time from a 12-megapixel
// photo chosen to its grid drawn. The screen's logic (taps, corners,
// steppers, Rotate, Mirror) is tested headless (tests/app/app_photo_test.cpp).
// The photos are the tests' own corpus (tests/core/vision/board_corpus.hpp),
// written as JPEGs by build/native/togglelab_write_photo.
import { test } from "node:test";
import { spawnSync } from "node:child_process";
import { assert, assertEqual } from "./checks.mjs";
import { decodePng } from "./png.mjs";
import { ARTIFACTS, browserSuite, openPage, clickControl, settle, shot, waitState } from "./page_support.mjs";

const { server, browser } = await browserSuite();
const phone = { width: 390, height: 844 };

// A corpus photo as a JPEG file; returns its path and the truth ("0101/...").
function photo(look, rows, cols, seed, width, height) {
  const path = `${ARTIFACTS}/photo-${look}-${rows}x${cols}-${seed}-${width}.jpg`;
  const r = spawnSync("build/native/togglelab_write_photo", [look, rows, cols, seed, width, height, path], { encoding: "utf8" });
  if (r.status !== 0) throw new Error(`togglelab_write_photo: ${r.stderr}`);
  return { path, truth: JSON.parse(r.stdout).truth };
}

const cellsOf = (truth) => truth.replaceAll("/", "").split("").map(Number);

// The menu's Read a photo, then Choose a photo: the chooser the tap opened gets the file.
async function choose(page, path) {
  await clickControl(page, "Menu", { touch: true });
  await clickControl(page, "Read a photo", { touch: true });
  const chooser = page.waitForEvent("filechooser");
  await clickControl(page, "Choose a photo", { touch: true });
  const t0 = Date.now();
  await (await chooser).setFiles(path);
  const s = await waitState(page, (st) => st.photo.have || (!st.photo.reading && st.photo.said.startsWith("Could not")), 20000);
  return { s, ms: Date.now() - t0 };
}

test("a handheld's photo on a phone: chosen in the tap, read in the worker, drawn, opened as its board", async () => {
  const { path, truth } = photo("handheld", 5, 5, 900001, 1280, 960);
  const page = await openPage(browser, server.url, { hash: "merlin:100/110/001", viewport: phone, touch: true });
  const fetched = [];  // the page's requests and its workers'
  page.context().on("request", (r) => fetched.push(r.url()));
  await clickControl(page, "Menu", { touch: true });
  await clickControl(page, "Menu", { touch: true });
  assert(!fetched.some((n) => n.includes("reader")), `the reader is not loaded before the first photo: ${fetched}`);
  const { s } = await choose(page, path);
  assert(s.photo.have, `a board read: ${s.photo.said}`);
  assertEqual(s.photo.rows, 5, "rows");
  assertEqual(s.photo.cells, cellsOf(truth), "the lights read");
  assert(fetched.some((n) => n.endsWith("reader_worker.js")) && fetched.some((n) => n.endsWith("togglelab_reader.wasm")),
         `the reader's worker and its own module, loaded on the first photo: ${fetched}`);
  // The photo is drawn: its warm wooden table is on the canvas where the photo is.
  const img = decodePng((await shot(page, "photo-handheld-390")).buf);
  const r = await page.evaluate(() => window.togglelab.controlRect("Photo"));
  let warm = 0, n = 0;
  for (let y = Math.ceil(r.y) + 2; y < r.y + r.height - 2; y += 4)
    for (let x = Math.ceil(r.x) + 2; x < r.x + 30; x += 2) {
      const i = (y * img.width + x) * 4;
      ++n;
      if (img.rgba[i] > img.rgba[i + 2] + 40) ++warm;
    }
  assert(warm > n / 2, `the photo's own colours at its left edge: ${warm} of ${n} pixels warm`);
  const st = await clickControl(page, "Use this", { touch: true });
  assertEqual(st.photo.open, false, "the screen closes");
  assertEqual(st.machine, "lightsout", "Lights Out of that size");
  assertEqual(st.cells, cellsOf(truth), "the board as read");
  await shot(page, "photo-handheld-opened-390");
  assertEqual(page.errors, [], "console errors");
  await page.context().close();
});

test("a screen's photo on a phone, a worksheet's, and a file that is no picture", async () => {
  const { path } = photo("screen", 4, 4, 900006, 1280, 960);
  const page = await openPage(browser, server.url, { viewport: phone, touch: true });
  const { s } = await choose(page, path);
  assert(s.photo.have || s.photo.said.length > 0, "read, or said why not");
  await shot(page, "photo-screen-390");
  // A worksheet: the ink guessed in the worker and carried back with the read.
  const paper = photo("paper", 4, 5, 900003, 1280, 960);
  let chooser = page.waitForEvent("filechooser");
  await clickControl(page, "Choose a photo", { touch: true });
  await (await chooser).setFiles(paper.path);
  const p = await waitState(page, (st) => st.photo.have && st.photo.name.endsWith("900003-1280.jpg") && !st.photo.reading);
  assertEqual([p.photo.lit_is_dark, p.photo.cells], [true, cellsOf(paper.truth)], "ink on paper, guessed, and its marks read as lit");
  chooser = page.waitForEvent("filechooser");
  await clickControl(page, "Choose a photo", { touch: true });
  await (await chooser).setFiles({ name: "notes.jpg", mimeType: "image/jpeg", buffer: Buffer.from("not a JPEG at all") });
  const bad = await waitState(page, (st) => st.photo.said.startsWith("Could not read notes.jpg"));
  assert(bad.photo.said.includes("not a picture this browser can decode"), bad.photo.said);
  // A PNG stating 16,000 pixels a side (250 KB that would decode to a
  // gigabyte): refused from its header in the worker, before the browser
  // decodes a pixel, with its size and the limits.
  const ihdr = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
                            0, 0, 0x3e, 0x80, 0, 0, 0x3e, 0x80, 8, 6, 0, 0, 0]);
  chooser = page.waitForEvent("filechooser");
  await clickControl(page, "Choose a photo", { touch: true });
  await (await chooser).setFiles({ name: "huge.png", mimeType: "image/png", buffer: Buffer.concat([ihdr, Buffer.alloc(250000)]) });
  const huge = await waitState(page, (st) => st.photo.said.startsWith("Could not read huge.png"));
  assert(huge.photo.said.includes("16000 x 16000 pixels: at most 16384 a side and 64 megapixels"), huge.photo.said);
  assertEqual(page.errors, [], "console errors");
  await page.context().close();
});

// The page's own stopwatch for the next photo chosen: from the file input's
// change event (the file chosen) to the first animation frame whose state
// has the photo named `name` read. Playwright's setFiles (the file carried
// over the DevTools protocol, tens of ms for 3 MB) and the test's polling are
// not in it; the state read each frame is (a little over, not under).
async function stopwatch(page, name) {
  await page.evaluate((want) => {
    window.__photoMs = null;
    document.addEventListener("change", () => {
      const t0 = performance.now();
      const look = () => {
        const p = window.togglelab.state().photo;
        if (p.have && !p.reading && p.name.endsWith(want)) window.__photoMs = performance.now() - t0;
        else requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    }, { capture: true, once: true });
  }, name);
}

test("a 12-megapixel photo: from the file chosen to its grid drawn", async () => {
  const { path, truth } = photo("handheld", 6, 6, 900010, 4000, 3000);
  const page = await openPage(browser, server.url, { viewport: phone, touch: true });
  // The first photo loads the worker and its module (cold); the timed one is the second.
  const cold = await choose(page, photo("game", 4, 4, 900004, 640, 480).path);
  console.log(`the first photo (640 x 480), the reader's worker and module loaded with it: chosen to grid drawn in ${cold.ms} ms`);
  const chooser = page.waitForEvent("filechooser");
  await clickControl(page, "Choose a photo", { touch: true });
  await stopwatch(page, "4000.jpg");
  const t0 = Date.now();
  await (await chooser).setFiles(path);
  const s = await waitState(page, (st) => st.photo.have && st.photo.name.endsWith("4000.jpg") && !st.photo.reading, 20000);
  const ms = Date.now() - t0;
  await page.waitForFunction(() => window.__photoMs !== null);
  const inPage = Math.round(await page.evaluate(() => window.__photoMs));
  await settle(page);
  console.log(`12-megapixel photo (4000 x 3000 JPEG): chosen to grid drawn in ${inPage} ms by the page's clock ` +
              `(${ms} ms by the test's, setFiles included); kept as ${s.photo.width} x ${s.photo.height}`);
  assertEqual([s.photo.width, s.photo.height], [1280, 960], "scaled to 1280 a side before the reader");
  assertEqual(s.photo.cells, cellsOf(truth), "the lights read from the scaled photo");
  assertEqual(page.errors, [], "console errors");
  await page.context().close();
});
