package check

import (
	"context"
	"strings"
	"testing"

	"frontier/core/numfmt"
	"frontier/core/runner"
	"frontier/core/search"
	"frontier/internal/progtest"
)

// The published answers of the driver assignment: the nodes its BFS, DFS
// and A* (Manhattan distance) expand on its example boards, as its course
// publishes them.
var published = []struct {
	e        search.Engine
	board    string
	expanded int
}{
	{search.EngineBFS, "3,1,2,0,4,5,6,7,8", 1},
	{search.EngineBFS, "1,2,5,3,4,0,6,7,8", 10},
	{search.EngineBFS, "6,1,8,4,0,2,7,3,5", 54_094},
	{search.EngineBFS, "8,6,4,2,1,3,5,7,0", 166_786},
	{search.EngineDFS, "1,2,5,3,4,0,6,7,8", 181_437},
	{search.EngineDFS, "6,1,8,4,0,2,7,3,5", 51_015},
	{search.EngineDFS, "8,6,4,2,1,3,5,7,0", 9_869},
	{search.EngineAStar, "1,2,5,3,4,0,6,7,8", 3},
	{search.EngineAStar, "6,1,8,4,0,2,7,3,5", 696},
	{search.EngineAStar, "8,6,4,2,1,3,5,7,0", 1_585},
}

// driverCheck checks the test's driver.py, with variants, on one board
// under preset (the driver preset when nil).
func driverCheck(t *testing.T, e search.Engine, board string, preset *Preset, variants ...string) *Report {
	t.Helper()
	if preset == nil {
		preset, _ = BuiltinPreset("driver")
	}
	p := sliding(t, e, board)[0]
	set := preset.For(e)
	p.Pins, p.Preset, p.MaxNodes, p.Format = set.Pins, preset.Name, 2_000_000, FormatDriver
	command := strings.Join(append([]string{"python3 driver.py"}, variants...), " ")
	gs, err := CheckProgram(context.Background(), runner.Program{Command: command, Dir: solverDir(t)}, []*Problem{p}, nil)
	if err != nil {
		t.Fatal(err)
	}
	return gs[0].Report
}

func reportText(r *Report) string {
	var b strings.Builder
	WriteText(&b, []*Graded{{Report: r}})
	return b.String()
}

// TestDriverPublishedAnswers: the course's own program passes on each
// board with the published count; one that counts the goal too fails,
// told the published count, which the checker's run under the preset
// gives by itself.
func TestDriverPublishedAnswers(t *testing.T) {
	progtest.NeedPython(t)
	for k, c := range published {
		if testing.Short() && c.expanded > 100_000 {
			continue // seconds under the race detector: the long run checks them
		}
		r := driverCheck(t, c.e, c.board, nil)
		if r.Verdict != Pass || r.Program.Expanded != c.expanded {
			t.Errorf("%s on %s: the course's program, expanded %d (published %d):\n%s", c.e, c.board, r.Program.Expanded, c.expanded, reportText(r))
		}
		if k%3 != 1 {
			continue
		}
		r = driverCheck(t, c.e, c.board, nil, "--goal-counted")
		if want := "expands " + numfmt.Group(c.expanded) + " here"; r.Verdict != Fail || !strings.Contains(reportText(r), want) {
			t.Errorf("%s on %s, the goal counted: want a failure saying %q:\n%s", c.e, c.board, want, reportText(r))
		}
	}
}

// TestDriverDeviations: each way public programs of the assignment part
// from it fails under the preset, with the reason in words; the textbook's
// A*, which puts a state back at a lower cost, passes where no preset
// fixes that.
func TestDriverDeviations(t *testing.T) {
	progtest.NeedPython(t)
	const board = "6,1,8,4,0,2,7,3,5"
	for _, c := range []struct {
		variant, diag, says string
	}{
		{"--repush", DiagWrongCounts, "a state's first path kept"},
		{"--goal-counted", DiagWrongCounts, "the goal not counted as expanded"},
		{"--no-cost", DiagBadOutput, "requires a cost_of_path line"},
		{"--spaced-names", DiagBadOutput, `Move 1 is written "Down, "`},
	} {
		r := driverCheck(t, search.EngineAStar, board, nil, c.variant)
		if text := reportText(r); r.Verdict != Fail || !strings.Contains(strings.Join(r.Diagnosis, " "), c.diag) || !strings.Contains(text, c.says) {
			t.Errorf("%s: want a failure, %s, saying %q:\n%s", c.variant, c.diag, c.says, text)
		}
	}
	free, err := ParsePreset("free", []byte("format driver\norder up,down,left,right\n"))
	if err != nil {
		t.Fatal(err)
	}
	r := driverCheck(t, search.EngineAStar, board, free, "--repush")
	if r.Verdict != Pass || !strings.Contains(r.Convention, "ties to the node added first") {
		t.Errorf("the textbook's A* where nothing fixes its update:\n%s", reportText(r))
	}
}
