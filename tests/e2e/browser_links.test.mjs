// browser_links.test.mjs: what only a browser shows of links to a step of the
// Why tab: the URL bar follows the step a student clicks to, "Copy link to
// this view" puts the page's own address before it on the system clipboard,
// and a reload opens at the step. The gesture path: a click's copy is
// written inside the click's own DOM event (WebKit allows it nowhere else)
// and said "copied" once the browser answered; a refused write is shown as
// the failure it is.
// The links' logic runs headless in CTest (tests/app/app_links_test.cpp,
// AppLinks): a link to step 12 opens there and the link follows the steps; a
// student's own elimination and the chasing lesson in its second phase travel
// in the link and go on from where they were; a Why part that does not fit
// the puzzle opens the puzzle and says why.
import { test } from "node:test";
import { assert, assertEqual } from "./checks.mjs";
import { browserSuite, openPage, clickControl, settle, shot, state, waitState, waitReady } from "./page_support.mjs";

// One server and one browser for this file's tests, closed after them.
const { server, browser } = await browserSuite();
const big = { width: 1400, height: 1000 };
const MERLIN = "merlin:100/110/001";  // Arnold and Blaszak's worked example
const hashOf = (page) => page.evaluate(() => decodeURIComponent(location.hash.substring(1)));

// The app's part (the step opened, the link it hands over after each click,
// the copied text) moved to tests/app/app_links_test.cpp
// (AppLinks.ALinkToEliminationStep12OpensThereAndTheLinkFollowsTheSteps): headless
test("the URL follows the steps clicked; the copied link has the page's address; a reload opens there", async () => {
  const page = await openPage(browser, server.url, { hash: `${MERLIN}~elim=12`, viewport: big });
  await shot(page, "link-elim-12");
  await clickControl(page, "Next step");
  assertEqual(await hashOf(page), `${MERLIN}~elim=13`, "the URL names the step shown");
  // The copied link is the same text, after the page's address.
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
  await clickControl(page, "Copy link to this view");
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const here = await page.evaluate(() => location.origin + location.pathname);
  assertEqual(copied, `${here}#${MERLIN}~elim=13`, "the copied link");
  // Reloading the page (the link followed again) opens at step 13.
  await page.reload();
  await waitReady(page);
  await settle(page);
  const s = await state(page);
  assertEqual([s.tab, s.elimination.step], ["why", 13], "after a reload");
  // Back on the Play tab the link is the puzzle alone.
  await clickControl(page, "Play tab");
  assertEqual(await hashOf(page), MERLIN, "the Play tab's link");
  assertEqual(page.errors, [], "console errors");
  await page.context().close();
});

// The app's part (nothing said before the platform's answer, the failure's
// words and its field) is headless: AppLinks.CopyLinkSaysCopiedOnlyOnceTheClipboardHasIt.
test("a click's copy is written inside the click's own event and said copied once the browser answered", async () => {
  const page = await openPage(browser, server.url, { hash: MERLIN, viewport: big });
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
  // Notes which DOM event was being handled when the page called writeText.
  await page.evaluate(() => {
    window.__writes = [];
    const write = navigator.clipboard.writeText.bind(navigator.clipboard);
    navigator.clipboard.writeText = (text) => {
      window.__writes.push(window.event ? window.event.type : "no event");
      return write(text);
    };
  });
  await clickControl(page, "Copy link");
  const s = await waitState(page, (t) => t.copy.status !== "waiting");
  assertEqual(await page.evaluate(() => window.__writes), ["mouseup"], "written inside the release's own handler");
  assertEqual([s.copy.status, s.message, s.message_is_error], ["copied", "Link copied.", false], "said once written");
  const here = await page.evaluate(() => location.origin + location.pathname);
  assertEqual(await page.evaluate(() => navigator.clipboard.readText()), `${here}#${MERLIN}`, "the clipboard");
  assertEqual(page.errors, [], "console errors");
  await page.context().close();
});

test("a write the browser refuses is shown as a failure with the link to copy by hand", async () => {
  const page = await openPage(browser, server.url, { hash: MERLIN, viewport: big });
  await page.evaluate(() => {
    navigator.clipboard.writeText = () => Promise.reject(new DOMException("Write permission denied.", "NotAllowedError"));
  });
  await clickControl(page, "Copy link");
  const s = await waitState(page, (t) => t.copy.status !== "waiting");
  assertEqual(s.copy.status, "failed", "the copy's status");
  assert(s.message_is_error && s.message.startsWith("Could not copy the link: the browser refused (NotAllowedError)."),
         `the message: ${s.message}`);
  assert(await page.evaluate(() => window.togglelab.controlRect("Text to copy")), "the link in a field, to copy by hand");
  const here = await page.evaluate(() => location.origin + location.pathname);
  assertEqual(s.copy.text, `${here}#${MERLIN}`, "the field's text: the link as the page writes it, address and all");
  await shot(page, "copy-refused");
  assertEqual(page.errors, [], "console errors");
  await page.context().close();
});

// moved to tests/app/app_links_test.cpp (AppLinks.AStudentsOwnEliminationTravelsInTheLinkAndGoesOnToTheSolution): headless

// moved to tests/app/app_links_test.cpp (AppLinks.TheChasingLessonAtItsSecondPhaseTravelsInTheLinkAndWalksToSolved): headless

// moved to tests/app/app_links_test.cpp (AppLinks.AWhyPartThatDoesNotFitOpensThePuzzleAndSaysWhy): headless
