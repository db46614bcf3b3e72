package kittest

import (
	"strconv"
	"strings"
)

// The coach's words under a puzzle's board, as the student reads them:
// the standing ("Optimal: 12 moves left · +2 moves wasted") on the first
// line, the hint under it.

// CoachStanding is the first line of the coach's words: the cost left
// and the standing.
func CoachStanding(words string) string {
	first, _, _ := strings.Cut(words, "\n")
	return first
}

// CoachHint is the hint under the standing, or "".
func CoachHint(words string) string {
	_, rest, _ := strings.Cut(words, "\n")
	return rest
}

// CoachWasted is the cost the moves by hand wasted, as the standing says
// it ("+2 moves wasted"; none while "optimal so far" or "no moves yet");
// ok is false while the words give no standing.
func CoachWasted(words string) (int, bool) {
	s := CoachStanding(words)
	if strings.HasSuffix(s, " · optimal so far") || strings.HasSuffix(s, " · no moves yet") {
		return 0, true
	}
	_, after, ok := strings.Cut(s, " · +")
	if !ok || !strings.HasSuffix(after, " wasted") {
		return 0, false
	}
	n, err := strconv.Atoi(strings.Fields(after)[0])
	return n, err == nil
}
