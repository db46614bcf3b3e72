package labtab

import (
	"bytes"
	"context"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"

	"frontier/core/lab"
	"frontier/core/local"
	"frontier/core/puzzles"
)

// smallLocal sets the form to a local experiment on the 8-queens: the
// engines whose titles are ticked, K sideways moves, starts random
// starts from seed.
func smallLocal(tab *Tab, ticked []string, k, more string, starts int, seed uint64) {
	f := tab.form
	f.kind.SetSelected(kindLocal)
	f.localProblemSel.SetSelected("n-queens")
	f.queensN.SetText("8")
	for _, c := range f.localEngines.checks {
		c.SetChecked(slices.Contains(ticked, c.Text))
	}
	f.sideways.SetText(k)
	f.localMore.SetText(more)
	f.starts.SetText(strconv.Itoa(starts))
	f.seed.SetText(strconv.FormatUint(seed, 10))
	f.workers.SetText("2")
}

const (
	steepest = "hill-climbing"
	sideways = "hill-climbing sideways=K"
)

// TestLocalFormBuildsTheCommandLinesExperiment: the Local search kind's
// inputs make the experiment `frontier experiment --kind local --engines
// hill-climbing,hill-climbing:sideways=100,annealing:temperature=5
// --instances 200 --seed 7` runs, written out here field by field.
func TestLocalFormBuildsTheCommandLinesExperiment(t *testing.T) {
	tab, _ := newTestTab(t)
	smallLocal(tab, []string{steepest, sideways}, "100", "annealing:temperature=5", 200, 7)
	req, ok := tab.form.validate()
	if !ok {
		t.Fatalf("the form refuses: %s", tab.form.firstError())
	}
	if req.lab.Kind != lab.KindLocal {
		t.Fatalf("kind %q, want local", req.lab.Kind)
	}
	got := req.lab.Local
	want := []local.Solver{
		{Engine: local.EngineHillClimbing},
		{Engine: local.EngineHillClimbing, Given: []string{"sideways=100"}, Opts: local.Options{Sideways: 100}},
		{Engine: local.EngineAnnealing, Given: []string{"temperature=5"}, Opts: local.Options{Schedule: local.Schedule{T0: 5}}},
	}
	if !reflect.DeepEqual(got.Solvers, want) {
		t.Errorf("solvers %+v,\nwant %+v", got.Solvers, want)
	}
	if got.Instances != 200 || got.Seed != 7 {
		t.Errorf("%d starts, seed %d; want 200 and 7", got.Instances, got.Seed)
	}
	if got.Problem == nil || got.Problem.Name() != "8-queens" {
		t.Fatalf("problem %v, want the 8-queens", got.Problem)
	}
	// The same problem: every run from the same start ends as on the
	// command line's 8-queens.
	queens, err := puzzles.Queens(8, "")
	if err != nil {
		t.Fatal(err)
	}
	mine, err := lab.RunLocal(context.Background(), lab.LocalSpec{Problem: got.Problem, Solvers: want, Instances: 20, Seed: 7}, lab.Pool{Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	theirs, err := lab.RunLocal(context.Background(), lab.LocalSpec{Problem: queens, Solvers: want, Instances: 20, Seed: 7}, lab.Pool{Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(mine.Runs, theirs.Runs) {
		t.Error("the form's 8-queens runs otherwise than puzzles.Queens(8)")
	}
}

// TestLocalFormOnThe8Puzzle: the 8-puzzle offers the engines that need
// no genes and no variables, and its problem is the sliding puzzle's.
func TestLocalFormOnThe8Puzzle(t *testing.T) {
	tab, _ := newTestTab(t)
	smallLocal(tab, nil, "100", "", 50, 1)
	f := tab.form
	f.localProblemSel.SetSelected("8-puzzle")
	var titles []string
	for _, c := range f.localEngines.checks {
		titles = append(titles, c.Text)
	}
	for _, e := range []local.Engine{local.EngineGenetic, local.EngineMinConflicts} {
		if slices.Contains(titles, string(e)) {
			t.Errorf("the 8-puzzle's list offers %s: %v", e, titles)
		}
	}
	if !slices.Contains(titles, string(local.EngineAnnealing)) || f.queensRow.label.Visible() {
		t.Errorf("list %v, queens row shown %v", titles, f.queensRow.label.Visible())
	}
	f.localEngines.setChecked(steepest, true)
	req, ok := f.validate()
	if !ok || !strings.HasPrefix(req.lab.Local.Problem.Name(), "8-puzzle") {
		t.Fatalf("ok %v (%s), problem %v", ok, f.firstError(), req.lab.Local.Problem)
	}
	f.localMore.SetText("genetic")
	if _, ok := f.validate(); ok || !f.moreErr.shown() {
		t.Errorf("the genetic algorithm on the 8-puzzle: ok %v, mark %q", ok, f.moreErr.msg)
	}
}

// TestLocalRunReproducesTheTextbook: steepest ascent solves about 14 % of
// random 8-queens boards, and with 100 sideways moves about 94 %; the
// table's figures are those of the runs themselves, counted here.
func TestLocalRunReproducesTheTextbook(t *testing.T) {
	const n = 200
	tab, _ := newTestTab(t)
	smallLocal(tab, []string{steepest, sideways}, "100", "", n, 1)
	run(t, tab)
	if !strings.HasPrefix(tab.status.Text, "Done") {
		t.Fatalf("status %q", tab.status.Text)
	}
	r := tab.results
	if rows, _ := r.size(); rows != 3 {
		t.Fatalf("the table has %d rows with its header, want 3: %v", rows, r.grid.Rows)
	}
	queens, _ := puzzles.Queens(8, "")
	spec := lab.LocalSpec{Problem: queens, Instances: n, Seed: 1, Solvers: []local.Solver{
		{Engine: local.EngineHillClimbing},
		{Engine: local.EngineHillClimbing, Given: []string{"sideways=100"}, Opts: local.Options{Sideways: 100}}}}
	table, err := lab.RunLocal(context.Background(), spec, lab.Pool{Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	share, solvedCol, stepsCol, failedCol := column(t, tab, "% solved"), column(t, tab, "solved"),
		column(t, tab, "steps solved"), column(t, tab, "steps failed")
	for s, want := range []float64{0.14, 0.94} {
		row := s + 1
		if got := r.cell(row, 0); got != spec.Solvers[s].Label() {
			t.Errorf("row %d is %q, want %q", row, got, spec.Solvers[s].Label())
		}
		p, err := strconv.ParseFloat(r.cell(row, share), 64)
		if err != nil {
			t.Fatalf("%% solved %q", r.cell(row, share))
		}
		if se := math.Sqrt(want * (1 - want) / n); math.Abs(p/100-want) > 3*se {
			t.Errorf("%s solves %.1f %%, want %.0f %% ± %.1f", r.cell(row, 0), p, 100*want, 300*se)
		}
		// The runs counted here, against the table's cells and the lab's
		// own figures.
		var solved int
		var stepsOK, stepsBad []float64
		for _, run := range table.Runs[s] {
			if run.Solved {
				solved++
				stepsOK = append(stepsOK, float64(run.Steps))
			} else {
				stepsBad = append(stepsBad, float64(run.Steps))
			}
		}
		st := table.Stats(s)
		if r.cell(row, solvedCol) != strconv.Itoa(solved) || st.Solved != solved {
			t.Errorf("%s: %s solved, the lab says %d, the runs %d", r.cell(row, 0), r.cell(row, solvedCol), st.Solved, solved)
		}
		if got, want := r.cell(row, share), fmt.Sprintf("%.1f", 100*float64(solved)/n); got != want {
			t.Errorf("%s: %s %%, the runs %s", r.cell(row, 0), got, want)
		}
		for _, c := range []struct {
			col   int
			steps []float64
		}{{stepsCol, stepsOK}, {failedCol, stepsBad}} {
			mean := 0.0
			for _, x := range c.steps {
				mean += x / float64(len(c.steps))
			}
			if got, want := strings.Fields(r.cell(row, c.col))[0], fmt.Sprintf("%.1f", mean); got != want {
				t.Errorf("%s, %s: %s, the runs' mean %s", r.cell(row, 0), r.grid.Header[c.col], got, want)
			}
		}
	}
	if solved, other := table.Stats(1).Fraction, table.Stats(0).Fraction; solved <= other {
		t.Errorf("sideways moves solve %.2f, without %.2f", solved, other)
	}
	checkLocalPlotAndExports(t, tab, table)
}

// checkLocalPlotAndExports: the plot is the run-time distribution, one
// line an engine, ending at the share each solved; the CSV has a line a
// run, the PNG is one.
func checkLocalPlotAndExports(t *testing.T, tab *Tab, table *lab.LocalTable) {
	t.Helper()
	r := tab.results
	if len(r.plotSel.Options) != 1 || r.fig != 0 || r.plot.plot == nil {
		t.Fatalf("plots %v, on show %d", r.plotSel.Options, r.fig)
	}
	series := r.plot.plot.Series
	if len(series) != 2 {
		t.Fatalf("%d lines on the plot, want 2", len(series))
	}
	for s, se := range series {
		var solved int
		for _, run := range table.Runs[s] {
			if run.Solved {
				solved++
			}
		}
		last := se.Points[len(se.Points)-1]
		if want := float64(solved) / float64(len(table.Runs[s])); last.Y != want {
			t.Errorf("%s ends at %v, want %v", se.Label, last.Y, want)
		}
		for i := 1; i < len(se.Points); i++ {
			if se.Points[i].Y < se.Points[i-1].Y {
				t.Errorf("%s falls at %v steps", se.Label, se.Points[i].X)
			}
		}
	}
	dir := t.TempDir()
	csvPath, pngPath := filepath.Join(dir, "local.csv"), filepath.Join(dir, "local.png")
	if err := saveFile(csvPath, r.writeCSV); err != nil {
		t.Fatal(err)
	}
	if err := saveFile(pngPath, r.writePNG); err != nil {
		t.Fatal(err)
	}
	csv, _ := os.ReadFile(csvPath)
	if lines := strings.Count(string(csv), "\n"); lines != 1+2*len(table.Runs[0]) {
		t.Errorf("the CSV has %d lines, want %d", lines, 1+2*len(table.Runs[0]))
	}
	png, _ := os.ReadFile(pngPath)
	if !bytes.HasPrefix(png, []byte("\x89PNG")) {
		t.Errorf("the PNG file starts %q", png[:min(8, len(png))])
	}
}

// TestLocalKindShowsItsRows: the Local search kind shows its inputs and
// hides the search kinds' (the puzzle, its engines, the node limit), and
// back.
func TestLocalKindShowsItsRows(t *testing.T) {
	tab, _ := newTestTab(t)
	f := tab.form
	f.kind.SetSelected(kindLocal)
	for _, r := range []formRow{f.puzzleRow, f.enginesRow, f.configRow, f.instancesRow, f.beamRow, f.walkRow, f.maxNodesRow, f.optionRow} {
		if r.label.Visible() {
			t.Errorf("Local search shows %q", r.label.Text)
		}
	}
	for _, r := range []formRow{f.localProblemRow, f.queensRow, f.localEnginesRow, f.sidewaysRow, f.moreRow, f.startsRow} {
		if !r.label.Visible() {
			t.Errorf("Local search hides %q", r.label.Text)
		}
	}
	f.kind.SetSelected(kindCompare)
	if f.localEnginesRow.label.Visible() || !f.enginesRow.label.Visible() {
		t.Error("a heuristic comparison shows the local engines, or hides the search engines")
	}
}
