package slidingtab

import (
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"frontier/core/search"
	"frontier/gui/kit/kittest"
)

// TestYouChoose: in the watch view's You choose mode the student picks
// each node; picking, row by row, the nodes A* expands makes A*'s search,
// and at the goal the comparison says every step was A*'s, while BFS's
// parted from it.
func TestYouChoose(t *testing.T) {
	tab, _ := newTestTab(t)
	v := watchSearch(t, tab, "1,4,2,3,0,5,6,7,8", search.EngineAStar.Title(), "Manhattan")
	astar := v.Recording()
	root := tab.WatchWindow().Fyne().Content()
	var sw *widget.Check
	kittest.Each(root, func(o fyne.CanvasObject) {
		if c, ok := o.(*widget.Check); ok && c.Text == "You choose" {
			sw = c
		}
	})
	if sw == nil || sw.Disabled() {
		t.Fatal("no You choose switch to tap")
	}
	test.Tap(sw)
	kittest.Wait(t, v.Done(), "your search's recording")
	if !kittest.Switch(t, v.Content(), "Predict").Disabled() {
		t.Error("predict mode stays on offer while the student chooses")
	}
	// The student's search waits on the start, with its own g, h and f
	// (tiles 1 and 4 are each a square from home: Manhattan 2), on the
	// board and alone in the tree, before the first pick.
	start, _ := astar.Node(0)
	_, list := v.Frontier()
	if len(list) != 1 || list[0].ID != 0 || list[0].State != start.State || list[0].G != 0 || list[0].H != 2 || list[0].F != 2 {
		t.Fatalf("before the first pick the frontier lists %+v, want the start alone, g 0, h 2, f 2", list)
	}
	if v.Node().State != start.State || len(v.Tree()) != 1 || v.Tree()[0].ID != 0 {
		t.Errorf("before the first pick the view shows %v and a tree of %d nodes, want the start alone", v.Node().State, len(v.Tree()))
	}
	prompt := ""
	kittest.Each(root, func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok && l.Visible() && strings.HasPrefix(l.Text, "Which node do you expand next?") {
			prompt = l.Text
		}
	})
	if prompt == "" {
		t.Error("before the first pick the view does not ask which node to expand")
	}
	if v.Stepper.Current() != 0 || v.Stepper.Len() != 1 || !v.Stepper.StepBtn.Disabled() {
		t.Errorf("before the first pick the view is at position %d of %d, Step enabled %v: the start's expansion is the student's to make",
			v.Stepper.Current(), v.Stepper.Len(), !v.Stepper.StepBtn.Disabled())
	}
	pick := func(id int) {
		t.Helper()
		_, list := v.Frontier()
		for _, n := range list {
			if n.ID == id {
				// The node's number, as the # column shows it; Enter
				// where another node's number goes on from it.
				for _, d := range strconv.Itoa(id) {
					v.TypedKey(&fyne.KeyEvent{Name: fyne.KeyName(d)})
				}
				// A pick records in the background.
				kittest.Wait(t, v.Done(), "your search's recording")
				v.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
				kittest.Wait(t, v.Done(), "your search's recording")
				return
			}
		}
		t.Fatalf("node %d is not on the frontier listed", id)
	}
	for i := 1; i <= astar.Len(); i++ {
		pick(astar.Step(i).Node.ID)
		if got := v.Recording().Len(); got != i {
			t.Fatalf("after %d picks the student's search made %d steps", i, got)
		}
	}
	goal, _ := astar.Goal()
	pick(goal)
	kittest.Wait(t, v.Done(), "the comparison")
	prompt = ""
	kittest.Each(root, func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok && strings.HasPrefix(l.Text, "You reached the goal") {
			prompt = l.Text
		}
	})
	if !strings.Contains(prompt, "A*: cost 2 in 2 expansions. Every step of yours is its.") || !strings.Contains(prompt, "BFS:") {
		t.Errorf("the comparison:\n%s", prompt)
	}
}
