package frontier

import (
	"os"
	"regexp"
	"testing"
)

func TestVersionMatchesFyneApp(t *testing.T) {
	toml, err := os.ReadFile("FyneApp.toml")
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`(?m)^\s*Version = "([^"]+)"`).FindSubmatch(toml)
	if m == nil || string(m[1]) != Version {
		t.Fatalf("FyneApp.toml version %q, frontier.Version %q", m, Version)
	}
}
