// shell.js: the page shell's code (web/index.html): clear messages when
// WebAssembly or WebGL2 is missing, the Module the app's JavaScript reads,
// window.togglelab (the automation hook our browser tests use), links
// followed on the page, the service worker, then the app's own togglelab.js.
// A file of its own, not an inline <script>: the page's Content-Security-Policy
// runs only its own files (script-src 'self'), so an injected inline script or
// event handler is blocked.
(function () {
  var status = document.getElementById("status");
  // The board has its own right-click meaning (none): no browser menu over it.
  document.getElementById("canvas").addEventListener("contextmenu", function (e) { e.preventDefault(); });
  function fail(text) { status.textContent = text; status.className = "error"; status.style.display = "flex"; }
  // The app stopped (a trap, or an abort: out of memory or a check that
  // failed): said in words, and the first report kept for the hook. An abort
  // is seen twice (onAbort, then the error it throws): the first one stays.
  var crash = null;
  function stopped(what, report) {
    if (crash) return;
    crash = report || what;
    if (window.togglelab) window.togglelab.crash = crash;
    fail("Toggle Lab stopped (" + what + "). Reload the page to start again.");
  }

  // Say plainly what is missing instead of showing a black page.
  if (typeof WebAssembly !== "object") {
    fail("Toggle Lab needs WebAssembly, which this browser does not provide (or has switched off).");
    return;
  }
  var probe = document.createElement("canvas").getContext("webgl2");
  if (!probe) {
    fail("Toggle Lab needs WebGL2, which this browser or its graphics driver does not provide.");
    return;
  }
  // The probe's context is let go at once, not left to the garbage collector:
  // a browser keeps only so many WebGL contexts alive (Chromium 16) and loses the oldest
  // past that, and a phone's memory holds each one's buffers.
  var lose = probe.getExtension("WEBGL_lose_context");
  if (lose) lose.loseContext();

  // A click or tap on the board gives the game the keyboard back, after a
  // file chooser, a dialog or any blur: SDL's own mousedown handler calls
  // preventDefault, so the browser never focuses the canvas by itself.
  // Capture phase, before SDL's listeners; no scroll (a phone's page is the canvas).
  document.getElementById("canvas").addEventListener("pointerdown", function (e) {
    if (document.activeElement !== e.currentTarget) e.currentTarget.focus({ preventScroll: true });
  }, true);

  window.Module = {
    canvas: document.getElementById("canvas"),
    print: function (t) { console.log(t); },
    printErr: function (t) { console.warn(t); },
    onAbort: function (what) {
      var said = "Aborted(" + (what || "") + ")";
      stopped(said, said + "\n" + new Error().stack);
    },
    onFatal: fail,
    onFirstFrame: function () {
      status.style.display = "none";
      window.togglelab.firstFrameMs = performance.now();
      Module.canvas.focus();  // the keys work at once, for keyboard-only players too
    },
  };

  // Text into WebAssembly through its heap, never its stack (ccall's
  // "string" puts text on the 5 MB stack at up to 4 bytes a character: a
  // megabyte link overran it into the program's data), with its length in
  // bytes (a NUL inside stays). Past the longest link the app reads, only
  // the head crosses (a link is then refused by its length; a paste that
  // long is cut there), so a huge string never costs its size in the heap.
  function heapText(text, use) {
    var s = String(text), most = Module._tl_most_link_chars();
    if (s.length > most) s = s.substring(0, most + 1);
    var n = Module.lengthBytesUTF8(s), p = Module._malloc(n + 1);
    Module.stringToUTF8(s, p, n + 1);
    try { return use(p, n); } finally { Module._free(p); }
  }

  // Canvas units are CSS pixels; the page's are offset by the canvas position.
  function toPage(r) {
    if (!r) return null;
    var c = Module.canvas.getBoundingClientRect();
    var out = { x: c.left + r.x, y: c.top + r.y, width: r.width, height: r.height };
    if ("visible" in r) out.visible = r.visible;  // controls: not clipped by a panel's edge
    return out;
  }

  // The automation hook (docs/TESTING.md: "The page's automation hook"). It reads the
  // game; presses go through real clicks on the canvas, like a person's.
  window.togglelab = {
    firstFrameMs: null,
    crash: crash,  // why the app stopped, with its stack; null while it runs
    ready: function () { return this.firstFrameMs !== null; },
    // Frames drawn so far: the page draws on demand, so this stands still at rest.
    frames: function () { return Module._tl_frames(); },
    // True while nothing asks for a frame now: every frame owed to the input
    // so far is drawn (a timer may still wake it later).
    atRest: function () { return Module._tl_at_rest() === 1; },
    // At rest with no timer to wake it (a clock on screen sets one): nothing
    // draws until input, by construction.
    idle: function () { return Module._tl_at_rest() === 1 && Module._tl_timer_set() === 0; },
    // The longest time one frame spent in the app's code (ms); reset starts over.
    longestFrameMs: function (reset) { return Module._tl_longest_frame_ms(reset ? 1 : 0); },
    // The app's step (input, update, layout, draw lists; no GL) per frame on average (ms); reset starts over.
    meanStepMs: function (reset) { return Module._tl_mean_step_ms(reset ? 1 : 0); },
    // Background work (the atlas, a census) takes at most n more steps; null
    // lifts the limit. Lets a test hold a run part-way on any machine.
    limitWork: function (n) { Module._tl_limit_work(n == null ? -1 : n); },
    // The last sentence the app put in the live region.
    announcement: function () { return document.getElementById("live").textContent; },
    state: function () { return JSON.parse(this.stateText()); },
    stateText: function () { return Module.UTF8ToString(Module._tl_state_json()); },
    load: function (id) {
      return heapText(id, function (p, n) { return Module._tl_load_text(p, n) === 1; });
    },
    buttonRect: function (i) {
      return toPage(JSON.parse(Module.UTF8ToString(Module._tl_button_rect_json(i | 0))));
    },
    // The Why tab's worksheet export of the current puzzle: "latex" or "text".
    exportText: function (format) {
      return Module.UTF8ToString(Module.ccall("tl_export_text", "number", ["string"], [String(format)]));
    },
    // Where a labelled control ("Hint", "Next", "Undo", "Edit", ...) was drawn.
    controlRect: function (label) {
      var r = Module.ccall("tl_control_rect_json", "number", ["string"], [String(label)]);
      return toPage(JSON.parse(Module.UTF8ToString(r)));
    },
  };

  // A trap in the app's WebAssembly (an out-of-bounds access, say) ends the
  // frame it happened in and the main loop with it: say so, instead of
  // leaving "Loading" or a frozen board up, and keep the error and its stack
  // (function indices of togglelab.wasm) for whoever reads the hook.
  window.addEventListener("error", function (e) {
    if (!(e.error instanceof WebAssembly.RuntimeError)) return;
    stopped(e.message, String(e.error) + "\n" + (e.error.stack || ""));  // JavaScriptCore's stack has no message
  });
  // A trap or an abort inside a promise's callback (a file read, a decoded
  // picture) never reaches "error": its rejection is unhandled instead.
  window.addEventListener("unhandledrejection", function (e) {
    if (e.reason instanceof WebAssembly.RuntimeError) stopped(String(e.reason), String(e.reason) + "\n" + (e.reason.stack || ""));
  });

  // Paste (Ctrl+V, a phone's Paste): SDL's page has no system clipboard, so
  // ImGui's own paste read nothing. The browser's paste event carries the
  // text; the app pastes it into the field being edited (Import records, a
  // graph6) as ImGui's Ctrl+V with that text on the clipboard.
  // SDL prevents the default of every key it is given, the browser's paste
  // with it: Ctrl+V (Cmd+V) is kept from SDL (this capturing listener runs
  // first), so the browser pastes and the event below carries the text.
  window.addEventListener("keydown", function (e) {
    if ((e.ctrlKey || e.metaKey) && !e.altKey && (e.key === "v" || e.key === "V")) e.stopImmediatePropagation();
  }, true);
  window.addEventListener("paste", function (e) {
    if (!window.togglelab.ready() || !e.clipboardData) return;
    var text = e.clipboardData.getData("text/plain");
    if (!text) return;
    e.preventDefault();
    heapText(text, function (p, n) { Module._tl_paste_text(p, n); });
  });

  // A share the system's sheet and the clipboard both refused: its text in a
  // box of the page's own, selected, to copy by hand. A DOM box, not the
  // app's field: the app's font has no emoji, and the share's picture is
  // emoji. Closed by its button or Escape; the canvas has the keys again.
  window.togglelabCopyBox = function (text) {
    var old = document.getElementById("copy-box");
    if (old) old.remove();
    var box = document.createElement("div");
    box.id = "copy-box";
    box.setAttribute("role", "dialog");
    box.setAttribute("aria-label", "Text to copy");
    var note = document.createElement("p");
    note.textContent = "Copy this by hand (select it, then Copy):";
    var area = document.createElement("textarea");
    area.readOnly = true;
    area.value = text;
    area.rows = Math.min(8, text.split("\n").length + 1);
    var close = document.createElement("button");
    close.textContent = "Close";
    var done = function () { box.remove(); document.getElementById("canvas").focus(); };
    close.addEventListener("click", done);
    box.addEventListener("keydown", function (e) { if (e.key === "Escape") done(); e.stopPropagation(); });
    box.append(note, area, close);
    document.body.appendChild(box);
    area.focus();
    area.select();
  };

  // Sound (the app's Sound box or M): the notes the app sends (its one table,
  // src/app/shape/sound_cues.cpp), each a sine through a gain that rises in
  // 5 ms and decays to a thousandth by its end (the desktop renders the
  // same). Browsers start an AudioContext only inside a user gesture, so the
  // context is made or resumed in a tap or key listener while sound is on,
  // and suspended half a second after the last note and a second after the
  // last tap: at rest the page does no audio work. Nothing plays while the page is hidden.
  window.togglelabSound = (function () {
    var ctx = null, wanted = false, quietAt = 0, timer = 0;
    function wake() {
      if (!wanted) return;
      try {
        var Ctx = window.AudioContext || window.webkitAudioContext;
        if (!ctx && Ctx) ctx = new Ctx();
        // Resumed whatever its state reads: a suspend still in flight (rest()'s,
        // just before this tap) reads "running" until it lands, and a resume
        // only queued behind it leaves the context running for this note.
        if (ctx && ctx.state !== "closed") ctx.resume();
      } catch (e) { ctx = null; }
      // A second from this tap before rest() may suspend it (a tap that plays
      // nothing is suspended again): a timer left from an earlier wake could
      // fire between the tap and its note, on a loaded machine.
      if (ctx) {
        clearTimeout(timer);
        timer = setTimeout(rest, 1000);
      }
    }
    ["pointerdown", "touchend", "keydown"].forEach(function (type) { window.addEventListener(type, wake, true); });
    function rest() {
      timer = 0;
      if (!ctx) return;
      var left = quietAt - ctx.currentTime;
      if (left > 0 && ctx.state !== "closed") timer = setTimeout(rest, left * 1000 + 500);
      else if (ctx.state === "running") ctx.suspend();
    }
    return {
      played: 0,
      want: function (on) {
        wanted = !!on;
        if (wanted) wake();
        else if (ctx && ctx.state === "running") ctx.suspend();
      },
      tone: function (hz, start, seconds, gain) {
        if (!wanted || document.hidden) return;
        wake();
        if (!ctx) return;
        var t = ctx.currentTime + start, osc = ctx.createOscillator(), amp = ctx.createGain();
        osc.frequency.value = hz;
        amp.gain.setValueAtTime(0, t);
        amp.gain.linearRampToValueAtTime(gain, t + 0.005);
        amp.gain.exponentialRampToValueAtTime(gain / 1000, t + seconds);
        osc.connect(amp);
        amp.connect(ctx.destination);
        osc.start(t);
        osc.stop(t + seconds + 0.01);
        this.played++;
        quietAt = Math.max(quietAt, t + seconds);
      },
      state: function () { return ctx ? ctx.state : "none"; },
    };
  })();

  // The theme's colour (the app says it once a theme is in effect): the
  // browser's bar and the page behind the canvas. Before the app runs,
  // shell.css paints by prefers-color-scheme, or by the theme saved last
  // time (read here, before anything is drawn).
  window.togglelabPageColour = function (css) {
    document.querySelectorAll('meta[name="theme-color"]').forEach(function (m) { m.setAttribute("content", css); });
    document.documentElement.style.background = css;
    document.body.style.background = css;
  };
  try {
    var savedTheme = localStorage.getItem("togglelab.theme");  // 1 light, 2 dark, 3 high contrast (0: system)
    if (savedTheme === "1" || savedTheme === "2" || savedTheme === "3")
      document.documentElement.setAttribute("data-theme", ["", "light", "dark", "contrast"][Number(savedTheme)]);
  } catch (e) { /* storage blocked: the system's */ }

  // A link edited or followed on this page: open the puzzle it names.
  window.addEventListener("hashchange", function () {
    if (!window.togglelab.ready()) return;
    var id = location.hash.substring(1);
    try { id = decodeURIComponent(id); } catch (e) {}
    if (id && id !== window.togglelab.state().link) window.togglelab.load(id);
  });

  // Offline and installable: the service worker keeps this build's files
  // (web/sw.js, versioned by the build). Not on file: URLs, where it cannot run.
  if ("serviceWorker" in navigator && location.protocol !== "file:") {
    window.addEventListener("load", function () {
      navigator.serviceWorker.register("sw.js").catch(function (e) { console.warn("service worker: " + e); });
    });
  }

  var s = document.createElement("script");
  s.src = "togglelab.js";
  s.onerror = function () { fail("Could not load togglelab.js: is the page served from build/web?"); };
  document.body.appendChild(s);
})();
