package cli

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"io"
	"os"
	"regexp"
	"strings"
	"testing"
	"time"
)

// cspJSON runs frontier csp with --json and reads its object.
func cspJSON(t *testing.T, wantCode int, args ...string) map[string]any {
	t.Helper()
	code, out, errText := runArgs(append([]string{"csp", "--json"}, args...)...)
	if code != wantCode || errText != "" {
		t.Fatalf("%v: exit %d, stderr %q", args, code, errText)
	}
	var r map[string]any
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatalf("%v: %v in %s", args, err, out)
	}
	for _, field := range []string{"solved", "stop_reason", "assignment", "assignments", "backtracks", "checks"} {
		if _, ok := r[field]; !ok {
			t.Errorf("%v: no %s in %s", args, field, out)
		}
	}
	return r
}

// TestCSPJSON: the fields the command promises, with the textbook's
// names and values: regions by name and colours by name, queens' rows
// from 1 as numbers, Sudoku's digits, solutions with --all, domains with
// ac3.
func TestCSPJSON(t *testing.T) {
	r := cspJSON(t, 0)
	a := r["assignment"].(map[string]any)
	for _, region := range []string{"WA", "NT", "SA", "Q", "NSW", "V", "T"} {
		if c, ok := a[region].(string); !ok || (c != "red" && c != "green" && c != "blue") {
			t.Errorf("Australia: %s = %v", region, a[region])
		}
	}
	r = cspJSON(t, 0, "--problem", "queens", "--all")
	if r["solutions"] != 92.0 || r["assignment"].(map[string]any)["q1"] != 1.0 {
		t.Errorf("8-queens --all: %v solutions, q1 = %v", r["solutions"], r["assignment"].(map[string]any)["q1"])
	}
	r = cspJSON(t, 0, "--problem", "queens", "--n", "4", "--all", "--var", "mrv", "--val", "lcv", "--inference", "mac")
	if r["solutions"] != 2.0 {
		t.Errorf("4-queens: %v solutions", r["solutions"])
	}
	r = cspJSON(t, 0, "--problem", "sudoku", "--engine", "ac3")
	if d := r["domains"].(map[string]any); r["solved"] != true || len(d) != 81 || len(d["r1c1"].([]any)) != 1 {
		t.Errorf("easy by AC-3: solved %v, %d domains", r["solved"], len(d))
	}
	r = cspJSON(t, 1, "--problem", "sudoku", "--board", "harder", "--engine", "ac3")
	if r["solved"] != false || r["assignment"] != nil {
		t.Errorf("harder by AC-3: solved %v", r["solved"])
	}
	r = cspJSON(t, 0, "--problem", "sudoku", "--board", "harder", "--var", "mrv", "--inference", "fc")
	if r["assignment"].(map[string]any)["r9c9"] != 3.0 {
		t.Errorf("harder: r9c9 = %v", r["assignment"].(map[string]any)["r9c9"])
	}
	r = cspJSON(t, 1, "--problem", "map", "--colors", "2")
	if r["solved"] != false || r["stop_reason"] != "exhausted" {
		t.Errorf("Romania in 2 colours: %v", r)
	}
	r = cspJSON(t, 0, "--problem", "queens", "--engine", "min-conflicts", "--seed", "3")
	if r["solved"] != true || r["steps"] == nil || r["seed"] != 3.0 || len(r["assignment"].(map[string]any)) != 8 {
		t.Errorf("8-queens by min-conflicts: %v", r)
	}
	r = cspJSON(t, 0, "--problem", "file", "--file", "../../../../docs/examples/twotwofour.csp", "--all", "--inference", "mac")
	if _, hidden := r["assignment"].(map[string]any)["table@10"]; hidden || r["solutions"] != 7.0 {
		t.Errorf("TWO + TWO = FOUR: %v", r)
	}
}

// TestCSPBadInput: every bad command line is one line on stderr and exit
// status 2.
func TestCSPBadInput(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--problem", "chess"}, `--problem "chess" is not one of australia, queens, sudoku, map, file`},
		{[]string{"--problem", "queens", "--n", "0"}, "--n: 0 queens: want 1 to 1000"},
		{[]string{"--problem", "queens", "--n", "08"}, "invalid value \"08\" for flag -n: not a whole number"},
		{[]string{"--n", "5"}, "--n is for --problem queens, not australia"},
		{[]string{"--problem", "sudoku", "--board", "55" + strings.Repeat(".", 79)}, "--board: r1c1 and r1c2 both hold 5 (row 1)"},
		{[]string{"--problem", "file"}, "--file: name the problem file"},
		{[]string{"--problem", "file", "--file", "/dev/null/x"}, `--file "/dev/null/x": `},
		{[]string{"--problem", "map", "--colors", "13"}, "--colors: 13 colours: want 1 to 12"},
		{[]string{"--engine", "dfs"}, `--engine "dfs" is not one of backtracking, ac3 or min-conflicts`},
		{[]string{"--var", "degree"}, `--var "degree" is not one of static, mrv or mrv-degree`},
		{[]string{"--engine", "ac3", "--inference", "mac"}, "--inference is for --engine backtracking, not ac3"},
		{[]string{"--seed", "4"}, "--seed is for --engine min-conflicts, not backtracking"},
		{[]string{"--engine", "min-conflicts", "--max-steps", "0"}, "--max-steps must be 1 or more"},
		{[]string{"--engine", "min-conflicts", "--all"}, "--all is for --engine backtracking, not min-conflicts"},
		{[]string{"--timeout", "-1s"}, "--timeout must not be negative"},
		{[]string{"WA"}, `unexpected argument "WA"`},
		{[]string{"--bogus"}, "flag provided but not defined: -bogus"},
	} {
		code, out, errText := runArgs(append([]string{"csp"}, tc.args...)...)
		if code != 2 || out != "" || !strings.HasPrefix(errText, "frontier csp: ") || !strings.Contains(errText, tc.want) ||
			strings.Count(errText, "\n") != 1 {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want %q", tc.args, code, out, errText, tc.want)
		}
	}
}

// TestCSPHelp: -h prints the usage, with every choice's sentence.
func TestCSPHelp(t *testing.T) {
	code, out, _ := runArgs("csp", "-h")
	if code != 0 || !strings.Contains(out, "--var mrv-degree") || !strings.Contains(out, "sudoku") {
		t.Errorf("exit %d: %s", code, out)
	}
}

var (
	cspElapsed     = regexp.MustCompile(`\d+\.\d{3} ms`)
	cspElapsedJSON = regexp.MustCompile(`"elapsed_ms":[0-9.e+-]+`)
)

// TestCSPDocs: each `$ frontier csp …` block of docs/csp.md is what the
// command prints, its times aside.
func TestCSPDocs(t *testing.T) {
	t.Chdir("../../../..")
	data, err := os.ReadFile("docs/csp.md")
	if err != nil {
		t.Fatal(err)
	}
	mask := func(s string) string {
		return cspElapsedJSON.ReplaceAllString(cspElapsed.ReplaceAllString(s, "#.### ms"), `"elapsed_ms":#`)
	}
	blocks := 0
	for _, block := range strings.Split(string(data), "```")[1:] {
		block = strings.TrimPrefix(block, "\n")
		command, want, ok := strings.Cut(block, "\n")
		if !ok || !strings.HasPrefix(command, "$ frontier csp") {
			continue
		}
		blocks++
		_, out, errText := runArgs(strings.Fields(strings.TrimPrefix(command, "$ frontier "))...)
		if got := mask(out + errText); got != mask(want) {
			t.Errorf("%s prints\n%s\ndocs/csp.md shows\n%s", command, got, want)
		}
	}
	if blocks < 6 {
		t.Errorf("docs/csp.md shows %d runs of frontier csp", blocks)
	}
}

// FuzzCSPFlags reads any command line as csp's and, when it is good,
// runs it within small limits and prints it both ways: no panic, and a
// bad line is one short message.
func FuzzCSPFlags(f *testing.F) {
	for _, s := range []string{"", "--problem\x00queens\x00--n\x006\x00--all", "--problem\x00sudoku\x00--board\x00harder\x00--engine\x00ac3",
		"--problem\x00map\x00--colors\x002\x00--var\x00mrv-degree\x00--inference\x00fc", "--val\x00lcv\x00--json",
		"--problem\x00file\x00--file\x00../../../../docs/examples/twotwofour.csp", "--engine\x00min-conflicts\x00--seed\x007"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		req, err := parseCSP(args(text))
		if errors.Is(err, flag.ErrHelp) {
			return
		}
		if err != nil {
			checkLine(t, text, oneLine(err))
			return
		}
		req.opts.MaxAssignments, req.opts.Timeout = 5000, 200*time.Millisecond
		if req.maxSteps == 0 || req.maxSteps > 5000 {
			req.maxSteps = 5000
		}
		rep, err := req.run(context.Background())
		if err != nil {
			checkLine(t, text, oneLine(err))
			return
		}
		rep.writeText(io.Discard)
		var b bytes.Buffer
		rep.writeJSON(&b)
		if !json.Valid(b.Bytes()) {
			t.Fatalf("%.80q: JSON %s", text, b.String())
		}
	})
}
