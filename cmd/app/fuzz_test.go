package main

import (
	"bytes"
	"strings"
	"testing"
	"unicode/utf8"
)

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
