// platform_web.cpp: the page's main loop, canvas sizing for HiDPI, the URL
// hash, localStorage, and the C functions the page's JavaScript calls.
//
// Exported to JavaScript (keep in step with -sEXPORTED_FUNCTIONS in
// CMakeLists.txt and with web/shell.js, which wraps them as window.togglelab):
//   tl_state_json()          -> the game as JSON (app::state_json)
//   tl_load_text(p, n)       -> 1 if the link (a puzzle ID, maybe a Why tab state, or a daily's), n bytes at p, opened,
//                               0 (and a message) if not
//   tl_most_link_chars()     -> the longest link tl_load_text reads (app.hpp's kMostLinkChars)
//   tl_paste_text(p, n)      -> the page's paste event carried n bytes at p: pasted in the next frame
//   tl_button_rect_json(i)   -> button i's rectangle in CSS pixels, or "null"
//   tl_control_rect_json(s)  -> the rectangle of the control labelled s, or "null"
//   tl_export_text(f)        -> the Why tab's export, f = "latex" or "text"
//   tl_frames()              -> frames drawn so far (frames on demand: few at rest)
//   tl_longest_frame_ms(r)   -> the longest frame in our code so far (r: start over)
//   tl_mean_step_ms(r)       -> the app's step (no GL) per frame on average so far (r: start over)
//   tl_limit_work(n)         -> background work takes at most n more steps (n < 0: no limit)
//   tl_canvas_changed()      -> the canvas's CSS size or the pixel ratio changed
//                               (called by the ResizeObserver and matchMedia set up in run())
//   tl_reduce_motion(on)     -> the player's prefers-reduced-motion (matchMedia, run())
//   tl_prefers_dark(on)      -> the player's prefers-color-scheme (the System theme)
//   tl_safe_area(t, r, b, l) -> the device's safe-area insets in CSS px (run(), on each change)
//   tl_gesture_frame()       -> a press, release or key just reached SDL: draw its frame now,
//                               inside the DOM event (the gesture path, run())
//   tl_reply(k, id, ok, why, text) -> the browser's answer to request id of kind k (app_io.hpp's Reply)
//   tl_at_rest()             -> 1 while nothing asks for a frame now (the main loop is paused)
//   tl_timer_set()           -> 1 while a timer will wake it (a clock on screen)
//   tl_engine_news(w, p, n)  -> worker w's news, n bytes at p (engine_web.cpp)
//   tl_engine_failed(w, why) -> worker w (0 the engine's, 1 the worksheets') is gone: its jobs end with `why`
// And the other way: each frame that changed something the page's ARIA live
// region (#live) gets its sentence and the canvas its label (app/announce.hpp).
#include <SDL.h>
#include <emscripten.h>
#include <emscripten/eventloop.h>
#include <emscripten/html5.h>

#include <cmath>
#include <cstdlib>
#include <optional>
#include <string>
#include <vector>

#include "app/app.hpp"
#include "app/app_io.hpp"
#include "core/picture/matrix_in.hpp"
#include "platform/engine_host.hpp"
#include "platform/platform.hpp"
#include "platform/ui_font.hpp"

// The JavaScript inside EM_ASM and EM_JS below is text clang-format would
// read as C++ and break (`===` becomes `== =`, and the module no longer
// parses), so this file keeps the layout it was written in.
// clang-format off

namespace tl::platform {

namespace {

std::string g_shown_id;  // the link last written to the URL hash
bool g_canvas_changed = true;  // set by tl_canvas_changed(); the first frame reads the size
bool g_paused = false;         // the main loop is paused: nothing asked for a frame
bool g_timer_set = false;      // a wake-up timer is pending
bool g_input_unread = false;   // SDL queued an event that no frame has read yet
bool g_in_frame = false;       // a frame is being drawn (none starts inside another)

// Follows the canvas's CSS size and the device pixel ratio when the page says
// they changed (a ResizeObserver and a matchMedia listener, set up in run()):
// the backing store is CSS size x devicePixelRatio (SDL does the
// multiplication for an SDL_WINDOW_ALLOW_HIGHDPI window).
void follow_canvas_size() {
  static double last_ratio = 0;
  double css_w = 0, css_h = 0;
  emscripten_get_element_css_size("#canvas", &css_w, &css_h);
  double ratio = emscripten_get_device_pixel_ratio();
  SDL_Window* win = SDL_GL_GetCurrentWindow();
  int w = 0, h = 0;
  SDL_GetWindowSize(win, &w, &h);
  int want_w = int(std::lround(css_w)), want_h = int(std::lround(css_h));
  if (want_w > 0 && want_h > 0 && (want_w != w || want_h != h || ratio != last_ratio)) {
    SDL_SetWindowSize(win, want_w, want_h);
    last_ratio = ratio;
  }
}

void write_hash_if_changed(const std::string& link) {
  if (link == g_shown_id) return;
  g_shown_id = link;
  // replaceState: no history entry per press, and no hashchange event back to us.
  EM_ASM({ history.replaceState(null, "", "#" + UTF8ToString($0)); }, link.c_str());
}

// Frames on demand: the main loop is paused while nothing asks for a frame,
// and resumed by an SDL event (input, a window resize), a call from the page,
// or a timer.
void wake() {
  if (!g_paused) return;
  g_paused = false;
  emscripten_resume_main_loop();
}

void on_timer(void*) {
  g_timer_set = false;
  wake();
}

int on_sdl_event(void*, SDL_Event* e) {
  if (e->type == SDL_POLLSENTINEL) return 1;  // SDL pushes one on each poll: not an event
  g_input_unread = true;
  request_frames(1);  // frame() reads the event and asks for the settling frames
  wake();
  return 1;
}

// What changed, in words, for the live region; the board's name for the canvas.
void speak(const app::AppOutput& out) {
  static std::string label;
  if (!out.announcement.empty())
    EM_ASM({ var live = document.getElementById("live"); if (live) live.textContent = UTF8ToString($0); }, out.announcement.c_str());
  if (out.board_label != label) {
    label = out.board_label;
    EM_ASM({ Module.canvas.setAttribute("aria-label", UTF8ToString($0)); }, label.c_str());
  }
}

// One whole frame: SDL's events in, the app's step, the render, and the
// output carried out (the clipboard among it). The main loop draws it, and so
// does a press, release or key at once inside its DOM event (tl_gesture_frame).
// Returns whether input already read still owes a frame (a tap's release).
bool draw_frame(std::optional<bool>* link_opened = nullptr) {
  g_in_frame = true;
  g_input_unread = false;  // frame() polls every event SDL has queued
  if (g_canvas_changed) {
    g_canvas_changed = false;
    follow_canvas_size();
  }
  app::AppOutput out;
  frame(&out);
  if (link_opened) *link_opened = out.link_opened;
  present();
  write_hash_if_changed(out.link);
  // The theme's colour: the browser's bar (theme-color) and the page behind
  // the canvas (shell.css painted it before the WebAssembly loaded).
  static std::string page_colour;
  if (!out.theme_css.empty() && out.theme_css != page_colour) {
    page_colour = out.theme_css;
    EM_ASM({ if (window.togglelabPageColour) togglelabPageColour(UTF8ToString($0)); }, page_colour.c_str());
  }
  speak(out);
  // Solved: a short buzz where the browser offers one (feel.hpp).
  if (out.vibrate) {
    EM_ASM({ if (navigator.vibrate) { try { navigator.vibrate(40); } catch (e) {} } });
  }
  if (frames_drawn() == 1) EM_ASM({ if (Module.onFirstFrame) Module.onFirstFrame(); });
  g_in_frame = false;
  return out.input_owed;
}

void main_loop(void*) {
  const int ms = ms_until_frame();
  if (ms != 0) {
    if (ms > 0 && !g_timer_set) {
      g_timer_set = true;
      emscripten_set_timeout(on_timer, double(ms), nullptr);
    }
    g_paused = true;
    emscripten_pause_main_loop();
    return;
  }
  draw_frame();
}

}  // namespace

GlConfig gl_config() { return {SDL_GL_CONTEXT_PROFILE_ES, 3, 0, "#version 300 es"}; }
std::span<const unsigned char> ui_font() { return {ui_font_ttf, ui_font_ttf_size}; }
const char* imgui_ini_path() { return nullptr; }  // never a virtual file system file

void play_sounds(bool on, const std::vector<app::SoundCue>& cues) {
  // On or off only when it changes: the page makes its AudioContext in the next tap.
  static int wanted = -1;
  if (int(on) != wanted) {
    wanted = int(on);
    EM_ASM({ if (window.togglelabSound) togglelabSound.want($0); }, wanted);
  }
  if (!on) return;
  for (const app::SoundCue& cue : cues)
    for (const app::Note& n : app::notes_of(cue))
      EM_ASM({ if (window.togglelabSound) togglelabSound.tone($0, $1, $2, $3); }, n.hz, n.start, n.seconds, n.gain);
}

// The browser encodes the PNG (a canvas of the pixels, toBlob) and
// downloads it through a link it clicks; the answer names the file.
void save_picture(const app::PictureFile& f) {
  std::vector<uint8_t> rgba;
  if (f.svg.empty()) {
    const std::size_t n = std::size_t(f.raster.width) * std::size_t(f.raster.height);
    rgba.resize(n * 4);
    for (std::size_t i = 0; i < n; ++i) {
      const Colour c = f.raster.at(int(i % std::size_t(f.raster.width)), int(i / std::size_t(f.raster.width)));
      rgba[4 * i] = c.r, rgba[4 * i + 1] = c.g, rgba[4 * i + 2] = c.b, rgba[4 * i + 3] = 255;
    }
  }
  EM_ASM({
    var name = UTF8ToString($0);
    var id = $1;
    var reply = function (ok, reason) { Module.tlReply(1, id, ok, reason, name + " to your downloads"); };
    var done = function (blob) {
      if (!blob) { reply(false, "the browser could not encode the picture"); return; }
      Module.tlDownload(blob, name);
      reply(true, "");
    };
    if ($2) { done(new Blob([UTF8ToString($2)], { type: "image/svg+xml" })); return; }
    var w = $3; var h = $4;
    var canvas = document.createElement("canvas");
    canvas.width = w;
    canvas.height = h;
    var ctx = canvas.getContext("2d");
    if (!ctx) { Promise.resolve().then(function () { reply(false, "the browser gave no canvas to draw it on"); }); return; }
    var img = ctx.createImageData(w, h);
    img.data.set(HEAPU8.subarray($5, $5 + w * h * 4));
    ctx.putImageData(img, 0, 0);
    canvas.toBlob(done, "image/png");
  }, f.name.c_str(), f.request, f.svg.empty() ? nullptr : f.svg.c_str(), f.raster.width, f.raster.height, rgba.data());
}

// A text file (a worksheet) downloads the same way, a Blob of its own type.
void save_file(const app::TextFile& f) {
  EM_ASM({
    var name = UTF8ToString($0);
    Module.tlDownload(new Blob([UTF8ToString($2)], { type: UTF8ToString($3) }), name);
    Module.tlReply(2, $1, true, "", name + " to your downloads");
  }, f.name.c_str(), f.request, f.text.c_str(), f.mime.c_str());
}

// Nothing is dropped on the page's canvas through SDL: the page's files come
// through its file chooser (pick_picture).
void open_dropped(const char*) {}
void open_photo_file(const char*) {}  // the page's photos come through its chooser, a drop or a paste

// "Read a photo" on the page. The photo goes to the board reader's own
// module in a Web Worker (web/reader_worker.js, loaded on first use and
// cached by the service worker): the worker decodes it (createImageBitmap,
// the Exif orientation applied), scales it to 1280 a side, keeps the pixels
// and reads them; this module gets only the scaled bitmap as a GL texture
// for ImGui (never its pixels) and the reads as numbers. So the page neither
// holds a 12-megapixel photo nor links the reader. Installed once at start:
// a photo pasted or dropped on the page opens the screen too. With it, what
// the page's two file choosers share (Read a photo's, the matrix picture's):
// Module.tlChoose(accept, capture, use) opens one inside the tap and hands
// the file chosen to `use`; Module.tlText(s) copies a string into the heap.
EM_JS(void, install_file_glue, (), {
    var text = Module.tlText = function (s) { var n = lengthBytesUTF8(s) + 1, p = _malloc(n); stringToUTF8(s, p, n); return p; };
    Module.tlChoose = function (accept, capture, use) {
      var input = document.createElement("input");
      input.type = "file";
      input.accept = accept;
      if (capture) input.setAttribute("capture", "environment");
      input.style.display = "none";
      input.addEventListener("change", function () {
        var file = input.files && input.files[0];
        input.remove();
        if (file) use(file);
      });
      document.body.appendChild(input);
      input.click();
    };
    var P = Module.tlPhoto = { next: 0, textures: {}, names: {} };
    var worker = function () {
      if (P.worker) return P.worker;
      P.worker = new Worker("reader_worker.js");
      P.worker.onmessage = function (e) {
        if (e.data.kind === "head") {  // a file's stated size checked (P.head): nothing in the heap
          var then = P.heads[e.data.id];
          delete P.heads[e.data.id];
          if (then) then(e.data.error);
          return;
        }
        var m = e.data, pe = text(m.error || ""), pn = text(P.names[m.id] || "");
        if (m.kind === "opened") {
          var id = 0;
          if (!m.error) {
            var t = GLctx.createTexture();
            GLctx.bindTexture(GLctx.TEXTURE_2D, t);
            GLctx.texParameteri(GLctx.TEXTURE_2D, GLctx.TEXTURE_MIN_FILTER, GLctx.LINEAR);
            GLctx.texParameteri(GLctx.TEXTURE_2D, GLctx.TEXTURE_WRAP_S, GLctx.CLAMP_TO_EDGE);
            GLctx.texParameteri(GLctx.TEXTURE_2D, GLctx.TEXTURE_WRAP_T, GLctx.CLAMP_TO_EDGE);
            GLctx.texImage2D(GLctx.TEXTURE_2D, 0, GLctx.RGBA, GLctx.RGBA, GLctx.UNSIGNED_BYTE, m.bitmap);
            m.bitmap.close();
            id = GL.getNewId(GL.textures);
            t.name = id;
            GL.textures[id] = t;
            P.textures[m.id] = id;
          }
          _tl_photo_opened(m.error ? 0 : m.id, pn, m.width || 0, m.height || 0, id, pe);
        } else {
          var n = m.numbers ? m.numbers.length : 0, pd = _malloc(8 * n + 8);
          if (n) HEAPF64.set(m.numbers, pd >> 3);
          _tl_photo_read(m.request, m.error ? 0 : 1, pe, pd, n);
          _free(pd);
        }
        _free(pe);
        _free(pn);
      };
      return P.worker;
    };
    P.open = function (file) {
      var id = ++P.next;
      P.names[id] = file.name || "pasted photo";
      worker().postMessage({ kind: "open", id: id, file: file });
    };
    P.read = function (ask) { worker().postMessage(ask); };
    // The size a file states, checked in the worker from its first bytes
    // against `side` and `pixels` before anything decodes it; `then(error)`,
    // "" when within them.
    P.heads = {};
    P.head = function (file, side, pixels, then) {
      var id = ++P.next;
      P.heads[id] = then;
      worker().postMessage({ kind: "head", id: id, file: file, side: side, pixels: pixels });
    };
    P.drop = function (id) {
      if (P.worker) P.worker.postMessage({ kind: "drop", id: id });
      var t = P.textures[id];
      if (t) { GLctx.deleteTexture(GL.textures[t]); GL.textures[t] = null; }
      delete P.textures[id];
      delete P.names[id];
    };
    var image = function (list) {
      for (var i = 0; list && i < list.length; ++i)
        if (String(list[i].type).indexOf("image") === 0 || /[.](jpe?g|png|hei[cf]|webp)$/i.test(list[i].name)) return list[i];
      return null;
    };
    window.addEventListener("paste", function (e) {
      var f = e.clipboardData && image(e.clipboardData.files);
      if (f) { e.preventDefault(); P.open(f); }
    });
    window.addEventListener("dragover", function (e) { e.preventDefault(); });
    window.addEventListener("drop", function (e) {
      var f = e.dataTransfer && image(e.dataTransfer.files);
      e.preventDefault();
      if (f) P.open(f);
    });
});

// The file chooser or the camera app (`how` 2: capture), clicked inside the tap.
EM_JS(void, pick_photo_js, (int how), { Module.tlChoose("image/*", how === 2, Module.tlPhoto.open); });
void pick_photo(int how) { pick_photo_js(how); }

EM_JS(void, read_photo_js, (unsigned request, unsigned id, int rows, int cols, int states, int dark, int given, const double* k), {
  Module.tlPhoto.read({ kind: "read", request: request, id: id, rows: rows, cols: cols, states: states, dark: dark,
                        given: given, corners: Array.from(HEAPF64.subarray(k >> 3, (k >> 3) + 8)) });
});

void read_photo(const app::PhotoReadAsk& ask) {
  const auto& o = ask.options;
  double k[8] = {};
  for (std::size_t i = 0; o.corners && i < 4; ++i) k[2 * i] = (*o.corners)[i].x, k[2 * i + 1] = (*o.corners)[i].y;
  read_photo_js(ask.request, ask.photo, o.rows, o.cols, o.states, o.guess_ink ? 2 : o.lit_is_dark ? 1 : 0, o.corners ? 1 : 0, k);
}

EM_JS(void, drop_photo_js, (unsigned id), { Module.tlPhoto.drop(id); });
void drop_photo(uint32_t id) { drop_photo_js(id); }

// The file chooser, clicked inside the tap's DOM event; the browser decodes
// the file it gives (EXIF orientation applied by createImageBitmap) and
// hands the pixels over once, through tl_picture_opened.
void pick_picture() {
  EM_ASM({
    var hand = function (name, data, w, h, error) {
      var pn = Module.tlText(name); var pe = Module.tlText(error);
      var pd = data ? _malloc(data.length) : 0;
      if (data) HEAPU8.set(data, pd);
      _tl_picture_opened(pn, pd, w, h, pe);
      _free(pn);
      _free(pe);
      if (pd) _free(pd);
    };
    // Its stated size first, in the reader's worker (1024 a side, the most a
    // matrix picture has): an 8192 x 8192 PNG of 261 KB was decoded here and
    // copied into the heap twice, 518 MB, before the rule was checked.
    Module.tlChoose("image/png,image/*", false, function (file) {
      Module.tlPhoto.head(file, $0, $0 * $0, function (refused) {
        if (refused) hand(file.name, null, 0, 0, refused); else decode(file);
      });
    });
    var decode = function (file) {
      createImageBitmap(file).then(function (bitmap) {
        var canvas = document.createElement("canvas");
        canvas.width = bitmap.width;
        canvas.height = bitmap.height;
        var ctx = canvas.getContext("2d");
        ctx.drawImage(bitmap, 0, 0);
        var pixels = ctx.getImageData(0, 0, bitmap.width, bitmap.height).data;
        hand(file.name, pixels, bitmap.width, bitmap.height, "");
      }, function () { hand(file.name, null, 0, 0, "the browser could not decode it as a picture"); });
    };
  }, tl::kMatrixInMost);
}

// Called inside the tap's own DOM event when the gesture path drew the frame
// (run()): writeText starts there, and its promise's answer comes back as the
// Reply to `request` (tl_reply), always later, never within this frame.
void copy_text(const std::string& text, std::size_t link_at, uint32_t request, bool share) {
  // Cut in C++ at the byte offset (JavaScript counts UTF-16 units): the text
  // before the link, then the page's address and the link.
  const bool link = link_at <= text.size();
  const std::string before = link ? text.substr(0, link_at) : text, after = link ? text.substr(link_at) : std::string();
  EM_ASM({
    var text = UTF8ToString($0);
    if ($1) text += location.origin + location.pathname + "#" + UTF8ToString($3);
    var id = $2;
    var share = $4;
    var reply = function (ok, reason) { Module.tlReply(0, id, ok, reason, text); };
    // A share that fails shows its text in the page box as well
    // (shell.js): the field of the app cannot draw emoji.
    var failed = function (reason) {
      if (share && window.togglelabCopyBox) window.togglelabCopyBox(text);
      reply(false, reason);
    };
    var refused = function (e) {
      var name = e && e.name ? String(e.name) : "";
      failed(name === "NotAllowedError" ? "the browser refused (NotAllowedError)"
                                        : "the browser could not write it" + (name ? " (" + name + ")" : ""));
    };
    // The share sheet of the system first, where the browser has one
    // (phones), started here, inside the event of the tap itself.
    if (share && typeof navigator.share === "function" &&
        (typeof navigator.canShare !== "function" || navigator.canShare({ text: text }))) {
      try {
        navigator.share({ text: text }).then(function () { reply(true, "shared"); }, function (e) {
          var name = e && e.name ? String(e.name) : "";
          failed(name === "AbortError" ? "the share was cancelled" : "the share failed" + (name ? " (" + name + ")" : ""));
        });
      } catch (e) {
        Promise.resolve().then(function () { failed("the share failed"); });
      }
      return;
    }
    // Without a secure context (https or localhost) browsers offer no navigator.clipboard.
    if (!navigator.clipboard || typeof navigator.clipboard.writeText !== "function") {
      var why = window.isSecureContext ? "this browser gives the page no clipboard"
                                       : "no clipboard here (the page is not served over HTTPS)";
      Promise.resolve().then(function () { failed(why); });
      return;
    }
    try {
      navigator.clipboard.writeText(text).then(function () { reply(true, ""); }, refused);
    } catch (e) {
      Promise.resolve().then(function () { refused(e); });
    }
  }, before.c_str(), link ? 1 : 0, request, after.c_str(), share ? 1 : 0);
}

std::string load_saved(const char* key) {
  char* s = (char*)EM_ASM_INT({
    var v = null;
    try { v = localStorage.getItem("togglelab." + UTF8ToString($0)); } catch (e) {}
    if (v === null) return 0;
    // A NUL would end the C string early and hide a corrupted entry: mark it instead.
    v = v.split(String.fromCharCode(0)).join(String.fromCharCode(65533));
    var n = lengthBytesUTF8(v) + 1; var p = _malloc(n);
    stringToUTF8(v, p, n);
    return p;
  }, key);
  if (!s) return {};
  std::string out(s);
  free(s);
  return out;
}

void save(const char* key, const std::string& value) {
  EM_ASM({
    try { localStorage.setItem("togglelab." + UTF8ToString($0), UTF8ToString($1)); } catch (e) {}
  }, key, value.c_str());
}

int run(const Options& given) {
  Options opt = given;
  // The URL hash wins; without one, the last game played here.
  // Past the longest link the app reads, only its head crosses (the app
  // refuses it by its length); its length in bytes comes with it, so a NUL
  // in the link is kept and refused where it stands.
  int hash_bytes = 0;
  char* hash = (char*)EM_ASM_INT({
    var h = "";
    try { h = location.hash ? decodeURIComponent(location.hash.substring(1)) : ""; } catch (e) { h = location.hash.substring(1); }
    if (h.length > $0) h = h.substring(0, $0 + 1);
    var n = lengthBytesUTF8(h); var p = _malloc(n + 1);
    stringToUTF8(h, p, n + 1);
    HEAP32[$1 >> 2] = n;
    return p;
  }, int(tl::app::kMostLinkChars), &hash_bytes);
  opt.load_id.assign(hash, std::size_t(hash_bytes));
  free(hash);
  double css_w = 0, css_h = 0;
  emscripten_get_element_css_size("#canvas", &css_w, &css_h);
  if (css_w >= 1 && css_h >= 1) { opt.width = int(css_w); opt.height = int(css_h); }
  // Keys belong to the game while the board has the focus, not to the whole
  // page (SDL's default): the keys list and the browser's own keys stay usable.
  SDL_SetHint(SDL_HINT_EMSCRIPTEN_KEYBOARD_ELEMENT, "#canvas");
  if (!init(opt)) {
    EM_ASM({ if (Module.onFatal) Module.onFatal("Could not start WebGL2 or SDL: see the console."); });
    return 1;
  }
  SDL_AddEventWatch(on_sdl_event, nullptr);
  install_file_glue();
  // Size and ratio changes arrive as calls instead of being polled each
  // frame: a ResizeObserver on the canvas, and a matchMedia query for the
  // current ratio, renewed each time it stops matching (zoom, another screen).
  EM_ASM({
    // The answer to a request (the clipboard 0, a picture 1, a file 2) handed back to
    // the app as tl_reply, its strings copied into the heap for the call.
    Module.tlReply = function (kind, id, ok, reason, text) {
      var n = lengthBytesUTF8(reason) + 1; var p = _malloc(n);
      stringToUTF8(reason, p, n);
      var m = lengthBytesUTF8(text) + 1; var q = _malloc(m);
      stringToUTF8(text, q, m);
      _tl_reply(kind, id, ok ? 1 : 0, p, q);
      _free(p);
      _free(q);
    };
    // A file saved: a link to the Blob, clicked (inside the tap that asked
    // for it, so the browser takes it as the player's download).
    Module.tlDownload = function (blob, name) {
      var url = URL.createObjectURL(blob);
      var a = document.createElement("a");
      a.href = url;
      a.download = name;
      document.body.appendChild(a);
      a.click();
      a.remove();
      setTimeout(function () { URL.revokeObjectURL(url); }, 60000);
    };
    // SDL swallows Tab (preventDefault) so the focus could never leave the
    // board: Tab is kept from SDL and left to the browser.
    var passTab = function (e) { if (e.key === "Tab") e.stopImmediatePropagation(); };
    window.addEventListener("keydown", passTab, true);
    window.addEventListener("keyup", passTab, true);
    // The safe area (notches, the home bar): env(safe-area-inset-*) as the
    // padding of a hidden probe (web/index.html, styled by web/shell.css), read again on each change.
    var probe = document.getElementById("safe-area");
    var readSafeArea = function () {
      if (!probe) return;
      var cs = getComputedStyle(probe);
      _tl_safe_area(parseFloat(cs.paddingTop) || 0, parseFloat(cs.paddingRight) || 0,
                    parseFloat(cs.paddingBottom) || 0, parseFloat(cs.paddingLeft) || 0);
    };
    readSafeArea();
    var changed = function () { readSafeArea(); _tl_canvas_changed(); };
    new ResizeObserver(changed).observe(Module.canvas);
    var watchRatio = function () {
      matchMedia("(resolution: " + devicePixelRatio + "dppx)")
          .addEventListener("change", function () { changed(); watchRatio(); }, { once: true });
    };
    watchRatio();
    var still = matchMedia("(prefers-reduced-motion: reduce)");
    _tl_reduce_motion(still.matches ? 1 : 0);
    still.addEventListener("change", function () { _tl_reduce_motion(still.matches ? 1 : 0); });
    var dark = matchMedia("(prefers-color-scheme: dark)");
    _tl_prefers_dark(dark.matches ? 1 : 0);
    dark.addEventListener("change", function () { _tl_prefers_dark(dark.matches ? 1 : 0); });
    // The gesture path. A page may write the clipboard (and share, open a file
    // picker, start sound) only while the player's tap or key is a user
    // gesture: WebKit (Safari, every browser on iOS) only inside that DOM
    // event's own handler, not frames later from requestAnimationFrame, where
    // the main loop draws. So each press, release and key draws its whole
    // frame at once, here: SDL's own handlers (bubbling, on the canvas and the
    // document: SDL_emscriptenevents.c) have queued the event, and these run
    // after them, bubbling on the window. Not pointerup: it comes before
    // mouseup and touchend, before SDL has the event. tl_gesture_frame draws
    // only when SDL queued something unread, so a frame never reads an event
    // twice, the main loop's next frame finds the queue empty, and an event
    // SDL did not take (a key on another element) draws nothing.
    var gestureFrame = function () { _tl_gesture_frame(); };
    // (One string split: a comma outside parentheses would end EM_ASM's code.)
    "mousedown mouseup touchstart touchend keydown".split(" ").forEach(function (type) {
      window.addEventListener(type, gestureFrame);
    });
  });
  emscripten_set_main_loop_arg(main_loop, nullptr, 0, true);
  return 0;
}

}  // namespace tl::platform

// --- the JavaScript side of the automation hook -----------------------------
extern "C" {

EMSCRIPTEN_KEEPALIVE const char* tl_state_json() {
  static std::string buf;
  buf = tl::app::state_json(tl::platform::the_app());
  return buf.c_str();
}

// `bytes` of UTF-8 at `text`, in the heap (shell.js's heapText): a link
// may hold a NUL, and a megabyte link on the stack overran it.
// The link goes in as the input of one frame, drawn now, and that frame's
// output says whether it opened (the one door: nothing writes the app
// between frames).
EMSCRIPTEN_KEEPALIVE int tl_load_text(const char* text, int bytes) {
  tl::platform::open_link(std::string(text, std::size_t(bytes)));
  std::optional<bool> opened;
  if (!tl::platform::g_in_frame) tl::platform::draw_frame(&opened);  // else the frame under way's next one takes it
  tl::platform::wake();
  return opened.value_or(false) ? 1 : 0;
}

EMSCRIPTEN_KEEPALIVE int tl_most_link_chars() { return int(tl::app::kMostLinkChars); }

// The page's paste event's text, `bytes` of UTF-8 at `text` (shell.js's heapText).
EMSCRIPTEN_KEEPALIVE void tl_paste_text(const char* text, int bytes) {
  tl::platform::paste_text(std::string(text, std::size_t(bytes)));
  tl::platform::wake();
}

// A picture the file chooser gave: `w` x `h` RGBA at `rgba` (null with an
// error), or why the browser could not decode it.
EMSCRIPTEN_KEEPALIVE void tl_picture_opened(const char* name, const unsigned char* rgba, int w, int h, const char* error) {
  tl::app::PictureIn p;
  p.name = name ? name : "";
  p.error = error ? error : "";
  if (p.error.empty() && rgba && w > 0 && h > 0) {
    p.raster.width = w, p.raster.height = h, p.raster.channels = 4;
    p.raster.pixels.assign(rgba, rgba + std::size_t(w) * std::size_t(h) * 4);
  } else if (p.error.empty()) {
    p.error = "it holds no pixels";
  }
  tl::platform::picture_opened(std::move(p));
  tl::platform::wake();
}

// The reader's worker opened photo `id` (0 with an error): its size as
// kept and its texture for ImGui, or why it could not.
EMSCRIPTEN_KEEPALIVE void tl_photo_opened(unsigned id, const char* name, int w, int h, unsigned texture, const char* error) {
  tl::platform::photo_opened({id, name ? name : "", w, h, texture, error ? error : ""});
  tl::platform::wake();
}

// A read's answer from the worker: `n` numbers at `numbers` (reader_worker_api.cpp
// lays them out: rows, cols, grid fit, the corners' x y, the cells, their
// confidences, the marks read as darker), or why not.
EMSCRIPTEN_KEEPALIVE void tl_photo_read(unsigned request, int ok, const char* error, const double* numbers, int n) {
  tl::app::PhotoReadIn r;
  r.request = request;
  r.ok = ok != 0;
  r.error = error ? error : "";
  if (r.ok) {
    const int rows = n >= 12 ? int(numbers[0]) : 0, cols = n >= 12 ? int(numbers[1]) : 0;
    if (rows < 1 || cols < 1 || n != 12 + 2 * rows * cols) {
      r.ok = false;
      r.error = "the reader's answer was malformed";
    } else {
      r.read.rows = rows, r.read.cols = cols, r.read.grid_fit = numbers[2];
      for (int k = 0; k < 4; ++k) r.read.corners[std::size_t(k)] = {numbers[3 + 2 * k], numbers[4 + 2 * k]};
      for (int i = 0; i < rows * cols; ++i) {
        r.read.cells.push_back(int(numbers[11 + i]));
        r.read.confidence.push_back(numbers[11 + rows * cols + i]);
      }
      r.read.lit_is_dark = numbers[11 + 2 * rows * cols] != 0;
    }
  }
  tl::platform::photo_read(std::move(r));
  tl::platform::wake();
}

// The engine worker's news (engine_web.cpp): read into the next frame's input.
EMSCRIPTEN_KEEPALIVE void tl_engine_news(int worker, const uint8_t* bytes, int n) {
  if (!tl::platform::engine_news_in({bytes, std::size_t(std::max(n, 0))}))
    tl::platform::engine_failed(worker, "its news could not be read");
  tl::platform::request_frames(1);
  tl::platform::wake();
}

EMSCRIPTEN_KEEPALIVE void tl_engine_failed(int worker, const char* why) {
  tl::platform::engine_failed(worker, why ? why : "it stopped");
  tl::platform::request_frames(1);
  tl::platform::wake();
}

EMSCRIPTEN_KEEPALIVE void tl_prefers_dark(int on) {
  tl::platform::set_prefers_dark(on != 0);
  tl::platform::request_frames(1);
  tl::platform::wake();
}

EMSCRIPTEN_KEEPALIVE void tl_reduce_motion(int on) {
  tl::platform::set_reduce_motion(on != 0);
  tl::platform::request_frames(1);
  tl::platform::wake();
}

EMSCRIPTEN_KEEPALIVE void tl_safe_area(double top, double right, double bottom, double left) {
  static tl::app::Insets safe;
  const tl::app::Insets now{float(top), float(right), float(bottom), float(left)};
  if (now.top == safe.top && now.right == safe.right && now.bottom == safe.bottom && now.left == safe.left) return;
  safe = now;
  tl::platform::set_safe_area(now);
  tl::platform::request_frames(tl::platform::kSettleFrames);
  tl::platform::wake();
}

EMSCRIPTEN_KEEPALIVE void tl_limit_work(double steps) {
  tl::platform::limit_work(steps < 0 ? -1 : int64_t(steps));  // the next frame's input
  tl::platform::wake();
}

EMSCRIPTEN_KEEPALIVE int tl_frames() { return int(tl::platform::frames_drawn()); }

EMSCRIPTEN_KEEPALIVE int tl_at_rest() { return tl::platform::g_paused ? 1 : 0; }
EMSCRIPTEN_KEEPALIVE int tl_timer_set() { return tl::platform::g_timer_set ? 1 : 0; }

// The gesture path (see run()): the frame for the event SDL just queued,
// drawn now; a tap's press is one frame and its release the next, so that
// one too. The app's clock is SDL's monotonic one, so a frame drawn between
// two of the main loop's only makes their dt shorter; the frames it owes
// next (kSettleFrames) are the main loop's, which it resumed (wake()).
EMSCRIPTEN_KEEPALIVE void tl_gesture_frame() {
  if (!tl::platform::g_input_unread || tl::platform::g_in_frame) return;
  for (int i = 0; i < 3; ++i)
    if (!tl::platform::draw_frame()) break;
}

EMSCRIPTEN_KEEPALIVE void tl_reply(int kind, unsigned id, int ok, const char* reason, const char* text) {
  tl::platform::answer({tl::app::Request(kind), id, ok != 0, reason ? reason : "", text ? text : ""});
  tl::platform::wake();
}

EMSCRIPTEN_KEEPALIVE double tl_longest_frame_ms(int reset) { return tl::platform::longest_frame_ms(reset != 0); }
EMSCRIPTEN_KEEPALIVE double tl_mean_step_ms(int reset) { return tl::platform::mean_step_ms(reset != 0); }

EMSCRIPTEN_KEEPALIVE void tl_canvas_changed() {
  tl::platform::g_canvas_changed = true;
  tl::platform::request_frames(tl::platform::kSettleFrames);
  tl::platform::wake();
}

EMSCRIPTEN_KEEPALIVE const char* tl_button_rect_json(int button) {
  static std::string buf;
  buf = tl::app::button_rect_json(tl::platform::the_app(), button);
  return buf.c_str();
}

EMSCRIPTEN_KEEPALIVE const char* tl_export_text(const char* format) {
  static std::string buf;
  buf = tl::app::export_text(tl::platform::the_app(), format);
  return buf.c_str();
}

EMSCRIPTEN_KEEPALIVE const char* tl_control_rect_json(const char* label) {
  static std::string buf;
  buf = tl::app::control_rect_json(tl::platform::the_app(), label);
  return buf.c_str();
}

}  // extern "C"
// clang-format on
