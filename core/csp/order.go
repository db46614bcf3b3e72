package csp

import "slices"

// chooseVar is the next variable by the variable order (see Rules), with
// a ChooseEvent saying why.
func (b *backtracker) chooseVar() int {
	best := -1
	var bestLeft, bestDegree int
	for v := range b.value {
		if b.value[v] >= 0 {
			continue
		}
		if b.opts.Var == StaticVars {
			best = v
			break
		}
		left, degree := b.left(v), 0
		if b.opts.Var == MRVDegree {
			degree = b.degree(v)
		}
		if best < 0 || left < bestLeft || left == bestLeft && degree > bestDegree {
			best, bestLeft, bestDegree = v, left, degree
		}
	}
	emit(b.state, func(m Mark) *ChooseEvent {
		return &ChooseEvent{Mark: m, VarChoice: VarChoice{Var: best, Rule: b.opts.Var, Candidates: b.candidates()}}
	})
	return best
}

// candidates are the unassigned variables with their values left and
// degrees, for a ChooseEvent.
func (b *backtracker) candidates() []Candidate {
	var out []Candidate
	for v := range b.value {
		if b.value[v] < 0 {
			out = append(out, Candidate{Var: v, Left: b.left(v), Degree: b.degree(v)})
		}
	}
	return out
}

// left is how many values v has left (ValuesLeft), found without checks.
func (b *backtracker) left(v int) int {
	if b.opts.Inference != NoInference {
		return b.size[v]
	}
	n := 0
	for a, ok := range b.alive[v] {
		if ok && b.legal(v, a) {
			n++
		}
	}
	return n
}

// legal reports whether v = a agrees with every assigned neighbour, found
// without checks (but ticking the meter, so that the limits hold while the
// orders count).
func (b *backtracker) legal(v, a int) bool {
	b.m.tick()
	for k, l := range b.p.links[v] {
		if y := l.to; b.value[y] >= 0 && !b.p.allows(v, k, a, b.value[y]) {
			return false
		}
	}
	return true
}

// degree is how many other unassigned variables v shares a constraint
// with.
func (b *backtracker) degree(v int) int {
	n := 0
	for _, l := range b.p.links[v] {
		if b.value[l.to] < 0 {
			n++
		}
	}
	return n
}

// orderValues is the order x's values are tried in by the value order
// (see Rules), with an OrderEvent saying why.
func (b *backtracker) orderValues(x int) []int {
	values := b.domain(x)
	var ranked []Ranked
	if b.opts.Val == LCV || b.obs != nil {
		ranked = make([]Ranked, len(values))
		for i, a := range values {
			ranked[i] = Ranked{Value: a}
			if b.opts.Val == LCV {
				ranked[i] = b.ruledOut(x, a)
			}
		}
		slices.SortStableFunc(ranked, func(p, q Ranked) int { return p.RuledOut - q.RuledOut })
		for i, r := range ranked {
			values[i] = r.Value
		}
	}
	emit(b.state, func(m Mark) *OrderEvent {
		return &OrderEvent{Mark: m, ValueOrder: ValueOrder{Var: x, Rule: b.opts.Val, Values: ranked}}
	})
	return values
}

// ruledOut is what x = a rules out in x's unassigned neighbours' values
// left, found without checks.
func (b *backtracker) ruledOut(x, a int) Ranked {
	r := Ranked{Value: a}
	for k, l := range b.p.links[x] {
		y := int(l.to)
		if b.value[y] >= 0 {
			continue
		}
		var out []int
		b.m.tick()
		for c, ok := range b.alive[y] {
			if ok && (b.opts.Inference != NoInference || b.legal(y, c)) && !b.p.allows(x, k, a, c) {
				out = append(out, c)
			}
		}
		if len(out) > 0 {
			r.RuledOut += len(out)
			r.In = append(r.In, RuledOut{Var: y, Values: out})
		}
	}
	return r
}
