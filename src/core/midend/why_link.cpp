// why_link.cpp: the Why tab's state in a link, read and written (see why_link.hpp).
#include "core/midend/why_link.hpp"

#include <vector>

#include "core/base/shown_text.hpp"
#include "core/registry/registry.hpp"

namespace tl {

namespace {

const char* const kAllowed =
    "allowed: why, elim=N, diy=OPS, lesson=P (P 1..3, in phase 2 optionally :DIGITS), atlas[=TOPOLOGY[-kK]], and "
    "with a lesson presses=N and from=BOARD";

bool is_digit(char c) { return c >= '0' && c <= '9'; }

// A reader of one field's text; every error names the character in the whole link.
struct Reader {
  std::string_view s;
  std::size_t at = 0;
  std::size_t offset = 0;

  bool done() const { return at >= s.size(); }
  char peek() const { return done() ? '\0' : s[at]; }
  Error error(std::string message) const { return {offset + at, std::move(message)}; }
  bool eat(char c) {
    if (peek() != c) return false;
    ++at;
    return true;
  }
  // A decimal number in [lo, hi] with no sign and no leading zero.
  Result<long long> number(long long lo, long long hi, const char* what) {
    const std::size_t start = at;
    long long v = 0;
    while (is_digit(peek()) && at - start <= 8) v = v * 10 + (s[at++] - '0');
    if (at == start)
      return error(std::string("expected ") + what + " (a number " + std::to_string(lo) + ".." + std::to_string(hi) + ")");
    if (is_digit(peek()) || v < lo || v > hi || (s[start] == '0' && at - start > 1)) {
      Reader r = *this;
      r.at = start;
      return r.error(std::string(what) + " must be a number " + std::to_string(lo) + ".." + std::to_string(hi));
    }
    return v;
  }
};

// Rows are 1-based in the link, as the Why tab numbers them; factors are checked mod k on replay.
constexpr long long kMaxRow = 9999, kMaxFactor = 9999;

Result<RowOp> read_op(Reader& r) {
  RowOp op;
  const char kind = r.peek();
  if (kind != 's' && kind != 'a' && kind != 'm')
    return r.error("expected an operation: s<row>-<row> (swap), a<row>-<row>[x<n>] (add n times), m<row>x<n> (multiply)");
  ++r.at;
  auto first = r.number(1, kMaxRow, "a row");
  if (!first) return first.error();
  op.row = int(*first - 1);
  if (kind == 'm') {
    op.kind = RowOpKind::Scale;
    op.other = op.row;
    if (!r.eat('x')) return r.error("expected 'x' and the unit to multiply by (m<row>x<n>)");
    auto f = r.number(1, kMaxFactor, "the unit");
    if (!f) return f.error();
    op.factor = int(*f);
    return op;
  }
  op.kind = kind == 's' ? RowOpKind::Swap : RowOpKind::Add;
  if (!r.eat('-')) return r.error("expected '-' and the second row");
  auto second = r.number(1, kMaxRow, "a row");
  if (!second) return second.error();
  op.other = int(*second - 1);
  if (kind == 'a' && r.eat('x')) {
    auto f = r.number(1, kMaxFactor, "the multiple");
    if (!f) return f.error();
    op.factor = int(*f);
  }
  return op;
}

}  // namespace

// A view's name at the start of `s` (what may follow a '~' in a link).
static bool names_a_view(std::string_view s) {
  for (std::string_view prefix : {"elim=", "diy=", "lesson=", "presses=", "from=", "atlas="})
    if (s.substr(0, prefix.size()) == prefix) return true;
  return s == "why" || s == "diy" || s == "atlas";
}

LinkParts split_link(std::string_view link) {
  const std::size_t tilde = link.find('~');
  if (tilde == std::string_view::npos) return {link, {}, link.size()};
  // A graph in graph6 may hold '~' (graph_machine.cpp): after one, the views
  // are read from the end, each starting with a view's name ('=' and digits
  // are never graph6, and an ID the app writes never ends in "~why" or "~diy").
  const std::size_t graph = link.find(",graph6=");
  if (graph == std::string_view::npos || graph > tilde) return {link.substr(0, tilde), link.substr(tilde + 1), tilde + 1};
  // A link names each of the seven views at most once, so a few cuts more
  // than seven are enough to try (a graph6 of its own may end in view-like
  // text too): reading every "~why" of a long run, each with its own try at
  // the ID, took time quadratic in the link's length.
  constexpr std::size_t kMostCuts = 10;
  std::vector<std::size_t> cuts;  // where each view read from the end begins, the last first
  for (std::size_t t = link.rfind('~'); t != std::string_view::npos && t > graph && cuts.size() < kMostCuts;
       t = link.rfind('~', t - 1)) {
    if (!names_a_view(link.substr(t + 1, (cuts.empty() ? link.size() : cuts.back()) - t - 1))) break;
    cuts.push_back(t);
  }
  if (cuts.empty()) return {link, {}, link.size()};
  // A graph6 typed by hand may itself end in a view's name: its length is
  // fixed by its vertex count, so of the ways to cut the link only one
  // leaves an ID that reads; the longest such ID wins (none: the last cut,
  // and the ID's own error says what is wrong with it).
  if (parse_puzzle_id(link, Surface::Cli).ok()) return {link, {}, link.size()};
  std::size_t cut = cuts.back();
  for (std::size_t t : cuts)
    if (t != cuts.back() && parse_puzzle_id(link.substr(0, t), Surface::Cli).ok()) {
      cut = t;
      break;
    }
  return {link.substr(0, cut), link.substr(cut + 1), cut + 1};
}

Result<WhyLink> parse_why_link(std::string_view view, std::size_t offset) {
  WhyLink out;
  std::size_t start = 0;
  bool seen[7] = {false, false, false, false, false, false, false};  // why, elim, diy, lesson, presses, from, atlas
  std::size_t history_at = 0;                                        // where presses= or from= began in the link, for their error
  while (start <= view.size()) {
    const std::size_t end = std::min(view.find('~', start), view.size());
    Reader r{view.substr(start, end - start), 0, offset + start};
    const std::string_view field = r.s;
    auto once = [&](int which) {
      const bool first = !seen[which];
      seen[which] = true;
      return first;
    };
    auto twice = [&](const char* name) { return r.error(std::string("'") + name + "' appears twice in the link"); };
    if (field.empty()) return r.error(std::string("expected a view after '~': ") + kAllowed);
    if (field == "why") {
      if (!once(0)) return twice("why");
      out.why = true;
    } else if (field.substr(0, 5) == "elim=") {
      if (!once(1)) return twice("elim");
      r.at = 5;
      auto n = r.number(0, kWhyLinkMaxStep, "the elimination step");
      if (!n) return n.error();
      if (!r.done()) return r.error("unexpected text after the elimination step");
      out.elim_step = *n;
    } else if (field == "diy" || field.substr(0, 4) == "diy=") {
      if (!once(2)) return twice("diy");
      out.diy = true;
      r.at = field.size() > 3 ? 4 : 3;
      while (!r.done()) {
        if (out.diy_ops.size() >= kWhyLinkMaxOps) return r.error("more than " + std::to_string(kWhyLinkMaxOps) + " operations");
        auto op = read_op(r);
        if (!op) return op.error();
        out.diy_ops.push_back(*op);
        if (r.done()) break;
        if (!r.eat('.')) return r.error("expected '.' between operations, or the end of the field");
        if (r.done()) return r.error("expected an operation after '.'");
      }
    } else if (field.substr(0, 7) == "lesson=") {
      if (!once(3)) return twice("lesson");
      r.at = 7;
      auto p = r.number(1, 3, "the lesson's phase");
      if (!p) return p.error();
      out.lesson_phase = int(*p);
      if (r.peek() == ':') {
        if (out.lesson_phase != 2) return r.error("only phase 2 (look the last row up) carries top-row presses");
        ++r.at;
        if (r.done()) return r.error("expected the top-row presses still to make, a digit per button");
        out.lesson_digits = std::string(field.substr(r.at));
        out.lesson_digits_pos = r.offset + r.at;
      } else if (!r.done()) {
        return r.error("unexpected text after the lesson's phase (phase 2 may add ':' and a digit per top-row button)");
      }
    } else if (field == "atlas" || field.substr(0, 6) == "atlas=") {
      if (!once(6)) return twice("atlas");
      out.atlas = true;
      if (field.size() > 5) {
        r.at = 6;
        const std::size_t dash = field.find('-', 6);  // before "k" and the states, if any
        const std::string_view shape = field.substr(6, dash == std::string_view::npos ? std::string_view::npos : dash - 6);
        const auto topology = topology_from_name(shape);
        if (!topology) return r.error("expected the atlas's boards: " + topology_names());
        out.atlas_topology = *topology;
        r.at += shape.size();
        if (r.eat('-')) {
          if (!r.eat('k')) return r.error("expected 'k' and the number of states after '-' (torus-k3)");
          auto k = r.number(2, 255, "the atlas's states");
          if (!k) return k.error();
          out.atlas_states = int(*k);
        }
        if (!r.done()) return r.error("unexpected text after the atlas's boards (atlas=plain, atlas=torus-k3)");
      }
    } else if (field.substr(0, 8) == "presses=") {
      if (!once(4)) return twice("presses");
      r.at = 8;
      auto n = r.number(0, kWhyLinkMaxPresses, "the lesson's presses");
      if (!n) return n.error();
      if (!r.done()) return r.error("unexpected text after the lesson's presses");
      out.lesson_presses = *n;
      history_at = r.offset;
    } else if (field.substr(0, 5) == "from=") {
      if (!once(5)) return twice("from");
      if (field.size() == 5) return Reader{field, 5, r.offset}.error("expected the board the lesson began on after 'from='");
      out.lesson_from = std::string(field.substr(5));
      out.lesson_from_pos = r.offset + 5;
      history_at = r.offset;
    } else {
      return r.error("unknown view '" + shown_text(field, 24) + "': " + kAllowed);
    }
    start = end + 1;
  }
  if ((seen[4] || seen[5]) && !seen[3])
    return Error{history_at, "'presses' and 'from' belong to the light-chasing lesson: the link has no lesson=P"};
  return out;
}

std::string format_why_link(const WhyLink& link) {
  std::string out;
  auto field = [&](const std::string& f) { out += (out.empty() ? "" : "~") + f; };
  if (link.elim_step >= 0) field("elim=" + std::to_string(link.elim_step));
  if (link.diy) {
    std::string ops;
    for (const RowOp& op : link.diy_ops) {
      ops += ops.empty() ? "" : ".";
      const std::string a = std::to_string(op.row + 1), b = std::to_string(op.other + 1), f = std::to_string(op.factor);
      switch (op.kind) {
        case RowOpKind::Swap: ops.append("s").append(a).append("-").append(b); break;
        case RowOpKind::Add:
          ops.append("a").append(a).append("-").append(b);
          if (op.factor != 1) ops.append("x").append(f);
          break;
        case RowOpKind::Scale: ops.append("m").append(a).append("x").append(f); break;
        case RowOpKind::Pivot:
        case RowOpKind::Append: break;  // the elimination's own steps, never a student's
      }
    }
    field(ops.empty() ? "diy" : "diy=" + ops);
  }
  if (link.lesson_phase > 0) {
    field("lesson=" + std::to_string(link.lesson_phase) + (link.lesson_digits.empty() ? "" : ":" + link.lesson_digits));
    if (link.lesson_presses >= 0) field("presses=" + std::to_string(link.lesson_presses));
    if (!link.lesson_from.empty()) field("from=" + link.lesson_from);
  }
  if (link.atlas)
    field(std::string("atlas=") + topology_name(link.atlas_topology) +
          (link.atlas_states == 2 ? "" : "-k" + std::to_string(link.atlas_states)));
  if (out.empty() && link.why) out = "why";
  return out;
}

}  // namespace tl
