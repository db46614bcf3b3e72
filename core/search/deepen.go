package search

import (
	"math"
	"slices"
)

// deepRule is a Deepening policy as a walk reads it, node by node: which
// children its pruning drops, when it turns back from a node, when it
// tests one for the goal, when it expands one and how the bound moves from
// pass to pass. The engines' run of the walk (Walk.deepen), its trace and
// the steps a follower takes (Walk.Enter) all decide by it.
type deepRule struct {
	// onF: the bound is on f = g + h (IDA*); otherwise on the depth (IDS).
	onF bool
	// early: the goal is tested as a child is generated.
	early bool
	// limitFirst: a node at the depth limit is not tested for the goal.
	limitFirst bool
	// admissible: h is 0 at a goal, so a positive h spares the test.
	admissible bool
	// none: tree search, nothing pruned; onPath: path checking; neither:
	// the move straight back pruned (PruneParent).
	none, onPath bool
	// twins: siblings may reach the same state (see Distinct).
	twins bool
}

// deepRuleOf is policy pol's rule; admissible: the estimates are 0 at a
// goal; twins: siblings may reach the same state.
func deepRuleOf(pol Policy, admissible, twins bool) deepRule {
	return deepRule{onF: pol.Rule.Key == KeyF, early: pol.GoalTest == GoalOnGeneration, limitFirst: pol.LimitFirst,
		admissible: admissible, none: pol.Pruning == PruneNone, onPath: pol.Pruning == PrunePath, twins: twins}
}

// limits are a pass's bound as the walk compares a node with it: the
// walk turns back at once, untested, from a node of f above maxF (IDA*'s
// bound, which the next bound may be), and enters but does not expand a
// node at depth maxDepth or deeper (IDS's depth limit); the other is
// unbounded.
func (r *deepRule) limits(bound int) (maxF, maxDepth int) {
	if r.onF {
		return bound, unbounded
	}
	return unbounded, bound
}

// tests reports whether entering a node within the bound, of estimate h
// and at the limit or not, tests it for the goal.
func (r *deepRule) tests(h int, atLimit bool) bool {
	return (h <= 0 || !r.admissible) && !r.early && !(r.limitFirst && atLimit)
}

// deepVisit is what the walk does on entering a node of state s, path cost
// g, estimate h and depth under bound (see Visit); an explored set is the
// stepping walk's (Walk.Visit).
func deepVisit[S comparable](r *deepRule, goal func(S) bool, s S, g, h, depth, bound int) Visit {
	maxF, maxDepth := r.limits(bound)
	if g+h > maxF {
		return VisitOver
	}
	at := depth >= maxDepth
	if r.tests(h, at) && goal(s) {
		return VisitGoal
	}
	if at {
		return VisitLimit
	}
	return VisitExpand
}

// nextBound is the bound of the pass after one under bound that met next,
// the smallest f above it (IDA*), and left a node at its limit or not
// (cutoff, IDS); false when that pass met nothing beyond its bound: the
// space is exhausted (the bound returned is then the one a pass made all
// the same would have).
func (r *deepRule) nextBound(bound, next int, cutoff bool) (int, bool) {
	if r.onF {
		if next == unbounded {
			return bound, false
		}
		return next, true
	}
	return bound + 1, cutoff
}

// deepPrunes reports whether the rule's pruning drops child k of buf, the
// children of the last state of path, before it is generated: nothing
// under tree search, a state on the path under path checking, and by
// default (PruneParent) the move straight back to the parent and a twin
// of an earlier sibling.
func deepPrunes[S comparable](r *deepRule, buf []Scored[S], k int, path []S) bool {
	st := &buf[k]
	switch {
	case r.none:
		return false
	case r.onPath:
		return slices.Contains(path, st.State)
	}
	d := len(path) - 1
	return d > 0 && st.State == path[d-1] || r.twins && twin(buf[:k], st)
}

// newWalk is a walk of p under pol, counted by m, its children and their
// estimates from x; admissible: the estimates are 0 at a goal. It stands
// at the start, as the engines' run begins (a follower's begins a pass).
func newWalk[S comparable](p Problem[S], pol Policy, x *expander[S], m *meter, admissible bool) *Walk[S] {
	w := &Walk[S]{x: x, goal: p.IsGoal, m: m, r: deepRuleOf(pol, admissible, !distinct(p))}
	w.path = append(w.path, p.Start())
	return w
}

// deepen is the engines' run of the walk, at full speed: the passes from
// the start, of estimate h, each bound raised as the rule says, until a
// goal or the end. Its pass is a recursion that keeps the current path,
// the step taken out of each state and a successor buffer per depth, all
// reused across passes: memory O(depth), where a follower's steps keep
// every node of the pass.
func (w *Walk[S]) deepen(h int, dt *deepTrace[S]) Result[S] {
	bound := 0
	if w.r.onF {
		bound = h
	}
	for w.m.stop == "" {
		w.next, w.cutoff = unbounded, false
		w.bound = bound
		if dt != nil {
			dt.iterate(bound)
		}
		maxF, maxDepth := w.r.limits(bound)
		w.maxDepth = maxDepth
		if w.descend(0, 0, h, maxF) {
			return w.solution(result[S](w.m))
		}
		b, ok := w.r.nextBound(bound, w.next, w.cutoff)
		if !ok {
			break // nothing beyond the bound: the space is exhausted
		}
		bound = b
	}
	return result[S](w.m)
}

// descend walks below path[depth], at cost g and estimate h, within the
// pass's limits, maxF and w.maxDepth; true means a goal was found and
// path, pick and cost describe it.
func (w *Walk[S]) descend(depth, g, h, maxF int) bool {
	if f := g + h; f > maxF {
		if f < w.next {
			w.next = f
		}
		return false
	}
	s := w.path[depth]
	at := depth >= w.maxDepth
	if w.r.tests(h, at) && w.goal(s) {
		w.cost = g
		return true
	}
	if at {
		w.cutoff = true
		return false
	}
	w.m.expanded++
	if len(w.bufs) <= depth {
		w.bufs = append(w.bufs, nil)
		w.pick = append(w.pick, 0)
	}
	buf := w.x.expand(s, h, w.bufs[depth][:0])
	w.bufs[depth] = buf
	w.m.setFrontier(depth + len(buf))
	path := w.path[:depth+1] // the path down to s, which the walk below it leaves as it is
	for k := range buf {
		st := &buf[k]
		if deepPrunes(&w.r, buf, k, path) {
			continue
		}
		if !w.m.generate(depth + 1) {
			return false
		}
		if st.H < w.m.bestH {
			w.m.bestH = st.H
		}
		w.path = append(w.path[:depth+1], st.State)
		w.pick[depth] = k
		if w.r.early && w.goal(st.State) {
			w.cost = g + st.Cost
			return true
		}
		if w.descend(depth+1, g+st.Cost, st.H, maxF) {
			return true
		}
		if w.m.stop != "" {
			return false
		}
	}
	w.path = w.path[:depth+1]
	return false
}

// solution completes r with the path found.
func (w *Walk[S]) solution(r Result[S]) Result[S] {
	moves := make([]string, len(w.path)-1)
	for d := range moves {
		moves[d] = w.bufs[d][w.pick[d]].Move
	}
	return solved(r, w.path, moves, w.cost)
}

// unbounded marks a pass of IDA* that has seen no f above its bound.
const unbounded = math.MaxInt
