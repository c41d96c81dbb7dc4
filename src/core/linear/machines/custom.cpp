// custom.cpp: custom rules, any list of button vectors over an R x C board.
//
// The cut-the-knot theory page: "Selecting a basis of vectors with binary
// coordinates generates a different game." Here the buttons need not be a basis at all, and the
// analysis says whether they are (rank, quiet patterns, invariants). Preset:
// that page's P.S. puzzle, a 4x4 board whose 13 buttons flip its nine 2x2
// and four 3x3 sub-boards (not every colouring is reachable: rank < 16).
//
// ID: "custom" R "x" C ":" state [",g=" goal] ",b=" button ("." button)*
//     each button is bits text (bits_text.hpp) over the R*C cells: the cells it flips.
#include "core/base/bits_text.hpp"
#include "core/base/board_size.hpp"
#include "core/linear/machines/linear_machine.hpp"
#include "core/game/machine_kind.hpp"

namespace tl {

namespace {

constexpr int kMaxSide = 256;
constexpr int kMaxButtons = 1024;

Result<std::vector<BitVec>> parse_buttons(std::string_view text, BoardSize size, std::size_t offset) {
  std::vector<BitVec> buttons;
  std::size_t start = 0;
  while (true) {
    std::size_t dot = text.find('.', start);
    std::string_view one = text.substr(start, dot == std::string_view::npos ? std::string_view::npos : dot - start);
    if (int(buttons.size()) == kMaxButtons)
      return Error{offset + start, "too many buttons: at most " + std::to_string(kMaxButtons)};
    auto u = parse_bits(one, std::size_t(size.rows) * std::size_t(size.cols), size.cols, offset + start);
    if (!u) return Error{u.error().pos, "button " + std::to_string(buttons.size() + 1) + ": " + u.error().message};
    buttons.push_back(std::move(*u));
    if (dot == std::string_view::npos) return buttons;
    start = dot + 1;
  }
}

enum { kSize };  // the kind's schema

Result<ParamValues> parse_head(std::string_view text, std::size_t offset, Surface) {
  std::size_t i = 0;
  auto size = parse_board_size(text, i, offset, kMaxSide, "custom4x4");
  if (!size) return size.error();
  if (i != text.size()) return Error{offset + i, "expected ':' after the size, e.g. custom4x4:"};
  return ParamValues{{size->rows, size->cols}};
}

MachinePtr make_rules(BoardSize size, std::vector<BitVec> buttons, const ParamValues& v) {
  LinearRules r;
  r.name = "custom";
  r.title = "Custom rules";
  r.head = "custom" + std::to_string(size.rows) + "x" + std::to_string(size.cols);
  r.params = v;
  r.rows = size.rows;
  r.cols = size.cols;
  r.buttons_are_cells = int(buttons.size()) == size.rows * size.cols;
  r.press_vectors = buttons;
  const int cols = size.cols;
  r.extra_fields = [buttons, cols] {
    std::string s = ",b=";
    for (std::size_t j = 0; j < buttons.size(); ++j) {
      if (j) s += '.';
      s += format_bits(buttons[j], cols);
    }
    return s;
  };
  r.rebuild = [size, v](std::vector<BitVec> edited) -> MachinePtr {
    if (edited.empty() || edited.size() > std::size_t(kMaxButtons)) return nullptr;
    for (const BitVec& u : edited)
      if (u.size() != std::size_t(size.rows * size.cols)) return nullptr;
    return make_rules(size, std::move(edited), v);
  };
  return std::make_shared<LinearMachine>(std::move(r));
}

// Without an ID body (a new custom board picked by size), each button starts
// by toggling only its own cell: a blank slate for the rules editor.
Result<MachinePtr> make(const ParamValues& v, const IdBody* body) {
  const BoardSize size{v[kSize].a, v[kSize].b};
  const int cells = size.rows * size.cols;
  std::vector<BitVec> buttons;
  if (body) {
    const IdField* b = body->find("b");
    if (!b)
      return Error{body->end_offset, "expected ',b=' and the buttons, each the cells it flips as bits, separated by '.'"};
    auto parsed = parse_buttons(b->value, size, b->value_offset);
    if (!parsed) return parsed.error();
    buttons = std::move(*parsed);
  } else {
    if (cells > kMaxButtons)
      return Error{0, "a new custom board has one button per cell: at most " + std::to_string(kMaxButtons) + " cells"};
    for (int c = 0; c < cells; ++c) {
      BitVec u{std::size_t(cells)};
      u.set(std::size_t(c));
      buttons.push_back(std::move(u));
    }
  }
  return make_rules(size, std::move(buttons), v);
}

}  // namespace

MachineKind custom_kind() {
  MachineKind k;
  k.name = "custom";
  k.title = "Custom rules";
  k.how_to_play =
      "Your own rules: each button toggles the cells drawn on it. Whether every colouring can be reached "
      "depends on whether the buttons form a basis. Edit the buttons in the Why tab.";
  k.params = {size_param("size", "Board size", 4, 4, 1, kMaxSide, kMaxSide,
                         "rows x columns; a new board starts with one button per cell (at most 1024)")};
  k.fields = {goal_field(), {"b", "the buttons: each the cells it flips, separated by '.'"}};
  k.head_syntax = "<rows>x<cols> with 1..256 each (custom4x4); the buttons follow in the body as b=...";
  k.parse_head = parse_head;
  k.make = make;
  // The cut-the-knot page's P.S.: the nine 2x2 sub-boards, then the four 3x3 ones.
  k.default_id =
      "custom4x4:0000/0000/0000/0000,b="
      "1100/1100/0000/0000.0110/0110/0000/0000.0011/0011/0000/0000."
      "0000/1100/1100/0000.0000/0110/0110/0000.0000/0011/0011/0000."
      "0000/0000/1100/1100.0000/0000/0110/0110.0000/0000/0011/0011."
      "1110/1110/1110/0000.0111/0111/0111/0000.0000/1110/1110/1110.0000/0111/0111/0111";
  return k;
}

}  // namespace tl
