package lab

import (
	"fmt"
	"runtime"

	"frontier/core/numfmt"
	"frontier/core/puzzles"
	"frontier/core/sysmem"
)

// Bound is the range of one number a user types for an experiment. The
// bounds live here, in one place, and the command line, configuration
// files, set files and the window's lab form all check against them.
// They keep a slip of the keyboard from asking for days of work, a
// billion-item list or an overflowing range; a long experiment is still
// possible.
type Bound struct{ Min, Max int64 }

// The bounds of what an experiment takes.
var (
	// Instances is the number of states per depth, or in a set.
	Instances = Bound{1, 100_000}
	// Depth is a depth of an experiment by depth, where the puzzle does
	// not know its deepest state (Lab().Deepest).
	Depth = Bound{0, 250}
	// Walk is the length of the random walk that draws a state.
	Walk = Bound{0, puzzles.MaxWalk}
	// Workers is the number of searches run at the same time.
	Workers = Bound{1, 64}
	// BeamWidth is k of beam search. Each round sorts its k × b
	// candidates in one step, which a stop must wait for: at 100,000
	// some tens of milliseconds.
	BeamWidth = Bound{1, 100_000}
	// NodeLimit is a search's node limit (0 lifts it) and each node
	// budget: a trillion nodes keep IDA* busy for hours.
	NodeLimit = Bound{0, 1_000_000_000_000}
)

// Limits on lists and on the work of one experiment.
const (
	MaxListItems = 1_000 // items of a list of depths or budgets, or solvers
	// MaxSearches is the most searches one experiment runs (states ×
	// solvers × depths or budgets): at a millisecond each, a quarter of
	// an hour.
	MaxSearches = 1_000_000
	// MaxWalkMoves is the most random moves drawing one experiment's
	// states takes (states × walk): some tens of seconds.
	MaxWalkMoves = 100_000_000
)

// MinMemory is the smallest memory budget one may ask for: less leaves
// the program itself no room.
const MinMemory = 32 << 20

// CheckMemory says, in one line naming what, why n bytes cannot be a
// memory budget: less than MinMemory, or more than the memory this
// process may use (see sysmem.Physical).
func CheckMemory(what string, n int64) error {
	if n < MinMemory {
		return fmt.Errorf("%s must be at least %s, not %s", what, numfmt.Bytes(MinMemory), numfmt.Bytes(n))
	}
	if phys, from := sysmem.Physical(); phys > 0 && uint64(n) > phys {
		where := "this machine has"
		if from == "cgroup" {
			where = "this process's control group allows"
		}
		return fmt.Errorf("%s of %s is more than the %s %s", what, numfmt.Bytes(n), numfmt.Bytes(int64(phys)), where)
	}
	return nil
}

// Check says, in one line naming what, why n is outside b: "--instances
// must be from 1 to 100,000, not 2,000,000,000".
func (b Bound) Check(what string, n int64) error {
	if n < b.Min || n > b.Max {
		return fmt.Errorf("%s must be from %s to %s, not %s", what, numfmt.Group(b.Min), numfmt.Group(b.Max), numfmt.Group(n))
	}
	return nil
}

// DefaultWorkers is the pool size when none is given: one per core, at
// most Workers.Max.
func DefaultWorkers() int { return min(runtime.GOMAXPROCS(0), int(Workers.Max)) }

// Check explains, in one line, which size of r is out of bounds: the
// states, walk, node limit and beam widths, the lists, the total number of
// searches (states × solvers × depths or budgets) and of random moves
// (states × walk). It counts the solvers and depths r gives, at least
// one of each; Run checks again with the puzzle's defaults filled in.
// Heuristics and depths beyond the puzzle's deepest are checked by Run,
// which knows the puzzle.
func (r Request) Check() error {
	if r.Kind != KindDepth && r.Kind != KindBudget && r.Kind != KindCompare {
		return unknownKind(r.Kind)
	}
	states := int64(r.Instances)
	if r.Set != nil {
		states = int64(r.Set.Len())
	}
	for _, err := range []error{
		Instances.Check("the number of states", states),
		Walk.Check("the walk", int64(r.Walk)),
		NodeLimit.Check("the node limit", r.MaxNodes),
		checkListLen("depths", len(r.Depths)),
		checkListLen("budgets", len(r.Budgets)),
		checkListLen("engines", len(r.Solvers)),
	} {
		if err != nil {
			return err
		}
	}
	for _, d := range r.Depths {
		if err := Depth.Check("a depth", int64(d)); err != nil {
			return err
		}
	}
	for _, b := range r.Budgets {
		if err := (Bound{1, NodeLimit.Max}).Check("a node budget", b); err != nil {
			return err
		}
	}
	for _, s := range r.Solvers {
		if err := s.check(); err != nil {
			return err
		}
	}
	return r.checkWork(states)
}

// checkWork bounds the searches and random moves of r over states.
func (r Request) checkWork(states int64) error {
	per, of := int64(1), ""
	switch r.Kind {
	case KindDepth:
		per, of = int64(max(1, len(r.Depths))), " × depths"
	case KindBudget:
		per, of = int64(max(1, len(r.Budgets))), " × budgets"
	}
	// Each factor is bounded, so the product fits in an int64.
	searches := states * int64(max(1, len(r.Solvers))) * per
	if searches > MaxSearches {
		return fmt.Errorf("the experiment asks for %s searches (states × engines%s); at most %s: fewer states, engines%s",
			numfmt.Group(searches), of, numfmt.Group(int64(MaxSearches)), of)
	}
	if moves := states * int64(r.Walk); r.Set == nil && r.Kind != KindDepth && moves > MaxWalkMoves {
		return walkWorkErr(states, int64(r.Walk))
	}
	return nil
}

func walkWorkErr(states, walk int64) error {
	return fmt.Errorf("drawing the states takes %s random moves (%s states × a walk of %s); at most %s",
		numfmt.Group(states*walk), numfmt.Group(states), numfmt.Group(walk), numfmt.Group(int64(MaxWalkMoves)))
}

func checkListLen(what string, n int) error {
	if n > MaxListItems {
		return fmt.Errorf("%s: %s items; at most %s", what, numfmt.Group(n), numfmt.Group(MaxListItems))
	}
	return nil
}
