// make-icons.mjs: the page's icons, drawn here from one description (Merlin's
// goal, the lit ring around a dark centre, on the page's background), so the
// repository holds no image files. Node's standard library only.
//   node scripts/make-icons.mjs OUT_DIR    writes icon.svg, icon-192.png, icon-512.png
// The artwork keeps to the middle 80%, the safe zone of a maskable icon.
import { mkdirSync, writeFileSync } from "node:fs";
import { deflateSync } from "node:zlib";

const out = process.argv[2] || "build/web/icons";
const BACK = [0x17, 0x1a, 0x21], LIT = [0xff, 0xc4, 0x40], DARK = [0x30, 0x36, 0x44];
// Shapes in a 100 x 100 square: the background, then nine cells (x, y, size, corner radius, colour).
const shapes = [{ x: 0, y: 0, s: 100, r: 0, c: BACK }];
for (let i = 0; i < 9; i++) {
  const col = i % 3, row = Math.floor(i / 3);
  shapes.push({ x: 17 + col * 23, y: 17 + row * 23, s: 20, r: 3, c: i === 4 ? DARK : LIT });
}

function svg() {
  const hex = (c) => "#" + c.map((v) => v.toString(16).padStart(2, "0")).join("");
  const body = shapes.map((p) => `<rect x="${p.x}" y="${p.y}" width="${p.s}" height="${p.s}" rx="${p.r}" fill="${hex(p.c)}"/>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">${body.join("")}</svg>\n`;
}

// Inside a rounded square, in icon units.
function inside(p, x, y) {
  if (x < p.x || y < p.y || x > p.x + p.s || y > p.y + p.s) return false;
  const dx = Math.max(p.x + p.r - x, 0, x - (p.x + p.s - p.r)), dy = Math.max(p.y + p.r - y, 0, y - (p.y + p.s - p.r));
  return dx * dx + dy * dy <= p.r * p.r;
}

// RGB pixels with 4 x 4 samples each (smooth edges).
function raster(size) {
  const px = Buffer.alloc(size * size * 3);
  for (let py = 0; py < size; py++)
    for (let qx = 0; qx < size; qx++) {
      const sum = [0, 0, 0];
      for (let sy = 0; sy < 4; sy++)
        for (let sx = 0; sx < 4; sx++) {
          const x = ((qx + (sx + 0.5) / 4) * 100) / size, y = ((py + (sy + 0.5) / 4) * 100) / size;
          let c = BACK;
          for (const p of shapes) if (inside(p, x, y)) c = p.c;
          for (let k = 0; k < 3; k++) sum[k] += c[k];
        }
      for (let k = 0; k < 3; k++) px[(py * size + qx) * 3 + k] = Math.round(sum[k] / 16);
    }
  return px;
}

const CRC = new Int32Array(256).map((_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c;
});
function crc32(buf) {
  let c = -1;
  for (const b of buf) c = CRC[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ -1) >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4), crc = Buffer.alloc(4), td = Buffer.concat([Buffer.from(type), data]);
  len.writeUInt32BE(data.length);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}
function png(size) {
  const px = raster(size), rows = [];
  for (let y = 0; y < size; y++) rows.push(Buffer.from([0]), px.subarray(y * size * 3, (y + 1) * size * 3));
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8;  // bit depth
  ihdr[9] = 2;  // RGB
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", ihdr),
                        chunk("IDAT", deflateSync(Buffer.concat(rows), { level: 9 })), chunk("IEND", Buffer.alloc(0))]);
}

mkdirSync(out, { recursive: true });
writeFileSync(`${out}/icon.svg`, svg());
for (const size of [192, 512]) writeFileSync(`${out}/icon-${size}.png`, png(size));
