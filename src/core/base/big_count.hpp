// big_count.hpp: counts like 2^nullity (solutions) and 2^rank (reachable
// positions) as exact decimal text, for the CLI's JSON and the page.
#pragma once

#include <string>

namespace tl {

// 2^k in decimal ("1", "2", "4", ...). Past k = 65536 (a 256x256 board's
// rank; about 20,000 digits) the text is "2^k" instead of the digits.
std::string power_of_two_decimal(long long k);

}  // namespace tl
