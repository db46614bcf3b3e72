package gametrees

import (
	"fmt"
	"strings"
	"testing"
)

// modelCuts lists the model's cut branches in node order.
func modelCuts(tr *Tree, m *abModel) []int {
	var ks []int
	for k := range tr.Nodes {
		if m.cut[k] {
			ks = append(ks, k)
		}
	}
	return ks
}

// modelCutWords is the start of the reason the model gives for node p's
// cut: which bound moved after which child, and the other bound.
func modelCutWords(tr *Tree, m *abModel, p int) string {
	v, n := m.visits[p], tr.Nodes[p]
	kid := tr.Nodes[n.Kids[v.cutAt]].Name
	if n.Max {
		return fmt.Sprintf("at node %s (MAX) α became %s after its %s child %s, and β = %s", n.Name, Bound(bound(v.cutA)), ordinals[v.cutAt], kid, Bound(bound(v.cutB)))
	}
	return fmt.Sprintf("at node %s (MIN) β became %s after its %s child %s, and α = %s", n.Name, Bound(bound(v.cutB)), ordinals[v.cutAt], kid, Bound(bound(v.cutA)))
}

func lineWith(lines []string, parts ...string) bool {
	for _, l := range lines {
		ok := true
		for _, p := range parts {
			ok = ok && strings.Contains(l, p)
		}
		if ok {
			return true
		}
	}
	return false
}

// allTrees is the random trees and letter-game trees the graders are
// tried on, each in every order.
func allTrees(t *testing.T) []*Tree {
	var trees []*Tree
	for _, tr := range randomTrees(t, 150) {
		for _, o := range Orders {
			trees = append(trees, Ordered(tr, o))
		}
	}
	for seed := range uint64(20) {
		b, err := RandomLetters(seed, 2)
		if err != nil {
			t.Fatal(err)
		}
		tr, err := FromLetters(b)
		if err != nil {
			t.Fatal(err)
		}
		trees = append(trees, tr, Ordered(tr, BestFirst))
	}
	return trees
}

func TestGradeAlphaBeta(t *testing.T) {
	kinds := map[string]int{}
	for i, tr := range allTrees(t) {
		m, root := runModel(tr)
		r := AlphaBeta(tr)
		cuts := modelCuts(tr, m)
		what := fmt.Sprintf("tree %d", i)

		g := GradeAlphaBeta(tr, r, ABAnswer{Cuts: cuts, Root: root, RootGiven: true})
		if g.Mistakes != 0 || g.Score != g.OutOf || !g.RootRight {
			t.Fatalf("%s: the right answer scored %d/%d with %v\n%s", what, g.Score, g.OutOf, g.Lines, tr)
		}

		// A cut missed.
		for j, k := range cuts {
			p := tr.Nodes[k].Parent
			rest := append(append([]int{}, cuts[:j]...), cuts[j+1:]...)
			g := GradeAlphaBeta(tr, r, ABAnswer{Cuts: rest, Root: root, RootGiven: true})
			if g.Branches[k] != Missed || g.Mistakes != 1 || g.Score != g.OutOf-1 {
				t.Fatalf("%s: missing %s gave %v, %d mistakes", what, tr.Branch(k), g.Branches[k], g.Mistakes)
			}
			if !lineWith(g.Lines, "✗ ", tr.Branch(k)+" not marked: ", modelCutWords(tr, m, p)) {
				t.Fatalf("%s: missing %s explained as %q, want %q", what, tr.Branch(k), g.Lines, modelCutWords(tr, m, p))
			}
			kinds["missed"]++
			break
		}

		// A searched branch marked, and a branch under a cut marked.
		for k := 1; k < len(tr.Nodes); k++ {
			p := tr.Nodes[k].Parent
			switch {
			case m.visits[k].entered:
				g := GradeAlphaBeta(tr, r, ABAnswer{Cuts: append([]int{k}, cuts...), Root: root, RootGiven: true})
				if g.Branches[k] != MarkedSearched || g.Mistakes != 1 {
					t.Fatalf("%s: marking searched %s gave %v", what, tr.Branch(k), g.Branches[k])
				}
				words := fmt.Sprintf("at node %s (%s) ", tr.Nodes[p].Name, tr.Nodes[p].Side())
				if !lineWith(g.Lines, "✗ "+tr.Branch(k)+" is searched, not cut: "+words) {
					t.Fatalf("%s: marking %s explained as %q", what, tr.Branch(k), g.Lines)
				}
				kinds["searched"]++
			case !m.visits[p].entered:
				g := GradeAlphaBeta(tr, r, ABAnswer{Cuts: append([]int{k}, cuts...), Root: root, RootGiven: true})
				if g.Branches[k] != MarkedInside || g.Mistakes != 1 || !lineWith(g.Lines, "✗ "+tr.Branch(k)+" lies under the cut branch") {
					t.Fatalf("%s: marking %s under a cut gave %v, %q", what, tr.Branch(k), g.Branches[k], g.Lines)
				}
				kinds["inside"]++
			}
		}

		// The root's value wrong, then missing.
		g = GradeAlphaBeta(tr, r, ABAnswer{Cuts: cuts, Root: root + 1, RootGiven: true})
		want := fmt.Sprintf("✗ the root A is worth %s, not %s: A (%s) takes the", Signed(root), Signed(root+1), tr.Nodes[0].Side())
		if g.RootRight || g.Mistakes != 1 || !lineWith(g.Lines, want) {
			t.Fatalf("%s: a wrong root explained as %q, want %q", what, g.Lines, want)
		}
		g = GradeAlphaBeta(tr, r, ABAnswer{Cuts: cuts})
		if g.RootRight || !lineWith(g.Lines, "✗ no value given for the root A") {
			t.Fatalf("%s: a missing root explained as %q", what, g.Lines)
		}
		kinds["root"]++
	}
	for _, k := range []string{"missed", "searched", "inside", "root"} {
		if kinds[k] < 20 {
			t.Errorf("only %d trees tried a %s mistake", kinds[k], k)
		}
	}
}

func TestGradeAlphaBetaTextbook(t *testing.T) {
	tr := textbook()
	r := AlphaBeta(tr)
	// The student marks D's last branch instead of C's two.
	g := GradeAlphaBeta(tr, r, ABAnswer{Cuts: []int{12}, Root: 3, RootGiven: true})
	want := []string{
		"✗ C–I and C–J not marked: at node C (MIN) β became 2 after its first child H, and α = 3 from A: β ≤ α, so C–I and C–J are cut",
		"✗ D–M is searched, not cut: at node D (MIN) β = 5 after its second child, and α = 3 from A: β > α, so D goes on to search M",
		"✓ the root A is worth 3: A (MAX) takes the largest of B = 3, C ≤ 2 and D ≤ 2: 3",
	}
	if strings.Join(g.Lines, "\n") != strings.Join(want, "\n") {
		t.Errorf("lines\n%s\nwant\n%s", strings.Join(g.Lines, "\n"), strings.Join(want, "\n"))
	}
	if g.Score != 13-3 || g.OutOf != 13 { // twelve branches and the root
		t.Errorf("score %d/%d, want 10/13", g.Score, g.OutOf)
	}
}

func TestGradeMinimax(t *testing.T) {
	for i, tr := range allTrees(t) {
		want := make([]int, len(tr.Nodes))
		modelMinimax(tr, 0, want)
		given := make([]bool, len(tr.Nodes))
		for j := range given {
			given[j] = true
		}
		g := GradeMinimax(tr, MMAnswer{Values: want, Given: given})
		if g.Mistakes != 0 || g.Score != g.OutOf || g.OutOf != len(tr.Inner()) {
			t.Fatalf("tree %d: the right values scored %d/%d: %q", i, g.Score, g.OutOf, g.Lines)
		}
		// Bottom-up: no node is marked before one deeper down.
		for j := 1; j < len(g.Nodes); j++ {
			if tr.Nodes[g.Nodes[j].Node].Depth > tr.Nodes[g.Nodes[j-1].Node].Depth {
				t.Fatalf("tree %d: %s marked after %s", i, tr.Nodes[g.Nodes[j].Node].Name, tr.Nodes[g.Nodes[j-1].Node].Name)
			}
		}
		for _, n := range tr.Inner() {
			wrong := append([]int{}, want...)
			wrong[n] += 1
			g := GradeMinimax(tr, MMAnswer{Values: wrong, Given: given})
			if g.Mistakes == 0 {
				t.Fatalf("tree %d: a wrong %s passed", i, tr.Nodes[n].Name)
			}
			node := tr.Nodes[n]
			which := "smallest"
			if node.Max {
				which = "largest"
			}
			var kids []string
			for _, k := range node.Kids {
				kids = append(kids, Signed(want[k]))
			}
			line := fmt.Sprintf("✗ %s: %s is wrong; %s is a %s node: the %s of its children %s is %s",
				node.Name, Signed(wrong[n]), node.Name, node.Side(), which, strings.Join(kids, ", "), Signed(want[n]))
			if !lineWith(g.Lines, line) {
				t.Fatalf("tree %d: a wrong %s explained as %q, want %q", i, node.Name, g.Lines, line)
			}
		}
		missing := append([]bool{}, given...)
		missing[0] = false
		g = GradeMinimax(tr, MMAnswer{Values: want, Given: missing})
		if g.Mistakes != 1 || !lineWith(g.Lines, "✗ A: no value given; A is a") {
			t.Fatalf("tree %d: a missing root gave %q", i, g.Lines)
		}
	}
}

func TestGradeMinimaxTextbook(t *testing.T) {
	tr := textbook()
	// B right, C wrong, D missing, A right from the student's own C.
	g := GradeMinimax(tr, MMAnswer{Values: []int{4, 3, 4}, Given: []bool{true, true, true, false}})
	want := []string{
		"✗ C: 4 is wrong; C is a MIN node: the smallest of its children 2, 4, 6 is 2",
		"✗ D: no value given; D is a MIN node: the smallest of its children 14, 5, 2 is 2",
		"✗ A: 4 is wrong; A is a MAX node: the largest of its children 3, 2, 2 is 3",
		"✓ B = 3: B is a MIN node: the smallest of its children 3, 12, 8 is 3",
	}
	if strings.Join(g.Lines, "\n") != strings.Join(want, "\n") {
		t.Errorf("lines\n%s\nwant\n%s", strings.Join(g.Lines, "\n"), strings.Join(want, "\n"))
	}
	// With D given too, A's 4 follows from the student's children.
	g = GradeMinimax(tr, MMAnswer{Values: []int{4, 3, 4, 2}, Given: []bool{true, true, true, true}})
	if !strings.HasSuffix(g.Lines[1], "(4 follows from your values for its children: the mistake lies below)") {
		t.Errorf("A's line %q does not point below", g.Lines[1])
	}
}
