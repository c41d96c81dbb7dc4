// diy_host.cpp: the shell's side of the do-it-yourself elimination
// (diy_host.hpp): the game goes in, the taps come back as messages.
#include "app/diy_host.hpp"

#include "app/screen_inbox.hpp"
#include "app/panels.hpp"
#include "app/screens/diy/diy_screen.hpp"
#include "app/why_view.hpp"
#include "core/base/json_writer.hpp"

namespace tl::app {

void why_diy_section(App& app) { diy::draw(app.diy->model, app.game, ui_of(app), Sink<diy::Msg>(app.diy->inbox)); }

void apply_diy_messages(App& app) {
  apply_inbox(app, *app.diy, [&](diy::Model& m, const diy::Msg& msg) { diy::update(m, msg, app.game); });
}

void why_diy_state_json(const App& app, JsonWriter& j) {
  const diy::Model& v = app.diy->model;
  const DiyElimination* d = v.desk.get(app.game);
  if (!d) return;
  j.key("diy").begin_object();
  j.key("rows").value(d->rows()).key("k").value(d->k());
  j.key("columns_done").value(d->columns_done()).key("reduced").value(d->reduced()).key("operations").value(d->history().size());
  j.key("message").value(v.desk.message()).key("status").value(d->status());
  // The first row's entries as drawn: each row is one line this wide.
  Rect e;
  for (const ControlRect& c : app.control_rects)
    if (c.name == diy::kEntries) e = c.rect;
  j.key("entries").begin_object().key("x").value(double(e.x)).key("y").value(double(e.y));
  j.key("width").value(double(e.w)).key("height").value(double(e.h)).end_object();
  RowOp op;
  if (d->standard_step(op)) {
    j.key("next").begin_object().key("kind").value(op.kind == RowOpKind::Swap  ? "swap"
                                                   : op.kind == RowOpKind::Add ? "add"
                                                                               : "scale");
    j.key("row").value(op.row + 1).key("other").value(op.other + 1).key("factor").value(op.factor).end_object();
  }
  std::vector<int> presses;  // a button once per press, like the solver's answer (the first kStatePresses)
  int64_t total = 0;
  const std::vector<int> s = d->solution();
  for (std::size_t b = 0; b < s.size(); ++b) {
    total += s[b];
    for (int t = 0; t < s[b] && presses.size() < kStatePresses; ++t) presses.push_back(int(b));
  }
  presses_json(j, "solution", presses, total);
  j.end_object();
}

}  // namespace tl::app
