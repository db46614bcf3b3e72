package cli

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// update rewrites the golden files from the current output:
// go test ./cmd/app/internal/cli -run Golden -update
var update = flag.Bool("update", false, "rewrite testdata/*.golden from the current output")

// golden compares got with testdata/name.golden, or writes it with -update.
func golden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name+".golden")
	if *update {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run with -update to create it)", err)
	}
	if got != string(want) {
		t.Errorf("%s differs from %s:\n--- got\n%s\n--- want\n%s", name, path, got, want)
	}
}

// underDIR is text with the test's folder written DIR and a path under it
// DIR/NAME, whatever the system's separator, so that one golden file
// serves every system.
func underDIR(text, dir string) string {
	text = strings.ReplaceAll(text, dir+string(filepath.Separator), "DIR/")
	return strings.ReplaceAll(text, dir, "DIR")
}

// run output in one text: exit status, standard output, standard error.
func transcriptOf(args ...string) string {
	code, out, errText := runArgs(args...)
	return fmt.Sprintf("$ frontier %s\nexit %d\n%s%s", strings.Join(args, " "), code, out, errText)
}

var (
	elapsedText = regexp.MustCompile(`\d+\.\d{3} ms\b`)
	elapsedJSON = regexp.MustCompile(`"elapsed_ms":[-+.0-9eE]+,`)
	timeGrid    = regexp.MustCompile(`(?m)^(\*\*)?[^\n]*time per search in ms[^\n]*\n(\n?\|[^\n]*\n|[^\n|*][^\n]*\n)*`)
)

// maskTimes replaces what depends on the clock: the elapsed time of a
// solve and the time grid of an experiment.
func maskTimes(s string) string {
	s = elapsedText.ReplaceAllString(s, "#.### ms")
	return timeGrid.ReplaceAllStringFunc(s, func(block string) string {
		title, _, _ := strings.Cut(block, "\n")
		return title + "\n(times masked)\n"
	})
}

// maskJSON drops elapsed_ms from each JSON line of s, keeping the order
// of the other fields.
func maskJSON(t *testing.T, s string) string {
	t.Helper()
	for _, line := range strings.Split(s, "\n") {
		if strings.HasPrefix(line, "{") && !json.Valid([]byte(line)) {
			t.Fatalf("not JSON: %s", line)
		}
	}
	return elapsedJSON.ReplaceAllString(s, "")
}

func TestGoldenSolve(t *testing.T) {
	cases := [][]string{
		{"solve", "--max-nodes", "1000", "312", "645", "7b8"},
		{"solve", "--engine", "bfs", "--diagonal", "8,6,7,2,5,4,3,0,1"},
		{"solve", "--engine", "beam", "--beam-width", "1", "--max-nodes", "50", "8,0,6,5,4,7,2,3,1"},
		{"solve", "--engine", "ids", "1,2,3,4,5,0,6,7,8"},
		{"solve", "--engine", "ucs", "--goal", "blank-last", "1 2 3 / 4 5 6 / 0 7 8"},
		{"solve", "--engine", "greedy", "--heuristic", "linear-conflict", "5,6,1,8,3,2,7,4,0"},
		{"solve", "--engine", "idastar", "--heuristic", "pdb", "--width", "4", "--random-walk", "30", "--seed", "3"},
		{"solve", "--engine", "astar", "--heuristic", "h1", "--max-nodes", "20", "8,0,6,5,4,7,2,3,1"},
		{"solve", "--puzzle", "cube", "--scramble", "R U F' R2"},
		{"solve", "--puzzle", "cube", "--engine", "bfs", "--scramble", "R U2 F"},
		{"solve", "--puzzle", "cube", "--heuristic", "pdb", "WWWW BBBB RRRR GGGG OOOO YYYY"},
		// Moves and states in the frame of the cube as held.
		{"solve", "--puzzle", "cube", "--scramble", "R D"},
		{"solve", "--puzzle", "cube", "--scramble", "B2 L' B2 F B2 U L F R2 D"},
		// Bad input: one line on standard error.
		{"solve", "b12 345 677"},
		{"solve", "b21 345 678"},
		{"solve", "--heuristic", "nope", "b12 345 678"},
		{"solve", "--engine", "bfs", "--heuristic", "manhattan", "312 645 7b8"},
		{"solve", "--puzzle", "cube", "--heuristic", "manhattan", "--random-walk", "3"},
		{"solve", "--puzzle", "cube", "WWWW BBBB RRRR GGGG OOOO YYYW"},
		{"solve", "--puzzle", "knot", "b12 345 678"},
	}
	var b strings.Builder
	for _, args := range cases {
		b.WriteString(maskTimes(transcriptOf(args...)))
		b.WriteString("\n")
	}
	golden(t, "solve", b.String())
}

func TestGoldenSolveJSON(t *testing.T) {
	cases := [][]string{
		{"solve", "--json", "--engine", "idastar", "8,0,6,5,4,7,2,3,1"},
		{"solve", "--json", "--scramble", "right down right", "--goal", "blank-first"},
		{"solve", "--json", "--random-walk", "40", "--seed", "9", "--width", "4"},
		{"solve", "--json", "--engine", "bfs", "312 645 7b8"},
		{"solve", "--json", "--engine", "beam", "--max-nodes", "30", "8,0,6,5,4,7,2,3,1"},
		{"solve", "--json", "--diagonal", "--width", "2", "--random-walk", "5"},
		{"solve", "--json", "--puzzle", "cube", "--scramble", "R U F' R2"},
	}
	var b strings.Builder
	for _, args := range cases {
		b.WriteString(maskJSON(t, transcriptOf(args...)))
		b.WriteString("\n")
	}
	golden(t, "solve-json", b.String())
}

const goldenScript = `# the example script, then more
setState 312 645 7b8
solveAStar h1
setState 312 645 7b8
solveBeam 100
setState 1,2,0,3,4,5,6,7,8
move left
printState
randomizeState 25
printState
seed 4
randomizeState 12
printState
maxNodes 100000
solve IDA* linear-conflict
setState 312 645 7b8
solve bfs
setState 867 254 301
maxNodes 50
solveBeam 10
solve greedy misplaced
printState
setState 4 1 2 3 / 8 5 6 7 / 0 9 10 11 / 12 13 14 15
maxNodes 1000
solve astar pdb
setState WWWW BBBB RRRR GGGG OOOO YYYY
move R
move U'
solve astar pdb
printState
move F
move D
solve ucs
solve idastar exact
`

func TestGoldenScript(t *testing.T) {
	dir := t.TempDir()
	good, bad := filepath.Join(dir, "s.txt"), filepath.Join(dir, "bad.txt")
	os.WriteFile(good, []byte(goldenScript), 0o644)
	os.WriteFile(bad, []byte("setState 312 645 7b8\nmove down\n"), 0o644)
	got := transcriptOf("script", good) + "\n" + transcriptOf("script", bad)
	golden(t, "script", underDIR(got, dir))
}

func TestGoldenExperiment(t *testing.T) {
	dir := t.TempDir()
	set := filepath.Join(dir, "set.txt")
	cfg := filepath.Join(dir, "cfg.txt")
	os.WriteFile(cfg, []byte("size: 3\nseed: 111\nswaps: 40\nnumber: 10\n"), 0o644)
	cases := [][]string{
		{"experiment", "--depths", "2-8/3", "--instances", "4", "--workers", "2", "--save-set", set},
		{"experiment", "--load-set", set, "--markdown"},
		{"experiment", "--kind", "budget", "--config", cfg, "--budgets", "10,100,100000", "--engines", "astar:h2,beam:h2:10"},
		{"experiment", "--config", cfg},
		{"experiment", "--kind", "budget", "--instances", "6", "--walk", "30", "--budgets", "50,500"},
		{"experiment", "--width", "2", "--diagonal", "--depths", "1-3", "--instances", "3", "--engines", "astar,idastar:misplaced,bfs"},
		{"experiment", "--puzzle", "cube", "--kind", "compare", "--walk", "6", "--instances", "3", "--engines", "astar:pdb,idastar:pdb"},
		{"experiment", "--puzzle", "cube", "--depths", "1-4", "--instances", "3", "--markdown"},
		{"experiment", "--puzzle", "cube", "--kind", "budget", "--instances", "4", "--budgets", "10,1000"},
		{"experiment", "--engines", "astar:euclid"},
		{"experiment", "--width", "7"},
		{"experiment", "--puzzle", "cube", "--depths", "12", "--instances", "1"},
	}
	var b strings.Builder
	for _, args := range cases {
		b.WriteString(maskTimes(transcriptOf(args...)))
		b.WriteString("\n")
		if len(args) > 1 && args[len(args)-2] == "--save-set" {
			saved, err := os.ReadFile(set)
			if err != nil {
				t.Fatal(err)
			}
			b.WriteString("saved set:\n" + string(saved) + "\n")
		}
	}
	golden(t, "experiment", underDIR(b.String(), dir))
}
