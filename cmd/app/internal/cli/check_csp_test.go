package cli

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"frontier/core/sandbox"
)

// TestCheckCSPArguments: a bad combination of flags is one line, exit 2.
func TestCheckCSPArguments(t *testing.T) {
	cases := map[string][]string{
		"--var is for a constraint satisfaction program: name its problem with --csp": {"check", "--run", "x", "--var", "mrv"},
		"--csp needs the program: --run 'COMMAND'":                                    {"check", "--csp", "australia"},
		`--csp "mars" is not one of australia, queens, sudoku, map, file`:             {"check", "--run", "x", "--csp", "mars"},
		"--n is for --csp queens, not australia":                                      {"check", "--run", "x", "--csp", "australia", "--n", "6"},
		"--engine is for a search program, not --csp":                                 {"check", "--run", "x", "--csp", "queens", "--engine", "bfs"},
		"--order is for a search program, not --csp":                                  {"check", "--run", "x", "--csp", "queens", "--order", "up"},
		"--answer is for a search program, not --csp":                                 {"check", "--answer", "f", "--csp", "queens"},
		"--csp takes no STATE":                                                        {"check", "--run", "x", "--csp", "queens", "1,2,3"},
		`--var "mvr" is not one of static, mrv or mrv-degree`:                         {"check", "--run", "x", "--csp", "queens", "--var", "mvr"},
		`--inference "ac3" is not one of none, fc or mac`:                             {"check", "--run", "x", "--csp", "queens", "--inference", "ac3"},
		"--map is for --csp map, not queens":                                          {"check", "--run", "x", "--csp", "queens", "--map", "romania"},
		"--n: 0 queens: want 1 to 1000":                                               {"check", "--run", "x", "--csp", "queens", "--n", "0"},
	}
	for want, args := range cases {
		code, _, errText := runArgs(args...)
		if code != 2 || !strings.Contains(errText, want) || strings.Count(errText, "\n") != 1 {
			t.Errorf("%q: exit %d, stderr %q; want 2 and %q on one line", args, code, errText, want)
		}
	}
}

// TestCheckCSP: the right program passes and exits 0; the one that takes
// its variables in order where MRV then degree is asked exits 1, its
// report naming the first assignment and the rule.
func TestCheckCSP(t *testing.T) {
	dir := solversOf(t, "cspcheck")
	if err := sandbox.Probe(); err != nil {
		t.Skipf("no sandbox here: %v", err)
	}
	code, out, errText := runArgs("check", "--csp", "australia", "--var", "mrv", "--inference", "fc", "--run", "python3 "+filepath.Join(dir, "csp_backtrack.py"))
	if code != 0 || errText != "" || !strings.Contains(out, "— PASS") || !strings.Contains(out, "1 of 1 test passes.") {
		t.Errorf("exit %d, stderr %q:\n%s", code, errText, out)
	}
	code, out, _ = runArgs("check", "--csp", "australia", "--var", "mrv-degree", "--json", "--run", "python3 "+filepath.Join(dir, "csp_static.py"))
	var r struct {
		Tests []struct {
			Verdict    string   `json:"verdict"`
			Diagnosis  []string `json:"diagnosis"`
			Divergence struct {
				Assignment int    `json:"assignment"`
				Says       string `json:"says"`
			} `json:"divergence"`
		} `json:"tests"`
		Passed int `json:"passed"`
	}
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatalf("%v:\n%s", err, out)
	}
	if code != 1 || len(r.Tests) != 1 || r.Passed != 0 || r.Tests[0].Diagnosis[0] != "wrong-order" || r.Tests[0].Divergence.Assignment != 1 ||
		!strings.Contains(r.Tests[0].Divergence.Says, "you assigned WA, but the backtracker picks SA") {
		t.Errorf("exit %d:\n%s", code, out)
	}
	code, out, _ = runArgs("check", "--csp", "queens", "--n", "4", "--run", "python3 "+filepath.Join(dir, "csp_wrong_solution.py"))
	if code != 1 || !strings.Contains(out, "✗ solution   The solution breaks a constraint, q1 and q2 not attacking") {
		t.Errorf("exit %d:\n%s", code, out)
	}
}
