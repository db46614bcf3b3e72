package watch

import (
	"testing"

	"fyne.io/fyne/v2/test"

	"frontier/core/search"
)

// Fine step and the tree keep in step: the children the list shows are
// in the tree, the last one drawn as generated while the list says it is
// being tested and then in the role its fate gives it; the children still
// to come are not drawn; each dot has its role's colour.
func TestWatchFineStepTree(t *testing.T) {
	v, _ := watch(t, cells, search.EngineAStar, testMaze)
	seen := map[search.Role]bool{}
	for click := 0; click < 60 && !v.FineBtn.Disabled(); click++ {
		test.Tap(v.FineBtn)
		roles := map[int]search.Role{}
		for _, n := range v.Tree() {
			roles[n.ID] = n.Role
		}
		shown := v.Children()
		i := v.Stepper.Current()
		for j, c := range shown {
			want := search.RoleFrontier
			switch {
			case j == len(shown)-1 && !v.tested:
				want = search.RoleGenerated
			case c.Fate.Dropped():
				want = search.RolePruned
			}
			seen[want] = true
			if roles[c.ID] != want {
				t.Fatalf("click %d, step %d: child %d (%s, tested %v) drawn as %q, want %q",
					click, i, c.ID, c.Fate, v.tested || j < len(shown)-1, roles[c.ID], want)
			}
		}
		for _, c := range v.Recording().Step(i).Children[len(shown):] {
			if r, drawn := roles[c.ID]; drawn {
				t.Fatalf("click %d, step %d: child %d drawn as %q before it is generated", click, i, c.ID, r)
			}
		}
		if roles[v.Node().ID] != search.RoleExpanding {
			t.Fatalf("click %d, step %d: the node expanded drawn as %q", click, i, roles[v.Node().ID])
		}
		r := test.WidgetRenderer(v.tree).(*treeRenderer)
		for k, n := range v.Tree() {
			if r.dots[k].FillColor != RoleColour(n.Role) {
				t.Fatalf("click %d: node %d (%s) drawn in %v", click, n.ID, n.Role, r.dots[k].FillColor)
			}
		}
	}
	for _, r := range []search.Role{search.RoleGenerated, search.RoleFrontier, search.RolePruned} {
		if !seen[r] {
			t.Errorf("no child was ever drawn as %q", r)
		}
	}
}
