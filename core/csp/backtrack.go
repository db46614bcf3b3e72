package csp

import (
	"context"
	"time"
)

// Options choose how backtracking runs. The zero value is plain
// backtracking: static variable and value orders, no inference, the first
// solution, the default limits.
type Options struct {
	Var       VarOrder
	Val       ValOrder
	Inference Inference
	// All goes on after each solution until every assignment is tried,
	// counting the solutions.
	All bool
	Limits
	// Observer, when set, sees every step (see Event).
	Observer Observer
	// OnSolution, when set, is called with each solution found, the value
	// of each variable by number; the slice is its own.
	OnSolution func(values []int)
}

// Result is the outcome of a run.
type Result struct {
	Stop   StopReason
	Solved bool
	// Solution is the first solution found, the value of each variable
	// by number; nil when there is none.
	Solution []int
	// Solutions is how many were found: with All, every one unless a
	// limit stopped the run.
	Solutions int64
	Counts
	Elapsed time.Duration
	// Domains are, for AC-3 alone, the values it leaves each variable.
	Domains [][]int
	// Steps are, for min-conflicts, the steps it took.
	Steps int64
}

// backtracker is one run of backtracking search.
type backtracker struct {
	*state
	opts  Options
	found int64
	first []int
}

// Solve runs backtracking search on p. Its tie-breaks are the sentences
// of Rules; its counts those of Counting. An order or inference not in
// Rules panics. It uses memory in proportion to
// the variables and their values (the trail of removals holds each value
// at most once), and stops at opts' limits or when ctx ends.
func Solve(ctx context.Context, p *Problem, opts Options) Result {
	if opts.Var == "" {
		opts.Var = StaticVars
	}
	if opts.Val == "" {
		opts.Val = StaticValues
	}
	if opts.Inference == "" {
		opts.Inference = NoInference
	}
	for flag, id := range map[string]string{"var": string(opts.Var), "val": string(opts.Val), "inference": string(opts.Inference)} {
		if rule(flag, id).ID == "" {
			panic("csp: unknown --" + flag + " " + id + " (choices typed by a user go through ParseVarOrder and its kin)")
		}
	}
	m := newMeter(ctx, opts.Limits, DefaultMaxAssignments)
	b := &backtracker{state: newState(p, m, opts.Observer), opts: opts}
	if !m.stopped() {
		b.search()
	}
	r := Result{Counts: b.counts, Solutions: b.found, Solution: b.first, Solved: b.found > 0, Elapsed: m.elapsed()}
	switch {
	case m.stopped():
		r.Stop = m.stop
	case b.found > 0 && !opts.All:
		r.Stop = StopSolved
	default:
		r.Stop = StopExhausted
	}
	return r
}

// search extends the assignment, and reports whether the run is over: a
// solution found (without All) or a limit reached.
func (b *backtracker) search() bool {
	if len(b.stack) == b.p.Vars() {
		return b.solution()
	}
	x := b.chooseVar()
	for _, a := range b.orderValues(x) {
		if b.m.stopped() {
			return true
		}
		if b.opts.Inference == NoInference {
			if by := b.conflict(x, a); by >= 0 {
				emit(b.state, func(m Mark) *RefuseEvent {
					return &RefuseEvent{Mark: m, Var: x, Value: a, By: by, ByValue: b.value[by]}
				})
				continue
			}
		}
		if !b.m.assigned(b.counts.Assignments + 1) {
			return true
		}
		mark := b.assign(x, a)
		if b.infer(x, a) && b.search() {
			return true
		}
		b.undo(x, a, mark)
	}
	if b.m.stopped() {
		return true
	}
	b.counts.Backtracks++
	emit(b.state, func(m Mark) *BacktrackEvent { return &BacktrackEvent{Mark: m, Var: x} })
	return false
}

// conflict is the first assigned neighbour of x, by number, that x = a
// disagrees with, or -1; each neighbour tested is a check.
func (b *backtracker) conflict(x, a int) int {
	for k, l := range b.p.links[x] {
		y := int(l.to)
		if b.value[y] >= 0 && !b.check(x, k, a, b.value[y]) {
			return y
		}
	}
	return -1
}

// assign makes x = a and returns the trail's length, to undo back to.
func (b *backtracker) assign(x, a int) int {
	b.counts.Assignments++
	b.value[x] = a
	b.stack = append(b.stack, Pair{x, a})
	emit(b.state, func(m Mark) *AssignEvent {
		return &AssignEvent{Mark: m, Var: x, Value: a, Stack: append([]Pair(nil), b.stack...)}
	})
	return len(b.trail)
}

// undo takes back x = a and what its inference removed.
func (b *backtracker) undo(x, a, mark int) {
	back := b.restore(mark)
	b.value[x] = -1
	b.stack = b.stack[:len(b.stack)-1]
	emit(b.state, func(m Mark) *UndoEvent { return &UndoEvent{Mark: m, Var: x, Value: a, Restored: back} })
}

// infer runs the inference after x = a and reports whether no domain
// emptied.
func (b *backtracker) infer(x, a int) bool {
	if b.opts.Inference == NoInference {
		return true
	}
	for c, ok := range b.alive[x] {
		if ok && c != a {
			b.remove(x, c)
			emit(b.state, func(m Mark) *RemoveEvent { return &RemoveEvent{Mark: m, Var: x, Value: c, Assigned: true} })
		}
	}
	if b.opts.Inference == MaintainArcs {
		q := &queue{}
		for k, l := range b.p.links[x] {
			if b.value[l.to] < 0 {
				b.push(q, arcRef{l.to, b.p.back[x][k]})
			}
		}
		return b.ac3(q)
	}
	for k, l := range b.p.links[x] {
		y := int(l.to)
		if b.value[y] >= 0 {
			continue
		}
		in := arcRef{l.to, b.p.back[x][k]}
		if b.revise(y, int(in.k), nil) && b.size[y] == 0 {
			emit(b.state, func(m Mark) *WipeoutEvent { return &WipeoutEvent{Mark: m, Var: y, Arc: Arc{y, x}} })
			return false
		}
		if b.m.stopped() {
			return false
		}
	}
	return true
}

// solution counts the complete assignment and reports whether the run is
// over.
func (b *backtracker) solution() bool {
	b.found++
	values := append([]int(nil), b.value...)
	if b.first == nil {
		b.first = values
	}
	if b.opts.OnSolution != nil {
		b.opts.OnSolution(append([]int(nil), values...))
	}
	emit(b.state, func(m Mark) *SolutionEvent {
		return &SolutionEvent{Mark: m, Values: append([]int(nil), values...), Number: b.found}
	})
	return !b.opts.All
}
