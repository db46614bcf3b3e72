package slidingtab

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"frontier/core/domains/sliding"
	"frontier/core/search"
	"frontier/gui/kit/kittest"
	"frontier/gui/watch"
)

// watchSearch types a state, picks an engine (and a heuristic, if not
// ""), taps Watch and waits for the recording.
func watchSearch(t *testing.T, tab *Tab, state, engine, heuristic string) *watch.View[sliding.State] {
	t.Helper()
	tab.StateBox.SetText("")
	test.Type(tab.StateBox, state)
	choose(t, tab, engine, heuristic)
	test.Tap(tab.WatchBtn)
	v := tab.WatchWindow().View
	kittest.Wait(t, v.Done(), "the recording")
	if v.Recording() == nil {
		t.Fatal("nothing recorded")
	}
	return v
}

// bfsOrder is a plain breadth-first search, written here apart from the
// engines: the states in the order it expands them, a child tried in the
// puzzle's move order and kept unless its state was reached before.
func bfsOrder(b *sliding.Board, start sliding.State, moves []string, n int) []sliding.State {
	reached := map[sliding.State]bool{start: true}
	queue := []sliding.State{start}
	var order []sliding.State
	for len(queue) > 0 && len(order) < n {
		s := queue[0]
		queue = queue[1:]
		order = append(order, s)
		for _, m := range moves {
			if c, ok := b.Apply(s, m); ok && !reached[c] {
				reached[c] = true
				queue = append(queue, c)
			}
		}
	}
	return order
}

func tap(t *testing.T, v *watch.View[sliding.State], what string, n int) {
	t.Helper()
	b := map[string]func(){"step": func() { test.Tap(v.Stepper.StepBtn) }, "back": func() { test.Tap(v.Stepper.BackBtn) },
		"fine": func() { test.Tap(v.FineBtn) }}[what]
	for range n {
		b()
	}
}

// Step forward 10, back 5, forward 5: the same node is on show, the 10th
// that a plain BFS expands, drawn on the small board.
func TestWatchStepsBackAndForth(t *testing.T) {
	tab, _ := newTestTab(t)
	v := watchSearch(t, tab, "4,1,2,0,5,3,7,8,6", search.EngineBFS.Title(), "")
	tap(t, v, "step", 10)
	at10 := v.Node()
	tap(t, v, "back", 5)
	if v.Stepper.Current() != 5 || v.Node().ID == at10.ID {
		t.Fatalf("after back 5: step %d, node %d (step 10 showed node %d)", v.Stepper.Current(), v.Node().ID, at10.ID)
	}
	tap(t, v, "step", 5)
	if got := v.Node(); got != at10 {
		t.Errorf("forward again: node %+v, want %+v", got, at10)
	}
	start, _ := tab.board().ParseState("4,1,2,0,5,3,7,8,6")
	want := bfsOrder(tab.board(), start, tab.Kind().MoveNames, 10)
	if len(want) < 10 || at10.State != want[9] {
		t.Fatalf("step 10 expands %s, a plain BFS's 10th expansion is %s", tab.board().Format(at10.State), tab.board().Format(want[9]))
	}
	drawn := v.NodePicture().(*boardView).tiles
	if !slices.Equal(drawn, tab.board().Tiles(want[9])) {
		t.Errorf("the board shows %v, want %v", drawn, tab.board().Tiles(want[9]))
	}
}

// Fine step shows the children one at a time, in move order, each
// generated and then tested, then moves on to the next step.
func TestWatchFineStep(t *testing.T) {
	tab, _ := newTestTab(t)
	v := watchSearch(t, tab, "4,1,2,0,5,3,7,8,6", search.EngineBFS.Title(), "")
	start, _ := tab.board().ParseState("4,1,2,0,5,3,7,8,6")
	var want []sliding.State // the start's children, in move order
	for _, m := range tab.Kind().MoveNames {
		if c, ok := tab.board().Apply(start, m); ok {
			want = append(want, c)
		}
	}
	for k := 1; k <= len(want); k++ {
		// One click shows the child generated, the next its fate.
		for _, tested := range []bool{false, true} {
			tap(t, v, "fine", 1)
			got := v.Children()
			if v.Stepper.Current() != 1 || len(got) != k || stillTesting(v) == tested || got[k-1].State != want[k-1] || got[k-1].Fate != search.FateAdded {
				t.Fatalf("fine step %d (tested %v): step %d, %d children shown, tested %v, last %+v",
					k, tested, v.Stepper.Current(), len(got), !stillTesting(v), got[len(got)-1])
			}
		}
	}
	tap(t, v, "fine", 1)
	if v.Stepper.Current() != 2 || len(v.Children()) != 1 {
		t.Errorf("fine step past the last child: step %d with %d children shown, want step 2 with 1", v.Stepper.Current(), len(v.Children()))
	}
	// While step 2 is shown in part, the frontier is the one it found: the
	// start's children in BFS's first-in first-out order, the first being
	// expanded now.
	if mark, list := v.Frontier(); mark != "now" || len(list) != len(want) || list[0].State != v.Node().State {
		t.Errorf("frontier during a fine step: %q, %d nodes, want \"now\" and the start's %d children", mark, len(list), len(want))
	} else {
		for k := range want {
			if list[k].State != want[k] {
				t.Errorf("frontier row %d during a fine step is not the start's child %d", k+1, k+1)
			}
		}
	}
	tap(t, v, "step", 1) // Step shows the rest of a step shown in part
	if v.Stepper.Current() != 2 || len(v.Children()) != len(v.Recording().Step(2).Children) {
		t.Errorf("Step after a fine step: step %d, %d children", v.Stepper.Current(), len(v.Children()))
	}
	if mark, list := v.Frontier(); mark != "next" || len(list) == 0 || list[0].State != want[1] {
		t.Errorf("frontier after the step: %q, first %v, want \"next\" and the start's second child", mark, list)
	}
}

// To the goal: the tree colours the solution path, which replays from
// the start to the goal in as many moves as the search's cost; tapping a
// tree node tells about it.
func TestWatchGoalColoursSolution(t *testing.T) {
	tab, _ := newTestTab(t)
	v := watchSearch(t, tab, "1,2,0,3,4,5,6,7,8", "A*", "Manhattan")
	test.Tap(v.GoalBtn)
	if v.Stepper.Current() != v.Stepper.Len()-1 || !v.GoalBtn.Disabled() {
		t.Fatalf("To the goal: at %d of %d", v.Stepper.Current(), v.Stepper.Len())
	}
	var path []search.RoleNode
	for _, n := range v.Tree() {
		if n.Role == search.RoleSolution {
			path = append(path, n)
		}
	}
	cost := v.Recording().Result().Cost
	if cost != 2 || len(path) != cost+1 {
		t.Fatalf("cost %d, %d nodes coloured as the solution", cost, len(path))
	}
	rec := v.Recording()
	s, _ := tab.board().ParseState("1,2,0,3,4,5,6,7,8")
	for _, n := range path[1:] { // parents come before children
		c, _ := rec.Node(n.ID)
		next, ok := tab.board().Apply(s, c.Move)
		if !ok || next != c.State {
			t.Fatalf("solution node %d: move %s does not lead there", n.ID, c.Move)
		}
		s = next
	}
	if s != tab.board().Goal() {
		t.Errorf("the solution path ends at %s, not the goal", tab.board().Format(s))
	}
	got := tapTreeNode(t, v, path[len(path)-1].ID)
	if !containsAll(got, "solution", "g 2") {
		t.Errorf("tapping the goal in the tree shows %q", got)
	}
}

func containsAll(s string, parts ...string) bool {
	for _, p := range parts {
		if !strings.Contains(s, p) {
			return false
		}
	}
	return true
}

// The watch view's inspector, switched on, takes apart the heuristic of
// the node on show: its h is the one the search gave the node, and it
// follows Step and Back; switched off, it says nothing.
func TestWatchInspector(t *testing.T) {
	tab, _ := newTestTab(t)
	v := watchSearch(t, tab, "4,1,2,0,5,3,7,8,6", "A*", "Manhattan")
	in := tab.WatchInspector.(inspector).Sliding
	test.Tap(tab.WatchInspectSwitch)
	for _, move := range []string{"step", "step", "step", "back"} {
		tap(t, v, move, 1)
		kittest.Wait(t, in.Done(), "the inspector")
		want := "h = " + strconv.Itoa(v.Node().H) + " "
		if lines := in.Lines(); len(lines) == 0 || !strings.HasPrefix(lines[0], want) {
			t.Fatalf("step %d: the inspector says %q, want a first line starting %q", v.Stepper.Current(), lines, want)
		}
		if !in.Panel().Visible() {
			t.Fatal("the inspector's text is hidden while it is on")
		}
	}
	test.Tap(tab.WatchInspectSwitch)
	if in.Panel().Visible() {
		t.Error("the inspector's text shows after it was switched off")
	}
}

// stillTesting reports whether the view shows a child generated and still
// to be tested: its caption says "testing…" in place of its fate, or, the
// last card scrolled out of view, the step's text counts all n children
// "so far".
func stillTesting(v *watch.View[sliding.State]) bool {
	n := len(v.Children())
	return slices.ContainsFunc(kittest.Texts(v.Content()), func(s string) bool {
		return strings.HasSuffix(s, "testing…") || strings.Contains(s, fmt.Sprintf("Children: %d of %d so far.", n, n))
	})
}

// tapTreeNode taps the dots of the search tree's picture until the text
// beside it tells about node id, as a user looks for a node, and returns
// that text.
func tapTreeNode(t *testing.T, v *watch.View[sliding.State], id int) string {
	t.Helper()
	head := "Node " + strconv.Itoa(id) + ","
	var got string
	told := func() bool {
		for _, s := range kittest.Texts(v.Content()) {
			if strings.HasPrefix(s, head) {
				got = s
				return true
			}
		}
		return false
	}
	if !kittest.TapDots(v.Content(), told) {
		t.Fatalf("no dot of the tree tells about node %d", id)
	}
	return got
}
