// engine_wire.cpp: see engine_wire.hpp.
#include "core/engine/engine_wire.hpp"

#include <cstring>
#include <string>

namespace tl::engine {

namespace {

// --- Writing -------------------------------------------------------------------

struct Writer {
  std::vector<uint8_t> out;
  void u8(unsigned v) { out.push_back(uint8_t(v)); }
  void u16(unsigned v) { u8(v & 0xff), u8(v >> 8); }
  void u32(uint32_t v) {
    for (int s = 0; s < 32; s += 8) u8((v >> s) & 0xff);
  }
  void f64(double v) {
    uint64_t bits = 0;
    std::memcpy(&bits, &v, sizeof bits);
    for (int s = 0; s < 64; s += 8) u8(unsigned(bits >> s) & 0xff);
  }
  void text(const std::string& s) {
    u32(uint32_t(s.size()));
    out.insert(out.end(), s.begin(), s.end());
  }
};

// --- Reading -------------------------------------------------------------------

// Reads in order; the first failure is kept (with where it happened) and
// every read after it returns 0.
class Reader {
 public:
  explicit Reader(std::span<const uint8_t> b) : b_(b) {}
  bool failed() const { return failed_; }
  const Error& error() const { return error_; }
  void fail(const std::string& why) {
    if (!failed_) failed_ = true, error_ = Error{at_, why};
  }
  uint64_t bytes(int n, const char* what) {
    if (failed_) return 0;
    if (b_.size() - at_ < std::size_t(n)) {
      fail(std::string("the engine's message ends inside ") + what);
      return 0;
    }
    uint64_t v = 0;
    for (int i = 0; i < n; ++i) v |= uint64_t(b_[at_ + std::size_t(i)]) << (8 * i);
    at_ += std::size_t(n);
    return v;
  }
  unsigned u8(const char* what) { return unsigned(bytes(1, what)); }
  unsigned u16(const char* what) { return unsigned(bytes(2, what)); }
  uint32_t u32(const char* what) { return uint32_t(bytes(4, what)); }
  double f64(const char* what) {
    const uint64_t bits = bytes(8, what);
    double v = 0;
    std::memcpy(&v, &bits, sizeof v);
    return v;
  }
  // A count of items of at least `item` bytes each: never more than the bytes left allow.
  uint32_t count(std::size_t item, const char* what) {
    const uint32_t n = u32(what);
    if (!failed_ && n > (b_.size() - at_) / item)
      fail(std::string("the engine's message counts more ") + what + " than it holds");
    return failed_ ? 0 : n;
  }
  std::string text(const char* what) {
    const uint32_t n = count(1, what);
    std::string s(reinterpret_cast<const char*>(b_.data() + at_), n);
    at_ += n;
    return s;
  }
  bool at_end() const { return at_ == b_.size(); }

 private:
  std::span<const uint8_t> b_;
  std::size_t at_ = 0;
  bool failed_ = false;
  Error error_;
};

enum AskKind : uint8_t { kStart = 1, kPause = 2, kResume = 3, kCancel = 4 };
enum WorkKind : uint8_t { kAtlas = 1 };
enum FoundKind : uint8_t { kNothing = 0, kAtlasFound = 1 };

}  // namespace

std::vector<uint8_t> write_asks(const std::vector<Ask>& asks) {
  Writer w;
  w.u32(uint32_t(asks.size()));
  for (const Ask& ask : asks)
    std::visit(
        [&](const auto& a) {
          using A = std::decay_t<decltype(a)>;
          if constexpr (std::is_same_v<A, Start>) w.u8(kStart);
          if constexpr (std::is_same_v<A, Pause>) w.u8(kPause);
          if constexpr (std::is_same_v<A, Resume>) w.u8(kResume);
          if constexpr (std::is_same_v<A, Cancel>) w.u8(kCancel);
          w.u32(a.job);
          if constexpr (std::is_same_v<A, Start>) {
            const AtlasWork& atlas = std::get<AtlasWork>(a.work);
            w.u8(kAtlas);
            w.u8(unsigned(atlas.topology));
            w.u16(unsigned(atlas.states));
            w.u16(unsigned(atlas.max_n));
          }
        },
        ask);
  return w.out;
}

Result<std::vector<Ask>> read_asks(std::span<const uint8_t> bytes) {
  Reader r(bytes);
  std::vector<Ask> asks;
  for (uint32_t n = r.count(5, "asks"); n > 0 && !r.failed(); --n) {
    const unsigned kind = r.u8("an ask's kind");
    const JobNumber job = r.u32("an ask's job");
    switch (kind) {
      case kStart: {
        if (const unsigned work = r.u8("a start's work"); work != kAtlas) {
          r.fail("unknown work " + std::to_string(work) + " (1 is the atlas)");
          break;
        }
        AtlasWork a;
        const unsigned topology = r.u8("the atlas's topology");
        if (topology >= unsigned(kTopologyCount))
          r.fail("unknown topology " + std::to_string(topology) + " (0 to " + std::to_string(kTopologyCount - 1) + ")");
        a.topology = Topology(topology);
        a.states = int(r.u16("the atlas's states"));
        a.max_n = int(r.u16("the atlas's largest board"));
        asks.emplace_back(Start{job, a});
        break;
      }
      case kPause: asks.emplace_back(Pause{job}); break;
      case kResume: asks.emplace_back(Resume{job}); break;
      case kCancel: asks.emplace_back(Cancel{job}); break;
      default: r.fail("unknown ask " + std::to_string(kind) + " (1 start, 2 pause, 3 resume, 4 cancel)");
    }
  }
  if (!r.failed() && !r.at_end()) r.fail("the engine's message goes on after its last ask");
  if (r.failed()) return r.error();
  return asks;
}

std::vector<uint8_t> write_news(const std::vector<News>& news) {
  Writer w;
  w.u32(uint32_t(news.size()));
  for (const News& n : news) {
    w.u32(n.job);
    w.f64(n.progress);
    w.u8(n.done ? 1 : 0);
    w.text(n.error);
    if (const auto* a = std::get_if<AtlasFound>(&n.found)) {
      w.u8(kAtlasFound);
      w.u32(uint32_t(a->first));
      w.u32(uint32_t(a->nullities.size()));
      for (int v : a->nullities) w.u32(uint32_t(v));
    } else {
      w.u8(kNothing);
    }
  }
  return w.out;
}

Result<std::vector<News>> read_news(std::span<const uint8_t> bytes) {
  Reader r(bytes);
  std::vector<News> news;
  for (uint32_t n = r.count(18, "pieces of news"); n > 0 && !r.failed(); --n) {
    News item;
    item.job = r.u32("a news's job");
    item.progress = r.f64("a news's progress");
    if (!(item.progress >= 0 && item.progress <= 1)) r.fail("a news's progress is not between 0 and 1");
    const unsigned done = r.u8("a news's done");
    if (done > 1) r.fail("a news's done is neither 0 nor 1");
    item.done = done == 1;
    item.error = r.text("a news's error");
    switch (const unsigned found = r.u8("a news's find")) {
      case kNothing: break;
      case kAtlasFound: {
        AtlasFound a;
        a.first = int(r.u32("the atlas's first"));
        const uint32_t count = r.count(4, "nullities");
        for (uint32_t i = 0; i < count; ++i) a.nullities.push_back(int(int32_t(r.u32("a nullity"))));
        item.found = std::move(a);
        break;
      }
      default: r.fail("unknown find " + std::to_string(found) + " (0 none, 1 the atlas)");
    }
    news.push_back(std::move(item));
  }
  if (!r.failed() && !r.at_end()) r.fail("the engine's message goes on after its last news");
  if (r.failed()) return r.error();
  return news;
}

}  // namespace tl::engine
