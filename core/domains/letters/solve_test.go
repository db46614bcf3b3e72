package letters

import (
	"context"
	"slices"
	"strings"
	"testing"

	"frontier/core/search"
)

// mirrors are the board's symmetries that keep the middle row in place:
// flips left-right and top-bottom. They map lines to lines, so a board and
// its mirror images have the same value.
func mirrors(b Board) [4]Board {
	var h, v, hv Board
	for r := range 3 {
		for c := range 3 {
			if x := b.At(r, c); x != 0 {
				h = h.set(3*r+2-c, x)
				v = v.set(3*(2-r)+c, x)
				hv = hv.set(3*(2-r)+2-c, x)
			}
		}
	}
	return [4]Board{b, h, v, hv}
}

func canonical(b Board) Board {
	ms := mirrors(b)
	return slices.MinFunc(ms[:], func(x, y Board) int { return strings.Compare(x.String(), y.String()) })
}

// byPly lists the boards reachable from both starts, by ply, one of each
// set of mirror images: the starts at ply 0 (mirrors of each other, so
// one), their successors at ply 1, and so on.
func byPly(plies int) [][]Board {
	levels := [][]Board{{StartBoards()[0]}}
	for k := 1; k <= plies; k++ {
		seen := map[Board]bool{}
		var next []Board
		for _, b := range levels[k-1] {
			for _, m := range b.moves(nil) {
				if c := canonical(b.Play(m)); !seen[c] {
					seen[c] = true
					next = append(next, c)
				}
			}
		}
		levels = append(levels, next)
	}
	return levels
}

func solve(t testing.TB, e search.GameEngine, b Board) search.GameResult[Move] {
	t.Helper()
	r, err := search.SolveGame(context.Background(), e, Game{}, b)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func same(a, b search.GameResult[Move]) bool {
	return a.Value == b.Value && a.Plies == b.Plies && slices.Equal(a.BestMoves, b.BestMoves)
}

// TestEnginesAgree checks memo against alpha-beta on every board (up to
// mirror images) of the
// first three plies, and plain minimax against both at ply 3 (plain
// minimax from shallower boards takes tens of seconds; the benchmark does
// the starts). Memo and alpha-beta must also visit far fewer nodes.
func TestEnginesAgree(t *testing.T) {
	levels := byPly(3)
	var nodes [3]int64
	for k, level := range levels {
		for _, b := range level {
			memo := solve(t, search.GameMemo, b)
			ab := solve(t, search.GameAlphaBeta, b)
			if !same(memo, ab) {
				t.Fatalf("ply %d %s: memo %d/%d %v, alpha-beta %d/%d %v", k, b,
					memo.Value, memo.Plies, memo.BestMoves, ab.Value, ab.Plies, ab.BestMoves)
			}
			if k < 3 {
				continue
			}
			plain := solve(t, search.GameMinimax, b)
			if !same(plain, memo) {
				t.Fatalf("ply %d %s: minimax %d/%d %v, memo %d/%d %v", k, b,
					plain.Value, plain.Plies, plain.BestMoves, memo.Value, memo.Plies, memo.BestMoves)
			}
			nodes[0] += plain.Nodes
			nodes[1] += memo.Nodes
			nodes[2] += ab.Nodes
		}
	}
	t.Logf("ply 3: %d boards; nodes minimax %d, memo %d, alpha-beta %d", len(levels[3]), nodes[0], nodes[1], nodes[2])
	// From the start the gap is far wider (about 2,000× for memo and 17,000× for alpha-beta with its table); see
	// BenchmarkSolve.
	if nodes[1]*5 > nodes[0] || nodes[2]*20 > nodes[0] {
		t.Errorf("nodes minimax %d, memo %d, alpha-beta %d: want memo 5× and alpha-beta 20× fewer", nodes[0], nodes[1], nodes[2])
	}
}

// TestStartValues pins the value of each start: a draw.
func TestStartValues(t *testing.T) {
	for _, b := range StartBoards() {
		for _, e := range []search.GameEngine{search.GameMemo, search.GameAlphaBeta} {
			if r := solve(t, e, b); r.Value != 0 || len(r.BestMoves) != 20 {
				t.Errorf("%s from %s: value %d, %d best moves; want 0 and 20", e, b, r.Value, len(r.BestMoves))
			}
		}
	}
}

// TestComputerNeverLoses lets the computer play one side, always its first
// best move, against every reply of the other for three replies, and
// then both sides perfectly to the end.
func TestComputerNeverLoses(t *testing.T) {
	games := 0
	var play func(b Board, computer Player, replies int)
	play = func(b Board, computer Player, replies int) {
		if p, _, won := b.Winner(); won {
			if p != computer {
				t.Fatalf("computer (%v) lost: %s", computer, b)
			}
			games++
			return
		}
		if b.Full() {
			games++
			return
		}
		if b.ToMove() == computer || replies == 0 {
			play(b.Play(solve(t, search.GameAlphaBeta, b).BestMoves[0]), computer, replies)
			return
		}
		for _, m := range b.moves(nil) {
			play(b.Play(m), computer, replies-1)
		}
	}
	for _, b := range StartBoards() {
		play(b, Max, 3)
		play(b, Min, 3)
	}
	t.Logf("%d games played out", games)
}

// TestTakesQuickWin: with a win on the board the computer takes it, not a
// slower one.
func TestTakesQuickWin(t *testing.T) {
	b, err := Parse("C..S.....", Min) // MIN can complete column 0 with E
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range search.GameEngines {
		r := solve(t, e, b)
		if r.Value != -1 || r.Plies != 1 || r.BestMoves[0] != (Move{2, 0, 'E'}) {
			t.Errorf("%s: value %d plies %d best %v, want −1 in 1 with E(2,0) first", e, r.Value, r.Plies, r.BestMoves)
		}
	}
}

// TestAnalyzeMatchesPlay checks the hint values against playing each move.
func TestAnalyzeMatchesPlay(t *testing.T) {
	b := StartBoards()[1]
	r, err := search.Analyze(context.Background(), search.GameAlphaBeta, Game{}, b)
	if err != nil || len(r.Moves) != 24 {
		t.Fatalf("Analyze: %d moves, %v", len(r.Moves), err)
	}
	for _, mv := range r.Moves {
		after := solve(t, search.GameMemo, b.Play(mv.Move))
		if after.Value != 0 {
			after.Plies++ // the hint counts the move itself
		}
		if after.Value != mv.Value || after.Plies != mv.Plies {
			t.Errorf("%v: hint %d/%d, playing it gives %d/%d", mv.Move, mv.Value, mv.Plies, after.Value, after.Plies)
		}
	}
}
