package local_test

import (
	"slices"
	"strings"
	"testing"

	"frontier/core/domains/queens"
	"frontier/core/local"
)

// TestSteepestAnswerIsTheModels: on random boards, the moves that count
// are the model's moves of lowest h, or none where the model's climb
// stops, and the grade follows.
func TestSteepestAnswerIsTheModels(t *testing.T) {
	sp := space(t, 6)
	r := randFor(21)
	for range 300 {
		board := queens.Random(6, r)
		b := rowsOf(board)
		left := r.IntN(3)
		a := local.SteepestAnswer[*queens.Board](sp, board, left)
		low, best := b.best()
		h := b.h()
		switch {
		case h == 0:
			if a.Stop != local.StopSolved || a.Right != nil {
				t.Fatalf("%v: a solution answered %+v", b, a)
			}
		case low > h || low == h && left == 0:
			if a.Stop == "" || a.Right != nil {
				t.Fatalf("%v (h %d, lowest %d, %d sideways left): answered %+v", b, h, low, left, a)
			}
		default:
			if a.Stop != "" || !slices.Equal(a.Right, best) || a.Best != low {
				t.Fatalf("%v: answered %v, the model's best %v (h %d)", b, a.Right, best, low)
			}
		}
		for _, m := range b.moves() {
			v := local.GradeSteepest[*queens.Board](sp, board, left, local.Guess{Move: m.Move})
			if v.Right != (a.Stop == "" && slices.Contains(best, m.Move)) || v.Why == "" || strings.Contains(v.Why, "\n") {
				t.Fatalf("%v: guess %v graded %+v; best %v, stop %q", b, m.Move, v, best, a.Stop)
			}
		}
		if v := local.GradeSteepest[*queens.Board](sp, board, left, local.Guess{Stop: true}); v.Right != (a.Stop != "") {
			t.Fatalf("%v: guessing a stop graded %+v", b, v)
		}
	}
}

func TestSteepestAnswerWords(t *testing.T) {
	sp := space(t, 4)
	b := queens.New([]int{0, 0, 0, 0})
	a := local.SteepestAnswer[*queens.Board](sp, b, 0)
	if a.Why != "The lowest h a move reaches is 3, from 6: the queen of column 2 from row 1 to row 4 or the queen of column 3 from row 1 to row 4. The engine picks one of these 2 at random, so each counts." {
		t.Errorf("why: %s", a.Why)
	}
	v := local.GradeSteepest[*queens.Board](sp, b, 0, local.Guess{Move: local.Move{Var: 0, Val: 1}})
	if v.Right || !strings.HasPrefix(v.Why, "The queen of column 1 from row 1 to row 2 reaches h = 4, not the lowest.") {
		t.Errorf("a wrong guess: %+v", v)
	}
	solved := queens.New([]int{1, 3, 0, 2})
	if a := local.SteepestAnswer[*queens.Board](sp, solved, 0); a.Stop != local.StopSolved {
		t.Errorf("a solution: %+v", a)
	}
}

// TestRepairAnswerIsTheModels: the queens that count are the attacked
// ones, and for each the rows of fewest attackers, as the model counts
// them.
func TestRepairAnswerIsTheModels(t *testing.T) {
	r := randFor(22)
	for range 200 {
		board := queens.Random(5+r.IntN(3), r)
		b := rowsOf(board)
		a := local.RepairAnswer(board)
		if !slices.Equal(a.Conflicted, b.attacked()) {
			t.Fatalf("%v: conflicted %v, the model's %v", b, a.Conflicted, b.attacked())
		}
		for i, v := range a.Conflicted {
			var tied []int
			fewest := len(b)
			for row := range b {
				fewest = min(fewest, b.attackers(v, row))
			}
			for row := range b {
				if b.attackers(v, row) == fewest {
					tied = append(tied, row)
				}
			}
			if !slices.Equal(a.Tied[i], tied) || a.Fewest[i] != fewest {
				t.Fatalf("%v column %d: tied %v (%d), the model's %v (%d)", b, v+1, a.Tied[i], a.Fewest[i], tied, fewest)
			}
			for row := range b {
				g := local.GradeRepair(board, v, row, -1)
				if g.Right != slices.Contains(tied, row) || g.Why == "" {
					t.Fatalf("%v: column %d to row %d graded %+v; tied %v", b, v+1, row+1, g, tied)
				}
				if other := (v + 1) % len(b); local.GradeRepair(board, v, row, other).Right {
					t.Fatalf("%v: column %d graded right when column %d was drawn", b, v+1, other+1)
				}
			}
		}
		for c := range b {
			if !slices.Contains(a.Conflicted, c) && local.GradeRepair(board, c, 0, -1).Right {
				t.Fatalf("%v: column %d, in no conflict, graded right", b, c+1)
			}
		}
	}
}

func TestRepairWords(t *testing.T) {
	b := queens.New([]int{0, 0, 2, 3})
	g := local.GradeRepair(b, 0, 3, -1)
	want := "Right. Column 1 has the fewest conflicts, 1, with row 2, row 3 or row 4, tied: min-conflicts picks one of these 3 at random, so each counts. The variable is drawn at random among the 4 in conflict, so any of them counts."
	if !g.Right || g.Why != want {
		t.Errorf("graded %+v\nwant %s", g, want)
	}
}
