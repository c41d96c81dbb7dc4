// browser_csp.test.mjs: the page runs only its own code, in real Chromium.
//   - With its Content-Security-Policy (the <meta> and the server's header),
//     the page loads, plays, keeps its service worker and its manifest, and
//     no securitypolicyviolation is reported.
//   - An inline script and an inline event handler put into the page are
//     blocked, each with a violation; hostile URL hashes and IDs (script-like
//     text) run nothing.
//   - The same injection with the policy taken away (from the page and the
//     headers) does run: the check above can fail, so its passing means
//     something.
// Run from the repository root after `make web`.
import { test } from "node:test";
import { assert, assertEqual } from "./checks.mjs";
import { browserSuite, clickButton, clickControl, openPage, serviceWorkerControls, state, waitState } from "./page_support.mjs";

const { server, browser } = await browserSuite();
const START = "merlin:000/000/000";

// Collects the page's policy violations from its first script on.
async function watchViolations(ctx) {
  await ctx.addInitScript(() => {
    window.__violations = [];
    document.addEventListener("securitypolicyviolation", (e) =>
      window.__violations.push({ directive: e.effectiveDirective, blocked: e.blockedURI, sample: e.sample }));
  });
}
const violations = (page) => page.evaluate(() => window.__violations);

// Puts an inline script and an element with an inline event handler into the
// page (as an injection through a host page or a hostile link would), fires
// the handler, and says which of the two ran (both run, or are blocked, at
// once; only the violation events come later).
async function inject(page) {
  await page.evaluate(() => {
    window.__scriptRan = false;
    window.__handlerRan = false;
    const s = document.createElement("script");
    s.textContent = "window.__scriptRan = true;";
    document.body.appendChild(s);
    const d = document.createElement("div");
    d.setAttribute("onclick", "window.__handlerRan = true;");
    document.body.appendChild(d);
    d.click();
  });
  return page.evaluate(() => ({ script: window.__scriptRan, handler: window.__handlerRan }));
}

// The directives of the violations reported so far, each once, sorted.
const directives = async (page) => [...new Set((await violations(page)).map((v) => v.directive))].sort();

// Moves the mouse over the canvas and waits for the frame the app draws for
// it: any event queued before the move (a violation report) has had its turn.
async function frameAfter(page) {
  const before = await page.evaluate(() => window.togglelab.frames());
  const r = await page.evaluate(() => window.togglelab.buttonRect(5));
  await page.mouse.move(r.x + r.width / 2, r.y + r.height / 2);
  await page.waitForFunction((f0) => window.togglelab.frames() > f0, before, { timeout: 10000 });
}

test("with the policy: the page loads, plays and installs its worker, with no violation", async () => {
  const ctx = await browser.newContext();
  await watchViolations(ctx);
  const page = await openPage(browser, server.url, { hash: START, context: ctx });
  const policy = await page.evaluate(() => document.querySelector('meta[http-equiv="Content-Security-Policy"]').content);
  assert(policy.includes("script-src 'self' 'wasm-unsafe-eval'") && !policy.includes("@CSP@"), `the meta's policy: ${policy}`);
  const s = await clickButton(page, 5);
  assertEqual([s.moves, s.cells], [1, [0, 1, 0, 1, 1, 1, 0, 1, 0]], "a press toggles 2, 4, 5, 6 and 8");
  await serviceWorkerControls(page);
  const manifest = await page.evaluate(async () => (await fetch(document.querySelector('link[rel="manifest"]').href)).ok);
  assert(manifest, "the manifest loads");
  assertEqual(await page.evaluate(() => getComputedStyle(document.body).overflow), "hidden", "shell.css applies");
  // The worksheets are written in their own worker once the Why tab shows them.
  await clickControl(page, "Why it works");
  await page.waitForFunction(() => window.togglelab.exportText("latex").includes("\\documentclass"));
  assertEqual(await violations(page), [], "policy violations");
  assertEqual(page.errors, [], "console errors");
  await ctx.close();
});

test("an injected inline script and inline handler are blocked; hostile hashes and IDs run nothing", async () => {
  const ctx = await browser.newContext();
  await watchViolations(ctx);
  const page = await openPage(browser, server.url, { hash: START, context: ctx });
  assertEqual(await inject(page), { script: false, handler: false }, "what ran");
  // Each is reported once per policy that blocks it (the <meta>'s and the
  // header's), as events dispatched later: wait for both directives.
  await page.waitForFunction(() => new Set(window.__violations.map((v) => v.directive)).size >= 2, null, { timeout: 10000 });
  assertEqual(await directives(page), ["script-src-attr", "script-src-elem"], "a violation for the script and one for the handler");

  const hostile = ["<script>window.__pwned=1</script>", "\"><img src=x onerror=window.__pwned=1>",
                   "javascript:window.__pwned=1", "merlin:000/000/000~why<svg onload=window.__pwned=1>"];
  for (const h of hostile) {
    await page.evaluate((hash) => { location.hash = encodeURIComponent(hash); }, h);
    await page.evaluate((id) => window.togglelab.load(id), h);
  }
  // hashchange events come later, in order: once a last, good hash has
  // opened its puzzle, the page has handled every hostile one before it.
  const GOOD = "merlin:111/111/111";
  await page.evaluate((hash) => { location.hash = hash; }, GOOD);
  await waitState(page, (s) => s.id === GOOD);
  assertEqual(await page.evaluate(() => window.__pwned), undefined, "nothing a hash or ID carried ran");
  assertEqual((await state(page)).machine, "merlin", "still playing");
  await ctx.close();
});

test("without the policy the same injection runs: the check above can fail", async () => {
  const ctx = await browser.newContext({ serviceWorkers: "block" });  // every request goes through the route below
  await watchViolations(ctx);
  await ctx.route("**/*", async (route) => {
    const res = await route.fetch();
    const headers = { ...res.headers() };
    delete headers["content-security-policy"];
    let body = await res.body();
    if ((headers["content-type"] || "").startsWith("text/html")) {
      body = body.toString().replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, "");
      delete headers["content-encoding"];
      delete headers["content-length"];
    }
    await route.fulfill({ status: res.status(), headers, body });
  });
  const page = await openPage(browser, server.url, { hash: START, context: ctx });
  assertEqual(await page.evaluate(() => document.querySelector('meta[http-equiv="Content-Security-Policy"]')), null,
              "the meta is gone");
  assertEqual(await inject(page), { script: true, handler: true }, "what ran with no policy");
  await frameAfter(page);
  assertEqual(await violations(page), [], "no policy, no violation");
  await ctx.close();
});
