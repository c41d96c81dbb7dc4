import { startServer, launchBrowser, openPage, clickControl, scrollToControl, shot, settle } from "./page_support.mjs";
const server = await startServer();
const browser = await launchBrowser();
const page = await openPage(browser, server.url, { hash: "lightsout6x6-k3-moebius:000000/001200/012210/001200/000000/000000",
  viewport: { width: 320, height: 568 }, touch: true, scale: 2 });
await shot(page, "tmp_moebius_phone");
await clickControl(page, "Patterns and moves", { touch: true });
await scrollToControl(page, "Rotate states");
await settle(page);
await shot(page, "tmp_patterns_phone");
await clickControl(page, "Checkers", { touch: true });
await settle(page);
await shot(page, "tmp_checkers_phone");
console.log(page.errors);
await browser.close();
server.stop();
