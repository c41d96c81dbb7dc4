// result.hpp: a value or an error that says where and what was wrong.
//
// Everything that reads outside input (puzzle IDs, URL hashes, CLI arguments)
// returns Result<T>. The error names the character position in the input and
// what was expected there, so a person can fix the text they typed.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <utility>

namespace tl {

struct Error {
  std::size_t pos = 0;  // character offset in the input the error refers to
  std::string message;  // what was wrong and what is allowed
  std::string describe() const { return "at character " + std::to_string(pos + 1) + ": " + message; }
};

template <class T>
class Result {
 public:
  Result(T value) : value_(std::move(value)) {}
  Result(Error e) : error_(std::move(e)) {}
  bool ok() const { return value_.has_value(); }
  explicit operator bool() const { return ok(); }
  T& value() { return *value_; }
  const T& value() const { return *value_; }
  T& operator*() { return *value_; }
  const T& operator*() const { return *value_; }
  T* operator->() { return &*value_; }
  const T* operator->() const { return &*value_; }
  const Error& error() const { return error_; }

 private:
  std::optional<T> value_;
  Error error_;
};

}  // namespace tl
