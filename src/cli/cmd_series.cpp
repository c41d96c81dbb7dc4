// cmd_series.cpp: `togglelab series NAME [--json]` (a graded series: its
// levels with their par and puzzle ID) and `togglelab daily [--date
// YYYY-MM-DD] [--machine NAME] [--json]` (the day's puzzle ID; the default series
// without --machine).
#include <cstdio>
#include <cstring>
#include <ctime>
#include <string>

#include "cli/commands.hpp"
#include "cli/puzzle_args.hpp"
#include "core/base/json_writer.hpp"
#include "core/progress/series.hpp"

namespace tl::cli {

int cmd_series(int argc, char** argv) {
  const bool json = wants_json(argc, argv);
  std::string name;
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--json") == 0) continue;
    if (argv[i][0] == '-' || !name.empty())
      return fail("series", json, std::string("unexpected '") + argv[i] + "'; usage: series NAME [--json]");
    name = argv[i];
  }
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
  if (!s) return fail("series", json, s.error().message);
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
  const bool json = wants_json(argc, argv);
  if (std::string r = repeated_option(argc, argv); !r.empty()) return fail("daily", json, r + " is given twice");
  std::string name = default_series().name, date_arg;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--json") continue;
    if ((a == "--date" || a == "--machine") && i + 1 < argc) {
      (a == "--date" ? date_arg : name) = argv[++i];
      continue;
    }
    return fail("daily", json, "unexpected '" + a + "'; usage: daily [--date YYYY-MM-DD] [--machine NAME] [--json]");
  }
  Date date;
  if (date_arg.empty()) {  // today, on this machine's clock and time zone
    const std::time_t now = std::time(nullptr);
    std::tm local{};
    localtime_r(&now, &local);
    date = Date{local.tm_year + 1900, local.tm_mon + 1, local.tm_mday};
  } else {
    const Result<Date> d = parse_date(date_arg);
    if (!d) return fail("daily", json, d.error().message);
    date = *d;
  }
  const Result<Daily> d = make_daily(date, name);
  if (!d) return fail("daily", json, d.error().message);
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
