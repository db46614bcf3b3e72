package local

import (
	"context"
	"math"
	"math/rand/v2"
)

// Conflicts is a complete assignment that min-conflicts repairs:
// variables 0..Vars()−1, each with values 0..Values(v)−1. The n-queens
// board and the constraint-satisfaction problems implement it.
type Conflicts interface {
	Vars() int
	Values(v int) int
	Value(v int) int
	// ConflictsWith is how many constraints v would violate with value
	// val, the other variables as they are.
	ConflictsWith(v, val int) int
	// Assign sets v to val, keeping any incremental counts.
	Assign(v, val int)
	// Violated is h: the number of constraints violated now (0: solved).
	Violated() int
	// Conflicted lists the variables in at least one violated constraint,
	// in increasing order.
	Conflicted() []int
}

// PicksConflicted is an optional ability of a Conflicts for large
// problems: a variable in conflict drawn from r, all alike, without
// listing them all; ok is false when none is.
type PicksConflicted interface {
	PickConflicted(r *rand.Rand) (v int, ok bool)
}

// Names is an optional ability of a Conflicts: its variables and values
// in words, for a trace's Step.Words ("column 3", "row 4"; "WA", "red").
type Names interface {
	VarName(v int) string
	ValueName(v, val int) string
}

// Starts is an optional ability of a Conflicts: an initial assignment of
// the problem's own, drawn from r (the n-queens' greedy one), which
// min-conflicts begins from when Options.OwnStart asks for it.
type Starts interface {
	Start(r *rand.Rand)
}

// MinConflicts repairs c in place: it picks a variable in conflict at
// random, gives it the value with the fewest conflicts, ties broken at
// random, and repeats until no constraint is violated or the step limit
// (100,000 by default) is reached. A step that finds the variable's own
// value among the fewest may keep it; it still counts.
//
// Each step costs one ConflictsWith call per value of the variable, and
// picking the variable one Conflicted call, or a PickConflicted call when
// c has it. The result's Start and Final are c.
func MinConflicts(ctx context.Context, c Conflicts, opts Options, tr *Trace[Conflicts]) Result[Conflicts] {
	opts = opts.withDefaults(EngineMinConflicts)
	m := newMeter(ctx, EngineMinConflicts, opts)
	h := minConflicts(m, c, tr)
	return Result[Conflicts]{Summary: m.summary(h), Start: c, Final: c}
}

func minConflicts(m *meter, c Conflicts, tr *Trace[Conflicts]) int {
	if s, ok := c.(Starts); ok && m.opts.OwnStart {
		s.Start(m.rng)
	}
	r := &repairer{m: m, c: c, obs: newObserver(tr)}
	r.picker, _ = c.(PicksConflicted)
	h := c.Violated()
	m.begin(h)
	if r.obs.on() {
		st := r.obs.fresh()
		st.Kind, st.H, st.HBefore, st.State = KindStart, h, h, c
		r.obs.send()
	}
	for h > 0 && m.more() {
		v, ok := pickVar(c, r.picker, m.rng)
		if !ok || !r.weigh(v) {
			break
		}
		old, val := c.Value(v), r.tied[m.rng.IntN(len(r.tied))]
		words := ""
		if r.obs.on() {
			words = assignWords(c, v, old, val)
		}
		c.Assign(v, val)
		before := h
		h = c.Violated()
		m.stepped(h)
		if r.obs.on() {
			r.report(Move{v, val}, old, before, h, words)
		}
	}
	return h
}

// repairer holds what min-conflicts reuses from step to step.
type repairer struct {
	m      *meter
	c      Conflicts
	obs    *observer[Conflicts]
	picker PicksConflicted
	tied   []int    // the values of the fewest conflicts
	scored []Scored // every value and its conflicts, for a trace
}

// weigh finds the values of v with the fewest conflicts; it reports
// whether the run may go on.
func (r *repairer) weigh(v int) bool {
	keep := r.obs.on() && r.c.Values(v) <= MaxScored
	fewest := math.MaxInt
	r.tied, r.scored = r.tied[:0], r.scored[:0]
	for val := range r.c.Values(v) {
		k := r.c.ConflictsWith(v, val)
		if keep {
			r.scored = append(r.scored, Scored{Move{v, val}, k})
		}
		switch {
		case k < fewest:
			fewest, r.tied = k, append(r.tied[:0], val)
		case k == fewest:
			r.tied = append(r.tied, val)
		}
	}
	return r.m.evaluate(int64(r.c.Values(v))) && len(r.tied) > 0
}

// report tells the trace of the step that gave mv.Var value mv.Val.
func (r *repairer) report(mv Move, old, before, h int, words string) {
	st := r.obs.fresh()
	st.Number, st.Move, st.Old, st.HBefore, st.H, st.State = r.m.sum.Steps, mv, old, before, h, r.c
	st.Words, st.Kind = words, KindDownhill
	if h >= before {
		st.Kind = KindSideways
		if h > before {
			st.Kind = KindUphill
		}
	}
	st.Scored = append(st.Scored, r.scored...)
	st.Ties = len(r.tied)
	if len(r.tied) <= MaxScored {
		for _, t := range r.tied {
			st.Chosen = append(st.Chosen, Move{mv.Var, t})
		}
	}
	r.obs.send()
}

// pickVar draws a variable in conflict, all alike.
func pickVar(c Conflicts, picker PicksConflicted, r *rand.Rand) (int, bool) {
	if picker != nil {
		return picker.PickConflicted(r)
	}
	vs := c.Conflicted()
	if len(vs) == 0 {
		return 0, false
	}
	return vs[r.IntN(len(vs))], true
}

// assignWords is "WA: red → green", or "" for a Conflicts without Names.
func assignWords(c Conflicts, v, old, val int) string {
	n, ok := c.(Names)
	if !ok {
		return ""
	}
	return n.VarName(v) + ": " + n.ValueName(v, old) + " → " + n.ValueName(v, val)
}
