// graph6.hpp: the graph6 text form of a graph (McKay's format, as nauty,
// networkx and Sage read and write it), so a graph goes in and out of
// those tools unchanged.
//
//   graph6 = [ ">>graph6<<" ] N(n) R(x)
//   N(n)   = one byte n + 63                       for 0 <= n <= 62
//          | "~" and three bytes, 6 bits each      for 63 <= n <= 258047
//   R(x)   = the upper triangle x(0,1), x(0,2), x(1,2), x(0,3), ... in
//            columns, 6 bits a byte (first bit high), each byte + 63; the
//            last byte padded with 0 bits
//
// Every byte is one of '?' (63) .. '~' (126). Reading is strict, so that a
// string read and written again is the same string: the shortest size form,
// the exact length, zero padding.
#pragma once

#include <string>
#include <string_view>

#include "core/base/result.hpp"
#include "core/graph/graph.hpp"

namespace tl {

// The format's name: the JSON key and ID field that hold a graph in it.
inline constexpr const char* kGraph6 = "graph6";

// Reads graph6 text of at most `max_vertices` vertices; `offset` is added to
// error positions (the text's place in a whole puzzle ID).
Result<Graph> parse_graph6(std::string_view text, int max_vertices, std::size_t offset = 0);
// Writes it, without the optional header.
std::string format_graph6(const Graph& g);

}  // namespace tl
