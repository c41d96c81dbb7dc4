// engines.mjs: WebKit and Firefox behind the page interface our browser
// helpers use (page_support.mjs: evaluate, mouse, touchscreen, keyboard,
// screenshot, viewportSize), so that a test written once runs in any engine.
//   - WebKit: Debian's WebKitWebDriver (W3C WebDriver over HTTP) driving the
//     MiniBrowser of WebKitGTK in a real window. W3C WebDriver because it is
//     what WebKit's own driver speaks; the client is the few commands below.
//   - Firefox: Debian's firefox-esr through puppeteer-core (npm) over WebDriver
//     BiDi, in a real window (headless Firefox has no GL here), with WebGL
//     forced on over Mesa's software GL.
// Both need a display: the engine layers run under xvfb-run (run-tests.sh).
// Every difference between the engines that a test meets is handled here, in
// one place, and named where it is.
import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import { createServer } from "node:net";

// --- WebKit: a minimal W3C WebDriver client --------------------------------

const MINIBROWSER = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";

function freePort() {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => { const { port } = s.address(); s.close(() => resolve(port)); });
  });
}

async function startDriver() {
  const port = await freePort();
  const proc = spawn("/usr/bin/WebKitWebDriver", [`--port=${port}`], { stdio: "ignore" });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try { if ((await fetch(base + "/status", { signal: AbortSignal.timeout(2000) })).ok) return { base, proc }; } catch { /* not yet */ }
    await new Promise((r) => setTimeout(r, 50));
  }
  proc.kill();
  throw new Error("WebKitWebDriver did not start");
}

// A command the driver never answers (a browser that did not start, a page
// that froze) fails its test after a minute instead of holding the layer:
// fetch alone would wait as long as the socket stays open.
const CALL_MS = 60000;

async function call(base, method, path, body) {
  const res = await fetch(base + path, { method, headers: { "Content-Type": "application/json" },
                                         body: body === undefined ? undefined : JSON.stringify(body),
                                         signal: AbortSignal.timeout(CALL_MS) })
    .catch((e) => { throw new Error(`WebKit ${method} ${path}: no answer (${e.name === "TimeoutError" ? `${CALL_MS / 1000} s` : e.message})`); });
  const json = await res.json();
  if (!res.ok) throw new Error(`WebKit ${method} ${path}: ${json.value && (json.value.message || json.value.error)}`);
  return json.value;
}

// One pointer action (mouse or touch) at a point of the viewport.
function pointer(type, x, y, extra = []) {
  return { actions: [{ type: "pointer", id: type, parameters: { pointerType: type }, actions: [
    { type: "pointerMove", duration: 0, x: Math.round(x), y: Math.round(y), origin: "viewport" }, ...extra] }] };
}
const pressRelease = [{ type: "pointerDown", button: 0 }, { type: "pause", duration: 30 }, { type: "pointerUp", button: 0 }];

// WebDriver key values for the keys our tests press.
const KEYS = { Enter: "\uE007", Space: " ", ArrowLeft: "\uE012", ArrowUp: "\uE013", ArrowRight: "\uE014",
               ArrowDown: "\uE015", Escape: "\uE00C", Control: "\uE009" };

export async function launchWebKit({ width = 1280, height = 800 } = {}) {
  const { base, proc } = await startDriver();
  const session = await call(base, "POST", "/session", { capabilities: { alwaysMatch: {
    browserName: "MiniBrowser", "webkitgtk:browserOptions": { binary: MINIBROWSER, args: ["--automation"] } } } });
  const sid = `/session/${session.sessionId}`;
  const run = (script, args = []) => call(base, "POST", `${sid}/execute/sync`, { script, args });
  // The window's outer size differs from the viewport by the browser's own
  // chrome: set it, then correct by what the page reports. The X server
  // applies a new size after the driver has answered, so the page's inner
  // size is read once it has stopped changing (a read taken too early, on a
  // busy machine, corrected by the old size and left the phone test's
  // window 844 px plus the toolbar tall).
  const inner = () => run("return [innerWidth, innerHeight];");
  async function settled(before) {
    let last = await inner(), same = 0;
    for (let i = 0; i < 100 && same < 3; i++) {
      await new Promise((r) => setTimeout(r, 20));
      const now = await inner();
      const moved = now[0] !== before[0] || now[1] !== before[1];
      same = now[0] === last[0] && now[1] === last[1] && (moved || i >= 25) ? same + 1 : 0;
      last = now;
    }
    return last;
  }
  async function resize(w, h) {
    let outer = [w, h];
    for (let tries = 0; tries < 4; tries++) {
      const before = await inner();
      if (before[0] === w && before[1] === h) return;
      await call(base, "POST", `${sid}/window/rect`, { width: outer[0], height: outer[1] });
      const now = await settled(before);
      if (now[0] === w && now[1] === h) return;
      if (tries > 0 && now[0] === before[0] && now[1] === before[1]) return;  // as near as the window goes
      outer = [outer[0] + (w - now[0]), outer[1] + (h - now[1])];
    }
  }
  await resize(width, height);
  // W3C WebDriver has no console: the page's uncaught errors and rejections
  // are gathered by listeners put in after each load, and collected into
  // `errors` before the next navigation and by collectErrors().
  const listen = () => run(`window.__tlErrors = window.__tlErrors || [];
    addEventListener("error", (e) => __tlErrors.push(String(e.message || e.type)));
    addEventListener("unhandledrejection", (e) => __tlErrors.push("unhandled rejection: " + e.reason));`);
  const page = {
    engine: "webkit",
    errors: [],
    async collectErrors() {
      try { page.errors.push(...(await run("return window.__tlErrors ? __tlErrors.splice(0) : [];"))); } catch { /* no page yet */ }
    },
    async goto(url) {
      await page.collectErrors();
      await call(base, "POST", `${sid}/url`, { url });
      await listen();
    },
    // The function travels as text and runs as a WebDriver script, which the
    // page's Content-Security-Policy does not govern (as with CDP and BiDi).
    evaluate(fn, arg) { return run(`return (${fn}).apply(null, arguments);`, arg === undefined ? [] : [arg]); },
    async waitForFunction(fn, arg, { timeout = 10000 } = {}) {
      const until = Date.now() + timeout;
      while (!(await page.evaluate(fn, arg))) {
        if (Date.now() > until) throw new Error(`webkit: waitForFunction timed out: ${fn}`);
        await new Promise((r) => setTimeout(r, 30));
      }
    },
    mouse: {
      click: (x, y) => call(base, "POST", `${sid}/actions`, pointer("mouse", x, y, pressRelease)),
      move: (x, y) => call(base, "POST", `${sid}/actions`, pointer("mouse", x, y)),
      async wheel(dx, dy) {
        const at = await run("return [innerWidth / 2, innerHeight / 2];");
        await call(base, "POST", `${sid}/actions`, { actions: [{ type: "wheel", id: "wheel", actions: [
          { type: "scroll", x: Math.round(at[0]), y: Math.round(at[1]), deltaX: dx, deltaY: dy, origin: "viewport" }] }] });
      },
    },
    touchscreen: { tap: (x, y) => call(base, "POST", `${sid}/actions`, pointer("touch", x, y, pressRelease)) },
    keyboard: {
      press: (key) => call(base, "POST", `${sid}/actions`, { actions: [{ type: "key", id: "keys", actions: [
        { type: "keyDown", value: KEYS[key] || key }, { type: "keyUp", value: KEYS[key] || key }] }] }),
    },
    async screenshot({ path } = {}) {
      const buf = Buffer.from(await call(base, "GET", `${sid}/screenshot`), "base64");
      if (path) writeFileSync(path, buf);
      return buf;
    },
    viewportSize: () => ({ width, height }),
    setViewportSize: async (size) => { width = size.width; height = size.height; await resize(width, height); },
    async close() {
      try { await call(base, "DELETE", sid); } catch { /* already gone */ }
      proc.kill();
    },
  };
  page.context = () => ({ close: async () => {} });
  return page;
}

// --- Firefox: puppeteer-core over WebDriver BiDi ----------------------------

export async function launchFirefox({ width = 1280, height = 800 } = {}) {
  const puppeteer = (await import("puppeteer-core")).default;
  const browser = await puppeteer.launch({
    browser: "firefox", executablePath: "/usr/bin/firefox-esr", headless: false,
    extraPrefsFirefox: { "webgl.force-enabled": true, "dom.events.testing.asyncClipboard": true }, defaultViewport: { width, height },
  });
  const raw = (await browser.pages())[0] || await browser.newPage();
  await raw.setViewport({ width, height });  // the launch option alone leaves Firefox's window as it opened
  // Puppeteer's viewport() is null for Firefox when it did not set one; the
  // page's own inner size is the truth, read after each navigation or resize.
  let size = { width, height };
  const measure = async () => {
    const [w, h] = await raw.evaluate(() => [innerWidth, innerHeight]);
    size = { width: w, height: h };
  };
  const page = {
    engine: "firefox",
    errors: [],
    goto: async (url) => { await raw.goto(url); await measure(); },
    evaluate: (fn, arg) => raw.evaluate(fn, arg),
    // Puppeteer takes (fn, options, ...args), Playwright (fn, arg, options).
    waitForFunction: (fn, arg, options = {}) => raw.waitForFunction(fn, { timeout: options.timeout ?? 10000, polling: 30 }, arg),
    mouse: {
      click: (x, y) => raw.mouse.click(x, y),
      move: (x, y) => raw.mouse.move(x, y),
      wheel: (dx, dy) => raw.mouse.wheel({ deltaX: dx, deltaY: dy }),
    },
    touchscreen: { tap: (x, y) => raw.touchscreen.tap(x, y) },
    keyboard: {
      press: async (key) => {
        const keys = key.split("+");  // "Control+V": held, pressed, let go
        for (const k of keys.slice(0, -1)) await raw.keyboard.down(k);
        await raw.keyboard.press(keys[keys.length - 1]);
        for (const k of keys.slice(0, -1).reverse()) await raw.keyboard.up(k);
      },
    },
    screenshot: ({ path } = {}) => raw.screenshot({ path }),
    viewportSize: () => size,
    setViewportSize: async (s) => { await raw.setViewport(s); await measure(); },
    close: () => browser.close(),
  };
  raw.on("console", (m) => { if (m.type() === "error") page.errors.push(m.text()); });
  raw.on("pageerror", (e) => page.errors.push(String(e)));
  page.context = () => ({ close: async () => {} });
  return page;
}

// --- Chromium: Playwright's page is this interface already ------------------
// (make test runs the Chromium suites in tests/e2e; this is for comparing the
// same suite's screenshots across the three engines.)
export async function launchChromium({ width = 1280, height = 800 } = {}) {
  const { launchBrowser } = await import("./page_support.mjs");
  const browser = await launchBrowser();
  const page = await (await browser.newContext({ viewport: { width, height } })).newPage();
  page.engine = "chromium";
  page.errors = [];
  page.on("console", (m) => { if (m.type() === "error") page.errors.push(m.text()); });
  page.on("pageerror", (e) => page.errors.push(String(e)));
  page.close = () => browser.close();
  return page;
}

export const ENGINES = { webkit: launchWebKit, firefox: launchFirefox, chromium: launchChromium };
