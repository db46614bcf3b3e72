package cli

import (
	"strings"
	"testing"
)

// TestTileSpelling: a tile number has one spelling on the command line as
// in the parser and scripts: no leading zero, no sign, whether the state is
// the start or the goal, and even where the flag package would take a
// leading minus for a flag.
func TestTileSpelling(t *testing.T) {
	for _, tc := range []struct {
		args []string
		tile string
	}{
		{[]string{"solve", "007", "1", "2", "3", "4", "5", "6", "0", "8"}, "007"},
		{[]string{"solve", "1,2,3,4,5,6,7,8,00"}, "00"},
		{[]string{"solve", "+1,0,2,3,4,5,6,7,8"}, "+1"},
		{[]string{"solve", "-0,1,2,3,4,5,6,7,8"}, "-0"},
		{[]string{"solve", "--engine", "bfs", "-1", "0", "2", "3", "4", "5", "6", "7", "8"}, "-1"},
		{[]string{"solve", "--", "-1", "0", "2", "3", "4", "5", "6", "7", "8"}, "-1"},
		{[]string{"solve", "1,0,2,3,4,5,6,7,-8"}, "-8"},
		{[]string{"solve", "--goal", "0 1 2 3 4 5 6 7 08", "1,0,2,3,4,5,6,7,8"}, "08"},
		{[]string{"trace", "+1,0,2,3,4,5,6,7,8"}, "+1"},
		{[]string{"trace", "-0,1,2,3,4,5,6,7,8"}, "-0"},
	} {
		code, out, errText := runArgs(tc.args...)
		want := `tile "` + tc.tile + `": write tile numbers without leading zeros or signs`
		if code != 2 || out != "" || !strings.Contains(errText, want) || strings.Count(errText, "\n") != 1 {
			t.Errorf("%v: exit %d, stderr %q; want %q", tc.args, code, errText, want)
		}
	}
	if code, _, errText := runArgs("solve", "1,0,2,3,4,5,6,7,8"); code != 0 {
		t.Errorf("a plain state: exit %d, %q", code, errText)
	}
	if code, _, errText := runArgs("solve", "--engine", "bfs", "-x", "1,0,2,3,4,5,6,7,8"); code != 2 || !strings.Contains(errText, "flag provided but not defined: -x") {
		t.Errorf("an unknown flag: exit %d, %q", code, errText)
	}
}

// TestExtraArguments: an argument a command does not take is a one-line
// usage error, exit status 2, whichever the command.
func TestExtraArguments(t *testing.T) {
	for _, args := range [][]string{
		{"--version", "extra"}, {"version", "extra"}, {"-version", "--json"},
		{"--help", "extra"}, {"help", "solve"}, {"-h", "x"},
		{"script", "a.txt", "extra"},
		{"letters", "--board", "...S.....", "--to-move", "max", "extra"},
		{"experiment", "--depths", "2", "extra"},
		{"solve", "312", "645", "7b8", "extra"},
		{"trace", "312", "645", "7b8", "extra"},
	} {
		code, out, errText := runArgs(args...)
		if code != 2 || out != "" || strings.Count(errText, "\n") != 1 {
			t.Errorf("%v: exit %d, stdout %q, stderr %q", args, code, out, errText)
		}
	}
	if code, _, errText := runArgs("--version", "extra"); !strings.Contains(errText, `frontier: --version takes no argument, not "extra"`) {
		t.Errorf("--version extra: exit %d, %q", code, errText)
	}
}

// TestFlagsDecimal: a number flag reads decimal, as a script reads
// maxNodes: 010 is ten, not Go's octal eight; 0x10 is refused.
func TestFlagsDecimal(t *testing.T) {
	code, out, errText := runArgs("solve", "--json", "--engine", "bfs", "--max-nodes", "010", hard15)
	if code != 1 || !strings.Contains(out, `"generated":10,`) {
		t.Errorf("--max-nodes 010: exit %d, %q %q", code, out, errText)
	}
	code, out, _ = runArgs("experiment", "--depths", "2", "--instances", "010", "--csv", "-")
	if code != 0 || !strings.Contains(out, "\n2,astar:misplaced,10,10,") {
		t.Errorf("--instances 010: exit %d, %q", code, out)
	}
	for _, args := range [][]string{
		{"solve", "--max-nodes", "0x10", "312 645 7b8"},
		{"solve", "--seed", "1_000", "--random-walk", "3"},
		{"experiment", "--instances", "0b11"},
		{"letters", "--board", "...S.....", "--to-move", "max", "--tree", "--depth", "0o1"},
	} {
		code, _, errText := runArgs(args...)
		if code != 2 || !strings.Contains(errText, "not a whole number in decimal") || strings.Count(errText, "\n") != 1 {
			t.Errorf("%v: exit %d, %q", args, code, errText)
		}
	}
}
