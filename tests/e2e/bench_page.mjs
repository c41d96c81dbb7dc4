// bench_page.mjs: what the page costs, as figures (a benchmark, not a test:
// it prints and asserts nothing). Run from the repository root after `make web`:
//   node tests/e2e/bench_page.mjs [DIR]      DIR defaults to build/web
// Prints: js and wasm sizes raw and gzipped, the first frame's time after
// navigation start, the CPU Chromium's processes used while the page rested
// for 10 s (and the frames it drew, where the hook counts them), and the
// longest task while the Lights Out torus atlas ran, and the long tasks of
// plain clicks for comparison, and what a 64x64 board with 4 states costs
// to open (its first solve) and to answer a press (the next solve).
import { readFileSync, readdirSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { startServer, launchBrowser, openPage, clickControl, scrollToControl, settle, waitState, watchLongTasks, longTasksSince } from "./page_support.mjs";

const dir = process.argv[2] || "build/web";
// BENCH_ONLY=census (or rest, atlas, big) runs that section alone.
const only = process.env.BENCH_ONLY || "";
const run = (section) => !only || only === section;
const REST_SECONDS = 10;

for (const f of ["togglelab.js", "togglelab.wasm"]) {
  const raw = readFileSync(`${dir}/${f}`);
  console.log(`size ${f}: ${raw.length} bytes raw, ${gzipSync(raw, { level: 9 }).length} gzipped`);
}

// CPU seconds (user + system) of every process below this one but the server.
const TICKS = 100;  // USER_HZ on Linux
function descendants(root, skip) {
  const kids = new Map();
  for (const p of readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${p}/stat`, "utf8");
      const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const ppid = Number(f[1]);
      if (!kids.has(ppid)) kids.set(ppid, []);
      kids.get(ppid).push({ pid: Number(p), cpu: (Number(f[11]) + Number(f[12])) / TICKS });
    } catch { /* exited meanwhile */ }
  }
  const out = new Map();
  const walk = (pid) => { for (const k of kids.get(pid) || []) if (k.pid !== skip) { out.set(k.pid, k.cpu); walk(k.pid); } };
  walk(root);
  return out;
}
function cpuSince(before, after) {
  let sum = 0;
  for (const [pid, cpu] of after) sum += cpu - (before.get(pid) || 0);
  return sum;
}

// Clicks `label` and waits for `until` (the hook's state): the wall time to
// it, the browser's long tasks meanwhile (and the longest), the app's longest
// frame, and the state it ended in.
async function timedClick(page, label, until, timeout) {
  const t0 = await page.evaluate(() => performance.now());
  await page.evaluate(() => window.togglelab.longestFrameMs(true));  // from the click on
  const w0 = Date.now();
  await clickControl(page, label);
  const state = await waitState(page, until, timeout);
  const wall = Date.now() - w0;
  const tasks = await longTasksSince(page, t0);
  const longest = tasks.reduce((m, e) => Math.max(m, e.ms), 0);
  const frameMs = await page.evaluate(() => window.togglelab.longestFrameMs(false));
  return { wall, tasks, longest, frameMs, state };
}

const server = await startServer(dir);
const browser = await launchBrowser();
const serverPid = server.pid;
try {

// --- first frame and rest ----------------------------------------------------
if (run("rest")) {
  const page = await openPage(browser, server.url, { hash: "merlin:100/110/001" });
  console.log(`first frame: ${page.firstFrameMs.toFixed(0)} ms after navigation start`);
  await page.mouse.move(5, 5);  // the pointer off the board: nothing hovers
  await new Promise((r) => setTimeout(r, 2000));  // past the settling frames
  const hasFrames = await page.evaluate(() => typeof window.togglelab.frames === "function");
  const f0 = hasFrames ? await page.evaluate(() => window.togglelab.frames()) : null;
  const before = descendants(process.pid, serverPid);
  const t0 = Date.now();
  await new Promise((r) => setTimeout(r, REST_SECONDS * 1000));
  const secs = (Date.now() - t0) / 1000;
  const cpu = cpuSince(before, descendants(process.pid, serverPid));
  const frames = hasFrames ? (await page.evaluate(() => window.togglelab.frames())) - f0 : "n/a (no frames() hook)";
  console.log(`rest: Chromium used ${cpu.toFixed(2)} CPU s in ${secs.toFixed(1)} s (${(100 * cpu / secs).toFixed(1)}% of one core); ` +
              `frames drawn: ${frames}`);
  await page.context().close();
}

// --- the torus atlas: the longest task while it runs -------------------------
if (run("atlas")) {
  const ctx = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  await watchLongTasks(ctx);
  const page = await openPage(browser, server.url, { hash: "lightsout5x5:00000/00100/01110/00100/00000", context: ctx });
  await clickControl(page, "Why it works");
  await clickControl(page, "Lights Out atlas");
  if (await page.evaluate(() => window.togglelab.controlRect("Atlas topology"))) {
    await clickControl(page, "Atlas topology");
    await clickControl(page, "Atlas torus");
  } else if (await page.evaluate(() => window.togglelab.controlRect("Atlas torus"))) await clickControl(page, "Atlas torus");
  else {  // builds that did not record the atlas's Torus box: it sits just above Compute
    const r = await scrollToControl(page, "Compute atlas");
    await page.mouse.click(r.x + 10, r.y - 15);
  }
  const { wall, tasks, longest, frameMs } = await timedClick(page, "Compute atlas",
    (st) => st.atlas && (st.atlas.torus || st.atlas.topology === "torus") && st.atlas.nullities.length === 256, 120000);
  console.log(`torus atlas: done in ${wall} ms wall; ${tasks.length} long tasks, the longest ${longest.toFixed(0)} ms; ` +
              `the app's longest frame ${frameMs.toFixed(1)} ms`);
  // The same with 254 states: a board's count is most of a second of work in
  // the page at N = 256, which the atlas must spread over frames.
  const field = await page.evaluate(() => window.togglelab.controlRect("Atlas states"));
  const box = await page.evaluate(() => window.togglelab.controlRect("Atlas torus"));
  if (field || box) {
    // The text part is the field's left end (its middle is the "-" button);
    // builds that did not record the field: it sits on the Torus box's line, after it.
    if (field) await page.mouse.click(field.x + 15, field.y + field.height / 2);
    else await page.mouse.click(box.x + box.width + 40, box.y + box.height / 2);
    await page.keyboard.press("Control+A");
    await page.keyboard.type("254");
    await page.keyboard.press("Enter");
    await settle(page, 2);
    const { wall: kWall, tasks: kTasks, longest: kLongest, frameMs: kFrame } = await timedClick(page, "Compute atlas",
      (st) => st.atlas && st.atlas.states === 254 && st.atlas.nullities.length === 256, 300000);
    console.log(`torus atlas, 254 states: done in ${kWall} ms wall; ${kTasks.length} long tasks, the longest ${kLongest.toFixed(0)} ms; ` +
                `the app's longest frame ${kFrame.toFixed(1)} ms`);
  }
  // What the browser spends on a click that costs the app almost nothing (a
  // step of Merlin's elimination): with software GL its input handling and
  // compositing alone make long tasks, the floor under the atlas's figure.
  await page.evaluate(() => window.togglelab.load("merlin:100/110/001~elim=0"));
  await settle(page, 10);
  const t1 = await page.evaluate(() => performance.now());
  await page.evaluate(() => window.togglelab.longestFrameMs(true));
  for (let i = 0; i < 10; i++) await clickControl(page, "Next step");
  await settle(page, 10);
  const plain = (await longTasksSince(page, t1)).map((e) => Math.round(e.ms));
  const stepMs = await page.evaluate(() => window.togglelab.longestFrameMs(false));
  console.log(`10 clicks on Next step (no atlas): long tasks [${plain.join(", ")}] ms; the app's longest frame ${stepMs.toFixed(1)} ms`);
  await ctx.close();
}

// --- a 5 x 5 board's census (2^23 positions; 5 x 6 has 2^30, past the page's 2^24) ----
if (run("census")) {
  const ctx = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  await watchLongTasks(ctx);
  const page = await openPage(browser, server.url, { hash: "lightsout5x5:00000/00000/00000/00000/00000", context: ctx });
  await clickControl(page, "Why it works");
  await clickControl(page, "How hard is this board?");
  const { wall, tasks, longest, frameMs, state: st } =
    await timedClick(page, "Count every position", (t) => t.board_census && t.board_census.done, 300000);
  console.log(`5x5 census: done in ${wall} ms wall (${st.board_census.reachable} positions); ${tasks.length} long tasks, ` +
              `the longest ${longest.toFixed(0)} ms; the app's longest frame ${frameMs.toFixed(1)} ms`);
  await ctx.close();
}

// --- a big k-state board: the solves behind opening it and a press ------------
if (run("big")) {
  const ctx = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  const page = await openPage(browser, server.url, { hash: "merlin:100/110/001", context: ctx });
  const id = "lightsout64x64-k4:h" + "01".repeat(4096);
  for (let round = 0; round < 3; round++) {
    await page.evaluate(() => window.togglelab.longestFrameMs(true));
    if (!(await page.evaluate((x) => window.togglelab.load(x), id))) throw new Error("the 64x64 board did not load");
    await settle(page, 10);
    const open = await page.evaluate(() => window.togglelab.longestFrameMs(false));
    const r = await page.evaluate(() => window.togglelab.buttonRect(2080));
    await page.evaluate(() => window.togglelab.longestFrameMs(true));
    await page.mouse.click(r.x + r.width / 2, r.y + r.height / 2);
    await settle(page, 10);
    const press = await page.evaluate(() => window.togglelab.longestFrameMs(false));
    const st = await page.evaluate(() => window.togglelab.state());
    console.log(`64x64 with 4 states, round ${round + 1}: opening it, the longest frame ${open.toFixed(1)} ms; ` +
                `a press and its new answer ${press.toFixed(1)} ms (moves ${st.moves})`);
  }
  await ctx.close();
}

} finally {
  await browser.close();
  server.stop();
}
