package search

import (
	"context"
	"math/rand/v2"
	"slices"
	"strconv"
	"testing"
)

// TestRecordingReplays: a recording gives back each step as the trace saw
// it, and its tree's frontier is the frontier the engine listed.
func TestRecordingReplays(t *testing.T) {
	rng := rand.New(rand.NewPCG(13, 4))
	for trial := range 40 {
		p := randomGraph(rng, 8+rng.IntN(40), trial%2 == 0)
		for _, e := range Engines {
			opts := Options{BeamWidth: 1 + rng.IntN(4), MaxNodes: 2000}
			want, steps, _ := record(e, p, opts, 0)
			rec := Record(context.Background(), e, p, opts, 0, 1<<20)
			if got := rec.Result(); !sameCounts(got, want) || rec.Len() != len(steps) || rec.Truncated() {
				t.Fatalf("trial %d %s: recorded %d steps, %+v; traced %d, %+v", trial, e, rec.Len(), got, len(steps), want)
			}
			for i, s := range steps {
				x := rec.Step(i + 1)
				if x.Node != s.Node || !slices.Equal(x.Children, s.Children) || !slices.Equal(x.Frontier(1<<20), s.frontier) ||
					x.FrontierSize != s.FrontierSize || x.ExploredSize != s.ExploredSize || !slices.Equal(x.Dropped, s.Dropped) ||
					x.Iteration != s.Iteration || x.Bound != s.Bound {
					t.Fatalf("trial %d %s: step %d recorded as %+v, traced as %+v", trial, e, i+1, x, s)
				}
				checkRoleTree(t, rec, i+1, s)
			}
			checkPasses(t, e, rec)
		}
	}
}

// checkRoleTree: the nodes the tree shows on the frontier are those listed.
func checkRoleTree(t *testing.T, rec *Recording[int], i int, s step) {
	t.Helper()
	tree := rec.Tree(i, 1<<20)
	var frontier []int
	for _, n := range tree {
		if n.Role == RoleFrontier {
			frontier = append(frontier, n.ID)
		}
		if n.Role == RoleExpanding && n.ID != s.Node.ID {
			t.Fatalf("step %d: node %d expanding, not %d", i, n.ID, s.Node.ID)
		}
	}
	var listed []int
	for _, n := range append(s.frontier, s.other...) { // a bidirectional search has two
		listed = append(listed, n.ID)
	}
	slices.Sort(listed)
	if i < rec.Len() || !rec.Result().Solved {
		if !slices.Equal(frontier, listed) {
			t.Fatalf("step %d: the tree shows %v on the frontier, the engine listed %v", i, frontier, listed)
		}
	}
}

func checkPasses(t *testing.T, e Engine, rec *Recording[int]) {
	t.Helper()
	passes := rec.Passes()
	if d, _ := Describe(e); (d.Policy.Rule.Discipline == Deepening) != (len(passes) > 0) && rec.Len() > 0 {
		t.Fatalf("%s: %d passes", e, len(passes))
	}
	total := 0
	for k, ps := range passes {
		total += ps.Expansions
		if ps.Number != k+1 || k > 0 && ps.Bound < passes[k-1].Bound {
			t.Fatalf("%s: passes %+v", e, passes)
		}
		if ps.Expansions > 0 && rec.Step(ps.FirstStep).Iteration != ps.Number {
			t.Fatalf("%s: pass %+v starts at a step of pass %d", e, ps, rec.Step(ps.FirstStep).Iteration)
		}
	}
	if len(passes) > 0 && total != rec.Len() {
		t.Fatalf("%s: %d expansions in the passes, %d steps", e, total, rec.Len())
	}
}

// TestRecordingSolution: after the last step of a solved search the tree
// colours the path found, from the start to the goal.
func TestRecordingSolution(t *testing.T) {
	rng := rand.New(rand.NewPCG(13, 5))
	solved := 0
	for range 40 {
		p := randomGraph(rng, 8+rng.IntN(30), true)
		for _, e := range Engines {
			rec := Record(context.Background(), e, p, Options{MaxNodes: 5000}, 0, 1)
			r := rec.Result()
			if !r.Solved || rec.Len() == 0 {
				continue
			}
			solved++
			var path, back []int
			for _, n := range rec.Tree(rec.Len(), 1<<20) {
				if n.Role == RoleSolution {
					c, _ := rec.Node(n.ID)
					if rootOf(rec, n.ID) == 0 {
						path = append(path, c.State)
					} else {
						back = append(back, c.State) // a bidirectional search's way back
					}
				}
			}
			// Its root is the goal; the state met ends the way there too.
			slices.Reverse(back)
			if len(back) > 0 && len(path) > 0 && back[0] == path[len(path)-1] {
				back = back[1:]
			}
			path = append(path, back...)
			if !slices.Equal(path, r.Path) {
				t.Fatalf("%s: solution nodes %v, path %v", e, path, r.Path)
			}
		}
	}
	if solved < 50 {
		t.Fatalf("only %d solved runs", solved)
	}
}

func TestRecordingStartIsGoal(t *testing.T) {
	g := weighted()
	g.goal, g.h[g.start] = g.start, 0 // an admissible estimate is 0 at a goal
	for _, e := range Engines {
		rec := Record(context.Background(), e, g, Options{}, 10, 10)
		if tree := rec.Tree(0, 10); rec.Len() != 0 || len(tree) != 1 || tree[0].Role != RoleSolution {
			t.Errorf("%s: %d steps, tree %v", e, rec.Len(), tree)
		}
	}
}

func TestRecordingTruncated(t *testing.T) {
	for _, e := range Engines {
		rec := Record(context.Background(), e, line{}, Options{}, 5, 3)
		if !rec.Truncated() || rec.Len() != 5 || len(rec.Step(5).Frontier(10)) > 3 {
			t.Errorf("%s: truncated %v after %d steps", e, rec.Truncated(), rec.Len())
		}
		if tree := rec.Tree(0, 10); len(tree) != 1 || tree[0].Role != RoleStart {
			t.Errorf("%s: tree before the first step %v", e, tree)
		}
	}
}

// TestMapTrace: a mapped trace shows every state through the map and
// keeps everything else.
func TestMapTrace(t *testing.T) {
	p := randomGraph(rand.New(rand.NewPCG(13, 6)), 30, false)
	for _, e := range Engines {
		_, steps, _ := record(e, p, Options{MaxNodes: 500}, 0)
		rec := NewRecording[string](0, 1<<20)
		RunTraced(context.Background(), e, p, Options{MaxNodes: 500},
			MapTrace(rec.Trace(), strconv.Itoa, func(m string) string { return "<" + m + ">" }))
		if rec.Len() != len(steps) {
			t.Fatalf("%s: %d mapped steps, %d steps", e, rec.Len(), len(steps))
		}
		for i, s := range steps {
			x := rec.Step(i + 1)
			if x.Node.State != strconv.Itoa(s.Node.State) || x.Node.ID != s.Node.ID || len(x.Children) != len(s.Children) ||
				len(x.Frontier(1<<20)) != len(s.frontier) {
				t.Fatalf("%s: step %d mapped as %+v from %+v", e, i+1, x, s)
			}
			for k, c := range x.Children {
				if c.Move != "<"+s.Children[k].Move+">" || c.State != strconv.Itoa(s.Children[k].State) || c.Fate != s.Children[k].Fate {
					t.Fatalf("%s: step %d child %+v from %+v", e, i+1, c, s.Children[k])
				}
			}
		}
	}
	if MapTrace[int](nil, strconv.Itoa, nil) != nil {
		t.Error("a nil trace mapped to a trace")
	}
}

// TestTreeDuring: while a step tests its children one at a time, the tree
// is the tree after the step without the children still to come, those
// tested in the roles their fates give, the last one generated while it
// is tested, and the nodes the step drops still on the frontier until the
// step is done; no path is lit until the goal is reached.
func TestTreeDuring(t *testing.T) {
	rng := rand.New(rand.NewPCG(13, 8))
	for trial := range 20 {
		p := randomGraph(rng, 8+rng.IntN(30), trial%2 == 0)
		for _, e := range Engines {
			rec := Record(context.Background(), e, p, Options{MaxNodes: 2000, BeamWidth: 2}, 0, 1)
			for i := 1; i <= rec.Len(); i++ {
				x := rec.Step(i)
				after := map[int]Role{}
				for _, n := range rec.TreeDuring(i, -1, false, 1<<20) {
					after[n.ID] = n.Role
					if n.Role == RoleSolution || n.Role == RoleGenerated {
						t.Fatalf("%s step %d: node %d %s after the step", e, i, n.ID, n.Role)
					}
				}
				whole := rec.Tree(i, 1<<20)
				if len(whole) != len(after) {
					t.Fatalf("%s step %d: %d nodes after the step, %d in Tree", e, i, len(after), len(whole))
				}
				for _, n := range whole {
					if n.Role != RoleSolution && after[n.ID] != n.Role {
						t.Fatalf("%s step %d: node %d %s after the step, %s in Tree", e, i, n.ID, after[n.ID], n.Role)
					}
				}
				dropped := map[int]bool{}
				for _, id := range x.Dropped {
					dropped[id] = true
				}
				for shown := 0; shown <= len(x.Children); shown++ {
					for _, testing := range []bool{false, true} {
						if testing && shown == 0 || !testing && shown == len(x.Children) {
							continue // nothing to test; the step done, checked above
						}
						checkTreeDuring(t, rec, e, i, shown, testing, after, dropped)
					}
				}
			}
		}
	}
}

func checkTreeDuring(t *testing.T, rec *Recording[int], e Engine, i, shown int, testing bool, after map[int]Role, dropped map[int]bool) {
	t.Helper()
	x := rec.Step(i)
	want := map[int]Role{}
	for id, role := range after {
		want[id] = role
		if dropped[id] {
			want[id] = RoleFrontier
		}
	}
	for k, c := range x.Children {
		switch {
		case k >= shown:
			delete(want, c.ID)
		case testing && k == shown-1:
			want[c.ID] = RoleGenerated
		case c.Fate.Dropped():
			want[c.ID] = RolePruned
		default:
			want[c.ID] = RoleFrontier
		}
	}
	got := rec.TreeDuring(i, shown, testing, 1<<20)
	if len(got) != len(want) {
		t.Fatalf("%s step %d, %d shown (testing %v): %d nodes, want %d", e, i, shown, testing, len(got), len(want))
	}
	for _, n := range got {
		if want[n.ID] != n.Role {
			t.Fatalf("%s step %d, %d shown (testing %v): node %d %s, want %s", e, i, shown, testing, n.ID, n.Role, want[n.ID])
		}
	}
}

// rootOf is the root of node id's tree: the start, or a bidirectional
// search's goal.
func rootOf(rec *Recording[int], id int) int {
	for {
		c, _ := rec.Node(id)
		if c.Parent < 0 {
			return id
		}
		id = c.Parent
	}
}
