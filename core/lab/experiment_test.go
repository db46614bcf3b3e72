package lab

import (
	"bytes"
	"context"
	"errors"
	"reflect"
	"strings"
	"testing"

	"frontier/core/puzzles"
	"frontier/core/search"
)

// scale shrinks the experiments under the race detector.
func scale(n int) int {
	if raceEnabled {
		return max(1, n/4)
	}
	return n
}

var (
	astarH1 = Solver{Engine: search.EngineAStar, Heuristic: "misplaced"}
	astarH2 = Solver{Engine: search.EngineAStar, Heuristic: "manhattan"}
	beam10  = Solver{Engine: search.EngineBeam, Heuristic: "manhattan", BeamWidth: 10}
)

// counts strips a depth table of its times, the only numbers that may
// differ between two runs of the same seed.
func counts(t *DepthTable) []DepthRow {
	var rows []DepthRow
	for _, r := range t.Rows {
		row := DepthRow{Depth: r.Depth}
		for _, c := range r.Cells {
			c.ElapsedMS = 0
			row.Cells = append(row.Cells, c)
		}
		rows = append(rows, row)
	}
	return rows
}

func TestDepthReproducibleAcrossWorkers(t *testing.T) {
	spec := DepthSpec{Puzzle: Sliding(3, false), Solvers: []Solver{astarH1, astarH2, beam10},
		Depths: []int{4, 10, 14}, Instances: scale(12), Seed: 42}
	var last int
	one, err := RunDepth(context.Background(), spec, Pool{Workers: 1, Progress: func(done, total int) {
		if done != last+1 || total != 3*spec.Instances*4 {
			t.Fatalf("progress %d/%d after %d", done, total, last)
		}
		last = done
	}})
	if err != nil {
		t.Fatal(err)
	}
	if last != 3*spec.Instances*4 {
		t.Errorf("progress ended at %d", last)
	}
	four, err := RunDepth(context.Background(), spec, Pool{Workers: 4})
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(counts(one), counts(four)) {
		t.Errorf("1 worker:\n%+v\n4 workers:\n%+v", counts(one), counts(four))
	}
	for i := range one.Sets {
		for j := range one.Sets[i].Len() {
			if one.Sets[i].State(j) != four.Sets[i].State(j) {
				t.Fatalf("depth %d state %d differs", one.Rows[i].Depth, j)
			}
		}
	}
	for _, r := range one.Rows {
		h1, h2 := r.Cells[0], r.Cells[1]
		if h1.Solved != h1.Runs || h2.Solved != h2.Runs || h1.Length != float64(r.Depth) || h2.Length != float64(r.Depth) {
			t.Errorf("depth %d: A* did not solve every state optimally: %+v %+v", r.Depth, h1, h2)
		}
		if r.Depth >= 10 && h2.Generated >= h1.Generated {
			t.Errorf("depth %d: manhattan %.1f nodes, misplaced %.1f", r.Depth, h2.Generated, h1.Generated)
		}
	}
}

func TestDepthCube(t *testing.T) {
	if raceEnabled {
		t.Skip("grouping the cube's 3,674,160 positions by distance takes seconds under the race detector")
	}
	spec := DepthSpec{Puzzle: Cube, Solvers: []Solver{{Engine: search.EngineAStar, Heuristic: "pdb"}},
		Depths: []int{1, 5}, Instances: scale(8), Seed: 1}
	tab, err := RunDepth(context.Background(), spec, Pool{})
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range tab.Rows {
		if c := r.Cells[0]; c.Solved != c.Runs || c.Length != float64(r.Depth) {
			t.Errorf("depth %d: %+v", r.Depth, c)
		}
	}
	if _, err := RunDepth(context.Background(), DepthSpec{Puzzle: Cube, Solvers: spec.Solvers, Depths: []int{12}, Instances: 1}, Pool{}); err == nil ||
		!strings.Contains(err.Error(), "is 11 moves from the goal, not 12") {
		t.Errorf("depth 12 on the cube: %v", err)
	}
}

func TestBudgetAndCompare(t *testing.T) {
	ctx := context.Background()
	set, err := NewSet(ctx, Sliding(3, false), Draw{}, scale(20), 5, Pool{})
	if err != nil {
		t.Fatal(err)
	}
	bt, err := RunBudget(ctx, BudgetSpec{Set: set, Solvers: []Solver{astarH2, beam10}, Budgets: []int64{100, 2000, 100000}}, Pool{})
	if err != nil {
		t.Fatal(err)
	}
	for s := range 2 {
		for b := 1; b < 3; b++ {
			if bt.Solved[b][s] < bt.Solved[b-1][s] {
				t.Errorf("solver %d solved fewer with a larger budget: %v", s, bt.Solved)
			}
		}
	}
	if bt.Fraction(2, 0) != 1 {
		t.Errorf("A* manhattan did not solve every 8-puzzle within 100000 nodes: %v", bt.Solved)
	}
	ct, err := RunCompare(ctx, CompareSpec{Set: set, Solvers: []Solver{astarH1, astarH2}}, Pool{})
	if err != nil {
		t.Fatal(err)
	}
	if ct.AllSolved != set.Len() || !ct.SameLength || ct.ANOVAErr != nil || ct.Rows[1].Mean >= ct.Rows[0].Mean {
		t.Errorf("compare: %+v", ct)
	}
	var buf bytes.Buffer
	if err := WriteText(&buf, ct.Grids()); err != nil || !strings.Contains(buf.String(), "One-way ANOVA on nodes generated: F(1, ") {
		t.Errorf("compare text:\n%s", buf.String())
	}
}

func TestCancel(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	spec := DepthSpec{Puzzle: Sliding(3, false), Solvers: []Solver{astarH1}, Depths: []int{20, 22}, Instances: 50, Seed: 1}
	_, err := RunDepth(ctx, spec, Pool{Progress: func(done, total int) {
		if done == 60 {
			cancel()
		}
	}})
	if !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled run returned %v", err)
	}
}

func TestOutputs(t *testing.T) {
	spec := DepthSpec{Puzzle: Sliding(2, false), Solvers: []Solver{astarH1, beam10}, Depths: []int{1, 2, 3}, Instances: 3, Seed: 3}
	tab, err := RunDepth(context.Background(), spec, Pool{})
	if err != nil {
		t.Fatal(err)
	}
	var text, md, csv, png bytes.Buffer
	if err := WriteText(&text, tab.Grids()); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(text.String(), "3-puzzle: nodes generated by optimal solution depth") {
		t.Errorf("text:\n%s", text.String())
	}
	WriteMarkdown(&md, tab.Grids())
	if !strings.Contains(md.String(), "| depth | A* misplaced | Beam(10) manhattan |") {
		t.Errorf("markdown:\n%s", md.String())
	}
	if err := tab.WriteCSV(&csv); err != nil || strings.Count(csv.String(), "\n") != 1+3*2 {
		t.Errorf("csv (%v):\n%s", err, csv.String())
	}
	plots := []func(*DepthTable) *Chart{NodesPlot, EBFPlot}
	if raceEnabled {
		plots = plots[:1] // rendering text is slow under the race detector
	}
	for _, mk := range plots {
		p := mk(tab)
		png.Reset()
		if err := WritePNG(&png, p); err != nil || !bytes.HasPrefix(png.Bytes(), []byte("\x89PNG")) {
			t.Errorf("PNG: %v, %d bytes", err, png.Len())
		}
		if b := Image(p).Bounds(); b.Dx() < 900 || b.Dy() < 500 {
			t.Errorf("image is %v", b)
		}
	}
}

// Run is the one entry point: it fills the puzzle's defaults, checks the
// solvers before drawing anything, and refuses what makes no sense.
func TestRun(t *testing.T) {
	ctx := context.Background()
	var phases []string
	pool := Pool{Phase: func(p string) { phases = append(phases, p) }}
	out, err := Run(ctx, Request{Kind: KindBudget, Puzzle: Sliding(3, false), Instances: 4, Walk: 12, Budgets: []int64{10, 100000}, Seed: 3}, pool)
	if err != nil {
		t.Fatal(err)
	}
	var labels []string
	for _, sv := range out.Solvers {
		labels = append(labels, sv.Label())
	}
	if strings.Join(labels, ", ") != "A* misplaced, A* manhattan, Beam(100) manhattan" || len(out.Figures) != 1 ||
		out.Figures[0].Name != "budget" || len(out.Sets) != 1 || out.Sets[0].Len() != 4 ||
		strings.Join(phases, ", ") != "Drawing states, Searching" {
		t.Errorf("defaults %v, figures %d, phases %v", labels, len(out.Figures), phases)
	}
	dep, err := Run(ctx, Request{Kind: KindDepth, Puzzle: Sliding(2, false), Depths: []int{2}, Instances: 2}, Pool{})
	if err != nil || len(dep.Figures) != 2 || dep.Figures[1].Name != "ebf" || dep.Solvers[1].Label() != "A* manhattan" {
		t.Errorf("3-puzzle by depth: %v, %+v", err, dep)
	}
	for _, tc := range []struct {
		req  Request
		want string
	}{
		{Request{Kind: "sideways", Puzzle: Sliding(3, false)}, `unknown kind of experiment "sideways"`},
		{Request{Kind: KindDepth, Puzzle: puzzles.Spec{ID: "knot"}}, `unknown puzzle "knot"`},
		{Request{Kind: KindCompare, Puzzle: Sliding(3, false), Instances: 2, Solvers: []Solver{{Engine: search.EngineAStar, Heuristic: "psychic"}}},
			`astar:psychic: unknown heuristic "psychic"`},
		{Request{Kind: KindDepth, Puzzle: Sliding(3, false), Set: out.Sets[0], Instances: 2}, "draws its own states"},
		{Request{Kind: KindBudget, Puzzle: Sliding(3, false), Instances: 2}, "no budgets given"},
	} {
		if _, err := Run(ctx, tc.req, Pool{}); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%+v: %v, want %q", tc.req, err, tc.want)
		}
	}
}
