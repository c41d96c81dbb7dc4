// worksheet_latex.cpp: the standalone worksheet document (see worksheet_latex.hpp).
#include "core/linear/explain/worksheet_latex.hpp"

#include <algorithm>

namespace tl {

namespace {

bool alnum(char c) { return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

// The exponent or index after s[at] ('^' or '_') as the plain text writes
// it: "25", "-1", "d", "T" (an optional minus, then letters and digits), or
// a bracketed one, "(j + 1)", whose brackets the raised type makes
// needless. Empty where none follows (a caret or underscore on its own);
// `end` is where it ends.
std::string script_after(const std::string& s, std::size_t at, std::size_t& end) {
  std::size_t j = at + 1;
  if (j < s.size() && s[j] == '(') {
    const std::size_t close = s.find(')', j);
    if (close == std::string::npos || s.find('(', j + 1) < close || close == j + 1) return {};
    end = close + 1;
    return s.substr(j + 1, close - j - 1);
  }
  if (j < s.size() && s[j] == '-' && s[at] == '^') ++j;
  const std::size_t first = j;
  while (j < s.size() && alnum(s[j])) ++j;
  if (j == first) return {};
  end = j;
  return s.substr(at + 1, j - at - 1);
}

}  // namespace

std::string latex_escape(const std::string& s) {
  std::string o;
  for (std::size_t i = 0; i < s.size(); ++i) {
    const char ch = s[i];
    // A power ("2^25", "A^-1", "p^d", "2^(j + 1)") raised and an index
    // ("u_j") lowered, each a minus as a minus: a caret would print as an
    // accent and "A^-1" read "Aˆ-1" in the PDF. In the default font
    // encoding "|", "<" and ">" are other glyphs ("[A | b]" printed
    // "[A - b]"), so they are set as math.
    std::size_t end = 0;
    if ((ch == '^' || (ch == '_' && i > 0 && alnum(s[i - 1]))) && i + 1 < s.size()) {
      const std::string script = script_after(s, i, end);
      if (!script.empty()) {
        std::string inner;
        for (char c : script) inner += c == '-' ? std::string("$-$") : latex_escape(std::string(1, c));
        o += (ch == '^' ? "\\textsuperscript{" : "\\textsubscript{") + inner + "}";
        i = end - 1;
        continue;
      }
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

// An ID as typewriter text that may break after its separators: a custom
// board's ID runs to hundreds of characters with no space in it.
std::string breakable_id(const std::string& id) {
  std::string o;
  for (char ch : id) {
    o += latex_escape(std::string(1, ch));
    if (ch == '/' || ch == ',' || ch == '.' || ch == ':' || ch == '=') o += "\\allowbreak{}";
  }
  return o;
}

}  // namespace

std::string latex_worksheet(const std::string& title, const std::string& id, const std::string& body, int widest) {
  std::string o = "% " + title + " (" + id + "), a worksheet from Toggle Lab; compile with pdflatex\n";
  o += "\\documentclass[a4paper,11pt]{article}\n\\usepackage[margin=2cm]{geometry}\n\\usepackage{amsmath}\n\\usepackage{color}\n";
  // amsmath's pmatrix takes at most MaxMatrixCols (10) columns unless told.
  o += "\\setcounter{MaxMatrixCols}{" + std::to_string(std::max(10, widest)) + "}\n";
  o += "\\setlength{\\parindent}{0pt}\n\\setlength{\\parskip}{0.5\\baselineskip}\n";
  // Wide systems: smaller type and narrower columns so [A | b] fits the page.
  if (widest > 14) o += "\\setlength{\\arraycolsep}{" + std::string(widest > 28 ? "1pt" : "2pt") + "}\n";
  o += "\\begin{document}\n";
  if (widest > 28) o += "\\scriptsize\n";
  else if (widest > 14) o += "\\footnotesize\n";
  o += "\\section*{" + latex_escape(title) + "}\n";
  o += "{\\raggedright\\small\\texttt{" + breakable_id(id) + "}\\par}\n";
  o += "Name: \\underline{\\hspace{6cm}}\\hfill Date: \\underline{\\hspace{3cm}}\n\n";
  o += body;
  o += "\\end{document}\n";
  return o;
}

}  // namespace tl
