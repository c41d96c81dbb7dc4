// browser_graphs.test.mjs: Lights Out beyond the square grid in real Chromium,
// for what only a browser shows: the drawings (a hexagon with its level-1
// ring, the Petersen graph, the editor's canvas, the cube as a turning 3D
// view) are drawn, each in a screenshot. The games on them (hints in the
// fewest presses, graph6 pasted, graphs drawn by the mouse and by a finger,
// the family atlas, a random 1024-vertex graph, the cube turned by drags) run
// headless in tests/app/app_graphs_test.cpp. Run from the repository root
// after `make web`.
import { test } from "node:test";
import { assert, assertEqual } from "./checks.mjs";
import { browserSuite, clickControl, openPage, settle, shot, state } from "./page_support.mjs";
import { decodePng, pixelStats } from "./png.mjs";

const { server, browser } = await browserSuite();

// moved to tests/app/app_graphs_test.cpp (AppGraphs.AHexagonOfSideThreeSolvedByFollowingHintsInTheFewestPresses): headless
// moved to tests/app/app_graphs_test.cpp (AppGraphs.TheCubesNetSolvedByHintsPressesWrappingOverTheEdges): headless
// moved to tests/app/app_graphs_test.cpp (AppGraphs.OnASmallPhoneAHexagonIsSolvedByTapsOnTheHints): headless
// moved to tests/app/app_graphs_test.cpp (AppGraphs.ThePetersenGraphPastedAsGraph6IntoThePickerOpensWithItsRank): headless
// moved to tests/app/app_graphs_test.cpp (AppGraphs.AGraphDrawnInTheEditorByTheMouseMoveDeleteUndo): headless
// moved to tests/app/app_graphs_test.cpp (AppGraphs.OnASmallPhoneAGraphDrawnByAFinger): headless
// moved to tests/app/app_graphs_test.cpp (AppGraphs.AGraph6PastedIntoTheEditorOpensUnderTheRulesInPlay): headless
// moved to tests/app/app_graphs_test.cpp (AppGraphs.TheAtlasOfHexagonsBySideAsTheCliComputesItABarOpensItsBoard): headless
// moved to tests/app/app_graphs_test.cpp (AppGraphs.ARandomThousandVertexGraphOpensWithTheFewestPressesAndAZoomedClickPresses): headless
// moved to tests/app/app_graphs_test.cpp (AppGraphs.TheCubeAsATurning3DViewSolvedByHintsTurnedByDrags): headless
// moved to tests/app/app_graphs_test.cpp (AppGraphs.OnASmallPhoneThe3DCubeTurnsUnderAFingersDragAndATapPressesASticker): headless

// The drawn pixels of the page now, saved as build/test-artifacts/NAME.png.
async function drawn(page, name) {
  await settle(page, 3);
  return pixelStats(decodePng((await shot(page, name)).buf)).nonBackground;
}

test("the graph boards are drawn: a hexagon with its ring, the Petersen graph, the editor, the 3D cube", async () => {
  const hexagon = await openPage(browser, server.url, { hash: "graph-hexagon3:1000000000000000001" });
  const s = await clickControl(hexagon, "Hint");
  assertEqual(s.hint_level, 1, "the level-1 ring shows");
  const hex = await drawn(hexagon, "graph-hexagon3-level1");
  assert(hex > 50000, `the hexagons are drawn (${hex} pixels)`);
  assertEqual(hexagon.errors, [], "console errors");
  await hexagon.context().close();

  const petersen = await openPage(browser, server.url, { hash: "graph-petersen:0000000000" });
  const pet = await drawn(petersen, "graph-petersen");
  assert(pet > 30000, `the graph is drawn (${pet} pixels)`);
  assertEqual(petersen.errors, [], "console errors");
  await petersen.context().close();

  const editor = await openPage(browser, server.url, { hash: "graph:00000,graph6=Dhc" });
  await clickControl(editor, "Why it works");
  assert((await clickControl(editor, "Edit the graph on the board")).graph_editor.editing, "the editor is on");
  const ed = await drawn(editor, "graph-editor");
  assert(ed > 20000, `the editor's canvas is drawn (${ed} pixels)`);
  assertEqual(editor.errors, [], "console errors");
  await editor.context().close();

  const cube = await openPage(browser, server.url, { hash: "graph-cube3:" + "0".repeat(54) });
  assert((await clickControl(cube, "Turning 3D view")).solid_view, "the 3D view is on");
  const cu = await drawn(cube, "graph-cube3-3d");
  assert(cu > 30000, `the cube is drawn (${cu} pixels)`);
  assertEqual((await state(cube)).moves, 0, "nothing pressed");
  assertEqual(cube.errors, [], "console errors");
  await cube.context().close();
});
