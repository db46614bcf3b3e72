package watch

import (
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"frontier/core/search"
)

// The tree labels its nodes where there is room: a small tree every node
// with its number and its g, h and f; a crowded one fewer, but never two
// labels over each other or out of the picture.
func TestWatchTreeLabels(t *testing.T) {
	v, _ := watch(t, cells, search.EngineAStar, testMaze)
	test.Tap(v.Stepper.StepBtn)
	r := test.WidgetRenderer(v.tree).(*treeRenderer)
	for k, n := range v.Tree() {
		c, _ := v.Recording().Node(n.ID)
		want := [2]string{"#" + strconv.Itoa(n.ID), "g " + strconv.Itoa(c.G) + " h " + strconv.Itoa(c.H) + " f " + strconv.Itoa(c.F)}
		if got := [2]string{r.texts[k][0].Text, r.texts[k][1].Text}; got != want || r.texts[k][0].Hidden || r.texts[k][1].Hidden {
			t.Errorf("node %d labelled %q, want %q", n.ID, got, want)
		}
	}
	labelled := 0
	for range 40 {
		test.Tap(v.Stepper.StepBtn)
		size := v.tree.Size()
		var boxes []fyne.Position // top left and bottom right of each label shown
		for k := range v.Tree() {
			if r.backs[k].Hidden {
				continue
			}
			labelled++
			p, s := r.backs[k].Position(), r.backs[k].Size()
			if p.X < -0.5 || p.Y < -0.5 || p.X+s.Width > size.Width+0.5 || p.Y+s.Height > size.Height+0.5 {
				t.Fatalf("step %d: a label at %v, %v, out of the tree's %v", v.Stepper.Current(), p, s, size)
			}
			for j := 0; j < len(boxes); j += 2 {
				a, b := boxes[j], boxes[j+1]
				if p.X < b.X-0.5 && a.X < p.X+s.Width-0.5 && p.Y < b.Y-0.5 && a.Y < p.Y+s.Height-0.5 {
					t.Fatalf("step %d: two labels overlap: %q", v.Stepper.Current(), strings.Join([]string{r.texts[k][0].Text, r.texts[k][1].Text}, " "))
				}
			}
			boxes = append(boxes, p, p.AddXY(s.Width, s.Height))
		}
	}
	if labelled == 0 {
		t.Error("no node labelled in 40 steps")
	}
}

// The tree's labels grow with the theme's text, as presentation mode
// enlarges it: the labels drawn after a step are larger in its theme than
// in the normal one, and still never over each other.
func TestTreeLabelsGrowWhenPresenting(t *testing.T) {
	drawn := map[float32]float32{}
	for _, k := range []float32{1, 1.45} {
		v, w := watch(t, cells, search.EngineAStar, testMaze)
		test.ApplyTheme(t, scaled{fyne.CurrentApp().Settings().Theme(), k})
		w.Resize(fyne.NewSize(1280, 800))
		v.Content().Refresh()
		for range 3 {
			test.Tap(v.Stepper.StepBtn)
		}
		r := test.WidgetRenderer(v.tree).(*treeRenderer)
		var boxes []fyne.Position
		for i, n := range v.Tree() {
			tx := r.texts[i][0]
			if tx.Hidden {
				continue
			}
			drawn[k] = max(drawn[k], tx.TextSize)
			p, s := r.backs[i].Position(), r.backs[i].Size()
			for j := 0; j < len(boxes); j += 2 {
				a, b := boxes[j], boxes[j+1]
				if p.X < b.X-0.5 && a.X < p.X+s.Width-0.5 && p.Y < b.Y-0.5 && a.Y < p.Y+s.Height-0.5 {
					t.Fatalf("×%v: node %d's label covers another's", k, n.ID)
				}
			}
			boxes = append(boxes, p, p.AddXY(s.Width, s.Height))
		}
		if len(boxes) == 0 {
			t.Fatalf("×%v: no label drawn", k)
		}
	}
	if drawn[1.45] < drawn[1]*1.4 {
		t.Errorf("labels of %v px presenting, %v px not", drawn[1.45], drawn[1])
	}
}

// A bidirectional search's two trees stand side by side, the start's on
// the left, each parent over its own children.
func TestPlaceTwoRoots(t *testing.T) {
	nodes := []search.RoleNode{{ID: 0, Parent: -1}, {ID: 1, Parent: -1}, {ID: 2, Parent: 0, Depth: 1}, {ID: 3, Parent: 0, Depth: 1}, {ID: 4, Parent: 1, Depth: 1}}
	x, y, leaves := place(nodes)
	if leaves != 3 || !(x[0] < x[1]) || y[0] != y[1] || y[2] <= y[0] {
		t.Fatalf("x %v, y %v, %d leaves", x, y, leaves)
	}
	if x[0] != (x[2]+x[3])/2 || x[1] != x[4] || !(x[3] < x[4]) {
		t.Errorf("the parents are not over their own children: x %v", x)
	}
}
