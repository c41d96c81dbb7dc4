// custom.cpp: custom rules, any list of button vectors over an R x C board.
//
// Seed 002: "Selecting a basis of vectors with binary coordinates generates a
// different game." Here the buttons need not be a basis at all, and the
// analysis says whether they are (rank, quiet patterns, invariants). Preset:
// seed 002's P.S. puzzle, a 4x4 board whose 13 buttons flip its nine 2x2
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

Result<MachinePtr> make(std::string_view params, std::string_view body, std::size_t params_offset,
                        std::size_t body_offset) {
  std::size_t i = 0;
  auto size = parse_board_size(params, i, params_offset, kMaxSide, "custom4x4");
  if (!size) return size.error();
  if (i != params.size()) return Error{params_offset + i, "expected ':' after the size, e.g. custom4x4:"};

  // The buttons travel in the body's "b=" field.
  std::vector<BitVec> buttons;
  bool found = false;
  for (std::size_t comma = body.find(','); comma != std::string_view::npos;) {
    std::size_t start = comma + 1;
    comma = body.find(',', start);
    std::string_view field = body.substr(start, comma == std::string_view::npos ? std::string_view::npos : comma - start);
    if (field.substr(0, 2) != "b=") continue;
    if (found) return Error{body_offset + start, "the buttons (b=) are given twice"};
    auto b = parse_buttons(field.substr(2), *size, body_offset + start + 2);
    if (!b) return b.error();
    buttons = std::move(*b);
    found = true;
  }
  if (!found)
    return Error{body_offset + body.size(),
                 "expected ',b=' and the buttons, each the cells it flips as bits, separated by '.'"};

  LinearRules r;
  r.name = "custom";
  r.title = "Custom rules";
  r.head = "custom" + std::to_string(size->rows) + "x" + std::to_string(size->cols);
  r.rows = size->rows;
  r.cols = size->cols;
  r.buttons_are_cells = int(buttons.size()) == size->rows * size->cols;
  r.press_vectors = buttons;
  const int cols = size->cols;
  r.extra_fields = [buttons, cols] {
    std::string s = ",b=";
    for (std::size_t j = 0; j < buttons.size(); ++j) {
      if (j) s += '.';
      s += format_bits(buttons[j], cols);
    }
    return s;
  };
  return MachinePtr(std::make_shared<LinearMachine>(std::move(r)));
}

}  // namespace

MachineKind custom_kind() {
  // Seed 002's P.S.: the nine 2x2 sub-boards, then the four 3x3 ones.
  return {"custom", "Custom rules", "<rows>x<cols> with 1..256 each (custom4x4); the buttons follow in the body as b=...",
          make,
          "custom4x4:0000/0000/0000/0000,b="
          "1100/1100/0000/0000.0110/0110/0000/0000.0011/0011/0000/0000."
          "0000/1100/1100/0000.0000/0110/0110/0000.0000/0011/0011/0000."
          "0000/0000/1100/1100.0000/0000/0110/0110.0000/0000/0011/0011."
          "1110/1110/1110/0000.0111/0111/0111/0000.0000/1110/1110/1110.0000/0111/0111/0111"};
}

}  // namespace tl
