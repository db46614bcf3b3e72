package search

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
)

// TestFastIsTheStepper: the engines' full-speed loop (runFast) makes the
// search the stepping machine makes under every policy it runs: the
// engines' own (BFS, DFS, UCS, greedy, A*) under each pruning and goal
// test, and the variants a registered engine may bring (a queue or a
// stack that repushes a cheaper path, a best-first search that keeps a
// state's first path), on random graphs with cycles, unit costs or not,
// to their end or to a node limit: the same path, cost and counts.
func TestFastIsTheStepper(t *testing.T) {
	var pols []Policy
	for _, e := range []Engine{EngineBFS, EngineDFS, EngineUCS, EngineGreedy, EngineAStar} {
		base := lookup(e).Policy
		variants := []Policy{base}
		v := base
		if v.Update == UpdateNone {
			v.Update, v.Reopen = UpdateRepush, true
		} else {
			v.Update, v.Reopen = UpdateNone, false
		}
		variants = append(variants, v)
		for _, p := range variants {
			for _, pr := range []Pruning{PruneGraph, PruneNone, PrunePath} {
				for _, gt := range []GoalTest{GoalOnGeneration, GoalOnExpansion} {
					q := p
					q.Pruning, q.GoalTest = pr, gt
					pols = append(pols, q)
				}
			}
		}
	}
	rng := rand.New(rand.NewPCG(7, 11))
	graphs := 60
	if testing.Short() {
		graphs = 25
	}
	ran := 0
	for n := range graphs {
		g := randomGraph(rng, 2+rng.IntN(30), n%2 == 0)
		if n%5 == 4 { // a start that is the goal
			g.goal, g.h[g.start] = g.start, 0
		}
		for _, pol := range pols {
			for _, limit := range []int64{0, 1 + rng.Int64N(40)} {
				if !fast(pol) {
					continue
				}
				if limit == 0 && pol.Pruning == PruneNone {
					limit = 2000 // a tree search may follow a cycle for ever
				}
				opts := Options{MaxNodes: limit}
				var heur Heuristic[int]
				if pol.informed() {
					heur = g
				}
				fs := newStepper(newMeter(context.Background(), opts), g, pol, heur, true, false)
				if !fs.fullSpeed() {
					t.Fatalf("%s: an engine's own run of a fast policy does not take the full-speed loop", pol.Words())
				}
				slow := newStepper(newMeter(context.Background(), opts), g, pol, heur, true, false)
				a, b := fs.runFast(), slow.runStepping(nil)
				_, _, addedA := fs.Counts()
				_, _, addedB := slow.Counts()
				if !sameCounts(a, b) || !slices.Equal(a.Path, b.Path) || a.Depth != b.Depth || addedA != addedB || fs.Stopped() != slow.Stopped() {
					t.Fatalf("graph %d, %s, limit %d:\nfull speed %s, %d added\nstepping   %s, %d added", n, pol.Words(), limit, brief(a), addedA, brief(b), addedB)
				}
				ran++
			}
		}
	}
	if ran < 100 {
		t.Fatalf("only %d runs compared", ran)
	}
}

func brief(r Result[int]) string {
	return fmt.Sprintf("%s cost %d, %d expanded, %d generated, frontier %d, depth %d, best h %d, path %v",
		r.StopReason, r.Cost, r.Expanded, r.Generated, r.MaxFrontier, r.MaxDepth, r.BestH, r.Path)
}
