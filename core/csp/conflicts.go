package csp

import "math/rand/v2"

// Conflicts is a complete assignment of a problem for min-conflicts to
// repair (core/local's Conflicts, with its Starts and Names): variables and values
// numbered as the problem numbers them, and a violated constraint is a
// pair of neighbours whose values the constraint between them refuses.
// Each pair a count of conflicts looks at is a check (Counting).
type Conflicts struct {
	p        *Problem
	value    []int
	conf     []int // how many neighbours each variable disagrees with
	violated int
	counts   Counts
}

// NewConflicts is p with every variable at its first value; Start makes
// the greedy start min-conflicts begins from.
func NewConflicts(p *Problem) *Conflicts {
	c := &Conflicts{p: p, value: make([]int, p.Vars()), conf: make([]int, p.Vars())}
	c.recount()
	return c
}

// recount finds every variable's conflicts afresh.
func (c *Conflicts) recount() {
	c.violated = 0
	for x := range c.conf {
		c.conf[x] = 0
	}
	for x, ls := range c.p.links {
		for k, l := range ls {
			if !c.p.allows(x, k, c.value[x], c.value[l.to]) {
				c.conf[x]++
				if int(l.to) > x {
					c.violated++
				}
			}
		}
	}
}

// Vars is the number of variables.
func (c *Conflicts) Vars() int { return c.p.Vars() }

// Values is the size of v's domain.
func (c *Conflicts) Values(v int) int { return c.p.Values(v) }

// Value is v's value now.
func (c *Conflicts) Value(v int) int { return c.value[v] }

// ConflictsWith is how many of v's neighbours would disagree with v =
// val, the others as they are.
func (c *Conflicts) ConflictsWith(v, val int) int {
	n := 0
	for k, l := range c.p.links[v] {
		c.counts.Checks++
		if !c.p.allows(v, k, val, c.value[l.to]) {
			n++
		}
	}
	return n
}

// Assign gives v the value val, its counts kept up to date in time
// proportional to v's neighbours.
func (c *Conflicts) Assign(v, val int) {
	c.counts.Assignments++
	old := c.value[v]
	for k, l := range c.p.links[v] {
		u := int(l.to)
		was := !c.p.allows(v, k, old, c.value[u])
		now := !c.p.allows(v, k, val, c.value[u])
		switch {
		case was && !now:
			c.conf[u]--
			c.conf[v]--
			c.violated--
		case now && !was:
			c.conf[u]++
			c.conf[v]++
			c.violated++
		}
	}
	c.value[v] = val
}

// Violated is the number of pairs of neighbours in conflict: 0 is solved.
func (c *Conflicts) Violated() int { return c.violated }

// Conflicted lists the variables in at least one conflict, by number.
func (c *Conflicts) Conflicted() []int {
	var out []int
	for v, n := range c.conf {
		if n > 0 {
			out = append(out, v)
		}
	}
	return out
}

// Start is the greedy start: each variable in the problem's order takes
// the value with the fewest conflicts with the variables before it, ties
// broken at random by r.
func (c *Conflicts) Start(r *rand.Rand) {
	for v := range c.value {
		best, ties := -1, 0
		for val := range c.p.Values(v) {
			n := 0
			for k, l := range c.p.links[v] {
				if int(l.to) >= v {
					break
				}
				c.counts.Checks++
				if !c.p.allows(v, k, val, c.value[l.to]) {
					n++
				}
			}
			switch {
			case best < 0 || n < best:
				best, ties = n, 1
				c.value[v] = val
			case n == best:
				ties++
				if r.IntN(ties) == 0 {
					c.value[v] = val
				}
			}
		}
		c.counts.Assignments++
	}
	c.recount()
}

// VarName is v's name, for the steps of a trace.
func (c *Conflicts) VarName(v int) string { return c.p.Name(v) }

// ValueName is how value val of v is written.
func (c *Conflicts) ValueName(v, val int) string { return c.p.Label(v, val) }

// Counts are the assignments and checks made so far.
func (c *Conflicts) Counts() Counts { return c.counts }

// Assignment is every variable's value now, by number.
func (c *Conflicts) Assignment() []int { return append([]int(nil), c.value...) }
