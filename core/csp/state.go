package csp

// state is a run's domains and assignment, with the trail that undoes
// removals, its counts, its limits and its observer.
type state struct {
	p      *Problem
	alive  [][]bool // alive[v][a]: a is still in v's domain
	size   []int
	value  []int // the value assigned to each variable, -1 for none
	stack  []Pair
	trail  []Pair // removals, first made first
	counts Counts
	m      *meter
	obs    Observer
	step   int
	// waiting marks the arcs in AC-3's queue, by arc number
	// (Problem.arcBase); made on first use.
	waiting []bool
	gone    []int // revise's buffer of the values it removes
}

func newState(p *Problem, m *meter, obs Observer) *state {
	s := &state{p: p, m: m, obs: obs, alive: make([][]bool, p.Vars()), size: make([]int, p.Vars()), value: make([]int, p.Vars())}
	for v := range s.alive {
		s.alive[v] = make([]bool, p.Values(v))
		for a := range s.alive[v] {
			s.alive[v][a] = true
		}
		s.size[v], s.value[v] = p.Values(v), -1
	}
	return s
}

// emit hands the event build makes to the observer; build runs only when
// someone watches, so that an unwatched run makes no event.
func emit[E Event](s *state, build func(Mark) E) {
	if s.obs == nil {
		return
	}
	s.step++
	s.obs(build(Mark{Step: s.step, Counts: s.counts}))
}

// check tests x = a against y = b, y x's k-th neighbour, as one check.
func (s *state) check(x, k, a, b int) bool {
	s.counts.Checks++
	s.m.tick()
	return s.p.allows(x, k, a, b)
}

// remove takes a out of v's domain, to come back when the trail is
// undone past it.
func (s *state) remove(v, a int) {
	s.alive[v][a] = false
	s.size[v]--
	s.trail = append(s.trail, Pair{v, a})
}

// restore puts back the removals made since the trail had length mark,
// and returns them, first made first, when someone watches.
func (s *state) restore(mark int) []Pair {
	var back []Pair
	if s.obs != nil {
		back = append(back, s.trail[mark:]...)
	}
	for _, r := range s.trail[mark:] {
		s.alive[r.Var][r.Value] = true
		s.size[r.Var]++
	}
	s.trail = s.trail[:mark]
	return back
}

// domain is v's values left after inference, in domain order.
func (s *state) domain(v int) []int {
	out := make([]int, 0, s.size[v])
	for a, ok := range s.alive[v] {
		if ok {
			out = append(out, a)
		}
	}
	return out
}

// Domains are every variable's domain as the run left it.
func (s *state) domains() [][]int {
	out := make([][]int, len(s.alive))
	for v := range out {
		out[v] = s.domain(v)
	}
	return out
}
