// board_renderer.cpp: the GPU board (see board_renderer.hpp).
//
// It rides on Dear ImGui's OpenGL3 renderer: a draw-list callback switches to
// our program (built with ImGui's attribute locations and fed its projection
// matrix), the board is an ordinary ImGui image quad whose texture is the cell
// texture, and ImDrawCallback_ResetRenderState hands the state back.
#include "platform/board_renderer.hpp"

#include <cstdint>
#include <cstdio>
#include <cstring>
#include <string>

#include "app/app.hpp"
#include "imgui.h"
#include "platform/gl_headers.hpp"
#include "platform/platform.hpp"
#include "platform/shaders.hpp"

namespace tl::platform {

namespace {

struct BoardGpu {
  GLuint program = 0, texture = 0;
  bool failed = false;
  GLint loc_proj = -1, loc_cells = -1, loc_grid = -1, loc_cell_px = -1, loc_palette = -1, loc_background = -1;
  GLint loc_style = -1, loc_outline = -1, loc_edge = -1;
  int style = 0, outline = 0;
  float edge[4] = {};
  int tex_rows = 0, tex_cols = 0;
  std::vector<uint8_t> uploaded;
  // What the next callback sets (one GPU board per frame).
  float grid[2] = {1, 1};
  float cell_px = 1;
  float palette[16 * 4] = {};
  float background[4] = {};
};
BoardGpu g;

void to_rgba(uint32_t c, float* out) {
  for (int k = 0; k < 4; ++k) out[k] = float((c >> (8 * k)) & 0xFF) / 255.0f;  // ImU32 is ABGR
}

GLuint compile(GLenum type, const char* body) {
  // One source for both targets: the version line is ours to add.
  std::string src = std::string(gl_config().glsl_version) + "\n" + body;
  GLuint s = glCreateShader(type);
  const char* p = src.c_str();
  glShaderSource(s, 1, &p, nullptr);
  glCompileShader(s);
  GLint ok = 0;
  glGetShaderiv(s, GL_COMPILE_STATUS, &ok);
  if (!ok) {
    char log[1024] = {};
    glGetShaderInfoLog(s, sizeof log, nullptr, log);
    std::fprintf(stderr, "togglelab: board shader failed to compile: %s\n", log);
  }
  return s;
}

// Built inside the first callback, where ImGui's program is current: our
// attributes are bound to the locations ImGui's vertex layout uses.
bool build_program(GLuint imgui_program) {
  GLuint vs = compile(GL_VERTEX_SHADER, shader_board_vert);
  GLuint fs = compile(GL_FRAGMENT_SHADER, shader_board_frag);
  g.program = glCreateProgram();
  glAttachShader(g.program, vs);
  glAttachShader(g.program, fs);
  for (const char* attr : {"Position", "UV", "Color"}) {
    GLint loc = glGetAttribLocation(imgui_program, attr);
    if (loc >= 0) glBindAttribLocation(g.program, GLuint(loc), attr);
  }
  glLinkProgram(g.program);
  glDeleteShader(vs);
  glDeleteShader(fs);
  GLint ok = 0;
  glGetProgramiv(g.program, GL_LINK_STATUS, &ok);
  if (!ok) {
    std::fprintf(stderr, "togglelab: board shader failed to link\n");
    return false;
  }
  g.loc_proj = glGetUniformLocation(g.program, "ProjMtx");
  g.loc_cells = glGetUniformLocation(g.program, "Cells");
  g.loc_grid = glGetUniformLocation(g.program, "Grid");
  g.loc_cell_px = glGetUniformLocation(g.program, "CellPixels");
  g.loc_palette = glGetUniformLocation(g.program, "Palette");
  g.loc_background = glGetUniformLocation(g.program, "Background");
  g.loc_style = glGetUniformLocation(g.program, "Style");
  g.loc_outline = glGetUniformLocation(g.program, "Outline");
  g.loc_edge = glGetUniformLocation(g.program, "Edge");
  return true;
}

void use_board_program(const ImDrawList*, const ImDrawCmd*) {
  GLint imgui_program = 0;
  glGetIntegerv(GL_CURRENT_PROGRAM, &imgui_program);
  if (!g.program && !g.failed) g.failed = !build_program(GLuint(imgui_program));
  if (g.failed) return;  // ImGui's own program then draws the texture as is
  float proj[16];
  glGetUniformfv(GLuint(imgui_program), glGetUniformLocation(GLuint(imgui_program), "ProjMtx"), proj);
  glUseProgram(g.program);
  glUniformMatrix4fv(g.loc_proj, 1, GL_FALSE, proj);
  glUniform1i(g.loc_cells, 0);
  glUniform2f(g.loc_grid, g.grid[0], g.grid[1]);
  glUniform1f(g.loc_cell_px, g.cell_px);
  glUniform4fv(g.loc_palette, 16, g.palette);
  glUniform4fv(g.loc_background, 1, g.background);
  glUniform1i(g.loc_style, g.style);
  glUniform1i(g.loc_outline, g.outline);
  glUniform4fv(g.loc_edge, 1, g.edge);
}

// Uploads the cells when they changed since the last frame.
void upload(const std::vector<uint8_t>& values, int rows, int cols) {
  if (!g.texture) glGenTextures(1, &g.texture);
  if (g.tex_rows == rows && g.tex_cols == cols && g.uploaded == values) return;
  glBindTexture(GL_TEXTURE_2D, g.texture);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
  glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
  glTexImage2D(GL_TEXTURE_2D, 0, GL_R8, cols, rows, 0, GL_RED, GL_UNSIGNED_BYTE, values.data());
  g.tex_rows = rows;
  g.tex_cols = cols;
  g.uploaded = values;
}

}  // namespace

void draw_cells(ImDrawList* dl, float x0, float y0, float x1, float y1, const std::vector<uint8_t>& values, int rows, int cols,
                const std::vector<uint32_t>& palette, uint32_t background, const app::CellLook& look) {
  g.style = look.style;
  g.outline = look.outline_unlit ? 1 : 0;
  to_rgba(look.edge, g.edge);
  upload(values, rows, cols);
  g.grid[0] = float(cols);
  g.grid[1] = float(rows);
  g.cell_px = (x1 - x0) / float(cols) * pixel_ratio();
  for (std::size_t i = 0; i < 16; ++i) to_rgba(palette[i < palette.size() ? i : palette.size() - 1], g.palette + 4 * i);
  to_rgba(background, g.background);
  dl->AddCallback(use_board_program, nullptr);
  // ImGui's OpenGL backend takes a GL texture name as its texture pointer.
  dl->AddImage(reinterpret_cast<ImTextureID>(static_cast<intptr_t>(g.texture)),  // NOLINT(performance-no-int-to-ptr)
               ImVec2(x0, y0), ImVec2(x1, y1));
  dl->AddCallback(ImDrawCallback_ResetRenderState, nullptr);
}

void board_renderer_shutdown() {
  if (g.texture) glDeleteTextures(1, &g.texture);
  if (g.program) glDeleteProgram(g.program);
  g = BoardGpu{};
}

}  // namespace tl::platform
