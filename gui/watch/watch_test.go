package watch

import (
	"context"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"frontier/core/search"
	"frontier/gui/kit/kittest"
)

// binary is a complete binary tree of paths "", "L", "R", "LL", … down to
// depth; the goal is goal (none when goal is "-").
type binary struct {
	depth int
	goal  string
}

func (b binary) Start() string        { return "" }
func (b binary) IsGoal(s string) bool { return s == b.goal }
func (b binary) Successors(s string, dst []search.Step[string]) []search.Step[string] {
	if len(s) == b.depth {
		return dst
	}
	return append(dst, search.Step[string]{State: s + "L", Move: "L", Cost: 1}, search.Step[string]{State: s + "R", Move: "R", Cost: 1})
}

var labels = Puzzle[string]{
	Picture: func() fyne.CanvasObject { return widget.NewLabel("") },
	Draw:    func(o fyne.CanvasObject, s string) { o.(*widget.Label).SetText("«" + s + "»") },
	Compact: func(s string) string { return s },
	Aspect:  1,
}

// watchBinary records BFS on b in a view shown in a test window.
func watchBinary(t *testing.T, b binary) *View[string] {
	t.Helper()
	test.NewTempApp(t)
	v := New(labels)
	w := test.NewTempWindow(t, v.Content())
	w.Resize(fyne.NewSize(1280, 800))
	v.Start(Job[string]{Subject: "BFS · binary tree", Engine: search.EngineBFS,
		Record: func(ctx context.Context, maxSteps, frontier int) (*search.Recording[string], error) {
			return search.Record[string](ctx, search.EngineBFS, b, search.Options{}, maxSteps, frontier), nil
		}})
	kittest.Wait(t, v.Done(), "the recording")
	if v.Recording() == nil {
		t.Fatalf("nothing recorded: %s", v.status.Text)
	}
	return v
}

// At the goal of a tree too large to draw, the picture shows the part
// around the node being expanded and says so; the nodes coloured as the
// solution are the goal's prefixes, and each dot has its role's colour.
func TestWatchTreeAroundTheGoal(t *testing.T) {
	const goal = "RRRRRRRRR" // BFS's last node at depth 9
	v := watchBinary(t, binary{depth: 10, goal: goal})
	v.Stepper.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEnd})
	nodes := v.Tree()
	if len(nodes) == 0 || len(nodes) > TreeNodes || !strings.Contains(v.treeHead.Text, "nearest drawn") {
		t.Fatalf("%d nodes drawn, heading %q", len(nodes), v.treeHead.Text)
	}
	var solution []string
	for _, n := range nodes {
		if n.Role == search.RoleSolution {
			c, _ := v.Recording().Node(n.ID)
			solution = append(solution, c.State)
		}
	}
	// The part drawn is rooted below the start; what it shows of the
	// path is the goal's longest prefixes, in order.
	if len(solution) == 0 || solution[len(solution)-1] != goal {
		t.Fatalf("solution drawn %q, want it to end at the goal", solution)
	}
	for k, s := range solution {
		if want := goal[:len(goal)-len(solution)+1+k]; s != want {
			t.Errorf("solution node %d is %q, want %q", k, s, want)
		}
	}
	r := test.WidgetRenderer(v.tree).(*treeRenderer)
	for k, n := range nodes {
		if r.dots[k].FillColor != RoleColour(n.Role) {
			t.Fatalf("node %d (%s) drawn in %v", n.ID, n.Role, r.dots[k].FillColor)
		}
	}
}

// place puts each node one row below its parent and centres a parent over
// its children; leaves are spread left to right in depth-first order.
func TestPlace(t *testing.T) {
	//      0
	//    1   2
	//   3 4   5
	nodes := []search.RoleNode{{ID: 0, Parent: -1}, {ID: 1, Parent: 0}, {ID: 2, Parent: 0},
		{ID: 3, Parent: 1}, {ID: 4, Parent: 1}, {ID: 5, Parent: 2}}
	x, y, leaves := place(nodes)
	if leaves != 3 {
		t.Fatalf("%d leaves, want 3", leaves)
	}
	if !(x[3] < x[4] && x[4] < x[5]) || x[1] != (x[3]+x[4])/2 || x[2] != x[5] || x[0] != (x[1]+x[2])/2 {
		t.Errorf("x = %v", x)
	}
	if !(y[0] < y[1] && y[1] == y[2] && y[2] < y[3] && y[3] == y[5]) {
		t.Errorf("y = %v", y)
	}
}

// A search longer than the recording's bound stops there and says that
// Solve runs it to the end.
func TestWatchStopsAtTheBound(t *testing.T) {
	v := watchBinary(t, binary{depth: 14, goal: "-"})
	if v.Recording().Len() != MaxSteps || v.Stepper.Len() != MaxSteps+1 {
		t.Fatalf("%d steps recorded, stepper over %d", v.Recording().Len(), v.Stepper.Len())
	}
	v.Stepper.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEnd})
	if !strings.Contains(v.status.Text, "Watch stops here — Solve runs the search to the end") {
		t.Errorf("the status says %q", v.status.Text)
	}
	if !v.GoalBtn.Disabled() {
		t.Error("To the goal is enabled with no goal found")
	}
}

// Stop cancels a recording still running; the view says so.
func TestWatchStop(t *testing.T) {
	test.NewTempApp(t)
	v := New(labels)
	started := make(chan struct{})
	v.Start(Job[string]{Subject: "waits", Engine: search.EngineBFS,
		Record: func(ctx context.Context, maxSteps, frontier int) (*search.Recording[string], error) {
			close(started)
			<-ctx.Done()
			return nil, ctx.Err()
		}})
	<-started
	v.Stop()
	kittest.Wait(t, v.Done(), "the cancelled recording")
	if !strings.Contains(v.status.Text, "recording cancelled") || v.Recording() != nil || !v.Stepper.StepBtn.Disabled() {
		t.Errorf("after Stop: %q, recording %v", v.status.Text, v.Recording())
	}
}
