package gui

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"

	"frontier/core/cache"
	"frontier/core/numfmt"
	"frontier/gui/kit"
)

// guideText is the in-app guide, in the Markdown Fyne renders well:
// headings, paragraphs, lists and bold; no tables, no italics. An
// asterisk, as in A*, is written * so that it is never read as emphasis.
const guideText = `# Frontier

Frontier lets you watch classical search algorithms solve puzzles, and measure them. Each tab is one puzzle, plus the Lab for experiments.

## Sliding puzzle

- Choose the **board** (2×2 to 5×5), the **goal** (blank first, blank last, or a custom goal you type) and whether the blank may also move **diagonally**.
- Type a **state** (such as b12 345 678, or 1 2 3 / 4 5 6 / 7 8 0) and press **Load**, or make one with **Randomize**: a seeded random walk from the goal, or a uniformly random position.
- Choose an **engine** and, for A*, IDA*, Greedy and Beam, a **heuristic** (the info button ℹ beside it says what it estimates; one that can overestimate is marked not admissible). A* and IDA* with an admissible heuristic (Manhattan, for instance) return a shortest path; BFS, IDS and UCS do too, more slowly; DFS, Greedy and Beam do not promise one. Under the engine, **Pruning** chooses which children it drops: none (tree search: a state is searched once per path, and a cycle is followed until the node limit), parent (the move straight back), path (a child already on its own path, a cycle) or graph (a state already reached); BFS also chooses when it tests for the goal, as a node is generated or expanded. The choices differ in the nodes counted, never in the promise; a result that is not guaranteed optimal says why.
- Press **Solve** (Ctrl+Enter). The numbers update while the search runs; **Cancel** (Esc) stops it.
- Press **Play** (Space) to watch the path: each tile slides to its new square. The buttons go to the start, one move back, one forward and to the end; **1 min** plays the rest of a long path in about a minute.
- Click a tile next to the blank, or press the arrow keys (they move the blank), to play by hand.

## 2×2×2 cube

- The net shows the cube as you hold it: U on top, then L, F, R and B, and D at the bottom.
- Type the 24 stickers, turn faces with the buttons, or scramble it with moves such as R U F' R2 (a letter turns that face clockwise as you look at it; ' is counter-clockwise, 2 a half turn). **Randomize** draws a seeded random scramble, written in the scramble box, or a uniformly random cube.
- Solutions are printed for the cube as you hold it. While a path plays, the face being turned is outlined and its stickers change colour.
- The **exact** heuristic looks every position up in a table of all 3,674,160 positions, built once in the background.

## Route

- Click a place for the start, right-click it for the goal. **Big map**, above the map, folds the settings away so that the map takes most of the window, for a class to read; untick it for the map, the engine and the other settings.
- The map writes every place's name and every road's length; a name that has no room by its place stands a little away, tied to it by a dashed line. Play lights the route road by road with the cost so far.
- In the watch window the map shows the search: the node being expanded, the frontier with g, h and f, and the places explored. The **Tree** switch, above the frontier, shows the search tree in the map's place.

## Watching a search

**Watch**, beside Solve in the sliding-puzzle, cube and route tabs, opens a window that runs the same search one expansion at a time (up to 5,000 of them; Solve runs it to the end).

- **Step** (right arrow key) expands one node; **Fine step** shows its children one at a time: each generated, with g, h and f, then at the next click tested, with what became of it (added to the frontier, or skipped as a duplicate or pruned); Back (left arrow key) goes back any number of steps; **Auto** (Space) steps at the chosen speed; **To the goal** jumps to the end; **Reset** (Home) to the start.
- The frontier is listed in the order the engine will expand it, the next node first; the sentence at the top says how the engine breaks ties. IDS and IDA* also list their passes with each bound.
- The search tree colours each node by its role (start, frontier, being expanded, explored, pruned, solution); click a node to see it. A tree too large to draw shows the part around the node being expanded.
- **Predict** asks you, before each step, which node the engine expands next, and **You choose** lets you pick each node yourself: click its row, or type its number, the one in the frontier's # column and in the tree (press Enter where another node's number goes on from it, as 1 before 14).
- Ctrl+Q quits from any window.

## Where h comes from

Tick **Inspect h**, above the board or at the top of the watch window, to take the heuristic apart on the position on show.

- Each tile shows its share of h in its corner: how far it is from its goal square for Manhattan and Chebyshev, 1 for a misplaced tile. Linear conflicts are bracketed with their +2; pattern databases outline their groups of tiles and add up each group's moves.
- Beside h stands the true distance to the goal: at once on the 8-puzzle and the cube; on larger boards **Compute** finds it with IDA* (and cancels it).
- Where h is larger than the true distance, a red line says so: such a heuristic is not admissible, and A* may then return a path that is not the shortest.

## Letter game

Place C, S or E in the grid against the computer; whoever spells CSE or ESC in a line wins. The computer plays perfectly with minimax, and its pages explain the rules, the game tree and alpha-beta pruning.

## Lab

- **Experiments** run many random states and report averages: nodes by solution depth, the fraction solved within node budgets, or a comparison of heuristics with an ANOVA. Tick the engines to compare in the list **Choose** opens, and press **Run** (Ctrl+Enter); the table and the plot appear on the right, each on a page of its own, and export to CSV and PNG. Open…, beside Config file, reads a file with size, seed, swaps and number lines, and optionally the puzzle with its options (puzzle: cube, diagonal: true, goal: blank-last).
- **Scripts** run commands one per line (setState, move, solve and others, listed under the editor). An error names its line; the editor numbers them.

## Reading the results

The line above the numbers says what produced them, such as A* · Manhattan · 3×3. When you change the state, the board, the goal or the engine, the old numbers stay, greyed and headed Previous, until you press Solve again. Hold the pointer over a field's name, or press the info button ℹ beside the results' title, for its meaning.

`

// guideProse is the guide with the results' fields and the keys.
func guideProse() string {
	var b strings.Builder
	b.WriteString(guideText)
	b.WriteString(kit.FieldsProse())
	b.WriteString(cacheProse())
	b.WriteString(`## Keys

- **Ctrl+Enter** solves (or runs, in the Lab), also from inside a text box.
- **Esc** cancels a search or a run.
- **Space** plays or pauses the path.
- **Arrow keys** move the blank of the sliding puzzle.
- **Ctrl+P** switches presentation mode, with larger text for a projector; the View menu also has a light theme.
- **F1** opens this guide.
`)
	return b.String()
}

// cacheProse says where the tables built once are kept, with the names
// and the default the cache package has.
func cacheProse() string {
	return fmt.Sprintf(`## Tables kept on disk

The pattern databases and the cube's exact table are built once, then kept in Frontier's cache folder (on Linux ~/.cache/frontier; the environment variable **%s** names another folder, or off to keep none). A file found damaged is removed and rebuilt. The folder keeps at most %s of tables, or what **%s** says (such as 200MB or 2GB): past it, the tables used least recently are removed.

`, cache.DirEnv, numfmt.Bytes(cache.DefaultMax), cache.MaxEnv)
}

var guideWindow fyne.Window

// showGuide opens the guide in a window of its own, or brings it forward.
func showGuide(a fyne.App) {
	if guideWindow != nil && !kit.Gone(guideWindow) {
		guideWindow.RequestFocus()
		return
	}
	w := kit.NewWindow(a, "Frontier — Guide")
	w.SetContent(container.NewVScroll(container.NewPadded(kit.Prose(guideProse()))))
	w.Resize(fyne.NewSize(760, 700))
	// A window closed since it was found gone is no longer the guide's.
	w.SetOnClosed(func() {
		if guideWindow == w {
			guideWindow = nil
		}
	})
	guideWindow = w
	w.Show()
}
