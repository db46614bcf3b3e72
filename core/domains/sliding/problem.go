package sliding

import (
	"math/bits"

	"frontier/core/search"
)

// Problem is one search task: a board, a start and a heuristic. It
// implements search.Problem, search.Heuristic, search.Estimated,
// search.Distinct, search.Indexed and search.IDAStarSolver.
type Problem struct {
	b     *Board
	start State
	est   *estimator
}

// NewProblem returns the task of sliding from start to b's goal, guided by
// the named heuristic (see Heuristics; "" means none). With "pdb" it first
// makes the board's pattern databases ready if PatternDBReady is false:
// milliseconds from the cache folder, seconds to build them (4×4) or tens
// of seconds (5×5). A window calls PreparePatternDBs first, in the
// background with a progress bar, or calls this off the UI goroutine.
func NewProblem(b *Board, start State, heuristic string) (*Problem, error) {
	info, err := LookupHeuristic(heuristic)
	if err != nil {
		return nil, err
	}
	est, err := newEstimator(b, info)
	if err != nil {
		return nil, err
	}
	return &Problem{b: b, start: start, est: est}, nil
}

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

// EstimatedSuccessors is Successors with each successor's estimate, given
// s's estimate h: for the additive heuristics only the moved tile's term
// changes, so it costs O(1) per successor.
func (p *Problem) EstimatedSuccessors(s State, h int, dst []search.Scored[State]) []search.Scored[State] {
	if p.est.pdb != nil {
		return p.est.pdb.successors(p.b, s, dst)
	}
	n := p.b.n
	bl := s.blank(n)
	cost := p.est.cost
	additive := p.est.additive()
	if additive && s.hi == 0 {
		// Up to 4×4 every tile is one nibble of lo: the hot path of IDA*.
		back := cost[bl:]
		for _, nb := range p.b.nbr[bl] {
			sh := 4 * uint(nb.to)
			t := s.lo >> sh & 15
			next := State{lo: s.lo&^(15<<sh) | t<<(4*uint(bl))}
			ch := h - int(cost[int(t)*n+nb.to]) + int(back[int(t)*n])
			dst = append(dst, search.Scored[State]{Step: search.Step[State]{State: next, Move: nb.move, Cost: 1}, H: ch})
		}
		return dst
	}
	for _, nb := range p.b.nbr[bl] {
		next := slide(s, bl, nb.to)
		var ch int
		if additive {
			t := s.At(nb.to) // moves from nb.to into the blank at bl
			ch = h - int(cost[t*n+nb.to]) + int(cost[t*n+bl])
		} else {
			ch = p.est.estimate(next)
		}
		dst = append(dst, search.Scored[State]{Step: search.Step[State]{State: next, Move: nb.move, Cost: 1}, H: ch})
	}
	return dst
}

// DistinctSuccessors is true: two slides from one position never meet.
func (p *Problem) DistinctSuccessors() bool { return true }

// maxIndexedCells is the largest board whose states are numbered for
// search.Indexed: 9! = 362,880 numbers for the 8-puzzle; 16! would be far
// too many.
const maxIndexedCells = 9

// IndexSize is the number of arrangements of the tiles up to 3×3 (n!, half
// of them reachable), so that graph searches can keep their reached set in
// a bitset (search.Indexed); 0 on larger boards.
func (p *Problem) IndexSize() int {
	if p.b.n > maxIndexedCells {
		return 0
	}
	return factorials[p.b.n]
}

// StateIndex is the rank of s among the arrangements of the tiles (its
// Lehmer code), below IndexSize; only for boards up to 3×3.
func (p *Problem) StateIndex(s State) int {
	n := p.b.n
	used, r := uint32(0), 0
	for i := 0; i < n; i++ {
		// Digit i weighs (n−1−i)!: the digits add up independently.
		t := int(s.lo>>(4*uint(i))) & 15
		r += (t - bits.OnesCount32(used&(1<<t-1))) * factorials[(n-1-i)&15]
		used |= 1 << t
	}
	return r
}

var factorials = [16]int{1, 1, 2, 6, 24, 120, 720, 5040, 40320, 362880}

// opposite is the index of each move's opposite in moveNames: the blank
// moving back.
var opposite = [8]int{1, 0, 3, 2, 7, 6, 5, 4}

// GoalState is the board's goal: a search back from it starts there.
func (p *Problem) GoalState() (State, bool) { return p.b.goal, true }

// Predecessors appends the states one slide before s, each with the move
// that leads from it to s, in the move order of the slides back: the
// blank's move from s to them, named by its opposite.
func (p *Problem) Predecessors(s State, dst []search.Step[State]) []search.Step[State] {
	bl := s.blank(p.b.n)
	for _, nb := range p.b.nbr[bl] {
		dst = append(dst, search.Step[State]{State: slide(s, bl, nb.to), Move: moveNames[opposite[moveIndex(nb.move)]], Cost: 1})
	}
	return dst
}

// moveIndex is the index of move in moveNames.
func moveIndex(move string) int {
	for i, m := range moveNames {
		if m == move {
			return i
		}
	}
	return -1
}
