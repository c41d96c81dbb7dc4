// page_support.mjs: the helpers the browser tests (*.test.mjs) share. It
// serves a build folder (build/web, or build/dist for the publishing test)
// with scripts/serve.mjs on a loopback port, drives Debian's Chromium with
// playwright-core, and acts on the page like a person: real clicks, taps and
// wheel turns at the coordinates the page's hook (window.togglelab) reports.
// Also: the CLI's answer for the same puzzle ID, screenshots, an offline
// reload through the service worker, and the page's long tasks.
import { spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import { after } from "node:test";
import { chromium } from "playwright-core";
import { assertEqual } from "./checks.mjs";

export const ARTIFACTS = "build/test-artifacts";
mkdirSync(ARTIFACTS, { recursive: true });

// Flags that make headless Chromium render WebGL2 on SwiftShader here, with no
// GPU and no network: --no-sandbox lets it run as root, ANGLE on SwiftShader
// stands in for the GPU, and the rest keep it from reaching for the network.
const CHROMIUM_ARGS = [
  "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
  "--disable-component-update", "--disable-sync", "--enable-unsafe-swiftshader", "--use-angle=swiftshader",
];

export async function startServer(dir = "build/web") {
  const proc = spawn(process.execPath, ["scripts/serve.mjs", dir, "0"], { stdio: ["ignore", "pipe", "inherit"] });
  const url = await new Promise((resolve, reject) => {
    let out = "";
    proc.stdout.on("data", (d) => {
      out += d;
      const m = out.match(/http:\/\/localhost:(\d+)/);
      if (m) resolve(`http://127.0.0.1:${m[1]}/`);
    });
    proc.on("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
  return { url, pid: proc.pid, stop: () => proc.kill() };
}

export async function launchBrowser(extraArgs = []) {
  return chromium.launch({ executablePath: "/usr/bin/chromium", headless: true, args: [...CHROMIUM_ARGS, ...extraArgs] });
}

// Waits for the page's first frame. When it does not come, the error says
// where the load stopped, from the page itself: its URL and readyState, the
// status line (the shell's own message: no WebGL2, a failed script, the app
// stopped), whether the shell's hook and the app's Module are there and ran,
// the service worker in control, which of the page's files arrived and when
// (resource timing), and a trap's stack. A trap in the app (the shell keeps
// it as togglelab.crash) ends the wait at once: no first frame follows it.
export async function waitReady(page, timeout = 30000) {
  let crashed = false;
  try {
    await page.waitForFunction(() => window.togglelab && (window.togglelab.ready() || !!window.togglelab.crash),
                               undefined, { timeout });
    crashed = await page.evaluate(() => !window.togglelab.ready());
  } catch (e) {
    throw new Error(`${e.message.split("\n")[0]}; the page: ${await readLoad(page)}`);
  }
  if (crashed) throw new Error(`the app stopped before its first frame; the page: ${await readLoad(page)}`);
}

async function readLoad(page) {
  try { return await page.evaluate(describeLoad); } catch (f) { return `(the page could not be read: ${f.message})`; }
}

function describeLoad() {
  const st = document.getElementById("status");
  const files = performance.getEntriesByType("resource").map((r) =>
    `${r.name.replace(/^.*\//, "").replace(/\?.*$/, "")} ${Math.round(r.startTime)}+${Math.round(r.duration)} ms`);
  const M = window.Module;
  return JSON.stringify({
    href: location.href, readyState: document.readyState, ms: Math.round(performance.now()),
    status: st ? `${st.className}: ${st.textContent}`.slice(0, 200) : null,
    hook: typeof window.togglelab, module: typeof M, ran: M ? !!M.calledRun : null,
    frames: (() => { try { return M._tl_frames(); } catch (e) { return null; } })(),  // not before the run
    worker: navigator.serviceWorker ? (navigator.serviceWorker.controller ? navigator.serviceWorker.controller.state : "none") : "no API",
    files, errors: window.__tlErrors || [], crash: window.togglelab ? window.togglelab.crash : null,
  });
}

// Opens the page in a fresh context and waits for the first frame. Console
// errors and page errors are collected in `page.errors` for the tests to check.
// The page is a returning player's, who has seen How to play (a first visit
// opens on it), unless `firstVisit`.
export async function openPage(browser, url, { hash = "", viewport = { width: 1280, height: 800 }, scale = 1,
                                              touch = false, context = null, firstVisit = false } = {}) {
  const ctx = context || await browser.newContext({ viewport, deviceScaleFactor: scale, hasTouch: touch, isMobile: touch });
  if (!firstVisit) {
    await ctx.addInitScript(() => {
      try { if (localStorage.getItem("togglelab.tour") === null) localStorage.setItem("togglelab.tour", "1"); } catch (e) { /* storage blocked */ }
    });
  }
  const page = await ctx.newPage();
  page.errors = [];
  page.on("console", (m) => { if (m.type() === "error") page.errors.push(m.text()); });
  page.on("pageerror", (e) => page.errors.push(String(e)));
  const t0 = Date.now();
  await page.goto(url + (hash ? "#" + hash : ""));
  await waitReady(page);
  page.firstFrameMs = await page.evaluate(() => window.togglelab.firstFrameMs);
  page.loadWallMs = Date.now() - t0;
  await settle(page);
  return page;
}

// Waits until the app has drawn the frames it owes (layout and button
// rectangles settle): it is at rest, or, while something keeps it drawing
// (an animation, background work), it has drawn `frames` more. The page's
// own frame counter and its loop, not the browser's animation frames: a
// loaded machine draws fewer frames than it gets animation frames.
export async function settle(page, frames = 3) {
  const from = await page.evaluate(() => window.togglelab.frames());
  await page.waitForFunction(([f0, n]) => window.togglelab.atRest() || window.togglelab.frames() >= f0 + n,
                             [from, frames], { timeout: 15000 });
}

// Waits until the page is idle (its main loop paused, no timer set: nothing
// can draw until input), then checks that two of the browser's animation
// frames go by without a frame of ours. A proof of rest that waits on the
// app's state, where counting frames over a fixed sleep waited seconds and
// still proved nothing about the next ones. Returns the frames drawn.
export async function waitIdle(page, timeout = 15000) {
  await page.waitForFunction(() => window.togglelab.idle(), undefined, { timeout });
  const { f0, f1, idle } = await page.evaluate(() => new Promise((done) => {
    const f0 = window.togglelab.frames();
    requestAnimationFrame(() => requestAnimationFrame(() => done({ f0, f1: window.togglelab.frames(), idle: window.togglelab.idle() })));
  }));
  if (f1 !== f0 || !idle) throw new Error(`not at rest: ${f1 - f0} frames in two animation frames, idle ${idle}`);
  return f1;
}

// The state as the page wrote it, refused where one object names a key twice:
// JSON.parse would keep the last and hide the first (two views each writing
// "census" once hid a finished census behind a null).
export async function state(page) {
  const text = await page.evaluate(() => window.togglelab.stateText());
  const twice = duplicateKeys(text);
  if (twice.length) throw new Error(`the state names a key twice in one object: ${twice.join(", ")}`);
  return JSON.parse(text);
}

// The keys written twice in one object of a JSON text (a small scanner: the
// page's own JSON writer emits plain, valid JSON).
export function duplicateKeys(text) {
  const stack = [];  // per open container: a Set of keys (objects) or null (arrays)
  const twice = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "{") stack.push(new Set());
    else if (c === "[") stack.push(null);
    else if (c === "}" || c === "]") stack.pop();
    else if (c === '"') {
      let j = i + 1;
      while (text[j] !== '"') j += text[j] === "\\" ? 2 : 1;
      const top = stack[stack.length - 1];
      let k = j + 1;
      while (text[k] === " ") k++;
      if (top && text[k] === ":") {
        const key = JSON.parse(text.slice(i, j + 1));
        if (top.has(key)) twice.push(key);
        top.add(key);
      }
      i = j;
    }
  }
  return twice;
}

// Presses a key or chord ("Enter", "Control+a") and holds it for two frames.
// Dear ImGui 1.86's text fields read keys as held or not once a frame, so a
// press and release between two frames (a fast typist, or a loaded machine
// running the test) can be missed; characters are queued and never are.
export async function holdKey(page, chord) {
  const keys = chord.split("+");
  for (const k of keys) await page.keyboard.down(k);
  await settle(page, 2);
  for (const k of keys.reverse()) await page.keyboard.up(k);
  await settle(page, 1);
}

// Types text into the focused text field, one line at a time, holding Enter
// between lines (holdKey).
export async function typeLines(page, text) {
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    await page.keyboard.type(lines[i]);
    if (i + 1 < lines.length) await holdKey(page, "Enter");
  }
}

export async function centreOf(page, button) {
  const r = await page.evaluate((i) => window.togglelab.buttonRect(i), button);
  if (!r) throw new Error(`button ${button} has no rectangle on screen`);
  return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
}

// Clicks button `button` (1-based) with the mouse and waits until the app has
// taken the press (the move counter moved or the state changed).
export async function clickButton(page, button, { touch = false } = {}) {
  const before = await state(page);
  const { x, y } = await centreOf(page, button);
  if (touch) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
  await page.waitForFunction((prev) => {
    const s = window.togglelab.state();
    return s.moves !== prev.moves || s.id !== prev.id;
  }, before, { timeout: 15000 });  // settle's bound: a loaded CI machine's frames are slow
  return state(page);
}

// Raw touch points through the DevTools protocol (Chromium): send(type,
// points) with points [[x, y], ...], one per finger in order.
export async function touchSender(page) {
  const cdp = await page.context().newCDPSession(page);
  return (type, points) => cdp.send("Input.dispatchTouchEvent", {
    type, touchPoints: points.map(([x, y], id) => ({ x, y, id, radiusX: 4, radiusY: 4, force: 1 })),
  });
}

// Scrolls the panel with the wheel, as a person would, until the labelled
// control is inside the window; returns its rectangle.
export async function scrollToControl(page, label) {
  let r = await page.evaluate((l) => window.togglelab.controlRect(l), label);
  // A control that a click just brought up is drawn in the app's next frames,
  // which a loaded machine can delay: wait for them before giving up.
  for (let tries = 0; !r && tries < 20; tries++) {
    await settle(page, 3);
    r = await page.evaluate((l) => window.togglelab.controlRect(l), label);
  }
  if (!r) throw new Error(`control "${label}" is not on screen`);
  // Until the control shows whole: inside the window, and not clipped by its
  // panel's edge (on a phone the panel ends above the action bar).
  const view = page.viewportSize();
  const hidden = (c) => c.y < 0 || c.y + c.height > view.height || c.visible === false;
  for (let tries = 0; tries < 40 && hidden(r); tries++) {
    const panel = await page.evaluate(() => window.togglelab.controlRect("Panel"));
    const y = panel ? panel.y + panel.height / 2 : view.height / 2;
    await page.mouse.move(Math.min(r.x + r.width / 2, view.width - 5), y);
    await page.mouse.wheel(0, r.y < y ? -120 : 120);
    await settle(page, 3);
    r = await page.evaluate((l) => window.togglelab.controlRect(l), label);
  }
  return r;
}

// Clicks a labelled control ("Hint", "Press next", "Undo", "Edit", ...) and lets the
// app draw the frames that follow.
export async function clickControl(page, label, { touch = false } = {}) {
  // Where a control sits is known once the app has drawn the current state:
  // right after a hook call (load) the rectangles are still the last frame's,
  // of the puzzle before, and a click there lands on another control.
  await settle(page, 2);
  const r = await scrollToControl(page, label);
  if (touch) await page.touchscreen.tap(r.x + r.width / 2, r.y + r.height / 2);
  else await page.mouse.click(r.x + r.width / 2, r.y + r.height / 2);
  await settle(page, 4);
  return state(page);
}

// The state for a failure's message: every field, each long string cut to
// its first 60 characters and each long list to its first 8 entries (a
// 256 x 256 board's ID is 131,000 characters and hid the fields after it).
function brief(s) {
  return JSON.stringify(s, (k, v) => (typeof v === "string" && v.length > 80 ? `${v.slice(0, 60)}... (${v.length} chars)`
    : Array.isArray(v) && v.length > 16 ? `[${v.slice(0, 8).join(",")}, ... ${v.length} entries]` : v)).slice(0, 1500);
}

// Waits until the game's state satisfies `pred` (a function of the state),
// then lets the app draw it (the buttons' rectangles are the drawn frame's).
// Polled from here, with `pred` run in Node: the page's Content-Security-Policy
// forbids evaluating text as script there, which a predicate sent as text needs.
export async function waitState(page, pred, timeout = 10000) {
  if (typeof pred !== "function") throw new TypeError("waitState: pred must be a function of the state, not text");
  const until = Date.now() + timeout;
  for (;;) {
    const s = await state(page);
    if (pred(s)) {
      await settle(page, 2);
      return state(page);
    }
    if (Date.now() > until) throw new Error(`waitState: timed out after ${timeout} ms waiting for ${pred}; state: ${brief(s)}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

// The native CLI (the same core): its standard output, trimmed. A run that
// exits otherwise than `status` (0 by default) fails the test with what it said.
import { spawnSync } from "node:child_process";
export function cli(args, { status = 0 } = {}) {
  const r = spawnSync("build/native/togglelab", args, { encoding: "utf8" });
  if (r.error) throw new Error(`togglelab ${args.join(" ")}: ${r.error.message}`);
  if (r.status !== status)
    throw new Error(`togglelab ${args.join(" ").slice(0, 120)}: exit ${r.status} (wanted ${status}): ${(r.stderr || r.stdout).slice(0, 400)}`);
  return r.stdout.trim();
}
// The CLI's answer for the same puzzle ID. `solve` exits 2 for an unsolvable
// position (its JSON then says solvable: false) as for a bad ID (its JSON is
// only an error): only the first is an answer.
export function cliSolve(id) {
  const r = spawnSync("build/native/togglelab", ["solve", id, "--json"], { encoding: "utf8" });
  const answer = r.status === 0 || r.status === 2 ? JSON.parse(r.stdout) : null;
  if (!answer || !("solvable" in answer) || (r.status === 0) !== answer.solvable)
    throw new Error(`togglelab solve ${id.slice(0, 80)}: exit ${r.status}: ${(r.stdout || r.stderr).slice(0, 400)}`);
  return answer;
}

// One server for build/web and one browser for the tests of a file (node:test
// runs each file in a process of its own), both closed after the file's last
// test. `args` are extra Chromium flags for this file's browser;
// `dir` is the folder the server serves (build/dist for the publishing test).
export async function browserSuite(args = [], dir = "build/web") {
  const server = await startServer(dir);
  const browser = await launchBrowser(args);
  after(async () => {
    await browser.close();
    server.stop();
  });
  return { server, browser };
}

// Waits until a service worker controls the page; returns the worker's scope.
export async function serviceWorkerControls(page) {
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 15000 });
  return scope;
}

// Takes the page's context off the network (the caller has stopped its
// server), checks that a request really fails, then reloads the page and
// waits for its first frame: all it has is what its service worker kept.
export async function reloadOffline(page) {
  await page.context().setOffline(true);
  // Offline reaches the page's requests a moment later: probe until one
  // fails (each probe is a real request, not a wait on the clock).
  const probe = () => page.evaluate(() => fetch("no-such-file?" + Date.now()).then(() => "answered", () => "no network"));
  let net = await probe();
  for (const end = Date.now() + 10000; net !== "no network" && Date.now() < end;) net = await probe();
  assertEqual(net, "no network", "the server is really gone");
  page.errors.length = 0;  // that probe's own failed load; the reload must add none
  await page.reload();
  await waitReady(page);
}

export async function shot(page, name) {
  const path = `${ARTIFACTS}/${name}.png`;
  const buf = await page.screenshot({ path });
  return { path, buf };
}

// Records the long tasks (over 50 ms) of every page of `ctx` from its start,
// through PerformanceObserver; longTasksSince reads those since `from` (ms).
export async function watchLongTasks(ctx) {
  await ctx.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, ms: e.duration });
    }).observe({ type: "longtask", buffered: true });
  });
}
export const longTasksSince = (page, from) => page.evaluate((t) => window.__longTasks.filter((e) => e.start >= t), from);
