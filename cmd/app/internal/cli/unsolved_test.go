package cli

import (
	"encoding/json"
	"strings"
	"testing"
)

// hard15 needs far more than the few nodes these searches may generate.
const hard15 = "14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3"

// TestUnsolvedClaimsNothing: a search that stopped without a path (a node
// limit, a timeout, any engine) reports no cost, depth, EBF or optimality,
// in JSON (null) and in text; a solved one reports all four.
func TestUnsolvedClaimsNothing(t *testing.T) {
	for _, args := range [][]string{
		{"--engine", "astar", "--max-nodes", "5"},
		{"--engine", "bfs", "--max-nodes", "5"},
		{"--engine", "idastar", "--max-nodes", "50"},
		{"--engine", "beam", "--beam-width", "2", "--max-nodes", "40"},
		{"--engine", "astar", "--timeout", "1ns"},
	} {
		code, out, errText := runArgs(append(append([]string{"solve", "--json"}, args...), hard15)...)
		var r map[string]any
		if err := json.Unmarshal([]byte(out), &r); err != nil || code != 1 {
			t.Fatalf("%v: exit %d, %v, stderr %q", args, code, err, errText)
		}
		for _, field := range []string{"optimal", "cost", "depth", "ebf"} {
			if v, ok := r[field]; !ok || v != nil {
				t.Errorf("%v: %s is %v (present %v), want null", args, field, v, ok)
			}
		}
		if r["solved"] != false || r["stop_reason"] == "goal" {
			t.Errorf("%v: solved %v, stop reason %v", args, r["solved"], r["stop_reason"])
		}
		code, out, _ = runArgs(append(append([]string{"solve"}, args...), hard15)...)
		lines := strings.Split(strings.TrimSpace(out), "\n")
		last := lines[len(lines)-1]
		if code != 1 || !strings.HasPrefix(last, "No path: expanded ") || strings.Contains(out, "optimal") || strings.Contains(out, "Cost") {
			t.Errorf("%v: exit %d, text ends %q", args, code, last)
		}
		code, out, _ = runArgs(append(append([]string{"trace", "--steps", "0"}, args...), hard15)...)
		lines = strings.Split(strings.TrimSpace(out), "\n")
		var tr struct{ Result map[string]any }
		if err := json.Unmarshal([]byte(lines[len(lines)-1]), &tr); err != nil || code != 1 || tr.Result["optimal"] != nil || tr.Result["cost"] != nil {
			t.Errorf("trace %v: exit %d, last line %.200s (%v)", args, code, lines[len(lines)-1], err)
		}
	}
	code, out, _ := runArgs("solve", "--json", "312 645 7b8")
	var r struct {
		Optimal *bool
		Cost    *int
		Depth   *int
		EBF     *float64
	}
	if err := json.Unmarshal([]byte(out), &r); err != nil || code != 0 || r.Optimal == nil || !*r.Optimal ||
		r.Cost == nil || *r.Cost != 3 || r.Depth == nil || *r.Depth != 3 || r.EBF == nil || *r.EBF <= 1 {
		t.Errorf("solved: exit %d, %s", code, out)
	}
}
