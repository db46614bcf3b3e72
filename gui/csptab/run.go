package csptab

import (
	"context"
	"time"

	"frontier/core/csp"
	"frontier/core/local"
	"frontier/core/puzzles"
)

// Bounds of a run the window records: a student steps through a few
// hundred events, and a run past these is stopped and shown up to there.
const (
	maxEvents  = 200_000
	maxRepairs = 10_000 // min-conflicts' steps
	runTimeout = 30 * time.Second
	// repairSeed is min-conflicts' seed: with it 8-queens is solved (with
	// seed 0 it stays in a local minimum to the step limit).
	repairSeed = 1
)

// setup is what to run: the problem, the engine and backtracking's
// choices.
type setup struct {
	choice problemChoice
	engine csp.Engine
	opts   csp.Options
}

// recording is a run recorded for Watch: every event (backtracking,
// AC-3) or every repair step (min-conflicts).
type recording struct {
	setup
	p       *csp.Problem
	events  []csp.Event
	repairs []repair
	full    bool // the run was stopped once the recording was full
	res     csp.Result
	err     error
}

// repair is one step of min-conflicts: the move in words, the violated
// constraints before and after, and the assignment it leaves.
type repair struct {
	kind      local.Kind
	words     string
	hBefore   int
	h         int
	variable  int
	values    []int
	conflicts []int // the variables in conflict after the step
}

// record runs s to its end, or to ctx's, keeping what Watch shows.
func record(ctx context.Context, s setup) recording {
	rec := recording{setup: s}
	rec.p, rec.err = puzzles.NewCSP(s.choice.spec)
	if rec.err != nil {
		return rec
	}
	p := rec.p
	ctx, cancel := context.WithTimeout(ctx, runTimeout)
	defer cancel()
	switch s.engine {
	case csp.ArcConsistency:
		rec.res, rec.events, rec.full = csp.Record(ctx, maxEvents, func(ctx context.Context, obs csp.Observer) csp.Result {
			return csp.AC3(ctx, p, csp.Limits{}, obs)
		})
	case csp.MinConflicts:
		rec.res = csp.SolveMinConflicts(ctx, p, repairSeed, maxRepairs, csp.Limits{}, &local.Trace[local.Conflicts]{
			OnStep: func(st *local.Step[local.Conflicts]) { rec.repairs = append(rec.repairs, repairOf(p, st)) },
		})
	default:
		rec.res, rec.events, rec.full = csp.Record(ctx, maxEvents, func(ctx context.Context, obs csp.Observer) csp.Result {
			o := s.opts
			o.Observer = obs
			return csp.Solve(ctx, p, o)
		})
	}
	return rec
}

// repairOf keeps what a min-conflicts step shows, copied: the engine
// reuses the step.
func repairOf(p *csp.Problem, st *local.Step[local.Conflicts]) repair {
	r := repair{kind: st.Kind, words: st.Words, hBefore: st.HBefore, h: st.H, variable: -1}
	if st.Kind != local.KindStart && st.Kind != local.KindStop {
		r.variable = st.Move.Var
	}
	c := st.State
	if c == nil {
		return r
	}
	r.values = make([]int, p.Vars())
	for v := range r.values {
		r.values[v] = c.Value(v)
	}
	r.conflicts = conflicted(p, r.values)
	return r
}

// conflicted are the variables whose value some neighbour's refuses,
// tested with Problem.Allows, which counts no check: the counts shown
// are the engine's own.
func conflicted(p *csp.Problem, values []int) []int {
	var out []int
	for x := range values {
		for _, y := range p.Neighbours(x) {
			if !p.Allows(x, values[x], y, values[y]) {
				out = append(out, x)
				break
			}
		}
	}
	return out
}

// positions is how many positions Watch steps through: before the first
// event, and after each.
func (r *recording) positions() int {
	if r.engine == csp.MinConflicts {
		return len(r.repairs)
	}
	return len(r.events) + 1
}
