// picker_draw.cpp: the machine picker's view (picker_screen.hpp). Every
// field edits a copy of its value and sends the whole value when it changed.
#include <algorithm>
#include <cstdio>
#include <string>

#include "app/widgets/choice_list.hpp"
#include "app/screens/picker/picker_screen.hpp"
#include "core/midend/midend.hpp"
#include "core/modk/stencil.hpp"
#include "imgui.h"

namespace tl::app::picker {

namespace {

// A drawn rule's stencil as a grid of taps beside its text: a tap cycles
// what a press adds there, 0, 1, ..., k - 1 (the centre is the pressed
// cell); the sides 3 to 9 by buttons that keep the centre. Drawn by a
// finger on a 320 px phone: the cells share the panel's width. Returns the
// rule's text after a tap, or `text` itself.
std::string stencil_grid(const std::string& text, int k, const Theme& theme, const Ui& ui) {
  const auto st = parse_stencil(text, k, 0);
  if (!st) {
    ImGui::TextDisabled("The rule: %s", st.error().message.c_str());
    return text;
  }
  Stencil s = *st;
  const float em = ImGui::GetFontSize(), gap = 2.0f;
  const int side = std::max(s.rows, s.cols);
  const float want = ui.touch() ? finger_target(em) : 1.7f * em;
  const float cell = std::max(1.2f * em, std::min(want, (ImGui::GetContentRegionAvail().x - gap * float(side)) / float(side)));
  bool changed = false;
  ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(gap, gap));
  for (int r = 0; r < s.rows; ++r)
    for (int c = 0; c < s.cols; ++c) {
      uint8_t& v = s.values[std::size_t(r * s.cols + c)];
      const bool centre = r == s.rows / 2 && c == s.cols / 2;
      char label[24];
      std::snprintf(label, sizeof label, "%s##rule%d", v ? std::to_string(int(v)).c_str() : (centre ? "o" : " "), r * 9 + c);
      if (c) ImGui::SameLine();
      ImGui::PushStyleColor(ImGuiCol_Button, v ? theme.lit : theme.unlit);
      ImGui::PushStyleColor(ImGuiCol_Text, v ? IM_COL32(14, 14, 20, 255) : ImGui::GetColorU32(ImGuiCol_Text));
      if (ImGui::Button(label, ImVec2(cell, cell))) {
        v = uint8_t((v + 1) % k);
        changed = true;
      }
      ImGui::PopStyleColor(2);
      ui.control(("Rule cell " + std::to_string(r + 1) + "," + std::to_string(c + 1)).c_str());
    }
  ImGui::PopStyleVar();
  // The size, odd, the old rule kept in the middle.
  int n = side;
  if (ImGui::SmallButton("Rule smaller") && n > 3) n -= 2;
  ui.control("Rule smaller");
  ImGui::SameLine();
  if (ImGui::SmallButton("Rule larger") && n < kStencilMostSide) n += 2;
  ui.control("Rule larger");
  if (n != side) {
    Stencil t{n, n, std::vector<uint8_t>(std::size_t(n * n), 0)};
    for (int r = 0; r < s.rows; ++r)
      for (int c = 0; c < s.cols; ++c) {
        const int tr = r + (n - s.rows) / 2, tc = c + (n - s.cols) / 2;
        if (tr >= 0 && tr < n && tc >= 0 && tc < n) t.values[std::size_t(tr * n + tc)] = s.values[std::size_t(r * s.cols + c)];
      }
    s = t;
    changed = true;
  }
  return changed ? format_stencil(s) : text;
}

// What one field asks: its value after an edit, and whether to start now.
struct FieldEdit {
  ParamValue value;
  bool changed = false, start = false;
};

// One widget per parameter of the kind's schema. Size and integer fields are
// typed (or stepped by a finger) and then applied; a tick box or a choice
// starts the new game at once.
FieldEdit param_widget(const Ui& ui, const ParamSpec& spec, const ParamValue& now) {
  const float em = ImGui::GetFontSize();
  ImGui::PushID(spec.key.c_str());
  FieldEdit e{now};
  ParamValue& v = e.value;  // ImGui writes into this copy
  const int hi = spec.max(Surface::Page);
  switch (spec.type) {
    case ParamType::Size:
      if (ui.touch()) {
        v.a = stepper(ui, "Rows", v.a, spec.min, hi);
        v.b = stepper(ui, "Columns", v.b, spec.min, hi);
        break;
      }
      ImGui::SetNextItemWidth(8.0f * em);
      ImGui::InputInt("Rows", &v.a);
      ui.control("Rows");
      ImGui::SetNextItemWidth(8.0f * em);
      ImGui::InputInt("Columns", &v.b);
      ui.control("Columns");
      break;
    case ParamType::Integer:
      if (ui.touch()) {
        v.a = stepper(ui, spec.label.c_str(), v.a, spec.min, hi);
        break;
      }
      ImGui::SetNextItemWidth(8.0f * em);
      ImGui::InputInt(spec.label.c_str(), &v.a);
      ui.control(spec.label.c_str());
      break;
    case ParamType::Boolean:
      if (tick_box(ui, spec.label.c_str(), v.a != 0)) {
        v.a = v.a != 0 ? 0 : 1;
        e.start = true;
      }
      break;
    case ParamType::Text:
      // Pasted more often than typed (a graph's graph6 from nauty or Sage).
      v.text.reserve(64);
      ImGui::SetNextItemWidth(std::min(16.0f * em, ImGui::GetContentRegionAvail().x * 0.6f));
      ImGui::InputText(spec.label.c_str(), v.text.data(), v.text.capacity() + 1, ImGuiInputTextFlags_CallbackResize,
                       resize_string, &v.text);
      ui.control(spec.label.c_str());
      break;
    case ParamType::Choice:
      if (spec.choices.size() > 2) {  // many choices: a list, which fits a narrow panel
        ChoiceList list(ui, spec.label.c_str(), spec.choice_label(v.a).c_str(), 12.0f * em);
        if (list)
          for (int i = 0; i < int(spec.choices.size()); ++i)
            if (list.row(spec.choice_label(i).c_str(), now.a == i) && now.a != i) {
              v.a = i;
              e.start = true;
            }
        break;
      }
      for (int i = 0; i < int(spec.choices.size()); ++i) {
        if (i) ImGui::SameLine();
        if (ImGui::RadioButton(spec.choice_label(i).c_str(), now.a == i) && now.a != i) {
          v.a = i;
          e.start = true;
        }
        ui.control(spec.choice_label(i).c_str());
      }
      break;
  }
  if (ImGui::IsItemHovered() && !spec.help.empty()) tooltip("%s", spec.help.c_str());
  ImGui::PopID();
  e.changed = !(v == now);
  return e;
}

}  // namespace

void draw(const Model& m, const Midend& game, const Theme& theme, const Ui& ui, Sink<Msg> send) {
  // A machine picked above in this same frame: its fields show from the next frame on.
  if (m.synced_to != game.current().machine) return;
  const MachineKind& kind = game.kind();
  const ParamSchema& schema = kind.params;
  bool start = false, typed = false;
  for (std::size_t i = 0; i < schema.size() && i < m.picked.size(); ++i) {
    if (kind.param_shown && !kind.param_shown(m.picked, i)) continue;
    const FieldEdit e = param_widget(ui, schema[i], m.picked[i]);
    if (e.changed) send.send(SetParam{i, e.value});
    start |= e.start;
    if (schema[i].key == "stencil") {
      // Its values are mod the states picked beside it.
      int k = 2;
      for (std::size_t j = 0; j < schema.size() && j < m.picked.size(); ++j)
        if (schema[j].key == "states") k = m.picked[j].a;
      const std::string& text = m.picked[i].text;
      std::string drawn = stencil_grid(text, std::max(2, k), theme, ui);
      if (drawn != text) {
        ParamValue v = m.picked[i];
        v.text = std::move(drawn);
        send.send(SetParam{i, std::move(v)});
      }
    }
    typed |= schema[i].type == ParamType::Size || schema[i].type == ParamType::Integer || schema[i].type == ParamType::Text;
  }
  if (typed) {
    ImGui::BeginDisabled(m.picked == game.machine().params());
    start |= wide_button(ui, "Apply", 4.6f);
    ImGui::EndDisabled();
  }
  if (start) send.send(Apply{});
  // Named presets of the kind ("Lights Out 2000"): one click.
  for (std::size_t i = 0; i < kind.presets.size(); ++i) {
    if (wide_button(ui, kind.presets[i].label.c_str(), 9.0f)) send.send(UsePreset{i});
    if (ImGui::IsItemHovered()) tooltip("%s", kind.presets[i].description.c_str());
  }
  ImGui::PushTextWrapPos(0.0f);  // wrap at the panel edge: phones are narrow
  ImGui::TextDisabled("%s", kind.how_to_play.c_str());
  ImGui::PopTextWrapPos();
}

}  // namespace tl::app::picker
