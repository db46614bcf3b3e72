package ownprocess

import (
	"os"
	"testing"
)

// TestRun: the body runs in a child process started for it alone.
func TestRun(t *testing.T) {
	if !Run(t) {
		return
	}
	if os.Getenv(env) != t.Name() {
		t.Fatal("the body ran outside the process started for it")
	}
}
