// worksheet_latex.hpp: a LaTeX export made into a worksheet that compiles on
// its own: the preamble (article, amsmath, matrices as wide as the system),
// the export's body, and exercises left blank for the student, the same for
// 2 states and k states. `togglelab explain ID --latex` and the page's Copy
// LaTeX both give this document.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace tl {

// What the exercises ask about; nothing here is the answer to them.
struct WorksheetFacts {
  int k = 2;  // states per cell (2: arithmetic mod 2)
  int cells = 0, buttons = 0;
  bool invertible = false;     // A square with an inverse mod k
  std::vector<uint8_t> quiet;  // one quiet pattern (press counts per button); empty: none to show
};

// A standalone document around `body` (LaTeX written for amsmath): title,
// a name line, the body, then the exercises.
std::string latex_worksheet(const std::string& title, const std::string& body, const WorksheetFacts& facts);

// Text for LaTeX's text mode: the ten special characters escaped.
std::string latex_escape(const std::string& s);

}  // namespace tl
