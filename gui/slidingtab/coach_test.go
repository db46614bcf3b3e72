package slidingtab

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"frontier/core/domains/sliding"
	"frontier/core/puzzles"
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
	if want := "Optimal: 2 moves left · no moves yet"; kittest.CoachStanding(c.Line.Text) != want || d != 2 {
		t.Fatalf("line %q (BFS %d), want %q", kittest.CoachStanding(c.Line.Text), d, want)
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
	if want := "Optimal: 3 moves left · +2 moves wasted"; kittest.CoachStanding(c.Line.Text) != want {
		t.Fatalf("line %q, want %q", kittest.CoachStanding(c.Line.Text), want)
	}
	for left := 3; left > 0; left-- {
		test.Tap(c.HintBtn)
		q := tab.view.hinted()
		if q < 0 || !strings.HasPrefix(kittest.CoachHint(c.Line.Text), "Hint: slide ") {
			t.Fatalf("hint %q marks square %d", kittest.CoachHint(c.Line.Text), q)
		}
		tab.tapSquare(q)
		kittest.Wait(t, c.Done(), "the coach")
		if d := distance(t, tab, tab.Start()); d != left-1 {
			t.Fatalf("after the hint %q: BFS %d, want %d", kittest.CoachHint(c.Line.Text), d, left-1)
		}
		if w, ok := kittest.CoachWasted(c.Line.Text); !ok || w != 2 {
			t.Fatalf("wasted %d (%v) after following the hint, want still 2", w, ok)
		}
	}
	if want := "Optimal: at the goal · +2 moves wasted"; kittest.CoachStanding(c.Line.Text) != want {
		t.Fatalf("line %q, want %q", kittest.CoachStanding(c.Line.Text), want)
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
	if tab.Search.Player.PlayBtn.Text != "Pause" {
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
		t.Fatalf("no advice: %q", kittest.CoachStanding(c.Line.Text))
	}
	for range 3 {
		test.Tap(c.HintBtn)
		tab.tapSquare(tab.view.hinted())
		kittest.Wait(t, c.Done(), "the coach")
		next, ok := c.Advice()
		if !ok || next.Cost != a.Cost-1 {
			t.Fatalf("after the hint: %d left (%v), want %d", next.Cost, ok, a.Cost-1)
		}
		a = next
	}
	if w, _ := kittest.CoachWasted(c.Line.Text); w != 0 || !strings.HasSuffix(kittest.CoachStanding(c.Line.Text), "optimal so far") {
		t.Fatalf("wasted %d, line %q", w, kittest.CoachStanding(c.Line.Text))
	}
}

// tileDistances is the fewest moves from every position of a w×w board
// to goal, by a plain breadth-first search written here over the tiles:
// the blank (0) swaps with a tile beside it. all lists the positions in
// the order found, nearest first.
func tileDistances(goal []int, w int) (dist map[string]int, all []string) {
	key := func(tiles []int) string {
		var sb strings.Builder
		for i, v := range tiles {
			if i > 0 {
				sb.WriteByte(',')
			}
			sb.WriteString(strconv.Itoa(v))
		}
		return sb.String()
	}
	type node struct {
		tiles []int
		blank int
	}
	start := append([]int(nil), goal...)
	dist = map[string]int{key(start): 0}
	all = []string{key(start)}
	queue := []node{{start, slices.Index(start, 0)}}
	for len(queue) > 0 {
		n := queue[0]
		queue = queue[1:]
		d := dist[key(n.tiles)]
		r, c := n.blank/w, n.blank%w
		for _, s := range [][2]int{{r - 1, c}, {r + 1, c}, {r, c - 1}, {r, c + 1}} {
			if s[0] < 0 || s[0] >= w || s[1] < 0 || s[1] >= w {
				continue
			}
			q := s[0]*w + s[1]
			next := append([]int(nil), n.tiles...)
			next[n.blank], next[q] = next[q], 0
			k := key(next)
			if _, seen := dist[k]; !seen {
				dist[k] = d + 1
				all = append(all, k)
				queue = append(queue, node{next, q})
			}
		}
	}
	return dist, all
}

// movesLeft is the coach's line for a position d moves from the goal
// before any move by hand.
func movesLeft(d int) string {
	switch d {
	case 0:
		return "Optimal: at the goal · no moves yet"
	case 1:
		return "Optimal: 1 move left · no moves yet"
	}
	return fmt.Sprintf("Optimal: %d moves left · no moves yet", d)
}

// TestCoachMovesLeftOnTheEightPuzzle: on a sample of the 8-puzzle's
// positions, the goal and the farthest among them, loaded in the state
// box, the coach's line gives the distance a plain breadth-first search
// over the tiles finds; one move by hand then counts the moves wasted by
// the same reference. -short takes a smaller sample.
func TestCoachMovesLeftOnTheEightPuzzle(t *testing.T) {
	tab, _ := newTestTab(t)
	c := tab.Coach
	c.Switch.SetChecked(true)
	kittest.Wait(t, tab.Done(), "the coach")
	b := tab.board()
	goal := b.Tiles(tab.Kind().Goal)
	if len(goal) != 9 {
		t.Fatalf("the tab opens on a board of %d squares, want the 8-puzzle", len(goal))
	}
	dist, all := tileDistances(goal, 3)
	if len(dist) != 181440 {
		t.Fatalf("the reference reached %d positions, want 9!/2 = 181440", len(dist))
	}
	n := 60
	if testing.Short() {
		n = 12
	}
	rng := rand.New(rand.NewPCG(11, 12))
	sample := []string{all[0], all[len(all)-1]}
	for range n {
		sample = append(sample, all[rng.IntN(len(all))])
	}
	for _, s := range sample {
		if !load(tab, s) {
			t.Fatalf("%s: %s", s, tab.StateErr.Text)
		}
		kittest.Wait(t, tab.Done(), "the coach")
		want := dist[s]
		if got := kittest.CoachStanding(c.Line.Text); got != movesLeft(want) {
			t.Fatalf("%s: the coach says %q, the reference %d moves", s, got, want)
		}
		// A move by hand: whichever tile it slides, the moves wasted are
		// the move plus the distance it leaves less the one before it.
		for q := range 9 {
			if _, _, ok := b.MoveTo(tab.Shown(), q); !ok {
				continue
			}
			tab.tapSquare(q)
			kittest.Wait(t, tab.Done(), "the coach")
			after, known := dist[b.Tiles(tab.Shown()).String()]
			if !known {
				t.Fatalf("%s, then square %d slid: %s is no position of the board", s, q, b.Format(tab.Shown()))
			}
			a, ok := c.Advice()
			w, okW := kittest.CoachWasted(c.Line.Text)
			if !ok || !okW || a.Cost != after || w != 1+after-want {
				t.Fatalf("%s, then square %d slid: %d left (%v), %d wasted (%v); the reference: %d left, %d wasted",
					s, q, a.Cost, ok, w, okW, after, 1+after-want)
			}
			break
		}
	}
}

// korf are Korf's 15-puzzles (1985) of 42 to 46 moves, with their
// published optimal lengths: IDA* with the pattern databases solves each
// in a fraction of a second. The goal is the blank first.
var korf = []struct {
	state string
	moves int
}{
	{"1 3 2 5 10 9 15 6 8 14 13 11 12 4 7 0", 42},
	{"14 1 9 6 4 8 12 5 7 2 3 0 10 11 13 15", 45},
	{"3 14 9 11 5 4 8 2 13 12 6 7 10 1 15 0", 46},
	{"3 6 5 2 10 0 15 14 1 4 13 12 9 8 11 7", 46},
}

// TestCoachOnKorfsPuzzles: on the 4×4 board, for Korf's 15-puzzles of
// known optimal length, the coach's line gives that length, and after its
// hint is followed, one move less, wasting none.
func TestCoachOnKorfsPuzzles(t *testing.T) {
	// The pattern databases first, outside the wait for the coach: their
	// first build on a machine takes a while under the race detector.
	k, _, err := puzzles.NewSliding(puzzles.SlidingOptions{Width: 4})
	if err != nil {
		t.Fatal(err)
	}
	if err := k.MakeReady(context.Background(), puzzles.HeuristicPDB, nil); err != nil {
		t.Fatal(err)
	}
	tab, _ := newTestTab(t)
	c := tab.Coach
	// Each change waits for the coach: under the test driver its answer
	// is drawn on its worker's goroutine.
	c.Switch.SetChecked(true)
	kittest.Wait(t, tab.Done(), "the coach")
	tab.widthSel.SetSelected(widthOptions[2])
	kittest.Wait(t, tab.Done(), "the coach")
	tab.goalSel.SetSelected("Blank first")
	kittest.Wait(t, tab.Done(), "the coach")
	if goal := tab.board().Format(tab.Kind().Goal); goal != "0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15" {
		t.Fatalf("goal %s, want the blank first", goal)
	}
	for _, fx := range korf {
		if !load(tab, fx.state) {
			t.Fatalf("%s: %s", fx.state, tab.StateErr.Text)
		}
		kittest.Wait(t, tab.Done(), "the coach")
		if got := kittest.CoachStanding(c.Line.Text); got != movesLeft(fx.moves) {
			t.Fatalf("%s: the coach says %q, want %d moves", fx.state, got, fx.moves)
		}
		test.Tap(c.HintBtn)
		tab.tapSquare(tab.view.hinted())
		kittest.Wait(t, tab.Done(), "the coach")
		want := fmt.Sprintf("Optimal: %d moves left · optimal so far", fx.moves-1)
		if got := kittest.CoachStanding(c.Line.Text); got != want {
			t.Fatalf("%s, after the hint %q: the coach says %q, want %q", fx.state, kittest.CoachHint(c.Line.Text), got, want)
		}
	}
}
