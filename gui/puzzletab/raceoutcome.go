package puzzletab

import (
	"fmt"

	"frontier/core/numfmt"
	"frontier/core/search"
	"frontier/core/textio"
)

// How a race ended, in words and bars: each lane's counters and verdict
// on optimality, the chart's bars and the winner of each measure.

// outcome is a lane's counters once ended, and how it ended.
func outcome[P comparable](l lane[P], unit string) string {
	if l.err != nil {
		return "Could not search: " + l.err.Error()
	}
	res := l.result
	words := fmt.Sprintf("%s expanded · %s · %s held", numfmt.Group(res.Expanded), numfmt.Duration(res.Elapsed), numfmt.Group(int64(l.peak)))
	if !res.Solved {
		if res.StopReason == search.StopCancelled {
			return words + " · cancelled"
		}
		return words + " · stopped " + res.StopReason.Words()
	}
	if unit != "" {
		return words + fmt.Sprintf(" · %d %s", res.Cost, unit)
	}
	return words + fmt.Sprintf(" · cost %d", res.Cost)
}

// verdict says whether a lane's answer is optimal: promised by its
// engine, or of the optimal cost best.
func verdict[P comparable](l lane[P], best int, bestErr error) string {
	switch {
	case l.err != nil || !l.result.Solved:
		return "No answer."
	case l.result.Optimal:
		return "Optimal (promised)."
	case bestErr != nil:
		return "Not promised optimal; " + bestErr.Error() + "."
	case l.result.Cost == best:
		return fmt.Sprintf("Optimal cost %d, though not promised.", best)
	}
	return fmt.Sprintf("Not optimal: cost %d > %d.", l.result.Cost, best)
}

// raceBars are the chart's bars: per measure, each lane's value, its
// share of the largest, and the least starred. A lane with no answer
// has no cost; one that failed, nothing.
func raceBars[P comparable](lanes []lane[P], unit string) [len(raceMeasures)][]ChartBar {
	var out [len(raceMeasures)][]ChartBar
	values := func(m int, l lane[P]) (float64, string, bool) {
		res := l.result
		if l.err != nil {
			return 0, "failed", false
		}
		switch m {
		case 0:
			return float64(res.Expanded), numfmt.Group(res.Expanded), true
		case 1:
			return float64(res.Elapsed), numfmt.Duration(res.Elapsed), true
		case 2:
			return float64(l.peak), numfmt.Group(int64(l.peak)), true
		}
		if !res.Solved {
			return 0, "no path", false
		}
		if unit != "" {
			return float64(res.Cost), fmt.Sprintf("%d %s", res.Cost, unit), true
		}
		return float64(res.Cost), fmt.Sprintf("%d moves", res.Cost), true
	}
	for m := range raceMeasures {
		largest, least := 0.0, -1.0
		for _, l := range lanes {
			if v, _, ok := values(m, l); ok {
				largest = max(largest, v)
				// Only an engine that finished may win: a stopped one's
				// small numbers measure giving up.
				if l.result.Solved && (least < 0 || v < least) {
					least = v
				}
			}
		}
		for _, l := range lanes {
			v, text, ok := values(m, l)
			b := ChartBar{Value: text, Missing: !ok}
			if ok && largest > 0 {
				b.Share = float32(v / largest)
			}
			b.Winner = ok && l.result.Solved && v == least
			out[m] = append(out[m], b)
		}
	}
	return out
}

// winners says who won each measure: "Fewest nodes: IDA* · PDB; …".
func winners(names []string, bars [len(raceMeasures)][]ChartBar) string {
	heads := [...]string{"fewest nodes", "fastest", "least memory", "cheapest path"}
	text := "Winners: "
	for m := range raceMeasures {
		var who []string
		for l, b := range bars[m] {
			if b.Winner {
				who = append(who, names[l])
			}
		}
		if len(who) == 0 {
			who = []string{"none"}
		}
		if m > 0 {
			text += "; "
		}
		text += heads[m] + " " + textio.JoinAnd(who)
	}
	return text + "."
}
