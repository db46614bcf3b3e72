package practice

import (
	"cmp"
	"fmt"
	"slices"
	"strings"
)

// Score is a student's running tally: right answers out of all, the
// current streak of right answers and the longest, and per rule how
// often it was asked and missed.
type Score struct {
	Right, Total, Streak, Longest int
	tallies                       []Tally
}

// Tally is how often questions on one rule were asked and missed.
type Tally struct {
	Rule          Rule
	Asked, Missed int
}

// Add counts a verdict.
func (s *Score) Add(v Verdict) {
	s.Total++
	if v.Right {
		s.Right++
		s.Streak++
		s.Longest = max(s.Longest, s.Streak)
	} else {
		s.Streak = 0
	}
	k := slices.IndexFunc(s.tallies, func(t Tally) bool { return t.Rule == v.Rule })
	if k < 0 {
		s.tallies = append(s.tallies, Tally{Rule: v.Rule})
		k = len(s.tallies) - 1
	}
	s.tallies[k].Asked++
	if !v.Right {
		s.tallies[k].Missed++
	}
}

// Missed lists the rules missed at least once, the most missed first
// (then the most often asked, then in the order first asked).
func (s Score) Missed() []Tally {
	var out []Tally
	for _, t := range s.tallies {
		if t.Missed > 0 {
			out = append(out, t)
		}
	}
	slices.SortStableFunc(out, func(a, b Tally) int {
		if c := cmp.Compare(b.Missed, a.Missed); c != 0 {
			return c
		}
		return cmp.Compare(b.Asked, a.Asked)
	})
	return out
}

// Line is the score in a short line: "7/9 right · streak 3" (the
// longest streak is in the summary).
func (s Score) Line() string {
	return fmt.Sprintf("%d/%d right · streak %d", s.Right, s.Total, s.Streak)
}

// Summary sums the score up: right out of all, the longest streak, and
// the rules missed most ("tie-break: 3 of 4 missed").
func (s Score) Summary() string {
	if s.Total == 0 {
		return "No predictions made."
	}
	text := fmt.Sprintf("%d of %d predictions right (%d%%), longest streak %d.", s.Right, s.Total, (200*s.Right+s.Total)/(2*s.Total), s.Longest) // rounded: 2 of 3 is 67 %
	missed := s.Missed()
	if len(missed) == 0 {
		return text + " Nothing missed."
	}
	parts := make([]string, 0, 3)
	for _, t := range missed[:min(3, len(missed))] {
		parts = append(parts, fmt.Sprintf("%s: %d of %d missed", t.Rule, t.Missed, t.Asked))
	}
	return text + " Missed most: " + strings.Join(parts, "; ") + "."
}
