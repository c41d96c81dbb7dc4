// head_options.cpp: splitting "-k3-box-noself" with positions for errors.
#include "core/linear/machines/head_options.hpp"

#include <charconv>
#include <string>

namespace tl {

bool HeadOption::is_states() const { return word.size() > 1 && word[0] == 'k' && word[1] >= '0' && word[1] <= '9'; }

Result<std::vector<HeadOption>> split_head_options(std::string_view text, std::size_t i, std::size_t offset,
                                                   const char* expected) {
  std::vector<HeadOption> out;
  while (i < text.size()) {
    if (text[i] != '-') return Error{offset + i, std::string("expected ':' or ") + expected};
    const std::size_t start = i + 1;
    std::size_t end = text.find('-', start);
    if (end == std::string_view::npos) end = text.size();
    const std::string_view word = text.substr(start, end - start);
    if (word.empty()) return Error{offset + start, std::string("expected ") + expected + " after '-'"};
    // A machine reads at most four (states, shape, surface, -noself): each is
    // checked against all before it, so their number is bounded first.
    if (out.size() == kMostHeadOptions)
      return Error{offset + i, "at most " + std::to_string(kMostHeadOptions) + " options after the size"};
    for (const HeadOption& o : out)
      if ((o.is_states() && HeadOption{word, 0}.is_states()) || o.word == word)
        return Error{offset + start, "option -" + std::string(word.substr(0, 20)) + " is given twice"};
    out.push_back({word, offset + start});
    i = end;
  }
  return out;
}

Result<int> parse_states_option(const HeadOption& o) {
  int k = 0;
  const std::string_view digits = o.word.substr(1);
  auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), k);
  if (digits.empty() || ec != std::errc() || end != digits.data() + digits.size() || k < 2 || k > 255 || digits[0] == '0')
    return Error{o.offset, "states (-k) must be 2..255, got '" + std::string(o.word.substr(0, 20)) + "'"};
  return k;
}

Result<bool> read_shared_option(const HeadOption& o, int& states, int& self) {
  if (o.is_states()) {
    auto k = parse_states_option(o);
    if (!k) return k.error();
    states = *k;
    return true;
  }
  if (o.word == "noself") {
    self = 0;
    return true;
  }
  return false;
}

}  // namespace tl
