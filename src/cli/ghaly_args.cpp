// ghaly_args.cpp: parsing `togglelab ghaly ...` arguments (see ghaly_args.hpp).
#include "cli/ghaly_args.hpp"
#include "cli/puzzle_args.hpp"

#include <cstdlib>
#include <cstring>
#include <string_view>

#include "core/base/bits_text.hpp"
#include "core/ghaly/ghaly_machine.hpp"
#include "core/registry/registry.hpp"

namespace tl::cli {

namespace {

// N from how many cells the W text holds (16 -> 4, 64 -> 8), 0 if neither.
int size_from_bits(std::string_view text) {
  std::size_t cells = 0;
  if (!text.empty() && text[0] == 'x') cells = (text.size() - 1) * 4;
  else
    for (char c : text) cells += (c == '0' || c == '1');
  return cells == 16 ? 4 : cells == 64 ? 8 : 0;
}

// N from a one-line permutation's length (8 images -> 4, 16 -> 8), 0 if neither.
int size_from_perm(std::string_view text) {
  std::size_t images = text.find('.') == std::string_view::npos ? text.size() : 1;
  for (char c : text) images += (c == '.');
  return images == 8 ? 4 : images == 16 ? 8 : 0;
}

}  // namespace

Result<GhalyArgs> parse_ghaly_args(int argc, char** argv, int from, bool need_W, bool need_assignment) {
  GhalyArgs out;
  const char* W_text = nullptr;
  const char* sigma_text = nullptr;
  const char* tau_text = nullptr;
  const char* id = nullptr;
  if (std::string twice = repeated_option(argc, argv, from); !twice.empty())
    return Error{0, "option " + twice + " is given twice; give it once"};
  for (int i = from; i < argc; ++i) {
    const std::string_view arg = argv[i];
    auto value = [&](const char*& slot) -> bool {
      if (i + 1 >= argc) return false;
      slot = argv[++i];
      return true;
    };
    const char* v = nullptr;
    if (arg == "--json") out.json = true;
    else if (arg == "--any") out.any = true;
    else if (arg == "--W" || arg == "--w") {
      if (!value(W_text)) return Error{0, "--W needs the wiring matrix's bits"};
    } else if (arg == "--sigma") {
      if (!value(sigma_text)) return Error{0, "--sigma needs a permutation, e.g. 12345678"};
    } else if (arg == "--tau") {
      if (!value(tau_text)) return Error{0, "--tau needs a permutation, e.g. 12345678"};
    } else if (arg == "--n") {
      if (!value(v) || (std::strcmp(v, "4") != 0 && std::strcmp(v, "8") != 0)) return Error{0, "--n must be 4 or 8"};
      out.n = v[0] - '0';
    } else if (arg == "--seed") {
      char* end = nullptr;
      if (!value(v) || !*v || (out.seed = std::strtoull(v, &end, 10), *end)) return Error{0, "--seed needs a whole number"};
    } else if (arg == "--trials") {
      if (!value(v) || (out.trials = std::atoi(v)) < 1) return Error{0, "--trials needs a positive whole number"};
    } else if (arg == "--budget") {
      if (!value(v) || !(out.budget = std::atof(v), out.budget > 0)) return Error{0, "--budget needs seconds, e.g. 1"};
    } else if (arg.find(':') != std::string_view::npos && !id) id = argv[i];
    else return Error{0, "unknown argument '" + std::string(arg) + "'"};
  }

  if (id) {
    if (W_text || sigma_text || tau_text) return Error{0, "give either a puzzle ID or --W/--sigma/--tau, not both"};
    auto puzzle = parse_puzzle_id(id);
    if (!puzzle) return Error{0, "bad puzzle ID " + puzzle.error().describe()};
    const GhalyMachine* ghaly = puzzle->machine->ghaly();
    if (!ghaly) return Error{0, "not a wiring puzzle: " + std::string(id) + " (IDs look like ghaly4:<W>,s=<sigma>,t=<tau>)"};
    if (out.n && out.n != ghaly->n()) return Error{0, "--n disagrees with the ID's size"};
    out.n = ghaly->n();
    out.W = puzzle->position.state;
    out.assignment = ghaly->assignment();
    return out;
  }

  if (!out.n && W_text) out.n = size_from_bits(W_text);
  if (!out.n && sigma_text) out.n = size_from_perm(sigma_text);
  if (!out.n && tau_text) out.n = size_from_perm(tau_text);
  if (!out.n) {
    if (W_text) return Error{0, "--W: expected 16 cells (4x4) or 64 cells (8x8), or give --n"};
    out.n = 4;
  }
  if (W_text) {
    auto W = parse_bits(W_text, std::size_t(out.n * out.n), out.n, 0);
    if (!W) return Error{0, "--W: " + W.error().describe()};
    out.W = *W;
  } else if (need_W) {
    return Error{0, "expected --W BITS (the wiring matrix, " + std::to_string(out.n * out.n) + " bits) or a ghaly puzzle ID"};
  }
  if (sigma_text && tau_text) {
    auto sigma = ghaly::parse_assignment_perm(sigma_text, out.n, "sigma", 0);
    if (!sigma) return Error{0, "--sigma: " + sigma.error().describe()};
    auto tau = ghaly::parse_assignment_perm(tau_text, out.n, "tau", 0);
    if (!tau) return Error{0, "--tau: " + tau.error().describe()};
    out.assignment = ghaly::Assignment{*sigma, *tau};
  } else if (need_assignment || sigma_text || tau_text) {
    return Error{0, "expected both --sigma P and --tau P (one-line permutations of 1.." + std::to_string(2 * out.n) + ", e.g. " +
                        ghaly::format_one_line(ghaly::identity(2 * out.n)) + ") or a ghaly puzzle ID"};
  }
  return out;
}

}  // namespace tl::cli
