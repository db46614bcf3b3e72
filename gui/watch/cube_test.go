package watch

import (
	"context"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"frontier/core/domains/cube"
	"frontier/core/puzzles"
	"frontier/core/search"
	"frontier/gui/kit/kittest"
)

var nets = Puzzle[cube.Cube]{
	Picture: func() fyne.CanvasObject { return newDrawing() },
	Draw:    func(o fyne.CanvasObject, c cube.Cube) { o.(*drawing).SetText(c.String()) },
	Compact: cube.Cube.String,
	Aspect:  1,
}

// watchCube records engine e on the cube held as scrambled from solved
// (the catalogue's frame: a scramble that turns D, L or B leaves the cube
// held otherwise than the canonical orientation).
func watchCube(t *testing.T, scramble string, e search.Engine) (*View[cube.Cube], cube.Cube) {
	t.Helper()
	test.NewTempApp(t)
	k := puzzles.CubeKind()
	start := turn(t, k.Goal, scramble)
	v := New(nets)
	w := test.NewTempWindow(t, v.Content())
	w.Resize(fyne.NewSize(1280, 800))
	v.Start(Job[cube.Cube]{Subject: "cube", Engine: e,
		Record: func(ctx context.Context, maxSteps, frontier int) (*search.Recording[cube.Cube], error) {
			return k.Record(ctx, start, e, puzzles.HeuristicPDB, search.Options{}, maxSteps, frontier)
		}})
	kittest.Wait(t, v.Done(), "the recording")
	if v.Recording() == nil {
		t.Fatalf("nothing recorded: %s", v.status.Text)
	}
	return v, start
}

// turn is c turned by moves, with the cube package's own turns.
func turn(t *testing.T, c cube.Cube, moves string) cube.Cube {
	t.Helper()
	ms, err := cube.ParseMoves(moves)
	if err != nil {
		t.Fatalf("moves %q: %v", moves, err)
	}
	return c.Turn(ms...)
}

// Each child of a cube's expansion has a name of its own, and the move it
// names, made on the parent held as drawn, gives the child's position.
func TestWatchCubeNames(t *testing.T) {
	for _, scramble := range []string{"R U F' R2 U'", "L D B R' L2 D'"} {
		v, _ := watchCube(t, scramble, search.EngineBFS)
		for range 4 {
			test.Tap(v.Stepper.StepBtn)
			names := v.moveNames()
			parent := v.Node().State
			seen := map[string]bool{}
			for k, c := range v.Children() {
				if seen[names[k]] {
					t.Fatalf("%s, step %d: %s names two children (%v)", scramble, v.Stepper.Current(), names[k], names)
				}
				seen[names[k]] = true
				got, err := turn(t, parent, names[k]).State()
				want, _ := c.State.State()
				if err != nil || got != want {
					t.Errorf("%s, step %d: child %d named %s is not its parent so turned", scramble, v.Stepper.Current(), c.ID, names[k])
				}
			}
			if len(seen) != cube.NumMoves {
				t.Fatalf("%s, step %d: %d children named", scramble, v.Stepper.Current(), len(seen))
			}
		}
	}
}

// Every cube the view draws is in one frame, the cube's as held: they all
// keep one corner where the start has it, the one the search never turns,
// and the goal reached is the start turned by the names of the lit path's
// moves, a cube whose every face is one colour.
func TestWatchCubeOneFrame(t *testing.T) {
	v, start := watchCube(t, "L D B R' L2 D'", search.EngineAStar)
	rec := v.Recording()
	same := make([]bool, len(start))
	for i := range same {
		same[i] = true
	}
	keep := func(c cube.Cube) {
		for i := range c {
			same[i] = same[i] && c[i] == start[i]
		}
	}
	for i := 1; i <= rec.Len(); i++ {
		x := rec.Step(i)
		keep(x.Node.State)
		for _, c := range x.Children {
			keep(c.State)
		}
		for _, n := range x.Frontier(FrontierRows) {
			keep(n.State)
		}
	}
	if kept := countTrue(same); kept < 3 {
		t.Errorf("the cubes drawn keep %d stickers of the start in place, not a corner's three", kept)
	}
	test.Tap(v.GoalBtn)
	goal := v.Node().State
	keep(goal)
	if kept := countTrue(same); kept < 3 {
		t.Errorf("the goal drawn moves the corner every other cube keeps")
	}
	held := start
	for _, n := range v.Tree() {
		if n.Role == search.RoleSolution && n.ID != 0 {
			c, _ := rec.Node(n.ID)
			held = turn(t, held, v.moveName(c))
		}
	}
	if held != goal {
		t.Errorf("the lit path's moves turn the start into %s, the goal drawn is %s", held, goal)
	}
	for _, face := range goal.Stickers() {
		if face[0] != face[1] || face[0] != face[2] || face[0] != face[3] {
			t.Fatalf("the goal drawn is not solved: %s", goal)
		}
	}
}

func countTrue(bs []bool) int {
	n := 0
	for _, b := range bs {
		if b {
			n++
		}
	}
	return n
}
