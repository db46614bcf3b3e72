package cli

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestSolvePruning: --pruning and --goal-test change what solve does on
// Romania as the engines' choices say (BFS's figures worked by hand:
// Arad's roads go to Zerind, Timisoara and Sibiu), and the JSON says
// which choice ran and why BFS is not optimal there.
func TestSolvePruning(t *testing.T) {
	for _, tc := range []struct {
		args                []string
		expanded, generated int64
		cost                int
	}{
		{[]string{"--engine", "bfs"}, 7, 17, 450},
		{[]string{"--engine", "bfs", "--goal-test", "expanded"}, 9, 22, 450},
		{[]string{"--engine", "bfs", "--pruning", "none", "--goal-test", "expanded"}, 28, 75, 450},
		{[]string{"--engine", "bfs", "--pruning", "path"}, 8, 19, 450},
		{[]string{"--engine", "ucs", "--pruning", "none"}, 52, 132, 418},
		{[]string{"--engine", "ids", "--pruning", "none"}, 16, 41, 450},
	} {
		args := append([]string{"solve", "--json", "--puzzle", "route", "--from", "Arad", "--to", "Bucharest"}, tc.args...)
		code, out, errText := runArgs(args...)
		var r struct {
			Expanded, Generated int64
			Cost                int
			Optimal             bool
			OptimalWhy          string `json:"optimal_why"`
			Pruning             string
			GoalTest            string `json:"goal_test"`
		}
		if err := json.Unmarshal([]byte(out), &r); err != nil || code != 0 || errText != "" {
			t.Fatalf("%v: exit %d, %v, stderr %q", tc.args, code, err, errText)
		}
		if r.Expanded != tc.expanded || r.Generated != tc.generated || r.Cost != tc.cost {
			t.Errorf("%v: expanded %d, generated %d, cost %d; want %d, %d, %d", tc.args, r.Expanded, r.Generated, r.Cost,
				tc.expanded, tc.generated, tc.cost)
		}
		if r.Optimal == (r.OptimalWhy != "") || !r.Optimal && !strings.Contains(r.OptimalWhy, "fewest moves") {
			t.Errorf("%v: optimal %v, why %q", tc.args, r.Optimal, r.OptimalWhy)
		}
		if want := flagValue(tc.args, "--pruning"); r.Pruning != want {
			t.Errorf("%v: pruning %q in the JSON", tc.args, r.Pruning)
		}
		if want := flagValue(tc.args, "--goal-test"); r.GoalTest != want {
			t.Errorf("%v: goal_test %q in the JSON", tc.args, r.GoalTest)
		}
	}
	code, out, _ := runArgs("solve", "--puzzle", "route", "--engine", "bfs")
	if code != 0 || !strings.Contains(out, "\nWhy not optimal: BFS finds a path of fewest moves, not the cheapest") {
		t.Errorf("bfs text: exit %d\n%s", code, out)
	}
	// DFS tree search goes Arad, Zerind, then round Oradea–Zerind until the node limit.
	code, out, _ = runArgs("solve", "--puzzle", "route", "--engine", "dfs", "--pruning", "none", "--max-nodes", "500")
	if code != 1 || !strings.Contains(out, "No path: expanded 250, generated 500,") {
		t.Errorf("dfs tree search: exit %d\n%s", code, out)
	}
}

func flagValue(args []string, name string) string {
	for i, a := range args {
		if a == name {
			return args[i+1]
		}
	}
	return ""
}

// TestPruningRefused: a choice that does not exist, or that the engine
// does not offer, is one line on stderr and exit status 2, for solve and
// trace alike.
func TestPruningRefused(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"solve", "--pruning", "cycle"}, `frontier solve: --pruning: unknown pruning "cycle" (want none, parent, path or graph)`},
		{[]string{"solve", "--goal-test", "popped"}, `frontier solve: --goal-test: unknown goal test "popped" (want generated or expanded)`},
		{[]string{"solve", "--engine", "ids", "--pruning", "graph"}, `frontier solve: IDS does not offer pruning "graph" (it offers parent, none or path)`},
		{[]string{"solve", "--engine", "beam", "--pruning", "none"}, "frontier solve: Beam offers no pruning choice"},
		{[]string{"solve", "--engine", "astar", "--goal-test", "generated"}, "frontier solve: A* offers no goal-test choice"},
		{[]string{"trace", "--puzzle", "route", "--engine", "ucs", "--goal-test", "expanded"}, "frontier trace: UCS offers no goal-test choice"},
		{[]string{"trace", "--engine", "dfs", "--pruning", "parent"}, `frontier trace: DFS does not offer pruning "parent" (it offers graph, none or path)`},
	} {
		code, out, errText := runArgs(tc.args...)
		if code != 2 || out != "" || errText != tc.want+"\n" {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want %s", tc.args, code, out, errText, tc.want)
		}
	}
}

// TestTracePruning: a trace under path checking reports Zerind's road
// back to Arad as a cycle.
func TestTracePruning(t *testing.T) {
	code, out, errText := runArgs("trace", "--puzzle", "route", "--engine", "bfs", "--pruning", "path", "--steps", "2")
	if code != 1 || errText != "" {
		t.Fatalf("exit %d, stderr %q", code, errText)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	var step struct {
		State    string
		Children []struct{ State, Fate string }
	}
	if err := json.Unmarshal([]byte(lines[1]), &step); err != nil {
		t.Fatal(err)
	}
	if step.State != "Zerind" || len(step.Children) != 2 || step.Children[1].State != "Arad" || step.Children[1].Fate != "cycle" {
		t.Errorf("step 2: %+v", step)
	}
}
