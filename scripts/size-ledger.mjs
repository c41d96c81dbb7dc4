#!/usr/bin/env node
// size-ledger.mjs: what a visitor downloads, module by module, and where the
// page's WebAssembly goes, area by area, each measured as scripts/stage-web.sh
// measures the page (gzip -9 -n).
//
//   node scripts/size-ledger.mjs BUILD WEB                  prints the ledger
//   node scripts/size-ledger.mjs BUILD WEB --check          ... and exits 1 when a
//        module is over its budget (web/size-budget.json), naming the areas that
//        grew since the record (web/size-record.json) and their largest functions
//   node scripts/size-ledger.mjs BUILD WEB --record         writes the areas'
//        figures as the new record
//   --functions N: each area's N largest functions too
//   --budget FILE, --record-file FILE: other files than those two (the test of
//        this script gives it a budget the page is over)
//
// BUILD is the Emscripten build (build/web-build), WEB the staged page
// (build/web). An area is a source folder of ours (core/gf2, app/screens/why,
// platform), Dear ImGui, SDL2, or the C and C++ libraries (whatever none of
// the link's own objects defines). A function is put in the area of the
// object that defines it: the page's link writes a symbol map
// (--emit-symbol-map: the function's index and name, the WebAssembly itself
// unchanged), and Emscripten's llvm-nm lists what each of the link's objects and archives
// defines. Code the optimiser inlined counts where it was inlined to. Each
// area's code is gzipped alone, so the areas add up to more than the whole.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const withValue = ['--budget', '--record-file', '--functions'];
const [build, web] = args.filter((a, i) => !a.startsWith('--') && !withValue.includes(args[i - 1]));
if (!build || !web) {
  console.error('usage: node scripts/size-ledger.mjs BUILD WEB [--check] [--record] [--functions N] [--budget FILE] [--record-file FILE]');
  process.exit(2);
}
const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const budgetFile = option('--budget', join(root, 'web/size-budget.json'));
const recordFile = option('--record-file', join(root, 'web/size-record.json'));
const shownFunctions = Number(option('--functions', 0));

const gz = (bytes) => gzipSync(bytes, { level: 9 }).length;
const fmt = (n) => n.toLocaleString('en-US');
const pad = (s, n) => String(s).padStart(n);
const shortName = (name) => (name.length > 110 ? `${name.slice(0, 107)}...` : name);

// --- modules: the files a visitor downloads, gzipped ------------------------
function moduleSize(files) {
  let total = 0;
  for (const f of files) {
    const path = join(web, f);
    if (!existsSync(path)) return null;
    total += existsSync(`${path}.gz`) ? readFileSync(`${path}.gz`).length : gz(readFileSync(path));
  }
  return total;
}

// --- the WebAssembly: each function body's bytes, by the function's index ---
function leb(buf, at) {
  let value = 0, shift = 0, byte;
  do {
    byte = buf[at.i++];
    value += (byte & 0x7f) * 2 ** shift;
    shift += 7;
  } while (byte & 0x80);
  return value;
}
function wasmParts(buf) {
  const at = { i: 8 };
  let imported = 0;
  const bodies = [];
  let data = Buffer.alloc(0);
  while (at.i < buf.length) {
    const id = buf[at.i++];
    const size = leb(buf, at);
    const end = at.i + size;
    if (id === 2) {  // imports: the functions among them take the first indices
      for (let n = leb(buf, at); n > 0; n--) {
        for (let s = 0; s < 2; s++) {  // module and field names
          const len = leb(buf, at);
          at.i += len;
        }
        const kind = buf[at.i++];
        if (kind === 0) { leb(buf, at); imported++; }
        else if (kind === 1) { at.i++; const f = leb(buf, at); leb(buf, at); if (f & 1) leb(buf, at); }
        else if (kind === 2) { const f = leb(buf, at); leb(buf, at); if (f & 1) leb(buf, at); }
        else if (kind === 3) at.i += 2;
      }
    } else if (id === 10) {  // code: one body per function defined here
      for (let n = leb(buf, at); n > 0; n--) {
        const len = leb(buf, at);
        bodies.push(buf.subarray(at.i, at.i + len));
        at.i += len;
      }
    } else if (id === 11) data = buf.subarray(at.i, end);
    at.i = end;
  }
  return { imported, bodies, data };
}

// --- which object defines which function ------------------------------------
// Emscripten's own llvm-nm (Debian's emscripten brings llvm-14's; the llvm
// package that puts one on the PATH may be missing). emnm would find it too,
// but starts Python for each archive: 3 s for the ledger became 10.
const nm = (() => {
  try {
    return join(execFileSync('em-config', ['LLVM_ROOT'], { encoding: 'utf8' }).trim(), 'llvm-nm');
  } catch {
    return 'llvm-nm';
  }
})();
// The link's objects and archives, as CMake wrote them for the target.
function linkInputs(target) {
  const dir = join(build, 'CMakeFiles', `${target}.dir`);
  const words = (f) => (existsSync(f) ? readFileSync(f, 'utf8').match(/"[^"]+"|\S+/g) ?? [] : []);
  return [...words(join(dir, 'objects1')), ...words(join(dir, 'linkLibs.rsp'))]
    .map((w) => w.replace(/^"|"$/g, ''))
    .filter((w) => /\.(o|a)$/.test(w));
}
// Each compiled source of ours by its object's path, from compile_commands.json.
function sourcesByObject() {
  const map = new Map();
  for (const e of JSON.parse(readFileSync(join(build, 'compile_commands.json'), 'utf8'))) {
    const m = e.command.match(/ -o (\S+)/);
    if (m) map.set(m[1], e.file);
  }
  return map;
}
function areaOfSource(file) {
  const rel = relative(root, file);
  if (rel.startsWith('..')) return /imgui/i.test(file) ? 'Dear ImGui' : 'other libraries';
  const parts = dirname(rel).split('/');
  if (parts[0] === 'src') parts.shift();
  return parts.join('/') || 'src';
}
function areasByName(target) {
  const sources = sourcesByObject();
  const byName = new Map();  // demangled name -> Set of areas
  const areaOf = new Map();  // "file[:member]" as llvm-nm names it -> its area, worked out once per object
  for (const input of linkInputs(target)) {
    const path = resolve(build, input);
    let out;
    try {
      out = execFileSync(nm, ['-A', '-C', '--defined-only', path], { encoding: 'utf8', maxBuffer: 1 << 28, stdio: ['ignore', 'pipe', 'ignore'] });
    } catch { continue; }
    const lib = basename(input);
    const targetOfLib = lib.replace(/^lib/, '').replace(/\.a$/, '');
    for (const line of out.split('\n')) {
      // "file[:member]: address TYPE name"
      const m = line.match(/^(.*?): [0-9a-f]+ ([TtWw]) (.*)$/);
      if (!m) continue;
      let area = areaOf.get(m[1]);
      if (area === undefined) {
        if (/SDL2/.test(lib)) area = 'SDL2';
        else if (input.endsWith('.o')) area = areaOfSource(sources.get(input) ?? input);
        else {
          const member = m[1].split(':').pop();
          const suffix = `CMakeFiles/${targetOfLib}.dir/`;
          const obj = [...sources.keys()].find((o) => o.includes(suffix) && o.endsWith(`/${member}`));
          area = obj ? areaOfSource(sources.get(obj)) : targetOfLib;
        }
        areaOf.set(m[1], area);
      }
      if (!byName.has(m[3])) byName.set(m[3], new Set());
      byName.get(m[3]).add(area);
    }
  }
  return byName;
}
// The symbol map's names escape what a name section may not hold: \28 is "(".
const unescape = (s) => s.replace(/\\([0-9a-f]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16)));

function pageAreas(target, wasmFile) {
  const symbols = join(build, `${target}.js.symbols`);
  if (!existsSync(symbols)) return null;
  const names = new Map();
  for (const line of readFileSync(symbols, 'utf8').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) names.set(Number(line.slice(0, colon)), unescape(line.slice(colon + 1)));
  }
  const parts = wasmParts(readFileSync(join(web, wasmFile)));
  const byName = areasByName(target);
  const areas = new Map();
  const add = (area, name, body) => {
    if (!areas.has(area)) areas.set(area, { area, functions: [], bodies: [] });
    const a = areas.get(area);
    a.functions.push({ name, bytes: body.length });
    a.bodies.push(body);
  };
  parts.bodies.forEach((body, i) => {
    const name = names.get(parts.imported + i) ?? `function ${parts.imported + i}`;
    // wasm-ld numbers a second function of one name: "name.1".
    const found = byName.get(name) ?? byName.get(name.replace(/\.\d+$/, ''));
    let area = 'C and C++ libraries';
    if (found) area = found.size === 1 ? [...found][0] : 'inline code of several areas';
    add(area, name, body);
  });
  const rows = [...areas.values()].map((a) => ({
    area: a.area,
    functions: a.functions.length,
    raw: a.bodies.reduce((s, b) => s + b.length, 0),
    gz: gz(Buffer.concat(a.bodies)),
    largest: a.functions.sort((x, y) => y.bytes - x.bytes).slice(0, Math.max(5, shownFunctions)),
  }));
  rows.push({ area: 'data (the font, tables, strings)', functions: 0, raw: parts.data.length, gz: gz(parts.data), largest: [] });
  rows.sort((x, y) => y.gz - x.gz);
  return rows;
}

// --- the ledger --------------------------------------------------------------
const budgets = JSON.parse(readFileSync(budgetFile, 'utf8'));
const record = existsSync(recordFile) ? JSON.parse(readFileSync(recordFile, 'utf8')) : { areas: {} };

console.log('size ledger (bytes gzipped, gzip -9 -n):');
const sizes = {};
const over = [];
for (const [name, m] of Object.entries(budgets.modules)) {
  const size = moduleSize(m.files);
  sizes[name] = size;
  const goal = m.goal ? `, goal ${fmt(m.goal)}` : '';
  if (size === null) {
    console.log(`  ${name.padEnd(12)} ${'not built'.padStart(9)}  budget ${fmt(m.budget)}${goal}  (${m.files.join(' + ')})`);
    continue;
  }
  console.log(`  ${name.padEnd(12)} ${pad(fmt(size), 9)}  budget ${fmt(m.budget)}${goal}  (${m.files.join(' + ')})`);
  if (size > m.budget) over.push(`${name} is ${fmt(size)} bytes gzipped, over its budget of ${fmt(m.budget)} by ${fmt(size - m.budget)}`);
}
for (const t of budgets.together ?? []) {
  const size = t.modules.reduce((s, n) => s + (sizes[n] ?? 0), 0);
  console.log(`  ${t.modules.join(' + ')}: ${fmt(size)}  budget ${fmt(t.budget)}${t.goal ? `, goal ${fmt(t.goal)}` : ''}`);
  if (size > t.budget) over.push(`${t.modules.join(' + ')} is ${fmt(size)} bytes gzipped, over its budget of ${fmt(t.budget)} by ${fmt(size - t.budget)}`);
}

// A module's areas as a table; beside each, the record's figure (`recorded`:
// the page's, which the check reads) where there is one.
function printAreas(wasm, rows, recorded) {
  const against = recorded ? `; the record: ${relative(root, recordFile)}` : '';
  console.log(`where ${wasm} goes (each area's code gzipped alone${against}):`);
  console.log(`  ${'area'.padEnd(34)} ${pad('functions', 9)} ${pad('raw', 9)} ${pad('gzipped', 9)}${recorded ? ` ${pad('record', 9)} ${pad('change', 8)}` : ''}`);
  for (const r of rows) {
    let beside = '';
    if (recorded) {
      const was = recorded[r.area];
      const change = was === undefined ? 'new' : (r.gz - was >= 0 ? '+' : '') + fmt(r.gz - was);
      beside = ` ${pad(was === undefined ? '' : fmt(was), 9)} ${pad(change, 8)}`;
    }
    console.log(`  ${r.area.padEnd(34)} ${pad(r.functions || '', 9)} ${pad(fmt(r.raw), 9)} ${pad(fmt(r.gz), 9)}${beside}`);
    for (const f of r.largest.slice(0, shownFunctions)) console.log(`    ${pad(fmt(f.bytes), 8)} raw  ${shortName(f.name)}`);
  }
}

const rows = pageAreas(budgets.page.target, budgets.page.wasm);
if (!rows) console.log(`  (no ${budgets.page.target}.js.symbols in ${build}: the page's areas are not known)`);
else printAreas(budgets.page.wasm, rows, record.areas);
// The other modules whose link writes a symbol map (the engine worker's):
// what moved out of the page shows up here.
for (const m of budgets.also_by_area ?? []) {
  const more = existsSync(join(web, m.wasm)) ? pageAreas(m.target, m.wasm) : null;
  if (more) printAreas(m.wasm, more, null);
}

if (flag('--record') && rows) {
  const areas = Object.fromEntries(rows.map((r) => [r.area, r.gz]));
  writeFileSync(recordFile, `${JSON.stringify({ about: record.about ?? 'the page\'s areas, gzipped alone, as scripts/size-ledger.mjs --record last wrote them', sizes, areas }, null, 2)}\n`);
  console.log(`recorded in ${relative(root, recordFile)}`);
}

if (flag('--check') && over.length) {
  for (const o of over) console.log(`OVER BUDGET: ${o}`);
  if (rows) {
    const grew = rows
      .map((r) => ({ ...r, change: r.gz - (record.areas[r.area] ?? 0) }))
      .filter((r) => r.change > 0)
      .sort((x, y) => y.change - x.change)
      .slice(0, 5);
    console.log(grew.length ? 'what grew since the record:' : 'no area grew since the record; the largest areas:');
    for (const r of grew.length ? grew : rows.slice(0, 5)) {
      console.log(`  ${r.area}: ${grew.length ? `+${fmt(r.change)} bytes gzipped, ` : ''}now ${fmt(r.gz)}; its largest functions:`);
      for (const f of r.largest.slice(0, 5)) console.log(`    ${pad(fmt(f.bytes), 8)} raw  ${shortName(f.name)}`);
    }
  }
  process.exit(1);
}
