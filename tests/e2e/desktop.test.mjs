// desktop.test.mjs: the desktop program in a real X window under Xvfb. It renders
// frames, reads back what it drew with glReadPixels and writes a PNG; we check
// the PNG's size and that it shows the board (not a black window).
// Run from the repository root after `make native`:  node --test tests/e2e/desktop.test.mjs
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { assert, assertEqual } from "./checks.mjs";
import { decodePng, pixelStats } from "./png.mjs";
import { ARTIFACTS, cli } from "./page_support.mjs";
import { startXvfb } from "./xvfb.mjs";

const BIN = "build/native/togglelab";

const xvfb = await startXvfb();
after(() => xvfb.proc.kill());
const env = { ...process.env, DISPLAY: xvfb.display, XDG_CONFIG_HOME: "/nonexistent-togglelab-test" };

function screenshot(name, args) {
  const path = `${ARTIFACTS}/${name}.png`;
  rmSync(path, { force: true });
  const r = spawnSync(BIN, ["--screenshot", path, ...args], { env, encoding: "utf8", timeout: 60000 });
  return { ...r, path };
}

test("--screenshot writes a PNG of the requested size showing Merlin's board", async () => {
  const r = screenshot("desktop-merlin", ["--frames", "4", "--size", "1024x700", "--load", "merlin:100/110/001"]);
  assertEqual(r.status, 0, `exit status (stderr: ${r.stderr})`);
  const img = decodePng(readFileSync(r.path));
  assertEqual([img.width, img.height], [1024, 700], "PNG size");
  const s = pixelStats(img);
  assert(s.nonBackground > s.total * 0.05, `window looks blank: ${JSON.stringify(s)}`);
  assert(s.amber > 5000, `no lit cells drawn: ${JSON.stringify(s)}`);
});

test("a narrow window gets the phone's tall layout: the board on top, the action bar along the bottom", async () => {
  // All lit, and its goal all dark: the only amber is the board.
  const r = screenshot("desktop-narrow", ["--frames", "6", "--size", "400x800", "--load", "lightsout3x3:111/111/111"]);
  assertEqual(r.status, 0, `exit status (stderr: ${r.stderr})`);
  const img = decodePng(readFileSync(r.path));
  assertEqual([img.width, img.height], [400, 800], "PNG size");
  const { background } = pixelStats(img);
  const bg = [background >> 16, (background >> 8) & 255, background & 255];
  let x0 = img.width, x1 = 0, y1 = 0, barPixels = 0, barRows = 0;
  for (let y = 0; y < img.height; y++) {
    for (let x = 0; x < img.width; x++) {
      const i = (y * img.width + x) * 4, [R, G, B] = [img.rgba[i], img.rgba[i + 1], img.rgba[i + 2]];
      if (R > 220 && G > 160 && G < 230 && B < 110) { x0 = Math.min(x0, x); x1 = Math.max(x1, x); y1 = Math.max(y1, y); }
      // The bar: six buttons filling the bottom strip (text rows are mostly background).
      if (y >= img.height - 40 && y < img.height - 15) {
        barRows += 1;
        if (Math.abs(R - bg[0]) + Math.abs(G - bg[1]) + Math.abs(B - bg[2]) > 24) barPixels++;
      }
    }
  }
  assert(x1 - x0 > 300, `the board spans ${x1 - x0} of 400 px`);
  assert(y1 < img.height * 0.6, `the board reaches down to y=${y1}`);
  assert(barPixels > barRows * 0.6, `the bottom strip is ${(100 * barPixels / barRows).toFixed(0)}% buttons`);
});

test("the lights drawn follow the loaded position", async () => {
  // All nine lit against all nine dark: the amber area must differ by far.
  const lit = pixelStats(decodePng(readFileSync(screenshot("desktop-all-lit", ["--load", "merlin:111/111/111"]).path)));
  const dark = pixelStats(decodePng(readFileSync(screenshot("desktop-all-dark", ["--load", "merlin:000/000/000"]).path)));
  assert(lit.amber > dark.amber * 2, `lit ${lit.amber} vs dark ${dark.amber} amber pixels`);
});

// "Read a photo" with --photo: the photo drawn through the platform's texture
// (its warm table, which no screen of ours has), the grid over it; a file
// that is no picture opens the screen with the reason.
test("--photo opens Read a photo with the photo drawn and the grid over it", async () => {
  const photo = `${ARTIFACTS}/desktop-photo-handheld.jpg`;
  const w = spawnSync("build/native/togglelab_write_photo", ["handheld", "5", "5", "900001", "1280", "960", photo], { encoding: "utf8" });
  assertEqual(w.status, 0, `togglelab_write_photo: ${w.stderr}`);
  const r = screenshot("desktop-photo-390", ["--frames", "12", "--size", "390x844", "--photo", photo]);
  assertEqual(r.status, 0, `exit status (stderr: ${r.stderr})`);
  const img = decodePng(readFileSync(r.path));
  let warm = 0, n = 0;
  for (let y = 70; y < 320; y += 3)
    for (let x = 14; x < 380; x += 3) {
      const i = (y * img.width + x) * 4;
      ++n;
      if (img.rgba[i] > 120 && img.rgba[i] > img.rgba[i + 2] + 50) ++warm;
    }
  assert(warm > n * 0.4, `the photo's warm table under the title: ${warm} of ${n} pixels`);
  const bad = `${ARTIFACTS}/desktop-photo-not.jpg`;
  writeFileSync(bad, "not a JPEG");
  const b = screenshot("desktop-photo-bad", ["--frames", "6", "--size", "390x844", "--photo", bad]);
  assertEqual(b.status, 0, `a bad photo is a message, not a failure (stderr: ${b.stderr})`);
});

test("a bad --load still opens the default game and says why", async () => {
  const r = screenshot("desktop-bad-id", ["--load", "merlin:10"]);
  assertEqual(r.status, 0, "exit status");
  assert(r.stderr.includes("at character 10") && r.stderr.includes("too few cells"), `stderr: ${r.stderr}`);
  const s = pixelStats(decodePng(readFileSync(r.path)));
  assert(s.amber > 5000, "default board drawn");
});

test("--load opens a link's Why tab step: elimination step 12 is drawn, a step past the end says why", async () => {
  const size = ["--size", "1280x800", "--frames", "6"];
  const at0 = screenshot("desktop-link-why", [...size, "--load", "merlin:100/110/001~why"]);
  const at12 = screenshot("desktop-link-elim12", [...size, "--load", "merlin:100/110/001~elim=12"]);
  for (const r of [at0, at12]) {
    assertEqual(r.status, 0, `exit status (stderr: ${r.stderr})`);
    assert(!/opened, but not/.test(r.stderr), `the link opened whole: ${r.stderr}`);
  }
  // The Why panel (right of the board) shows [A | b] after 12 row operations
  // instead of at the start: many of its pixels differ.
  const a = decodePng(readFileSync(at0.path)), b = decodePng(readFileSync(at12.path));
  let panel = 0;
  for (let y = 0; y < a.height; y++)
    for (let x = 0; x < a.width; x++) {
      const i = (y * a.width + x) * 4;
      if (a.rgba[i] === b.rgba[i] && a.rgba[i + 1] === b.rgba[i + 1] && a.rgba[i + 2] === b.rgba[i + 2]) continue;
      if (x > a.width * 0.62) panel++;
    }
  assert(panel > 500, `the panel shows another matrix at step 12 (${panel} pixels differ)`);
  const past = screenshot("desktop-link-elim99", [...size, "--load", "merlin:100/110/001~elim=99"]);
  assertEqual(past.status, 0, "exit status");
  assert(/44 steps here, so there is no step 99/.test(past.stderr), `stderr: ${past.stderr}`);
});

test("every machine renders in the desktop window (--load ID --screenshot)", async () => {
  const machines = JSON.parse(cli(["machines", "--json"]));
  assert(machines.length >= 5, `machines: ${machines.length}`);
  const ids = machines.map((m) => [m.name, m.default_id]);
  ids.push(["ghaly8", cli(["ghaly", "new", "--n", "8", "--seed", "2"])]);
  ids.push(["lightsout128", cli(["new", "--machine", "lightsout", "--size", "128x128", "--seed", "2"])]);
  for (const [name, id] of ids) {
    const r = screenshot(`desktop-${name}`, ["--load", id, "--size", "1200x760"]);
    assertEqual(r.status, 0, `${name}: exit status (stderr: ${r.stderr})`);
    assert(!r.stderr.includes("Could not open"), `${name}: ${r.stderr}`);
    const s = pixelStats(decodePng(readFileSync(r.path)));
    assert(s.nonBackground > s.total * 0.1, `${name} looks blank: ${JSON.stringify(s)}`);
  }
});

// Frames on demand: the program prints "at rest after N frames" each time it
// starts waiting for input (--quit-after), so a count that stands still is a
// window that draws nothing; a real X click (xdotool) must wake it.
// With sound on (saved so), through SDL's dummy audio driver: the click's
// tick goes through the program's audio queue, and the rest stays rest.
test("at rest the window draws nothing, sound on or not; a click draws again and presses the button", async () => {
  const config = mkdtempSync(join(tmpdir(), "togglelab-desktop-"));
  mkdirSync(join(config, "togglelab"));
  writeFileSync(join(config, "togglelab", "sound.txt"), "1");
  const proc = spawn(BIN, ["--load", "merlin:000/000/000", "--size", "1200x800", "--quit-after", "6"],
                     { env: { ...env, XDG_CONFIG_HOME: config, SDL_AUDIODRIVER: "dummy" },
                       stdio: ["ignore", "pipe", "inherit"] });
  let out = "";
  proc.stdout.on("data", (d) => { out += d; });
  const exited = new Promise((r) => proc.on("exit", r));
  const restCounts = () => [...out.matchAll(/at rest after (\d+) frames/g)].map((m) => Number(m[1]));
  const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
  try {
    for (let i = 0; i < 50 && restCounts().length === 0; i++) await sleep(100);
    assert(restCounts().length > 0, `never came to rest: ${out}`);
    const settled = restCounts().at(-1);
    // The one wait that is the measurement itself: a second of rest, in
    // which a window that draws nothing adds no frame.
    await sleep(1000);
    const rested = restCounts().at(-1);
    assert(rested - settled <= 2, `${rested - settled} frames drawn in 1 s of rest (${out})`);
    // The board fills the left of the window: its middle is button 5.
    const x = spawnSync("xdotool", ["search", "--name", "Toggle Lab", "mousemove", "--window", "%1", "380", "410",
                                    "click", "1"], { env, encoding: "utf8" });
    assertEqual(x.status, 0, `xdotool (${x.stderr})`);
    for (let i = 0; i < 30 && restCounts().at(-1) === rested; i++) await sleep(100);
    assert(restCounts().at(-1) > rested, `the click drew nothing (${out})`);
    await exited;
    const total = Number((out.match(/(\d+) frames drawn in/) || [])[1]);
    assert(total >= restCounts().at(-1) && total <= restCounts().at(-1) + 1, `final report: ${out}`);
    const saved = readFileSync(join(config, "togglelab", "game.txt"), "utf8");
    assertEqual(saved, "togglelab-save 1\nmerlin:010/111/010", "the saved game after the click (button 5 pressed)");
    console.log(`        ${settled} frames to settle, ${rested - settled} in 1 s of rest, ${total} in all`);
  } finally {
    proc.kill();
    rmSync(config, { recursive: true, force: true });
  }
});

// Sound on where there is no audio device (Xvfb with no sound card): said
// once, and the program runs on silent.
test("sound on with no audio device is said once and is no error", () => {
  const config = mkdtempSync(join(tmpdir(), "togglelab-desktop-"));
  try {
    mkdirSync(join(config, "togglelab"));
    writeFileSync(join(config, "togglelab", "sound.txt"), "1");
    const r = spawnSync(BIN, ["--load", "merlin:000/000/000", "--quit-after", "1"],
                        { env: { ...env, XDG_CONFIG_HOME: config, SDL_AUDIODRIVER: "nosuchdriver" }, encoding: "utf8", timeout: 30000 });
    assertEqual(r.status, 0, `exit status (${r.stderr})`);
    assertEqual((r.stderr.match(/no audio device/g) || []).length, 1, `said once: ${r.stderr}`);
    assert(/frames drawn in/.test(r.stdout), r.stdout);
  } finally {
    rmSync(config, { recursive: true, force: true });
  }
});

test("bad command-line arguments are refused with a message", async () => {
  const r = spawnSync(BIN, ["--size", "10x10"], { env, encoding: "utf8" });
  assertEqual(r.status, 2, "exit status");
  assert(r.stderr.includes("64..8192"), `stderr: ${r.stderr}`);
});

