// copy_view.cpp: see copy_view.hpp.
#include "app/copy_view.hpp"

#include "app/pictures_host.hpp"

#include <algorithm>

#include "core/base/json_writer.hpp"
#include "imgui.h"

namespace tl::app {

void copy_to_clipboard(App& app, std::string text, CopyWords words, std::size_t link_at) {
  CopyView& c = app.copy;
  // A message about an earlier copy would now read as this one's answer.
  if (!c.said.empty() && app.game.message() == c.said) app.game.clear_message();
  c.said.clear();
  c.status = CopyView::Status::Waiting;
  c.text = text;
  c.what = std::move(words.what);
  c.done = std::move(words.done);
  c.reason.clear();
  app.pending.clipboard = std::move(text);
  app.pending.clipboard_link_at = link_at;
  app.pending.clipboard_request = ++c.last_id;
  app.pending.clipboard_share = words.share;
}

void save_text_file(App& app, std::string name, std::string mime, std::string text) {
  CopyView& c = app.copy;
  c.file_name = name;
  c.file_waiting = true;
  app.pending.file = TextFile{++c.file_id, std::move(name), std::move(mime), std::move(text)};
}

// A file's answer: only the last request's speaks, as for copies.
static void answer_file(App& app, const Reply& r) {
  CopyView& c = app.copy;
  if (r.id != c.file_id || !c.file_waiting) return;
  c.file_waiting = false;
  c.file_said = r.ok ? "Saved " + r.text + "." : "Could not save " + c.file_name + ": " + r.reason + ".";
  app.game.set_message(c.file_said, !r.ok);
}

void answer_requests(App& app, const std::vector<Reply>& replies) {
  CopyView& c = app.copy;
  for (const Reply& r : replies) {
    if (r.kind == Request::Picture) {
      answer_picture(app, r);
      continue;
    }
    if (r.kind == Request::File) {
      answer_file(app, r);
      continue;
    }
    // Only the last request's answer speaks: an older one was superseded.
    if (r.kind != Request::Clipboard || r.id != c.last_id || c.status != CopyView::Status::Waiting) continue;
    if (r.ok) {
      c.status = CopyView::Status::Copied;
      // The system's share sheet took it (the page answers "shared"): not the clipboard.
      c.said = r.reason == "shared" ? "Shared " + c.what + "." : c.done;
      if (!c.said.empty()) app.game.say_in_passing(c.said);  // the next press puts it away
      continue;
    }
    c.status = CopyView::Status::Failed;
    if (!r.text.empty()) c.text = r.text;  // the page's link, with the page's address
    c.reason = r.reason.empty() ? "the system did not say why" : r.reason;
    c.said = "Could not copy " + c.what + ": " + c.reason + ". It is in the field below: select it there and copy it by hand.";
    app.game.set_message(c.said, true);
  }
}

bool copy_fallback_shown(const App& app) {
  const CopyView& c = app.copy;
  return c.status == CopyView::Status::Failed && app.game.message() == c.said;
}

// At most five lines of the text, and half a line to spare.
static float fallback_lines(const App& app) {
  const std::string& text = app.copy.text;
  return float(std::min<std::ptrdiff_t>(5, std::count(text.begin(), text.end(), '\n') + 1)) + 0.5f;
}

float copy_fallback_height(const App& app) { return fallback_lines(app) * ImGui::GetTextLineHeightWithSpacing(); }

void copy_fallback(App& app) {
  if (!copy_fallback_shown(app)) return;
  // Read-only: the field never writes to the text (ImGui takes a char*).
  std::string& text = app.copy.text;
  ImGui::InputTextMultiline("##copy_by_hand", text.data(), text.size() + 1, ImVec2(-1.0f, copy_fallback_height(app)),
                            ImGuiInputTextFlags_ReadOnly);
  record_control(app, "Text to copy");
}

void copy_state_json(const App& app, JsonWriter& j) {
  static const char* const kStatus[] = {"none", "waiting", "copied", "failed"};
  const CopyView& c = app.copy;
  j.key("copy").begin_object();
  j.key("status").value(kStatus[int(c.status)]);
  j.key("what").value(c.what);
  j.key("reason").value(c.reason);
  if (c.status == CopyView::Status::Failed) j.key("text").value(c.text);  // the field's
  j.key("file").value(c.file_name).key("file_waiting").value(c.file_waiting).key("file_said").value(c.file_said);
  j.end_object();
}

}  // namespace tl::app
