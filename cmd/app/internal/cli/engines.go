package cli

import (
	"fmt"
	"strings"

	"frontier/core/search"
)

// engineHelp lists the engines for solve -h from their descriptions, so
// that an engine added to the search package (search.Register) shows here
// with no change to this package.
func engineHelp() string {
	var b strings.Builder
	b.WriteString("Engines (--engine ID):\n")
	for _, e := range search.Engines {
		d, _ := search.Describe(e)
		promise := "not optimal"
		if d.Optimal != search.OptimalNever {
			promise = "optimal " + d.Optimal.String()
		}
		fmt.Fprintf(&b, "  %-9s %s\n  %-9s (%s; %s; %s)\n", e, d.Summary, "", d.Title, promise, d.ChoicesText())
	}
	return b.String()
}
