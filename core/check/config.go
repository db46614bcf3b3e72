package check

import "frontier/core/search"

// config is one model of an engine: the engine's policy with one choice
// of each convention it admits, or one of the mistakes students make, and
// what a program of it prints besides.
type config struct {
	engine search.Engine
	// pol is the policy the model runs: the engine's own, or a convention
	// or a mistake of it (for Rounds, Ties says which of the children a
	// round keeps among equal h: first-in or last-in).
	pol search.Policy
	// visits: a Deepening program prints every node it enters.
	visits bool
	// width is beam search's k.
	width int
	// mistake is the mistake modelled; nil for a convention.
	mistake *search.Mistake
	// estimate names the estimate followed when it is not the one asked
	// for (a mistake's), for the report.
	estimate string
}

// Words describes the convention in a line of a report: "ties to the
// node added last; goal test when a node is expanded; a state marked as
// reached when it joins the frontier".
func (c *config) Words() string {
	pol := c.pol
	if pol.Rule.Discipline == search.Rounds {
		if pol.Ties == search.TiesLastIn {
			return "ties to the state generated last"
		}
		return "ties to the state generated first"
	}
	words := pol.Conventions()
	if c.visits {
		words += "; every node entered printed"
	}
	return words
}
