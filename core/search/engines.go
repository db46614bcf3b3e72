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
	EngineBiBFS   Engine = "bibfs"
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
	// hand; left out, it is the policy's (Policy.TieBreak).
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
	// Width: the engine takes a width, k of Options.BeamWidth, which
	// the command line, the lab and the tabs then offer.
	Width bool
	// Policy is the engine's behaviour as a value: its rule, ties, goal
	// test, pruning, what counts as seen and how a cheaper path is taken
	// (the defaults; Options' pruning and goal test change them). The
	// graph-search engines run it (Stepper); predict mode explains an
	// expansion by it and the checker of students' programs models the
	// engine from it, with Admits and Mistakes.
	Policy Policy
	// Admits lists the variants of the engine a program may follow and
	// still be right (see Conventions).
	Admits Conventions
	// Mistakes lists the errors students' programs of the engine are
	// known to make, which the checker recognises and names.
	Mistakes []Mistake
	// Backward: the engine searches back from the goal too, so it runs
	// only on a problem with one goal state and predecessors (Backward);
	// on another it stops at once (StopNoGoalState).
	Backward bool
	// Traced reports whether Run honours a Trace as the built-in engines
	// do: OnExpand once per expansion, steps numbered from 1, and stop
	// reason StopStepLimit after MaxSteps. RunTraced refuses a trace to
	// an engine without it (StopNotTraceable).
	Traced bool
}

// engineTable describes the built-in engines, in the order of Engines.
var engineTable = []Description{
	{ID: EngineBFS, Title: "BFS", Optimal: OptimalUnitCosts,
		Policy: Policy{Rule: Rule{Queue, KeyDepth}, Ties: TiesFirstIn, GoalTest: GoalOnGeneration, Pruning: PruneGraph, Seen: SeenPushed},
		Admits: Conventions{GoalTests: []GoalTest{GoalOnGeneration, GoalOnExpansion}, Seen: []Seen{SeenPushed, SeenExpanded}},
		Mistakes: []Mistake{{ID: MistakeWrongQueue, Rule: Rule{Stack, KeyDepth},
			Says: "Your BFS takes the node added last (a stack), which is depth-first search.",
			Hint: "Take nodes from the front of the frontier and add children at the back (a FIFO queue)."}},
		NotOptimal: "BFS finds a path of fewest moves, not the cheapest: moves here cost different amounts.",
		Prunings:   []Pruning{PruneGraph, PruneNone, PrunePath},
		GoalTests:  []GoalTest{GoalOnGeneration, GoalOnExpansion},
		Summary:    "breadth-first graph search: FIFO frontier, goal test when a node is generated",
	},
	{ID: EngineDFS, Title: "DFS", Optimal: OptimalNever,
		Policy: Policy{Rule: Rule{Stack, KeyDepth}, Ties: TiesLastIn, GoalTest: GoalOnGeneration, Pruning: PruneGraph, Seen: SeenPushed},
		Admits: Conventions{GoalTests: []GoalTest{GoalOnGeneration, GoalOnExpansion}, Seen: []Seen{SeenPushed, SeenExpanded}},
		Mistakes: []Mistake{{ID: MistakeWrongQueue, Rule: Rule{Queue, KeyDepth},
			Says: "Your DFS takes the node that has waited longest (a queue), which is breadth-first search.",
			Hint: "Take nodes from the same end of the frontier you add them to (a LIFO stack), or recurse."}},
		NotOptimal: "DFS returns the first path it comes upon, not the cheapest: it never compares path costs.",
		Prunings:   []Pruning{PruneGraph, PruneNone, PrunePath},
		Summary:    "depth-first graph search: LIFO frontier, reached set, children in the puzzle's move order",
	},
	{ID: EngineIDS, Title: "IDS", Optimal: OptimalUnitCosts,
		Policy: Policy{Rule: Rule{Deepening, KeyDepth}, GoalTest: GoalOnExpansion, Pruning: PruneParent},
		Admits: Conventions{GoalTests: []GoalTest{GoalOnExpansion, GoalOnGeneration}, Visits: true},
		Mistakes: []Mistake{
			{ID: MistakeIDSIterations, Explored: ExploredAcross,
				Says: "Your IDS keeps its explored set from one iteration to the next, so a deeper pass skips the states a shallower one saw.",
				Hint: "Start each depth-limited pass afresh: clear any visited set before it, or keep only the current path."},
			{ID: MistakeIDSIterations, LimitFirst: true,
				Says: "Your IDS checks the depth limit before the goal test, so a goal at the limit is found only one iteration later.",
				Hint: "Test a node for the goal before you stop at the depth limit."},
			{ID: MistakeIDSExplored, Explored: ExploredPerPass,
				Says: "Your IDS keeps an explored set within each pass, so a state first reached by a long path is never searched again by a shorter one.",
				Hint: "A depth-limited pass must not skip a state it reached earlier by a longer path: check only the current path, or nothing."}},
		NotOptimal: "IDS finds a path of fewest moves, not the cheapest: moves here cost different amounts.",
		Prunings:   []Pruning{PruneParent, PruneNone, PrunePath},
		Summary:    "iterative deepening: depth-limited tree search with limits 0, 1, 2, …; prunes only the move back to the parent",
		TieBreak:   "Depth first with depth limits 0, 1, 2, …: children in the puzzle's move order, each child's subtree finished before its next sibling."},
	{ID: EngineUCS, Title: "UCS", Optimal: OptimalNonNegativeCosts,
		Policy: Policy{Rule: Rule{Lowest, KeyG}, Ties: TiesLastIn, GoalTest: GoalOnExpansion, Pruning: PruneGraph, Seen: SeenPushed, Update: UpdateRepush, Reopen: true},
		Admits: Conventions{Ties: []Ties{TiesLastIn, TiesFirstIn, TiesAny}, GoalTests: []GoalTest{GoalOnExpansion}, Seen: []Seen{SeenPushed, SeenExpanded}, Update: true},
		Mistakes: []Mistake{
			goalAtGeneration("UCS"),
			noCheaperPath("UCS"),
			{ID: MistakeWrongPriority, Rule: Rule{Lowest, KeyDepth},
				Says: "Your UCS orders its frontier by the number of moves, not by the path cost g.",
				Hint: "Use the path cost g, the sum of the step costs, as the priority."}},
		Prunings: []Pruning{PruneGraph, PruneNone, PrunePath},
		Summary:  "uniform-cost search (Dijkstra): lowest g first, goal test when a node is popped",
	},
	{ID: EngineGreedy, Title: "Greedy best-first", Informed: true, Optimal: OptimalNever,
		Policy: Policy{Rule: Rule{Lowest, KeyH}, Ties: TiesLastIn, GoalTest: GoalOnExpansion, Pruning: PruneGraph, Seen: SeenPushed},
		Admits: Conventions{Ties: []Ties{TiesLastIn, TiesFirstIn, TiesAny}, GoalTests: []GoalTest{GoalOnExpansion, GoalOnGeneration}, Seen: []Seen{SeenPushed, SeenExpanded}},
		Mistakes: []Mistake{
			{ID: MistakeWrongPriority, Rule: Rule{Lowest, KeyF},
				Says: "Your greedy search orders its frontier by f = g + h, which is A*.",
				Hint: "Greedy best-first uses h alone as the priority."},
			{ID: MistakeWrongPriority, Rule: Rule{Lowest, KeyG},
				Says: "Your greedy search orders its frontier by g, which is uniform-cost search.",
				Hint: "Greedy best-first uses h alone as the priority."}},
		NotOptimal: "Greedy best-first follows h alone, never the cost so far, so its path may not be the cheapest.",
		Prunings:   []Pruning{PruneGraph, PruneNone, PrunePath},
		Aliases:    []string{"bestfirst", "greedybestfirst"},
		Summary:    "greedy best-first graph search on h; never reopens a state",
	},
	{ID: EngineAStar, Title: "A*", Informed: true, Optimal: OptimalAdmissible,
		Policy: Policy{Rule: Rule{Lowest, KeyF}, Ties: TiesLastIn, GoalTest: GoalOnExpansion, Pruning: PruneGraph, Seen: SeenPushed, Update: UpdateRepush, Reopen: true},
		Admits: Conventions{Ties: []Ties{TiesLastIn, TiesFirstIn, TiesLowH, TiesLowHFirstIn, TiesAny}, GoalTests: []GoalTest{GoalOnExpansion},
			Seen: []Seen{SeenPushed, SeenExpanded}, Update: true},
		Mistakes: []Mistake{
			goalAtGeneration("A*"),
			noCheaperPath("A*"),
			{ID: MistakeWrongPriority, Rule: Rule{Lowest, KeyH},
				Says: "Your A* orders its frontier by h alone, which is greedy best-first search.",
				Hint: "Use f = g + h, the path cost so far plus the estimate, as the priority."},
			{ID: MistakeWrongPriority, Rule: Rule{Lowest, KeyG},
				Says: "Your A* orders its frontier by g alone, which is uniform-cost search: the heuristic is never used.",
				Hint: "Use f = g + h, the path cost so far plus the estimate, as the priority."},
			inadmissible("A*"), wrongHeuristic("A*")},
		NotOptimal: "A* promises the cheapest path only with an admissible heuristic, and this one may overestimate.",
		Prunings:   []Pruning{PruneGraph, PruneNone, PrunePath},
		Summary:    "A* graph search on f = g + h, goal test when a node is popped; reopens a state reached more cheaply",
	},
	{ID: EngineIDAStar, Title: "IDA*", Informed: true, Optimal: OptimalAdmissible,
		Policy: Policy{Rule: Rule{Deepening, KeyF}, GoalTest: GoalOnExpansion, Pruning: PruneParent},
		Admits: Conventions{GoalTests: []GoalTest{GoalOnExpansion}, Visits: true},
		Mistakes: []Mistake{
			{ID: MistakeIDSIterations, Explored: ExploredAcross,
				Says: "Your IDA* keeps its explored set from one pass to the next, so a later pass skips the states an earlier one saw.",
				Hint: "Start each bounded pass afresh: keep only the current path."},
			inadmissible("IDA*"), wrongHeuristic("IDA*")},
		NotOptimal: "IDA* promises the cheapest path only with an admissible heuristic, and this one may overestimate.",
		Prunings:   []Pruning{PruneParent, PruneNone, PrunePath},
		Summary:    "iterative-deepening A*: depth-first passes bounded by f = g + h, no closed set; prunes the move back to the parent like ids",
		TieBreak:   "Depth first in the puzzle's move order, skipping children whose f = g + h exceeds the bound; each pass's bound is the smallest f that exceeded the last."},
	{ID: EngineBeam, Title: "Beam", Informed: true, Optimal: OptimalNever, Width: true,
		Policy:     Policy{Rule: Rule{Rounds, KeyH}, Ties: TiesFirstIn, GoalTest: GoalOnGeneration},
		Admits:     Conventions{GoalTests: []GoalTest{GoalOnGeneration}},
		NotOptimal: "Beam search keeps only the k states of lowest h and never compares path costs, so its path may not be the cheapest.",
		Aliases:    []string{"localbeam"},
		Summary:    "local beam search of width k (default 100) on h; reports the best h reached when it fails",
		TieBreak:   "Each round expands its beam in order and keeps the k new states of lowest h; among equal h, the one generated first (by beam order, then move order)."},
	{ID: EngineBiBFS, Title: "Bidirectional BFS", Optimal: OptimalUnitCosts, Backward: true,
		Policy:     Policy{Rule: Rule{Meet, KeyDepth}, Ties: TiesFirstIn, GoalTest: GoalOnGeneration, Pruning: PruneGraph, Seen: SeenPushed},
		NotOptimal: "Bidirectional BFS finds a path of fewest moves, not the cheapest: moves here cost different amounts.",
		Aliases:    []string{"bidirectional", "bidirectionalbfs", "bibfs"},
		Summary:    "bidirectional breadth-first search: a frontier from the start and one from the goal, the smaller layer grown first, until they meet",
		TieBreak: "The side whose next layer is smaller expands that whole layer (the search from the start on a tie), first in, first out, each node's children in the puzzle's move order (from the goal, its predecessors in the order of the moves back); " +
			"it stops at the end of the layer in which the sides first reach a common state, on the cheapest path through a state met there."},
}

// engineMachine is one of the machines that run an engine's policy.
type engineMachine int

const (
	noMachine      engineMachine = iota
	graphMachine                 // the Stepper: a queue, a stack, the lowest key first
	idsMachine                   // the Walk, passes bounded by the depth
	idaStarMachine               // the Walk, passes bounded by f = g + h
	beamMachine                  // rounds of a beam
	meetMachine                  // two frontiers that meet: bidirectional BFS alone
)

// machineFor is the machine that runs engine d's policy, noMachine for
// none: bidirectional search's layers follow no policy but its own.
func machineFor(d *Description) engineMachine {
	switch r := d.Policy.Rule; {
	case r.Discipline == Queue, r.Discipline == Stack, r.Discipline == Lowest:
		return graphMachine
	case r == Rule{Deepening, KeyDepth}:
		return idsMachine
	case r == Rule{Deepening, KeyF}:
		return idaStarMachine
	case r.Discipline == Rounds:
		return beamMachine
	case d.ID == EngineBiBFS:
		return meetMachine
	}
	return noMachine
}

// runBuiltin runs engine d, which has no Run of its own, by its policy on
// the machine of the policy's discipline; ok is false when no machine runs
// it. It is the one place that names the machines: Go has no generic
// function values, so a description cannot hold a machine for every S,
// and a policy must not go through Description.Run, whose boxed states
// would cost it its speed. An engine of a discipline the machines run is
// therefore its description alone, built in or registered;
// TestDescriptions runs every entry of the table.
func runBuiltin[S comparable](ctx context.Context, d *Description, p Problem[S], opts Options, tr *Trace[S]) (r Result[S], ok bool) {
	if d.Run != nil {
		return r, false
	}
	switch machineFor(d) {
	case graphMachine:
		return runGraph(ctx, d, p, opts, tr), true
	case idsMachine:
		return runIDS(ctx, d, p, opts, tr), true
	case idaStarMachine:
		return runIDAStar(ctx, d, p, opts, tr), true
	case beamMachine:
		return runBeam(ctx, d, p, opts, tr), true
	case meetMachine:
		return runBiBFS(ctx, p, opts, tr), true
	}
	return r, false
}
