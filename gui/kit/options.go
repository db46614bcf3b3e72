package kit

import (
	"fmt"
	"strconv"
	"strings"

	"frontier/core/search"
)

// SearchOptions reads a tab's max-nodes and beam-width boxes. An empty or 0
// max-nodes box means no limit; digits may be grouped with commas, spaces
// or underscores.
func SearchOptions(maxNodes, beamWidth string) (search.Options, error) {
	var opts search.Options
	text := strings.NewReplacer(",", "", "_", "", " ", "").Replace(maxNodes)
	if text != "" {
		n, err := strconv.ParseInt(text, 10, 64)
		if err != nil || n < 0 {
			return opts, fmt.Errorf("max nodes must be a whole number (0 or empty for no limit)")
		}
		opts.MaxNodes = n
	}
	k, err := strconv.Atoi(strings.TrimSpace(beamWidth))
	if err != nil || k < 1 {
		return opts, fmt.Errorf("beam width k must be a whole number of at least 1")
	}
	opts.BeamWidth = k
	return opts, nil
}
