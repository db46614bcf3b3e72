package cli

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"io"
	"strings"
	"testing"
	"time"
	"unicode/utf8"
)

// args splits a fuzz input into command-line words at NUL bytes, so that
// words may hold spaces, as a shell's quotes allow.
func args(text string) []string { return strings.Split(text, "\x00") }

// checkLine fails a case whose message is not one readable line.
func checkLine(t *testing.T, input string, msg string) {
	t.Helper()
	if strings.ContainsAny(msg, "\n\r\x1b") || utf8.RuneCountInString(msg) > maxMessage+1 {
		t.Fatalf("%.80q: message of %d characters, or not one line: %.200q", input, len(msg), msg)
	}
}

// FuzzSolveFlags reads any command line as solve's and, when it is good,
// runs the search for a moment and prints it both ways: no panic, and a
// bad line is one short message.
func FuzzSolveFlags(f *testing.F) {
	for _, s := range []string{"312 645 7b8", "--engine\x00bfs\x00--diagonal\x008,6,7,2,5,4,3,0,1",
		"--puzzle\x00cube\x00--scramble\x00R U F' R2", "--width\x004\x00--random-walk\x0030\x00--heuristic\x00pdb",
		"--max-nodes\x000\x00--max-memory\x002GB\x00312 645 7b8", "--timeout\x00-1s", "--goal\x00blank-last\x001 2 3 / 4 5 6 / 0 7 8",
		"--engine\x00beam\x00--beam-width\x00999999999999", "--json\x00--seed\x0018446744073709551615\x00--random-walk\x001000000"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		req, err := parseSolve(args(text))
		if errors.Is(err, flag.ErrHelp) {
			return
		}
		if err != nil {
			checkLine(t, text, oneLine(err))
			return
		}
		req.opts.MaxNodes, req.opts.MaxMemory = min(max(req.opts.MaxNodes, 1), 20_000), 256<<20
		ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
		defer cancel()
		rep, err := req.solve(ctx, nil)
		if err != nil {
			checkLine(t, text, oneLine(err))
			return
		}
		if err := rep.writeText(io.Discard); err != nil {
			t.Fatal(err)
		}
		var b bytes.Buffer
		if err := rep.writeJSON(&b); err != nil || !strings.HasSuffix(b.String(), "}\n") {
			t.Fatalf("%.80q: JSON %v", text, err)
		}
	})
}

// FuzzExperimentFlags reads any command line as experiment's.
func FuzzExperimentFlags(f *testing.F) {
	for _, s := range []string{"--depths\x002-20/2\x00--instances\x0010", "--kind\x00budget\x00--budgets\x001e5,10", "--kind\x00compare\x00--walk\x0030",
		"--workers\x00100", "--config\x00x.txt\x00--csv\x00x.txt", "--plot\x00a.png\x00--plot-ebf\x00a.png", "--max-memory\x00lots", "stray"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		_, err := parseExperiment(args(text), io.Discard)
		if err != nil && !errors.Is(err, flag.ErrHelp) {
			checkLine(t, text, oneLine(err))
		}
	})
}

// FuzzScriptArgs gives the script command any arguments: a missing file,
// too many, help; never a panic, and one line on stderr when refused.
func FuzzScriptArgs(f *testing.F) {
	for _, s := range []string{"", "-h", "missing.txt", "a\x00b", "--help", "\x1b[2J.txt"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		a := args(text)
		if len(a) == 1 && a[0] == "-" {
			return // reads standard input
		}
		var out, errb bytes.Buffer
		code := runScript(a, &out, &errb)
		if code != 0 && (strings.Count(errb.String(), "\n") != 1 || strings.ContainsAny(strings.TrimSuffix(errb.String(), "\n"), "\n\r\x1b")) {
			t.Fatalf("%.80q: exit %d, stderr %.200q", text, code, errb.String())
		}
	})
}

// FuzzLettersFlags gives the letters command any arguments (split at NUL
// bytes): never a panic; a refusal is exit 2 and one readable line.
func FuzzLettersFlags(f *testing.F) {
	for _, s := range []string{"--board\x00...S.....\x00--to-move\x00max", "--board\x00C..\n.S.\n...\x00--to-move\x00min\x00--json",
		"--board\x00CS./S../...\x00--to-move\x00max\x00--engine\x00minimax", "--board\x00SSSSSSSSS\x00--to-move\x00max", "-h", "stray"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		var out, errb bytes.Buffer
		code := runLetters(strings.Split(text, "\x00"), &out, &errb)
		msg := strings.TrimSuffix(errb.String(), "\n")
		switch {
		case code == 0 && errb.Len() == 0:
		case code == 2 && strings.Count(errb.String(), "\n") == 1 && !strings.ContainsAny(msg, "\n\r\x1b") &&
			utf8.RuneCountInString(msg) < 400:
		default:
			t.Fatalf("%.80q: exit %d, stderr %.200q", text, code, errb.String())
		}
	})
}
