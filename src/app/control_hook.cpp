// control_hook.cpp: every labelled control records where it is drawn.
//
// Dear ImGui calls its test-engine hooks (imgui_internal.h, "Test Engine
// specific hooks") from inside each widget when IMGUI_ENABLE_TEST_ENGINE is
// defined (CMakeLists.txt defines it for the imgui target): ItemAdd for every
// item with an ID, ItemInfo with the label of every button, tab, tick box,
// selectable, slider and text field. Recording there, instead of a
// record_control() call after each widget, means no control a person can tap
// is missing from the hook (controlRect in the page, AppDriver::control in
// the headless suite), tabs and the bar's buttons included.
#include <algorithm>

#include "imgui.h"
#include "imgui_internal.h"

#include "app/app.hpp"

namespace tl::app {

void watch_items(App& app) {
  ImGuiContext& g = *ImGui::GetCurrentContext();
  g.TestEngine = &app;
  g.TestEngineHookItems = true;
}

}  // namespace tl::app

// The hooks ImGui declares (extern, global namespace).
void ImGuiTestEngineHook_ItemAdd(ImGuiContext* ctx, const ImRect& bb, ImGuiID id) {
  auto* app = static_cast<tl::app::App*>(ctx->TestEngine);
  if (!app) return;
  const bool visible = ctx->CurrentWindow && ctx->CurrentWindow->ClipRect.Overlaps(bb) && bb.GetWidth() > 0 && bb.GetHeight() > 0;
  // A child window's own item (EndChild adds it under its ChildId) and a
  // window's scroll bars are parts of containers, not controls.
  bool window = false;
  if (ImGuiWindow* w = ctx->CurrentWindow)
    window = id == ImGui::GetWindowScrollbarID(w, ImGuiAxis_X) || id == ImGui::GetWindowScrollbarID(w, ImGuiAxis_Y);
  for (int i = 0; i < ctx->Windows.Size && !window; ++i) window = ctx->Windows[i]->ChildId == id;
  tl::app::Rect clip;
  uint32_t root = 0;
  if (ImGuiWindow* w = ctx->CurrentWindow) {
    clip = {w->ClipRect.Min.x, w->ClipRect.Min.y, w->ClipRect.GetWidth(), w->ClipRect.GetHeight()};
    root = w->RootWindow ? w->RootWindow->ID : w->ID;
  }
  app->drawn_items.push_back(
      {id, tl::app::Rect{bb.Min.x, bb.Min.y, bb.Max.x - bb.Min.x, bb.Max.y - bb.Min.y}, false, visible, window, clip, root});
}

void ImGuiTestEngineHook_ItemInfo(ImGuiContext* ctx, ImGuiID id, const char* label, ImGuiItemStatusFlags /*flags*/) {
  auto* app = static_cast<tl::app::App*>(ctx->TestEngine);
  if (!app || !label || !*label || (label[0] == '#' && label[1] == '#')) return;  // "##id": no visible label
  // It was added just now: looked for from the end. (Emscripten's libc++
  // has no std::ranges::reverse_view.)
  const auto item =
      std::find_if(app->drawn_items.rbegin(), app->drawn_items.rend(), [id](const tl::app::DrawnItem& d) { return d.id == id; });
  if (item != app->drawn_items.rend()) item->named = true;
  tl::app::record_item(app->control_rects, label, true);
}

void ImGuiTestEngineHook_Log(ImGuiContext* /*ctx*/, const char* /*fmt*/, ...) {}

const char* ImGuiTestEngine_FindItemDebugLabel(ImGuiContext* /*ctx*/, ImGuiID /*id*/) { return nullptr; }
