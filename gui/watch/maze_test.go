package watch

import (
	"context"
	"strconv"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"frontier/core/search"
	"frontier/gui/kit/kittest"
)

// maze is a board of cells, '#' a wall, 'S' the start and 'G' the goal;
// a state is a cell's index, a move one step up, down, left or right at
// cost 1, and the estimate the Manhattan distance to the goal, which
// never overestimates. A move is undone by the opposite one, so a cell's
// predecessors are its successors, each named by the move that leads back
// (what bidirectional search needs).
type maze []string

func (m maze) find(c byte) int {
	for y, row := range m {
		for x := range len(row) {
			if row[x] == c {
				return y*len(row) + x
			}
		}
	}
	panic("maze: no " + string(c))
}

func (m maze) Start() int        { return m.find('S') }
func (m maze) IsGoal(s int) bool { return s == m.find('G') }
func (m maze) Admissible() bool  { return true }

func (m maze) Estimate(s int) int {
	w, g := len(m[0]), m.find('G')
	return abs(s%w-g%w) + abs(s/w-g/w)
}

func abs(x int) int { return max(x, -x) }

var mazeMoves = []struct {
	name   string
	dx, dy int
}{{"up", 0, -1}, {"down", 0, 1}, {"left", -1, 0}, {"right", 1, 0}}

func (m maze) Successors(s int, dst []search.Step[int]) []search.Step[int] {
	w := len(m[0])
	for _, mv := range mazeMoves {
		x, y := s%w+mv.dx, s/w+mv.dy
		if x >= 0 && y >= 0 && x < w && y < len(m) && m[y][x] != '#' {
			dst = append(dst, search.Step[int]{State: y*w + x, Move: mv.name, Cost: 1})
		}
	}
	return dst
}

func (m maze) GoalState() (int, bool) { return m.find('G'), true }

func (m maze) Predecessors(s int, dst []search.Step[int]) []search.Step[int] {
	return m.Successors(s, dst)
}

// distance is the length of a shortest path from the start to the goal,
// found by a plain breadth-first search written apart from the engines;
// −1 when there is none.
func (m maze) distance() int {
	dist := map[int]int{m.Start(): 0}
	queue := []int{m.Start()}
	for len(queue) > 0 {
		s := queue[0]
		queue = queue[1:]
		if m.IsGoal(s) {
			return dist[s]
		}
		for _, st := range m.Successors(s, nil) {
			if _, seen := dist[st.State]; !seen {
				dist[st.State] = dist[s] + 1
				queue = append(queue, st.State)
			}
		}
	}
	return -1
}

var testMaze = maze{
	"S....#....",
	".##..#.##.",
	".#...#..#.",
	".#.###..#.",
	"...#....#G",
	".#.#.##.#.",
	".#...#....",
}

var cells = Puzzle[int]{
	Picture: func() fyne.CanvasObject { return newDrawing() },
	Draw:    func(o fyne.CanvasObject, s int) { o.(*drawing).SetText(strconv.Itoa(s)) },
	Compact: strconv.Itoa,
	Aspect:  1,
}

// drawing is a test puzzle's picture of a state, a type of its own so
// that a test can find every picture the view draws.
type drawing struct{ widget.Label }

func newDrawing() *drawing {
	d := &drawing{}
	d.ExtendBaseWidget(d)
	return d
}

// watch records engine e on p in a view shown in a 1280×800 test window.
func watch[S comparable](t *testing.T, pz Puzzle[S], e search.Engine, p search.Problem[S]) (*View[S], fyne.Window) {
	t.Helper()
	test.NewTempApp(t)
	v := New(pz)
	w := test.NewTempWindow(t, v.Content())
	w.Resize(fyne.NewSize(1280, 800))
	v.Start(Job[S]{Subject: e.Title() + " · test", Engine: e,
		Record: func(ctx context.Context, maxSteps, frontier int) (*search.Recording[S], error) {
			return search.Record(ctx, e, p, search.Options{BeamWidth: 3}, maxSteps, frontier), nil
		}})
	kittest.Wait(t, v.Done(), "the recording")
	if v.Recording() == nil {
		t.Fatalf("nothing recorded: %s", v.status.Text)
	}
	return v, w
}

// texts lists every text the view has made: its labels, the table cells
// on show, and the tree's labels.
func texts(root fyne.CanvasObject) []string {
	var out []string
	kittest.Each(root, func(o fyne.CanvasObject) {
		switch o := o.(type) {
		case *widget.Label:
			out = append(out, o.Text)
		case *canvas.Text:
			out = append(out, o.Text)
		}
	})
	return out
}
