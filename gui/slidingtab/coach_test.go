package slidingtab

import (
	"math/rand/v2"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"frontier/core/domains/sliding"
	"frontier/gui/kit/kittest"
)

// distance is the fewest moves from s to the goal of tab's puzzle, by a
// plain breadth-first search over the puzzle's moves.
func distance(t *testing.T, tab *Tab, s sliding.State) int {
	t.Helper()
	k := tab.Kind()
	seen := map[sliding.State]bool{s: true}
	layer := []sliding.State{s}
	for d := 0; d <= 20; d++ {
		var next []sliding.State
		for _, p := range layer {
			if p == k.Goal {
				return d
			}
			for _, m := range k.MoveNames {
				if n, err := k.Apply(p, m); err == nil && !seen[n] {
					seen[n] = true
					next = append(next, n)
				}
			}
		}
		layer = next
	}
	t.Fatalf("%s is more than 20 moves from the goal", k.Format(s))
	return 0
}

// TestCoachOnTheEightPuzzle: the line gives the distance, a move away
// from the goal wastes two, the hint's tile brings the goal one move
// nearer, and Solve from here plays an optimal path to the goal.
func TestCoachOnTheEightPuzzle(t *testing.T) {
	tab, _ := newTestTab(t)
	tab.Coach.Switch.SetChecked(true)
	kittest.Wait(t, tab.Coach.Done(), "the coach")
	c := tab.Coach
	start, err := tab.Kind().Apply(tab.Kind().Goal, "up left")
	if err != nil {
		start, _ = tab.Kind().Apply(tab.Kind().Goal, "down right")
	}
	tab.SetStart(start)
	kittest.Wait(t, c.Done(), "the coach")
	d := distance(t, tab, tab.Start())
	if want := "Optimal: 2 moves left · no moves yet"; c.Standing() != want || d != 2 {
		t.Fatalf("line %q (BFS %d), want %q", c.Standing(), d, want)
	}
	// A tile slid away from the goal.
	away := -1
	for q := range 9 {
		if next, _, ok := tab.board().MoveTo(tab.Shown(), q); ok && distance(t, tab, next) == 3 {
			away = q
		}
	}
	tab.tapSquare(away)
	kittest.Wait(t, c.Done(), "the coach")
	if want := "Optimal: 3 moves left · +2 moves wasted"; c.Standing() != want {
		t.Fatalf("line %q, want %q", c.Standing(), want)
	}
	for left := 3; left > 0; left-- {
		test.Tap(c.HintBtn)
		q := tab.view.Hint()
		if q < 0 || !strings.HasPrefix(c.HintText(), "Hint: slide ") {
			t.Fatalf("hint %q marks square %d", c.HintText(), q)
		}
		tab.tapSquare(q)
		kittest.Wait(t, c.Done(), "the coach")
		if d := distance(t, tab, tab.Start()); d != left-1 {
			t.Fatalf("after the hint %q: BFS %d, want %d", c.HintText(), d, left-1)
		}
		if w, ok := c.Wasted(); !ok || w != 2 {
			t.Fatalf("wasted %d (%v) after following the hint, want still 2", w, ok)
		}
	}
	if want := "Optimal: at the goal · +2 moves wasted"; c.Standing() != want {
		t.Fatalf("line %q, want %q", c.Standing(), want)
	}
}

// TestSolveFromHere: after moves by hand, Solve from here finds an
// optimal path from the position played to and plays it to the goal.
func TestSolveFromHere(t *testing.T) {
	tab, _ := newTestTab(t)
	tab.Coach.Switch.SetChecked(true)
	kittest.Wait(t, tab.Coach.Done(), "the coach")
	tab.SetStart(tab.Kind().Walk(tab.Kind().Goal, 12, rand.New(rand.NewPCG(1, 2))))
	for range 2 {
		kittest.Wait(t, tab.Coach.Done(), "the coach")
		for q := range 9 {
			if _, _, ok := tab.board().MoveTo(tab.Shown(), q); ok {
				tab.tapSquare(q)
				break
			}
		}
	}
	kittest.Wait(t, tab.Coach.Done(), "the coach")
	from := tab.Start()
	test.Tap(tab.Coach.FromHereBtn)
	kittest.Wait(t, tab.Search.Done(), "the search")
	path, _ := tab.Search.Path()
	if len(path) == 0 || path[0] != from || path[len(path)-1] != tab.Kind().Goal {
		t.Fatalf("path of %d states from %v", len(path), path[:min(1, len(path))])
	}
	if want := distance(t, tab, from); len(path)-1 != want {
		t.Fatalf("path of %d moves, BFS says %d", len(path)-1, want)
	}
	if !tab.Search.Player.Playing() {
		t.Fatal("the path found does not play")
	}
	tab.Search.Player.Pause()
}

// TestCoachOnTheFifteenPuzzle: on a 4×4 state 30 moves from the goal by
// a walk, the hint found with the pattern databases brings the goal one
// move nearer, by the distance a reference IDA* finds (core/puzzles'
// tests); the next hints come from the path already found.
func TestCoachOnTheFifteenPuzzle(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the 4×4 pattern databases the first time")
	}
	tab, _ := newTestTab(t)
	tab.Coach.Switch.SetChecked(true)
	kittest.Wait(t, tab.Coach.Done(), "the coach")
	tab.widthSel.SetSelected(widthOptions[2])
	kittest.Wait(t, tab.Coach.Done(), "the coach")
	b := tab.board()
	s, _ := b.WalkFrom(tab.Kind().Goal, 30, rand.New(rand.NewPCG(7, 8)))
	tab.SetStart(s)
	c := tab.Coach
	kittest.Wait(t, c.Done(), "the coach")
	a, ok := c.Advice()
	if !ok {
		t.Fatalf("no advice: %q", c.Standing())
	}
	for range 3 {
		test.Tap(c.HintBtn)
		tab.tapSquare(tab.view.Hint())
		kittest.Wait(t, c.Done(), "the coach")
		next, ok := c.Advice()
		if !ok || next.Cost != a.Cost-1 {
			t.Fatalf("after the hint: %d left (%v), want %d", next.Cost, ok, a.Cost-1)
		}
		a = next
	}
	if w, _ := c.Wasted(); w != 0 || !strings.HasSuffix(c.Standing(), "optimal so far") {
		t.Fatalf("wasted %d, line %q", w, c.Standing())
	}
}
