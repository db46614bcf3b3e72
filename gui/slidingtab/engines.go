package slidingtab

import (
	"strings"

	"frontier/core/domains/sliding"
	"frontier/core/puzzles"
	"frontier/core/search"
)

// engineChoice is one entry of the engine menu. A heuristic of "" means the
// heuristic menu chooses it.
type engineChoice struct {
	title     string
	engine    search.Engine
	heuristic puzzles.HeuristicID
}

// id is the choice as the preferences keep it: "astar:manhattan", "beam".
func (c engineChoice) id() string {
	if c.heuristic == "" || !c.engine.Informed() {
		return string(c.engine)
	}
	return string(c.engine) + ":" + string(c.heuristic)
}

// heuristics are the sliding puzzle's heuristics as the catalogue lists
// them; their titles and ids are the same on every board.
var heuristics = puzzles.SlidingOf(sliding.MustBoard(3, false, nil)).Heuristics

// engineChoices is the engine menu: the uninformed engines, A* with each
// heuristic, then the informed engines whose heuristic the heuristic menu
// chooses.
var engineChoices = func() []engineChoice {
	var out []engineChoice
	for _, e := range []search.Engine{search.EngineBFS, search.EngineDFS, search.EngineIDS, search.EngineUCS} {
		out = append(out, engineChoice{e.Title(), e, puzzles.HeuristicNone})
	}
	for _, h := range heuristics {
		if h.ID != puzzles.HeuristicNone {
			out = append(out, engineChoice{"A* " + h.Title, search.EngineAStar, h.ID})
		}
	}
	out = append(out, engineChoice{search.EngineIDAStar.Title(), search.EngineIDAStar, ""},
		engineChoice{"Greedy", search.EngineGreedy, ""}, engineChoice{search.EngineBeam.Title(), search.EngineBeam, ""})
	return out
}()

// defaultChoice is A* with Manhattan distance.
var defaultChoice, _ = choiceNamed("astar:manhattan")

func engineTitles() []string {
	out := make([]string, len(engineChoices))
	for i, c := range engineChoices {
		out[i] = c.title
	}
	return out
}

// choiceNamed finds a menu entry by id or by title.
func choiceNamed(name string) (engineChoice, bool) {
	for _, c := range engineChoices {
		if c.id() == name || c.title == name {
			return c, true
		}
	}
	return engineChoice{}, false
}

// heuristicTitles are the heuristic menu's entries: every heuristic but none.
func heuristicTitles() []string {
	var out []string
	for _, h := range heuristics {
		if h.ID != puzzles.HeuristicNone {
			out = append(out, h.Title)
		}
	}
	return out
}

// heuristicNamed finds a heuristic by id or by menu title.
func heuristicNamed(name string) (puzzles.Heuristic, bool) {
	for _, h := range heuristics {
		if string(h.ID) == strings.ToLower(name) || h.Title == name {
			return h, true
		}
	}
	return puzzles.Heuristic{}, false
}
