// wire_io.hpp: the engine wire's bytes (engine_wire.hpp), written and read
// in order: little-endian, no padding. Inside core/engine only: the wire's
// two halves (the asks and news, the explanations) share them.
#pragma once

#include <cstdint>
#include <cstring>
#include <span>
#include <string>
#include <vector>

#include "core/base/result.hpp"

namespace tl::engine::wire {

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
  void i64(long long v) {
    const auto bits = uint64_t(v);
    u32(uint32_t(bits & 0xffffffffu));
    u32(uint32_t(bits >> 32));
  }
  void i32(int v) { u32(uint32_t(v)); }
  void text(const std::string& s) {
    u32(uint32_t(s.size()));
    out.insert(out.end(), s.begin(), s.end());
  }
  // A list of bytes: its count (u32), then the bytes.
  void byte_list(const uint8_t* data, std::size_t n) {
    u32(uint32_t(n));
    out.insert(out.end(), data, data + n);
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
  int i32(const char* what) { return int(int32_t(u32(what))); }
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
  long long i64(const char* what) { return (long long)bytes(8, what); }
  std::string text(const char* what) {
    const uint32_t n = count(1, what);
    std::string s(reinterpret_cast<const char*>(b_.data() + at_), n);
    at_ += n;
    return s;
  }
  // A list of bytes (Writer::byte_list) into `to`.
  void byte_list(std::vector<uint8_t>& to, const char* what) {
    const uint32_t n = count(1, what);
    to.assign(b_.data() + at_, b_.data() + at_ + n);
    at_ += n;
  }
  // `n` bytes into `to` (n known from what came before).
  void raw(uint8_t* to, std::size_t n, const char* what) {
    if (failed_) return;
    if (b_.size() - at_ < n) return fail(std::string("the engine's message ends inside ") + what);
    std::memcpy(to, b_.data() + at_, n);
    at_ += n;
  }
  std::size_t left() const { return b_.size() - at_; }
  bool at_end() const { return at_ == b_.size(); }

 private:
  std::span<const uint8_t> b_;
  std::size_t at_ = 0;
  bool failed_ = false;
  Error error_;
};

}  // namespace tl::engine::wire
