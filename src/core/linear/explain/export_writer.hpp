// export_writer.hpp: the two formats of a worksheet, plain text and LaTeX,
// behind one interface. They differ only in how a heading, a matrix, a
// vector, a board and the room to write look; every sheet (the full
// elimination, the student sheet, the answer key) is written once against
// Writer and comes out in both.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "core/linear/explain/mod_matrix.hpp"
#include "core/linear/explain/sheet_pictures.hpp"

namespace tl {

struct Writer {
  virtual ~Writer() = default;
  virtual void heading(const std::string& text) = 0;
  virtual void para(const std::string& text) = 0;  // plain words (escaped in LaTeX)
  // The same paragraph written for each format: words and formulas in LaTeX.
  virtual void rich(const std::string& text_form, const std::string& latex_form) = 0;
  virtual void math_line(const std::string& text_form, const std::string& latex_form) = 0;
  // `bar_before`: a rule before that column ([A | b]); -1 for none. `bold`
  // marks pivot entries (row, col) like Arnold and Blaszak's U.
  virtual void matrix(const std::string& name_text, const std::string& name_latex, const ModMatrix& m, int bar_before,
                      const std::vector<std::pair<int, int>>& bold) = 0;
  virtual void column(const std::string& name_text, const std::string& name_latex, const ZkVec& v) = 0;
  // Several columns side by side where the format can (LaTeX), else one after another.
  struct NamedColumn {
    std::string name_text, name_latex;
    const ZkVec* v;
  };
  virtual void columns(const std::vector<NamedColumn>& cs) {
    for (const NamedColumn& c : cs) column(c.name_text, c.name_latex, *c.v);
  }
  virtual void list_item(const std::string& text) = 0;
  // A numbered item (an exercise) in both forms.
  virtual void rich_item(const std::string& text_form, const std::string& latex_form) = 0;
  virtual void step_item(std::size_t number, const std::string& text) = 0;  // numbered from 1 across breaks
  virtual void begin_list() = 0;
  virtual void end_list() = 0;

  // Boards side by side, each `width_mm` wide at most (LaTeX), with captions.
  virtual void boards(const std::vector<BoardPicture>& bs, double width_mm) = 0;
  // A matrix as a picture `width_mm` wide at most (digits where they fit);
  // in text, its digits.
  struct Snapshot {
    std::string caption;
    MatrixPicture picture;
  };
  virtual void pictures(const std::vector<Snapshot>& ms, double width_mm) = 0;
  // Lines left blank to write on.
  virtual void room(int lines) = 0;
  // Whether pictures come out as drawings (LaTeX), not as digits again.
  virtual bool vector_pictures() const { return false; }
  std::string out;
};

struct TextWriter : Writer {
  void heading(const std::string& t) override;
  void para(const std::string& t) override;
  void rich(const std::string& t, const std::string&) override;
  void math_line(const std::string& t, const std::string&) override;
  void matrix(const std::string& name, const std::string&, const ModMatrix& m, int bar,
              const std::vector<std::pair<int, int>>&) override;
  void column(const std::string& name, const std::string&, const ZkVec& v) override;
  void begin_list() override { items = 0; }
  void end_list() override {}
  void list_item(const std::string& t) override;
  void rich_item(const std::string& t, const std::string&) override;
  void step_item(std::size_t n, const std::string& t) override;
  void boards(const std::vector<BoardPicture>& bs, double) override;
  void pictures(const std::vector<Snapshot>& ms, double) override;
  void room(int lines) override;

 private:
  int items = 0;  // rich items numbered in their list, as LaTeX's enumerate does
};

struct LatexWriter : Writer {
  void heading(const std::string& t) override;
  void para(const std::string& t) override;
  void rich(const std::string&, const std::string& l) override;
  void math_line(const std::string&, const std::string& l) override;
  void matrix(const std::string&, const std::string& name, const ModMatrix& m, int bar,
              const std::vector<std::pair<int, int>>& bold) override;
  void column(const std::string&, const std::string& name, const ZkVec& v) override;
  void columns(const std::vector<NamedColumn>& cs) override;
  void begin_list() override { list_pending = true; }
  void end_list() override;
  void list_item(const std::string& t) override;
  void rich_item(const std::string&, const std::string& l) override;
  void step_item(std::size_t n, const std::string& t) override;
  void boards(const std::vector<BoardPicture>& bs, double width_mm) override;
  void pictures(const std::vector<Snapshot>& ms, double width_mm) override;
  void room(int lines) override;
  bool vector_pictures() const override { return true; }

 private:
  void rows(const ModMatrix& m, const std::vector<std::pair<int, int>>& bold);
  void pmatrix_column(const std::string& name, const ZkVec& v);
  void item(const std::string& label);
  bool list_pending = false, list_open = false;
};

}  // namespace tl
