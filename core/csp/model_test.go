package csp_test

import (
	"slices"

	"frontier/core/csp"
)

// model is a plain backtracker written from the sentences of csp.Rules,
// csp.ValuesLeft and csp.Counting alone, to check that the engine counts
// what they say: domains copied whole before each inference and put back
// after, no trail, no queue bookkeeping shared with the engine.
type model struct {
	p     *csp.Problem
	vo    csp.VarOrder
	lo    csp.ValOrder
	inf   csp.Inference
	all   bool
	dom   [][]bool
	val   []int
	count csp.Counts
	found int64
	first []int
}

func newModel(p *csp.Problem, vo csp.VarOrder, lo csp.ValOrder, inf csp.Inference, all bool) *model {
	m := &model{p: p, vo: vo, lo: lo, inf: inf, all: all, val: make([]int, p.Vars())}
	m.dom = make([][]bool, p.Vars())
	for v := range m.dom {
		m.val[v] = -1
		m.dom[v] = make([]bool, p.Values(v))
		for a := range m.dom[v] {
			m.dom[v][a] = true
		}
	}
	return m
}

// check is one check: a pair of values tested against the constraint
// between their variables.
func (m *model) check(x, a, y, b int) bool {
	m.count.Checks++
	return m.p.Allows(x, a, y, b)
}

// left is a variable's values left: not removed, and agreeing with every
// assigned neighbour (no check counted).
func (m *model) left(v int) []int {
	var out []int
	for a, ok := range m.dom[v] {
		if !ok {
			continue
		}
		agrees := true
		for _, y := range m.p.Neighbours(v) {
			if m.val[y] >= 0 && !m.p.Allows(v, a, y, m.val[y]) {
				agrees = false
			}
		}
		if agrees {
			out = append(out, a)
		}
	}
	return out
}

// degree: other unassigned variables sharing a constraint with v.
func (m *model) degree(v int) int {
	n := 0
	for _, y := range m.p.Neighbours(v) {
		if m.val[y] < 0 {
			n++
		}
	}
	return n
}

func (m *model) chooseVar() int {
	best := -1
	for v := range m.val {
		if m.val[v] >= 0 {
			continue
		}
		if best < 0 {
			best = v
			if m.vo == csp.StaticVars {
				return v
			}
			continue
		}
		lv, lb := len(m.left(v)), len(m.left(best))
		if lv < lb || m.vo == csp.MRVDegree && lv == lb && m.degree(v) > m.degree(best) {
			best = v
		}
	}
	return best
}

func (m *model) orderValues(x int) []int {
	var values []int
	for a, ok := range m.dom[x] {
		if ok {
			values = append(values, a)
		}
	}
	if m.lo != csp.LCV {
		return values
	}
	ruled := map[int]int{}
	for _, a := range values {
		for _, y := range m.p.Neighbours(x) {
			if m.val[y] >= 0 {
				continue
			}
			for _, b := range m.left(y) {
				if !m.p.Allows(x, a, y, b) {
					ruled[a]++
				}
			}
		}
	}
	slices.SortStableFunc(values, func(a, b int) int { return ruled[a] - ruled[b] })
	return values
}

// search reports whether the run is over.
func (m *model) search() bool {
	if !slices.Contains(m.val, -1) {
		m.found++
		if m.first == nil {
			m.first = slices.Clone(m.val)
		}
		return !m.all
	}
	x := m.chooseVar()
	for _, a := range m.orderValues(x) {
		if m.inf == csp.NoInference && !m.agrees(x, a) {
			continue
		}
		saved := m.copyDomains()
		m.count.Assignments++
		m.val[x] = a
		if m.infer(x, a) && m.search() {
			return true
		}
		m.val[x] = -1
		m.dom = saved
	}
	m.count.Backtracks++
	return false
}

// agrees tests x = a against the assigned neighbours by number, up to the
// first that refuses.
func (m *model) agrees(x, a int) bool {
	for _, y := range m.p.Neighbours(x) {
		if m.val[y] >= 0 && !m.check(x, a, y, m.val[y]) {
			return false
		}
	}
	return true
}

func (m *model) copyDomains() [][]bool {
	out := make([][]bool, len(m.dom))
	for v := range out {
		out[v] = slices.Clone(m.dom[v])
	}
	return out
}

func (m *model) infer(x, a int) bool {
	if m.inf == csp.NoInference {
		return true
	}
	for c := range m.dom[x] {
		m.dom[x][c] = c == a
	}
	var arcs [][2]int
	for _, y := range m.p.Neighbours(x) {
		if m.val[y] >= 0 {
			continue
		}
		if m.inf == csp.ForwardChecking {
			if m.revise(y, x) && m.empty(y) {
				return false
			}
			continue
		}
		arcs = append(arcs, [2]int{y, x})
	}
	if m.inf == csp.ForwardChecking {
		return true
	}
	return m.ac3(arcs)
}

func (m *model) empty(v int) bool { return !slices.Contains(m.dom[v], true) }

// revise removes the values of x no value of y agrees with, y's values
// tested in order up to the first that agrees.
func (m *model) revise(x, y int) bool {
	removed := false
	for a, ok := range m.dom[x] {
		if !ok {
			continue
		}
		supported := false
		for b, ok := range m.dom[y] {
			if ok && m.check(x, a, y, b) {
				supported = true
				break
			}
		}
		if !supported {
			m.dom[x][a] = false
			removed = true
		}
	}
	return removed
}

// ac3 is AC-3 over a first-in first-out queue that holds an arc once.
func (m *model) ac3(queue [][2]int) bool {
	for len(queue) > 0 {
		arc := queue[0]
		queue = queue[1:]
		x, y := arc[0], arc[1]
		if !m.revise(x, y) {
			continue
		}
		if m.empty(x) {
			return false
		}
		for _, z := range m.p.Neighbours(x) {
			if z != y && !slices.Contains(queue, [2]int{z, x}) {
				queue = append(queue, [2]int{z, x})
			}
		}
	}
	return true
}

// allArcs is every arc (X, Y), X by number, then Y by number.
func allArcs(p *csp.Problem) [][2]int {
	var out [][2]int
	for x := range p.Vars() {
		for _, y := range p.Neighbours(x) {
			out = append(out, [2]int{x, y})
		}
	}
	return out
}
