// png.mjs: decode a PNG (8-bit RGB/RGBA, non-interlaced: what Chromium and our
// --screenshot write) and measure it, so tests can say "not blank" in numbers.
import { inflateSync } from "node:zlib";

export function decodePng(buf) {
  if (buf.readUInt32BE(0) !== 0x89504e47) throw new Error("not a PNG");
  let pos = 8, width = 0, height = 0, channels = 0;
  const idat = [];
  while (pos < buf.length) {
    const len = buf.readUInt32BE(pos);
    const type = buf.toString("latin1", pos + 4, pos + 8);
    const data = buf.subarray(pos + 8, pos + 8 + len);
    if (type === "IHDR") {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      if (data[8] !== 8 || data[12] !== 0) throw new Error("only 8-bit non-interlaced PNGs");
      channels = { 2: 3, 6: 4 }[data[9]];
      if (!channels) throw new Error("only RGB or RGBA PNGs");
    } else if (type === "IDAT") idat.push(data);
    pos += 12 + len;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const out = Buffer.alloc(width * height * 4);
  const prev = Buffer.alloc(stride), cur = Buffer.alloc(stride);
  for (let y = 0; y < height; y++) {
    const f = raw[y * (stride + 1)];
    raw.copy(cur, 0, y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let i = 0; i < stride; i++) {
      const a = i >= channels ? cur[i - channels] : 0, b = prev[i], c = i >= channels ? prev[i - channels] : 0;
      let p = 0;
      if (f === 1) p = a; else if (f === 2) p = b; else if (f === 3) p = (a + b) >> 1;
      else if (f === 4) { const q = a + b - c, pa = Math.abs(q - a), pb = Math.abs(q - b), pc = Math.abs(q - c);
        p = pa <= pb && pa <= pc ? a : pb <= pc ? b : c; }
      cur[i] = (cur[i] + p) & 255;
    }
    for (let x = 0; x < width; x++) {
      for (let k = 0; k < 3; k++) out[(y * width + x) * 4 + k] = cur[x * channels + k];
      out[(y * width + x) * 4 + 3] = channels === 4 ? cur[x * channels + 3] : 255;
    }
    cur.copy(prev);
  }
  return { width, height, rgba: out };
}

// Pixels that differ from the most common colour (the background) by more
// than a small tolerance; and how many of them are the "lit" amber.
export function pixelStats(img) {
  const counts = new Map();
  for (let i = 0; i < img.rgba.length; i += 4) {
    const key = (img.rgba[i] << 16) | (img.rgba[i + 1] << 8) | img.rgba[i + 2];
    counts.set(key, (counts.get(key) || 0) + 1);
  }
  let bg = 0, best = -1;
  for (const [k, n] of counts) if (n > best) { best = n; bg = k; }
  const br = bg >> 16, bgG = (bg >> 8) & 255, bb = bg & 255;
  let nonBackground = 0, amber = 0;
  for (let i = 0; i < img.rgba.length; i += 4) {
    const r = img.rgba[i], g = img.rgba[i + 1], b = img.rgba[i + 2];
    if (Math.abs(r - br) + Math.abs(g - bgG) + Math.abs(b - bb) > 24) nonBackground++;
    if (r > 220 && g > 160 && g < 230 && b < 110) amber++;
  }
  return { total: img.width * img.height, background: bg, nonBackground, amber };
}
