// canary.cpp: code that breaks one of .clang-tidy's checks on each of its
// lines, never compiled. scripts/tidy.mjs analyses it alone and inside a
// batch beside a real test file, and passes only when both report the same
// findings, at least kFindings of them: a check that stopped firing in a
// batch (one that looks at the main file only) would hide findings there.
#include <cstring>
#include <string>
#include <utility>
#include <vector>
#include <string>

namespace tidy_canary {

struct Base {
  virtual ~Base() = default;
  virtual int f(int x) { return x; }
};
struct Derived : Base {
  int f(int x) { return x + 1; }
};
struct Pod {
  int a;
  Pod() {}
};
int takes(std::string s) { return int(s.size()); }
int loop(const std::vector<std::string>& v) {
  int n = 0;
  for (auto s : v) n += int(s.size());
  return n;
}
int moved() {
  std::string a = "x";
  std::string b = std::move(a);
  return int(a.size() + b.size());
}
int* nul() { return 0; }
bool empty(const std::vector<int>& v) { return v.size() == 0; }
std::string cstr(const std::string& s) { return std::string(s.c_str()); }
int els(int x) {
  if (x > 0) {
    return 1;
  } else {
    return 2;
  }
}
int narrow(double d) {
  int i = 0;
  i += d;
  return i;
}
int cmp(const char* a, const char* b) {
  if (strcmp(a, b)) return 1;
  return 0;
}
void emplace(std::vector<std::pair<int, int>>& v) { v.push_back(std::pair<int, int>(1, 2)); }
int find(const std::string& s) { return int(s.find("a")); }
int vloop(std::vector<int>& v) {
  int n = 0;
  for (std::size_t i = 0; i < v.size(); ++i) n += v[i];
  return n;
}
int voidarg(void) { return 0; }
int _Reserved = 0;

}  // namespace tidy_canary
