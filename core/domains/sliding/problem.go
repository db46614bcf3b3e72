package sliding

import "frontier/core/search"

// Problem is one search task: a board, a start and a heuristic. It
// implements search.Problem, search.Heuristic and search.Incremental.
type Problem struct {
	b     *Board
	start State
	est   *estimator
}

// NewProblem returns the task of sliding from start to b's goal, guided by
// the named heuristic (see Heuristics; "" means none).
func NewProblem(b *Board, start State, heuristic string) (*Problem, error) {
	info, err := LookupHeuristic(heuristic)
	if err != nil {
		return nil, err
	}
	return &Problem{b: b, start: start, est: newEstimator(b, info)}, nil
}

// Board returns the board of the problem.
func (p *Problem) Board() *Board { return p.b }

// Heuristic describes the problem's heuristic.
func (p *Problem) Heuristic() HeuristicInfo { return p.est.info }

// Start is the state the search begins from.
func (p *Problem) Start() State { return p.start }

// IsGoal reports whether s is the board's goal.
func (p *Problem) IsGoal(s State) bool { return s == p.b.goal }

// Successors appends the states one slide away, in move order.
func (p *Problem) Successors(s State, dst []search.Step[State]) []search.Step[State] {
	bl := s.blank(p.b.n)
	for _, nb := range p.b.nbr[bl] {
		dst = append(dst, search.Step[State]{State: slide(s, bl, nb.to), Move: nb.move, Cost: 1})
	}
	return dst
}

// Estimate is the heuristic value of s.
func (p *Problem) Estimate(s State) int { return p.est.estimate(s) }

// Admissible reports whether the heuristic is admissible on this board's
// move set, which decides whether A* and IDA* are optimal.
func (p *Problem) Admissible() bool { return p.est.info.AdmissibleOn(p.b) }

// EstimateStep is Estimate(child) computed from the parent's value: for the
// additive heuristics only the moved tile's term changes. O(1) for those.
func (p *Problem) EstimateStep(parent State, h int, child State) int {
	if !p.est.additive() {
		return p.est.estimate(child)
	}
	n := p.b.n
	from, to := child.blank(n), parent.blank(n) // the tile moved from→to
	t := parent.At(from)
	return h - int(p.est.cost[t*n+from]) + int(p.est.cost[t*n+to])
}
