package search

import (
	"context"
	"math/rand/v2"
	"testing"
)

// plainCounts is breadth-first graph search as a textbook writes it (a
// queue, a state reached once), counting as a program would: the
// expansions, every child, the children that were the parent's parent,
// the children added; the goal tested as popped or, early, as generated.
func plainCounts(g *graph, early bool) (expanded, generated, back, added int, solved bool) {
	parent := map[int]int{g.start: -1}
	queue := []int{g.start}
	for len(queue) > 0 {
		s := queue[0]
		queue = queue[1:]
		if !early && g.IsGoal(s) {
			return expanded, generated, back, added, true
		}
		expanded++
		for _, st := range g.edges[s] {
			generated++
			if st.State == parent[s] {
				back++
			}
			if _, seen := parent[st.State]; seen {
				continue
			}
			parent[st.State] = s
			added++
			if early && g.IsGoal(st.State) {
				return expanded, generated, back, added, true
			}
			queue = append(queue, st.State)
		}
	}
	return expanded, generated, back, added, false
}

// TestCountAgainstAPlainBFS: Count's run of BFS's policy, and the stop a
// goal test on generation would make, count as a plain BFS does.
func TestCountAgainstAPlainBFS(t *testing.T) {
	pol := Policy{Rule: Rule{Discipline: Queue}, Pruning: PruneGraph, Seen: SeenPushed}
	for seed := range uint64(40) {
		g := randomGraph(rand.New(rand.NewPCG(seed, 7)), 30, true)
		c := Count(context.Background(), g, pol, nil, Options{})
		e, gen, back, add, ok := plainCounts(g, false)
		if c.Expanded != e || c.Generated != gen || c.Back != back || c.Added != add || c.Solved != ok {
			t.Errorf("seed %d: Count %+v, a plain BFS expanded %d generated %d back %d added %d solved %v", seed, c, e, gen, back, add, ok)
		}
		e, gen, back, add, ok = plainCounts(g, true)
		fg := c.FirstGoal
		if !ok {
			if fg != nil {
				t.Errorf("seed %d: a goal first generated at %+v, a plain BFS finds none", seed, fg)
			}
			continue
		}
		if fg == nil {
			t.Fatalf("seed %d: no goal generated", seed)
		}
		k := fg.Kids[:fg.Goal+1]
		gotGen, gotBack, gotAdd := fg.Generated+len(k), fg.Back, fg.Added
		for _, kid := range k {
			gotBack += map[bool]int{true: 1}[kid.Back]
			gotAdd += map[bool]int{true: 1}[kid.Added]
		}
		if fg.Expanded != e || gotGen != gen || gotBack != back || gotAdd != add || fg.Cost < 1 {
			t.Errorf("seed %d: at the first goal %+v (generated %d back %d added %d), a plain BFS testing on generation expanded %d generated %d back %d added %d",
				seed, fg, gotGen, gotBack, gotAdd, e, gen, back, add)
		}
	}
}
