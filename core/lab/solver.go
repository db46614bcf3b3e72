package lab

import (
	"fmt"
	"strconv"
	"strings"

	"frontier/core/numfmt"
	"frontier/core/puzzles"
	"frontier/core/search"
	"frontier/core/textio"
)

// Solver is one contestant of an experiment: an engine, the heuristic it
// uses (empty for uninformed engines, and for informed ones the puzzle's
// default), for beam search the width k, and the engine's pruning and
// goal-test choices (empty for its defaults).
type Solver struct {
	Engine    search.Engine
	Heuristic puzzles.HeuristicID
	BeamWidth int // beam only; 0 means search.DefaultBeamWidth
	Pruning   search.Pruning
	GoalTest  search.GoalTest
}

// Options is the search options of the solver's own choices.
func (s Solver) Options() search.Options {
	return search.Options{BeamWidth: s.BeamWidth, Pruning: s.Pruning, GoalTest: s.GoalTest}
}

// ParseSolvers reads a comma-separated list of
// ENGINE[/PRUNING][/GOAL-TEST][:HEURISTIC[:K]], for example
// "astar:manhattan,astar/none:misplaced,bfs/path/expanded,beam:manhattan:1000"
// (see search.Pruning and search.GoalTest for the choices). An informed
// engine without a heuristic gets defaultHeuristic, which may be "" for the
// puzzle's own default. Heuristic names are not checked here: the puzzle
// knows its own (see CheckSolvers).
func ParseSolvers(text string, defaultHeuristic puzzles.HeuristicID) ([]Solver, error) {
	var out []Solver
	for _, item := range strings.Split(text, ",") {
		item = strings.TrimSpace(item)
		if item == "" {
			continue
		}
		q := textio.Quote(item)
		parts := strings.Split(item, ":")
		if len(parts) > 3 {
			return nil, fmt.Errorf("engine %s: want ENGINE[/PRUNING][/GOAL-TEST][:HEURISTIC[:K]]", q)
		}
		choices := strings.Split(strings.ToLower(parts[0]), "/")
		e, err := search.ParseEngine(choices[0])
		if err != nil {
			return nil, err
		}
		if len(out) == MaxListItems {
			return nil, fmt.Errorf("engines: more than %s", numfmt.Group(MaxListItems))
		}
		s := Solver{Engine: e}
		if err := s.choose(choices[1:]); err != nil {
			return nil, fmt.Errorf("engine %s: %v", q, err)
		}
		if len(parts) > 1 {
			s.Heuristic = puzzles.HeuristicID(strings.ToLower(parts[1]))
		}
		switch {
		case !e.Informed() && s.Heuristic != "" && s.Heuristic != "none":
			return nil, fmt.Errorf("engine %s: %s uses no heuristic", q, e.Title())
		case e.Informed() && s.Heuristic == "":
			s.Heuristic = defaultHeuristic
		}
		if len(parts) == 3 {
			if !e.TakesWidth() {
				return nil, fmt.Errorf("engine %s: only beam takes a width k", q)
			}
			k, err := numfmt.Atoi(parts[2])
			if err != nil || k < 1 {
				return nil, fmt.Errorf("engine %s: beam width %s is not a positive whole number", q, textio.Quote(parts[2]))
			}
			s.BeamWidth = k
			if err := s.check(); err != nil {
				return nil, fmt.Errorf("engine %s: %v", q, err)
			}
		}
		out = append(out, s)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("no engines given")
	}
	return out, nil
}

// choose reads the choices after the engine's id: at most one pruning and
// one goal test, each offered by the engine.
func (s *Solver) choose(choices []string) error {
	for _, c := range choices {
		if p, err := search.ParsePruning(c); err == nil && s.Pruning == "" {
			s.Pruning = p
			continue
		}
		if g, err := search.ParseGoalTest(c); err == nil && s.GoalTest == "" {
			s.GoalTest = g
			continue
		}
		return fmt.Errorf("%s is neither a pruning (%s) nor a goal test (%s), or is given twice", textio.Quote(c),
			"none, parent, path or graph", "generated or expanded")
	}
	return s.Engine.CheckChoices(s.Options())
}

// String is the solver's id in ParseSolvers' form, "beam:manhattan:100"
// ("beam::100" with the default heuristic), "bfs/none/expanded", which
// ParseSolvers reads back.
func (s Solver) String() string {
	id := string(s.Engine)
	if s.Pruning != "" {
		id += "/" + string(s.Pruning)
	}
	if s.GoalTest != "" {
		id += "/" + string(s.GoalTest)
	}
	if s.Heuristic != "" && s.Engine.Informed() {
		id += ":" + string(s.Heuristic)
	}
	if s.Engine.TakesWidth() {
		if s.Heuristic == "" {
			id += ":" // the default heuristic, so that the width is not read as one
		}
		id += ":" + strconv.Itoa(s.width())
	}
	return id
}

// Label is the solver's name in tables and legends: "A* manhattan",
// "Beam(100) manhattan", "BFS", "BFS/none/expanded".
func (s Solver) Label() string {
	name := s.Engine.Title()
	if s.Engine.TakesWidth() {
		name = fmt.Sprintf("%s(%d)", s.Engine.Title(), s.width())
	}
	if s.Pruning != "" {
		name += "/" + string(s.Pruning)
	}
	if s.GoalTest != "" {
		name += "/" + string(s.GoalTest)
	}
	if s.Engine.Informed() && s.Heuristic != "" {
		name += " " + string(s.Heuristic)
	}
	return name
}

// check bounds the beam width.
func (s Solver) check() error {
	if s.BeamWidth == 0 {
		return nil
	}
	return BeamWidth.Check("the beam width k", int64(s.BeamWidth))
}

func (s Solver) width() int {
	if s.BeamWidth > 0 {
		return s.BeamWidth
	}
	return search.DefaultBeamWidth
}
