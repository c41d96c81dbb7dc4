// app_step.hpp: the app's two entries: start-up, and one frame (input in,
// output out). What a platform does around them is small: create ImGui's
// context and fonts, translate its events into an AppInput, render
// ImGui::GetDrawData() after step(), and carry out the AppOutput.
#pragma once

#include <functional>
#include <string>
#include <string_view>

#include "app/app.hpp"
#include "app/app_io.hpp"

namespace tl::app {

// What the platform kept between runs under a key ("" when nothing).
using SavedReader = std::function<std::string(const char* key)>;

// Sets up the ImGui context for the app: its style and key map (the page's
// look and the same geometry on every platform). Once, after
// ImGui::CreateContext; the fonts are the platform's (or the test's).
void init_imgui();

// Start-up: an explicit link (--load, the URL hash: a puzzle ID, maybe with
// the Why tab's state) wins; otherwise the last game played. The saved
// preferences and records are read; a saved game or records from another
// version or corrupted are set aside with a note (the first step's output
// saves what was set aside). Also loads ImGui's own saved settings ("imgui")
// when `imgui_settings` (the page, which has no ini file). `today` is the
// device's date: a daily's link and saved dailies are checked against it.
App start_app(std::string_view link, const SavedReader& saved, bool imgui_settings, const Date& today);

// One frame: applies `in` to ImGui's IO and the app, runs background work for
// in.work_ms, builds the UI (ImGui::NewFrame .. ImGui::Render) and returns
// what the platform must do. The draw data is ImGui::GetDrawData().
AppOutput step(App& app, const AppInput& in);

}  // namespace tl::app
