// big_pages.hpp: large allocations on 2 MB pages (Linux).
//
// A 16384x16384 board is 32 MB a bit vector, and its answer as button
// numbers half a gigabyte; on 4 KB pages every fresh allocation that size
// costs thousands of page faults (about 90 ms for 32 MB on the development
// machine, 2 ms on 2 MB pages). The program's operator new therefore asks
// for transparent huge pages (madvise) for every block of 2 MB or more; the
// kernel's "madvise" THP mode, the usual default, honours that. The heap is
// told to keep freed memory (up to 256 MB), so repeated solves reuse their
// pages. Elsewhere (WebAssembly, other systems) allocation is the standard one.
#pragma once

namespace tl::cli {

// Whether big allocations ask for 2 MB pages in this build. Calling it also
// keeps the replacement operator new in the link.
bool big_pages_enabled();

}  // namespace tl::cli
