// reader_worker.js: "Read a photo" off the page's main thread. The board
// reader is its own WebAssembly module (togglelab_reader.js + .wasm, built from
// core/vision alone), loaded with this worker on the first photo, so the
// page itself does not grow for it; the service worker keeps all three for
// offline use. The photo never leaves the device and is never stored: it is
// decoded here, scaled to at most 1280 pixels a side, its pixels kept only
// until the page says "drop", and a scaled bitmap goes back for the screen.
"use strict";
importScripts("togglelab_reader.js");

const SIDE = 1280;                      // app_io.hpp's kPhotoSide
const MOST_SIDE = 16384, MOST_PIXELS = 64 * 1024 * 1024;  // core/vision's limits
const HEAD_BYTES = 256 * 1024;          // picture_header.hpp's kPictureHeaderBytes: past a JPEG's APPn segments
const ready = createReader();
let kept = 0;  // the photo whose pixels the reader holds

function heic(file) { return /hei[cf]/i.test(file.type) || /\.hei[cf]$/i.test(file.name || ""); }

// The file's stated size, read from its first bytes by the reader's own
// module (core/picture/picture_header.cpp, the CLI's reader too) before the
// browser decodes a pixel: a 250 KB PNG stating 16,000 pixels a side cost
// about a gigabyte and 11 s before it was refused.
async function checkHead(R, file, side = MOST_SIDE, pixels = MOST_PIXELS) {
  const head = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
  const at = R._tl_reader_head(head.length);
  R.HEAPU8.set(head, at);
  return R._tl_reader_head_check(side, pixels) === 0 ? R.UTF8ToString(R._tl_reader_error()) : "";
}

async function open(m) {
  const R = await ready;
  const refused = await checkHead(R, m.file);
  if (refused) return { kind: "opened", id: m.id, error: refused };
  let bitmap;
  try {
    bitmap = await createImageBitmap(m.file, { imageOrientation: "from-image" });
  } catch (e) {
    return { kind: "opened", id: m.id, error: heic(m.file)
      ? "this browser does not decode HEIC photos: share or save it as JPEG (an iPhone: Settings, Camera, Formats, Most Compatible)"
      : "it is not a picture this browser can decode (a JPEG, PNG or WebP photo or screenshot is)" };
  }
  const w = bitmap.width, h = bitmap.height;
  if (w < 2 || h < 2 || w > MOST_SIDE || h > MOST_SIDE || w * h > MOST_PIXELS) {
    bitmap.close();
    return { kind: "opened", id: m.id, error: "the picture is " + w + " x " + h +
      " pixels: 2 to 16,384 a side and at most 64 megapixels are read" };
  }
  const f = Math.min(1, SIDE / Math.max(w, h));
  const sw = Math.max(1, Math.round(w * f)), sh = Math.max(1, Math.round(h * f));
  const canvas = new OffscreenCanvas(sw, sh);
  const ctx = canvas.getContext("2d", { willReadFrequently: true });
  ctx.imageSmoothingQuality = "high";
  ctx.drawImage(bitmap, 0, 0, sw, sh);
  bitmap.close();
  const pixels = ctx.getImageData(0, 0, sw, sh).data;
  R.HEAPU8.set(pixels, R._tl_reader_image(sw, sh));
  kept = m.id;
  const shown = canvas.transferToImageBitmap();
  return { kind: "opened", id: m.id, width: sw, height: sh, bitmap: shown };
}

async function read(m) {
  const R = await ready;
  if (m.id !== kept) return { kind: "read", request: m.request, error: "that photo is no longer open" };
  const c = m.corners;
  const n = R._tl_reader_read(m.rows, m.cols, m.states, m.dark, m.given, c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7]);
  if (n < 0) return { kind: "read", request: m.request, error: R.UTF8ToString(R._tl_reader_error()) };
  const at = R._tl_reader_out() >> 3;
  return { kind: "read", request: m.request, numbers: R.HEAPF64.slice(at, at + n) };
}

// One message at a time, in order: a read asked right after a photo waits for it.
let queue = Promise.resolve();
self.onmessage = (e) => {
  const m = e.data;
  queue = queue.then(async () => {
    if (m.kind === "drop") {
      if (m.id === kept) { (await ready)._tl_reader_image(0, 0); kept = 0; }
      return;
    }
    if (m.kind === "head") {  // the page's matrix picture: its stated size only, nothing kept
      self.postMessage({ kind: "head", id: m.id, error: await checkHead(await ready, m.file, m.side, m.pixels) });
      return;
    }
    const answer = m.kind === "open" ? await open(m) : await read(m);
    self.postMessage(answer, answer.bitmap ? [answer.bitmap] : []);
  });
};
