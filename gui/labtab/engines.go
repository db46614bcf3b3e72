package labtab

import (
	"strings"

	"frontier/core/lab"
	"frontier/core/search"
)

// puzzleOption is one entry of the puzzle menu.
type puzzleOption struct {
	title  string
	name   string // lab.Puzzle.Name
	width  int    // sliding only
	depths [3]int // default from, to, step for a depth experiment
	// deepest is the largest optimal distance with orthogonal moves (or
	// the cube's God's number), so a depth past it is refused at once.
	deepest int
}

var puzzleOptions = []puzzleOption{
	{"Sliding 2×2 (3-puzzle)", "sliding", 2, [3]int{1, 6, 1}, 6},
	{"Sliding 3×3 (8-puzzle)", "sliding", 3, [3]int{2, 16, 2}, 31},
	{"Sliding 4×4 (15-puzzle)", "sliding", 4, [3]int{2, 12, 2}, 80},
	{"2×2×2 cube", "cube", 0, [3]int{1, 9, 1}, 11},
}

func puzzleTitles() []string {
	out := make([]string, len(puzzleOptions))
	for i, o := range puzzleOptions {
		out[i] = o.title
	}
	return out
}

// puzzleNamed finds a menu entry by title, falling back to the 8-puzzle.
func puzzleNamed(title string) puzzleOption {
	for _, o := range puzzleOptions {
		if o.title == title {
			return o
		}
	}
	return puzzleOptions[1]
}

// puzzleOfWidth is the sliding entry of width w; ok is false when the menu
// has none (a seed 003 configuration of a 5×5 board).
func puzzleOfWidth(w int) (puzzleOption, bool) {
	for _, o := range puzzleOptions {
		if o.name == "sliding" && o.width == w {
			return o, true
		}
	}
	return puzzleOption{}, false
}

func (o puzzleOption) puzzle(diagonal bool) lab.Puzzle {
	if o.name == "cube" {
		return lab.Cube
	}
	return lab.Sliding(o.width, diagonal)
}

// engineChoice is one box of the engine checklist: an engine and its
// heuristic, in lab.ParseSolvers' form without the beam width, which the
// beam-width box supplies.
type engineChoice struct {
	engine    search.Engine
	heuristic string
}

// id is the choice's text for ParseSolvers and the preferences.
func (c engineChoice) id() string {
	if c.heuristic == "" {
		return string(c.engine)
	}
	return string(c.engine) + ":" + c.heuristic
}

// title is the checklist label: "A* manhattan", "Beam manhattan".
func (c engineChoice) title() string {
	name := c.engine.Title()
	if c.engine == search.EngineGreedy {
		name = "Greedy" // "Greedy best-first" would widen the checklist
	}
	if c.heuristic == "" {
		return name
	}
	return name + " " + c.heuristic
}

// Uninformed engines blow up past small depths, so only BFS is offered,
// for the small boards where it is a useful baseline.
var (
	slidingChoices = []engineChoice{
		{search.EngineAStar, "misplaced"},
		{search.EngineAStar, "manhattan"},
		{search.EngineAStar, "linear-conflict"},
		{search.EngineAStar, "euclidean"},
		{search.EngineAStar, "chebyshev"},
		{search.EngineAStar, "manhattan+misplaced"},
		{search.EngineIDAStar, "manhattan"},
		{search.EngineGreedy, "manhattan"},
		{search.EngineBeam, "manhattan"},
		{search.EngineBeam, "misplaced"},
		{search.EngineBFS, ""},
	}
	cubeChoices = []engineChoice{
		{search.EngineAStar, "pdb"},
		{search.EngineAStar, "opposing-colors"},
		{search.EngineAStar, "exact"},
		{search.EngineIDAStar, "pdb"},
		{search.EngineGreedy, "pdb"},
		{search.EngineBeam, "pdb"},
		{search.EngineBFS, ""},
	}
)

// choicesFor lists the checklist of a puzzle, and the boxes ticked by default.
func choicesFor(o puzzleOption) (all []engineChoice, defaults []string) {
	if o.name == "cube" {
		return cubeChoices, []string{"A* pdb", "Beam pdb"}
	}
	return slidingChoices, []string{"A* misplaced", "A* manhattan"}
}

// solverText turns ticked checklist titles into ParseSolvers' text, in the
// checklist's order, giving every beam solver width k.
func solverText(all []engineChoice, ticked []string, k int) string {
	on := map[string]bool{}
	for _, s := range ticked {
		on[s] = true
	}
	var ids []string
	for _, c := range all {
		if !on[c.title()] {
			continue
		}
		id := c.id()
		if c.engine == search.EngineBeam {
			id += ":" + itoa(k)
		}
		ids = append(ids, id)
	}
	return strings.Join(ids, ",")
}
