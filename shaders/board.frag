// board.frag: draws a whole board from a texture of cell states, one texel a
// cell (0 dark, 1 lit, 2.. colours), as rounded squares with gaps. One quad
// for any board size: a 256x256 board costs what a 3x3 board costs.
precision mediump float;
uniform sampler2D Cells;
uniform vec2 Grid;            // columns, rows
uniform float CellPixels;     // on-screen size of a cell, for the gap and rounding
uniform vec4 Palette[16];
uniform vec4 Background;
in vec2 Frag_UV;
out vec4 Out_Color;
void main() {
  vec2 g = Frag_UV * Grid;
  vec2 cell = floor(g);
  vec2 f = fract(g) - 0.5;     // -0.5..0.5 inside the cell
  int v = int(texture(Cells, (cell + 0.5) / Grid).r * 255.0 + 0.5);
  vec4 col = Palette[v < 16 ? v : 15];
  // Gaps and rounding only where cells are big enough to show them.
  if (CellPixels >= 6.0) {
    float half_side = 0.5 - 0.08;
    float radius = 0.12;
    vec2 d = abs(f) - vec2(half_side - radius);
    float dist = length(max(d, 0.0)) - radius;
    float aa = 1.0 / CellPixels;
    col = mix(col, Background, smoothstep(-aa, aa, dist));
  }
  Out_Color = col;
}
