// serve.mjs: the static file server for build/web (used by `make serve` and by
// the browser tests). Node's standard library only.
//   node scripts/serve.mjs DIR [PORT]      PORT 0 picks a free port
// Prints "serving DIR on http://localhost:PORT" once listening.
//
// It answers as a real static host would:
//   - only files inside DIR: the decoded path is resolved against DIR and
//     compared with DIR plus a separator, and symbolic links are resolved
//     (realpath) and must land inside DIR too; anything else is 404, a
//     malformed escape 400, a method other than GET or HEAD 405;
//   - the right Content-Type (wasm as application/wasm, which streaming
//     compilation needs; the manifest as application/manifest+json);
//   - compressed bodies: FILE.br or FILE.gz beside FILE when the build made
//     them (Makefile), else gzip made once and kept in memory; Vary tells caches;
//   - cache headers: an ETag on every file, so a reload costs a 304; the page,
//     the service worker and the manifest must be revalidated (no-cache), since
//     they name what a new build changed; icons may be kept for a day;
//   - the security headers on every response, errors included (SECURITY
//     below): the page's Content-Security-Policy from the same file the page's
//     own <meta> is made from, plus frame-ancestors, which a meta cannot carry.
import { createServer } from "node:http";
import { readFileSync, realpathSync } from "node:fs";
import { readFile, realpath, stat } from "node:fs/promises";
import { dirname, extname, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const root = realpathSync(resolve(process.argv[2] || "build/web"));
const port = Number(process.argv[3] ?? 8080);

// What every response carries (web/host/nginx-location.conf sends the same):
//   - the policy: only the page's own files run, and only a page of the same
//     origin may frame it (a course site on another origin adds its own);
//   - nosniff: a file is only ever what its Content-Type says;
//   - no Referer leaves the page (a puzzle ID in the hash is the player's);
//   - no camera, microphone, place, payment or USB for the page or its frames.
const POLICY = readFileSync(resolve(dirname(fileURLToPath(import.meta.url)), "../web/host/content-security-policy.txt"), "utf8").trim();
const SECURITY = {
  "Content-Security-Policy": `${POLICY}; frame-ancestors 'self'`,
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "no-referrer",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
};

const TYPES = {
  ".html": "text/html; charset=utf-8", ".js": "text/javascript; charset=utf-8", ".mjs": "text/javascript; charset=utf-8",
  ".wasm": "application/wasm", ".json": "application/json", ".webmanifest": "application/manifest+json",
  ".css": "text/css; charset=utf-8", ".txt": "text/plain; charset=utf-8", ".svg": "image/svg+xml",
  ".png": "image/png", ".ico": "image/x-icon", ".ttf": "font/ttf", ".woff2": "font/woff2",
};
const COMPRESSIBLE = new Set([".html", ".js", ".mjs", ".wasm", ".json", ".webmanifest", ".css", ".txt", ".svg", ".ttf"]);
const LONG_LIVED = new Set([".png", ".ico", ".svg"]);  // our icons: they change with a new name

// Resolves a request path to a file inside root, or null. The path is decoded
// exactly once (a double-encoded "%252e" stays the literal text "%2e").
async function fileFor(pathname) {
  let path;
  try { path = decodeURIComponent(pathname); } catch { return { status: 400 }; }
  if (path.includes("\0")) return { status: 400 };
  if (path.endsWith("/")) path += "index.html";
  const file = resolve(root, "." + path);
  const inside = (p) => p.startsWith(root + sep);
  if (!inside(file)) return { status: 404 };
  let real;
  try { real = await realpath(file); } catch { return { status: 404 }; }
  if (!inside(real)) return { status: 404 };  // a symbolic link out of root
  const st = await stat(real);
  if (!st.isFile()) return { status: 404 };
  return { status: 200, file: real, st };
}

// A compressed body for `file`: the build's FILE.br or FILE.gz when the
// client takes it and it is not older than FILE, else gzip made here once.
const made = new Map();  // file -> { key, body }
async function compressed(file, st, accepts) {
  for (const [enc, ext] of [["br", ".br"], ["gzip", ".gz"]]) {
    if (!accepts.has(enc)) continue;
    try {
      const cst = await stat(file + ext);
      if (cst.isFile() && cst.mtimeMs >= st.mtimeMs) return { encoding: enc, body: await readFile(file + ext) };
    } catch { /* none beside it */ }
  }
  if (!accepts.has("gzip")) return null;
  const key = `${st.size}-${st.mtimeMs}`;
  let entry = made.get(file);
  if (!entry || entry.key !== key) {
    entry = { key, body: gzipSync(await readFile(file), { level: 9 }) };
    made.set(file, entry);
  }
  return { encoding: "gzip", body: entry.body };
}

function acceptedEncodings(header) {
  const out = new Set();
  for (const part of String(header || "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (name && !(q && Number(q.slice(2)) === 0)) out.add(name);
  }
  return out;
}

const server = createServer(async (req, res) => {
  const plain = (status, text) => {
    res.writeHead(status, { ...SECURITY, "Content-Type": "text/plain; charset=utf-8" });
    res.end(req.method === "HEAD" ? undefined : text);
  };
  try {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.setHeader("Allow", "GET, HEAD");
      return plain(405, "method not allowed\n");
    }
    const found = await fileFor(new URL(req.url, "http://x").pathname);
    if (found.status === 400) return plain(400, "bad request\n");
    if (found.status !== 200) return plain(404, "not found\n");
    const { file, st } = found;
    const ext = extname(file);
    const etag = `"${st.size.toString(16)}-${Math.floor(st.mtimeMs).toString(16)}"`;
    const headers = {
      ...SECURITY,
      "Content-Type": TYPES[ext] || "application/octet-stream",
      "Cache-Control": LONG_LIVED.has(ext) ? "public, max-age=86400" : "no-cache",
      "ETag": etag,
      "Last-Modified": st.mtime.toUTCString(),
    };
    if (COMPRESSIBLE.has(ext)) headers["Vary"] = "Accept-Encoding";
    if (req.headers["if-none-match"] === etag) { res.writeHead(304, headers); return res.end(); }
    const packed = COMPRESSIBLE.has(ext) ? await compressed(file, st, acceptedEncodings(req.headers["accept-encoding"])) : null;
    const body = packed ? packed.body : await readFile(file);
    if (packed) headers["Content-Encoding"] = packed.encoding;
    headers["Content-Length"] = body.length;
    res.writeHead(200, headers);
    res.end(req.method === "HEAD" ? undefined : body);
  } catch (e) {
    plain(500, "server error\n");
    console.error(`serve.mjs: ${req.url}: ${e && e.message}`);
  }
});
server.listen(port, "127.0.0.1", () => {
  console.log(`serving ${root} on http://localhost:${server.address().port}`);
});
