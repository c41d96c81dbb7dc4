// cut_words_test.cpp: the check for words cut at their window's side finds
// a label cut by its frame and a line cut by its window, and leaves alone
// words that fit and rows a scrolled window cuts at its top and bottom.
#include "cut_words.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "imgui.h"

namespace tl::app::testing {
namespace {

// A context of its own with ImGui's built-in font, one frame drawn by `ui`.
template <class Ui>
std::vector<CutWords> cut_in_frame(Ui ui) {
  ImGuiContext* before = ImGui::GetCurrentContext();
  ImGuiContext* ctx = ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;
  io.DisplaySize = ImVec2(400, 300);
  io.DeltaTime = 1.0f / 60.0f;
  unsigned char* pixels = nullptr;
  int w = 0, h = 0;
  io.Fonts->GetTexDataAsAlpha8(&pixels, &w, &h);
  static int texture = 0;
  io.Fonts->SetTexID(&texture);
  std::vector<CutWords> found;
  for (int frame = 0; frame < 2; ++frame) {  // the second: windows know their sizes and scroll
    ImGui::NewFrame();
    ImGui::SetNextWindowPos(ImVec2(0, 0));
    ImGui::SetNextWindowSize(ImVec2(400, 300));
    ImGui::Begin("screen", nullptr, ImGuiWindowFlags_NoDecoration);
    ui(frame);
    ImGui::End();
    ImGui::Render();
    found = cut_words(*ImGui::GetDrawData(), *io.Fonts);
  }
  ImGui::DestroyContext(ctx);
  ImGui::SetCurrentContext(before);
  return found;
}

// A width that ends halfway through the fourth glyph of "MMMMMMMM".
float half_through_fourth_m() {
  return ImGui::GetStyle().FramePadding.x + ImGui::CalcTextSize("MMM").x + ImGui::CalcTextSize("M").x * 0.5f;
}

TEST(CutWords, ALabelCutByItsFrameIsFoundWithItsWords) {
  const std::vector<CutWords> found = cut_in_frame([](int) { ImGui::Button("MMMMMMMM", ImVec2(half_through_fourth_m(), 0)); });
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0].line, "MMMM");  // the glyphs drawn, the cut one last
  EXPECT_TRUE(found[0].right);
}

TEST(CutWords, ALineCutByItsWindowIsFound) {
  const std::vector<CutWords> found = cut_in_frame([](int) {
    ImGui::BeginChild("narrow", ImVec2(half_through_fourth_m(), 100));
    ImGui::TextUnformatted("MMMMMMMM");
    ImGui::EndChild();
  });
  ASSERT_EQ(found.size(), 1u);
  EXPECT_TRUE(found[0].right);
}

TEST(CutWords, WordsThatFitAndRowsScrolledPastTheTopAreNotCut) {
  const std::vector<CutWords> found = cut_in_frame([](int frame) {
    ImGui::Button("MMMMMMMM");
    ImGui::BeginChild("scrolled", ImVec2(200, 50));
    for (int row = 0; row < 20; ++row) ImGui::Text("Row %d", row);
    if (frame == 0) ImGui::SetScrollY(27.0f);  // a row half above the top, one half below the bottom
    ImGui::EndChild();
  });
  for (const CutWords& w : found) ADD_FAILURE() << "cut: " << w.line;
}

TEST(CutWords, AWindowThatScrollsSidewaysCutsItsRowsRightly) {
  const std::vector<CutWords> found = cut_in_frame([](int) {
    ImGui::BeginChild("wide", ImVec2(half_through_fourth_m(), 100), false, ImGuiWindowFlags_HorizontalScrollbar);
    ImGui::TextUnformatted("MMMMMMMM");
    ImGui::EndChild();
  });
  EXPECT_TRUE(found.empty());
}

}  // namespace
}  // namespace tl::app::testing
