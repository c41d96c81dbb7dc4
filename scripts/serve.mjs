// serve.mjs: a small static file server for build/web (used by `make serve`
// and by the browser tests). Node's standard library only.
//   node scripts/serve.mjs DIR [PORT]      PORT 0 picks a free port
// Prints "serving DIR on http://localhost:PORT" once listening.
import { createServer } from "node:http";
import { readFile } from "node:fs/promises";
import { extname, join, normalize, resolve } from "node:path";

const root = resolve(process.argv[2] || "build/web");
const port = Number(process.argv[3] ?? 8080);
const types = {
  ".html": "text/html; charset=utf-8", ".js": "text/javascript", ".wasm": "application/wasm",
  ".png": "image/png", ".json": "application/json", ".css": "text/css",
};

const server = createServer(async (req, res) => {
  const path = decodeURIComponent(new URL(req.url, "http://x").pathname);
  const file = normalize(join(root, path === "/" ? "index.html" : path));
  if (!file.startsWith(root)) { res.writeHead(403).end(); return; }
  try {
    const body = await readFile(file);
    res.writeHead(200, { "Content-Type": types[extname(file)] || "application/octet-stream",
                         "Cache-Control": "no-cache" });
    res.end(body);
  } catch {
    res.writeHead(404, { "Content-Type": "text/plain" }).end("not found");
  }
});
server.listen(port, "127.0.0.1", () => {
  console.log(`serving ${root} on http://localhost:${server.address().port}`);
});
