// harness.mjs: a tiny test runner for our end-to-end layers: named tests,
// one line each, and the closing "N passed, M failed" that run-tests.sh sums.
export function createRunner(layer) {
  const tests = [];
  return {
    test(name, fn) { tests.push({ name, fn }); },
    async run() {
      let passed = 0, failed = 0;
      for (const t of tests) {
        const start = Date.now();
        try {
          await t.fn();
          passed++;
          console.log(`  ok    ${t.name} (${Date.now() - start} ms)`);
        } catch (e) {
          failed++;
          console.log(`  FAIL  ${t.name}\n        ${String(e && e.stack || e).split("\n").slice(0, 4).join("\n        ")}`);
        }
      }
      console.log(`${layer}: ${passed} passed, ${failed} failed`);
      return failed === 0;
    },
  };
}

// mulberry32: a small seeded generator, so a random test replays exactly.
export function seededRandom(seed) {
  return () => {
    seed |= 0; seed = (seed + 0x6d2b79f5) | 0;
    let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

export function assert(cond, message) {
  if (!cond) throw new Error(message);
}

export function assertEqual(actual, expected, what) {
  const a = JSON.stringify(actual), e = JSON.stringify(expected);
  if (a !== e) throw new Error(`${what}: expected ${e}, got ${a}`);
}
