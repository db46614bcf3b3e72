package cli

import (
	"strings"
	"testing"
)

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

// TestFlagsDecimal: a number flag reads the one spelling a script's
// maxNodes and a tile read: 10, not Go's octal 010, 0x10, +10 or 1_0.
func TestFlagsDecimal(t *testing.T) {
	code, out, errText := runArgs("solve", "--json", "--engine", "bfs", "--max-nodes", "10", hard15)
	if code != 1 || !strings.Contains(out, `"generated":10,`) {
		t.Errorf("--max-nodes 10: exit %d, %q %q", code, out, errText)
	}
	for _, args := range [][]string{
		{"solve", "--max-nodes", "0x10", "312 645 7b8"},
		{"solve", "--max-nodes", "010", "312 645 7b8"},
		{"solve", "--max-nodes", "+10", "312 645 7b8"},
		{"solve", "--max-nodes", "1e3", "312 645 7b8"},
		{"solve", "--seed", "1_000", "--random-walk", "3"},
		{"experiment", "--instances", "0b11"},
		{"experiment", "--instances", "010"},
		{"letters", "--board", "...S.....", "--to-move", "max", "--tree", "--depth", "0o1"},
	} {
		code, _, errText := runArgs(args...)
		if code != 2 || !strings.Contains(errText, "not a whole number such as 12") || strings.Count(errText, "\n") != 1 {
			t.Errorf("%v: exit %d, %q", args, code, errText)
		}
	}
}
