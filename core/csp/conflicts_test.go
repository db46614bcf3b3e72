package csp_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"frontier/core/csp"
)

// recount is what Conflicts keeps, counted afresh from the problem: the
// pairs of neighbours in conflict, and the variables in one.
func recount(p *csp.Problem, val []int) (int, []int) {
	pairs, conflicted := 0, []int{}
	for x := range p.Vars() {
		in := false
		for _, y := range p.Neighbours(x) {
			if !p.Allows(x, val[x], y, val[y]) {
				in = true
				if y > x {
					pairs++
				}
			}
		}
		if in {
			conflicted = append(conflicted, x)
		}
	}
	return pairs, conflicted
}

// TestConflicts: along a random walk of assignments, the incremental
// counts equal a count afresh, and ConflictsWith equals the conflicts the
// value would have.
func TestConflicts(t *testing.T) {
	r := rand.New(rand.NewPCG(43, 4))
	q, _ := csp.Queens(8)
	problems := []*csp.Problem{csp.Australia(), q}
	for range 20 {
		problems = append(problems, randomProblem(t, r))
	}
	for _, p := range problems {
		c := csp.NewConflicts(p)
		c.Start(r)
		for step := range 200 {
			v := r.IntN(c.Vars())
			val := r.IntN(c.Values(v))
			cur := c.Assignment()
			cur[v] = val
			want, _ := recount(p, cur)
			before, _ := recount(p, c.Assignment())
			own := 0
			for _, y := range p.Neighbours(v) {
				if !p.Allows(v, c.Value(v), y, c.Value(y)) {
					own++
				}
			}
			if got := c.ConflictsWith(v, val); got != want-before+own {
				t.Fatalf("%s step %d: ConflictsWith %d, want %d", p.Title(), step, got, want-before+own)
			}
			c.Assign(v, val)
			pairs, conflicted := recount(p, c.Assignment())
			if c.Violated() != pairs || !slices.Equal(c.Conflicted(), conflicted) {
				t.Fatalf("%s step %d: violated %d %v, afresh %d %v", p.Title(), step, c.Violated(), c.Conflicted(), pairs, conflicted)
			}
		}
	}
}

// TestGreedyStart: the start gives each variable, in order, a value with
// the fewest conflicts with those before it, and a seed gives one start.
func TestGreedyStart(t *testing.T) {
	p, _ := csp.Queens(30)
	a, b := csp.NewConflicts(p), csp.NewConflicts(p)
	a.Start(rand.New(rand.NewPCG(7, 7)))
	b.Start(rand.New(rand.NewPCG(7, 7)))
	if !slices.Equal(a.Assignment(), b.Assignment()) {
		t.Fatal("one seed, two starts")
	}
	val := a.Assignment()
	for v := range p.Vars() {
		with := func(x int) int {
			n := 0
			for u := range v {
				if !p.Allows(v, x, u, val[u]) {
					n++
				}
			}
			return n
		}
		for x := range p.Values(v) {
			if with(x) < with(val[v]) {
				t.Fatalf("q%d has %d conflicts with those before it; value %d would have %d", v+1, with(val[v]), x, with(x))
			}
		}
	}
	if got := a.Counts().Assignments; got != 30 {
		t.Errorf("start made %d assignments", got)
	}
}
