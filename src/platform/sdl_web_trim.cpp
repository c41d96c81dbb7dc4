// sdl_web_trim.cpp: keeps code the page never runs out of its link, by
// defining here the one symbol through which the linker would pull it in.
//
// SDL's software blitters.
// The page draws with WebGL2 only and asks SDL for system cursors only, so it
// never blits one software surface onto another. SDL links its blitters
// anyway (about 190 KB of WebAssembly, a sixth of the page's code): they sit
// behind SDL_CalculateBlit, the one symbol SDL_blit.c exports, which SDL's
// surface code calls whenever two surfaces are mapped for a blit. Defining it
// here keeps that archive member, and every blitter it reaches, out of the
// link. Were a blit ever attempted it would fail with SDL's error instead of
// drawing; nothing in src/ or in ImGui's SDL backend calls SDL_BlitSurface,
// SDL_ConvertSurface, SDL_CreateColorCursor or SDL_SetWindowIcon.
#include <SDL.h>

extern "C" int SDL_CalculateBlit(SDL_Surface*) { return SDL_SetError("software blits are not linked into the page"); }

// SDL's run-length encoded surfaces (SDL_RLEaccel.c, its RLE blitters among
// them). A surface becomes RLE only when SDL_CalculateBlit (above) encodes it
// on a blit, which sets SDL_RLEACCEL; SDL calls these two only for a surface
// with that flag (lock, unlock, map, free), so in the page they never run.
extern "C" int SDL_RLESurface(SDL_Surface*) { return SDL_SetError("RLE surfaces are not linked into the page"); }
extern "C" void SDL_UnRLESurface(SDL_Surface*, int) {}

// Emscripten's GL function-pointer table. SDL's Emscripten driver stores
// eglGetProcAddress in its EGL data, so the link took Emscripten's version,
// which looks names up in a table of every WebGL 1 and 2 entry point: that
// table brought about 270 JavaScript wrappers (emscripten_glActiveTexture ...)
// and the wasm that matches names to them, 14.7 KB of the page gzipped. The
// page calls GL directly (ImGui's GL ES 3 backend and our board renderer link
// gl* by name) and nothing asks SDL_GL_GetProcAddress for a function; SDL's
// Emscripten driver only keeps the pointer, and for EGL's own names
// Emscripten's lookup found nothing either. A lookup now finds nothing.
extern "C" void* eglGetProcAddress(const char*) { return nullptr; }

// SDL's game controllers and, through them, its joysticks (mappings, their
// parser, the Emscripten gamepad driver). ImGui's SDL backend is their only
// user, and it opens a controller only when io.ConfigFlags asks for gamepad
// navigation, which the app never sets; the page's SDL_Init starts neither
// subsystem either, so SDL_GameControllerOpen could only fail. It still fails:
// no controller, as on a machine with none plugged in.
extern "C" SDL_GameController* SDL_GameControllerOpen(int) {
  SDL_SetError("game controllers are not linked into the page");
  return nullptr;
}
extern "C" Uint8 SDL_GameControllerGetButton(SDL_GameController*, SDL_GameControllerButton) { return 0; }
extern "C" Sint16 SDL_GameControllerGetAxis(SDL_GameController*, SDL_GameControllerAxis) { return 0; }

// SDL's gesture recognition (SDL_gesture.c: multi-finger and $1 "dollar"
// gestures, their templates). It turns touches into SDL_MULTIGESTURE and
// SDL_DOLLARGESTURE events, which neither ImGui's backend nor the app reads:
// touches still arrive as finger and mouse events. These four are SDL's
// internal entry points into it (SDL_gesture_c.h: SDL_touch.c and
// SDL_events.c call them); adding a touch device still succeeds.
extern "C" int SDL_GestureAddTouch(SDL_TouchID) { return 0; }
extern "C" int SDL_GestureDelTouch(SDL_TouchID) { return 0; }
extern "C" void SDL_GestureProcessEvent(SDL_Event*) {}
extern "C" void SDL_GestureQuit(void) {}
