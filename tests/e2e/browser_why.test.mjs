// browser_why.test.mjs: what only a browser shows of the "Why it works" views:
// the torus atlas, computed in the engine worker, keeps the page's frames
// under 50 ms, and a worker that cannot load is said; Ghaly's wiring is drawn
// over the board (pixels, and a screenshot).
// The views' logic runs headless in CTest (tests/app/app_why_test.cpp,
// AppWhy): the elimination stepped through to the solver's presses, the
// student's own elimination, the LaTeX export against Arnold and Blaszak's
// A^-1, the atlas plain and torus (slices, Pause, the nullities against the
// core's analysis), Ghaly's census, the custom rules editor, a Next step by a tap.
import { readFile } from "node:fs/promises";
import { test } from "node:test";
import { assert, assertEqual } from "./checks.mjs";
import { decodePng, pixelStats } from "./png.mjs";
import { browserSuite, openPage, clickButton, clickControl, waitState, shot, watchLongTasks, longTasksSince, cli, ARTIFACTS }
  from "./page_support.mjs";

// One server and one browser for this file's tests, closed after them.
const { server, browser } = await browserSuite();
const big = { width: 1400, height: 1000 };

// moved to tests/app/app_why_test.cpp (AppWhy.MerlinSteppingThroughTheEliminationEndsInTheSolversPresses): headless

// moved to tests/app/app_why_test.cpp (AppWhy.DoItYourselfMerlinRowReducedByClicksAndModFourRefusesTwo): headless

// moved to tests/app/app_why_test.cpp (AppWhy.TheLatexExportHoldsArnoldAndBlaszaksInverse): headless

// moved to tests/app/app_why_test.cpp (AppWhy.TheLightsOutAtlasAgreesWithTheAnalysisAndABarOpensItsBoard): headless

// Background work in real slices: the torus atlas (the heaviest, 256 wrap-around
// systems) advances a few milliseconds a frame, so no task of the page's
// reaches 50 ms (PerformanceObserver). Its logic (the bar moves, Pause
// pauses, the nullities equal the analysis's) moved to
// tests/app/app_why_test.cpp (AppWhy.TheTorusAtlasRunsInSlicesPausesAndAgreesWithTheAnalysis): headless
test("the torus atlas runs in slices: no frame over 50 ms", async () => {
  const ctx = await browser.newContext({ viewport: big });
  await watchLongTasks(ctx);
  const page = await openPage(browser, server.url, { hash: "lightsout5x5:00000/00100/01110/00100/00000", context: ctx });
  await clickControl(page, "Why it works");
  await clickControl(page, "Lights Out atlas");
  await clickControl(page, "Atlas topology");
  await clickControl(page, "Atlas torus");
  const t0 = await page.evaluate(() => performance.now());
  await page.evaluate(() => window.togglelab.longestFrameMs(true));
  await clickControl(page, "Compute atlas");
  await waitState(page, (st) => st.atlas && st.atlas.topology === "torus" && st.atlas.nullities.length === 256, 60000);
  // What the app's own code spends in one frame (the atlas's slice, the UI,
  // its GL calls) is what the slicing controls: under 50 ms. The browser's
  // long tasks also hold its compositing, which with software GL (SwiftShader
  // on this 2-core machine) can pass 50 ms on its own, so they are reported.
  const frameMs = await page.evaluate(() => window.togglelab.longestFrameMs(false));
  const tasks = await longTasksSince(page, t0);
  const longest = tasks.reduce((m, e) => Math.max(m, e.ms), 0);
  console.log(`        longest frame in the app: ${frameMs.toFixed(1)} ms; ` +
              `longest browser task: ${longest.toFixed(0)} ms (${tasks.length} over 50 ms)`);
  assert(frameMs < 50, `a frame spent ${frameMs.toFixed(1)} ms in the app while the atlas ran`);
  assertEqual(page.errors, [], "console errors");
  await ctx.close();
});

// The atlas is the engine worker's (web/engine_worker.js and its own module):
// a worker that cannot load ends the job with an error the atlas's section
// shows, and the game plays on.
test("an engine worker that fails to load: the atlas says so and the game plays on", async () => {
  const ctx = await browser.newContext({ viewport: big });
  await ctx.route("**/engine_worker.js", (route) => route.fulfill({ status: 404, body: "gone" }));
  const page = await openPage(browser, server.url, { hash: "lightsout5x5:00000/00100/01110/00100/00000", context: ctx });
  await clickControl(page, "Why it works");
  await clickControl(page, "Lights Out atlas");
  await clickControl(page, "Compute atlas");
  const s = await waitState(page, (st) => st.atlas && st.atlas.error, 30000);
  assert(s.atlas.error.startsWith("the engine worker failed: "), `the atlas's error: ${s.atlas.error}`);
  assertEqual(s.atlas.nullities, [], "nothing computed");
  await shot(page, "why-engine-worker-failed");
  const after = await clickButton(page, 13);
  assertEqual(after.moves, 1, "a press after the worker failed");
  await ctx.close();
});

// moved to tests/app/app_why_test.cpp (AppWhy.GhalysCensusRunsInSlicesPausesAndCountsAsTheCore): headless

// The wiring drawn over the board, in pixels. Its logic (Example 28 is all
// red, solved) moved to tests/app/app_why_test.cpp (AppWhy.GhalyJoynersExample28IsAllRed): headless
// The worksheets are written in a worker of their own (the writer alone:
// not the first load, not the engine worker) when the Why tab shows them,
// before any tap, so Copy LaTeX reaches the clipboard in the tap's gesture.
// Which sheet and its text against the CLI's are headless (AppWhy).
test("Merlin's worksheet: written in the worksheet worker alone, copied in the tap", async () => {
  const page = await openPage(browser, server.url, { hash: "merlin:100/110/001", viewport: big });
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
  const fetched = [];
  page.on("request", (r) => fetched.push(new URL(r.url()).pathname));
  await clickControl(page, "Why it works");
  await waitState(page, (t) => t.elimination.sheets === "ready", 30000);
  assert(fetched.some((n) => n.endsWith("togglelab_sheets.wasm")), `the worksheet module was fetched: ${fetched.join(", ")}`);
  assert(!fetched.some((n) => n.endsWith("togglelab_worker.wasm")), "not the engine worker's module");
  await clickControl(page, "Copy LaTeX");
  const s = await waitState(page, (t) => /on the clipboard|Could not copy/.test(t.message), 10000);
  assert(/is on the clipboard as LaTeX/.test(s.message), `after Copy LaTeX: "${s.message}"`);
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  assert(copied.includes("\\documentclass") && copied.trim().endsWith("\\end{document}"), `a whole LaTeX document: ${copied.slice(0, 80)}`);
  assertEqual(copied, await page.evaluate(() => window.togglelab.exportText("latex")), "the sheet the hook exports");
  await shot(page, "why-worksheet-copied");
  assertEqual(page.errors, [], "console errors");
  await page.context().close();
});

test("Ghaly: the wiring over the board (Joyner's Example 28) is drawn", async () => {
  const page = await openPage(browser, server.url, { hash: "ghaly4:1111/1111/1111/0000,s=12345678,t=23415678",
                                                      viewport: big });
  const s = await clickControl(page, "Why it works");
  assertEqual(s.tab, "why", "tab");
  const { buf } = await shot(page, "why-ghaly-example28");
  assert(pixelStats(decodePng(buf)).nonBackground > 100000, "board and wires drawn");
  assertEqual(page.errors, [], "console errors");
  await page.context().close();
});

// moved to tests/app/app_why_test.cpp (AppWhy.TheCustomRulesEditorChangesTheRulesAndTheRankFollowsTheAnalysis): headless

// moved to tests/app/app_why_test.cpp (AppWhy.OnAPhoneTheWhyTabStepsByATap): headless

// A picture saved in the page is a download the browser itself encoded (a
// canvas of the pixels the core drew): what only a browser shows. What the
// pictures hold is tested headless (AppPictures) and in the core.
test("Save picture downloads a PNG of A that the browser encoded, a pixel an entry", async () => {
  const ctx = await browser.newContext({ viewport: big, acceptDownloads: true });
  const page = await openPage(browser, server.url, { hash: "merlin:100/110/001", context: ctx });
  await clickControl(page, "Why it works");
  await clickControl(page, "Pictures and matrices");
  await clickControl(page, "Picture of");
  await clickControl(page, "Picture of A");
  await clickControl(page, "Black on white");
  const download = page.waitForEvent("download");
  await clickControl(page, "Save picture");
  const file = await download;
  assertEqual(file.suggestedFilename(), "merlin-A.png", "the file's name");
  const png = decodePng(await readFile(await file.path()));
  assertEqual([png.width, png.height], [9, 9], "a pixel an entry of Merlin's 9 x 9 A");
  // Merlin's A, row 5 (the centre cell): a corner changes its 2 x 2 block and
  // the centre its plus, so buttons 1, 3, 5, 7 and 9 change the centre.
  const dark = [];
  for (let j = 0; j < 9; j++) if (png.rgba[(4 * 9 + j) * 4] < 128) dark.push(j + 1);
  assertEqual(dark, [1, 3, 5, 7, 9], "row 5 of A: the buttons that change the centre");
  await waitState(page, (st) => st.message === "Saved merlin-A.png to your downloads.");
  assertEqual(page.errors, [], "console errors");
  await ctx.close();
});

// A matrix picture opened through the page's own file chooser, inside the
// tap: the browser decodes it and the app plays it as the same rules. The
// picture is the CLI's `image --what A` of Merlin's machine.
test("Open a matrix picture: the browser's file chooser, decoded in the page, played as its rules", async () => {
  const png = `${ARTIFACTS}/merlin-A-for-the-chooser.png`;
  cli(["image", "--machine", "merlin", "--what", "A", "-o", png]);
  const page = await openPage(browser, server.url, { hash: "lightsout5x5:00000/00100/01110/00100/00000", viewport: big });
  await clickControl(page, "Why it works");
  await clickControl(page, "Pictures and matrices");
  const chooser = page.waitForEvent("filechooser");
  await clickControl(page, "Open a matrix picture");
  await (await chooser).setFiles(png);
  const st = await waitState(page, (s) => s.id.startsWith("custom3x3:000/000/000,b="));
  assertEqual(st.message, "Custom rules from merlin-A-for-the-chooser.png, mod 2: 9 buttons on a 3x3 board.", "the message");
  assertEqual(st.rank, 9, "Merlin's rank, read back from its picture");
  // An 8192 x 8192 PNG of 261 KB (518 MB once decoded and copied into the
  // heap, which froze the page and then stopped it): refused from its
  // header in the reader's worker before anything decodes it.
  const ihdr = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
                            0, 0, 0x20, 0, 0, 0, 0x20, 0, 8, 6, 0, 0, 0]);
  const again = page.waitForEvent("filechooser");
  await clickControl(page, "Open a matrix picture");
  await (await again).setFiles({ name: "big-A.png", mimeType: "image/png", buffer: Buffer.concat([ihdr, Buffer.alloc(261000)]) });
  const refused = await waitState(page, (s) => s.message.startsWith("Could not read big-A.png"));
  assertEqual(refused.message, "Could not read big-A.png: the picture is 8192 x 8192 pixels: at most 1024 a side are read.", "the message");
  assert(refused.id.startsWith("custom3x3:"), "the game in play is kept");
  await page.context().close();
});
