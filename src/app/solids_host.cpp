// solids_host.cpp: the shell's side of "Faces of solids" (solids_host.hpp):
// the game comes out.
#include "app/solids_host.hpp"

#include "app/screen_inbox.hpp"
#include "app/screens/solids/solids_screen.hpp"

namespace tl::app {

void why_solids_panel(App& app) { solids::draw(ui_of(app), Sink<solids::Msg>(app.solids->inbox)); }

void apply_solids_messages(App& app) {
  apply_inbox(app, *app.solids, [&](solids::Model&, const solids::Msg& msg) { solids::update(msg, app.game); });
}

}  // namespace tl::app
