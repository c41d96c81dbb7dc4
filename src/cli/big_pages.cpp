// big_pages.cpp: the replacement operator new and delete (see the header).
#include "cli/big_pages.hpp"

// Under AddressSanitizer the allocator is the sanitizer's own: replacing
// operator new would hide its checks (and std::get_temporary_buffer's
// nothrow new would meet our delete: an alloc-dealloc mismatch).
#if defined(__SANITIZE_ADDRESS__)
#define TL_SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define TL_SANITIZED 1
#endif
#endif

#if defined(__linux__) && !defined(__EMSCRIPTEN__) && !defined(TL_SANITIZED)

#include <malloc.h>
#include <sys/mman.h>

#include <cstdlib>
#include <new>

namespace {

constexpr std::size_t kBigPage = std::size_t(2) << 20;

// Blocks up to 64 MB come from the heap and the heap keeps up to 256 MB it
// no longer needs: a solve repeated on a board of the same size (a hint
// after a press, the benchmarks) reuses the pages it already has instead of
// mapping, faulting and clearing them again.
struct HeapSettings {
  HeapSettings() {
    mallopt(M_MMAP_THRESHOLD, 64 << 20);
    mallopt(M_TRIM_THRESHOLD, 256 << 20);
  }
};
const HeapSettings kHeapSettings;

void* allocate(std::size_t n) {
  if (n >= kBigPage) {
    const std::size_t rounded = (n + kBigPage - 1) & ~(kBigPage - 1);
    if (void* p = std::aligned_alloc(kBigPage, rounded)) {
      madvise(p, rounded, MADV_HUGEPAGE);  // advice only: small pages if refused
      return p;
    }
  }
  if (void* p = std::malloc(n ? n : 1)) return p;
  throw std::bad_alloc();
}

}  // namespace

// Every block comes from malloc or aligned_alloc, so free() returns them all;
// the whole family is replaced, nothrow forms included, so any new meets
// this delete.
void* operator new(std::size_t n) { return allocate(n); }
void* operator new[](std::size_t n) { return allocate(n); }
void* operator new(std::size_t n, const std::nothrow_t&) noexcept {
  try {
    return allocate(n);
  } catch (...) { return nullptr; }
}
void* operator new[](std::size_t n, const std::nothrow_t&) noexcept {
  try {
    return allocate(n);
  } catch (...) { return nullptr; }
}
void operator delete(void* p, const std::nothrow_t&) noexcept { std::free(p); }
void operator delete[](void* p, const std::nothrow_t&) noexcept { std::free(p); }
void operator delete(void* p) noexcept { std::free(p); }
void operator delete[](void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }
void operator delete[](void* p, std::size_t) noexcept { std::free(p); }

bool tl::cli::big_pages_enabled() { return true; }

#else

bool tl::cli::big_pages_enabled() { return false; }

#endif
