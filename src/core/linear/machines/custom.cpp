// custom.cpp: custom rules, any list of button vectors over an R x C board.
//
// The cut-the-knot theory page: "Selecting a basis of vectors with binary
// coordinates generates a different game." Here the buttons need not be a basis at all, and the
// analysis says whether they are (rank, quiet patterns, invariants). Preset:
// that page's P.S. puzzle, a 4x4 board whose 13 buttons flip its nine 2x2
// and four 3x3 sub-boards (not every colouring is reachable: rank < 16).
//
// With k states per cell (custom4x4-k3) a button adds any amount 0..k-1 to
// each cell, mod k: the press matrix is any matrix over Z_k, solved exactly by
// the k-state machine (ZkMachine), composite k included.
//
// ID: "custom" R "x" C [ "-k" K ] ":" state [",g=" goal] ",b=" button ("." button)*
//     two states: each button is bits text (bits_text.hpp) over the R*C cells,
//     the cells it flips; k states: digits text (digits_text.hpp), the amount
//     it adds to each cell.
#include "core/base/bits_text.hpp"
#include "core/base/board_size.hpp"
#include "core/base/digits_text.hpp"
#include "core/linear/machines/head_options.hpp"
#include "core/linear/machines/linear_machine.hpp"
#include "core/linear/machines/zk_machine.hpp"
#include "core/game/machine_kind.hpp"

namespace tl {

namespace {

constexpr int kMaxSide = 256;
constexpr int kMaxButtons = 1024;

// The "."-separated buttons of a b= field, each parsed by `one` (bits or digits).
template <class Button, class ParseOne>
Result<std::vector<Button>> parse_buttons(std::string_view text, std::size_t offset, ParseOne one) {
  std::vector<Button> buttons;
  std::size_t start = 0;
  while (true) {
    std::size_t dot = text.find('.', start);
    std::string_view part = text.substr(start, dot == std::string_view::npos ? std::string_view::npos : dot - start);
    if (int(buttons.size()) == kMaxButtons)
      return Error{offset + start, "too many buttons: at most " + std::to_string(kMaxButtons)};
    auto u = one(part, offset + start);
    if (!u) return Error{u.error().pos, "button " + std::to_string(buttons.size() + 1) + ": " + u.error().message};
    buttons.push_back(std::move(*u));
    if (dot == std::string_view::npos) return buttons;
    start = dot + 1;
  }
}

enum { kSize, kStates };  // the kind's schema

// <rows>x<cols> then "" or "-k<states>".
Result<ParamValues> parse_head(std::string_view text, std::size_t offset, Surface) {
  std::size_t i = 0;
  auto size = parse_board_size(text, i, offset, kMaxSide, "custom4x4");
  if (!size) return size.error();
  auto options = split_head_options(text, i, offset, "':' or -k<states> after the size, e.g. custom4x4: or custom4x4-k3:");
  if (!options) return options.error();
  ParamValues v{{size->rows, size->cols}, {2, 0}};
  for (const HeadOption& o : *options) {
    if (!o.is_states()) return Error{o.offset, "custom rules take only -k<states>, e.g. custom4x4-k3"};
    auto k = parse_states_option(o);
    if (!k) return k.error();
    v[kStates].a = *k;
  }
  return v;
}

std::string head_of(BoardSize size, int k) {
  std::string h = "custom" + std::to_string(size.rows) + "x" + std::to_string(size.cols);
  return k == 2 ? h : h + "-k" + std::to_string(k);
}

MachinePtr make_rules(BoardSize size, std::vector<BitVec> buttons, const ParamValues& v) {
  LinearRules r;
  r.name = "custom";
  r.title = "Custom rules";
  r.head = head_of(size, 2);
  r.params = v;
  r.rows = size.rows;
  r.cols = size.cols;
  r.buttons_are_cells = int(buttons.size()) == size.rows * size.cols;
  r.press_vectors = buttons;
  const int cols = size.cols;
  r.extra_fields = [buttons = std::move(buttons), cols] {
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

// k states: button j adds buttons[j][i] to cell i (mod k).
MachinePtr make_states_rules(BoardSize size, int k, std::vector<std::vector<uint8_t>> buttons, const ParamValues& v) {
  ZkRules r;
  r.name = "custom";
  r.title = "Custom rules";
  r.head = head_of(size, k);
  r.params = v;
  r.rows = size.rows;
  r.cols = size.cols;
  r.k = k;
  r.presses.k = k;
  r.presses.cells = size.rows * size.cols;
  for (const std::vector<uint8_t>& b : buttons) {
    std::vector<ZkAdd> adds;
    for (std::size_t i = 0; i < b.size(); ++i)
      if (b[i]) adds.push_back({int(i), b[i]});
    r.presses.buttons.push_back(std::move(adds));
  }
  r.buttons_are_cells = int(buttons.size()) == size.rows * size.cols;
  const int cols = size.cols;
  r.extra_fields = [buttons = std::move(buttons), cols, k] {
    std::string s = ",b=";
    for (std::size_t j = 0; j < buttons.size(); ++j) {
      if (j) s += '.';
      s += format_digits(buttons[j], cols, k);
    }
    return s;
  };
  r.rebuild = [size, k, v](std::vector<std::vector<uint8_t>> edited) -> MachinePtr {
    if (edited.empty() || edited.size() > std::size_t(kMaxButtons)) return nullptr;
    return make_states_rules(size, k, std::move(edited), v);
  };
  return std::make_shared<ZkMachine>(std::move(r));
}

// Without an ID body (a new custom board picked by size), each button starts
// by changing only its own cell: a blank slate for the rules editor.
Result<MachinePtr> make(const ParamValues& v, const IdBody* body) {
  const BoardSize size{v[kSize].a, v[kSize].b};
  const int k = v.size() > kStates ? v[kStates].a : 2;
  const int cells = size.rows * size.cols;
  std::vector<std::vector<uint8_t>> buttons;
  if (body) {
    const IdField* b = body->find("b");
    if (!b)
      return Error{body->end_offset, k == 2 ? "expected ',b=' and the buttons, each the cells it flips as bits, separated by '.'"
                                            : "expected ',b=' and the buttons, each the amount it adds to every cell as "
                                              "digits 0.." +
                                                  std::to_string(k - 1) + ", separated by '.'"};
    if (k == 2) {
      auto parsed = parse_buttons<BitVec>(b->value, b->value_offset, [&](std::string_view t, std::size_t at) {
        return parse_bits(t, std::size_t(cells), size.cols, at);
      });
      if (!parsed) return parsed.error();
      return make_rules(size, std::move(*parsed), v);
    }
    auto parsed = parse_buttons<std::vector<uint8_t>>(b->value, b->value_offset, [&](std::string_view t, std::size_t at) {
      return parse_digits(t, std::size_t(cells), size.cols, k, at);
    });
    if (!parsed) return parsed.error();
    buttons = std::move(*parsed);
  } else {
    if (cells > kMaxButtons)
      return Error{0, "a new custom board has one button per cell: at most " + std::to_string(kMaxButtons) + " cells"};
    for (int c = 0; c < cells; ++c) {
      buttons.emplace_back(std::size_t(cells), 0);
      buttons.back()[std::size_t(c)] = 1;
    }
  }
  if (k > 2) return make_states_rules(size, k, std::move(buttons), v);
  std::vector<BitVec> vectors;
  for (const std::vector<uint8_t>& b : buttons) {
    BitVec u{std::size_t(cells)};
    for (std::size_t i = 0; i < b.size(); ++i) u.set(i, b[i] != 0);
    vectors.push_back(std::move(u));
  }
  return make_rules(size, std::move(vectors), v);
}

}  // namespace

MachineKind custom_kind() {
  MachineKind k;
  k.name = "custom";
  k.title = "Custom rules";
  k.how_to_play =
      "Your own rules: each button toggles the cells drawn on it. Whether every colouring can be reached "
      "depends on whether the buttons form a basis. Edit the buttons in the Why tab. With more than two states a "
      "button adds any amount 0..k-1 to each cell (mod k): click a cell of a button to cycle its amount.";
  k.params = {size_param("size", "Board size", 4, 4, 1, kMaxSide, kMaxSide,
                         "rows x columns; a new board starts with one button per cell (at most 1024)"),
              int_param("states", "States", 2, 2, 255, 255, "states per cell: a button adds 0..states-1 to each")};
  k.fields = {goal_field(), {"b", "the buttons: each the cells it flips, separated by '.'"}};
  k.head_syntax =
      "<rows>x<cols> with 1..256 each, then -k<states> for 3..255 states (custom4x4, custom2x2-k3); the buttons "
      "follow in the body as b=...";
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
