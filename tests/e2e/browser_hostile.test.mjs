// browser_hostile.test.mjs: hostile URL hashes through the page's own
// decoding, which only a browser has (decodeURIComponent, its fallback, the
// hashchange handler), and storage a browser keeps:
//   - hashes with broken percent-escapes and escaped invalid UTF-8, a 200 KB
//     hash, and a few dozen random mutations of real IDs: after each one the
//     page still shows a game, and a refused one says so in the banner;
//   - localStorage left by an older or a corrupted version: the saved game
//     set aside with a note, the preferences ignored, the page playable.
//   - links past the longest the page reads (1.4 million characters: a long
//     run of lights, a 4,096-vertex graph) by load() and by a hash change,
//     and a link holding a NUL: refused by their length or at the NUL, and
//     the page goes on (they crossed into WebAssembly on its 5 MB stack and
//     overran it: "memory access out of bounds", the page dead);
// The 1,000 hostile links of the app's logic run headless in CTest
// (tests/app/app_hostile_test.cpp, AppHostile: about half a second).
// The random choices come from a fixed seed, so a failure replays exactly.
import { test } from "node:test";
import { assert, assertEqual, seededRandom as rng } from "./checks.mjs";
import { browserSuite, cli, openPage, settle, state, clickButton, waitState } from "./page_support.mjs";

// One server and one browser for this file's tests, closed after them.
const { server, browser } = await browserSuite();
const HASHES = Number(process.env.HOSTILE_HASHES || 60);


const machines = JSON.parse(cli(["machines", "--json"]));
const real = [...machines.map((m) => m.default_id), "lightsout5x5-k3:01202/12010/00000/22110/01200", "merlin-k4:000/000/000",
              "lightsout4x4t-k4-box-noself:0123/0000/0000/0000", "ghaly8:" + "0".repeat(64) + ",s=1.2.3.4.5.6.7.8.9.10.11.12.13.14.15.16,t=1.2.3.4.5.6.7.8.9.10.11.12.13.14.15.16"];
const alphabet = "0123456789abcdefxhkt:/,=.-+% \u00e9\u4e2d";
const views = ["why", "elim=12", "elim=0", "diy", "diy=s1-2.a1-3x2.m2x3", "lesson=1", "lesson=2:10100", "lesson=3"];
const viewAlphabet = "0123456789samxwhyelimdiyesson=:.-~%";

function hostile(random) {
  const pick = (a) => a[Math.floor(random() * a.length)];
  const r = random();
  const id = pick(real);
  const at = Math.floor(random() * id.length);
  if (r < 0.25) return id.slice(0, at) + pick(alphabet) + id.slice(at + 1);          // a character changed
  if (r < 0.40) return id.slice(0, at) + id.slice(at + 1);                            // dropped
  if (r < 0.50) return id.slice(0, at) + id.slice(at, at + 8).repeat(3) + id.slice(at + 8);  // doubled
  if (r < 0.60) return id.slice(0, at);                                               // cut
  if (r < 0.70) {                                                                     // random text
    let s = "";
    for (let i = Math.floor(random() * 60); i > 0; i--) s += pick(alphabet);
    return s;
  }
  if (r < 0.78) return pick(["%C3%28", "%E0%A4%A", "%FF%FE", "%", "%%41", "%ED%A0%80"]) + id.slice(at);  // bad escapes, invalid UTF-8
  if (r < 0.84) return id.split(":")[0] + ":" + "1".repeat(Math.floor(random() * 200000));            // huge
  if (r < 0.90) return "lightsout" + Math.floor(random() * 100000) + "x" + Math.floor(random() * 100000) + ":0";  // sizes out of range
  if (r < 0.97) {                                                                     // a link's Why part, mutated
    const view = pick(views);
    const v = Math.floor(random() * (view.length + 1));
    const mutated = random() < 0.8 ? view.slice(0, v) + pick(viewAlphabet) + view.slice(v + 1) : view;
    return id + "~" + mutated + (random() < 0.2 ? "~" + pick(views) : "");
  }
  return id;                                                                          // a valid one now and then
}

test(`${HASHES} hostile hashes each leave a working page with a clear message`, async () => {
  // A small window: software rendering draws each frame in a fraction of the time.
  const page = await openPage(browser, server.url, { hash: real[0], viewport: { width: 480, height: 360 } });
  const random = rng(7);
  // First what only the page's decoding meets: escapes that do not decode,
  // escaped bytes that are not UTF-8, an escaped Why part, a 200 KB hash.
  const fixed = ["%C3%28" + real[0], "%E0%A4%A", "merlin%3A100%2F110%2F001", "%FF%FEmerlin:000/000/000", "%",
                 "merlin:100/110/001~elim%3D%", "lightsout5x5:" + "1".repeat(200000)];
  let refused = 0, loaded = 0;
  for (let i = 0; i < fixed.length + HASHES; i++) {
    const before = await state(page);
    const hash = i < fixed.length ? fixed[i] : hostile(random);
    // The page loads a new hash in its hashchange handler (registered first):
    // wait for that event, which comes exactly when the hash changed (the
    // browser's own reading of it, escaped, differs from before).
    await page.evaluate((h) => new Promise((done) => {
      const old = location.hash;
      addEventListener("hashchange", () => done(), { once: true });
      location.hash = h;
      if (location.hash === old) done();
    }), hash);
    const s = await state(page);
    assert(typeof s.id === "string" && s.id.includes(":") && s.cells.length > 0, `a game on screen after #${hash.slice(0, 80)}`);
    if (s.id !== before.id) loaded++;
    else if (s.message_is_error) {
      refused++;
      assert(/at character \d+|puzzle ID too long|Could not open|opened, but not/.test(s.message), `a message that says where: ${s.message.slice(0, 120)}`);
    }
    if (page.errors.length) throw new Error(`page error after #${hash.slice(0, 80)}: ${page.errors[0]}`);
  }
  console.log(`        ${refused} refused with a message, ${loaded} loaded`);
  assert(refused > (fixed.length + HASHES) / 3, "most hostile hashes are refused");
  await settle(page, 3);
  // Still playable by clicks.
  await page.evaluate((h) => { location.hash = h; }, "merlin:100/110/001");
  let s = await settle(page, 3).then(() => state(page));
  s = await clickButton(page, 5);
  assertEqual(s.moves, 1, "a click still presses");
  await page.context().close();
});

test("links past the longest the page reads, and a NUL, are refused and the page goes on", async () => {
  const page = await openPage(browser, server.url, { hash: "merlin:100/110/001", viewport: { width: 480, height: 360 } });
  // 4,096 vertices and no edges in graph6: "~@??" (the count in three
  // characters) and 4096 x 4095 / 2 bits, six a character.
  const graph = "graph:" + "0".repeat(4096) + ",graph6=~@??" + "?".repeat(4096 * 4095 / 2 / 6);
  for (const link of ["merlin:" + "1".repeat(1400000), graph]) {
    const loaded = await page.evaluate((l) => window.togglelab.load(l), link);
    assertEqual(loaded, false, `refused: ${link.slice(0, 20)}... (${link.length} characters)`);
    let s = await state(page);
    assert(/longer than 1310720 characters/.test(s.message), `says why: ${s.message}`);
    assertEqual(s.id, "merlin:100/110/001", "the game in play is kept");
    // The same link as the address's hash.
    await page.evaluate((l) => { location.hash = l; }, "merlin:000/000/000");
    await waitState(page, (t) => t.id === "merlin:000/000/000");
    await page.evaluate((l) => { location.hash = l; }, link);
    s = await waitState(page, (t) => /longer than/.test(t.message));
    assertEqual(s.id, "merlin:000/000/000", "a hash too long keeps the game too");
    await page.evaluate(() => { location.hash = "merlin:100/110/001"; });
    await waitState(page, (t) => t.id === "merlin:100/110/001");
    assertEqual(page.errors, [], "no page error");
  }
  const nul = await page.evaluate(() => window.togglelab.load("merlin:100/1" + String.fromCharCode(0) + "10/001"));
  assertEqual(nul, false, "a NUL in a link is not a place to stop reading");
  const s = await state(page);
  assert(/at character 13/.test(s.message), `says where: ${s.message}`);
  const after = await clickButton(page, 5);
  assertEqual(after.moves, 1, "a click still presses");
  assertEqual(page.errors, [], "no page error");
  await page.context().close();
});

// A trap in the app's WebAssembly ends the frame it is in and the main loop
// with it. A real one here: a read far past the module's memory, from a timer
// so that nothing of ours catches it. The page says the app stopped, instead
// of leaving a board that no longer answers (or "Loading" over a first frame
// that never finished), and keeps the stack for a report.
test("a trap in the app's WebAssembly is said in words, not left as a dead board", async () => {
  const page = await openPage(browser, server.url, { hash: "merlin:100/110/001", viewport: { width: 480, height: 360 } });
  await page.evaluate(() => setTimeout(() => Module._tl_load_text(0x7ffffff0, 8)));
  await page.waitForFunction(() => window.togglelab.crash);
  const [display, text, crash] = await page.evaluate(() => {
    const st = document.getElementById("status");
    return [getComputedStyle(st).display, st.textContent, window.togglelab.crash];
  });
  assert(display !== "none" && /^Toggle Lab stopped \(.*out of bounds.*\)\. Reload the page to start again\.$/.test(text),
         `the page says so: "${text}" (${display})`);
  assert(/tl_load_text|wasm/.test(crash), `the stack is kept: ${crash.slice(0, 200)}`);
  assertEqual(page.errors.length, 1, `the trap is the one page error: ${page.errors}`);
  await page.context().close();
});

// An abort (out of memory: here a 2 GB string asked of the app) inside a
// promise's callback, as a picture decoded by the browser reaches the app:
// it never reached the page's "error" listener, so the page said "Toggle Lab
// stopped: " and kept no report. Said and kept as a trap is.
test("an abort inside a promise is said and kept as a trap is", async () => {
  const page = await openPage(browser, server.url, { hash: "merlin:100/110/001", viewport: { width: 480, height: 360 } });
  await page.evaluate(() => setTimeout(() => Promise.resolve().then(() => Module._tl_load_text(1024, 0x7ff00000))));
  await page.waitForFunction(() => window.togglelab.crash);
  const [text, crash] = await page.evaluate(() => [document.getElementById("status").textContent, window.togglelab.crash]);
  assert(/^Toggle Lab stopped \(Aborted\(.*\)\)\. Reload the page to start again\.$/.test(text), `the page says so: "${text}"`);
  assert(/Aborted/.test(crash) && /tl_load_text|wasm/.test(crash), `the report is kept with its stack: ${crash.slice(0, 200)}`);
  await page.context().close();
});

test("localStorage from another version or corrupted: set aside with a note", async () => {
  const cases = [
    { game: "togglelab-save 99\nmerlin:100/110/001", words: /another version/ },
    { game: "\u0000\u00ff garbage {{{", words: /could not be restored/ },
    { game: "merlin:100/1x0/001", words: /could not be restored/ },
    { game: "togglelab-save 1\n" + "x".repeat(100000), words: /could not be restored/ },
  ];
  for (const c of cases) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript((g) => {
      if (!sessionStorage.getItem("seeded")) {
        localStorage.setItem("togglelab.game", g);
        localStorage.setItem("togglelab.colour_blind", "maybe");
        localStorage.setItem("togglelab.imgui", "[Window][\u0000\n]]]\nPos=NaN,1e999\n");
        sessionStorage.setItem("seeded", "1");
      }
    }, c.game);
    const page = await openPage(browser, server.url, { context });
    const s = await state(page);
    assert(s.id.includes(":") && s.cells.length > 0, "a game on screen");
    assert(c.words.test(s.message), `a note about the saved game ${JSON.stringify(c.game.slice(0, 30))}: ${s.message}`);
    assertEqual(page.errors, [], "no page error");
    await context.close();
  }
});
