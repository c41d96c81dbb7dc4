// server.test.mjs: scripts/serve.mjs as a static host, over real HTTP: it serves
// only what is inside its folder (raw, encoded and double-encoded "..", a
// sibling folder whose name starts with the root's, symbolic links out), with
// the right types, compression and cache validation, and the security headers
// on every response.
// Run from the repository root:  node --test tests/e2e/server.test.mjs
import { request } from "node:http";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync, utimesSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { after, test } from "node:test";
import { assert, assertEqual } from "./checks.mjs";
import { startServer } from "./page_support.mjs";


// A root "web" with a sibling "web-build" and a secret beside both, as
// build/web sits beside build/web-build.
const base = mkdtempSync(join(tmpdir(), "togglelab-serve-"));
const root = join(base, "web");
const SECRET = "secret-" + Math.random().toString(36).slice(2);
mkdirSync(join(root, "sub"), { recursive: true });
mkdirSync(join(base, "web-build"));
writeFileSync(join(base, "secret.txt"), SECRET);
writeFileSync(join(base, "web-build", "CMakeCache.txt"), SECRET);
writeFileSync(join(root, "index.html"), "<!doctype html><title>t</title>" + "x".repeat(4000));
writeFileSync(join(root, "app.wasm"), Buffer.alloc(50000, 7));
writeFileSync(join(root, "app.js"), "console.log(1);\n".repeat(500));
writeFileSync(join(root, "sub", "inner.json"), "{}");
writeFileSync(join(root, "icon.png"), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
symlinkSync(join(base, "secret.txt"), join(root, "out-link.txt"));
symlinkSync(join(base, "web-build"), join(root, "out-dir"));
symlinkSync(join(root, "app.js"), join(root, "in-link.js"));
// A precompressed file the build would make, newer than its source.
writeFileSync(join(root, "pre.js"), "let a = 1;\n".repeat(300));
writeFileSync(join(root, "pre.js.gz"), gzipSync("PRECOMPRESSED"));
utimesSync(join(root, "pre.js.gz"), new Date(), new Date(Date.now() + 5000));

const server = await startServer(root);
after(() => {
  server.stop();
  rmSync(base, { recursive: true, force: true });
});
const { port } = new URL(server.url);

// Sends `path` exactly as written (no client-side normalisation).
function get(path, { method = "GET", headers = {} } = {}) {
  return new Promise((res, rej) => {
    const req = request({ host: "127.0.0.1", port, path, method, headers }, (r) => {
      const chunks = [];
      r.on("data", (c) => chunks.push(c));
      r.on("end", () => res({ status: r.statusCode, headers: r.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", rej);
    req.end();
  });
}

test("nothing outside the root: raw, encoded and double-encoded '..', sibling folders, links out", async () => {
  const attempts = [
    "/../secret.txt", "/..%2fsecret.txt", "/%2e%2e/secret.txt", "/%2e%2e%2fsecret.txt", "/%2E%2E%2Fsecret.txt",
    "/..%252fsecret.txt", "/%252e%252e%252fsecret.txt", "/sub/..%2f..%2fsecret.txt", "/sub/%2e%2e/%2e%2e/secret.txt",
    "/..%2fweb-build%2fCMakeCache.txt", "/../web-build/CMakeCache.txt", "/%2e%2e%2fweb-build/CMakeCache.txt",
    "/..%5csecret.txt", "/out-link.txt", "/out-dir/CMakeCache.txt", "//etc/passwd", "/%2fetc%2fpasswd",
    "/secret.txt%00.html", "/sub", "/sub/",
  ];
  for (const path of attempts) {
    const r = await get(path);
    assert(r.status === 404 || r.status === 403 || r.status === 400, `${path}: status ${r.status}`);
    assert(!r.body.toString().includes(SECRET) && !r.body.toString().includes("root:"), `${path}: leaked a file`);
  }
  assertEqual((await get("/%zz")).status, 400, "a malformed escape");
});

test("files inside are served, links inside too, with their types", async () => {
  const cases = [["/", "text/html"], ["/index.html", "text/html"], ["/app.wasm", "application/wasm"],
                 ["/app.js", "text/javascript"], ["/sub/inner.json", "application/json"], ["/in-link.js", "text/javascript"],
                 ["/icon.png", "image/png"], ["/sub/%2e%2e/app.js", "text/javascript"]];
  for (const [path, type] of cases) {
    const r = await get(path);
    assertEqual(r.status, 200, `${path} status`);
    assert(r.headers["content-type"].startsWith(type), `${path}: type ${r.headers["content-type"]}`);
    assertEqual(r.headers["x-content-type-options"], "nosniff", `${path} nosniff`);
  }
  assertEqual((await get("/app.js", { method: "POST" })).status, 405, "POST");
  const head = await get("/app.wasm", { method: "HEAD" });
  assertEqual([head.status, head.body.length, head.headers["content-length"]], [200, 0, "50000"], "HEAD");
});

test("gzip when asked (made once, or the build's .gz beside the file), plain otherwise", async () => {
  const plain = await get("/app.wasm");
  assertEqual([plain.headers["content-encoding"], plain.body.length], [undefined, 50000], "no Accept-Encoding");
  const z = await get("/app.wasm", { headers: { "Accept-Encoding": "gzip, deflate, br" } });
  assertEqual(z.headers["content-encoding"], "gzip", "encoding");
  assert(z.body.length < 1000, `compressed to ${z.body.length} bytes`);
  assert(gunzipSync(z.body).equals(Buffer.alloc(50000, 7)), "gunzips to the file");
  assertEqual(z.headers["vary"], "Accept-Encoding", "Vary");
  assertEqual((await get("/app.wasm", { headers: { "Accept-Encoding": "gzip;q=0" } })).headers["content-encoding"],
              undefined, "q=0 refuses gzip");
  const pre = await get("/pre.js", { headers: { "Accept-Encoding": "gzip" } });
  assertEqual(gunzipSync(pre.body).toString(), "PRECOMPRESSED", "the .gz beside the file is served");
  assertEqual((await get("/icon.png", { headers: { "Accept-Encoding": "gzip" } })).headers["content-encoding"],
              undefined, "PNG is not compressed again");
});

test("cache headers: ETag and 304; the page revalidates, icons keep", async () => {
  const first = await get("/app.js");
  assert(first.headers.etag, "an ETag");
  assertEqual(first.headers["cache-control"], "no-cache", "scripts revalidate");
  const again = await get("/app.js", { headers: { "If-None-Match": first.headers.etag } });
  assertEqual([again.status, again.body.length], [304, 0], "unchanged: 304, no body");
  assertEqual((await get("/")).headers["cache-control"], "no-cache", "the page revalidates");
  assert((await get("/icon.png")).headers["cache-control"].includes("max-age"), "icons are kept");
  writeFileSync(join(root, "app.js"), "console.log(2);\n");
  utimesSync(join(root, "app.js"), new Date(), new Date(Date.now() + 10000));
  const changed = await get("/app.js", { headers: { "If-None-Match": first.headers.etag } });
  assertEqual(changed.status, 200, "a changed file is sent again");
});


// The security headers on every response, whatever its status: the policy is
// the page's own (the file its <meta> is made from) plus frame-ancestors, and
// the nginx snippet a host uses sends the same, in every location.
test("security headers on every response: 200, 304, 400, 404, 405, HEAD", async () => {
  const policy = readFileSync("web/host/content-security-policy.txt", "utf8").trim();
  const etag = (await get("/index.html")).headers.etag;
  const responses = [
    ["/", {}], ["/index.html", { headers: { "If-None-Match": etag } }], ["/%zz", {}], ["/no-such-file", {}],
    ["/app.js", { method: "POST" }], ["/app.wasm", { method: "HEAD" }], ["/icon.png", {}],
  ];
  const statuses = [];
  for (const [path, options] of responses) {
    const r = await get(path, options);
    statuses.push(r.status);
    assertEqual(r.headers["content-security-policy"], `${policy}; frame-ancestors 'self'`, `${path} policy`);
    assertEqual(r.headers["x-content-type-options"], "nosniff", `${path} nosniff`);
    assertEqual(r.headers["referrer-policy"], "no-referrer", `${path} Referrer-Policy`);
    assert(/camera=\(\)/.test(r.headers["permissions-policy"] || ""), `${path} Permissions-Policy`);
  }
  assertEqual(statuses, [200, 304, 400, 404, 405, 200, 200], "the statuses asked for");
  const nginx = readFileSync("web/host/nginx-location.conf", "utf8");
  const sent = [...nginx.matchAll(/add_header Content-Security-Policy "([^"]*)" always;/g)].map((m) => m[1]);
  assert(sent.length >= 2, "the snippet sends the policy at the top and in its icons location");
  for (const p of sent) assertEqual(p, `${policy}; frame-ancestors 'self'`, "the nginx snippet's policy");
  for (const h of ["X-Content-Type-Options", "Referrer-Policy", "Permissions-Policy"])
    assertEqual(nginx.split(`add_header ${h} `).length - 1, sent.length, `${h} in every location that sends the policy`);
});
