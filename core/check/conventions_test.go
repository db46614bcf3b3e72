package check

import (
	"container/heap"
	"testing"

	"frontier/core/puzzles"
	"frontier/core/search"
)

// Plain searches written from each convention's description alone, as a
// textbook writes them, against which the models are checked: each
// returns the states it expands, in order.

// plainBFS is the graph-search pseudocode: a FIFO queue, an explored set,
// a child skipped when explored or waiting, the goal tested when popped.
func plainBFS(p search.Problem[State]) []State {
	queue := []State{p.Start()}
	waiting := map[State]bool{p.Start(): true}
	explored := map[State]bool{}
	var out []State
	for len(queue) > 0 {
		s := queue[0]
		queue = queue[1:]
		delete(waiting, s)
		if p.IsGoal(s) {
			return out
		}
		explored[s] = true
		out = append(out, s)
		for _, st := range p.Successors(s, nil) {
			if !explored[st.State] && !waiting[st.State] {
				waiting[st.State] = true
				queue = append(queue, st.State)
			}
		}
	}
	return out
}

// plainDFS is recursive depth-first search: a state marked explored when
// entered, children in move order, the goal tested on entry.
func plainDFS(p search.Problem[State], limit int) []State {
	explored := map[State]bool{}
	var out []State
	var visit func(s State) bool
	visit = func(s State) bool {
		if p.IsGoal(s) {
			return true
		}
		if len(out) >= limit {
			return true
		}
		explored[s] = true
		out = append(out, s)
		for _, st := range p.Successors(s, nil) {
			if !explored[st.State] && visit(st.State) {
				return true
			}
		}
		return false
	}
	visit(p.Start())
	return out
}

// plainBest is best-first search with tickets: a heap of (key, order,
// state), a table of the best g, a state expanded when its first ticket
// is popped and skipped after; ties to the ticket pushed first. key is the
// priority of a state at g.
func plainBest(p search.Problem[State], h func(State) int, key func(g, h int) int) []State {
	best := map[State]int{p.Start(): 0}
	closed := map[State]bool{}
	q := &ticketHeap{{key(0, h(p.Start())), 0, p.Start()}}
	n := 1
	var out []State
	for q.Len() > 0 {
		t := heap.Pop(q).(ticket)
		if closed[t.s] {
			continue
		}
		if p.IsGoal(t.s) {
			return out
		}
		closed[t.s] = true
		out = append(out, t.s)
		g := best[t.s]
		for _, st := range p.Successors(t.s, nil) {
			if old, ok := best[st.State]; ok && old <= g+st.Cost {
				continue
			}
			best[st.State] = g + st.Cost
			delete(closed, st.State)
			heap.Push(q, ticket{key(g+st.Cost, h(st.State)), n, st.State})
			n++
		}
	}
	return out
}

type ticket struct {
	key, order int
	s          State
}

type ticketHeap []ticket

func (q ticketHeap) Len() int { return len(q) }
func (q ticketHeap) Less(i, j int) bool {
	if q[i].key != q[j].key {
		return q[i].key < q[j].key
	}
	return q[i].order < q[j].order
}
func (q ticketHeap) Swap(i, j int) { q[i], q[j] = q[j], q[i] }
func (q *ticketHeap) Push(x any)   { *q = append(*q, x.(ticket)) }
func (q *ticketHeap) Pop() any {
	old := *q
	x := old[len(old)-1]
	*q = old[:len(old)-1]
	return x
}

// plainIDS is depth-limited recursion with limits 0, 1, 2, …, no pruning,
// the goal tested on entry.
func plainIDS(p search.Problem[State]) []State {
	var out []State
	var dls func(s State, limit int) bool
	dls = func(s State, limit int) bool {
		if p.IsGoal(s) {
			return true
		}
		if limit == 0 {
			return false
		}
		out = append(out, s)
		for _, st := range p.Successors(s, nil) {
			if dls(st.State, limit-1) {
				return true
			}
		}
		return false
	}
	for limit := 0; !dls(p.Start(), limit); limit++ {
	}
	return out
}

// modelExpansions are the expansions of config c run alone.
func modelExpansions(sp *space[State], c *config) []State {
	m := newModel(sp, c, nil)
	var out []State
	for {
		before := m.counts().expanded
		ev := m.advance(lead[State]{})
		if ev.kind == evStop {
			return out
		}
		if m.counts().expanded > before {
			out = append(out, m.node(ev.node).state)
		}
	}
}

// TestConventionsAgainstPlainSearches checks the models of conventions
// other than the engines' own against the plain searches.
func TestConventionsAgainstPlainSearches(t *testing.T) {
	n := 5
	if testing.Short() {
		n = 2
	}
	for _, f := range fixtures(t, n) {
		if f.d.Name() == "2×2×2 cube" {
			continue
		}
		sp := f.space(t, puzzles.HeuristicNone)
		hsp := sp
		if info, err := f.d.Heuristic(""); err == nil {
			hsp = f.space(t, info.ID)
		}
		f0 := func(g, h int) int { return g }
		cases := []struct {
			name  string
			c     config
			sp    *space[State]
			plain []State
		}{
			{"BFS, explored set, goal when popped",
				config{pol: search.Policy{Rule: search.Rule{Discipline: search.Queue}, GoalTest: search.GoalOnExpansion, Pruning: search.PruneGraph, Seen: search.SeenExpanded}},
				sp, plainBFS(sp.p)},
			{"DFS, explored when entered",
				config{pol: search.Policy{Rule: search.Rule{Discipline: search.Stack}, GoalTest: search.GoalOnExpansion, Pruning: search.PruneGraph, Seen: search.SeenExpanded}},
				sp, plainDFS(sp.p, 3000)},
			{"UCS, tickets, first-in ties",
				config{pol: search.Policy{Rule: search.Rule{Discipline: search.Lowest, Key: search.KeyG}, Ties: search.TiesFirstIn, GoalTest: search.GoalOnExpansion,
					Pruning: search.PruneGraph, Seen: search.SeenPushed, Update: search.UpdateTickets, Reopen: true}},
				sp, plainBest(sp.p, sp.estimate, f0)},
			{"A*, tickets, first-in ties",
				config{pol: search.Policy{Rule: search.Rule{Discipline: search.Lowest, Key: search.KeyF}, Ties: search.TiesFirstIn, GoalTest: search.GoalOnExpansion,
					Pruning: search.PruneGraph, Seen: search.SeenPushed, Update: search.UpdateTickets, Reopen: true}},
				hsp, plainBest(hsp.p, hsp.estimate, func(g, h int) int { return g + h })},
			{"A* by h, tickets, first-in ties",
				config{pol: search.Policy{Rule: search.Rule{Discipline: search.Lowest, Key: search.KeyH}, Ties: search.TiesFirstIn, GoalTest: search.GoalOnExpansion,
					Pruning: search.PruneGraph, Seen: search.SeenPushed, Update: search.UpdateTickets, Reopen: true}},
				hsp, plainBest(hsp.p, hsp.estimate, func(g, h int) int { return h })},
		}
		if f.ck.FixedMoves {
			cases = append(cases, struct {
				name  string
				c     config
				sp    *space[State]
				plain []State
			}{"IDS, no pruning",
				config{pol: search.Policy{Rule: search.Rule{Discipline: search.Deepening, Key: search.KeyDepth}, GoalTest: search.GoalOnExpansion, Pruning: search.PruneNone}},
				sp, nil})
		}
		for _, c := range cases {
			plain := c.plain
			if plain == nil {
				if depth := len(mustSolve(t, f, search.EngineBFS)); depth > 7 {
					continue // tree search to a depth past 7 runs long
				}
				plain = plainIDS(c.sp.p)
			}
			got := modelExpansions(c.sp, &c.c)
			if c.name == "DFS, explored when entered" && len(got) > len(plain) {
				got = got[:len(plain)]
			}
			if len(got) != len(plain) {
				t.Errorf("%s, %s: the model expands %d nodes, the plain search %d", f.name, c.name, len(got), len(plain))
				continue
			}
			for k := range plain {
				if got[k] != plain[k] {
					t.Errorf("%s, %s: expansion %d differs", f.name, c.name, k+1)
					break
				}
			}
		}
	}
}

// mustSolve is the moves of engine e's solution of fixture f.
func mustSolve(t *testing.T, f fixture, e search.Engine) []string {
	r, err := f.d.Solve(t.Context(), f.start, e, "", search.Options{})
	if err != nil || !r.Solved {
		t.Fatalf("%s: %s does not solve it: %v", f.name, e, err)
	}
	return r.Moves
}
