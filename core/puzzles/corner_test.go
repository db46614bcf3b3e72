package puzzles_test

// A puzzle whose goal is a property, not a position: the 8-puzzle with its
// blank in any corner. It is registered through the catalogue alone, its
// goal a test (Kind.IsGoal), and every engine that needs no goal state
// finds a corner, checked by a plain breadth-first search written here;
// bidirectional search, which starts back from the goal state, says that
// there is none.

import (
	"context"
	"testing"

	"frontier/core/domains/sliding"
	"frontier/core/puzzles"
	"frontier/core/search"
)

var cornerBoard = sliding.MustBoard(3, false, nil)

// inCorner is the goal test: the blank in one of the four corners.
func inCorner(s sliding.State) bool {
	switch cornerBoard.Blank(s) {
	case 0, 2, 6, 8:
		return true
	}
	return false
}

// cornerProblem is the sliding puzzle's moves with the corner goal test,
// and nothing more: no goal state, no predecessors.
type cornerProblem struct{ p *sliding.Problem }

func (c cornerProblem) Start() sliding.State        { return c.p.Start() }
func (c cornerProblem) IsGoal(s sliding.State) bool { return inCorner(s) }
func (c cornerProblem) Successors(s sliding.State, dst []search.Step[sliding.State]) []search.Step[sliding.State] {
	return c.p.Successors(s, dst)
}

var cornerKind = &puzzles.Kind[sliding.State, sliding.State]{
	Name: "8-puzzle, blank in a corner", Goal: cornerBoard.Goal(), IsGoal: inCorner,
	Parse: cornerBoard.ParseState, Format: cornerBoard.Format, MoveNames: sliding.MoveNames(false),
	Heuristics:       []puzzles.Heuristic{{ID: puzzles.HeuristicNone, Title: "none", Admissible: true}},
	DefaultHeuristic: puzzles.HeuristicNone,
	Problem: func(start sliding.State, h puzzles.HeuristicID) (search.Problem[sliding.State], error) {
		p, err := sliding.NewProblem(cornerBoard, start, "none")
		return cornerProblem{p}, err
	},
}

func init() {
	puzzles.Register(puzzles.Entry{
		ID: "corner", Title: "Blank in a corner", Rank: 11,
		New: func(puzzles.Values) (puzzles.Domain, error) {
			return puzzles.Erase(puzzles.Spec{ID: "corner"}, cornerKind), nil
		},
	})
}

// cornerDistance is the fewest moves from s to a corner, by a plain BFS.
func cornerDistance(s sliding.State) int {
	p, _ := sliding.NewProblem(cornerBoard, s, "none")
	dist := map[sliding.State]int{s: 0}
	queue := []sliding.State{s}
	for len(queue) > 0 {
		cur := queue[0]
		queue = queue[1:]
		if inCorner(cur) {
			return dist[cur]
		}
		for _, st := range p.Successors(cur, nil) {
			if _, ok := dist[st.State]; !ok {
				dist[st.State] = dist[cur] + 1
				queue = append(queue, st.State)
			}
		}
	}
	return -1
}

func TestAPuzzleOfManyGoals(t *testing.T) {
	d, err := puzzles.New("corner", puzzles.Settings{})
	if err != nil {
		t.Fatal(err)
	}
	start, err := d.Parse("1,2,3,4,0,5,6,7,8") // the blank in the middle: two moves from a corner
	if err != nil {
		t.Fatal(err)
	}
	if d.IsGoal(start) || !d.IsGoal(d.Goal()) {
		t.Fatal("the goal test is not the puzzle's")
	}
	s0, _ := cornerBoard.ParseState("1,2,3,4,0,5,6,7,8")
	want := cornerDistance(s0)
	for _, e := range search.Engines {
		d2, _ := search.Describe(e)
		r, err := d.Solve(context.Background(), start, e, "", search.Options{MaxNodes: 100_000})
		if err != nil {
			t.Fatalf("%s: %v", e, err)
		}
		if d2.Backward {
			if r.Solved || r.StopReason != search.StopNoGoalState {
				t.Errorf("%s: %s on a puzzle of many goals, want %s", e, r.StopReason, search.StopNoGoalState)
			}
			continue
		}
		if !r.Solved || !d.IsGoal(r.Path[len(r.Path)-1]) {
			t.Errorf("%s: not at a corner: %+v", e, r.StopReason)
			continue
		}
		if r.Optimal && r.Cost != want {
			t.Errorf("%s: cost %d, the plain search %d", e, r.Cost, want)
		}
	}
}
