package script

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	"frontier/core/domains/sliding"
	"frontier/core/search"
)

func run(t *testing.T, text string) (string, error) {
	t.Helper()
	var out strings.Builder
	err := Run(context.Background(), strings.NewReader(text), &out)
	return out.String(), err
}

// The example's transcript, written out by hand: each search takes the
// three moves LEFT, UP, UP; the node counts leave out the start node.
const exampleWant = `#Solve state "312 645 7b8" for all three algorithms
Solving puzzle 312 645 7b8 with A* and 1000 allowed nodes.
Starting state: 312 645 7b8
Move 1: LEFT. State: 312 645 b78
Move 2: UP. State: 312 b45 678
Move 3: UP. State: b12 345 678
Solved using A* with heuristic 'misplaced' with 8 nodes generated.
Solving puzzle 312 645 7b8 with A* and 1000 allowed nodes.
Starting state: 312 645 7b8
Move 1: LEFT. State: 312 645 b78
Move 2: UP. State: 312 b45 678
Move 3: UP. State: b12 345 678
Solved using A* with heuristic 'manhattan' with 8 nodes generated.
Solving puzzle 312 645 7b8 with Local Beam Search using k = 100 and 1000 allowed nodes.
Starting state: 312 645 7b8
Move 1: LEFT. State: 312 645 b78
Move 2: UP. State: 312 b45 678
Move 3: UP. State: b12 345 678
Solved using Beam with heuristic 'manhattan' with 12 nodes generated.
#For this simple starting state, all three algorithms solved it the same way.
`

func TestExampleScript(t *testing.T) {
	got, err := run(t, Example)
	if err != nil {
		t.Fatal(err)
	}
	if got != exampleWant {
		t.Errorf("got:\n%s\nwant:\n%s", got, exampleWant)
	}
}

func TestErrorsNameTheLine(t *testing.T) {
	for _, tc := range []struct{ script, want string }{
		{"printState\nfly away\n", "line 2: unknown command \"fly\""},
		{"# ok\n\nsetState 312 645 7b9\n", "line 3: setState: "},
		{"setState\n", "line 1: setState needs a state"},
		{"move sideways\n", "line 1: unknown move \"sideways\" (want up, down, left, right)"},
		{"move up\n", "line 1: move up is not possible from b12 345 678"},
		{"maxNodes 0\n", "line 1: maxNodes: \"0\" is not a whole number from 1 to 1,000,000,000,000"},
		{"randomizeState many\n", "line 1: randomizeState: \"many\""},
		{"seed 1 2\n", "line 1: seed takes one number"},
		{"solveAStar h7\n", "line 1: unknown heuristic \"h7\""},
		{"solveAStar\n", "line 1: solveAStar takes one heuristic"},
		{"solveBeam -3\n", "line 1: solveBeam: \"-3\""},
		{"solve astra h2\n", "line 1: unknown engine \"astra\""},
		{"solve bfs h2\n", "line 1: solve bfs: BFS uses no heuristic"},
		{"solve astar 100\n", "line 1: solve astar: unexpected number \"100\""},
		{"setState 312 645 7b8\nmove left\nmove left\n", "line 3: move left is not possible"},
		{"setState WWWW BBBB RRRR GGGG OOOO YYYX\n", "line 1: setState: "},
		{"setState WWWW BBBB RRRR GGGG OOOO YYYY\nmove Q\n", "line 2: "},
		{"setState WWWW BBBB RRRR GGGG OOOO YYYY\nsolve astar manhattan\n", "line 2: "},
	} {
		out, err := run(t, tc.script)
		var serr *Error
		if !errors.As(err, &serr) || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("script %q: error %v, want prefix %q (output %q)", tc.script, err, tc.want, out)
		}
		if err != nil && strings.Contains(err.Error(), "\n") {
			t.Errorf("error is not one line: %q", err)
		}
	}
}

func TestSeedsSpellingsAndState(t *testing.T) {
	got, err := run(t, "setState 1,2,0,3,4,5,6,7,8\nmove left\nprintState\nmove left\nprintStats\n"+
		"setState 312 645 7b8\nsolve A-star h2\nprintState\nsetState 312 645 7b8\nsolve beam 100\nsetState 312 645 7b8\nsolve IDA* linear-conflict\nsolve bfs\n")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"Current puzzle state: 1b2 345 678\nCurrent puzzle state: b12 345 678\n",
		"Solved using A* with heuristic 'manhattan' with",
		"Current puzzle state: b12 345 678\n", // a solve leaves the puzzle solved
		"Local Beam Search using k = 100 and 1000 allowed nodes.",
		"Solved using IDA* with heuristic 'linear-conflict'",
		"Solving puzzle b12 345 678 with BFS and 1000 allowed nodes.\nStarting state: b12 345 678\nSolved using BFS with 0 nodes generated.\n",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("output lacks %q:\n%s", want, got)
		}
	}
}

// TestEngineAliases: the other names of the engines' descriptions, in any
// spelling, name the same engine as its id.
func TestEngineAliases(t *testing.T) {
	for _, c := range []struct{ name, want string }{
		{"local-beam 10", "Local Beam Search using k = 10"},
		{"Best_First h1", "Solved using Greedy best-first with heuristic 'misplaced'"},
		{"greedy-best-first", "Solved using Greedy best-first with heuristic 'manhattan'"},
	} {
		got, err := run(t, "setState 312 645 7b8\nsolve "+c.name+"\n")
		if err != nil || !strings.Contains(got, c.want) {
			t.Errorf("solve %s: %v, output lacks %q:\n%s", c.name, err, c.want, got)
		}
	}
	if _, err := run(t, "solve beamy\n"); err == nil || !strings.Contains(err.Error(), `unknown engine "beamy"`) {
		t.Errorf("solve beamy: %v", err)
	}
}

// randomizeState reseeds each time: from the same state with the same seed
// it draws the same scramble, and the seed command changes it.
func TestRandomizeIsSeeded(t *testing.T) {
	got, err := run(t, "randomizeState 500\nprintState\nsetState b12 345 678\nrandomizeState 500\nprintState\n"+
		"setState b12 345 678\nseed 2\nrandomizeState 500\nprintState\n")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(got), "\n")
	if len(lines) != 3 || lines[0] != lines[1] || lines[0] == lines[2] || lines[0] == "Current puzzle state: b12 345 678" {
		t.Errorf("states:\n%s", got)
	}
}

func TestFailedSolveAndCube(t *testing.T) {
	got, err := run(t, "setState 867 254 301\nmaxNodes 50\nsolveBeam 10\nprintState\n"+
		"setState WWWW BBBB RRRR GGGG OOOO YYYY\nmove R\nmove U'\nsolve astar pdb\nprintState\n")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"Not solved using Beam with heuristic 'manhattan': node-limit after",
		"(best h reached: ",
		"Current puzzle state: 867 254 3b1\n", // a failed solve leaves the state
		"Move 2: ",
		"Solved using A* with heuristic 'pdb' with",
		"Current puzzle state: WWWW BBBB RRRR GGGG OOOO YYYY\n",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("output lacks %q:\n%s", want, got)
		}
	}
	if strings.Contains(got, "Move 3: ") {
		t.Errorf("cube solved R U' in more than two moves:\n%s", got)
	}
}

func TestCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	err := Run(ctx, strings.NewReader("printState\n"), &strings.Builder{})
	if !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled script returned %v", err)
	}
}

// TestSolveChoices: solve takes the engine's pruning and goal-test
// choices, and runs the search they name (the counts of a direct search
// with the same options); a choice the engine does not offer is an error.
func TestSolveChoices(t *testing.T) {
	b := sliding.MustBoard(3, false, nil)
	start, _ := b.ParseState("312 645 7b8")
	p, err := sliding.NewProblem(b, start, "manhattan")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		words string
		opts  search.Options
	}{
		{"bfs", search.Options{}},
		{"bfs pruning=none goal-test=expanded", search.Options{Pruning: search.PruneNone, GoalTest: search.GoalOnExpansion}},
		{"astar h2 pruning=path", search.Options{Pruning: search.PrunePath}},
		{"ids pruning=none", search.Options{Pruning: search.PruneNone}},
	} {
		c.opts.MaxNodes = 100_000
		e, _ := parseEngine(strings.Fields(c.words)[0])
		r := search.Run(context.Background(), e, p, c.opts)
		got, err := run(t, "maxNodes 100000\nsetState 312 645 7b8\nsolve "+c.words+"\n")
		if want := fmt.Sprintf("with %d nodes generated.", r.Generated); err != nil || !strings.Contains(got, want) {
			t.Errorf("solve %s: %v, output lacks %q:\n%s", c.words, err, want, got)
		}
	}
	bfs := search.Run(context.Background(), search.EngineBFS, p, search.Options{})
	tree := search.Run(context.Background(), search.EngineBFS, p, search.Options{Pruning: search.PruneNone, GoalTest: search.GoalOnExpansion})
	if tree.Generated <= bfs.Generated {
		t.Errorf("BFS tree search with a late goal test generated %d, graph search %d", tree.Generated, bfs.Generated)
	}
	for words, want := range map[string]string{
		"ids pruning=graph":        `solve ids: IDS does not offer pruning "graph"`,
		"astar goal-test=expanded": "solve astar: A* offers no goal-test choice",
		"bfs pruning=loops":        `solve bfs: unknown pruning "loops"`,
	} {
		if _, err := run(t, "solve "+words+"\n"); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("solve %s: %v, want %q", words, err, want)
		}
	}
}
