package localtab

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"frontier/core/local"
)

// tapSquare clicks the middle of square (col, row) of the queens' board,
// row 0 at the bottom, as a student does.
func tapSquare(tab *Tab, col, row int) {
	b := tab.queensB
	side, at := b.side(b.Size())
	n := len(b.rows)
	test.TapAt(b, at.Add(fyne.NewPos((float32(col)+0.5)*side, (float32(n-1-row)+0.5)*side)))
}

// plainSteepest is steepest ascent's next step on rows worked out here:
// the h of every move, counted pair by pair, its lowest, and the moves
// that reach it.
func plainSteepest(rows []int) (h, best int, right, wrong [][2]int) {
	h, best = attacks(rows), -1
	hs := map[[2]int]int{}
	for c := range rows {
		for r := range rows {
			if r == rows[c] {
				continue
			}
			moved := append([]int(nil), rows...)
			moved[c] = r
			hs[[2]int{c, r}] = attacks(moved)
			if best < 0 || hs[[2]int{c, r}] < best {
				best = hs[[2]int{c, r}]
			}
		}
	}
	for sq, k := range hs {
		if k == best {
			right = append(right, sq)
		} else {
			wrong = append(wrong, sq)
		}
	}
	return h, best, right, wrong
}

// TestPredictSteepest: in predict mode a click on a square of the lowest
// h (counted here) is graded right, one of a higher h wrong, and where
// no move lowers h (no sideways move allowed) "Stops here" is right; the
// score counts each, and the h numbers stay hidden until the guess.
func TestPredictSteepest(t *testing.T) {
	tab := newTestTab(t, local.EngineHillClimbing)
	tab.pred.check.SetChecked(true)
	frames := tab.rec.frames
	right, total := 0, 0
	for i := 0; i < len(frames)-1; i++ {
		tab.stepper.Show(i)
		if tab.queensB.showH {
			t.Errorf("step %d: the h numbers show before the guess", i)
		}
		h, best, good, bad := plainSteepest(frames[i].state.([]int))
		switch {
		case best >= h:
			test.Tap(tab.pred.stop)
			right++
			if !strings.HasPrefix(tab.pred.verdict.Text, "Right.") {
				t.Errorf("step %d: Stops here graded %q, want right (h %d, best move %d)", i, tab.pred.verdict.Text, h, best)
			}
		case i%2 == 0:
			tapSquare(tab, good[0][0], good[0][1])
			right++
			if !strings.HasPrefix(tab.pred.verdict.Text, "Right.") {
				t.Errorf("step %d: square %v (h %d, the lowest) graded %q", i, good[0], best, tab.pred.verdict.Text)
			}
		default:
			tapSquare(tab, bad[0][0], bad[0][1])
			if strings.HasPrefix(tab.pred.verdict.Text, "Right.") || !strings.Contains(tab.pred.verdict.Text, "not the lowest") {
				t.Errorf("step %d: square %v (not the lowest h %d) graded %q", i, bad[0], best, tab.pred.verdict.Text)
			}
		}
		total++
		if want := fmt.Sprint(right) + " / " + fmt.Sprint(total) + " right"; tab.pred.score.Text != want {
			t.Errorf("step %d: score %q, want %q", i, tab.pred.score.Text, want)
		}
		if !tab.queensB.showH {
			t.Errorf("step %d: the h numbers stay hidden after the guess", i)
		}
	}
	if total < 2 {
		t.Fatalf("only %d guesses graded", total)
	}
}

// TestPredictMinConflicts: a click on a queen in conflict's square of
// fewest conflicts (counted here) is right; a click on a queen in no
// conflict is wrong.
func TestPredictMinConflicts(t *testing.T) {
	tab := newTestTab(t, local.EngineMinConflicts)
	tab.pred.check.SetChecked(true)
	rows := tab.rec.frames[0].state.([]int)
	attackers := func(c, r int) int {
		k := 0
		for o, ro := range rows {
			if o != c && (ro == r || ro-r == o-c || r-ro == o-c) {
				k++
			}
		}
		return k
	}
	var calm, torn []int
	for c := range rows {
		if attackers(c, rows[c]) == 0 {
			calm = append(calm, c)
		} else {
			torn = append(torn, c)
		}
	}
	c := torn[0]
	best := 0
	for r := range rows {
		if attackers(c, r) < attackers(c, best) {
			best = r
		}
	}
	tapSquare(tab, c, best)
	if !strings.HasPrefix(tab.pred.verdict.Text, "Right.") {
		t.Errorf("column %d to row %d, fewest conflicts (%d): graded %q", c+1, best+1, attackers(c, best), tab.pred.verdict.Text)
	}
	tab.stepper.Step()
	rows = tab.rec.frames[1].state.([]int)
	calm = calm[:0]
	for c := range rows {
		if attackers(c, rows[c]) == 0 {
			calm = append(calm, c)
		}
	}
	if len(calm) == 0 {
		t.Skip("every queen of the second board is in conflict")
	}
	tapSquare(tab, calm[0], rows[calm[0]])
	if strings.HasPrefix(tab.pred.verdict.Text, "Right.") || !strings.Contains(tab.pred.verdict.Text, "no conflict") {
		t.Errorf("the calm queen of column %d graded %q", calm[0]+1, tab.pred.verdict.Text)
	}
	if tab.pred.score.Text != "1 / 2 right" {
		t.Errorf("score %q, want 1 / 2 right", tab.pred.score.Text)
	}
}
