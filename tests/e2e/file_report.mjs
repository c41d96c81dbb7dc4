// file_report.mjs: a reporter for Node's test runner that adds, below its
// spec report, one line per test file (its tests passed and failed, and its
// time as a process of its own) and the closing "N passed, M failed" line
// that scripts/run-tests.sh sums. A file that failed outside any test (an
// import error, a crash while starting its browser) counts as one failure.
// Each failed test also gets a "not ok N - NAME" line and an "error: ..." line
// with its message: the spec report's own failure lines have another shape,
// and run-tests.sh's closing "why they failed" reads these two.
//   node --test --test-reporter=spec --test-reporter-destination=stdout \
//        --test-reporter=./tests/e2e/file_report.mjs --test-reporter-destination=FILE ...
import { relative } from "node:path";

export default async function* fileReport(source) {
  const files = new Map();  // file -> { passed, failed, crashed, ms }
  const why = [];  // "not ok" and "error:" lines of each failed test
  const of = (file) => {
    if (!files.has(file)) files.set(file, { passed: 0, failed: 0, crashed: false, ms: 0 });
    return files.get(file);
  };
  for await (const event of source) {
    const d = event.data;
    if (!d || !d.file || !d.details) continue;
    const f = of(d.file);
    if (d.name === d.file) {  // the file itself, run as a process
      if (d.details.duration_ms) f.ms = d.details.duration_ms;
      if (event.type === "test:fail") f.crashed = true;
    } else if (d.details.type !== "suite") {  // a test of the file
      if (event.type === "test:pass") f.passed++;
      else if (event.type === "test:fail") f.failed++;
    }
    if (event.type === "test:fail" && d.details.type !== "suite") why.push(failureLines(d, why.length + 1));
  }
  let passed = 0, failed = 0;
  for (const [file, f] of [...files].sort((a, b) => b[1].ms - a[1].ms)) {
    if (f.crashed && f.failed === 0) f.failed = 1;
    passed += f.passed; failed += f.failed;
    yield `  ${relative(process.cwd(), file).padEnd(38)} ${String(f.passed).padStart(3)} passed` +
          `${f.failed ? `, ${f.failed} FAILED` : ""}  ${(f.ms / 1000).toFixed(0)} s\n`;
  }
  for (const lines of why) yield lines;
  yield `${passed} passed, ${failed} failed\n`;
}

// A failed test's name and the first line of what failed it (an assertion's
// message, a timeout, an error thrown), cut at 300 characters.
function failureLines(d, n) {
  const e = d.details.error;
  const cause = e && e.cause ? e.cause : e;
  const message = String((cause && cause.message) || cause || "no message").split("\n")[0].slice(0, 300);
  return `  not ok ${n} - ${d.name}\n    error: ${message}\n`;
}
