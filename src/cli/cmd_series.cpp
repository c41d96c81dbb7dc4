// cmd_series.cpp: `togglelab series NAME [--json]` (a graded series: its
// levels with their par and puzzle ID) and `togglelab daily [--date
// YYYY-MM-DD] [--series NAME] [--json]` (the day's puzzle ID; the default series
// without --series).
#include <cstdio>
#include <ctime>
#include <string>

#include "cli/commands.hpp"
#include "cli/puzzle_args.hpp"
#include "core/base/json_writer.hpp"
#include "core/progress/series.hpp"

namespace tl::cli {

int cmd_series(int argc, char** argv) {
  CommandLine cl("series", "The graded series (no NAME: their names), each level with its par and puzzle ID.");
  cl.add_json();
  std::string name;
  std::string flag_name;
  cl.app().add_option("NAME", name, "a series (no NAME: the list of them)")->type_name("");
  cl.app().add_option("--series", flag_name, "the same as NAME, as daily takes it")->type_name("NAME");
  if (auto status = cl.parse(argc, argv)) return *status;
  const bool json = cl.json();
  if (!flag_name.empty() && !name.empty()) return cl.fail("give the series once: NAME or --series NAME");
  if (name.empty()) name = flag_name;
  if (name.empty()) {
    if (json) {
      JsonWriter w;
      w.begin_array();
      for (const SeriesSpec& s : all_series())
        w.begin_object().key("name").value(s.name).key("title").value(s.title).end_object();
      std::printf("%s\n", w.end_array().str().c_str());
    } else {
      for (const SeriesSpec& s : all_series()) std::printf("%-14s %s\n", s.name.c_str(), s.title.c_str());
    }
    return 0;
  }
  const Result<Series> s = make_series(name);
  if (!s) return cl.fail(s.error().message);
  if (json) {
    JsonWriter w;
    w.begin_object().key("name").value(s->spec.name).key("title").value(s->spec.title).key("version").value(kSeriesVersion);
    w.key("graded_by").value(s->from_census ? "census" : "solver").key("top").value(s->top).key("levels").begin_array();
    for (const Level& l : s->levels)
      w.begin_object().key("level").value(l.number).key("par").value(l.par).key("id").value(l.id).end_object();
    w.end_array().end_object();
    std::printf("%s\n", w.str().c_str());
    return 0;
  }
  std::printf("%s (series v%d, pars %s)\nlevel  par  puzzle ID\n", s->spec.title.c_str(), kSeriesVersion,
              s->from_census ? "from the board's census" : "proven by the solver");
  for (const Level& l : s->levels) std::printf("%5d  %3d  %s\n", l.number, l.par, l.id.c_str());
  return 0;
}

int cmd_daily(int argc, char** argv) {
  CommandLine cl("daily", "The day's puzzle ID: the same for everyone on that date.");
  cl.add_json();
  std::string name = default_series().name, date_arg, machine;
  cl.app().add_option("--date", date_arg, "the day (default today, on this machine's clock)")->type_name("YYYY-MM-DD");
  cl.app()
      .add_option("--series", name, "the series the puzzle is drawn from (default " + name + "; togglelab series lists them)")
      ->type_name("NAME");
  // Before --series, daily read a series under --machine, where every other
  // command reads a machine kind. Still taken, with a word, for one release.
  cl.app().add_option("--machine", machine, "the old name of --series (taken until the next release)")->type_name("NAME");
  if (auto status = cl.parse(argc, argv)) return *status;
  const bool json = cl.json();
  if (!machine.empty()) {
    if (cl.given("--series")) return cl.fail("give --series only (--machine is its old name)");
    std::fprintf(stderr,
                 "togglelab daily: --machine names a series here and is now --series; --machine goes in the next release\n");
    name = machine;
  }
  Date date;
  if (date_arg.empty()) {  // today, on this machine's clock and time zone
    const std::time_t now = std::time(nullptr);
    std::tm local{};
    localtime_r(&now, &local);
    date = Date{local.tm_year + 1900, local.tm_mon + 1, local.tm_mday};
  } else {
    const Result<Date> d = parse_date(date_arg);
    if (!d) return cl.fail(d.error().message);
    date = *d;
  }
  const Result<Daily> d = make_daily(date, name);
  if (!d) return cl.fail(d.error().message);
  if (json) {
    JsonWriter w;
    w.begin_object().key("date").value(date_text(d->date)).key("machine").value(d->spec.name).key("title").value(d->spec.title);
    w.key("version").value(kDailyVersion).key("par").value(d->par).key("id").value(d->id).end_object();
    std::printf("%s\n", w.str().c_str());
    return 0;
  }
  std::printf("%s\n", d->id.c_str());
  return 0;
}

}  // namespace tl::cli
