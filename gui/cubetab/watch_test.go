package cubetab

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"frontier/core/domains/cube"
	"frontier/core/search"
	"frontier/gui/kit/kittest"
	"frontier/gui/watch"
)

// watchSearch scrambles the cube, picks an engine, taps Watch and waits
// for the recording.
func watchSearch(t *testing.T, tab *Tab, scrambled, engine string) *watch.View[cube.Cube] {
	t.Helper()
	scramble(t, tab, scrambled)
	tab.EngineMenu.SetSelected(engine)
	test.Tap(tab.WatchBtn)
	v := tab.WatchWindow().View
	kittest.Wait(t, v.Done(), "the recording")
	if v.Recording() == nil {
		t.Fatal("nothing recorded")
	}
	return v
}

// turned is c turned by one move as the search labelled it, worked out
// with the cube's own turns (not the search).
func turned(t *testing.T, c cube.Cube, move string) cube.Cube {
	t.Helper()
	return c.Turn(moves(t, move)...)
}

// Step forward 10, back 5, forward 5: the same node is on show and drawn
// on the small net; every node on the way is its parent turned by its
// move.
func TestWatchStepsBackAndForth(t *testing.T) {
	tab, _ := newTestTab(t)
	v := watchSearch(t, tab, "R U F", search.EngineBFS.Title())
	for range 10 {
		test.Tap(v.Stepper.StepBtn)
		for _, c := range v.Children() {
			if turned(t, v.Node().State, c.Move) != c.State {
				t.Fatalf("step %d: child %d is not node %d turned by %s", v.Stepper.Current(), c.ID, v.Node().ID, c.Move)
			}
		}
	}
	at10 := v.Node()
	for range 5 {
		test.Tap(v.Stepper.BackBtn)
	}
	if v.Stepper.Current() != 5 || v.Node().ID == at10.ID {
		t.Fatalf("after back 5: step %d, node %d", v.Stepper.Current(), v.Node().ID)
	}
	for range 5 {
		test.Tap(v.Stepper.StepBtn)
	}
	if got := v.Node(); got != at10 {
		t.Errorf("forward again: node %d, want %d", got.ID, at10.ID)
	}
	if got := v.NodePicture().(*netView).shown(); got != at10.State {
		t.Errorf("the net shows %s, want %s", got, at10.State)
	}
}

// Fine step shows the start's eighteen children one at a time, each the
// start turned by its move, generated first and tested at the next
// click, then moves on to the next step.
func TestWatchFineStep(t *testing.T) {
	tab, _ := newTestTab(t)
	v := watchSearch(t, tab, "R U F", search.EngineBFS.Title())
	for k := 1; k <= cube.NumMoves; k++ {
		for _, tested := range []bool{false, true} {
			test.Tap(v.FineBtn)
			got := v.Children()
			if v.Stepper.Current() != 1 || len(got) != k || stillTesting(v) == tested || got[k-1].State != turned(t, tab.Start(), got[k-1].Move) {
				t.Fatalf("fine step %d (tested %v): step %d, %d children shown, tested %v", k, tested, v.Stepper.Current(), len(got), !stillTesting(v))
			}
		}
	}
	test.Tap(v.FineBtn)
	if v.Stepper.Current() != 2 || len(v.Children()) != 1 {
		t.Errorf("fine step past the last child: step %d with %d children shown", v.Stepper.Current(), len(v.Children()))
	}
}

// To the goal: the nodes the tree colours as the solution, replayed on
// the cube, solve it in as many turns as the search's cost.
func TestWatchGoalColoursSolution(t *testing.T) {
	tab, _ := newTestTab(t)
	v := watchSearch(t, tab, "R U F", search.EngineBFS.Title())
	test.Tap(v.GoalBtn)
	c, turns := tab.Start(), 0
	for _, n := range v.Tree() {
		if n.Role == search.RoleSolution && n.ID != 0 {
			node, _ := v.Recording().Node(n.ID)
			c = turned(t, c, node.Move)
			turns++
		}
	}
	if !solvedLook(c) || turns != 3 || v.Recording().Result().Cost != 3 {
		t.Errorf("the solution coloured takes %d turns (cost %d) to %s", turns, v.Recording().Result().Cost, c)
	}
}

// stillTesting reports whether the view shows a child generated and still
// to be tested: its caption says "testing…" in place of its fate, or, the
// last card scrolled out of view, the step's text counts all n children
// "so far".
func stillTesting(v *watch.View[cube.Cube]) bool {
	n := len(v.Children())
	return slices.ContainsFunc(kittest.Texts(v.Content()), func(s string) bool {
		return strings.HasSuffix(s, "testing…") || strings.Contains(s, fmt.Sprintf("Children: %d of %d so far.", n, n))
	})
}
