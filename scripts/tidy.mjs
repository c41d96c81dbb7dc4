// tidy.mjs: clang-tidy over our own sources, the "tidy" layer of make test.
//   node scripts/tidy.mjs [BUILD_DIR]      (default build/native)
// - The files are those of BUILD_DIR/compile_commands.json under src/ and
//   tests/: Dear ImGui and SDL are compiled there too and are not analysed;
//   .clang-tidy's HeaderFilterRegex keeps their headers out as well.
// - The native build is GCC's: flags clang does not know are taken out of the
//   commands clang-tidy reads (CLANG_UNKNOWN below), here, once, instead of
//   being silenced file by file.
// - Each file's result is kept in ~/.cache/togglelab/tidy under a key made of
//   clang-tidy's version, .clang-tidy, the file's command and the contents of
//   every one of our files it includes (from the build's dependency files),
//   so an unchanged file costs nothing the next time. A file with findings is
//   never cached: it is analysed again until it is clean.
// - Prints each finding as clang-tidy does, then the line scripts/run-tests.sh
//   sums: "tidy: 1 passed, 0 failed" when the tree is clean (one check, like
//   the format layer's), else "tidy: 0 passed, M failed", M the files with
//   findings; exits 1 on any finding.
import { execFileSync, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, homedir } from "node:os";
import { join, resolve } from "node:path";

const ROOT = resolve(new URL("..", import.meta.url).pathname);
const build = resolve(ROOT, process.argv[2] || "build/native");
const CLANG_UNKNOWN = ["-Wno-restrict"];  // GCC-only warnings in CMakeLists.txt
const cacheDir = join(process.env.XDG_CACHE_HOME || join(homedir(), ".cache"), "togglelab", "tidy");
const outDir = join(ROOT, "build", "tidy");
mkdirSync(cacheDir, { recursive: true });
mkdirSync(outDir, { recursive: true });

const dbFile = join(build, "compile_commands.json");
if (!existsSync(dbFile)) {
  console.error(`tidy: ${dbFile} is missing: run make native first`);
  console.log("tidy: 0 passed, 1 failed");
  process.exit(1);  // no compile commands: nothing analysed is a failure
}
const ours = (f) => f.startsWith(join(ROOT, "src") + "/") || f.startsWith(join(ROOT, "tests") + "/");
const entries = JSON.parse(readFileSync(dbFile, "utf8"))
  .filter((e) => ours(e.file))
  .map((e) => ({ ...e, command: e.command.split(" ").filter((a) => !CLANG_UNKNOWN.includes(a)).join(" ") }));
writeFileSync(join(outDir, "compile_commands.json"), JSON.stringify(entries, null, 1));

const version = execFileSync("clang-tidy", ["--version"], { encoding: "utf8" });
// Both configurations: the project's and the tests' own (tests/.clang-tidy).
const config = readFileSync(join(ROOT, ".clang-tidy"), "utf8") + readFileSync(join(ROOT, "tests", ".clang-tidy"), "utf8");

// Our files a translation unit reads: its dependency file (GCC's -MD output,
// next to the object file), else every header of ours (a key that any header
// change invalidates).
function dependencies(e) {
  const object = e.command.match(/ -o (\S+)/);
  const depFile = object ? resolve(e.directory, object[1] + ".d") : null;
  if (depFile && existsSync(depFile)) {
    return readFileSync(depFile, "utf8").replace(/\\\n/g, " ").split(/\s+/).slice(1)
      .filter(Boolean).map((p) => resolve(e.directory, p)).filter(ours).sort();
  }
  return execFileSync("git", ["ls-files", "*.hpp", "*.h"], { cwd: ROOT, encoding: "utf8" })
    .split("\n").filter(Boolean).map((p) => join(ROOT, p)).concat([e.file]).sort();
}
// The key names files relative to the checkout, so that another clone of the
// same sources (CI's fresh clone) finds this clone's clean results.
function keyOf(e) {
  const local = (text) => text.split(ROOT).join("<root>");
  const h = createHash("sha256").update(version).update(config).update(local(e.command));
  for (const f of dependencies(e)) h.update(local(f)).update(existsSync(f) ? readFileSync(f) : "");
  return h.digest("hex");
}

function run(e) {
  return new Promise((done) => {
    const p = spawn("clang-tidy", ["--quiet", "-p", outDir, e.file], { cwd: ROOT });
    let out = "";
    p.stdout.on("data", (d) => (out += d));
    p.stderr.on("data", () => {});  // "N warnings generated": the counts, not the findings
    p.on("close", (code) => done({ code, out }));
  });
}

const t0 = Date.now();
let passed = 0, failed = 0, cached = 0;
const queue = entries.slice();
async function worker() {
  for (let e; (e = queue.shift());) {
    const key = keyOf(e), mark = join(cacheDir, key);
    if (existsSync(mark)) { passed++; cached++; continue; }
    const { code, out } = await run(e);
    const findings = out.split("\n").filter((l) => / (warning|error): /.test(l));
    if (code === 0 && findings.length === 0) {
      passed++;
      writeFileSync(mark, e.file + "\n");
    } else {
      failed++;
      process.stdout.write(out.trim() ? out : `${e.file}: clang-tidy exited with ${code}\n`);
    }
  }
}
await Promise.all(Array.from({ length: Math.max(1, cpus().length) }, worker));
const rel = (f) => f.replace(ROOT + "/", "");
console.log(`tidy: ${entries.length} files (${cached} unchanged since a clean run), ${((Date.now() - t0) / 1000).toFixed(1)} s; config ${rel(join(ROOT, ".clang-tidy"))}`);
if (failed) console.log("tidy: fix each finding, or suppress one on its line with NOLINT(check) and the reason beside it");
console.log(failed ? `tidy: 0 passed, ${failed} failed` : "tidy: 1 passed, 0 failed");
process.exit(failed ? 1 : 0);
