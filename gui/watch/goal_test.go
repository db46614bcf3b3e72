package watch

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"frontier/core/search"
)

// To the goal ends where the goal is reached: after the last step, the
// goal on show, the path from the start to it lit in the tree, and the
// view saying after how many expansions and at what cost. The optimal
// engines' cost is a plain BFS's distance; every engine's lit path is a
// path of the maze of that cost. Before that position nothing is lit and
// the goal is not on show.
func TestWatchGoalReached(t *testing.T) {
	m := testMaze
	want := m.distance()
	for _, e := range search.Engines {
		v, _ := watch(t, cells, e, m)
		rec := v.Recording()
		r := rec.Result()
		if !r.Solved && e == search.EngineIDS && rec.Truncated() {
			continue // IDS walks the maze's cycles again and again: too many steps
		}
		if !r.Solved {
			t.Fatalf("%s: no goal found", e)
		}
		optimal := e == search.EngineBFS || e == search.EngineUCS || e == search.EngineAStar || e == search.EngineIDAStar || e == search.EngineIDS
		if optimal && r.Cost != want || r.Cost < want {
			t.Errorf("%s: cost %d, a plain BFS's distance %d", e, r.Cost, want)
		}
		test.Tap(v.GoalBtn)
		at := v.Stepper.Current()
		if at != rec.Len()+1 || at != v.Stepper.Len()-1 || !v.GoalBtn.Disabled() || !v.FineBtn.Disabled() {
			t.Fatalf("%s: To the goal at %d of %d positions, %d steps recorded", e, at, v.Stepper.Len(), rec.Len())
		}
		if !m.IsGoal(v.Node().State) {
			t.Errorf("%s: at the goal, node %d (cell %d) on show", e, v.Node().ID, v.Node().State)
		}
		said := fmt.Sprintf("goal reached after %d expansions, cost %d", rec.Len(), r.Cost)
		if !strings.Contains(strings.ToLower(v.status.Text), said) || !strings.Contains(strings.ToLower(v.stepLabel.Text), said) {
			t.Errorf("%s: at the goal the view says %q and %q, want %q", e, v.status.Text, v.stepLabel.Text, said)
		}
		checkLitPath(t, e, v, m, r.Cost)
		v.Stepper.Back() // the last step: the goal not yet reached
		for _, n := range v.Tree() {
			if n.Role == search.RoleSolution {
				t.Errorf("%s: node %d lit at the last step, before the goal is reached", e, n.ID)
			}
		}
		if strings.Contains(strings.ToLower(v.status.Text), "goal reached") || v.GoalBtn.Disabled() {
			t.Errorf("%s: at the last step the view says %q, To the goal enabled %v", e, v.status.Text, !v.GoalBtn.Disabled())
		}
	}
}

// checkLitPath checks that the nodes the tree lights go from the start to
// the goal, each one move from the one before, in cost moves. A
// bidirectional search lights two paths that end at one state: the start's
// side's from the start, and the goal's side's from the goal, each node a
// move back from its parent.
func checkLitPath(t *testing.T, e search.Engine, v *View[int], m maze, cost int) {
	t.Helper()
	rec := v.Recording()
	chains := map[int][]int{} // the lit nodes by the root of their tree
	for _, n := range v.Tree() {
		if n.Role != search.RoleSolution {
			continue
		}
		root := n.ID
		for c, _ := rec.Node(root); c.Parent >= 0; c, _ = rec.Node(root) {
			root = c.Parent
		}
		chains[root] = append(chains[root], n.ID)
	}
	moves, tips := 0, []int{}
	for root, lit := range chains {
		back := root != 0
		prev := -1
		for k, id := range lit {
			c, _ := rec.Node(id)
			switch {
			case k == 0 && !back && c.State != m.Start():
				t.Fatalf("%s: the lit path starts at cell %d", e, c.State)
			case k == 0 && back && !m.IsGoal(c.State):
				t.Fatalf("%s: the lit path back starts at cell %d, not the goal", e, c.State)
			case k > 0 && c.Parent != prev:
				t.Fatalf("%s: lit node %d's parent is %d, not the lit node %d", e, id, c.Parent, prev)
			case k > 0 && !back && !oneMove(m, rec, prev, c.State):
				t.Fatalf("%s: lit node %d (cell %d) is not one move from its parent", e, id, c.State)
			case k > 0 && back && !oneMoveBack(m, rec, prev, c.State):
				t.Fatalf("%s: lit node %d (cell %d) is not one move back from its parent", e, id, c.State)
			}
			prev = id
		}
		moves += len(lit) - 1
		last, _ := rec.Node(prev)
		tips = append(tips, last.State)
	}
	switch {
	case len(chains) == 0 || len(chains) > 1 && e != search.EngineBiBFS || len(chains) > 2:
		t.Fatalf("%s: %d lit paths", e, len(chains))
	case moves != cost:
		t.Fatalf("%s: %d moves lit for a path of cost %d", e, moves, cost)
	case len(chains) == 2 && tips[0] != tips[1]:
		t.Fatalf("%s: the two lit paths end at cells %d and %d", e, tips[0], tips[1])
	case len(chains) == 1 && !m.IsGoal(tips[0]):
		t.Fatalf("%s: the lit path ends at cell %d, not the goal", e, tips[0])
	}
}

// oneMoveBack: a move from s leads to the parent's state.
func oneMoveBack(m maze, rec *search.Recording[int], parent, s int) bool {
	p, _ := rec.Node(parent)
	for _, st := range m.Successors(s, nil) {
		if st.State == p.State {
			return true
		}
	}
	return false
}

func oneMove(m maze, rec *search.Recording[int], parent, s int) bool {
	p, _ := rec.Node(parent)
	for _, st := range m.Successors(p.State, nil) {
		if st.State == s {
			return true
		}
	}
	return false
}

// Before the goal is reached nothing the view shows tells how many
// expansions it takes or what it costs: the position reads "step 3", not
// "3 / 97".
func TestWatchNoSpoiler(t *testing.T) {
	v, _ := watch(t, cells, search.EngineAStar, testMaze)
	n := v.Recording().Len()
	for _, at := range []int{0, 1, n} {
		v.Stepper.Show(at)
		shown := texts(v.Content())
		if !slices.Contains(shown, v.status.Text) || !slices.Contains(shown, v.stepLabel.Text) {
			t.Fatalf("the texts found leave out the status %q or the step's %q", v.status.Text, v.stepLabel.Text)
		}
		for _, text := range shown {
			low := strings.ToLower(text)
			if strings.Contains(low, "goal reached") || strings.Contains(low, "expansions") || strings.Contains(low, fmt.Sprintf("/ %d", n)) {
				t.Errorf("at %d of %d steps the view shows %q", at, n, text)
			}
		}
	}
}
