# ctest_costs.cmake: the longest tests, started first. CTest orders a
# parallel run by each test's time in its last run, and a fresh build folder
# (every fresh clone, CI's) has none: the tests then start in the order they
# were defined, and a 20-second test defined late ran alone at the end while
# the other core sat idle. The figures are seconds, natively or under the
# sanitizers (build/asan), whichever is more; a name the build does not have
# is passed over. Included after the test programs' discovered tests
# (CMakeLists.txt); CliMemory and Docs.ExamplesRun get theirs there.
set_tests_properties(
  BoardCorpus.TheReadersFiguresByLookAndSize
  PROPERTIES COST 24)
set_tests_properties(
  AppSoak.BigBoardsLoadedAgainAndAgainKeepAFewAndSaySo
  AppStatistics.RecordsSetAsideAreReadBackFromTheStatistics
  PhotoCorpus.ThroughJpegTheCellsReadAsTheyDoUncompressed
  PROPERTIES COST 15)
set_tests_properties(
  AppTopology.TheKleinBottleAtlasAgreesWithTheAnalysisAndABarOpensItsBoard
  BoardCorpus.LightsOfThreeAndFourStates
  AllLitTable.TheSolverProvesEveryTableEntry
  CliPeriods.AllLitPeriodsMatchADirectIterationPlainAndTorus
  AppTouchTargets.EveryControlIsAFingerWideAndHigh
  PROPERTIES COST 8)
set_tests_properties(
  ModkBruteForce.EveryPositionOfEverySmallBoard
  QuietSearch.EveryBoardUpTo64EqualsTheGrayCodeWalk
  BoardReader.CountsTheRowsAndColumnsOfThePhotographedBoards
  BoardReader.ReadsThePhotographedBoardsCorners
  AppSoak.ThousandsOfRandomActionsOverEveryMachine
  Dynamics.ThePeriodFollowedBackwardsIsTheOrbitsPeriod
  PROPERTIES COST 5)
