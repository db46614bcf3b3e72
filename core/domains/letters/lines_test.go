package letters

import "testing"

// TestParseAcrossLines: a board typed row by row, on lines of its own
// (CRLF too), reads as the same nine cells; white space is never a cell.
func TestParseAcrossLines(t *testing.T) {
	want, err := Parse("C.. .S. ...", Min)
	if err != nil {
		t.Fatal(err)
	}
	for _, text := range []string{"C..\n.S.\n...", "C..\r\n.S.\r\n...\r\n", "\nC..\n\n.S.\n...\n", "C.. \t.S.\v...", "C..\u00a0.S.\u2003..."} {
		b, err := Parse(text, Min)
		if err != nil || b != want {
			t.Errorf("Parse(%q) = %s, %v; want %s", text, b, err, want)
		}
	}
	if _, err := Parse("C..\n.S.\n..", Min); err == nil || err.Error() != "board has 8 cells, want 9 (row-major, '.' for empty, like ...S.....)" {
		t.Errorf("eight cells across lines: %v", err)
	}
}
