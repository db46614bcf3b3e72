package search

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"
)

// treeGame is an explicit game tree: state i has children kids[i]; a state
// without children is over with value leaf[i]. MAX moves at even depths.
// Moves are child state numbers.
type treeGame struct {
	kids  [][]int
	leaf  []int
	depth []int
}

func (g *treeGame) Moves(s int, dst []int) []int { return append(dst, g.kids[s]...) }
func (g *treeGame) Play(s, m int) int            { return m }
func (g *treeGame) MaxToMove(s int) bool         { return g.depth[s]%2 == 0 }
func (g *treeGame) Terminal(s int) (int, bool) {
	return g.leaf[s], len(g.kids[s]) == 0
}

// add appends a state below parent (−1 for the root) and returns its number.
func (g *treeGame) add(parent, leaf int) int {
	id := len(g.kids)
	g.kids, g.leaf = append(g.kids, nil), append(g.leaf, leaf)
	d := 0
	if parent >= 0 {
		g.kids[parent] = append(g.kids[parent], id)
		d = g.depth[parent] + 1
	}
	g.depth = append(g.depth, d)
	return id
}

// randomTree builds a seeded random tree of at most the given depth.
func randomTree(rng *rand.Rand, depth int) *treeGame {
	g := &treeGame{}
	var grow func(parent, d int)
	grow = func(parent, d int) {
		id := g.add(parent, rng.IntN(3)-1)
		if d == depth || (d > 0 && rng.IntN(5) == 0) {
			return
		}
		for range 1 + rng.IntN(4) {
			grow(id, d+1)
		}
	}
	grow(-1, 0)
	return g
}

// TestPrefersQuickWins: MAX can win now (move 2) or later (move 1); both
// are best moves, the quick one first, and MIN's slowest loss comes first.
func TestPrefersQuickWins(t *testing.T) {
	g := &treeGame{}
	root := g.add(-1, 0)
	slow := g.add(root, 0)
	g.add(root, 1) // immediate win
	g.add(root, -1)
	reply := g.add(slow, 0)
	g.add(reply, 1)
	for _, e := range GameEngines {
		r, err := SolveGame(context.Background(), e, g, root)
		if err != nil {
			t.Fatal(err)
		}
		if r.Value != 1 || r.Plies != 1 || !slices.Equal(r.BestMoves, []int{2, 1}) {
			t.Errorf("%s: value %d plies %d best %v, want 1 1 [2 1]", e, r.Value, r.Plies, r.BestMoves)
		}
		r, _ = SolveGame(context.Background(), e, g, slow) // MIN to move, loses in 2
		if r.Value != 1 || r.Plies != 2 || !slices.Equal(r.BestMoves, []int{reply}) {
			t.Errorf("%s from MIN's move: value %d plies %d best %v", e, r.Value, r.Plies, r.BestMoves)
		}
	}
}

func TestTerminalRoot(t *testing.T) {
	g := &treeGame{}
	g.add(-1, -1)
	r, err := AlphaBeta(context.Background(), g, 0)
	if err != nil || r.Value != -1 || r.Plies != 0 || len(r.BestMoves) != 0 || r.Nodes != 1 {
		t.Errorf("got %+v, %v; want value −1, no moves, 1 node", r, err)
	}
}

func TestParseGameEngine(t *testing.T) {
	for _, e := range GameEngines {
		if got, err := ParseGameEngine(string(e)); err != nil || got != e {
			t.Errorf("ParseGameEngine(%q) = %q, %v", e, got, err)
		}
	}
	if _, err := ParseGameEngine("negamax"); err == nil {
		t.Error("negamax accepted")
	}
}

func TestStuckGamePanics(t *testing.T) {
	g := &treeGame{}
	g.add(-1, 0)
	stuck := &stuckGame{g}
	defer func() {
		if recover() == nil {
			t.Error("no panic for a state with no moves that is not over")
		}
	}()
	Minimax(context.Background(), stuck, 0)
}

type stuckGame struct{ *treeGame }

func (stuckGame) Terminal(int) (int, bool) { return 0, false }
