package watch

import (
	"slices"

	"frontier/core/search"
)

// pickModel is the entry the engine's rule takes from the frontier
// shown, written here from the rules alone, and whether several entries
// tied for it: BFS the entry that joined first (the lowest number); DFS,
// IDS and IDA*, whose frontier holds the children left of each node on
// the current path, the deepest entry, the first in move order; UCS,
// greedy and A* the lowest priority, among equal ones the entry added
// last (the highest number); beam search the rest of this round's beam
// (at depth round), else the next round's, each the lowest h first and,
// among equal h, the one generated first.
func pickModel[S comparable](e search.Engine, shown []search.Node[S], round int) (id int, tie bool) {
	best := shown[0]
	count := func(set []search.Node[S], f int) bool {
		n := 0
		for _, s := range set {
			if s.F == f {
				n++
			}
		}
		return n > 1
	}
	switch e {
	case search.EngineBFS:
		for _, s := range shown {
			if s.ID < best.ID {
				best = s
			}
		}
	case search.EngineDFS, search.EngineIDS, search.EngineIDAStar:
		for _, s := range shown {
			if s.Depth > best.Depth || s.Depth == best.Depth && s.ID < best.ID {
				best = s
			}
		}
	case search.EngineBeam:
		set := slices.DeleteFunc(slices.Clone(shown), func(s search.Node[S]) bool { return s.Depth != round })
		if len(set) == 0 {
			set = shown
		}
		best = set[0]
		for _, s := range set {
			if s.F < best.F || s.F == best.F && s.ID < best.ID {
				best = s
			}
		}
		return best.ID, count(set, best.F)
	default:
		for _, s := range shown {
			if s.F < best.F || s.F == best.F && s.ID > best.ID {
				best = s
			}
		}
		return best.ID, count(shown, best.F)
	}
	return best.ID, false
}

// fateModel is what the engine's rule does with child c of step x, from
// the test's own bookkeeping: the states reached (BFS, DFS, greedy), the
// cheapest g of each state reached and the states expanded (UCS, A*),
// the move back and the bound (IDS, IDA*). Beam search is left out.
type fateModel[S comparable] struct {
	e        search.Engine
	p        search.Problem[S]
	rec      *search.Recording[S]
	bestG    map[S]int
	expanded map[S]bool
}

func newFateModel[S comparable](e search.Engine, p search.Problem[S], rec *search.Recording[S]) *fateModel[S] {
	return &fateModel[S]{e: e, p: p, rec: rec, bestG: map[S]int{p.Start(): 0}, expanded: map[S]bool{}}
}

// expand notes that step x began.
func (m *fateModel[S]) expand(x *search.Expansion[S]) { m.expanded[x.Node.State] = true }

func (m *fateModel[S]) fate(x *search.Expansion[S], k int) search.Fate {
	c := x.Children[k]
	switch m.e {
	case search.EngineIDS, search.EngineIDAStar:
		if gp, ok := m.rec.Node(x.Node.Parent); ok && x.Node.Parent >= 0 && gp.State == c.State {
			return search.FatePruned
		}
		if m.e == search.EngineIDAStar && c.F > x.Bound {
			return search.FatePruned
		}
		if m.p.IsGoal(c.State) {
			return search.FateGoal
		}
		if m.e == search.EngineIDS && c.Depth == x.Bound {
			return search.FatePruned
		}
		return search.FateAdded
	}
	old, reached := m.bestG[c.State]
	reopen := m.e == search.EngineUCS || m.e == search.EngineAStar
	switch {
	case reached && (!reopen || old <= c.G):
		return search.FateDuplicate
	case (m.e == search.EngineBFS || m.e == search.EngineDFS) && m.p.IsGoal(c.State):
		return search.FateGoal
	}
	m.bestG[c.State] = c.G
	if reopen && m.expanded[c.State] {
		delete(m.expanded, c.State)
		return search.FateReopened
	}
	return search.FateAdded
}

// tally is the test's own count of the answers.
type tally struct{ right, total, streak, longest int }

func (t *tally) add(right bool) {
	t.total++
	if right {
		t.right++
		t.streak++
		t.longest = max(t.longest, t.streak)
	} else {
		t.streak = 0
	}
}

// boundModel is IDA*'s next bound after the pass that ends at step i:
// the smallest f of the pass's children over its bound, the moves
// straight back to a parent left out, as the walk never tries them.
func boundModel[S comparable](rec *search.Recording[S], i int) int {
	x := rec.Step(i)
	next := -1
	for j := i; j >= 1 && rec.Step(j).Iteration == x.Iteration; j-- {
		y := rec.Step(j)
		gp, ok := rec.Node(y.Node.Parent)
		for _, c := range y.Children {
			if ok && y.Node.Parent >= 0 && gp.State == c.State {
				continue
			}
			if c.F > x.Bound && (next < 0 || c.F < next) {
				next = c.F
			}
		}
	}
	return next
}
