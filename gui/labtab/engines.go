package labtab

import (
	"slices"

	"frontier/core/lab"
	"frontier/core/puzzles"
	"frontier/core/search"
)

// puzzleOption is one entry of the puzzle menu: a puzzle of the catalogue,
// and the depths a first experiment on it runs (from, to, step), small
// enough to answer in seconds.
type puzzleOption struct {
	title  string
	spec   lab.Puzzle // without the diagonal switch
	depths [3]int
}

func slidingOf(w int) lab.Puzzle {
	return lab.Puzzle{ID: puzzles.Sliding, Options: puzzles.Options{Width: w}}
}

var puzzleOptions = []puzzleOption{
	{"Sliding 2×2 (3-puzzle)", slidingOf(2), [3]int{1, 6, 1}},
	{"Sliding 3×3 (8-puzzle)", slidingOf(3), [3]int{2, 16, 2}},
	{"Sliding 4×4 (15-puzzle)", slidingOf(4), [3]int{2, 12, 2}},
	{"2×2×2 cube", lab.Puzzle{ID: puzzles.Cube}, [3]int{1, 9, 1}},
}

func puzzleTitles() []string {
	out := make([]string, len(puzzleOptions))
	for i, o := range puzzleOptions {
		out[i] = o.title
	}
	return out
}

// puzzleNamed finds a menu entry by title or by the puzzle's header words
// ("sliding 3"), falling back to the 8-puzzle.
func puzzleNamed(name string) puzzleOption {
	for _, o := range puzzleOptions {
		if o.title == name || o.spec.Header() == name {
			return o
		}
	}
	return puzzleOptions[1]
}

// puzzleOfWidth is the sliding entry of width w; ok is false when the menu
// has none (a seed 003 configuration of a 5×5 board).
func puzzleOfWidth(w int) (puzzleOption, bool) {
	for _, o := range puzzleOptions {
		if o.spec == slidingOf(w) {
			return o, true
		}
	}
	return puzzleOption{}, false
}

// takesDiagonal reports whether the puzzle has a diagonal variant.
func (o puzzleOption) takesDiagonal() bool {
	p, err := puzzles.Lookup(string(o.spec.ID))
	return err == nil && slices.Contains(p.Takes, puzzles.OptionDiagonal)
}

func (o puzzleOption) puzzle(diagonal bool) lab.Puzzle {
	p := o.spec
	p.Options.Diagonal = diagonal && o.takesDiagonal()
	return p
}

// lab is what the catalogue says about experiments on the puzzle.
func (o puzzleOption) lab(diagonal bool) puzzles.LabDefaults {
	d, err := o.puzzle(diagonal).New()
	if err != nil {
		panic("labtab: the menu offers a puzzle the catalogue refuses: " + err.Error())
	}
	return d.Lab()
}

// choiceID is a checklist entry as the preferences keep it: "astar:pdb".
func choiceID(c puzzles.Contestant) string {
	if c.Heuristic == "" {
		return string(c.Engine)
	}
	return string(c.Engine) + ":" + string(c.Heuristic)
}

// choiceTitle is the checklist label: "A* manhattan", "Beam manhattan".
func choiceTitle(c puzzles.Contestant) string {
	name := c.Engine.Title()
	if c.Engine == search.EngineGreedy {
		name = "Greedy" // "Greedy best-first" would widen the checklist
	}
	if c.Heuristic == "" {
		return name
	}
	return name + " " + string(c.Heuristic)
}

// solversOf turns the ticked checklist titles into the lab's solvers, in
// the checklist's order, every beam solver of width k.
func solversOf(offered []puzzles.Contestant, ticked []string, k int) []lab.Solver {
	var out []lab.Solver
	for _, c := range offered {
		if !slices.Contains(ticked, choiceTitle(c)) {
			continue
		}
		sv := lab.Solver{Engine: c.Engine, Heuristic: c.Heuristic}
		if c.Engine == search.EngineBeam {
			sv.BeamWidth = k
		}
		out = append(out, sv)
	}
	return out
}
