package search

import (
	"context"
	"fmt"
	"strings"

	"frontier/core/textio"
)

// Engine names a search algorithm by its command-line id.
type Engine string

// The engines, in the order the window lists them.
const (
	EngineBFS     Engine = "bfs"
	EngineDFS     Engine = "dfs"
	EngineIDS     Engine = "ids"
	EngineUCS     Engine = "ucs"
	EngineGreedy  Engine = "greedy"
	EngineAStar   Engine = "astar"
	EngineIDAStar Engine = "idastar"
	EngineBeam    Engine = "beam"
)

// Engines lists every engine id.
var Engines = []Engine{EngineBFS, EngineDFS, EngineIDS, EngineUCS, EngineGreedy, EngineAStar, EngineIDAStar, EngineBeam}

// Informed reports whether the engine uses a heuristic.
func (e Engine) Informed() bool {
	switch e {
	case EngineGreedy, EngineAStar, EngineIDAStar, EngineBeam:
		return true
	}
	return false
}

// ParseEngine checks an engine id typed by a user.
func ParseEngine(s string) (Engine, error) {
	for _, e := range Engines {
		if string(e) == s {
			return e, nil
		}
	}
	return "", fmt.Errorf("unknown engine %s (want bfs, dfs, ids, ucs, greedy, astar, idastar or beam)", textio.Quote(s))
}

// Run searches p with engine e.
func Run[S comparable](ctx context.Context, e Engine, p Problem[S], opts Options) Result[S] {
	switch e {
	case EngineBFS:
		return BFS(ctx, p, opts)
	case EngineDFS:
		return DFS(ctx, p, opts)
	case EngineIDS:
		return IDS(ctx, p, opts)
	case EngineUCS:
		return UCS(ctx, p, opts)
	case EngineGreedy:
		return Greedy(ctx, p, opts)
	case EngineAStar:
		return AStar(ctx, p, opts)
	case EngineIDAStar:
		return IDAStar(ctx, p, opts)
	case EngineBeam:
		return Beam(ctx, p, opts)
	}
	panic("search: unknown engine " + string(e))
}

// Title is the engine's name as the window and the text output show it.
func (e Engine) Title() string {
	switch e {
	case EngineBFS, EngineDFS, EngineIDS, EngineUCS:
		return strings.ToUpper(string(e))
	case EngineGreedy:
		return "Greedy best-first"
	case EngineAStar:
		return "A*"
	case EngineIDAStar:
		return "IDA*"
	case EngineBeam:
		return "Beam"
	}
	return string(e)
}
