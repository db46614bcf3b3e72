package queens_test

import (
	"strings"
	"testing"

	"frontier/core/domains/queens"
)

// FuzzParse: any text either reads as a board whose text reads back as
// the same board, with h as the pairs counted one by one, or is refused
// in one line; nothing panics.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"16257483", "2413", "1,10,3,4,5,6,7,8,9,2", "1 6 2 5", "1,,2", "0000", "99999", " 4 3 2 1 ", "1,2,3,-4", "١٢٣٤"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		b, err := queens.Parse(text)
		if err != nil {
			if strings.Contains(err.Error(), "\n") {
				t.Fatalf("Parse(%q): a message of more than one line: %q", text, err)
			}
			return
		}
		again, err := queens.Parse(b.Text())
		if err != nil || again.Text() != b.Text() {
			t.Fatalf("Parse(%q) gave %s, which reads back as %v (%v)", text, b.Text(), again, err)
		}
		if b.N() <= 64 && b.H() != pairs(b.Rows(nil)) {
			t.Fatalf("Parse(%q): h %d, want %d", text, b.H(), pairs(b.Rows(nil)))
		}
	})
}
