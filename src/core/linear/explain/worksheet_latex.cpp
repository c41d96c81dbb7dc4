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
