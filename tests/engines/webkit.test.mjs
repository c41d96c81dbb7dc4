// webkit.test.mjs: the engine suite (tests/e2e/engine_suite.mjs) in WebKit:
// WebKitGTK's MiniBrowser in a real window under Xvfb, driven by Debian's
// WebKitWebDriver (W3C WebDriver). WebKit is the engine of every iPhone
// browser; the phone test plays a game by touch pointer actions at 390 x 844.
// Run from the repository root after `make native web`:
//   xvfb-run -a node --test tests/engines/webkit.test.mjs
import { engineSuite } from "../e2e/engine_suite.mjs";

engineSuite("webkit", { phone: true });
