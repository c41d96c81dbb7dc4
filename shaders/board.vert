// board.vert: passes ImGui's vertices through (the loader prepends #version).
// Attribute names match Dear ImGui's OpenGL3 backend: the board program reuses
// its vertex layout and projection.
uniform mat4 ProjMtx;
in vec2 Position;
in vec2 UV;
in vec4 Color;
out vec2 Frag_UV;
void main() {
  Frag_UV = UV;
  gl_Position = ProjMtx * vec4(Position.xy, 0.0, 1.0);
}
