// registry.cpp: the list of machines and the ID parser that dispatches to them.
#include "core/registry/registry.hpp"

#include <algorithm>
#include <cassert>
#include <string>

namespace tl {

const MachineKind* find_machine_kind(std::string_view name) {
  for (const MachineKind& k : machine_kinds())
    if (name == k.name) return &k;
  return nullptr;
}

const MachineKind& kind_of(const Machine& m) {
  const MachineKind* k = find_machine_kind(m.name());
  assert(k && "every machine's name is a registered kind");
  return k ? *k : machine_kinds().front();
}

std::string machine_names() {
  std::string s;
  for (const MachineKind& k : machine_kinds()) s += (s.empty() ? "" : ", ") + k.name;
  return s;
}

// The kind's own cap on the cells of built rules (graph machines).
static Result<MachinePtr> within_cells(const MachineKind& kind, Result<MachinePtr> m, Surface surface) {
  if (!m) return m;
  const int most = surface == Surface::Page ? kind.page_max_cells : kind.cli_max_cells;
  if (most > 0 && (*m)->cell_count() > most) {
    std::string msg = kind.title + ": " + std::to_string((*m)->cell_count()) + " cells; at most " + std::to_string(most);
    if (surface == Surface::Page && kind.cli_max_cells > most)
      msg += " on the page (the command line allows up to " + std::to_string(kind.cli_max_cells) + ")";
    return Error{0, msg};  // the head's parameters (or the body's graph) made it: the ID as a whole
  }
  return m;
}

Result<MachinePtr> make_machine(const MachineKind& kind, const ParamValues& values, Surface surface) {
  auto checked = check_params(kind.params, values, surface);
  if (!checked) return Error{0, kind.title + ": " + checked.error().message};
  return within_cells(kind, kind.make(*checked, nullptr), surface);
}

Result<std::string> id_from_params(const MachineKind& kind, const ParamValues& values, Surface surface) {
  auto m = make_machine(kind, values, surface);
  if (!m) return m.error();
  return Puzzle{*m, (*m)->initial()}.id();
}

// An ID's head (before ':'): its kind and parameters, checked against
// `surface`'s limits.
static Result<std::pair<const MachineKind*, ParamValues>> read_head(std::string_view head, Surface surface) {
  std::size_t name_end = 0;
  while (name_end < head.size() && head[name_end] >= 'a' && head[name_end] <= 'z') ++name_end;
  std::string_view name = head.substr(0, name_end);
  const MachineKind* kind = find_machine_kind(name);
  if (!kind) {
    if (name.empty()) return Error{0, "expected a machine name (" + machine_names() + ")"};
    return Error{0, "unknown machine '" + std::string(name.substr(0, 40)) + "'; known machines: " + machine_names()};
  }
  // The head's parameters, checked against this surface's limits.
  const std::string_view head_params = head.substr(name_end);
  ParamValues values;
  if (kind->parse_head) {
    auto v = kind->parse_head(head_params, name_end, surface);
    if (!v) return v.error();
    values = std::move(*v);
  } else if (!head_params.empty()) {
    return Error{name_end, kind->name + " takes no parameters (" + kind->head_syntax + "): write " + kind->name + ":<cells>"};
  }
  auto checked = check_params(kind->params, std::move(values), surface);
  if (!checked) return Error{name_end, checked.error().message};
  return std::pair<const MachineKind*, ParamValues>{kind, std::move(*checked)};
}

Result<Puzzle> parse_puzzle_id(std::string_view id, Surface surface) {
  constexpr std::size_t kMaxIdLength = std::size_t(1) << 27;  // a 16384x16384 board in hex (64 MiB) fits
  const std::size_t max_length = surface == Surface::Page ? std::size_t(1) << 20 : kMaxIdLength;
  if (id.size() > max_length) return Error{0, "puzzle ID too long (at most " + std::to_string(max_length >> 20) + " MiB here)"};
  std::size_t colon = id.find(':');
  if (colon == std::string_view::npos)
    return Error{id.size(), "expected ':' after the machine name (IDs look like merlin:100/110/001)"};
  // The head is bounded before it is read: the longest valid one is about 130
  // characters (a 16384 x 16384 torus of 255 states glued projectively with a
  // 9 x 9 drawn rule), and every option a kind reads is checked against all
  // before it, so a head of a million options cost minutes.
  if (colon > kMostHeadChars)
    return Error{kMostHeadChars, "the head (the machine and its options, before ':') is " + std::to_string(colon) +
                                     " characters; at most " + std::to_string(kMostHeadChars)};
  auto read = read_head(id.substr(0, colon), surface);
  if (!read) return read.error();
  const MachineKind* kind = read->first;
  const ParamValues& checked = read->second;

  // The body: state and the fields this kind takes, each at most once.
  auto body = parse_id_body(id.substr(colon + 1), colon + 1, kind->fields);
  if (!body) return body.error();
  auto machine = within_cells(*kind, kind->make(checked, &*body), surface);
  if (!machine) return machine.error();
  auto pos = (*machine)->decode(*body);
  if (!pos) return pos.error();
  return Puzzle{*machine, *pos};
}

std::string board_name(std::string_view head) {
  if (head.size() > kMostHeadChars) return "";
  auto read = read_head(head, Surface::Cli);
  if (!read) return "";
  const MachineKind& kind = *read->first;
  auto made = kind.make(read->second, nullptr);  // the kind's own rules for these parameters
  if (!made) return kind.title;
  const Machine& m = **made;
  std::string name = m.title();
  // The size where the kind has one to pick (Merlin's and Quatrainment's do not).
  const bool sized = std::any_of(kind.params.begin(), kind.params.end(), [](const ParamSpec& p) { return p.key == "size"; });
  if (sized && !m.cell_layout()) name += ", " + std::to_string(m.rows()) + " x " + std::to_string(m.cols());
  if (m.topology() == Topology::Torus && name.find("torus") == std::string::npos) name += ", torus";
  if (m.states() > 2 && name.find("2000") == std::string::npos) name += ", " + std::to_string(m.states()) + " states";
  return name;
}

}  // namespace tl
