// ghaly_args.cpp: parsing `togglelab ghaly ...` arguments (see ghaly_args.hpp).
#include "cli/ghaly_args.hpp"

#include <cstdlib>
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

GhalyCommandLine::GhalyCommandLine(std::string name, std::string about, GhalyReads reads)
    : CommandLine(std::move(name), std::move(about)), reads_(reads) {
  add_json();
  CLI::App& app = this->app();
  if (reads_.wiring) {
    app.add_option("ID", id_, "a ghaly puzzle ID (ghaly4:<W>,s=<sigma>,t=<tau>) instead of the flags")->type_name("");
    app.add_option("--W,--w", W_, "the wiring matrix, row-major 0/1 ('/' between rows optional) or x+hex; its length gives N")
        ->type_name("BITS");
  }
  if (reads_.assignment) {
    app.add_option("--sigma", sigma_, "the assignment's sigma, a one-line permutation of 1..2N")->type_name("P");
    app.add_option("--tau", tau_, "the assignment's tau, a one-line permutation of 1..2N")->type_name("P");
  }
  if (reads_.wiring || reads_.draw)
    app.add_option("--n", n_, "the machine's size, 4 or 8 (default: from the other flags, else 4)")
        ->type_name("4|8")
        ->check([](const std::string& t) -> std::string { return t == "4" || t == "8" ? "" : "must be 4 or 8, got '" + t + "'"; },
                "");
  if (reads_.draw || reads_.trials) add_u64("--seed", &out_.seed, "the random draws' seed");
  if (reads_.draw) add_flag("--any", &out_.any, "any puzzle, not only solvable ones");
  if (reads_.trials) {
    add_int("--trials", &out_.trials, 1, 1000000, "how many 8x8 puzzles to solve");
    app.add_option("--budget", out_.budget, "seconds a solve may take (default 1)")
        ->type_name("SECONDS")
        ->check(
            [](const std::string& t) -> std::string {
              char* end = nullptr;
              const double v = std::strtod(t.c_str(), &end);
              return !t.empty() && !*end && v > 0 && v <= 3600 ? ""
                                                               : "must be seconds, more than 0 and at most 3600, got '" + t + "'";
            },
            "");
  }
}

Result<GhalyArgs> GhalyCommandLine::args() {
  GhalyArgs& out = out_;
  out.json = json();
  out.n = n_;
  const char* W_text = W_.empty() ? nullptr : W_.c_str();
  const char* sigma_text = sigma_.empty() ? nullptr : sigma_.c_str();
  const char* tau_text = tau_.empty() ? nullptr : tau_.c_str();
  const char* id = id_.empty() ? nullptr : id_.c_str();
  if (!reads_.wiring) {  // new, image, census, bench: no machine given
    if (!out.n) out.n = 4;
    return out;
  }
  if (id) {
    if (W_text || sigma_text || tau_text) return Error{0, "give either a puzzle ID or --W/--sigma/--tau, not both"};
    auto puzzle = parse_puzzle_id(id);
    if (!puzzle) return Error{0, "bad puzzle ID " + puzzle.error().describe()};
    const WiringView* wiring = puzzle->machine->wiring();
    if (!wiring) return Error{0, "not a wiring puzzle: " + std::string(id) + " (IDs look like ghaly4:<W>,s=<sigma>,t=<tau>)"};
    const WiringRules rules = wiring->rules();
    if (out.n && out.n != rules.n) return Error{0, "--n disagrees with the ID's size"};
    out.n = rules.n;
    out.W = puzzle->position.state;
    out.assignment = {rules.sigma, rules.tau};
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
  } else {  // an action that reads the wiring needs it
    return Error{0, "expected --W BITS (the wiring matrix, " + std::to_string(out.n * out.n) + " bits) or a ghaly puzzle ID"};
  }
  if (sigma_text && tau_text) {
    auto sigma = ghaly::parse_assignment_perm(sigma_text, out.n, "sigma", 0);
    if (!sigma) return Error{0, "--sigma: " + sigma.error().describe()};
    auto tau = ghaly::parse_assignment_perm(tau_text, out.n, "tau", 0);
    if (!tau) return Error{0, "--tau: " + tau.error().describe()};
    out.assignment = ghaly::Assignment{*sigma, *tau};
  } else if (reads_.assignment || sigma_text || tau_text) {
    return Error{0, "expected both --sigma P and --tau P (one-line permutations of 1.." + std::to_string(2 * out.n) + ", e.g. " +
                        ghaly::format_one_line(ghaly::identity(2 * out.n)) + ") or a ghaly puzzle ID"};
  }
  return out;
}

}  // namespace tl::cli
