package search

import "context"

// Engine names a search algorithm by its command-line id.
type Engine string

// The built-in engines, in the order the window lists them.
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

// Description is everything Frontier says about one engine: the menus,
// the usage texts, the README, the optimal flag of a result and the
// watch view's tie-break sentence all come from it (see Register).
type Description struct {
	// ID is the engine's id on the command line, in scripts and in files:
	// a lower-case letter, then lower-case letters and digits.
	ID Engine
	// Title is its name in menus and text output: "A*".
	Title string
	// Summary says in one line what the engine does, for usage texts.
	Summary string
	// Informed reports whether the engine uses a heuristic.
	Informed bool
	// Optimal is when the path it returns is a least-cost one.
	Optimal Optimality
	// NotOptimal says in one sentence, to a student, why the engine's
	// path may not be a least-cost one where Optimal does not hold
	// (Result.OptimalWhy).
	NotOptimal string
	// Prunings lists the pruning choices the engine offers (Options.
	// Pruning), its default first; nil when it offers no choice. A
	// choice changes the counters, never the promise in Optimal: graph
	// search in UCS and A* reopens a state reached more cheaply, so it
	// needs no consistent heuristic.
	Prunings []Pruning
	// GoalTests lists the goal-test choices it offers (Options.GoalTest),
	// its default first; nil when it offers no choice.
	GoalTests []GoalTest
	// TieBreak says in one sentence how the engine orders its frontier,
	// ties included, so that a student can predict its next expansion by
	// hand.
	TieBreak string
	// Aliases are other names scripts accept for it, in lower case
	// without spaces, hyphens or underscores, "*" written "star".
	Aliases []string
	// Run is the engine of a registered description, written for any
	// comparable state type and registered at any (Toy[any]); Run and
	// RunTraced hand it the problem with its states boxed. It counts with
	// a Meter (NewMeter), and RunTraced overwrites its result's Optimal
	// from Optimal. tr is nil when nobody watches. The built-in engines
	// leave Run nil: runBuiltin runs them on the problem's own state type.
	Run func(ctx context.Context, p Problem[any], opts Options, tr *Trace[any]) Result[any]
	// Traced reports whether Run honours a Trace as the built-in engines
	// do: OnExpand once per expansion, steps numbered from 1, and stop
	// reason StopStepLimit after MaxSteps. RunTraced refuses a trace to
	// an engine without it (StopNotTraceable).
	Traced bool
}

// engineTable describes the built-in engines, in the order of Engines.
var engineTable = []Description{
	{ID: EngineBFS, Title: "BFS", Optimal: OptimalUnitCosts,
		NotOptimal: "BFS finds a path of fewest moves, not the cheapest: moves here cost different amounts.",
		Prunings:   []Pruning{PruneGraph, PruneNone, PrunePath},
		GoalTests:  []GoalTest{GoalOnGeneration, GoalOnExpansion},
		Summary:    "breadth-first graph search: FIFO frontier, goal test when a node is generated",
		TieBreak:   "First in, first out: nodes are expanded in the order they were generated, a node's children in the puzzle's move order."},
	{ID: EngineDFS, Title: "DFS", Optimal: OptimalNever,
		NotOptimal: "DFS returns the first path it comes upon, not the cheapest: it never compares path costs.",
		Prunings:   []Pruning{PruneGraph, PruneNone, PrunePath},
		Summary:    "depth-first graph search: LIFO frontier, reached set, children in the puzzle's move order",
		TieBreak:   "Last in, first out, except that one expansion's children are pushed so that they come out in the puzzle's move order: the first child of the node just expanded is next."},
	{ID: EngineIDS, Title: "IDS", Optimal: OptimalUnitCosts,
		NotOptimal: "IDS finds a path of fewest moves, not the cheapest: moves here cost different amounts.",
		Prunings:   []Pruning{PruneParent, PruneNone, PrunePath},
		Summary:    "iterative deepening: depth-limited tree search with limits 0, 1, 2, …; prunes only the move back to the parent",
		TieBreak:   "Depth first with depth limits 0, 1, 2, …: children in the puzzle's move order, each child's subtree finished before its next sibling."},
	{ID: EngineUCS, Title: "UCS", Optimal: OptimalNonNegativeCosts,
		Prunings: []Pruning{PruneGraph, PruneNone, PrunePath},
		Summary:  "uniform-cost search (Dijkstra): lowest g first, goal test when a node is popped",
		TieBreak: "Lowest g first; among equal g, the node added to the frontier last (so the last of one node's children in move order)."},
	{ID: EngineGreedy, Title: "Greedy best-first", Informed: true, Optimal: OptimalNever,
		NotOptimal: "Greedy best-first follows h alone, never the cost so far, so its path may not be the cheapest.",
		Prunings:   []Pruning{PruneGraph, PruneNone, PrunePath},
		Aliases:    []string{"bestfirst", "greedybestfirst"},
		Summary:    "greedy best-first graph search on h; never reopens a state",
		TieBreak:   "Lowest h first; among equal h, the node added to the frontier last (so the last of one node's children in move order)."},
	{ID: EngineAStar, Title: "A*", Informed: true, Optimal: OptimalAdmissible,
		NotOptimal: "A* promises the cheapest path only with an admissible heuristic, and this one may overestimate.",
		Prunings:   []Pruning{PruneGraph, PruneNone, PrunePath},
		Summary:    "A* graph search on f = g + h, goal test when a node is popped; reopens a state reached more cheaply",
		TieBreak:   "Lowest f = g + h first, h breaking no ties; among equal f, the node added to the frontier last (so the last of one node's children in move order)."},
	{ID: EngineIDAStar, Title: "IDA*", Informed: true, Optimal: OptimalAdmissible,
		NotOptimal: "IDA* promises the cheapest path only with an admissible heuristic, and this one may overestimate.",
		Prunings:   []Pruning{PruneParent, PruneNone, PrunePath},
		Summary:    "iterative-deepening A*: depth-first passes bounded by f = g + h, no closed set; prunes the move back to the parent like ids",
		TieBreak:   "Depth first in the puzzle's move order, skipping children whose f = g + h exceeds the bound; each pass's bound is the smallest f that exceeded the last."},
	{ID: EngineBeam, Title: "Beam", Informed: true, Optimal: OptimalNever,
		NotOptimal: "Beam search keeps only the k states of lowest h and never compares path costs, so its path may not be the cheapest.",
		Aliases:    []string{"localbeam"},
		Summary:    "local beam search of width k (default 100) on h; reports the best h reached when it fails",
		TieBreak:   "Each round expands its beam in order and keeps the k new states of lowest h; among equal h, the one generated first (by beam order, then move order)."},
}

// runBuiltin runs built-in engine e; ok is false when e is not one. It is
// the one place that names the built-in engines' code: Go has no generic
// function values, so engineTable cannot hold bfs for every S, and a
// built-in engine must not go through Description.Run, whose boxed states
// would cost it its speed. (A switch that returned runBFS[S] as a value
// would allocate its closure on every run.) A built-in engine is therefore
// its own file, its entry in engineTable and one case here;
// TestDescriptions checks that the two lists agree.
func runBuiltin[S comparable](ctx context.Context, e Engine, p Problem[S], opts Options, tr *Trace[S]) (r Result[S], ok bool) {
	switch e {
	case EngineBFS:
		return runBFS(ctx, p, opts, tr), true
	case EngineDFS:
		return runDFS(ctx, p, opts, tr), true
	case EngineIDS:
		return runIDS(ctx, p, opts, tr), true
	case EngineUCS:
		return runUCS(ctx, p, opts, tr), true
	case EngineGreedy:
		return runGreedy(ctx, p, opts, tr), true
	case EngineAStar:
		return runAStar(ctx, p, opts, tr), true
	case EngineIDAStar:
		return runIDAStar(ctx, p, opts, tr), true
	case EngineBeam:
		return runBeam(ctx, p, opts, tr), true
	}
	return r, false
}
