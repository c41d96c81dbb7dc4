// bench_table.mjs: `togglelab bench --json` natively and in WebAssembly, side by side.
//
//   node scripts/bench_table.mjs NATIVE.json WASM.json
//
// One row per figure: the native milliseconds, the WebAssembly ones and their
// ratio (wasm / native), then what the answer was. Exits 1 when either run
// reported a wrong answer.
import { readFileSync } from "node:fs";

const [nativeFile, wasmFile] = process.argv.slice(2);
if (!nativeFile || !wasmFile) {
  console.error("usage: node scripts/bench_table.mjs NATIVE.json WASM.json");
  process.exit(2);
}
const read = (f) => JSON.parse(readFileSync(f, "utf8"));
const native = read(nativeFile), wasm = read(wasmFile);
const key = (f) => `${f.group}\u0000${f.name}`;
const wasmByKey = new Map(wasm.figures.map((f) => [key(f), f]));

const ms = (v) => (v === undefined ? "-" : v < 10 ? v.toFixed(4) : v < 1000 ? v.toFixed(2) : v.toFixed(0));
const mb = (v) => (v === undefined ? "-" : v === null ? "n/a" : `${v.toFixed(1)} MB`);
function detail(f) {
  const parts = [];
  if (f.nullity !== undefined) parts.push(`nullity ${f.nullity}`, f.minimal ? "minimal" : "not proven minimal");
  if (f.presses !== undefined) parts.push(`${f.presses} presses`);
  if (f.before !== undefined) parts.push(`chase ${f.before}, ${f.before - f.presses} saved`);
  if (f.note) parts.push(f.note);
  return parts.join(", ");
}

const pad = (s, n) => String(s).padStart(n);
console.log(`${"".padEnd(28)}${pad("native", 12)}${pad("wasm", 12)}${pad("wasm/nat", 10)}`);
let group = null, ok = native.all_answers_checked && wasm.all_answers_checked;
for (const f of native.figures) {
  if (f.group !== group) {
    group = f.group;
    console.log(`${native.groups[group] ?? group}:`);
  }
  const w = wasmByKey.get(key(f));
  let row;
  if (f.group === "memory") {
    row = `${pad(mb(f.mb), 12)}${pad(mb(w?.mb), 12)}${pad("", 10)}`;
  } else {
    const ratio = w && f.ms > 0 ? (w.ms / f.ms).toFixed(2) : "-";
    row = `${pad(ms(f.ms), 12)}${pad(ms(w?.ms), 12)}${pad(ratio, 10)}  ${detail(f)}`;
    if (w && (w.presses !== f.presses || w.minimal !== f.minimal)) row += `  (wasm: ${detail(w)})`;
  }
  if (!f.ok || (w && !w.ok)) row += "  WRONG ANSWER";
  console.log(`  ${f.name.padEnd(26)}${row}`);
}
console.log("times in ms (median of repeated runs, one core); wasm = the same CLI in WebAssembly under Node");
if (!ok) console.log("some answers were WRONG");
process.exit(ok ? 0 : 1);
