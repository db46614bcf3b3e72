package route

import (
	"sync"

	"frontier/core/search"
)

// Problem is reaching goal from start along the roads of a map, each
// road costing its length, with estimates h (one per place).
type Problem struct {
	m           *Map
	start, goal Place
	h           []int
	admissible  bool
	nonUnit     bool
	// into lists each place's roads in, for a search back from the goal,
	// made the first time it is asked for.
	into     [][]search.Step[Place]
	intoOnce sync.Once
}

// NewProblem is the problem of going from start to goal guided by
// heuristic h. Its admissibility is the truth on this map (Analyze).
func NewProblem(m *Map, start, goal Place, h Heuristic) *Problem {
	est := m.Estimates(goal, h)
	return NewGuided(m, start, goal, est, m.Analyze(goal, est).Admissible)
}

// NewGuided is NewProblem with the estimates h, one per place, and their
// admissibility already worked out, as a puzzle whose goal is fixed works
// them out once for all its searches.
func NewGuided(m *Map, start, goal Place, h []int, admissible bool) *Problem {
	p := &Problem{m: m, start: start, goal: goal, h: h, admissible: admissible}
	for _, r := range m.roads {
		if r.Length != m.roads[0].Length {
			p.nonUnit = true
			break
		}
	}
	return p
}

func (p *Problem) Start() Place        { return p.start }
func (p *Problem) IsGoal(s Place) bool { return s == p.goal }

func (p *Problem) Successors(s Place, dst []search.Step[Place]) []search.Step[Place] {
	for i, r := range p.m.out[s] {
		dst = append(dst, search.Step[Place]{State: r.To, Move: p.m.moves[s][i], Cost: r.Length})
	}
	return dst
}

// Estimate is h of s.
func (p *Problem) Estimate(s Place) int { return p.h[s] }

// Admissible reports whether h never overestimates on this map.
func (p *Problem) Admissible() bool { return p.admissible }

// NonUnitCosts reports whether the roads differ in length, which is what
// makes the fewest roads differ from the fewest km.
func (p *Problem) NonUnitCosts() bool { return p.nonUnit }

// DistinctSuccessors holds: a map has at most one road from a place to
// another.
func (p *Problem) DistinctSuccessors() bool { return true }

// GoalState is the goal place: a search back from it starts there.
func (p *Problem) GoalState() (Place, bool) { return p.goal, true }

// Predecessors appends the places with a road into s, each with the move
// that takes that road (named, as every move is, by the place it leads
// to) and its length, in the order of the places and, for each, of its
// roads.
func (p *Problem) Predecessors(s Place, dst []search.Step[Place]) []search.Step[Place] {
	p.intoOnce.Do(func() {
		p.into = make([][]search.Step[Place], len(p.m.out))
		for from, roads := range p.m.out {
			for i, r := range roads {
				p.into[r.To] = append(p.into[r.To], search.Step[Place]{State: Place(from), Move: p.m.moves[from][i], Cost: r.Length})
			}
		}
	})
	return append(dst, p.into[s]...)
}
