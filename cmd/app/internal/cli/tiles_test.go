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
