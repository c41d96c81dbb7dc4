// export_writer.cpp: plain text and LaTeX (see export_writer.hpp).
#include "core/linear/explain/export_writer.hpp"

#include <algorithm>

#include "core/linear/explain/worksheet_latex.hpp"

namespace tl {

//-----------------------------------------------------------------------------
// [SECTION] Plain text
//-----------------------------------------------------------------------------

void TextWriter::heading(const std::string& t) { out += "\n== " + t + " ==\n"; }
void TextWriter::para(const std::string& t) { out += t + "\n"; }
void TextWriter::rich(const std::string& t, const std::string&) { out += t + "\n"; }
void TextWriter::math_line(const std::string& t, const std::string&) { out += "  " + t + "\n"; }

void TextWriter::matrix(const std::string& name, const std::string&, const ModMatrix& m, int bar,
                        const std::vector<std::pair<int, int>>&) {
  out += name.empty() ? "" : name + " =\n";
  for (int r = 0; r < m.rows(); ++r) {
    out += "  ";
    for (int c = 0; c < m.cols(); ++c) {
      if (c) out += ' ';
      if (c == bar) out += "| ";
      out += std::to_string(m.get(r, c));
    }
    out += '\n';
  }
}

void TextWriter::column(const std::string& name, const std::string&, const ZkVec& v) {
  out += name + " = (";
  for (std::size_t i = 0; i < v.size(); ++i) out += std::string(i ? " " : "") + std::to_string(v[i]);
  out += ")^T\n";
}

void TextWriter::list_item(const std::string& t) { out += "  " + t + "\n"; }
void TextWriter::rich_item(const std::string& t, const std::string&) { out += "  " + std::to_string(++items) + ". " + t + "\n"; }
void TextWriter::step_item(std::size_t n, const std::string& t) { out += "  " + std::to_string(n) + ". " + t + "\n"; }

void TextWriter::boards(const std::vector<BoardPicture>& bs, double) {
  for (const BoardPicture& b : bs) out += b.caption + ":\n" + text_board(b);
}

void TextWriter::pictures(const std::vector<Snapshot>& ms, double) {
  for (const Snapshot& s : ms) {
    out += s.caption + ":\n";
    matrix("", "", *s.picture.m, s.picture.bar, {});
  }
}

void TextWriter::room(int lines) {
  for (int i = 0; i < lines; ++i) out += "    ____________________________________________\n";
}

//-----------------------------------------------------------------------------
// [SECTION] LaTeX (amsmath)
//-----------------------------------------------------------------------------

void LatexWriter::heading(const std::string& t) { out += "\n\\subsection*{" + latex_escape(t) + "}\n"; }
void LatexWriter::para(const std::string& t) { out += latex_escape(t) + "\n\n"; }
void LatexWriter::rich(const std::string&, const std::string& l) { out += l + "\n\n"; }
void LatexWriter::math_line(const std::string&, const std::string& l) { out += "\\[ " + l + " \\]\n"; }

// Rows one per line ("1 & 0 & 1 \\"), as Arnold and Blaszak prints its matrices.
void LatexWriter::rows(const ModMatrix& m, const std::vector<std::pair<int, int>>& bold) {
  for (int r = 0; r < m.rows(); ++r) {
    for (int c = 0; c < m.cols(); ++c) {
      if (c) out += " & ";
      bool b = std::find(bold.begin(), bold.end(), std::pair(r, c)) != bold.end();
      const std::string v = std::to_string(m.get(r, c));
      out += b ? "\\mathbf{" + v + "}" : v;
    }
    out += r + 1 < m.rows() ? " \\\\\n" : "\n";
  }
}

void LatexWriter::matrix(const std::string&, const std::string& name, const ModMatrix& m, int bar,
                         const std::vector<std::pair<int, int>>& bold) {
  out += "\\[\n" + (name.empty() ? std::string() : name + " = ");
  if (bar < 0) {
    out += "\\begin{pmatrix}\n";
    rows(m, bold);
    out += "\\end{pmatrix}\n\\]\n";
    return;
  }
  // An augmented matrix: pmatrix has no column rules, an array inside
  // parentheses does.
  out +=
      "\\left(\\begin{array}{" + std::string(std::size_t(bar), 'c') + "|" + std::string(std::size_t(m.cols() - bar), 'c') + "}\n";
  rows(m, bold);
  out += "\\end{array}\\right)\n\\]\n";
}

void LatexWriter::pmatrix_column(const std::string& name, const ZkVec& v) {
  out += name + " = \\begin{pmatrix} ";
  for (std::size_t i = 0; i < v.size(); ++i) out += std::string(i ? " \\\\ " : "") + std::to_string(v[i]);
  out += " \\end{pmatrix}\n";
}

void LatexWriter::column(const std::string&, const std::string& name, const ZkVec& v) {
  out += "\\[\n";
  pmatrix_column(name, v);
  out += "\\]\n";
}

void LatexWriter::columns(const std::vector<NamedColumn>& cs) {
  out += "\\[\n";
  for (std::size_t i = 0; i < cs.size(); ++i) {
    if (i) out += "\\qquad\n";
    pmatrix_column(cs[i].name_latex, *cs[i].v);
  }
  out += "\\]\n";
}

// The environment opens at its first item: an enumerate with no \item
// stops pdflatex ("perhaps a missing \item"), and the steps' list is broken
// and reopened around every matrix, even after the last step.
void LatexWriter::end_list() {
  if (list_open) out += "\\end{enumerate}\n";
  list_open = list_pending = false;
}

void LatexWriter::item(const std::string& label) {
  if (list_pending && !list_open) out += "\\begin{enumerate}\n";
  list_open = true;
  out += "  \\item" + label + " ";
}

void LatexWriter::list_item(const std::string& t) {
  item("");
  out += latex_escape(t) + "\n";
}

void LatexWriter::rich_item(const std::string&, const std::string& l) {
  item("");
  out += l + "\n";
}

// Explicit labels: the list is broken by the matrices between the steps.
void LatexWriter::step_item(std::size_t n, const std::string& t) {
  item("[" + std::to_string(n) + ".]");
  out += latex_escape(t) + "\n";
}

void LatexWriter::boards(const std::vector<BoardPicture>& bs, double width_mm) {
  out += "\\par\\noindent\n";
  for (const BoardPicture& b : bs) {
    const double cell = board_cell_mm(b.cols, width_mm - 2);
    // A caption needs about 24 mm whatever the board's size.
    const double box = std::max(cell * b.cols + 2, 26.0);
    out += latex_captioned(latex_board(b, cell), latex_escape(b.caption), box) + "\\hspace{1mm}\n";
  }
  out += "\\par\n";
}

void LatexWriter::pictures(const std::vector<Snapshot>& ms, double width_mm) {
  out += "\\par\\noindent\n";
  for (const Snapshot& s : ms) {
    const double cell = matrix_cell_mm(s.picture, width_mm - 2);
    out += latex_captioned(latex_matrix(s.picture, cell), latex_escape(s.caption), width_mm) + "\\hspace{1mm}\n";
  }
  out += "\\par\n";
}

void LatexWriter::room(int lines) {
  out += "\\par\\vspace{0.6\\baselineskip}\n";
  for (int i = 0; i < lines; ++i) out += "\\noindent\\rule{\\linewidth}{0.4pt}\\par\\vspace{1.1\\baselineskip}\n";
}

}  // namespace tl
