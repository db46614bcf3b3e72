package cube

import (
	"context"
	"math/rand/v2"
	"testing"

	"frontier/core/search"
)

// TestBreakdownAddsUp: on random positions, for every heuristic, the
// parts give back h, and opposing-colors' pairs are read off the stickers.
func TestBreakdownAddsUp(t *testing.T) {
	exactForTest(t)
	rng := rand.New(rand.NewPCG(13, 15))
	for _, hi := range Heuristics {
		p, err := NewProblem(Solved(), hi.Name)
		if err != nil {
			t.Fatal(err)
		}
		for range 300 {
			s := FromRank(rng.IntN(NumStates))
			bd, err := Inspect(s, hi.Name)
			if err != nil {
				t.Fatal(err)
			}
			if bd.H != p.Estimate(s) || bd.total() != bd.H || bd.Admissible != hi.Admissible || bd.Cube != s.Cube() {
				t.Fatalf("%s on %v: h %d, parts %d, estimate %d", hi.Name, s, bd.H, bd.total(), p.Estimate(s))
			}
			if hi.Name != "opposing-colors" {
				continue
			}
			text := s.String() // D L F R B U, four stickers each
			opposite := map[byte]byte{'W': 'Y', 'B': 'G', 'R': 'O', 'Y': 'W', 'G': 'B', 'O': 'R'}
			for _, pr := range bd.Pairs {
				face := map[string]int{"D": 0, "L": 1, "F": 2, "R": 3, "B": 4, "U": 5}
				a, b := text[face[pr.Faces[0]]*5+pr.Index], text[face[pr.Faces[1]]*5+pr.Index]
				opp := opposite[a] == b
				straight := opp && (a == 'W' || a == 'B' || a == 'R')
				if pr.Colors[0].String()[0] != a || pr.Colors[1].String()[0] != b || pr.Straight != straight || pr.Reversed != (opp && !straight) {
					t.Fatalf("%v: pair %+v, stickers %c %c", s, pr, a, b)
				}
			}
			if len(bd.Pairs) != 12 {
				t.Fatalf("%d pairs", len(bd.Pairs))
			}
		}
	}
	if _, err := Inspect(Solved(), "manhattan"); err == nil {
		t.Error("manhattan inspected on the cube")
	}
}

// TestTrueDistanceAndOverestimates: the true distance is the cost BFS
// finds; opposing-colors overestimates on some scrambles, pdb on none.
func TestTrueDistanceAndOverestimates(t *testing.T) {
	exactForTest(t)
	over := map[string]bool{}
	for seed := range uint64(40) {
		s := Apply(Solved(), RandomScramble(1+int(seed%5), seed)...)
		p, _ := NewProblem(s, "none")
		want := search.Run(context.Background(), search.EngineBFS, p, search.Options{}).Cost
		d, err := TrueDistance(context.Background(), s)
		if err != nil || d != want {
			t.Fatalf("%v: true distance %d (%v), BFS finds %d", s, d, err, want)
		}
		for _, hi := range Heuristics {
			bd, _ := Inspect(s, hi.Name)
			if bd.overestimates(d) {
				over[hi.Name] = true
			}
		}
	}
	if !over["opposing-colors"] || over["pdb"] || over["exact"] {
		t.Errorf("overestimating: %v", over)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if d, err := TrueDistance(ctx, Apply(Solved(), RandomScramble(3, 1)...)); err != nil || d == 0 {
		t.Errorf("with the table built, a cancelled context gets %d, %v", d, err)
	}
}
