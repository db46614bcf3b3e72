package check

import "frontier/core/sandbox"

// Verdict is the outcome of one test.
type Verdict string

// The verdicts.
const (
	// Pass: the program's answer is right and, where it printed them, its
	// counts and expansions agree with the engine under a convention.
	Pass Verdict = "pass"
	// Fail: the program ran, and something it printed is wrong.
	Fail Verdict = "fail"
	// Error: the program did not run to its end (it could not start,
	// crashed, ran out of time or flooded its output).
	Error Verdict = "error"
)

// The diagnoses the checker makes itself; the engines' mistakes are named
// in their descriptions (search.Mistake).
const (
	DiagNotStarted = "not-started"
	DiagCrashed    = "crashed"
	DiagTimedOut   = "timed-out"
	// The sandbox's limits, passed (see core/sandbox).
	DiagMemoryLimit  = string(sandbox.LimitMemory)
	DiagProcessLimit = string(sandbox.LimitProcesses)
	DiagCPUTime      = string(sandbox.LimitCPU)
	DiagFileLimit    = string(sandbox.LimitFile)
	DiagFlooded      = "output-flooded"
	DiagBadOutput    = "bad-output"
	DiagIllegalMove  = "illegal-move"
	DiagNotAtGoal    = "not-at-goal"
	DiagNoSolution   = "no-solution"
	DiagWrongCost    = "wrong-cost"
	DiagNotOptimal   = "not-optimal"
	DiagWrongCounts  = "wrong-counts"
	DiagWrongExpands = "wrong-expansions"
)

// Report is the grade of one test: what Frontier asked, what the program
// did, each check with a sentence, and the verdict.
type Report struct {
	Test      int    `json:"test"`
	Puzzle    string `json:"puzzle"`
	Start     string `json:"start"`
	Engine    string `json:"engine"`
	Heuristic string `json:"heuristic,omitempty"`
	// HeuristicTitle is the heuristic as a menu names it.
	HeuristicTitle string  `json:"heuristic_title,omitempty"`
	Verdict        Verdict `json:"verdict"`
	// Diagnosis names what is wrong, in the order found; empty on a pass.
	Diagnosis []string `json:"diagnosis"`
	Checks    []Check  `json:"checks"`
	// Convention is the convention the program was recognised to follow,
	// in words, and Order the order of its moves as far as its
	// expansions show it.
	Convention string `json:"convention,omitempty"`
	Order      string `json:"order,omitempty"`
	// Divergence is the first step where the program's expansions part
	// from the engine's under the convention that explains most of them.
	Divergence *Divergence `json:"divergence,omitempty"`
	// Mistake is the mistake that explains the program, when one does.
	Mistake *Mistake `json:"mistake,omitempty"`
	// Note says, of a pass, what this test cannot tell the program from
	// and which problem can.
	Note    string `json:"note,omitempty"`
	Program Ran    `json:"program"`
	// Frontier is the engine's own run on the same problem.
	Frontier Reference `json:"frontier"`
	// Sandbox says what the program could see and do; nil for a saved
	// answer, which ran nowhere.
	Sandbox *sandbox.Description `json:"sandbox,omitempty"`
}

// Check is one check of a test.
type Check struct {
	// Name is ran, moves, cost, optimal, counts or expansions.
	Name string `json:"check"`
	// OK: the check passed; Skipped: it did not apply (says why).
	OK      bool   `json:"ok"`
	Skipped bool   `json:"skipped,omitempty"`
	Says    string `json:"says"`
	// Tried is what the engine counts under each convention tried, when
	// none explains the program's counts.
	Tried []Tried `json:"tried,omitempty"`
}

// Tried is what the engine counts under one choice of a convention (ties
// to the node added first, …) over every run tried that makes it: the
// fewest and most nodes expanded, children generated and children added
// to the frontier, the start and the goal not counted.
type Tried struct {
	Choice    string `json:"choice"`
	Expanded  [2]int `json:"expanded"`
	Generated [2]int `json:"generated"`
	Added     [2]int `json:"added"`
}

// Divergence is where a program's expansions part from the engine's.
type Divergence struct {
	// Step counts expansions from 1.
	Step int `json:"step"`
	// Program is the state the program expanded at that step, "" when it
	// stopped there; Engine the state the engine would expand, "" when it
	// would stop (Stop says why).
	Program string `json:"program"`
	Engine  string `json:"engine"`
	Stop    string `json:"engine_stop,omitempty"`
	// ProgramNode is the program's state as the engine's frontier held
	// it, when it did; EngineNode the engine's choice.
	ProgramNode *Node `json:"program_node,omitempty"`
	EngineNode  *Node `json:"engine_node,omitempty"`
	// Frontier is the engine's frontier at that step, in the order it
	// takes it, the first entries; FrontierSize how many in all.
	Frontier     []Node `json:"frontier"`
	FrontierSize int    `json:"frontier_size"`
	// Rule is the engine's rule applied to the two states, in words.
	Rule string `json:"rule"`
	// Convention is the convention compared with.
	Convention string `json:"convention"`
	// Pass and Bound are IDS's and IDA*'s at that step.
	Pass  int `json:"pass,omitempty"`
	Bound int `json:"bound,omitempty"`
}

// Node is a node of a search as a report shows it.
type Node struct {
	State string `json:"state"`
	G     int    `json:"g"`
	H     int    `json:"h"`
	F     int    `json:"f"`
	Depth int    `json:"depth"`
}

// Mistake is a mistake that explains a program.
type Mistake struct {
	ID   string `json:"id"`
	Says string `json:"says"`
	Hint string `json:"hint"`
	// Estimate names the estimate the program follows, for the
	// heuristic mistakes.
	Estimate string `json:"estimate,omitempty"`
}

// Ran is what the program did.
type Ran struct {
	Exit      int     `json:"exit"`
	Signal    string  `json:"signal,omitempty"`
	ElapsedMS float64 `json:"elapsed_ms"`
	// CPUMS is the CPU time of the run's processes together.
	CPUMS float64  `json:"cpu_ms"`
	Moves []string `json:"moves"`
	// Cost, Expanded and Generated are as printed, −1 when not.
	Cost       int      `json:"cost"`
	PathCost   int      `json:"path_cost"`
	Expanded   int      `json:"expanded"`
	Generated  int      `json:"generated"`
	Expansions int      `json:"expansions"`
	NoSolution bool     `json:"no_solution,omitempty"`
	Stderr     []string `json:"stderr,omitempty"`
	Stray      []string `json:"stray,omitempty"`
}

// Reference is the engine's own run.
type Reference struct {
	Solved    bool   `json:"solved"`
	Cost      int    `json:"cost"`
	Moves     int    `json:"moves"`
	Expanded  int64  `json:"expanded"`
	Generated int64  `json:"generated"`
	Optimal   bool   `json:"optimal"`
	Why       string `json:"optimal_why,omitempty"`
}
