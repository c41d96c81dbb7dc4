// solution_text.cpp: the answer of `togglelab solve` as text or JSON, streamed.
#include "cli/solution_text.hpp"

#include <cstring>
#include <functional>
#include <string_view>
#include <vector>

#include "core/base/big_count.hpp"
#include "core/base/json_writer.hpp"

namespace tl::cli {

namespace {

// A fixed buffer that hands full chunks on (to a FILE or a string).
class Sink {
 public:
  explicit Sink(std::function<void(const char*, std::size_t)> flush) : flush_(std::move(flush)), buf_(kSize) {}
  ~Sink() { drain(); }
  // Room for `n` more characters at the returned pointer; commit() says how many were written.
  char* room(std::size_t n) {
    if (used_ + n > buf_.size()) drain();
    if (n > buf_.size()) buf_.resize(n);
    return buf_.data() + used_;
  }
  void commit(char* end) { used_ = std::size_t(end - buf_.data()); }
  void put(std::string_view s) {
    char* p = room(s.size());
    std::memcpy(p, s.data(), s.size());
    commit(p + s.size());
  }
  void drain() {
    if (used_) flush_(buf_.data(), used_);
    used_ = 0;
  }

 private:
  static constexpr std::size_t kSize = std::size_t(1) << 20;
  std::function<void(const char*, std::size_t)> flush_;
  std::vector<char> buf_;
  std::size_t used_ = 0;
};

// "00" .. "99".
struct DigitPairs {
  char text[200] = {};
  DigitPairs() {
    for (int i = 0; i < 100; ++i) {
      text[2 * i] = char('0' + i / 10);
      text[2 * i + 1] = char('0' + i % 10);
    }
  }
};
const DigitPairs kPairs;

int decimal_digits(uint32_t v) {
  int d = 1;
  for (uint32_t limit = 10; d < 10 && v >= limit; limit *= 10) ++d;
  return d;
}

// v in decimal at p, two digits at a time from the end; returns the end.
char* write_number(char* p, uint32_t v) {
  const int len = decimal_digits(v);
  char* q = p + len;
  while (v >= 100) {
    q -= 2;
    std::memcpy(q, kPairs.text + 2 * (v % 100), 2);
    v /= 100;
  }
  if (v >= 10) std::memcpy(q - 2, kPairs.text + 2 * v, 2);
  else q[-1] = char('0' + v);
  return p + len;
}

// The presses, 1-based, each after `separator` (the first after `first`, or
// after nothing when `first` is 0).
void put_presses(Sink& out, const std::vector<int>& presses, char first, char separator) {
  constexpr std::size_t kBatch = 4096;  // numbers per room() call: at most 11 characters each
  for (std::size_t i = 0; i < presses.size(); i += kBatch) {
    const std::size_t end = std::min(presses.size(), i + kBatch);
    char* p = out.room((end - i) * 11);
    for (std::size_t j = i; j < end; ++j) {
      if (j) *p++ = separator;
      else if (first) *p++ = first;
      p = write_number(p, uint32_t(presses[j]) + 1);
    }
    out.commit(p);
  }
}

// Exact: 2^nullity over GF(2); k states carry their own count (a product of
// the quiet patterns' orders).
std::string solution_count(const Solution& s) {
  if (s.nullity < 0) return "";
  if (!s.solvable) return "0";
  return s.solutions.empty() ? power_of_two_decimal(s.nullity) : s.solutions;
}

void text_into(Sink& out, const Solution& s, bool summary) {
  if (!s.solvable) {
    out.put("no solution: " + s.reason + "\n");
    return;
  }
  if (!summary) {
    out.put("presses:");
    put_presses(out, s.presses, ' ', ' ');
    out.put("\n");
  }
  out.put("press count: " + std::to_string(s.count()) + (s.minimal ? " (minimal)\n" : " (not proven minimal)\n"));
  if (!s.search.empty()) out.put("searched by " + s.search + "\n");
  if (s.presses_before_search >= 0)
    out.put("a local search saved " + std::to_string(s.presses_before_search - s.count()) +
            " presses against the first solution's " + std::to_string(s.presses_before_search) + "\n");
  if (s.nullity >= 0) {
    const std::string count = solution_count(s);
    out.put("quiet patterns: " + std::to_string(s.nullity) + ", so " + count + (count == "1" ? " solution\n" : " solutions\n"));
  }
}

void json_into(Sink& out, const std::string& head, const Solution& s, bool summary) {
  JsonWriter w;
  w.begin_object().key("machine").value(head).key("solvable").value(s.solvable);
  if (!summary) w.key("presses");
  out.put(w.str());
  if (!summary) {
    // The array streams; the fields after it are a second object whose '{'
    // becomes the comma that continues the first.
    out.put("[");
    if (!s.presses.empty()) put_presses(out, s.presses, '\0', ',');
    out.put("]");
  }
  JsonWriter tail;
  tail.begin_object().key("press_count").value(int64_t(s.count())).key("minimal").value(s.minimal);
  if (!s.search.empty()) tail.key("search").value(s.search);
  if (s.presses_before_search >= 0) {
    tail.key("press_count_before_search").value(int64_t(s.presses_before_search));
    tail.key("presses_saved").value(int64_t(s.presses_before_search - s.count()));
  }
  if (s.nullity < 0) tail.key("nullity").null().key("solutions").null();
  else tail.key("nullity").value(s.nullity).key("solutions").value(solution_count(s));
  if (!s.solvable) tail.key("error").value(s.reason);
  tail.end_object();
  std::string rest = tail.str();
  rest[0] = ',';
  out.put(rest);
  out.put("\n");
}

auto to_file(std::FILE* f) {
  return [f](const char* p, std::size_t n) { std::fwrite(p, 1, n, f); };
}
auto to_string(std::string& s) {
  return [&s](const char* p, std::size_t n) { s.append(p, n); };
}

}  // namespace

void write_solution_text(std::FILE* out, const Solution& s, bool summary) {
  Sink sink(to_file(out));
  text_into(sink, s, summary);
}

void write_solution_json(std::FILE* out, const std::string& head, const Solution& s, bool summary) {
  Sink sink(to_file(out));
  json_into(sink, head, s, summary);
}

std::string solution_text(const Solution& s, bool summary) {
  std::string out;
  {
    Sink sink(to_string(out));
    text_into(sink, s, summary);
  }
  return out;
}

std::string solution_json(const std::string& head, const Solution& s, bool summary) {
  std::string out;
  {
    Sink sink(to_string(out));
    json_into(sink, head, s, summary);
  }
  return out;
}

}  // namespace tl::cli
