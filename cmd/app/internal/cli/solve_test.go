package cli

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"frontier"
)

func runArgs(args ...string) (code int, stdout, stderr string) {
	var out, errb bytes.Buffer
	code = App{}.Run(args, &out, &errb)
	return code, out.String(), errb.String()
}

func TestSolveJSON(t *testing.T) {
	code, out, errText := runArgs("solve", "--json", "--engine", "idastar", "8,0,6,5,4,7,2,3,1")
	if code != 0 || errText != "" {
		t.Fatalf("exit %d, stderr %q", code, errText)
	}
	var r map[string]any
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatal(err)
	}
	for _, field := range []string{"solved", "stop_reason", "optimal", "cost", "depth", "moves", "path", "expanded",
		"generated", "max_frontier", "max_depth", "elapsed_ms", "ebf", "puzzle", "engine", "heuristic", "start", "goal"} {
		if _, ok := r[field]; !ok {
			t.Errorf("JSON lacks %q", field)
		}
	}
	if r["cost"].(float64) != 31 || r["optimal"] != true || r["start"] != "8,0,6,5,4,7,2,3,1" || r["goal"] != "0,1,2,3,4,5,6,7,8" {
		t.Errorf("cost %v optimal %v start %v goal %v", r["cost"], r["optimal"], r["start"], r["goal"])
	}
	if len(r["path"].([]any)) != 32 || len(r["moves"].([]any)) != 31 {
		t.Error("path or moves of the wrong length")
	}
}

func TestSolveTextIsTranscript(t *testing.T) {
	code, out, _ := runArgs("solve", "--max-nodes", "1000", "312", "645", "7b8")
	want := []string{
		"Solving puzzle 312 645 7b8 with A* and 1000 allowed nodes.",
		"Starting state: 312 645 7b8",
		"Move 1: LEFT. State: 312 645 b78",
		"Move 2: UP. State: 312 b45 678",
		"Move 3: UP. State: b12 345 678",
		"Solved using A* with heuristic 'manhattan' with",
	}
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	for _, w := range want {
		if !strings.Contains(out, w) {
			t.Errorf("output lacks %q:\n%s", w, out)
		}
	}
}

func TestSolveExitCodes(t *testing.T) {
	for _, c := range []struct {
		args []string
		code int
		err  string
	}{
		{[]string{"solve", "--engine", "bfs", "--diagonal", "8,6,7,2,5,4,3,0,1"}, 0, ""},
		{[]string{"solve", "--max-nodes", "10", "8,0,6,5,4,7,2,3,1"}, 1, ""},
		{[]string{"solve", "--engine", "beam", "--beam-width", "1", "--max-nodes", "50", "8,0,6,5,4,7,2,3,1"}, 1, ""},
		{[]string{"solve", "b12 345 677"}, 2, "tile 7 appears twice"},
		{[]string{"solve", "b21 345 678"}, 2, "unsolvable"},
		{[]string{"solve", "--engine", "astra", "b12 345 678"}, 2, "unknown engine"},
		{[]string{"solve", "--heuristic", "nope", "b12 345 678"}, 2, "unknown heuristic"},
		{[]string{"solve"}, 2, "give exactly one start"},
		{[]string{"solve", "--bogus"}, 2, "flag provided but not defined"},
		{[]string{"solve", "--scramble", "up up"}, 2, "move 1 \"up\" is not possible"},
		{[]string{"solve", "--goal", "1 2 3", "b12 345 678"}, 2, "--goal"},
		{[]string{"solve", "--puzzle", "cube", "WWWW BBBB RRRR GGGG OOOO YYY"}, 2, ""},
		{[]string{"solve", "--puzzle", "cube", "--diagonal", "--random-walk", "3"}, 2, "--diagonal is for the sliding puzzle"},
		{[]string{"nonsense"}, 2, "unknown command"},
	} {
		code, _, errText := runArgs(c.args...)
		if code != c.code || c.err != "" && !strings.Contains(errText, c.err) {
			t.Errorf("%v: exit %d stderr %q, want %d and %q", c.args, code, errText, c.code, c.err)
		}
		if code == 2 && strings.Count(strings.TrimRight(errText, "\n"), "\n") != 0 {
			t.Errorf("%v: error is not one line: %q", c.args, errText)
		}
	}
}

func TestSolveStarts(t *testing.T) {
	// --scramble and --random-walk start from the goal.
	code, out, _ := runArgs("solve", "--json", "--scramble", "right down right", "--goal", "blank-first")
	var r struct {
		Start string
		Cost  int
	}
	json.Unmarshal([]byte(out), &r)
	if code != 0 || r.Start != "1,4,2,3,5,0,6,7,8" || r.Cost != 3 {
		t.Errorf("scramble: exit %d start %s cost %d", code, r.Start, r.Cost)
	}
	_, a, _ := runArgs("solve", "--json", "--random-walk", "40", "--seed", "9", "--width", "4")
	_, b, _ := runArgs("solve", "--json", "--random-walk", "40", "--seed", "9", "--width", "4")
	json.Unmarshal([]byte(a), &r)
	if a == "" || strings.Split(a, `"solved"`)[0] != strings.Split(b, `"solved"`)[0] || strings.Count(r.Start, ",") != 15 {
		t.Errorf("random walk not reproducible or not 4×4: %s", r.Start)
	}
	code, out, _ = runArgs("solve", "--puzzle", "cube", "--json", "--scramble", "R U F' R2")
	var c struct {
		Cost      int
		Moves     []string
		Heuristic string
	}
	json.Unmarshal([]byte(out), &c)
	if code != 0 || c.Cost != 4 || c.Heuristic != "exact" {
		t.Errorf("cube scramble: exit %d cost %d heuristic %s", code, c.Cost, c.Heuristic)
	}
}

func TestVersionAndUsage(t *testing.T) {
	if code, out, _ := runArgs("--version"); code != 0 || !strings.Contains(out, frontier.Version) {
		t.Errorf("--version: %d %q", code, out)
	}
	if code, out, _ := runArgs("solve", "-h"); code != 0 || !strings.Contains(out, "--random-walk") {
		t.Errorf("solve -h: %d %q", code, out)
	}
}

func TestHeuristicRules(t *testing.T) {
	if code, _, errText := runArgs("solve", "--engine", "bfs", "--heuristic", "manhattan", "312 645 7b8"); code != 2 || !strings.Contains(errText, "uses no heuristic") {
		t.Errorf("bfs with a heuristic: exit %d, %q", code, errText)
	}
	if code, _, errText := runArgs("solve", "--random-walk", "1000000000"); code != 2 || !strings.Contains(errText, "--random-walk") {
		t.Errorf("huge walk: exit %d, %q", code, errText)
	}
	_, out, _ := runArgs("solve", "--engine", "bfs", "--json", "312 645 7b8")
	if strings.Contains(out, "best_h") {
		t.Error("best_h reported for an uninformed engine")
	}
	_, out, _ = runArgs("solve", "--engine", "beam", "--json", "312 645 7b8")
	if !strings.Contains(out, `"best_h":0`) {
		t.Errorf("beam JSON lacks best_h: %s", out)
	}
}
