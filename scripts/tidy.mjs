// tidy.mjs: clang-tidy over our own sources, the "tidy" layer of make test.
//   node scripts/tidy.mjs [BUILD_DIR]      (default build/native)
// - The files are those of BUILD_DIR/compile_commands.json under src/ and
//   tests/: Dear ImGui and SDL are compiled there too and are not analysed;
//   .clang-tidy's HeaderFilterRegex keeps their headers out as well.
// - The native build is GCC's: flags clang does not know are taken out of the
//   commands clang-tidy reads (CLANG_UNKNOWN below), here, once, instead of
//   being silenced file by file.
// - Each file's result is kept in $TOGGLELAB_DEPS/tidy (~/.cache/togglelab/tidy) under a key made of
//   clang-tidy's version, .clang-tidy, the file's command and the contents of
//   every one of our files it includes (from the build's dependency files),
//   so an unchanged file costs nothing the next time. A file with findings is
//   never cached: it is analysed again until it is clean.
// - The files to analyse go in batches: a file of build/tidy/ that includes
//   up to BATCH of them, all of one target (the same command). clang-tidy's
//   time goes mostly to walking the headers a file includes (the standard
//   library, GoogleTest, Dear ImGui: analysed and filtered out), so a batch
//   walks them once instead of once a file: eight of the app's tests took
//   11.5 s as one batch and 69 s one by one. What the files of a batch say
//   is reported as in a file alone (the header filter covers src/ and
//   tests/). A batch that does not compile (two files' local helpers of one
//   name collide in it: each machine's make() and parse_head(), two tests'
//   kMerlin) is made again into batches that keep apart the files its
//   errors and their notes name together; a batch with a finding is
//   analysed again one file at a time, so a finding is reported, and a file
//   cached, exactly as without batches.
// - Prints each finding as clang-tidy does, then the line scripts/run-tests.sh
//   sums: "tidy: 1 passed, 0 failed" when the tree is clean (one check, like
//   the format layer's), else "tidy: 0 passed, M failed", M the files with
//   findings; exits 1 on any finding.
import { execFileSync, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { cpus, homedir } from "node:os";
import { join, resolve } from "node:path";

const ROOT = resolve(new URL("..", import.meta.url).pathname);
const build = resolve(ROOT, process.argv[2] || "build/native");
const CLANG_UNKNOWN = ["-Wno-restrict"];  // GCC-only warnings in CMakeLists.txt
// Beside the other caches of ours (make's DEPS, exported as TOGGLELAB_DEPS),
// so that a scratch DEPS= starts tidy from nothing too.
const cacheDir = join(process.env.TOGGLELAB_DEPS || join(process.env.XDG_CACHE_HOME || join(homedir(), ".cache"), "togglelab"), "tidy");
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
// The test programs compile as unity files of eight test files
// (CMakeLists.txt, togglelab_test_target: BUILD_DIR/unity/TARGET_N.cpp,
// each member named from the checkout's root): a unity file's entry stands
// for the files it includes, each analysed as itself with the unity file's
// command (its dependency file, that of the whole unity file, keys their
// results).
const unityFile = new RegExp(`^${build}/unity/\\w+_\\d+\\.cpp$`);
function expandUnity(e) {
  if (!unityFile.test(e.file)) return [e];
  const members = [...readFileSync(e.file, "utf8").matchAll(/^#include "([^"]+)"$/gm)].map((m) => join(ROOT, m[1]));
  if (members.length === 0) throw new Error(`tidy: the unity file ${e.file} includes no file`);
  return members.map((file) => ({ ...e, file, command: e.command.replace(e.file, file) }));
}
const entries = JSON.parse(readFileSync(dbFile, "utf8"))
  .flatMap(expandUnity)
  .filter((e) => ours(e.file))
  .map((e) => ({ ...e, command: e.command.split(" ").filter((a) => !CLANG_UNKNOWN.includes(a)).join(" ") }));
// Every C++ file of ours the native build compiles is analysed: the files it
// does not compile are named here (the page's platform layer, its workers' modules and CLI, the
// fuzz targets, the canary below), so a file that falls out of the database
// (a unity file not expanded, a target dropped) fails the layer.
const NOT_NATIVE = [/^src\/platform\/.*web/, /^src\/platform\/(reader|engine|sheets)_worker_(api|kinds|sheets)\.cpp$/, /^src\/cli\/wasm\//,
  /^tests\/fuzz\//, /^tests\/tidy\/canary\.cpp$/];
{
  const analysed = new Set(entries.map((e) => e.file));
  const missing = execFileSync("git", ["ls-files", "src/*.cpp", "tests/*.cpp"], { cwd: ROOT, encoding: "utf8" })
    .split("\n").filter((f) => f && !NOT_NATIVE.some((r) => r.test(f)) && !analysed.has(join(ROOT, f)));
  if (missing.length) {
    console.log(`tidy: ${missing.length} C++ files of ours are not in ${dbFile}:\n  ${missing.join("\n  ")}`);
    console.log("tidy: 0 passed, 1 failed");
    process.exit(1);
  }
}

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

function run(file) {
  return new Promise((done) => {
    const p = spawn("clang-tidy", ["--quiet", "--extra-arg=-ferror-limit=0", "-p", outDir, file], { cwd: ROOT });
    let out = "";
    p.stdout.on("data", (d) => (out += d));
    p.stderr.on("data", () => {});  // "N warnings generated": the counts, not the findings
    p.on("close", (code) => done({ code, out }));
  });
}

const t0 = Date.now();
// --- Batches -----------------------------------------------------------------
// At most BATCH files a batch: more walks the headers fewer times, but a
// batch that must be analysed again file by file then costs more, and two
// cores want several batches to share.
const BATCH = 12;
const headerFilter = new RegExp(/^HeaderFilterRegex:\s*'([^']*)'/m.exec(readFileSync(join(ROOT, ".clang-tidy"), "utf8"))[1]);
const batchDir = join(outDir, "batch");
rmSync(batchDir, { recursive: true, force: true });
// The configuration clang-tidy finds for a file is the nearest .clang-tidy
// above it: a batch of tests sits in a folder with a copy of the tests' own.
for (const sub of ["src", "tests"]) mkdirSync(join(batchDir, sub), { recursive: true });
copyFileSync(join(ROOT, "tests", ".clang-tidy"), join(batchDir, "tests", ".clang-tidy"));

let passed = 0, failed = 0, cached = 0, batched = 0;
const todo = [];
for (const e of entries) {
  const key = keyOf(e);
  if (existsSync(join(cacheDir, key))) { passed++; cached++; } else todo.push({ ...e, key });
}
// A file goes in a batch with the files of its target (one command but for
// the file and the object) and of its configuration; a file the header
// filter does not cover is analysed alone (in a batch it would say nothing).
// e's command with another file in e's place (no object file written).
const commandFor = (e, file) => e.command.replace(/ -o \S+/, "").replace(e.file, file);
const groups = new Map();
const jobs = [];
for (const e of todo) {
  if (!headerFilter.test(e.file)) { jobs.push({ file: e.file, members: [e] }); continue; }
  const sub = e.file.startsWith(join(ROOT, "tests") + "/") ? "tests" : "src";
  const id = `${sub}\n${e.directory}\n${commandFor(e, "<file>")}`;
  if (!groups.has(id)) groups.set(id, { sub, members: [] });
  groups.get(id).members.push(e);
}
// The database clang-tidy reads: our files, then the batches as they are
// made (written whole, then renamed, as clang-tidy may be reading it).
const batchEntries = [];
function writeDatabase() {
  const db = join(outDir, "compile_commands.json");
  writeFileSync(db + ".new", JSON.stringify(entries.concat(batchEntries), null, 1));
  renameSync(db + ".new", db);
}
// A job: a file alone, or a batch of files.
function job(sub, part) {
  if (part.length === 1) return { file: part[0].file, members: part };
  const file = join(batchDir, sub, `batch-${batchEntries.length}.cpp`);
  writeFileSync(file, part.map((e) => `#include "${e.file}"  // NOLINT(bugprone-suspicious-include): a batch of tidy.mjs\n`).join(""));
  batchEntries.push({ directory: part[0].directory, file, command: commandFor(part[0], file) });
  return { file, sub, members: part };
}
for (const { sub, members } of groups.values()) {
  members.sort((a, b) => a.file.localeCompare(b.file));
  const n = Math.ceil(members.length / BATCH);
  for (let b = 0; b < n; b++) {
    const part = members.slice(Math.floor((b * members.length) / n), Math.floor(((b + 1) * members.length) / n));
    jobs.push(job(sub, part));
    if (part.length > 1) batched += part.length;
  }
}
// The canary (tests/tidy/canary.cpp): its findings alone and in a batch
// beside a real test file must be the same, and many. Cached like a file.
const canary = join(ROOT, "tests", "tidy", "canary.cpp");
const kFindings = 15;
const host = entries.find((e) => e.file.startsWith(join(ROOT, "tests", "core") + "/"));
const canaryKey = createHash("sha256").update(version).update(config).update(readFileSync(canary))
  .update(readFileSync(new URL(import.meta.url))).digest("hex");
let canaryBatch = null;
if (host && !existsSync(join(cacheDir, canaryKey))) {
  const alone = { ...host, file: canary, command: commandFor(host, canary) };
  canaryBatch = job("tests", [host, alone]);
  batchEntries.push(alone);
}
writeDatabase();
// Each file analysed is counted once, alone or in a batch: the count the
// first line prints is the database's, and nothing is skipped in between.
const covered = cached + jobs.reduce((n, j) => n + j.members.length, 0);
if (covered !== entries.length) {
  console.log(`tidy: ${covered} files analysed or cached of ${entries.length}: a batch lost some`);
  console.log("tidy: 0 passed, 1 failed");
  process.exit(1);
}

// The biggest jobs first, so that the last to finish is a short one.
jobs.sort((a, b) => b.members.length - a.members.length);
const findings = (out) => out.split("\n").filter((l) => / (warning|error): /.test(l));
async function alone(e) {
  const { code, out } = await run(e.file);
  if (code === 0 && findings(out).length === 0) {
    passed++;
    writeFileSync(join(cacheDir, e.key), e.file + "\n");
  } else {
    failed++;
    process.stdout.write(out.trim() ? out : `${e.file}: clang-tidy exited with ${code}\n`);
  }
}
// Files that collide in a batch, learnt from its errors: an error names
// one file and its notes (previous definition, candidates) the others.
const conflicts = new Map();
function keepApart(a, b) {
  if (a === b) return;
  if (!conflicts.has(a)) conflicts.set(a, new Set());
  if (!conflicts.has(b)) conflicts.set(b, new Set());
  conflicts.get(a).add(b);
  conflicts.get(b).add(a);
}
function learnConflicts(out, members) {
  const ours = new Set(members.map((e) => e.file));
  let group = [];
  const close = () => {
    const named = [...new Set(group)].filter((f) => ours.has(f));
    // Two or more of the batch's files: each apart from the others. One
    // (its other side in a header): that one apart from the rest.
    if (named.length >= 2) for (const a of named) for (const b of named) keepApart(a, b);
    else if (named.length === 1) for (const b of ours) keepApart(named[0], b);
    group = [];
  };
  for (const line of out.split("\n")) {
    const m = /^(\/[^:]+):\d+:\d+: (error|note|warning): /.exec(line);
    if (!m) continue;
    if (m[2] !== "note") close();
    if (m[2] !== "warning") group.push(m[1]);
  }
  close();
}
// The members again, in batches whose files do not collide (first fit).
function rebatch(sub, members) {
  const parts = [];
  for (const e of members) {
    const apart = conflicts.get(e.file) || new Set();
    const part = parts.find((p) => p.length < BATCH && !p.some((o) => apart.has(o.file)));
    if (part) part.push(e); else parts.push([e]);
  }
  // Nothing learnt (an error no note explains): halves, so it still ends.
  if (parts.length === 1) {
    const half = Math.ceil(members.length / 2);
    return [members.slice(0, half), members.slice(half)].map((p) => job(sub, p));
  }
  return parts.map((p) => job(sub, p));
}
let split = 0, again = 0;
// A worker with nothing to do waits while another's batch may still be cut
// into new jobs, instead of leaving them all to that one.
let busy = 0, wake = [];
async function next() {
  while (jobs.length === 0 && busy > 0) await new Promise((r) => wake.push(r));
  return jobs.shift();
}
async function worker() {
  for (let j; (j = await next());) {
    busy++;
    await analyse(j);
    busy--;
    for (const r of wake.splice(0)) r();
  }
}
async function analyse(j) {
  if (j.members.length === 1) return alone(j.members[0]);
  const { code, out } = await run(j.file);
  const said = findings(out);
  if (code === 0 && said.length === 0) {
    for (const e of j.members) writeFileSync(join(cacheDir, e.key), e.file + "\n");
    passed += j.members.length;
  } else if (said.some((l) => /\[clang-diagnostic-error\]$/.test(l))) {
    // Files of the batch collide: batches again that keep them apart.
    split++;
    learnConflicts(out, j.members);
    jobs.push(...rebatch(j.sub, j.members));
    writeDatabase();
  } else {
    // A finding: said again file by file, so that it names its file.
    again += j.members.length;
    jobs.push(...j.members.map((e) => ({ file: e.file, members: [e] })));
  }
}
// The canary's findings: "line:column: warning: text [check]".
async function canaryFindings(file) {
  const { out } = await run(file);
  return out.split("\n").filter((l) => l.startsWith(canary + ":") && / warning: /.test(l))
    .map((l) => l.slice(canary.length + 1)).sort();
}
async function checkCanary() {
  if (!canaryBatch) return;
  const [alone, inBatch] = await Promise.all([canaryFindings(canary), canaryFindings(canaryBatch.file)]);
  if (alone.length >= kFindings && alone.join("\n") === inBatch.join("\n")) {
    writeFileSync(join(cacheDir, canaryKey), canary + "\n");
    return;
  }
  failed++;
  console.log(`tidy: the canary (${rel(canary)}) gave ${alone.length} findings alone (at least ${kFindings} expected) ` +
    `and ${inBatch.length} in a batch; batches would hide findings. Alone:\n${alone.join("\n")}\nIn a batch:\n${inBatch.join("\n")}`);
}
const rel = (f) => f.replace(ROOT + "/", "");
await checkCanary();
await Promise.all(Array.from({ length: Math.max(1, cpus().length) }, worker));
console.log(`tidy: ${entries.length} files (${cached} unchanged since a clean run, ${batched} in batches of up to ${BATCH}, ` +
  `${split} made again for a collision, ${again} files again alone for a finding), ${((Date.now() - t0) / 1000).toFixed(1)} s; config ${rel(join(ROOT, ".clang-tidy"))}`);
if (failed) console.log("tidy: fix each finding, or suppress one on its line with NOLINT(check) and the reason beside it");
console.log(failed ? `tidy: 0 passed, ${failed} failed` : "tidy: 1 passed, 0 failed");
process.exit(failed ? 1 : 0);
