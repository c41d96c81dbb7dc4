// worksheet_latex.cpp: the standalone worksheet document (see worksheet_latex.hpp).
#include "core/linear/explain/worksheet_latex.hpp"

#include <algorithm>

namespace tl {

std::string latex_escape(const std::string& s) {
  std::string o;
  for (std::size_t i = 0; i < s.size(); ++i) {
    const char ch = s[i];
    // A power of digits ("2^25") set as one; in the default font encoding
    // "|", "<" and ">" are other glyphs ("[A | b]" printed "[A - b]"), so
    // they are set as math.
    if (ch == '^' && i + 1 < s.size() && s[i + 1] >= '0' && s[i + 1] <= '9') {
      std::size_t j = i + 1;
      while (j < s.size() && s[j] >= '0' && s[j] <= '9') ++j;
      o += "\\textsuperscript{" + s.substr(i + 1, j - i - 1) + "}";
      i = j - 1;
      continue;
    }
    switch (ch) {
      case '|': o += "$|$"; break;
      case '<': o += "$<$"; break;
      case '>': o += "$>$"; break;
      case '\\': o += "\\textbackslash{}"; break;
      case '{':
      case '}':
      case '_':
      case '#':
      case '%':
      case '&':
      case '$':
        o += '\\';
        o += ch;
        break;
      case '^': o += "\\^{}"; break;
      case '~': o += "\\~{}"; break;
      default: o += ch;
    }
  }
  return o;
}

namespace {

// Buttons listed in the exercises at most; beyond, the student lists presses.
constexpr int kBlankButtonsMax = 64;

std::string answer_lines(int n) {
  std::string o = "\\par\\vspace{0.6\\baselineskip}\n";
  for (int i = 0; i < n; ++i) o += "\\noindent\\rule{\\linewidth}{0.4pt}\\par\\vspace{1.1\\baselineskip}\n";
  return o;
}

std::string arithmetic(int k) { return "mod $" + std::to_string(k) + "$"; }

std::string buttons_of(const std::vector<uint8_t>& v) {
  std::string o;
  for (std::size_t j = 0; j < v.size(); ++j) {
    if (!v[j]) continue;
    o += (o.empty() ? "" : ", ") + std::to_string(j + 1);
    if (v[j] > 1) o += " x" + std::to_string(v[j]);  // as the page writes a press count
  }
  return o;
}

std::string exercises(const WorksheetFacts& f) {
  const std::string mod = arithmetic(f.k);
  const std::string counts = f.k == 2 ? "$0$ or $1$" : "$0$ to $" + std::to_string(f.k - 1) + "$";
  std::string o = "\\section*{Exercises}\n\\begin{enumerate}\n";
  // Which way cell 1 is off matters mod k: b = goal - lights = 1 there.
  const std::string off =
      f.k == 2 ? "only cell $1$ differs from the goal"
               : "only cell $1$ differs from the goal: its light is $1$ below the goal's (mod $" + std::to_string(f.k) + "$)";
  o += "\\item A new position: " + off +
       ", so $\\mathbf{b}' = \\mathbf{e}_1$ ($b'_1 = 1$, every other entry $0$). Row-reduce $[A \\mid \\mathbf{b}']$ " + mod +
       ". Can it be solved? If so, how often is each button pressed (" + counts + ")?\n\n";
  if (f.buttons <= kBlankButtonsMax) {
    for (int j = 0; j < f.buttons; ++j)
      o += "$s'_{" + std::to_string(j + 1) + "} = $ \\underline{\\hspace{1.5em}}" + (j + 1 < f.buttons ? ",\\quad\n" : "\n");
    o += answer_lines(1);
  } else {
    o += "The buttons to press:\n" + answer_lines(2);
  }
  // Mod 2 a cell changes or not: "by how much" only where there is a how much.
  o += std::string(
           "\\item Check your answer: start from the goal, press the buttons of $\\mathbf{s}'$ and write down "
           "which cells changed") +
       (f.k == 2 ? "" : ", and by how much") + ". Which row of $A\\mathbf{s}'$ " + mod + " is not $0$?\n" + answer_lines(2);
  if (f.invertible) {
    o +=
        "\\item $A$ is invertible. Which column of $A^{-1}$ is your $\\mathbf{s}'$? Say in one sentence why.\n" + answer_lines(2);
  } else if (!f.quiet.empty()) {
    o += "\\item Pressing buttons " + buttons_of(f.quiet) + " is a quiet pattern. Add those columns of $A$ " + mod +
         " and show that no light changes. Why does every solvable position then have more than one solution?\n" +
         answer_lines(3);
  }
  o += "\\item Any other cell $c$: the row operations above do not depend on $\\mathbf{b}$. How would you solve "
       "$A\\mathbf{s} = \\mathbf{e}_c$ without choosing the operations again?\n" +
       answer_lines(3);
  o += "\\end{enumerate}\n";
  return o;
}

}  // namespace

std::string latex_worksheet(const std::string& title, const std::string& body, const WorksheetFacts& f) {
  const int widest = std::max(f.cells, f.buttons) + 1;
  std::string o = "% " + title + ", a worksheet from Toggle Lab; compile with pdflatex\n";
  o += "\\documentclass[a4paper,11pt]{article}\n\\usepackage[margin=2cm]{geometry}\n\\usepackage{amsmath}\n";
  // amsmath's pmatrix takes at most MaxMatrixCols (10) columns unless told.
  o += "\\setcounter{MaxMatrixCols}{" + std::to_string(std::max(10, widest)) + "}\n";
  o += "\\setlength{\\parindent}{0pt}\n\\setlength{\\parskip}{0.5\\baselineskip}\n";
  // Wide systems: smaller type and narrower columns so [A | b] fits the page.
  if (widest > 14) o += "\\setlength{\\arraycolsep}{" + std::string(widest > 28 ? "1pt" : "2pt") + "}\n";
  o += "\\begin{document}\n";
  if (widest > 28) o += "\\scriptsize\n";
  else if (widest > 14) o += "\\footnotesize\n";
  o += "\\section*{" + latex_escape(title) +
       "}\nName: \\underline{\\hspace{6cm}}\\hfill Date: "
       "\\underline{\\hspace{3cm}}\n\n";
  o += body;
  o += exercises(f);
  o += "\\end{document}\n";
  return o;
}

}  // namespace tl
