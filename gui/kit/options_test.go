package kit

import "testing"

// TestNumberBoxes: the node limit and beam width read numbers as the
// window writes them, and nothing looser.
func TestNumberBoxes(t *testing.T) {
	for text, want := range map[string]int64{"2,000,000": 2_000_000, " 2000000 ": 2_000_000, "1": 1} {
		if n, err := NodeLimit(text, false); err != nil || n != want {
			t.Errorf("NodeLimit(%q) = %d, %v; want %d", text, n, err, want)
		}
	}
	for _, text := range []string{"2_000_000", "2 000 000", "+5", "007", "1e6", "0x10", "20,00", "0", ""} {
		if _, err := NodeLimit(text, false); err == nil {
			t.Errorf("NodeLimit(%q) read", text)
		}
	}
	if k, err := BeamWidth("100"); err != nil || k != 100 {
		t.Errorf("BeamWidth(100) = %d, %v", k, err)
	}
	for _, text := range []string{"+100", "0100", "1e2", "1,000"} {
		if _, err := BeamWidth(text); err == nil {
			t.Errorf("BeamWidth(%q) read", text)
		}
	}
}
