package csptab

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"frontier/core/csp"
)

// australia's regions and borders, written out for the model below.
var (
	regions = []string{"WA", "NT", "SA", "Q", "NSW", "V", "T"}
	border  = map[[2]string]bool{{"WA", "NT"}: true, {"WA", "SA"}: true, {"NT", "SA"}: true, {"NT", "Q"}: true,
		{"SA", "Q"}: true, {"SA", "NSW"}: true, {"SA", "V"}: true, {"Q", "NSW"}: true, {"NSW", "V"}: true}
)

// mrvPick is the region MRV picks under forward checking, counted here:
// each unassigned region keeps the three colours less those of its
// assigned neighbours; the fewest wins, ties to the first in the order.
// Also a region with more values left than the pick, or "" for none.
func mrvPick(assigned map[string]string) (pick, worse string) {
	best := 4
	left := map[string]int{}
	for _, r := range regions {
		if _, ok := assigned[r]; ok {
			continue
		}
		gone := map[string]bool{}
		for o, c := range assigned {
			if border[[2]string{r, o}] || border[[2]string{o, r}] {
				gone[c] = true
			}
		}
		left[r] = 3 - len(gone)
		if left[r] < best {
			best, pick = left[r], r
		}
	}
	for _, r := range regions {
		if n, ok := left[r]; ok && n > best {
			return pick, r
		}
	}
	return pick, ""
}

// assignedNow reads the assignment off the stack as the tab lists it:
// "1. SA = red".
func assignedNow(tab *Tab) map[string]string {
	out := map[string]string{}
	for _, r := range tab.stackRows {
		var n int
		var name, eq, colour string
		if _, err := fmt.Sscanf(r.text, "%d. %s %s %s", &n, &name, &eq, &colour); err == nil {
			out[name] = colour
		}
	}
	return out
}

// stepToQuestion steps until predict mode asks about an event of type E.
func stepToQuestion[E csp.Event](t *testing.T, tab *Tab) E {
	t.Helper()
	for tab.stepper.Current() < tab.stepper.Len()-1 {
		if _, e := tab.predict.next(); e != nil {
			if e, ok := e.(E); ok {
				return e
			}
		}
		tab.stepper.Step()
	}
	var zero E
	t.Fatalf("no question about a %T", zero)
	return zero
}

// tapRegion clicks region name in the drawing.
func tapRegion(tab *Tab, name string) {
	for v, r := range regions {
		if r == name {
			test.TapAt(tab.draw, tab.draw.centre(v))
		}
	}
}

// TestPredictMRV turns predict mode on for MRV with forward checking on
// Australia and answers each choice of variable, right where a count of
// values left says so and wrong with a region that has more: each
// verdict is the grader's, and the score counts them.
func TestPredictMRV(t *testing.T) {
	tab, _ := newTestTab(t)
	choose(t, tab, "Australia, 3 colours", "backtracking", "MRV", "static", "forward checking")
	test.Tap(tab.predict.check)
	right, asked := 0, 0
	for round := 0; ; round++ {
		if tab.stepper.Current() >= tab.stepper.Len()-1 {
			break
		}
		if _, e := tab.predict.next(); e == nil {
			tab.stepper.Step()
			continue
		}
		if _, ok := tab.rec.events[tab.snap.pos].(*csp.ChooseEvent); !ok {
			tab.stepper.Step()
			continue
		}
		pick, worse := mrvPick(assignedNow(tab))
		if !strings.Contains(tab.predict.prompt.Text, "Which variable does the MRV order choose next?") {
			t.Fatalf("the question reads %q", tab.predict.prompt.Text)
		}
		answer := pick
		if round%2 == 1 && worse != "" {
			answer = worse
		}
		at := tab.snap.pos
		tapRegion(tab, answer)
		asked++
		v := tab.predict.verdicts[at]
		if answer == pick {
			right++
			if !v.Right || !strings.HasPrefix(v.Reason, "Right: MRV picks") {
				t.Errorf("%s, MRV's pick, graded %+v", answer, v)
			}
		} else if v.Right || v.Tied || v.Want != pick || !strings.HasPrefix(v.Reason, "Not "+answer+": MRV picks the variable with the fewest values left") {
			t.Errorf("%s, with more values left than %s, graded %+v", answer, pick, v)
		}
		if !strings.Contains(tab.predict.prompt.Text, v.Reason) {
			t.Errorf("the verdict %q is not shown: %q", v.Reason, tab.predict.prompt.Text)
		}
		if want := fmt.Sprintf("Score: %d right of %d", right, asked); tab.predict.score.Text != want {
			t.Errorf("the score reads %q, want %q", tab.predict.score.Text, want)
		}
	}
	if asked != 7 || right == asked {
		t.Errorf("%d choices asked, %d right: want 7 choices, some answered wrong", asked, right)
	}
}

// TestPredictRevision answers AC-3's first revision on Australia, (WA,
// NT) with every colour in both domains: nothing goes, so marking red is
// wrong and marking nothing right.
func TestPredictRevision(t *testing.T) {
	tab, _ := newTestTab(t)
	choose(t, tab, "Australia, 3 colours", "AC-3", "", "", "")
	test.Tap(tab.predict.check)
	e := stepToQuestion[*csp.ReviseEvent](t, tab)
	if p := tab.rec.p; p.Name(e.Arc.X) != "WA" || p.Name(e.Arc.Y) != "NT" {
		t.Fatalf("the first revision is of (%s, %s)", p.Name(e.Arc.X), p.Name(e.Arc.Y))
	}
	at := tab.snap.pos
	if b := tab.predict.values[0]; b.Text != "red" || !b.Visible() {
		t.Fatalf("the first value button reads %q", b.Text)
	}
	test.Tap(tab.predict.values[0]) // red marked to go
	test.Tap(tab.predict.checkBtn)
	if v := tab.predict.verdicts[at]; v.Right || !strings.Contains(v.Reason, "red stays: NT's green agrees with it") {
		t.Errorf("red marked: graded %+v", v)
	}
	e = stepToQuestion[*csp.ReviseEvent](t, tab)
	at = tab.snap.pos
	test.Tap(tab.predict.checkBtn) // none marked
	if v := tab.predict.verdicts[at]; v.Right != (len(e.Removed()) == 0) {
		t.Errorf("none marked for %v: graded %+v", e.Arc, v)
	}
	if tab.predict.score.Text != "Score: 1 right of 2" {
		t.Errorf("the score reads %q", tab.predict.score.Text)
	}
}
