package gametrees

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	"frontier/core/domains/letters"
	"frontier/core/search"
)

func TestLetterTreesMatchTheEngines(t *testing.T) {
	ctx := context.Background()
	g := letters.Game{}
	for _, empty := range []int{1, 2} {
		for seed := range uint64(60) {
			b, err := RandomLetters(seed, empty)
			if err != nil {
				t.Fatalf("seed %d, %d empty: %v", seed, empty, err)
			}
			if got := 9 - b.Count(); got != empty {
				t.Fatalf("seed %d: %d empty cells, want %d", seed, got, empty)
			}
			tr, err := FromLetters(b)
			if err != nil {
				t.Fatalf("%s: %v", b, err)
			}
			what := fmt.Sprintf("position %s", b)
			if tr.Nodes[0].Max != (b.ToMove() == letters.Max) {
				t.Fatalf("%s: root side %s", what, tr.Nodes[0].Side())
			}
			ab, err := search.AlphaBeta(ctx, g, b)
			if err != nil {
				t.Fatal(err)
			}
			mm, err := search.Minimax(ctx, g, b)
			if err != nil {
				t.Fatal(err)
			}
			for _, o := range Orders {
				ot := Ordered(tr, o)
				r, _ := checkAgainstModel(t, what+", "+o.String(), ot)
				if r.Value != ab.Value || r.Value != mm.Value {
					t.Errorf("%s, %v: tree value %d, engines' alpha-beta %d and minimax %d", what, o, r.Value, ab.Value, mm.Value)
				}
				if v := Minimax(ot)[0]; v != mm.Value {
					t.Errorf("%s: tree minimax %d, engine %d", what, v, mm.Value)
				}
			}
			// The branches are the game's moves, in its order.
			moves := g.Moves(b, nil)
			if len(tr.Nodes[0].Kids) != len(moves) {
				t.Fatalf("%s: %d branches, %d moves", what, len(tr.Nodes[0].Kids), len(moves))
			}
			for j, k := range tr.Nodes[0].Kids {
				m := moves[j]
				if want := fmt.Sprintf("%c(%d,%d)", m.Letter, m.Row+1, m.Col+1); tr.Nodes[k].Move != want {
					t.Errorf("%s: branch %d is %s, want %s", what, j, tr.Nodes[k].Move, want)
				}
			}
		}
	}
}

func TestEarlyLetterPositionsAreRefused(t *testing.T) {
	start := letters.StartBoards()[0]
	_, err := FromLetters(start)
	if err == nil || !strings.Contains(err.Error(), "too early") || strings.Contains(err.Error(), "\n") {
		t.Fatalf("the opening gave %v, want a one-line refusal", err)
	}
	if !strings.Contains(err.Error(), "2 empty cells") {
		t.Errorf("the refusal offers nothing that fits: %v", err)
	}
	b, err := RandomLetters(3, 3)
	switch {
	case errors.Is(err, ErrNoPosition):
		if msg := err.Error(); !strings.HasPrefix(msg, "too early: with 3 empty cells") || !strings.HasSuffix(msg, "take 2 empty cells") || strings.Contains(msg, "\n") {
			t.Errorf("3 empty cells refused with %q", msg)
		}
	case err != nil:
		t.Fatal(err)
	default:
		tr, err := FromLetters(b)
		if err != nil || tr.Leaves() > MaxLeaves {
			t.Fatalf("%s offered with 3 empty cells does not fit: %v", b, err)
		}
	}
	if _, err := RandomLetters(1, 0); err == nil {
		t.Error("0 empty cells accepted")
	}
}
