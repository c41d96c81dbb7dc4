// copy_view.hpp: the clipboard as a request and an answer. A copy button asks
// (copy_to_clipboard, app.hpp); the platform carries it out after the frame
// (on the page inside the tap's own DOM event) and answers in a later frame's
// input (AppInput::replies); only then does the message say it was copied, or
// say what failed and show the text to copy by hand.
#pragma once

#include <vector>

#include "app/app.hpp"

namespace tl {
class JsonWriter;
}

namespace tl::app {

// Asks the platform to save `text` as a file `name` of type `mime` (the
// page's download inside the tap; the desktop's pictures folder); the
// answer, in a later frame, says where it went or why not.
void save_text_file(App& app, std::string name, std::string mime, std::string text);
// Reads the platform's answers to earlier requests (step(), before the frame).
void answer_requests(App& app, const std::vector<Reply>& replies);
// Under the message of a copy that failed: its text in a read-only field
// (shown while that message stands), and the field's height.
void copy_fallback(App& app);
bool copy_fallback_shown(const App& app);
float copy_fallback_height(const App& app);
// The hook's "copy": {status, what, reason, and once failed the text to copy by hand}.
void copy_state_json(const App& app, JsonWriter& j);

}  // namespace tl::app
