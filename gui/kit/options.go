package kit

import (
	"fmt"
	"strings"

	"frontier/core/numfmt"
	"frontier/core/search"
)

// NoLimitWarning is what a tab says when its "No node limit" box is ticked.
const NoLimitWarning = "No node limit: the search runs until it finds the goal, you cancel it (Esc), " +
	"or it reaches the memory it may use. A blind search of a 15-puzzle can run for many minutes."

// NodeLimit reads a max-nodes box: a whole number of at least 1, grouped
// or not as the window writes it (2,000,000 or 2000000). An empty box or 0 is
// not "no limit" by accident: noLimit, the tab's explicit choice, says so,
// and then the box is not read.
func NodeLimit(text string, noLimit bool) (int64, error) {
	if noLimit {
		return 0, nil
	}
	n, err := numfmt.ParseGrouped(strings.TrimSpace(text))
	if err != nil || n < 1 {
		return 0, fmt.Errorf("max nodes must be a whole number of at least 1, such as 2,000,000 " +
			"(or tick No limit)")
	}
	return n, nil
}

// BeamWidth reads a beam-width box: a whole number of at least 1.
func BeamWidth(text string) (int, error) {
	k, err := numfmt.Atoi(strings.TrimSpace(text))
	if err != nil || k < 1 {
		return 0, fmt.Errorf("beam width k must be a whole number of at least 1")
	}
	return k, nil
}

// SearchOptions reads a tab's max-nodes and beam-width boxes; see
// NodeLimit and BeamWidth.
func SearchOptions(maxNodes, beamWidth string, noLimit bool) (search.Options, error) {
	n, err := NodeLimit(maxNodes, noLimit)
	if err != nil {
		return search.Options{}, err
	}
	k, err := BeamWidth(beamWidth)
	if err != nil {
		return search.Options{}, err
	}
	return search.Options{MaxNodes: n, BeamWidth: k}, nil
}
