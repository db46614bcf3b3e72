package search

// Optimality is an engine's promise about the path it returns: when that
// path is a least-cost one. It depends on the problem only through two
// facts, whether every step costs the same and whether the heuristic is
// admissible, so a puzzle with weighted moves learns from it that BFS no
// longer promises anything while UCS and A* still do.
type Optimality int

// The promises an engine can make.
const (
	// OptimalNever: the engine may return any path (DFS, greedy, beam).
	OptimalNever Optimality = iota
	// OptimalUnitCosts: a least-cost path when every step costs the same,
	// since the engine finds a path of fewest moves (BFS, IDS).
	OptimalUnitCosts
	// OptimalNonNegativeCosts: a least-cost path whenever no step costs
	// less than zero, which a Problem promises (UCS).
	OptimalNonNegativeCosts
	// OptimalAdmissible: a least-cost path when the heuristic never
	// overestimates; a problem without one counts as h = 0, which is
	// admissible (A*, IDA*).
	OptimalAdmissible
)

// Holds reports whether the promise covers a problem whose steps all cost
// the same (unitCosts) and whose heuristic is admissible (admissible).
func (o Optimality) Holds(unitCosts, admissible bool) bool {
	switch o {
	case OptimalUnitCosts:
		return unitCosts
	case OptimalNonNegativeCosts:
		return true
	case OptimalAdmissible:
		return admissible
	}
	return false
}

// String says when the promise holds, to complete "returns a least-cost
// path …": "with unit step costs".
func (o Optimality) String() string {
	switch o {
	case OptimalUnitCosts:
		return "with unit step costs"
	case OptimalNonNegativeCosts:
		return "always (step costs are never negative)"
	case OptimalAdmissible:
		return "with an admissible heuristic"
	}
	return "never"
}

// Optimal reports whether engine e returns a least-cost path on a problem
// whose steps all cost the same (unitCosts) and whose heuristic is
// admissible (admissible): what Run writes in Result.Optimal. An unknown
// engine promises nothing.
func (e Engine) Optimal(unitCosts, admissible bool) bool {
	d := lookup(e)
	return d != nil && d.Optimal.Holds(unitCosts, admissible)
}

// optimalOn is e's promise for p itself.
func optimalOn[S comparable](d *Description, p Problem[S]) bool {
	return d.Optimal.Holds(unitCosts(p), heuristicOf(p).Admissible())
}
