package slidingtab

import "frontier/core/search"

// engineChoice is one entry of the engine menu. A heuristic of "" means the
// heuristic menu chooses it.
type engineChoice struct {
	title     string
	engine    search.Engine
	heuristic string
}

var engineChoices = []engineChoice{
	{"BFS", search.EngineBFS, "none"},
	{"DFS", search.EngineDFS, "none"},
	{"IDS", search.EngineIDS, "none"},
	{"UCS", search.EngineUCS, "none"},
	{"A* Manhattan", search.EngineAStar, "manhattan"},
	{"A* Euclidean", search.EngineAStar, "euclidean"},
	{"A* Misplaced tiles", search.EngineAStar, "misplaced"},
	{"A* Manhattan + Misplaced", search.EngineAStar, "manhattan+misplaced"},
	{"A* Linear conflict", search.EngineAStar, "linear-conflict"},
	{"A* Chebyshev", search.EngineAStar, "chebyshev"},
	{"A* Pattern databases", search.EngineAStar, "pdb"},
	{"IDA*", search.EngineIDAStar, ""},
	{"Greedy", search.EngineGreedy, ""},
	{"Beam", search.EngineBeam, ""},
}

func engineTitles() []string {
	out := make([]string, len(engineChoices))
	for i, c := range engineChoices {
		out[i] = c.title
	}
	return out
}

func choiceNamed(title string) (engineChoice, bool) {
	for _, c := range engineChoices {
		if c.title == title {
			return c, true
		}
	}
	return engineChoice{}, false
}
