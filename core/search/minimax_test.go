package search

import (
	"context"
	"errors"
	"slices"
	"testing"
)

// nim: take 1, 2 or 3 from a pile; whoever takes the last wins. The side
// to move loses exactly when the pile is a multiple of 4. Piles of equal
// size reached by different takes are transpositions, which the memo uses.
type nim struct{ onPlay func() }

type nimState struct {
	pile int
	max  bool
}

func (n nim) Moves(s nimState, dst []int) []int {
	for k := 1; k <= 3 && k <= s.pile; k++ {
		dst = append(dst, k)
	}
	return dst
}

func (n nim) Play(s nimState, k int) nimState {
	if n.onPlay != nil {
		n.onPlay()
	}
	return nimState{s.pile - k, !s.max}
}

func (nim) MaxToMove(s nimState) bool { return s.max }

func (nim) Terminal(s nimState) (int, bool) {
	if s.pile > 0 {
		return 0, false
	}
	if s.max { // MIN took the last one
		return -1, true
	}
	return 1, true
}

func TestNim(t *testing.T) {
	for pile := 1; pile <= 14; pile++ {
		for _, e := range GameEngines {
			r, err := SolveGame(context.Background(), e, nim{}, nimState{pile, true})
			if err != nil {
				t.Fatal(err)
			}
			want := 1
			if pile%4 == 0 {
				want = -1
			}
			if r.Value != want {
				t.Errorf("%s pile %d: value %d, want %d", e, pile, r.Value, want)
			}
			if want == 1 && !slices.Equal(r.BestMoves, []int{pile % 4}) {
				t.Errorf("%s pile %d: best %v, want [%d]", e, pile, r.BestMoves, pile%4)
			}
			if want == -1 && len(r.BestMoves) != 3 {
				t.Errorf("%s pile %d: best %v, want all three takes", e, pile, r.BestMoves)
			}
		}
	}
}

func TestMemoAndAlphaBetaVisitFewerNodes(t *testing.T) {
	s := nimState{14, true}
	plain, _ := Minimax(context.Background(), nim{}, s)
	memo, _ := MinimaxMemo(context.Background(), nim{}, s)
	ab, _ := AlphaBeta(context.Background(), nim{}, s)
	if memo.Nodes*50 > plain.Nodes || ab.Nodes*2 > plain.Nodes {
		t.Errorf("nodes: minimax %d, memo %d, alpha-beta %d", plain.Nodes, memo.Nodes, ab.Nodes)
	}
}

// pathNim is nim whose states remember the takes that led to them, so no
// two lines of play meet: neither the memo nor alpha-beta's table can
// shorten it, and pile 40 takes far more than 5,000 nodes.
type pathNim struct{ nim }

type pathState struct {
	nimState
	path uint64
}

func (n pathNim) Moves(s pathState, dst []int) []int { return n.nim.Moves(s.nimState, dst) }
func (n pathNim) Play(s pathState, k int) pathState {
	return pathState{n.nim.Play(s.nimState, k), s.path*4 + uint64(k)}
}
func (n pathNim) MaxToMove(s pathState) bool       { return s.max }
func (n pathNim) Terminal(s pathState) (int, bool) { return n.nim.Terminal(s.nimState) }

func TestGameCancel(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Minimax(ctx, nim{}, nimState{5, true}); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled before start: err %v", err)
	}
	for _, e := range GameEngines {
		ctx, cancel := context.WithCancel(context.Background())
		plays := 0
		g := pathNim{nim{onPlay: func() {
			if plays++; plays == 5000 {
				cancel()
			}
		}}}
		r, err := SolveGame(ctx, e, g, pathState{nimState{40, true}, 0})
		if !errors.Is(err, context.Canceled) || r.Nodes > 5000+2*checkEvery {
			t.Errorf("%s: err %v after %d nodes, want context.Canceled soon after 5000", e, err, r.Nodes)
		}
		cancel()
	}
}
