// firefox.test.mjs: the engine suite (tests/e2e/engine_suite.mjs) in Firefox:
// Debian's Firefox ESR in a real window under Xvfb (WebGL on Mesa's software
// GL), driven by puppeteer-core over WebDriver BiDi.
// Run from the repository root after `make native web`:
//   xvfb-run -a node --test tests/engines/firefox.test.mjs
import { engineSuite } from "../e2e/engine_suite.mjs";

engineSuite("firefox");
