package cli

import (
	"bytes"
	"strings"
	"testing"
)

// TestProgressLine: a build's progress is one line rewritten in place and
// ended once; tables that were ready print nothing.
func TestProgressLine(t *testing.T) {
	var b bytes.Buffer
	p := progressLine(&b, "solve")
	p(10, 10)
	if b.Len() != 0 {
		t.Fatalf("ready tables printed %q", b.String())
	}
	for _, d := range []int{0, 5, 10} {
		p(d, 10)
	}
	out := b.String()
	if strings.Count(out, "\n") != 1 || !strings.HasSuffix(out, "\n") || strings.Count(out, "\r") != 3 ||
		!strings.Contains(out, " 50%") || !strings.Contains(out, "frontier solve: built the pattern databases in ") {
		t.Fatalf("progress %q", out)
	}
	if buildProgress(&b, "solve") != nil {
		t.Fatal("progress on a writer that is no terminal")
	}
}
