package watch

import (
	"image/color"
	"regexp"
	"slices"
	"strconv"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"frontier/core/search"
	"frontier/gui/kit/kittest"
)

// The frontier table's # column, the tree and the texts number the nodes
// alike: each row's number is its node's id, a node the tree draws on the
// frontier, and the node "expanding node N" names is the tree's
// expanding node.
func TestWatchNodeNumbers(t *testing.T) {
	v, _ := watch(t, cells, search.EngineAStar, testMaze)
	hash := slices.Index(v.frontier.columns(), "#")
	if hash < 0 {
		t.Fatalf("frontier columns %v: no #", v.frontier.columns())
	}
	for range 6 {
		test.Tap(v.Stepper.StepBtn)
		roles := map[int]search.Role{}
		for _, n := range v.Tree() {
			roles[n.ID] = n.Role
		}
		_, listed := v.Frontier()
		if len(listed) == 0 {
			t.Fatalf("step %d: nothing on the frontier", v.Stepper.Current())
		}
		for row, n := range listed {
			l := widget.NewLabel("")
			v.frontier.cell(widget.TableCellID{Row: row, Col: hash}, l)
			if l.Text != strconv.Itoa(n.ID) || roles[n.ID] != search.RoleFrontier {
				t.Errorf("step %d, row %d: # %q for node %d, in the tree as %q", v.Stepper.Current(), row+1, l.Text, n.ID, roles[n.ID])
			}
		}
		expanding := -1
		for id, r := range roles {
			if r == search.RoleExpanding {
				expanding = id
			}
		}
		said := regexp.MustCompile(`expanding node (\d+)\b`).FindStringSubmatch(v.stepLabel.Text)
		if expanding != v.Node().ID || len(said) < 2 || said[1] != strconv.Itoa(expanding) {
			t.Errorf("step %d: %q, the tree expands node %d", v.Stepper.Current(), v.stepLabel.Text, expanding)
		}
	}
}

// Uninformed engines show g alone, h being 0 and f g: no f or h column,
// and none in the children's, the step's or the tree's texts; informed
// engines show all three.
func TestWatchUninformedShowG(t *testing.T) {
	for _, e := range search.Engines {
		v, _ := watch(t, cells, e, testMaze)
		for range 3 {
			test.Tap(v.Stepper.StepBtn)
		}
		cols := v.frontier.columns()
		hasFH := slices.Contains(cols, "f") || slices.Contains(cols, "h")
		if !slices.Contains(cols, "g") || hasFH != e.Informed() {
			t.Errorf("%s: frontier columns %v", e, cols)
		}
		var shown []string
		for _, text := range texts(v.Content()) {
			if cost("g").MatchString(text) {
				shown = append(shown, text)
			}
		}
		if len(shown) < 3 {
			t.Fatalf("%s: only %q tell a node's costs", e, shown)
		}
		for _, text := range shown {
			if fh := cost("f").MatchString(text) || cost("h").MatchString(text); fh != e.Informed() {
				t.Errorf("%s: %q", e, text)
			}
		}
	}
}

// The children's drawings are large enough to be read: at least 100
// pixels a side in a 1280×800 window, and in a 1024×768 one.
func TestWatchChildDrawings(t *testing.T) {
	v, w := watch(t, cells, search.EngineBFS, testMaze)
	test.Tap(v.Stepper.StepBtn)
	for _, size := range []fyne.Size{fyne.NewSize(1280, 800), fyne.NewSize(1024, 768)} {
		w.Resize(size)
		n := 0
		kittest.Each(v.children.grid, func(o fyne.CanvasObject) {
			if d, ok := o.(*drawing); ok && d.Visible() {
				n++
				if s := d.Size(); s.Width < 100 || s.Height < 100 {
					t.Errorf("at %v a child is drawn %v", size, s)
				}
			}
		})
		if want := len(v.Children()); n < want || want == 0 {
			t.Errorf("at %v %d children drawn of %d", size, n, want)
		}
	}
}

// cost matches a cost called name in a text, as in "g 3 · h 2".
func cost(name string) *regexp.Regexp { return regexp.MustCompile(`\b` + name + ` \d`) }

// A puzzle that does not give its drawings' aspect gets that of their
// minimum size: a net four faces wide and three high is drawn as wide.
func TestWatchChildAspect(t *testing.T) {
	wide := Puzzle[int]{
		Picture: func() fyne.CanvasObject {
			r := canvas.NewRectangle(color.Gray{Y: 128})
			r.SetMinSize(fyne.NewSize(176, 132))
			return r
		},
		Draw:    func(fyne.CanvasObject, int) {},
		Compact: strconv.Itoa,
	}
	v, _ := watch(t, wide, search.EngineBFS, testMaze)
	test.Tap(v.Stepper.StepBtn)
	n := 0
	kittest.Each(v.children.grid, func(o fyne.CanvasObject) {
		if r, ok := o.(*canvas.Rectangle); ok && r.MinSize().Width == 176 && r.Visible() {
			n++
			if s := r.Size(); s.Height < 100 || s.Width < 1.3*s.Height || s.Width > 1.36*s.Height {
				t.Errorf("a child is drawn %v", s)
			}
		}
	})
	if n == 0 {
		t.Error("no child drawn")
	}
}
