package labtab

import (
	"slices"
	"sync"

	"frontier/core/lab"
	"frontier/core/puzzles"
)

// puzzleOption is one entry of the puzzle menu: a configuration of a
// puzzle of the catalogue, the options it leaves to the form's inputs
// (see freeOptions), and the depths a first experiment on it runs (from,
// to, step).
type puzzleOption struct {
	title  string
	spec   puzzles.Spec // without the free options
	free   []string
	depths [3]int
	// depthless is set for a puzzle that draws no positions at an exact
	// depth (a route on a map), which an experiment by depth cannot use.
	depthless bool
}

// puzzleOptions lists every puzzle of the catalogue, each of its
// variants. It is made on first use, when the tab is, not as the program
// starts: the command line never needs it.
var puzzleOptions = sync.OnceValue(func() []puzzleOption {
	var out []puzzleOption
	for _, p := range puzzles.List() {
		variants := p.Variants
		if len(variants) == 0 {
			variants = []puzzles.Variant{{Title: p.Title}}
		}
		var free []string
		for _, o := range p.Options {
			if isFree(p, o.Name) {
				free = append(free, o.Name)
			}
		}
		for _, v := range variants {
			o := puzzleOption{title: v.Title, spec: puzzles.Spec{ID: p.ID, Settings: v.Settings}, free: free}
			d, err := o.spec.New()
			if err != nil {
				panic("labtab: the catalogue offers a puzzle it refuses: " + err.Error())
			}
			o.depths = firstDepths(d.Lab().First)
			o.depthless = d.Lab().First == ""
			out = append(out, o)
		}
	}
	return out
})

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
	out := make([]string, len(puzzleOptions()))
	for i, o := range puzzleOptions() {
		out[i] = o.title
	}
	return out
}

// puzzleNamed finds a menu entry by title or by the puzzle's header words
// ("sliding 3"), falling back to the 8-puzzle.
func puzzleNamed(name string) puzzleOption {
	for _, want := range []string{name, "sliding 3"} {
		for _, o := range puzzleOptions() {
			if o.title == want || o.spec.Header() == want {
				return o
			}
		}
	}
	return puzzleOptions()[0]
}

// puzzleOf is the menu entry of p, a puzzle with its options written out
// (see Domain.Spec), and the options p gives that the entry leaves free;
// ok is false when the menu has no such entry (a configuration file of a
// 5×5 board).
func puzzleOf(p puzzles.Spec) (o puzzleOption, free puzzles.Settings, ok bool) {
	for _, o := range puzzleOptions() {
		if o.spec.ID != p.ID {
			continue
		}
		fixed, free := p.Settings, puzzles.Settings{}
		for _, name := range o.free {
			if text, given := fixed.Get(name); given {
				fixed, free = fixed.Without(name), free.With(name, text)
			}
		}
		if d, err := o.spec.New(); err == nil && d.Spec().Settings == fixed {
			return o, free, true
		}
	}
	return puzzleOption{}, puzzles.Settings{}, false
}

// lab is what the catalogue says about experiments on the entry's puzzle
// with the free options s.
func (o puzzleOption) lab(s puzzles.Settings) puzzles.LabDefaults {
	p := o.spec
	for _, name := range s.Names() {
		text, _ := s.Get(name)
		p.Settings = p.Settings.With(name, text)
	}
	return labOf(p)
}

// labOf is what the catalogue says about experiments on p, a puzzle the
// menu and its switches make.
func labOf(p puzzles.Spec) puzzles.LabDefaults {
	d, err := p.New()
	if err != nil {
		panic("labtab: the menu offers a puzzle the catalogue refuses: " + err.Error())
	}
	return d.Lab()
}

// switchSettings lists every way of setting the entry's free switches.
func (o puzzleOption) switchSettings() []puzzles.Settings {
	out := []puzzles.Settings{{}}
	p, _ := puzzles.Lookup(string(o.spec.ID))
	for _, name := range o.free {
		if opt, _ := p.Option(name); opt.Type != puzzles.BoolOption {
			continue
		}
		for _, s := range out {
			out = append(out, s.With(name, "true"))
		}
	}
	return out
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
		if c.Engine.TakesWidth() {
			sv.BeamWidth = k
		}
		out = append(out, sv)
	}
	return out
}

// maxEngines is the longest list of engines any puzzle of the menu
// offers, with its switches on or off: the check boxes to make.
func maxEngines() int {
	n := 0
	for _, o := range puzzleOptions() {
		for _, s := range o.switchSettings() {
			n = max(n, len(o.lab(s).Offered))
		}
	}
	return n
}
