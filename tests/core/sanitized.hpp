// sanitized.hpp: whether this test program runs under AddressSanitizer
// (make test's sanitizer layer, clang's build in build/asan).
// There every memory access is checked and each test costs several times
// its native time, so the exhaustive tests walk a sample of what they walk
// natively (the native layer keeps the whole walk and the floors read from
// it): under the sanitizers a test's job is to reach the code, not to count.
#pragma once

namespace tl::test {

#if defined(__SANITIZE_ADDRESS__)
constexpr bool kSanitized = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
constexpr bool kSanitized = true;
#else
constexpr bool kSanitized = false;
#endif
#else
constexpr bool kSanitized = false;
#endif

// n natively, `sanitized` under the sanitizers.
constexpr int natively_or(int n, int sanitized) { return kSanitized ? sanitized : n; }

}  // namespace tl::test
