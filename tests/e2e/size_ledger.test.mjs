// size_ledger.test.mjs: what a visitor downloads stays within its budgets
// (web/size-budget.json), and when it does not, the ledger says what grew.
// No browser: scripts/size-ledger.mjs over the staged page (build/web) and
// the page's own link (build/web-build: its symbol map and objects).
// Run from the repository root after `make web`.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { assert, assertEqual } from "./checks.mjs";

const BUILD = "build/web-build";
const WEB = "build/web";
const ledger = (...extra) => spawnSync("node", ["scripts/size-ledger.mjs", BUILD, WEB, ...extra], { encoding: "utf8" });
const bytes = (f) => readFileSync(join(WEB, f)).length;
// "  name   1,234  budget ..." -> 1234
const figure = (out, name) => Number(out.match(new RegExp(`^  ${name} +([0-9,]+)`, "m"))?.[1].replaceAll(",", ""));

// The ledger as make test's page has it (read by the first two tests).
const run = ledger("--check");

test("the page is within every budget, and the ledger adds what a visitor downloads", () => {
  assertEqual(run.status, 0, `the ledger's check passes:\n${run.stdout}${run.stderr}`);
  // The first load is the page's js and wasm as gzipped beside them for the server.
  assertEqual(figure(run.stdout, "first load"), bytes("togglelab.js.gz") + bytes("togglelab.wasm.gz"), "first load");
  assertEqual(figure(run.stdout, "reader"), bytes("reader_worker.js.gz") + bytes("togglelab_reader.js.gz") + bytes("togglelab_reader.wasm.gz"), "reader");
});

test("the page's code is put in its areas: most of it in ours, Dear ImGui's and SDL2's", () => {
  const [out, worker] = run.stdout.split("where togglelab_worker.wasm goes");
  assert(worker, `the engine worker's areas follow the page's:\n${run.stdout}`);
  // The worker holds the engine and the atlas it computes (core/linear/explain).
  for (const name of ["core/engine", "core/linear/explain", "core/modk"])
    assert(new RegExp(`^  ${name} +[0-9]+ +[0-9,]+ +[0-9,]+$`, "m").test(worker), `the worker has ${name}:\n${worker}`);
  const area = (name) => Number(out.match(new RegExp(`^  ${name.replace(/[()+]/g, "\\$&")} +[0-9]+ +([0-9,]+)`, "m"))?.[1].replaceAll(",", ""));
  for (const name of ["core/gf2", "core/modk", "core/ghaly", "app/screens/play", "app/boards", "platform", "Dear ImGui", "SDL2"]) {
    assert(area(name) > 0, `${name} has code of its own:\n${out}`);
  }
  // Every function body is counted once: the areas' code and the data add up
  // to the file, less its other sections (types, imports, exports, the table:
  // about 12 KB) and each body's length (a byte or three for each of about 4,000).
  const number = (s) => Number(s.replaceAll(",", ""));
  const code = [...out.matchAll(/^  (.+?) +([0-9]+) +([0-9,]+) +[0-9,]+/gm)].reduce((s, r) => s + number(r[3]), 0);
  const data = number(out.match(/^  data \(.*?\) +([0-9,]+)/m)[1]);
  const file = bytes("togglelab.wasm");
  assert(code + data <= file && code + data > file - 30000, `code ${code} + data ${data} bytes is the file's ${file}, less its other sections`);
  const unknown = area("C and C++ libraries");
  assert(unknown < 0.15 * code, `what no object of ours, ImGui's or SDL2's defines is the C and C++ libraries, a small part (${unknown} of ${code})`);
});

test("over a budget, the check fails and names the areas that grew and their largest functions", () => {
  const dir = mkdtempSync(join(tmpdir(), "ledger-"));
  try {
    const budget = JSON.parse(readFileSync("web/size-budget.json", "utf8"));
    const now = bytes("togglelab.js.gz") + bytes("togglelab.wasm.gz");
    budget.modules["first load"].budget = now - 1000;
    writeFileSync(join(dir, "budget.json"), JSON.stringify(budget));
    // A record from before Z_k's code grew by 5,000 bytes.
    execFileSync("node", ["scripts/size-ledger.mjs", BUILD, WEB, "--record", "--record-file", join(dir, "now.json")]);
    const record = JSON.parse(readFileSync(join(dir, "now.json"), "utf8"));
    record.areas["core/modk"] -= 5000;
    writeFileSync(join(dir, "record.json"), JSON.stringify(record));
    const run = ledger("--check", "--budget", join(dir, "budget.json"), "--record-file", join(dir, "record.json"));
    assertEqual(run.status, 1, `the check fails:\n${run.stdout}`);
    assert(run.stdout.includes(`OVER BUDGET: first load is ${now.toLocaleString("en-US")} bytes gzipped, over its budget of ${(now - 1000).toLocaleString("en-US")} by 1,000`), `says by how much:\n${run.stdout}`);
    const named = run.stdout.match(/^  core\/modk: \+5,000 bytes gzipped, now [0-9,]+; its largest functions:\n((?: +[0-9,]+ raw .*\n){5})/m);
    assert(named, `names Z_k's area, what it grew by and five of its functions:\n${run.stdout}`);
    // The functions named are the page's own (as its symbol map calls them).
    const symbols = readFileSync(join(BUILD, "togglelab.js.symbols"), "utf8").replace(/\\([0-9a-f]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16)));
    for (const line of named[1].trim().split("\n")) {
      const name = line.replace(/^ *[0-9,]+ raw +/, "").replace(/\.\.\.$/, "");
      assert(symbols.includes(name), `${name} is a function of the page`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
