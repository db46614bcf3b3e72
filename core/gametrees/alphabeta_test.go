package gametrees

import (
	"fmt"
	"testing"
)

// randomTrees makes n seeded trees of every shape the tab offers.
func randomTrees(t *testing.T, n int) []*Tree {
	t.Helper()
	var trees []*Tree
	for seed := range uint64(n) {
		spec := RandomSpec{Seed: seed, Depth: 2 + int(seed%3), MinKids: 2, MaxKids: 2 + int(seed/3%2), Lo: -9, Hi: 9,
			MinAtRoot: seed%7 == 0}
		if seed%11 == 0 {
			spec.Lo, spec.Hi = -2, 2 // many ties
		}
		if spec.Depth == 4 && seed%5 == 0 {
			spec.MinKids, spec.MaxKids = 3, 3
			spec.Depth = 3
		}
		tr, err := Random(spec)
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		trees = append(trees, tr)
	}
	return trees
}

// checkAgainstModel compares AlphaBeta and Minimax on tr with the models.
func checkAgainstModel(t *testing.T, what string, tr *Tree) (*Run, *abModel) {
	t.Helper()
	m, want := runModel(tr)
	r := AlphaBeta(tr)
	if r.Value != want {
		t.Fatalf("%s: root value %d, model %d\n%s", what, r.Value, want, tr)
	}
	mm := make([]int, len(tr.Nodes))
	if modelMinimax(tr, 0, mm) != want {
		t.Fatalf("%s: alpha-beta's root value %d differs from minimax's %d", what, want, mm[0])
	}
	got := Minimax(tr)
	for i := range tr.Nodes {
		if got[i] != mm[i] {
			t.Errorf("%s: minimax value of %s is %d, model %d", what, tr.Nodes[i].Name, got[i], mm[i])
		}
		v, mv := r.Visits[i], m.visits[i]
		if v.Searched != mv.entered {
			t.Errorf("%s: %s searched %v, model %v\n%s", what, tr.Nodes[i].Name, v.Searched, mv.entered, tr)
			continue
		}
		if r.Cut[i] != m.cut[i] {
			t.Errorf("%s: branch %s cut %v, model %v\n%s", what, tr.Nodes[i].Name, r.Cut[i], m.cut[i], tr)
		}
		if !mv.entered {
			continue
		}
		if v.Alpha != bound(mv.alpha) || v.Beta != bound(mv.beta) || v.Value != bound(mv.value) {
			t.Errorf("%s: %s entered with (%s, %s) returning %s; model (%s, %s) returning %s", what, tr.Nodes[i].Name,
				Bound(v.Alpha), Bound(v.Beta), Bound(v.Value), Bound(bound(mv.alpha)), Bound(bound(mv.beta)), Bound(bound(mv.value)))
		}
		if v.Cut != (mv.cutAt >= 0) {
			t.Errorf("%s: %s cut %v, model %v", what, tr.Nodes[i].Name, v.Cut, mv.cutAt >= 0)
		}
	}
	return r, m
}

func TestAlphaBetaMatchesModelOnRandomTrees(t *testing.T) {
	cuts := 0
	for i, tr := range randomTrees(t, 400) {
		for _, o := range Orders {
			r, _ := checkAgainstModel(t, fmt.Sprintf("tree %d, %v", i, o), Ordered(tr, o))
			cuts += len(r.CutKids())
		}
	}
	if cuts == 0 {
		t.Fatal("no tree had a cut")
	}
}

// TestTextbookTree is the three-by-three tree of Russell and Norvig's
// alpha-beta figure: B = min(3, 12, 8), C = min(2, 4, 6), D = min(14, 5, 2).
func TestTextbookTree(t *testing.T) {
	tr := textbook()
	r := AlphaBeta(tr)
	if r.Value != 3 {
		t.Fatalf("root %d, want 3", r.Value)
	}
	if got := tr.branches(r.CutKids()); got != "C–I and C–J" {
		t.Fatalf("cut %s, want C–I and C–J", got)
	}
	if got, want := r.CutReason(tr, 2), "at node C (MIN) β became 2 after its first child H, and α = 3 from A: β ≤ α, so C–I and C–J are cut"; got != want {
		t.Errorf("reason\n got %s\nwant %s", got, want)
	}
	if got, want := r.SearchReason(tr, 11), "at node D (MIN) β = 14 after its first child, and α = 3 from A: β > α, so D goes on to search L"; got != want {
		t.Errorf("reason\n got %s\nwant %s", got, want)
	}
	if got, want := r.ValueReason(tr, 0), "A (MAX) takes the largest of B = 3, C ≤ 2 and D ≤ 2: 3"; got != want {
		t.Errorf("reason\n got %s\nwant %s", got, want)
	}
}

func textbook() *Tree {
	leaf := func(v int) *shape { return &shape{max: true, value: v} }
	min3 := func(a, b, c int) *shape { return &shape{kids: []*shape{leaf(a), leaf(b), leaf(c)}} }
	return build(&shape{max: true, kids: []*shape{min3(3, 12, 8), min3(2, 4, 6), min3(14, 5, 2)}})
}

func TestOrders(t *testing.T) {
	changed := 0
	for i, tr := range randomTrees(t, 300) {
		mm := make([]int, len(tr.Nodes))
		modelMinimax(tr, 0, mm)
		leaves := map[Order]int{}
		cuts := map[Order]string{}
		for _, o := range Orders {
			ot := Ordered(tr, o)
			om := make([]int, len(ot.Nodes))
			if modelMinimax(ot, 0, om) != mm[0] {
				t.Fatalf("tree %d, %v: the order changed the root's value", i, o)
			}
			for _, n := range ot.Nodes {
				for j := 1; j < len(n.Kids); j++ {
					a, b := om[n.Kids[j-1]], om[n.Kids[j]]
					better := n.Max && a >= b || !n.Max && a <= b
					worse := n.Max && a <= b || !n.Max && a >= b
					if o == BestFirst && !better || o == WorstFirst && !worse {
						t.Fatalf("tree %d, %v: %s's children out of order\n%s", i, o, n.Name, ot)
					}
				}
			}
			m, _ := runModel(ot)
			leaves[o] = m.leaves
			cuts[o] = fmt.Sprint(AlphaBeta(ot).CutKids())
		}
		// Best first gives the minimal tree: no order evaluates fewer leaves.
		if leaves[BestFirst] > leaves[AsGenerated] || leaves[BestFirst] > leaves[WorstFirst] {
			t.Errorf("tree %d: best first evaluates %d leaves, more than another order (%v)", i, leaves[BestFirst], leaves)
		}
		if cuts[BestFirst] != cuts[WorstFirst] {
			changed++
		}
	}
	if changed < 100 {
		t.Errorf("the order changed the cuts of only %d trees in 300", changed)
	}
}

func TestRandomSpecs(t *testing.T) {
	a, _ := Random(RandomSpec{Seed: 9, Depth: 3, MinKids: 2, MaxKids: 3, Lo: -9, Hi: 9})
	b, _ := Random(RandomSpec{Seed: 9, Depth: 3, MinKids: 2, MaxKids: 3, Lo: -9, Hi: 9})
	if a.String() != b.String() {
		t.Error("one seed made two trees")
	}
	for seed := range uint64(200) {
		tr, err := Random(RandomSpec{Seed: seed, Depth: 4, MinKids: 2, MaxKids: 3, Lo: -9, Hi: 9})
		if err != nil {
			t.Fatal(err)
		}
		if tr.Leaves() > MaxLeaves || tr.Depth() != 4 {
			t.Fatalf("seed %d: %d leaves, depth %d", seed, tr.Leaves(), tr.Depth())
		}
		for _, n := range tr.Nodes {
			if !n.Leaf() && (len(n.Kids) < 2 || len(n.Kids) > 3) || n.Leaf() && (n.Value < -9 || n.Value > 9) {
				t.Fatalf("seed %d: node %s out of spec\n%s", seed, n.Name, tr)
			}
			if n.Parent >= 0 && tr.Nodes[n.Parent].Max == n.Max {
				t.Fatalf("seed %d: %s and its parent are both %s", seed, n.Name, n.Side())
			}
		}
	}
	for _, bad := range []RandomSpec{
		{Depth: 4, MinKids: 3, MaxKids: 3, Hi: 9},
		{Depth: 0, MinKids: 2, MaxKids: 2},
		{Depth: 2, MinKids: 1, MaxKids: 2},
		{Depth: 2, MinKids: 2, MaxKids: 2, Lo: 3, Hi: 1},
	} {
		if _, err := Random(bad); err == nil {
			t.Errorf("%+v: no error", bad)
		}
	}
}
