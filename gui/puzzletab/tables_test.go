package puzzletab

import (
	"context"
	"math/rand/v2"
	"strconv"
	"strings"
	"sync"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"frontier/core/puzzles"
	"frontier/core/search"
	"frontier/gui/kit/kittest"
)

// lineTable is the table of the puzzle of these tests: the distance of
// each cell of a line of ten to cell 0, built by Prepare, which counts its
// builds and, when hold is set, waits for its context to end instead.
type lineTable struct {
	mu     sync.Mutex
	dist   []int
	builds int
	hold   bool
	// gate, when not nil, holds a build until it is closed, so that a
	// test sees the tab while the table builds.
	gate chan struct{}
}

const tableID puzzles.HeuristicID = "table"

func (tb *lineTable) prepare(ctx context.Context, h puzzles.HeuristicID, progress func(done, total int)) error {
	if h != tableID {
		return nil
	}
	tb.mu.Lock()
	defer tb.mu.Unlock()
	if tb.dist != nil {
		return nil
	}
	tb.builds++
	if tb.hold {
		<-ctx.Done()
		return ctx.Err()
	}
	if tb.gate != nil {
		select {
		case <-tb.gate:
		case <-ctx.Done():
			return ctx.Err()
		}
	}
	dist := make([]int, 10)
	for i := range dist {
		dist[i] = i
		if progress != nil {
			progress(i, len(dist))
		}
	}
	tb.dist = dist
	if progress != nil {
		progress(len(dist), len(dist))
	}
	return nil
}

func (tb *lineTable) ready(h puzzles.HeuristicID) bool {
	tb.mu.Lock()
	defer tb.mu.Unlock()
	return h != tableID || tb.dist != nil
}

// lineProblem is a token on cells 0 to 9 moved one cell left or right,
// to cell 0.
type lineProblem struct {
	start int
	dist  []int // the table, or nil for no estimate
}

func (p lineProblem) Start() int        { return p.start }
func (p lineProblem) IsGoal(s int) bool { return s == 0 }
func (p lineProblem) Admissible() bool  { return true }
func (p lineProblem) Estimate(s int) int {
	if p.dist == nil {
		return 0
	}
	return p.dist[s]
}

func (p lineProblem) Successors(s int, dst []search.Step[int]) []search.Step[int] {
	if s > 0 {
		dst = append(dst, search.Step[int]{State: s - 1, Move: "left", Cost: 1})
	}
	if s < 9 {
		dst = append(dst, search.Step[int]{State: s + 1, Move: "right", Cost: 1})
	}
	return dst
}

func lineKind(tb *lineTable) *puzzles.Kind[int, int] {
	return &puzzles.Kind[int, int]{
		Name:      "line",
		Parse:     func(text string) (int, error) { return strconv.Atoi(strings.TrimSpace(text)) },
		Format:    strconv.Itoa,
		MoveNames: []string{"left", "right"},
		Walk:      func(s, _ int, _ *rand.Rand) int { return s },
		Heuristics: []puzzles.Heuristic{{ID: puzzles.HeuristicNone, Title: "None", Admissible: true},
			{ID: tableID, Title: "Distance", Admissible: true, Tables: "distance table"}},
		DefaultHeuristic: tableID,
		Problem: func(start int, h puzzles.HeuristicID) (search.Problem[int], error) {
			p := lineProblem{start: start}
			if h == tableID {
				p.dist = tb.dist
			}
			return p, nil
		},
		Prepare: tb.prepare,
		Ready:   tb.ready,
	}
}

func newLineTab(t *testing.T, tb *lineTable, table puzzles.HeuristicID) *Tab[int, int] {
	t.Helper()
	a := test.NewTempApp(t)
	return New(a.Preferences(), Puzzle[int, int]{
		Title: "Line", Key: "line", Kind: lineKind(tb),
		Board: Board[int, int]{
			Picture: func() fyne.CanvasObject { return widget.NewLabel("") },
			Draw: func(o fyne.CanvasObject, _ *puzzles.Kind[int, int], s int) {
				o.(*widget.Label).SetText(strconv.Itoa(s))
			},
		},
		Solve: Solving[int, int]{Table: table},
	})
}

// TestTableBuiltWhenFirstDrawn: the puzzle's Table is not built for a tab
// never drawn; its first drawing at a real size builds it once, in the
// background, and the line under the settings says so.
func TestTableBuiltWhenFirstDrawn(t *testing.T) {
	tb := &lineTable{}
	tab := newLineTab(t, tb, tableID)
	if got := tab.tables.label.Text; got != "Distance table: not built yet." || tb.builds != 0 {
		t.Fatalf("before any drawing: %q, %d builds", got, tb.builds)
	}
	objs := []fyne.CanvasObject{tab.board}
	tab.layout.Layout(objs, fyne.NewSize(0, 0))
	if tb.builds != 0 || tab.tables.started {
		t.Fatal("a layout at no size started the build")
	}
	tab.layout.Layout(objs, fyne.NewSize(200, 200))
	kittest.Wait(t, tab.Done(), "the table")
	if got := tab.tables.label.Text; !strings.HasPrefix(got, "Distance table ready (") || tab.tables.bar.Visible() || tb.builds != 1 {
		t.Errorf("after the first drawing: %q, bar shown %v, %d builds", got, tab.tables.bar.Visible(), tb.builds)
	}
	tab.layout.Layout(objs, fyne.NewSize(300, 300))
	if tb.builds != 1 {
		t.Errorf("%d builds after another layout", tb.builds)
	}
	if again := newLineTab(t, tb, tableID); again.tables.label.Text != "Distance table ready." {
		t.Errorf("a tab opened with the table built says %q", again.tables.label.Text)
	}
}

// TestSolveWaitsForTheTable: a Solve whose heuristic's table is not built
// says so, builds it through the catalogue (once, with the tab's own
// build of its Table) and then finds the optimum.
func TestSolveWaitsForTheTable(t *testing.T) {
	tb := &lineTable{gate: make(chan struct{})}
	tab := newLineTab(t, tb, tableID)
	tab.StateBox.SetText("7")
	tab.EngineMenu.SetSelected("A*")
	tab.HeuristicMenu.SetSelected("Distance")
	test.Tap(tab.Search.SolveBtn)
	if got := tab.Search.Stats.Headline.Text; got != "Building distance table… (first time only)" {
		t.Errorf("while the table builds: %q", got)
	}
	close(tb.gate)
	kittest.Wait(t, tab.Done(), "the search")
	if got := tab.Search.Stats.Value("Cost"); got != "7" || tb.builds != 1 {
		t.Errorf("cost %s after %d builds, want 7 after 1", got, tb.builds)
	}
	tab.Solve()
	kittest.Wait(t, tab.Done(), "the search")
	if tab.Search.Stats.Headline.Text != "Solved in 7 moves." || tb.builds != 1 {
		t.Errorf("again: %q after %d builds", tab.Search.Stats.Headline.Text, tb.builds)
	}
}

// TestCancelWhileTheTableBuilds: Cancel stops a Solve still waiting for
// its table; the tab says the search did not begin, and Solve is enabled
// again.
func TestCancelWhileTheTableBuilds(t *testing.T) {
	tb := &lineTable{hold: true}
	tab := newLineTab(t, tb, "")
	tab.StateBox.SetText("5")
	tab.EngineMenu.SetSelected("A*")
	test.Tap(tab.Search.SolveBtn)
	tab.Search.CancelBtn.OnTapped() // not test.Tap: the search's updates change the tree on its goroutine
	kittest.Wait(t, tab.Search.Done(), "the cancelled search")
	if got := tab.Search.Stats.Headline.Text; got != "Cancelled before the search began." || tab.Search.SolveBtn.Disabled() || tb.dist != nil {
		t.Errorf("after Cancel: %q, Solve disabled %v, table built %v", got, tab.Search.SolveBtn.Disabled(), tb.dist != nil)
	}
}
