// sdl_web_trim.cpp: keeps SDL's software blitters out of the page.
//
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
