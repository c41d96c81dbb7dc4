// board.frag: draws a whole board from a texture of cell states, one texel a
// cell (0 dark, 1 lit, 2.. colours), in the render style: rounded squares,
// circles, diamonds or LEDs (a lit one glows), with gaps. One quad for any
// board size: a 256x256 board costs what a 3x3 board costs. The same shapes
// as the app's own drawing of smaller boards (board_view.cpp, fill_cell).
precision mediump float;
uniform sampler2D Cells;
uniform vec2 Grid;            // columns, rows
uniform float CellPixels;     // on-screen size of a cell, for the gap and rounding
uniform vec4 Palette[16];
uniform vec4 Background;
uniform int Style;            // 0 squares, 1 circles, 2 diamonds, 3 LEDs
uniform int Outline;          // 1: unlit cells (index 0) outlined in Edge (high contrast)
uniform vec4 Edge;
in vec2 Frag_UV;
out vec4 Out_Color;

// Distance from the cell's shape, negative inside (f: -0.5..0.5 across the cell).
float shape(vec2 f) {
  if (Style == 1) return length(f) - 0.42;
  if (Style == 2) return (abs(f.x) + abs(f.y)) * 0.7071 - 0.33;
  if (Style == 3) return length(f) - 0.30;
  vec2 d = abs(f) - vec2(0.42 - 0.12);
  return length(max(d, 0.0)) - 0.12;
}

void main() {
  vec2 g = Frag_UV * Grid;
  vec2 cell = floor(g);
  vec2 f = fract(g) - 0.5;     // -0.5..0.5 inside the cell
  int v = int(texture(Cells, (cell + 0.5) / Grid).r * 255.0 + 0.5);
  vec4 col = Palette[v < 16 ? v : 15];
  // Shapes and gaps only where cells are big enough to show them.
  if (CellPixels >= 6.0) {
    float aa = 1.0 / CellPixels;
    float dist = shape(f);
    vec4 inside = col;
    if (Outline == 1 && v == 0) inside = mix(col, Edge, smoothstep(-0.1 - aa, -0.1 + aa, dist));
    vec4 outside = Background;
    // A lit LED's glow: its colour fading out around it.
    if (Style == 3 && v != 0) outside = mix(col, Background, clamp(0.35 + dist * 4.0, 0.0, 1.0));
    col = mix(inside, outside, smoothstep(-aa, aa, dist));
  }
  Out_Color = col;
}
