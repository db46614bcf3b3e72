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
	obs := newObserver(tr)
	picker, _ := c.(PicksConflicted)
	h := c.Violated()
	m.begin(h)
	if obs.on() {
		st := obs.fresh()
		st.Kind, st.H, st.HBefore, st.State = KindStart, h, h, c
		obs.send()
	}
	var tied []int
	for h > 0 && m.more() {
		v, ok := pickVar(c, picker, m.rng)
		if !ok {
			break
		}
		old := c.Value(v)
		keep := obs.on() && c.Values(v) <= MaxScored
		var scored []Scored
		if keep {
			scored = obs.fresh().Scored
		}
		fewest := math.MaxInt
		tied = tied[:0]
		for val := range c.Values(v) {
			k := c.ConflictsWith(v, val)
			if keep {
				scored = append(scored, Scored{Move{v, val}, k})
			}
			switch {
			case k < fewest:
				fewest, tied = k, append(tied[:0], val)
			case k == fewest:
				tied = append(tied, val)
			}
		}
		if !m.evaluate(int64(c.Values(v))) {
			return h
		}
		if len(tied) == 0 {
			break
		}
		val := tied[m.rng.IntN(len(tied))]
		words := ""
		if obs.on() {
			words = assignWords(c, v, old, val)
		}
		c.Assign(v, val)
		before := h
		h = c.Violated()
		m.stepped(h)
		if obs.on() {
			st := obs.fresh()
			st.Number, st.Move, st.Old, st.HBefore, st.H, st.State = m.sum.Steps, Move{v, val}, old, before, h, c
			st.Words = words
			st.Kind = KindDownhill
			if h >= before {
				st.Kind = KindSideways
				if h > before {
					st.Kind = KindUphill
				}
			}
			st.Scored = scored
			for _, t := range tied {
				st.Chosen = append(st.Chosen, Move{v, t})
			}
			obs.send()
		}
	}
	m.stop(StopSolved)
	return h
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
