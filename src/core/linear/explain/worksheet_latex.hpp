// worksheet_latex.hpp: a LaTeX export made into a document that compiles on
// its own with pdflatex and only Debian's texlive-latex-base: the preamble
// (article, geometry, amsmath, color; matrices as wide as the system), the
// title with the puzzle's ID set so that it breaks instead of running over
// the margin, a name line, then the sheet. `togglelab explain ID --latex`
// and the page's Copy LaTeX both give this document.
#pragma once

#include <string>

namespace tl {

// A standalone document around `body`: `title` as the heading, `id` under
// it, a name line. `widest`: the most columns a printed matrix has (amsmath
// needs to be told past 10; type gets smaller past 14); 0 when the sheet
// prints none that wide.
std::string latex_worksheet(const std::string& title, const std::string& id, const std::string& body, int widest);

// Text for LaTeX's text mode: the ten special characters escaped.
std::string latex_escape(const std::string& s);

}  // namespace tl
