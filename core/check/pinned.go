package check

import (
	"fmt"
	"slices"

	"frontier/core/textio"
)

// lineNames are the lines that hold an answer's cost and counts, in each
// format, for a report's words.
var lineNames = map[Format]map[string]string{
	FormatProtocol: {"cost": "a cost line", "expanded": "an expanded line", "generated": "a generated line"},
	FormatDriver:   {"cost": "a cost_of_path line", "expanded": "a nodes_expanded line", "generated": "a nodes_generated line"},
}

// pinnedOutput checks what the assignment requires of the answer: the
// cost and counts it names, and the moves written exactly as it writes
// them. It reports whether the moves may be read on.
func (g *grader) pinnedOutput(f *findings) bool {
	a, pins := &g.a, g.p.Pins
	format := a.Format
	if format == "" {
		format = FormatProtocol
	}
	var missing []string
	for _, r := range pins.Require {
		printed := map[string]int{"cost": a.Cost, "expanded": a.Expanded, "generated": a.Generated}[r]
		if printed < 0 && !(r == "cost" && a.NoSolution) {
			missing = append(missing, lineNames[format][r])
		}
	}
	if len(missing) > 0 {
		f.fail(Check{Name: "output", Says: fmt.Sprintf("The assignment requires %s, which the program did not write.", textio.JoinAnd(missing))}, DiagBadOutput)
	}
	if len(pins.Names) == 0 {
		return true
	}
	written := a.Written
	if written == nil {
		written = a.Moves
	}
	for i, m := range written {
		if !slices.Contains(pins.Names, m) {
			f.fail(Check{Name: "moves", Says: fmt.Sprintf("Move %d is written %s, but the assignment writes each move as %s, exactly.",
				i+1, textio.Quote(m), textio.JoinOr(pins.Names))}, DiagBadOutput)
			return false
		}
	}
	return true
}
