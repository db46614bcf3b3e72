package main

import (
	"bytes"
	"errors"
	"strings"
	"testing"
)

type fullDisk struct{}

func (fullDisk) Write([]byte) (int, error) { return 0, errors.New("no space left on device") }

// TestLettersOutputError: the letter game's answer, text or JSON, that
// cannot be written exits 1 with one line.
func TestLettersOutputError(t *testing.T) {
	for _, args := range [][]string{
		{"--board", "...S.....", "--to-move", "max"},
		{"--board", "...S.....", "--to-move", "max", "--json"},
		{"-h"},
	} {
		var errb bytes.Buffer
		if code := runLetters(args, fullDisk{}, &errb); code != 1 || strings.Count(errb.String(), "\n") != 1 {
			t.Errorf("%v: exit %d, stderr %q", args, code, errb.String())
		}
	}
}
