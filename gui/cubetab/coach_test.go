package cubetab

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"frontier/core/domains/cube"
	"frontier/gui/kit/kittest"
)

// turns is the fewest face turns that solve c, by a plain breadth-first
// search over the turns, to depth 6.
func turns(t *testing.T, c cube.Cube) int {
	t.Helper()
	s, err := c.State()
	if err != nil {
		t.Fatal(err)
	}
	seen := map[cube.State]bool{s: true}
	layer := []cube.State{s}
	for d := 0; d <= 6; d++ {
		var next []cube.State
		for _, p := range layer {
			if p == (cube.State{}) {
				return d
			}
			for _, m := range cube.Moves() {
				if n := cube.Apply(p, m); !seen[n] {
					seen[n] = true
					next = append(next, n)
				}
			}
		}
		layer = next
	}
	t.Fatalf("%s is more than 6 turns from solved", c)
	return 0
}

// TestCoachOnTheCube: a turn away from solved wastes two; each hint's
// turn, lit among the buttons, solves in one turn less; Solve from here
// reaches the solved cube.
func TestCoachOnTheCube(t *testing.T) {
	tab, _ := newTestTab(t)
	c := tab.Coach
	c.Switch.SetChecked(true)
	kittest.Wait(t, c.Done(), "the coach")
	start, err := tab.Kind().Apply(tab.Kind().Goal, "R U F'")
	if err != nil {
		t.Fatal(err)
	}
	tab.SetStart(start)
	kittest.Wait(t, c.Done(), "the coach")
	d := turns(t, start)
	if a, ok := c.Advice(); !ok || a.Cost != d {
		t.Fatalf("advice %d (%v), BFS %d; line %q", a.Cost, ok, d, kittest.CoachStanding(c.Line.Text))
	}
	// A turn that undoes none of the scramble: a quarter turn of D.
	tab.Play(tab.Shown().Turn(mustMove("D")...))
	kittest.Wait(t, c.Done(), "the coach")
	now := turns(t, tab.Shown())
	if w, _ := kittest.CoachWasted(c.Line.Text); w != 1+now-d || now != d+1 || !strings.HasSuffix(kittest.CoachStanding(c.Line.Text), "+2 moves wasted") {
		t.Fatalf("after D: BFS %d from %d, wasted %d, line %q", now, d, w, kittest.CoachStanding(c.Line.Text))
	}
	for left := now; left > 0; left-- {
		test.Tap(c.HintBtn)
		btn := -1
		for i, b := range tab.turnBtns {
			if "Hint: turn "+b.Text == kittest.CoachHint(c.Line.Text) {
				btn = i
			}
		}
		if btn < 0 {
			t.Fatalf("hint %q names no turn", kittest.CoachHint(c.Line.Text))
		}
		b := tab.turnBtns[btn]
		if b.Importance != widget.HighImportance {
			t.Fatalf("hint %q leaves its button %q unlit", kittest.CoachHint(c.Line.Text), b.Text)
		}
		test.Tap(b)
		kittest.Wait(t, c.Done(), "the coach")
		if got := turns(t, tab.Shown()); got != left-1 {
			t.Fatalf("after the hint %q: BFS %d, want %d", b.Text, got, left-1)
		}
	}
	if !solvedLook(tab.Shown()) {
		t.Fatal("the hints did not solve the cube")
	}
}

// cubeDistances is the fewest face turns from solved to every cube
// within depth turns, by a plain breadth-first search over the turns;
// all lists them in the order found, nearest first.
func cubeDistances(depth int) (dist map[cube.State]int, all []cube.State) {
	dist = map[cube.State]int{{}: 0}
	all = []cube.State{{}}
	layer := all
	for d := 1; d <= depth && len(layer) > 0; d++ {
		var next []cube.State
		for _, s := range layer {
			for _, m := range cube.Moves() {
				n := cube.Apply(s, m)
				if _, seen := dist[n]; !seen {
					dist[n] = d
					next = append(next, n)
				}
			}
		}
		all = append(all, next...)
		layer = next
	}
	return dist, all
}

// TestCoachMovesLeftOnTheCube: on a sample of cubes, the solved one and
// the farthest among them, the coach's line gives the fewest turns a
// plain breadth-first search finds. The search covers every cube (the
// farthest are 11 turns away); -short stops it at 6 turns and takes a
// smaller sample.
func TestCoachMovesLeftOnTheCube(t *testing.T) {
	depth, n := 11, 60
	if testing.Short() {
		depth, n = 6, 12
	}
	dist, all := cubeDistances(depth)
	if !testing.Short() && len(dist) != 3674160 {
		t.Fatalf("the reference reached %d cubes, want 7!·3⁶ = 3674160", len(dist))
	}
	tab, _ := newTestTab(t)
	c := tab.Coach
	c.Switch.SetChecked(true)
	kittest.Wait(t, tab.Done(), "the coach")
	rng := rand.New(rand.NewPCG(13, 14))
	sample := []cube.State{all[0], all[len(all)-1]}
	for range n {
		sample = append(sample, all[rng.IntN(len(all))])
	}
	for _, s := range sample {
		tab.SetStart(s.Cube())
		kittest.Wait(t, tab.Done(), "the coach")
		want := fmt.Sprintf("Optimal: %d moves left · no moves yet", dist[s])
		switch dist[s] {
		case 0:
			want = "Optimal: at the goal · no moves yet"
		case 1:
			want = "Optimal: 1 move left · no moves yet"
		}
		if got := kittest.CoachStanding(c.Line.Text); got != want {
			t.Fatalf("%s: the coach says %q, the reference %d turns", s.Cube(), got, dist[s])
		}
	}
}
