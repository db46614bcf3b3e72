package csptab

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"frontier/core/csp"
)

// easySudoku is the textbook code's easy board, written out here so that
// the model below does not read it from the code under test.
const easySudoku = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."

// plainAC3 is arc consistency on a Sudoku written from its definition:
// two cells of a row, column or box differ, and a digit of a cell goes
// while some peer's domain is that digit alone; repeated to a fixpoint.
// Each cell's digits, by cell.
func plainAC3(board string) [81][]int {
	var dom [81][]int
	for i, c := range board {
		if c == '.' {
			dom[i] = []int{1, 2, 3, 4, 5, 6, 7, 8, 9}
		} else {
			dom[i] = []int{int(c - '0')}
		}
	}
	peers := func(i, j int) bool {
		return i != j && (i/9 == j/9 || i%9 == j%9 || (i/27 == j/27 && i%9/3 == j%9/3))
	}
	for changed := true; changed; {
		changed = false
		for i := range 81 {
			for j := range 81 {
				if !peers(i, j) || len(dom[j]) != 1 {
					continue
				}
				if k := slices.Index(dom[i], dom[j][0]); k >= 0 {
					dom[i] = slices.Delete(dom[i], k, k+1)
					changed = true
				}
			}
		}
	}
	return dom
}

// shownDigits are the digits the drawing shows in cell x: its one digit
// in large, or its candidates in small, a candidate drawn as removed
// left out.
func shownDigits(r *drawRenderer, x int) []int {
	if big := r.texts[x]; big.Visible() && big.Text != "" {
		d, _ := strconv.Atoi(big.Text)
		return []int{d}
	}
	var out []int
	for a := range 9 {
		o := r.small[x*9+a]
		if o.Visible() && o.Text != "" && o.Color != gone {
			d, _ := strconv.Atoi(o.Text)
			out = append(out, d)
		}
	}
	return out
}

// TestSudokuCandidatesAreArcConsistent runs AC-3 on the easy Sudoku and
// checks the candidates drawn: before the first event every blank cell
// shows the nine digits, and at the end each cell shows what a plain
// AC-3 fixpoint leaves it (on this board, its one digit).
func TestSudokuCandidatesAreArcConsistent(t *testing.T) {
	tab, _ := newTestTab(t)
	choose(t, tab, "Sudoku easy", "AC-3", "", "", "")
	if tab.rec.engine != csp.ArcConsistency {
		t.Fatalf("the engine is %s", tab.rec.engine)
	}
	r := drawn(tab)
	for x := range 81 {
		want := []int{1, 2, 3, 4, 5, 6, 7, 8, 9}
		if easySudoku[x] != '.' {
			want = []int{int(easySudoku[x] - '0')}
		}
		if got := shownDigits(r, x); !slices.Equal(got, want) {
			t.Fatalf("before AC-3, cell %d shows %v, want %v", x, got, want)
		}
	}
	tab.stepper.Show(tab.stepper.Len() - 1)
	r = drawn(tab)
	model := plainAC3(easySudoku)
	for x := range 81 {
		if got := shownDigits(r, x); !slices.Equal(got, model[x]) {
			t.Errorf("after AC-3, cell r%dc%d shows %v, the fixpoint %v", x/9+1, x%9+1, got, model[x])
		}
	}
}

// TestRevisionShowsWhy steps AC-3 on the easy Sudoku to its first
// removal and checks that the queue lists the arc being revised first
// and that the line under the stepper says why the value goes, in the
// core's words.
func TestRevisionShowsWhy(t *testing.T) {
	tab, _ := newTestTab(t)
	choose(t, tab, "Sudoku easy", "AC-3", "", "", "")
	for tab.stepper.Current() < tab.stepper.Len()-1 {
		tab.stepper.Step()
		if _, ok := tab.snap.event.(*csp.RemoveEvent); ok {
			break
		}
	}
	e, ok := tab.snap.event.(*csp.RemoveEvent)
	if !ok {
		t.Fatal("AC-3 removed nothing")
	}
	p := tab.rec.p
	if !strings.HasPrefix(tab.queueRows[0].text, "("+p.Name(e.Var)+", "+p.Name(e.Arc.Y)+")") {
		t.Errorf("the queue's first row is %q, want the arc (%s, %s)", tab.queueRows[0].text, p.Name(e.Var), p.Name(e.Arc.Y))
	}
	want := "no value of " + p.Name(e.Arc.Y) + "'s {" + p.Label(e.Arc.Y, e.Against[0]) + "} agrees"
	if !strings.Contains(tab.said.Text, want) || !strings.Contains(tab.why.Text, "goes: "+want) {
		t.Errorf("the step says %q and %q, want both to say %q", tab.said.Text, tab.why.Text, want)
	}
}

// TestSteppingBackShowsTheSameDrawing: a position drawn, left forward
// and come back to, is drawn alike, and the next position is drawn
// otherwise.
func TestSteppingBackShowsTheSameDrawing(t *testing.T) {
	tab, _ := newTestTab(t)
	for _, c := range []struct{ problem, engine, vars, inference string }{
		{"Australia, 3 colours", "backtracking", "MRV", "forward checking"},
		{"Sudoku easy", "AC-3", "", ""},
		{"6-queens", "backtracking", "static", "none"},
	} {
		choose(t, tab, c.problem, c.engine, c.vars, "", c.inference)
		tab.stepper.Show(5)
		at5 := tab.draw.picture()
		for range 4 {
			tab.stepper.Step()
		}
		tab.stepper.Step()
		if tab.draw.picture() == at5 {
			t.Errorf("%s: positions 5 and 10 are drawn alike", c.problem)
		}
		for range 5 {
			test.Tap(tab.stepper.BackBtn)
		}
		if tab.stepper.Current() != 5 || tab.draw.picture() != at5 {
			t.Errorf("%s: position 5 drawn again differs", c.problem)
		}
	}
}
