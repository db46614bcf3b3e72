// Package toypuzzle_test adds a puzzle with an option of its own from
// outside the catalogue and the command line, in this one file, and runs
// it through the command line: Towers of Hanoi with --disks N. Its flag,
// its help line, its range check, its set-file header and its
// configuration key all come from the declaration below.
package toypuzzle_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"frontier/cmd/app/internal/cli"
	"frontier/core/puzzles"
	"frontier/core/search"
)

const pegs = "ABC"

// towers is Hanoi with n discs: a position is the peg letter of each disc,
// the smallest first ("AAAA"); any such word is a legal position, the
// discs on one peg stacking in only one way.
type towers struct{ n int }

func (t towers) goal() string { return strings.Repeat("C", t.n) }

// top is the smallest disc on peg p, or -1.
func top(s string, p byte) int { return strings.IndexByte(s, p) }

// move lifts the top disc of from onto to, if the rules allow it.
func move(s string, from, to byte) (string, bool) {
	d, under := top(s, from), top(s, to)
	if from == to || d < 0 || under >= 0 && under < d {
		return s, false
	}
	return s[:d] + string(to) + s[d+1:], true
}

var moves = [][2]byte{{'A', 'B'}, {'A', 'C'}, {'B', 'A'}, {'B', 'C'}, {'C', 'A'}, {'C', 'B'}}

func (t towers) parse(text string) (string, error) {
	s := strings.ToUpper(strings.TrimSpace(text))
	if len(s) != t.n || strings.Trim(s, pegs) != "" {
		return "", fmt.Errorf("want %d peg letters (A, B or C), one per disc, smallest first", t.n)
	}
	return s, nil
}

func apply(s, text string) (string, error) {
	for _, w := range strings.Fields(strings.ToUpper(text)) {
		if len(w) != 3 || w[1] != '-' {
			return s, fmt.Errorf("unknown move %q (want A-C and the like)", w)
		}
		next, ok := move(s, w[0], w[2])
		if !ok {
			return s, fmt.Errorf("move %s is not allowed from %s", w, s)
		}
		s = next
	}
	return s, nil
}

// problem is reaching all discs on C; informed, it counts the discs off C,
// one move apiece, so it never overestimates.
type problem struct {
	start, goal string
	informed    bool
}

func (p problem) Start() string        { return p.start }
func (p problem) IsGoal(s string) bool { return s == p.goal }
func (p problem) Admissible() bool     { return true }
func (p problem) Estimate(s string) int {
	if !p.informed {
		return 0
	}
	return len(s) - strings.Count(s, "C")
}

func (p problem) Successors(s string, dst []search.Step[string]) []search.Step[string] {
	for _, m := range moves {
		if next, ok := move(s, m[0], m[1]); ok {
			dst = append(dst, search.Step[string]{State: next, Move: string(m[0]) + "-" + string(m[1]), Cost: 1})
		}
	}
	return dst
}

// atDepth draws a position exactly d moves from the goal, from the
// breadth-first layers of all 3^n positions.
func (t towers) atDepth(_ context.Context, d int, rng *rand.Rand) (string, error) {
	layer, seen := []string{t.goal()}, map[string]bool{t.goal(): true}
	for range d {
		var next []string
		for _, s := range layer {
			for _, st := range (problem{}).Successors(s, nil) {
				if !seen[st.State] {
					seen[st.State] = true
					next = append(next, st.State)
				}
			}
		}
		layer = next
	}
	if len(layer) == 0 {
		return "", fmt.Errorf("no position is %d moves from the goal", d)
	}
	return layer[rng.IntN(len(layer))], nil
}

const offC puzzles.HeuristicID = "off-c"

func (t towers) kind() *puzzles.Kind[string, string] {
	deepest := 1<<t.n - 1
	return &puzzles.Kind[string, string]{
		Name:      fmt.Sprintf("Towers of Hanoi (%d discs)", t.n),
		Goal:      t.goal(),
		Parse:     t.parse,
		Format:    func(s string) string { return s },
		MoveNames: []string{"A-B", "A-C", "B-A", "B-C", "C-A", "C-B"},
		Apply:     apply,
		Walk: func(s string, n int, rng *rand.Rand) string {
			for range n {
				for {
					m := moves[rng.IntN(len(moves))]
					if next, ok := move(s, m[0], m[1]); ok {
						s = next
						break
					}
				}
			}
			return s
		},
		Uniform: func(rng *rand.Rand) string {
			b := make([]byte, t.n)
			for i := range b {
				b[i] = pegs[rng.IntN(3)]
			}
			return string(b)
		},
		AtDepth: t.atDepth,
		Heuristics: []puzzles.Heuristic{
			{ID: puzzles.HeuristicNone, Title: "None (h = 0)", About: "no estimate", Admissible: true},
			{ID: offC, Title: "Discs off C", About: "discs not on peg C: a move moves one disc", Admissible: true},
		},
		DefaultHeuristic: offC,
		Problem: func(start string, h puzzles.HeuristicID) (search.Problem[string], error) {
			return problem{start: start, goal: t.goal(), informed: h == offC}, nil
		},
		Lab: puzzles.LabDefaults{
			Engines: []puzzles.Contestant{{Engine: search.EngineAStar, Heuristic: offC}, {Engine: search.EngineBFS}},
			Depths:  "1-" + strconv.Itoa(min(deepest, 7)), Deepest: deepest,
		},
	}
}

func init() {
	puzzles.Register(puzzles.Entry{
		ID: "toy", Title: "toy Hanoi", Rank: 20,
		Options: []puzzles.Option{{Name: "disks", Type: puzzles.IntOption, Min: 1, Max: 10, Default: "3", Arg: "N",
			Size: true, Help: "the number of discs, 1–10 (default 3)"}},
		New: func(v puzzles.Values) (puzzles.Domain, error) {
			n := v.Int("disks")
			spec := puzzles.Spec{ID: "toy", Settings: puzzles.Settings{}.With("disks", strconv.Itoa(n))}
			return puzzles.Erase(spec, towers{n}.kind()), nil
		},
		Infer: func(text string, v puzzles.Values) (puzzles.Settings, error) {
			n := len(strings.TrimSpace(text))
			if v.Given("disks") || n < 1 || n > 10 {
				return v.Settings(), nil // Parse says what does not fit
			}
			return v.Settings().With("disks", strconv.Itoa(n)), nil
		},
	})
}

func run(args ...string) (code int, stdout, stderr string) {
	var out, errb bytes.Buffer
	code = cli.App{}.Run(args, &out, &errb)
	return code, out.String(), errb.String()
}

// replay checks a solution without the puzzle's code: each move "X-Y"
// lifts the smallest disc of peg X onto peg Y and never onto a smaller
// disc, the path holds the positions the moves reach, and the last has
// every disc on C.
func replay(t *testing.T, start string, moves, path []string) {
	t.Helper()
	n := len(start)
	stacks := map[byte][]int{} // each peg's discs, the bottom first; disc n is the largest
	for disc := n; disc >= 1; disc-- {
		stacks[start[disc-1]] = append(stacks[start[disc-1]], disc)
	}
	where := func() string {
		b := make([]byte, n)
		for p, discs := range stacks {
			for _, d := range discs {
				b[d-1] = p
			}
		}
		return string(b)
	}
	if len(path) != len(moves)+1 || path[0] != start {
		t.Fatalf("%d states for %d moves from %s", len(path), len(moves), path[0])
	}
	for i, m := range moves {
		from, to := m[0], m[2]
		if len(stacks[from]) == 0 {
			t.Fatalf("move %d (%s): peg %c is empty", i+1, m, from)
		}
		d := stacks[from][len(stacks[from])-1]
		if k := len(stacks[to]); k > 0 && stacks[to][k-1] < d {
			t.Fatalf("move %d (%s) puts disc %d on disc %d", i+1, m, d, stacks[to][k-1])
		}
		stacks[from], stacks[to] = stacks[from][:len(stacks[from])-1], append(stacks[to], d)
		if path[i+1] != where() {
			t.Fatalf("move %d (%s) reaches %s, the path says %s", i+1, m, where(), path[i+1])
		}
	}
	if len(stacks['C']) != n {
		t.Fatalf("the path ends at %s", where())
	}
}

func TestSolveWithTheToysOption(t *testing.T) {
	for _, args := range [][]string{
		{"solve", "--json", "--puzzle", "toy", "--disks", "4", "AAAA"},
		{"solve", "--json", "--puzzle", "toy", "AAAA"}, // the state gives the discs
		{"solve", "--json", "--puzzle", "toy", "--disks=4", "--engine", "bfs", "--random-walk", "500", "--seed", "2"},
	} {
		code, out, errText := run(args...)
		var r struct {
			Solved, Optimal bool
			Cost            int
			Start, Goal     string
			Moves, Path     []string
		}
		if err := json.Unmarshal([]byte(out), &r); err != nil || code != 0 || errText != "" {
			t.Fatalf("%v: exit %d, stderr %q, %v", args, code, errText, err)
		}
		if !r.Solved || !r.Optimal || r.Goal != "CCCC" {
			t.Errorf("%v: solved %v optimal %v goal %s", args, r.Solved, r.Optimal, r.Goal)
		}
		replay(t, r.Start, r.Moves, r.Path)
		// All four discs from A to C take 2⁴ − 1 moves at the least.
		if r.Start == "AAAA" && r.Cost != 15 {
			t.Errorf("%v: cost %d, the optimum is 15", args, r.Cost)
		}
	}
}

func TestTheToysOptionRefused(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"solve", "--puzzle", "toy", "--disks", "99", "AAAA"}, "frontier solve: --disks 99 is out of range (1–10)\n"},
		{[]string{"solve", "--puzzle", "toy", "--disks", "four", "AAAA"}, "frontier solve: --disks: \"four\" is not a whole number (1–10)\n"},
		{[]string{"solve", "--disks", "4", "b12 345 678"}, "frontier solve: --disks is for the toy Hanoi, not the sliding puzzle\n"},
		{[]string{"solve", "--puzzle", "toy", "--width", "4", "AAA"}, "frontier solve: --width is for the sliding puzzle, not the toy Hanoi\n"},
		{[]string{"experiment", "--puzzle", "toy", "--disks", "0"}, "frontier experiment: --disks 0 is out of range (1–10)\n"},
	} {
		code, out, errText := run(tc.args...)
		if code != 2 || out != "" || errText != tc.want {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want %q", tc.args, code, out, errText, tc.want)
		}
	}
}

func TestHelpListsTheToysOption(t *testing.T) {
	for _, cmd := range []string{"solve", "experiment"} {
		code, out, _ := run(cmd, "-h")
		if code != 0 || !strings.Contains(out, "sliding|cube|route|toy ") ||
			!strings.Contains(out, "  --disks N ") || !strings.Contains(out, "toy: the number of discs, 1–10 (default 3)\n") {
			t.Errorf("%s -h: exit %d\n%s", cmd, code, out)
		}
		for _, o := range puzzles.AllOptions() {
			if !strings.Contains(out, "--"+o.Name) {
				t.Errorf("%s -h lacks --%s", cmd, o.Name)
			}
		}
	}
	if _, out, _ := run("solve", "-h"); !strings.Contains(out, ", off-c for toy\n") {
		t.Errorf("solve -h does not give the toy's default heuristic:\n%s", out)
	}
}

func TestExperimentOnTheToy(t *testing.T) {
	code, out, errText := run("experiment", "--puzzle", "toy", "--disks", "3", "--instances", "3", "--workers", "1")
	if code != 0 || errText != "" {
		t.Fatalf("exit %d, stderr %q", code, errText)
	}
	if !strings.Contains(out, "Towers of Hanoi (3 discs): nodes generated by optimal solution depth") ||
		!strings.Contains(out, "A* off-c") {
		t.Errorf("output:\n%s", out)
	}
	for d := 1; d <= 7; d++ {
		if !strings.Contains(out, fmt.Sprintf("\n      %d ", d)) {
			t.Errorf("no row for depth %d:\n%s", d, out)
			break
		}
	}
	// The set file's header and the configuration's keys come from the
	// declaration: the size is written bare, and read as size: or disks:.
	dir := t.TempDir()
	set := filepath.Join(dir, "toy.txt")
	code, _, errText = run("experiment", "--puzzle", "toy", "--disks", "5", "--kind", "compare", "--walk", "9",
		"--instances", "4", "--engines", "astar,bfs", "--save-set", set)
	saved, _ := os.ReadFile(set)
	if code != 0 || !strings.Contains(string(saved), "\n# puzzle: toy 5\n") {
		t.Fatalf("exit %d, stderr %q, saved:\n%s", code, errText, saved)
	}
	if code, out, errText = run("experiment", "--load-set", set); code != 0 || !strings.Contains(out, "4/4") {
		t.Errorf("load-set: exit %d, stderr %q\n%s", code, errText, out)
	}
	for _, cfg := range []string{"puzzle: toy\nsize: 6\n", "puzzle: toy\ndisks: 6\n"} {
		name := filepath.Join(dir, "cfg.txt")
		os.WriteFile(name, []byte(cfg+"seed: 3\nswaps: 20\nnumber: 4\n"), 0o644)
		code, out, errText = run("experiment", "--config", name, "--engines", "astar")
		if code != 0 || !strings.Contains(out, "Towers of Hanoi (6 discs)") {
			t.Errorf("%q: exit %d, stderr %q\n%s", cfg, code, errText, out)
		}
	}
}
