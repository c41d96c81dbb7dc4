// gl_headers.hpp: the OpenGL declarations for each target, in one place.
// WebGL2 is OpenGL ES 3.0; the desktop uses OpenGL 3.3 core through libGL.
#pragma once
#ifdef __EMSCRIPTEN__
#include <GLES3/gl3.h>
#else
#define GL_GLEXT_PROTOTYPES 1
#include <SDL_opengl.h>
#endif
