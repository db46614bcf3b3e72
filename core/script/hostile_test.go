package script

import (
	"context"
	"errors"
	"strings"
	"testing"
)

// TestScriptAsSaved: a script saved by a Windows editor (a byte-order mark,
// CRLF line ends) runs as the same script.
func TestScriptAsSaved(t *testing.T) {
	plain, err := run(t, Example)
	if err != nil {
		t.Fatal(err)
	}
	windows, err := run(t, "\xef\xbb\xbf"+strings.ReplaceAll(Example, "\n", "\r\n"))
	if err != nil || windows != plain {
		t.Fatalf("with a mark and CRLF: %v\n%s", err, windows)
	}
	if out, err := run(t, "\xef\xbb\xbfprintState\r\n"); err != nil || out != "Current puzzle state: b12 345 678\n" {
		t.Errorf("printState after a mark: %q, %v", out, err)
	}
}

func TestHostileLines(t *testing.T) {
	long := strings.Repeat("x", 70_000)
	for _, tc := range []struct{ script, want string }{
		{"printState\n" + long + "\n", "line 2: the line is longer than 64 KB"},
		{"printState\n" + strings.Repeat("y", 60_000) + "\n", `line 2: unknown command "` + strings.Repeat("y", 60) + `"… (want`},
		{"move \x1b[2J\n", `line 1: unknown move "\x1b[2J"`},
		{"setState " + strings.Repeat("9", 5000) + "\n", "line 1: setState: "},
		{"seed 18446744073709551616\n", "line 1: seed: \"18446744073709551616\" is not a whole number from 0 to 18446744073709551615"},
		{"randomizeState 1000001\n", "line 1: randomizeState: \"1000001\" is not a whole number from 0 to 1,000,000"},
		{"solveBeam 99999999999\n", "line 1: solveBeam: \"99999999999\" is not a whole number from 1 to 100,000"},
		{"solve beam 99999999999999999999\n", "line 1: solve beam: unexpected number \"99999999999999999999\""},
		{"setState 007 1 2 3 4 5 6 0 8\n", `line 1: setState: tile "007": write tile numbers without leading zeros or signs`},
		{"setState +1,0,2,3,4,5,6,7,8\n", `line 1: setState: tile "+1": write tile numbers without leading zeros or signs`},
		{"setState -0 1 2 3 4 5 6 7 8\n", `line 1: setState: tile "-0": write tile numbers without leading zeros or signs`},
		{"maxNodes 9223372036854775807\n", "line 1: maxNodes: \"9223372036854775807\" is not a whole number from 1 to 1,000,000,000,000"},
	} {
		_, err := run(t, tc.script)
		var serr *Error
		if !errors.As(err, &serr) || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("script %.40q: error %v, want prefix %q", tc.script, err, tc.want)
		}
		if err != nil && (strings.Contains(err.Error(), "\n") || len(err.Error()) > 300) {
			t.Errorf("script %.40q: error of %d bytes or on two lines", tc.script, len(err.Error()))
		}
	}
}

func TestSeedFullRange(t *testing.T) {
	a, err := run(t, "seed 18446744073709551615\nrandomizeState 30\nprintState\n")
	if err != nil {
		t.Fatal(err)
	}
	b, _ := run(t, "seed 18446744073709551614\nrandomizeState 30\nprintState\n")
	if a == b {
		t.Errorf("seeds 2^64-1 and 2^64-2 gave the same scramble: %s", a)
	}
}

// failing accepts n writes, then fails every one.
type failing struct{ n int }

var errFull = errors.New("no space left on device")

func (f *failing) Write(p []byte) (int, error) {
	if f.n == 0 {
		return 0, errFull
	}
	f.n--
	return len(p), nil
}

// TestWriteFailure: output that cannot be written stops the script with
// that error, not an *Error blaming a line.
func TestWriteFailure(t *testing.T) {
	for _, n := range []int{0, 1, 3, 10} {
		err := Run(context.Background(), strings.NewReader(Example), &failing{n: n})
		var serr *Error
		if !errors.Is(err, errFull) || !errors.Is(err, ErrOutput) || errors.As(err, &serr) {
			t.Errorf("after %d writes: %v", n, err)
		}
	}
}
