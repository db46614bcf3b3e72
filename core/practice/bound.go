package practice

import (
	"fmt"
	"slices"

	"frontier/core/search"
)

// boundAt is the bound of the pass of IDS or IDA* that goes on after
// position i.
func (g *Grader[S]) boundAt(i int) int {
	if i < g.rec.Len() {
		return g.rec.Step(i + 1).Bound
	}
	return g.rec.Step(max(i, 1)).Bound
}

// over lists the children of step i's pass that went over its bound
// (IDA*): pruned for f above the bound, not for the move back or a twin.
func (g *Grader[S]) over(i int) []search.Child[S] {
	var out []search.Child[S]
	it := g.rec.Step(i).Iteration
	for j := i; j >= 1 && g.rec.Step(j).Iteration == it; j-- {
		x := g.rec.Step(j)
		for k, c := range x.Children {
			if c.Fate == search.FatePruned && g.pruning(x, k) == pruneOver {
				out = append(out, c)
			}
		}
	}
	return out
}

// Bounds lists the bounds to offer as answers at position i, where a pass
// has ended (Ask(i) is Bound), in increasing order: for IDA*, the f of
// the children that went over the bound, the smallest four, else one
// deeper, two deeper and twice the depth limit (IDS).
func (g *Grader[S]) Bounds(i int) []int {
	bound := g.rec.Step(i).Bound
	var out []int
	if !g.byDepth() {
		for _, c := range g.over(i) {
			out = append(out, c.F)
		}
	} else {
		out = []int{bound + 1, bound + 2, 2 * bound}
	}
	slices.Sort(out)
	out = slices.Compact(out)
	out = slices.DeleteFunc(out, func(b int) bool { return b <= bound })
	for len(out) < 3 {
		out = append(out, max(bound, out[len(out)-1])+1)
	}
	return out[:min(len(out), 4)]
}

// BoundQuestion asks for the bound of the pass that follows position i,
// where a pass has ended (Ask(i) is Bound).
func (g *Grader[S]) BoundQuestion(i int) string {
	bound := g.rec.Step(i).Bound
	if g.byDepth() {
		return fmt.Sprintf("The pass with depth limit %d has nothing left to visit. What is the next limit? Click it, or press its number.", bound)
	}
	return fmt.Sprintf("The pass with bound %s ≤ %d has nothing left to visit. What is the next bound? Click it, or press its number.", g.pol.Rule.Key.Name(), bound)
}

// Bound grades the student's bound for the pass that follows position i.
// It panics when Ask(i) is not Bound.
func (g *Grader[S]) Bound(i, bound int) Verdict {
	if !g.passEnds(i) {
		panic("practice: no pass ends at this position")
	}
	old, next := g.rec.Step(i).Bound, g.rec.Step(i+1).Bound
	v := Verdict{Right: bound == next, Rule: RuleBound, Answer: next}
	if g.byDepth() {
		v.Reason = fmt.Sprintf("The pass with depth limit %d has nothing left to visit and left nodes unexpanded at the limit: %s starts again from the start, the limit one deeper: %d.", old, g.e.Title(), next)
		if !v.Right {
			v.Yours = fmt.Sprintf("you said %d.", bound)
		}
		return v
	}
	var at search.Child[S]
	for _, c := range g.over(i) {
		if c.F == next {
			at = c
		}
	}
	v.Reason = fmt.Sprintf("The pass with bound %d has nothing left to visit: the next bound is the smallest f that went over, %d (node %d: %d + %d).", old, next, at.ID, at.G, at.H)
	switch {
	case v.Right:
	case bound > next:
		v.Yours = fmt.Sprintf("you said %d, but a smaller f went over the bound.", bound)
	default:
		v.Yours = fmt.Sprintf("you said %d, but no f between %d and %d went over the bound.", bound, old, next)
	}
	return v
}
