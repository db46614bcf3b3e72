package labtab

import (
	"slices"

	"frontier/core/lab"
	"frontier/core/puzzles"
	"frontier/core/search"
)

// puzzleOption is one entry of the puzzle menu: a configuration of a
// puzzle of the catalogue, and the depths a first experiment on it runs
// (from, to, step).
type puzzleOption struct {
	title  string
	spec   lab.Puzzle // without the diagonal switch
	depths [3]int
}

// puzzleOptions lists every puzzle of the catalogue, each of its variants.
var puzzleOptions = func() []puzzleOption {
	var out []puzzleOption
	for _, p := range puzzles.List() {
		variants := p.Variants
		if len(variants) == 0 {
			variants = []puzzles.Variant{{Title: p.Title}}
		}
		for _, v := range variants {
			o := puzzleOption{title: v.Title, spec: lab.Puzzle{ID: p.ID, Options: v.Options}}
			d, err := o.spec.New()
			if err != nil {
				panic("labtab: the catalogue offers a puzzle it refuses: " + err.Error())
			}
			o.depths = firstDepths(d.Lab().First)
			out = append(out, o)
		}
	}
	return out
}()

// firstDepths reads depths "2-16/2" as from, to and step.
func firstDepths(text string) [3]int {
	ds, err := lab.ParseDepths(text)
	if err != nil {
		return [3]int{1, 1, 1}
	}
	step := 1
	if len(ds) > 1 {
		step = ds[1] - ds[0]
	}
	return [3]int{ds[0], ds[len(ds)-1], step}
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
	for _, want := range []string{name, "sliding 3"} {
		for _, o := range puzzleOptions {
			if o.title == want || o.spec.Header() == want {
				return o
			}
		}
	}
	return puzzleOptions[0]
}

// puzzleOfWidth is the sliding entry of width w; ok is false when the menu
// has none (a configuration file of a 5×5 board).
func puzzleOfWidth(w int) (puzzleOption, bool) {
	for _, o := range puzzleOptions {
		if o.spec == (lab.Puzzle{ID: puzzles.Sliding, Options: puzzles.Options{Width: w}}) {
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

// choiceTitle is the checklist label: the engine's title, as every menu
// and output names it, and the heuristic, as the results' columns and
// the plots' legends name the solver: "A* manhattan", "Greedy best-first
// manhattan", "Beam manhattan" (whose columns add the width: Beam(100)).
func choiceTitle(c puzzles.Contestant) string {
	name := c.Engine.Title()
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

// maxEngines is the longest list of engines any puzzle of the menu
// offers, with or without diagonal moves: the check boxes to make.
func maxEngines() int {
	n := 0
	for _, o := range puzzleOptions {
		for _, diagonal := range []bool{false, true} {
			n = max(n, len(o.lab(diagonal).Offered))
		}
	}
	return n
}
