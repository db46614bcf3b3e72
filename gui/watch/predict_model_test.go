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
	// Bidirectional BFS: each side's states reached and its frontier in
	// the order added (0 from the start, 1 from the goal), and the side
	// and depth of the node expanded last.
	reached   [2]map[S]bool
	pending   [2][]search.Node[S]
	lastSide  int
	lastDepth int
}

func newFateModel[S comparable](e search.Engine, p search.Problem[S], rec *search.Recording[S]) *fateModel[S] {
	m := &fateModel[S]{e: e, p: p, rec: rec, bestG: map[S]int{p.Start(): 0}, expanded: map[S]bool{}, lastSide: -1}
	if g, ok := p.(interface{ GoalState() (S, bool) }); ok && e == search.EngineBiBFS {
		goal, _ := g.GoalState()
		m.reached = [2]map[S]bool{{p.Start(): true}, {goal: true}}
		m.pending = [2][]search.Node[S]{{{State: p.Start()}}, {{State: goal}}}
	}
	return m
}

// expand notes that step x began.
func (m *fateModel[S]) expand(x *search.Expansion[S]) {
	m.expanded[x.Node.State] = true
	if m.e == search.EngineBiBFS {
		s := m.side(x.Node.ID)
		m.pending[s] = slices.DeleteFunc(m.pending[s], func(n search.Node[S]) bool { return n.State == x.Node.State })
		m.lastSide, m.lastDepth = s, x.Node.Depth
	}
}

// side is the side of a bidirectional search node id is on: 0 when its
// root is the start, 1 when it is the goal.
func (m *fateModel[S]) side(id int) int {
	for {
		n, _ := m.rec.Node(id)
		if n.Parent < 0 {
			if id == 0 {
				return 0
			}
			return 1
		}
		id = n.Parent
	}
}

// pickBiBFS is the node bidirectional BFS expands next among those
// shown: the next of the layer the side expanded last is working
// through, else the first added of the side with fewer nodes waiting
// (the start's side on a tie).
func (m *fateModel[S]) pickBiBFS(shown []search.Node[S]) int {
	s := -1
	if m.lastSide >= 0 && slices.ContainsFunc(m.pending[m.lastSide], func(n search.Node[S]) bool { return n.Depth == m.lastDepth }) {
		s = m.lastSide
	} else if len(m.pending[1]) < len(m.pending[0]) {
		s = 1
	} else {
		s = 0
	}
	next := m.pending[s][0]
	for _, n := range shown {
		if n.State == next.State && m.side(n.ID) == s {
			return n.ID
		}
	}
	return -1 // not shown: the test fails on it
}

func (m *fateModel[S]) fate(x *search.Expansion[S], k int) search.Fate {
	c := x.Children[k]
	switch m.e {
	case search.EngineBiBFS:
		s := m.side(x.Node.ID)
		if m.reached[s][c.State] {
			return search.FateDuplicate
		}
		m.reached[s][c.State] = true
		m.pending[s] = append(m.pending[s], c.Node)
		if m.reached[1-s][c.State] {
			return search.FateMeet
		}
		return search.FateAdded
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
