// json_writer.hpp: a small streaming JSON writer for the CLI and the page hook.
//
// Writes compact JSON into a string; the caller nests objects and arrays with
// begin/end calls and the writer places the commas. Strings are escaped.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace tl {

class JsonWriter {
 public:
  JsonWriter& begin_object() {
    value_prefix();
    out_ += '{';
    first_.push_back(true);
    return *this;
  }
  JsonWriter& end_object() {
    out_ += '}';
    first_.pop_back();
    return *this;
  }
  JsonWriter& begin_array() {
    value_prefix();
    out_ += '[';
    first_.push_back(true);
    return *this;
  }
  JsonWriter& end_array() {
    out_ += ']';
    first_.pop_back();
    return *this;
  }

  // Inside an object: the next value's key.
  JsonWriter& key(std::string_view k) {
    comma();
    string_literal(k);
    out_ += ':';
    after_key_ = true;
    return *this;
  }
  JsonWriter& value(std::string_view s) {
    value_prefix();
    string_literal(s);
    return *this;
  }
  JsonWriter& value(const char* s) { return value(std::string_view(s)); }
  JsonWriter& value(bool b) {
    value_prefix();
    out_ += b ? "true" : "false";
    return *this;
  }
  JsonWriter& value(int64_t n) {
    value_prefix();
    out_ += std::to_string(n);
    return *this;
  }
  JsonWriter& value(int n) { return value(int64_t(n)); }
  JsonWriter& value(std::size_t n) { return value(int64_t(n)); }
  JsonWriter& value(double d);
  JsonWriter& null() {
    value_prefix();
    out_ += "null";
    return *this;
  }
  JsonWriter& ints(const std::vector<int>& v, int add = 0) {
    begin_array();
    for (int x : v) value(x + add);
    return end_array();
  }

  const std::string& str() const { return out_; }

 private:
  void comma() {
    if (!first_.empty()) {
      if (!first_.back()) out_ += ',';
      first_.back() = false;
    }
  }
  void value_prefix() {
    if (after_key_) {
      after_key_ = false;
      return;
    }
    comma();
  }
  void string_literal(std::string_view s);

  std::string out_;
  std::vector<bool> first_;
  bool after_key_ = false;
};

}  // namespace tl
