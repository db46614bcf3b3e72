package search

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
)

// Independent models of the engines' orders, written from the tie-break
// sentences alone: each returns the expansions, as "state@g", and each
// expansion's child fates, up to limit expansions.

type modelRun struct {
	expanded []string
	fates    [][]Fate
}

func (r *modelRun) expand(s, g int) { r.expanded = append(r.expanded, fmt.Sprintf("%d@%d", s, g)) }

// modelBFS: a FIFO queue, a reached set, the goal test on generation.
func modelBFS(p *graph, limit int) modelRun {
	var r modelRun
	type item struct{ s, g int }
	queue := []item{{p.start, 0}}
	reached := map[int]bool{p.start: true}
	for len(queue) > 0 && len(r.expanded) < limit && !p.IsGoal(p.start) {
		cur := queue[0]
		queue = queue[1:]
		r.expand(cur.s, cur.g)
		var fates []Fate
		for _, st := range p.edges[cur.s] {
			switch {
			case reached[st.State]:
				fates = append(fates, FateDuplicate)
				continue
			case st.State == p.goal:
				r.fates = append(r.fates, append(fates, FateGoal))
				return r
			}
			reached[st.State] = true
			queue = append(queue, item{st.State, cur.g + st.Cost})
			fates = append(fates, FateAdded)
		}
		r.fates = append(r.fates, fates)
	}
	return r
}

// modelBest: lowest priority first, among equal priorities the entry
// pushed last; an entry whose state was since reached more cheaply is
// skipped; the goal test on popping.
func modelBest(p *graph, prio func(g, h int) int, reopen bool, limit int) modelRun {
	var r modelRun
	type entry struct{ s, g, f, seq int }
	seq := 0
	frontier := []entry{{p.start, 0, prio(0, p.h[p.start]), 0}}
	best := map[int]int{p.start: 0}
	closed := map[int]bool{}
	for len(frontier) > 0 && len(r.expanded) < limit {
		k := 0
		for i, e := range frontier {
			if e.f < frontier[k].f || e.f == frontier[k].f && e.seq > frontier[k].seq {
				k = i
			}
		}
		cur := frontier[k]
		frontier = slices.Delete(frontier, k, k+1)
		if best[cur.s] < cur.g {
			continue
		}
		if cur.s == p.goal {
			return r
		}
		r.expand(cur.s, cur.g)
		closed[cur.s] = true
		var fates []Fate
		for _, st := range p.edges[cur.s] {
			g := cur.g + st.Cost
			old, ok := best[st.State]
			switch {
			case ok && (!reopen || old <= g):
				fates = append(fates, FateDuplicate)
				continue
			case ok && closed[st.State]:
				fates = append(fates, FateReopened)
				delete(closed, st.State)
			default:
				fates = append(fates, FateAdded)
			}
			best[st.State] = g
			seq++
			frontier = append(frontier, entry{st.State, g, prio(g, p.h[st.State]), seq})
		}
		r.fates = append(r.fates, fates)
	}
	return r
}

// modelIDAStar: depth-first passes in move order, bounded by f = g + h
// (or by depth, for IDS, with h = 0), skipping the move back to the parent
// and a move to an earlier sibling's state at no greater cost.
func modelIDAStar(p *graph, ids bool, limit int) modelRun {
	var r modelRun
	h := func(s int) int {
		if ids {
			return 0
		}
		return p.h[s]
	}
	var next int
	var cutoff bool
	var visit func(s, parent, g, depth, bound int) bool
	visit = func(s, parent, g, depth, bound int) bool {
		if f := g + h(s); !ids && f > bound {
			next = min(next, f)
			return false
		}
		if s == p.goal {
			return true
		}
		if ids && depth == bound {
			cutoff = true
			return false
		}
		if len(r.expanded) >= limit {
			return false
		}
		r.expand(s, g)
		kids := p.edges[s]
		for k, st := range kids {
			if depth > 0 && st.State == parent || slices.ContainsFunc(kids[:k], func(e Step[int]) bool {
				return e.State == st.State && e.Cost <= st.Cost
			}) {
				continue
			}
			if visit(st.State, s, g+st.Cost, depth+1, bound) {
				return true
			}
		}
		return false
	}
	for bound := h(p.start); len(r.expanded) < limit; {
		next, cutoff = 1<<30, false
		if visit(p.start, -1, 0, 0, bound) || ids && !cutoff || !ids && next == 1<<30 {
			break
		}
		if bound++; !ids {
			bound = next
		}
	}
	return r
}

func traceRun(steps []step) modelRun {
	var r modelRun
	for _, s := range steps {
		r.expand(s.Node.State, s.Node.G)
		var fates []Fate
		for _, c := range s.Children {
			fates = append(fates, c.Fate)
		}
		r.fates = append(r.fates, fates)
	}
	return r
}

// modelOf is the model of engine e, chosen by its rule, and whether it
// keeps the children's fates; ok is false for a rule with no model here.
func modelOf(e Engine, p *graph, limit int) (m modelRun, fates, ok bool) {
	d, _ := Describe(e)
	switch d.Policy.Rule.Discipline {
	case Queue:
		return modelBFS(p, limit), true, true
	case Lowest:
		key := func(g, h int) int { return d.Policy.Rule.Key.Of(g, h, 0) }
		return modelBest(p, key, d.Admits.Update, limit), true, true
	case Deepening:
		return modelIDAStar(p, d.Policy.Rule.Key == KeyDepth, limit), false, true
	}
	return modelRun{}, false, false
}

// TestTraceMatchesModels checks the traced expansions, and the fates where
// the model keeps them, against the independent models.
func TestTraceMatchesModels(t *testing.T) {
	const limit = 300
	rng := rand.New(rand.NewPCG(13, 3))
	for trial := range 200 {
		p := randomGraph(rng, 6+rng.IntN(60), trial%3 == 0)
		for _, e := range Engines {
			model, fates, ok := modelOf(e, p, limit)
			if !ok {
				continue // DFS and beam search are checked against plain references elsewhere
			}
			c := struct {
				e     Engine
				model modelRun
				fates bool
			}{e, model, fates}
			_, steps, _ := record(c.e, p, Options{}, limit)
			got := traceRun(steps)
			if !slices.Equal(got.expanded, c.model.expanded) {
				t.Fatalf("trial %d %s: expanded\n%v\nmodel\n%v", trial, c.e, got.expanded, c.model.expanded)
			}
			for i := range got.fates {
				if c.fates && !slices.Equal(got.fates[i], c.model.fates[i]) {
					t.Fatalf("trial %d %s: step %d fates %v, model %v", trial, c.e, i+1, got.fates[i], c.model.fates[i])
				}
			}
		}
	}
}
