// bench_desktop.mjs: what the desktop program costs at rest, as a figure (a
// benchmark: it prints and asserts nothing). Run from the repository root
// after `make native`:   node tests/e2e/bench_desktop.mjs [BINARY]
// The program runs in its own Xvfb with a settings folder of its own; after
// 3 s to settle, its CPU time over 10 s of rest is read from /proc.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startXvfb } from "./xvfb.mjs";

const BIN = process.argv[2] || "build/native/togglelab";
const REST_SECONDS = 10;
const cpuOf = (pid) => {
  const s = readFileSync(`/proc/${pid}/stat`, "utf8");
  const f = s.slice(s.lastIndexOf(")") + 2).split(" ");
  return (Number(f[11]) + Number(f[12])) / 100;
};
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const xvfb = await startXvfb();
const display = xvfb.display;
const config = mkdtempSync(join(tmpdir(), "togglelab-bench-"));
const app = spawn(BIN, ["--load", "merlin:100/110/001", "--size", "1024x700"],
                  { env: { ...process.env, DISPLAY: display, XDG_CONFIG_HOME: config }, stdio: ["ignore", "pipe", "inherit"] });
await sleep(3000);
const c0 = cpuOf(app.pid), t0 = Date.now();
await sleep(REST_SECONDS * 1000);
const cpu = cpuOf(app.pid) - c0, secs = (Date.now() - t0) / 1000;
console.log(`desktop rest: ${cpu.toFixed(2)} CPU s in ${secs.toFixed(1)} s (${(100 * cpu / secs).toFixed(1)}% of one core)`);
app.kill();
await sleep(300);
xvfb.proc.kill();
rmSync(config, { recursive: true, force: true });
