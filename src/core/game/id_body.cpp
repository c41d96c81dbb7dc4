// id_body.cpp: splitting "state,k=v,..." with positions for every error.
#include "core/game/id_body.hpp"

namespace tl {

const IdField* IdBody::find(std::string_view key) const {
  for (const IdField& f : fields)
    if (f.key == key) return &f;
  return nullptr;
}

static std::string allowed_list(const std::vector<IdFieldSpec>& allowed) {
  if (allowed.empty()) return "no fields after the state";
  std::string s;
  for (std::size_t i = 0; i < allowed.size(); ++i)
    s += std::string(i == 0 ? "" : i + 1 == allowed.size() ? " and " : ", ") + allowed[i].key + "= (" + allowed[i].meaning + ")";
  return "only " + s;
}

Result<IdBody> parse_id_body(std::string_view body, std::size_t offset, const std::vector<IdFieldSpec>& allowed) {
  IdBody out;
  out.end_offset = offset + body.size();
  std::size_t comma = body.find(',');
  out.state = body.substr(0, comma);
  out.state_offset = offset;
  while (comma != std::string_view::npos) {
    const std::size_t start = comma + 1;
    comma = body.find(',', start);
    const std::string_view text = body.substr(start, comma == std::string_view::npos ? comma : comma - start);
    const std::size_t eq = text.find('=');
    if (eq == std::string_view::npos || eq == 0)
      return Error{offset + start, "expected a field like g=..., got '" + std::string(text.substr(0, 20)) +
                                       "'; this machine takes " + allowed_list(allowed)};
    const std::string_view key = text.substr(0, eq);
    bool known = false;
    for (const IdFieldSpec& a : allowed) known |= key == a.key;
    if (!known)
      return Error{offset + start,
                   "unknown field '" + std::string(key.substr(0, 20)) + "'; this machine takes " + allowed_list(allowed)};
    if (out.find(key)) return Error{offset + start, "field '" + std::string(key) + "=' is given twice; give each field once"};
    out.fields.push_back(IdField{key, text.substr(eq + 1), offset + start + eq + 1});
  }
  return out;
}

}  // namespace tl
