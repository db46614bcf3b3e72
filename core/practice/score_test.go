package practice_test

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"frontier/core/practice"
)

// The score counts right answers, the streak and the longest streak, and
// sums up the rules missed most, as a plain count of the answers does.
func TestScore(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 3))
	rules := []practice.Rule{practice.RuleTieBreak, practice.RuleLowestF, practice.RuleBound}
	var s practice.Score
	right, streak, longest := 0, 0, 0
	asked, missed := map[practice.Rule]int{}, map[practice.Rule]int{}
	for n := 1; n <= 200; n++ {
		v := practice.Verdict{Right: rng.IntN(3) > 0, Rule: rules[rng.IntN(len(rules))]}
		s.Add(v)
		asked[v.Rule]++
		if v.Right {
			right++
			streak++
			longest = max(longest, streak)
		} else {
			missed[v.Rule]++
			streak = 0
		}
		if s.Right != right || s.Total != n || s.Streak != streak || s.Longest != longest {
			t.Fatalf("after %d answers: %+v, want %d right, streak %d, longest %d", n, s, right, streak, longest)
		}
	}
	tallies := s.Missed()
	for k, tl := range tallies {
		if tl.Asked != asked[tl.Rule] || tl.Missed != missed[tl.Rule] || k > 0 && tl.Missed > tallies[k-1].Missed {
			t.Errorf("tally %+v: asked %d, missed %d", tl, asked[tl.Rule], missed[tl.Rule])
		}
	}
	sum := s.Summary()
	for _, r := range rules {
		if want := string(r) + ": "; missed[r] > 0 && !strings.Contains(sum, want) {
			t.Errorf("the summary %q leaves out %q", sum, want)
		}
	}
	if want := fmt.Sprintf("%d of 200 predictions right (%d%%), longest streak %d.", right, (right+1)/2, longest); !strings.HasPrefix(sum, want) {
		t.Errorf("summary %q, want it to start %q", sum, want)
	}
	if want := fmt.Sprintf("%d/200 right · streak %d", right, streak); s.Line() != want {
		t.Errorf("line %q, want %q", s.Line(), want)
	}
}

// A tie-break missed three times in four is said in those words.
func TestScoreSaysWhatWasMissed(t *testing.T) {
	var s practice.Score
	for _, right := range []bool{false, true, false, false} {
		s.Add(practice.Verdict{Right: right, Rule: practice.RuleTieBreak})
	}
	s.Add(practice.Verdict{Right: true, Rule: practice.RuleFIFO})
	want := "2 of 5 predictions right (40%), longest streak 1. Missed most: tie-break: 3 of 4 missed."
	if got := s.Summary(); got != want {
		t.Errorf("summary %q, want %q", got, want)
	}
	var none practice.Score
	if none.Summary() != "No predictions made." {
		t.Errorf("empty: %q", none.Summary())
	}
}
