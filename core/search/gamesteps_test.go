package search

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"
)

// refSteps is Steps written recursively, the plain way.
func refSteps[M any](t *GameTree[M], i int32, out []TreeStep) []TreeStep {
	n := t.Nodes[i]
	if n.First < 0 {
		return append(out, TreeStep{StepLeave, i})
	}
	out = append(out, TreeStep{StepEnter, i})
	for c := n.First; c >= 0; c = t.Nodes[c].Next {
		if t.Nodes[c].Kind == NodePruned {
			out = append(out, TreeStep{StepCut, i})
			break
		}
		out = refSteps(t, c, out)
	}
	return append(out, TreeStep{StepLeave, i})
}

func TestSteps(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 14))
	for i := range 200 {
		g := randomDAG(rng, 2+i%6, 2+i%4)
		r, _ := RunGame(context.Background(), GameAlphaBeta, g, 0, GameOptions{Record: true})
		steps := r.Tree.Steps()
		if want := refSteps(r.Tree, 0, nil); !slices.Equal(steps, want) {
			t.Fatalf("tree %d: steps %v, want %v", i, steps, want)
		}
		leaves := 0
		for _, s := range steps {
			leaves += btoi(s.Kind == StepLeave)
		}
		if int64(leaves) != r.Nodes {
			t.Fatalf("tree %d: %d nodes left, %d searched", i, leaves, r.Nodes)
		}
	}
}

func TestCutReason(t *testing.T) {
	for _, c := range []struct {
		max         bool
		alpha, beta int
		skipped     int
		want        string
	}{
		{false, 0, 0, 7, "β = 0 ≤ α = 0: MIN already has a reply that holds MAX to 0, and MAX can get 0 elsewhere, so MAX will not come here; the other 7 replies are skipped"},
		{false, -1, -1, 1, "β = −1 ≤ α = −1: MIN can force a win here, and nothing is better for MIN; the last reply is skipped"},
		{true, 1, 1, 2, "α = +1 ≥ β = +1: MAX can force a win here, and nothing is better; the other 2 moves are skipped"},
		{true, 0, 0, 1, "α = 0 ≥ β = 0: MAX already has a move worth 0 here, and MIN can hold MAX to 0 elsewhere, so MIN will not come here; the last move is skipped"},
	} {
		if got := CutReason(c.max, c.alpha, c.beta, c.skipped); got != c.want {
			t.Errorf("CutReason(%v, %d, %d, %d) =\n%q, want\n%q", c.max, c.alpha, c.beta, c.skipped, got, c.want)
		}
	}
}

func TestBound(t *testing.T) {
	for _, c := range []struct {
		v, a, b int
		want    string
	}{{0, -1, 1, "exact"}, {0, 0, 1, "at most 0"}, {-1, 0, 1, "exact"}, {0, -1, 0, "at least 0"}, {1, 0, 1, "exact"}, {1, -1, 1, "exact"}} {
		if got := Bound(c.v, c.a, c.b); got != c.want {
			t.Errorf("Bound(%d, %d, %d) = %q, want %q", c.v, c.a, c.b, got, c.want)
		}
	}
}
