package search

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"
)

// TestTreeAround checks the part of the tree shown around a node against
// a plain reading of the whole tree: every node whose chain of parents
// reaches the part's top is in it, nothing else is, the focus is in it,
// and the top's parent would hold too many nodes.
func TestTreeAround(t *testing.T) {
	rng := rand.New(rand.NewPCG(13, 7))
	cut := 0
	for trial := range 30 {
		p := randomGraph(rng, 20+rng.IntN(60), trial%2 == 0)
		for _, e := range Engines {
			rec := Record(context.Background(), e, p, Options{MaxNodes: 3000, BeamWidth: 3}, 300, 5)
			for i := 0; i <= rec.Len(); i += 1 + rng.IntN(7) {
				all := rec.Tree(i, 1<<20)
				focus := all[rng.IntN(len(all))].ID
				max := 1 + rng.IntN(40)
				got, top, total := rec.TreeAround(i, focus, max)
				if total != len(all) {
					t.Fatalf("%s step %d: total %d, tree of %d", e, i, total, len(all))
				}
				want := subtreeOf(all, top)
				if len(all) <= max {
					want = all
				} else {
					cut++
				}
				if len(want) > max {
					want = want[:max]
				}
				if !slices.Equal(got, want) {
					t.Fatalf("%s step %d, focus %d, max %d: got top %d, %v; want %v", e, i, focus, max, top, got, want)
				}
				if len(all) > max && !contains(subtreeOf(all, top), focus) {
					t.Fatalf("%s step %d: focus %d not under top %d", e, i, focus, top)
				}
				if parent := parentOf(all, top); len(all) > max && parent >= 0 && len(subtreeOf(all, parent)) <= max {
					t.Fatalf("%s step %d: top %d, but its parent's subtree fits in %d", e, i, top, max)
				}
			}
		}
	}
	if cut < 100 {
		t.Fatalf("only %d trees were cut", cut)
	}
}

// subtreeOf lists, in id order, the nodes whose chain of parents reaches
// top, top included.
func subtreeOf(all []RoleNode, top int) []RoleNode {
	var out []RoleNode
	for _, n := range all {
		for id := n.ID; id >= 0; id = parentOf(all, id) {
			if id == top {
				out = append(out, n)
				break
			}
		}
	}
	return out
}

func parentOf(all []RoleNode, id int) int {
	for _, n := range all {
		if n.ID == id {
			return n.Parent
		}
	}
	return -1
}

func contains(ns []RoleNode, id int) bool {
	return slices.ContainsFunc(ns, func(n RoleNode) bool { return n.ID == id })
}

func TestRecordingGoal(t *testing.T) {
	g := weighted()
	rec := Record(context.Background(), EngineAStar, g, Options{}, 0, 1)
	id, ok := rec.Goal()
	c, _ := rec.Node(id)
	if !ok || c.State != g.goal {
		t.Errorf("goal %d (%v), state %v, want %v", id, ok, c.State, g.goal)
	}
	rec = Record(context.Background(), EngineBFS, line{}, Options{}, 3, 1)
	if _, ok := rec.Goal(); ok {
		t.Error("a search stopped after 3 steps has a goal")
	}
}
