// Package enginerecipe_test proves the recipe "How to add an engine" of
// docs/architecture.md: lowh_test.go registers an engine that is a policy
// alone, toy_test.go one with code of its own, both from outside the
// search package, and these tests find them in the engine list, the
// catalogue, the command line, the lab, the engine tables, predict mode,
// the tab's menus and race, and the checker of students' programs, which
// were not changed for them.
package enginerecipe_test

import (
	"bytes"
	"context"
	"encoding/json"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"

	"frontier/cmd/app/internal/cli"
	"frontier/core/puzzles"
	"frontier/core/search"
)

func runCLI(args ...string) (code int, stdout, stderr string) {
	var out, errb bytes.Buffer
	code = cli.App{}.Run(args, &out, &errb)
	return code, out.String(), errb.String()
}

func TestListed(t *testing.T) {
	if n := len(search.Engines); n < 2 || !slices.Equal(search.Engines[n-2:], []search.Engine{"toy", "toyquiet"}) {
		t.Fatalf("Engines = %v, want the registered engines last", search.Engines)
	}
	if e, err := search.ParseEngine("toy"); e != "toy" || err != nil {
		t.Errorf("ParseEngine(toy) = %q, %v", e, err)
	}
	if _, err := search.ParseEngine("toys"); err == nil || !strings.HasSuffix(err.Error(), "beam, bibfs, astarlowh, toy or toyquiet)") {
		t.Errorf("ParseEngine(toys): %v", err)
	}
	e := search.Engine("toy")
	if e.Title() != "Toy BFS" || e.Informed() || !e.Traceable() || search.Engine("toyquiet").Traceable() {
		t.Errorf("toy: title %q, informed %v, traceable %v", e.Title(), e.Informed(), e.Traceable())
	}
}

// distance is the length of a shortest path from start to d's goal, by a
// breadth-first search of its own over the Domain's moves, states told
// apart by their text.
func distance(t *testing.T, d puzzles.Domain, start puzzles.State) int {
	goal := d.Format(d.Goal())
	seen := map[string]bool{d.Format(start): true}
	layer := []puzzles.State{start}
	for depth := 0; len(layer) > 0; depth++ {
		var next []puzzles.State
		for _, s := range layer {
			if d.Format(s) == goal {
				return depth
			}
			for _, m := range d.MoveNames() {
				if n, err := d.Apply(s, m); err == nil && !seen[d.Format(n)] {
					seen[d.Format(n)] = true
					next = append(next, n)
				}
			}
		}
		layer = next
	}
	t.Fatalf("%s: goal not reachable", d.Format(start))
	return 0
}

// TestCatalogueSolve: Domain.Solve runs the toy engine on the 8-puzzle;
// each path is a shortest one, replayed to the goal, and the result says
// it is optimal, as the toy's description promises for unit costs. The
// toy does what BFS does, so its counters are BFS's.
func TestCatalogueSolve(t *testing.T) {
	d, err := puzzles.New(puzzles.Sliding, puzzles.Settings{})
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(5, 8))
	for range 6 {
		start, err := d.Walk(d.Goal(), 16, rng)
		if err != nil {
			t.Fatal(err)
		}
		r, err := d.Solve(context.Background(), start, "toy", "", search.Options{})
		if err != nil {
			t.Fatal(err)
		}
		at, err := d.Apply(start, strings.Join(r.Moves, " "))
		if err != nil || d.Format(at) != d.Format(d.Goal()) || len(r.Path) != len(r.Moves)+1 {
			t.Errorf("%s: moves %v do not reach the goal (%v)", d.Format(start), r.Moves, err)
		}
		if want := distance(t, d, start); !r.Solved || !r.Optimal || r.Cost != want || r.Depth != want {
			t.Errorf("%s: solved %v optimal %v cost %d, want cost %d", d.Format(start), r.Solved, r.Optimal, r.Cost, want)
		}
		b, _ := d.Solve(context.Background(), start, search.EngineBFS, "", search.Options{})
		if r.Expanded != b.Expanded || r.Generated != b.Generated || r.MaxFrontier != b.MaxFrontier || r.MaxDepth != b.MaxDepth {
			t.Errorf("%s: toy counted %d/%d/%d/%d, BFS %d/%d/%d/%d", d.Format(start), r.Expanded, r.Generated,
				r.MaxFrontier, r.MaxDepth, b.Expanded, b.Generated, b.MaxFrontier, b.MaxDepth)
		}
	}
}

// weighted is a graph whose cheapest path (0→1→2→3, cost 3) is not its
// shortest (0→3, cost 10).
type weighted struct{}

func (weighted) Start() int         { return 0 }
func (weighted) IsGoal(s int) bool  { return s == 3 }
func (weighted) NonUnitCosts() bool { return true }
func (weighted) Successors(s int, dst []search.Step[int]) []search.Step[int] {
	switch s {
	case 0:
		return append(dst, search.Step[int]{State: 3, Move: "direct", Cost: 10}, search.Step[int]{State: 1, Move: "a", Cost: 1})
	case 1:
		return append(dst, search.Step[int]{State: 2, Move: "b", Cost: 1})
	case 2:
		return append(dst, search.Step[int]{State: 3, Move: "c", Cost: 1})
	}
	return dst
}

// TestPromise: with steps of different costs the toy finds the shortest
// path, not the cheapest, and its promise (unit costs) no longer holds.
func TestPromise(t *testing.T) {
	r := search.Run(context.Background(), "toy", weighted{}, search.Options{})
	if !r.Solved || r.Cost != 10 || r.Optimal || !reflect.DeepEqual(r.Path, []int{0, 3}) {
		t.Errorf("solved %v cost %d optimal %v path %v, want the direct edge, not optimal", r.Solved, r.Cost, r.Optimal, r.Path)
	}
}

func TestCommandLineSolve(t *testing.T) {
	code, out, errText := runCLI("solve", "--engine", "toy", "312 645 7b8")
	if code != 0 || errText != "" || !strings.Contains(out, "Solved using Toy BFS with") ||
		!strings.Contains(out, "Cost 3, depth 3,") || !strings.Contains(out, "guaranteed optimal: yes") {
		t.Errorf("exit %d, stderr %q, stdout:\n%s", code, errText, out)
	}
	if _, out, _ := runCLI("solve", "-h"); !strings.Contains(out, "  toy       breadth-first search written outside the search package\n") {
		t.Errorf("solve -h does not list toy:\n%s", out)
	}
	if code, _, errText := runCLI("solve", "--engine", "toy", "--heuristic", "h1", "312 645 7b8"); code != 2 ||
		!strings.Contains(errText, "toy uses no heuristic") {
		t.Errorf("toy with a heuristic: exit %d, stderr %q", code, errText)
	}
	if code, _, _ := runCLI("solve", "--engine", "toyquiet", "312 645 7b8"); code != 0 {
		t.Errorf("toyquiet: exit %d", code)
	}
}

// traceLines runs frontier trace and returns its expansion lines and its
// last line decoded, less what differs between two engines that search
// alike: their id, the time and the tie-break sentence.
func traceLines(t *testing.T, args ...string) (int, []string, map[string]any) {
	code, out, errText := runCLI(append([]string{"trace"}, args...)...)
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if errText != "" || len(lines) < 2 {
		t.Fatalf("trace %v: exit %d, stderr %q, %d lines", args, code, errText, len(lines))
	}
	var end struct {
		Result   map[string]any `json:"result"`
		TieBreak string         `json:"tie_break"`
	}
	if err := json.Unmarshal([]byte(lines[len(lines)-1]), &end); err != nil || end.TieBreak == "" {
		t.Fatalf("trace %v: last line %q: %v", args, lines[len(lines)-1], err)
	}
	delete(end.Result, "engine")
	delete(end.Result, "elapsed_ms")
	return code, lines[:len(lines)-1], end.Result
}

// TestCommandLineTrace: the toy's trace is BFS's, line for line, and its
// step limit stops it as BFS's does.
func TestCommandLineTrace(t *testing.T) {
	const start = "1,2,5,3,0,4,6,7,8"
	for _, steps := range []string{"0", "3"} {
		code, toy, toyEnd := traceLines(t, "--engine", "toy", "--steps", steps, start)
		bcode, bfs, bfsEnd := traceLines(t, "--engine", "bfs", "--steps", steps, start)
		if code != bcode || !slices.Equal(toy, bfs) || !reflect.DeepEqual(toyEnd, bfsEnd) {
			t.Errorf("--steps %s: toy (exit %d, %d lines, %v) differs from bfs (exit %d, %d lines, %v)",
				steps, code, len(toy), toyEnd, bcode, len(bfs), bfsEnd)
		}
		if steps == "3" && (len(toy) != 3 || toyEnd["stop_reason"] != string(search.StopStepLimit)) {
			t.Errorf("--steps 3: %d lines, stop reason %v", len(toy), toyEnd["stop_reason"])
		}
	}
	code, out, errText := runCLI("trace", "--engine", "toyquiet", start)
	if code != 2 || out != "" || errText != "frontier trace: Quiet toy cannot be traced step by step; solve runs it\n" {
		t.Errorf("toyquiet: exit %d, stdout %q, stderr %q", code, out, errText)
	}
	r := search.RunTraced(context.Background(), "toyquiet", weighted{}, search.Options{}, &search.Trace[int]{})
	if r.Solved || r.StopReason != search.StopNotTraceable || r.Expanded != 0 {
		t.Errorf("RunTraced(toyquiet): %+v", r)
	}
}

// TestExperiment: the lab takes the toy as a contestant, and counts for it
// what it counts for BFS.
func TestExperiment(t *testing.T) {
	code, out, errText := runCLI("experiment", "--kind", "depth", "--engines", "toy,bfs", "--depths", "2-6/2", "--instances", "4")
	if code != 0 || errText != "" {
		t.Fatalf("exit %d, stderr %q", code, errText)
	}
	// The first table is the mean nodes generated: the same for both.
	// Its columns are as wide as their widest figure.
	table := strings.Split(strings.SplitN(out, "\n\n", 2)[0], "\n")
	if len(table) < 3 || strings.Join(strings.Fields(table[1]), " ") != "depth Toy BFS BFS" {
		t.Fatalf("no column for the toy:\n%s", out)
	}
	for _, row := range table[2:] {
		f := strings.Fields(row)
		if len(f) != 3 || f[1] != f[2] {
			t.Errorf("row %q: the toy and BFS differ", row)
		}
	}
}
