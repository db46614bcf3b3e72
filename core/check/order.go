package check

import "math/bits"

// maxSlots bounds the moves out of one state that an order can rank: a
// state with more children is ranked in the engine's order alone.
const maxSlots = 64

// slot names a move in an order being learnt: a group of moves ranked
// among themselves (one for a puzzle whose moves are named alike from
// every state, one per state otherwise) and the move's index in it.
type slot struct {
	group int32
	index int8
}

// order is what is known so far of the order in which a program takes
// the children of one expansion off its frontier, learnt from the
// expansions it prints: in each group, a partial order of moves, kept
// transitively closed. A program that tries its moves in a fixed order
// takes them in that order or its reverse, whatever it is, so any order
// learnt without a contradiction is one it may follow. The engine's own
// order completes it where nothing is known.
type order struct {
	groups map[int32]*poset
	// reversed completes the unknown in reverse index order: the engine
	// takes the last of one expansion's children first.
	reversed bool
}

// poset is a transitively closed "before" relation on up to maxSlots
// moves: after[i] holds j when i comes before j.
type poset struct{ after []uint64 }

func newOrder(reversed bool) *order { return &order{groups: map[int32]*poset{}, reversed: reversed} }

// group is group g, made room for index i.
func (o *order) group(g int32, i int8) *poset {
	p := o.groups[g]
	if p == nil {
		p = &poset{}
		o.groups[g] = p
	}
	for int(i) >= len(p.after) {
		p.after = append(p.after, 0)
	}
	return p
}

// before reports whether a is known to come before b.
func (o *order) before(a, b slot) bool {
	if a.group != b.group || a.index < 0 || b.index < 0 {
		return false
	}
	p := o.groups[a.group]
	return p != nil && int(a.index) < len(p.after) && p.after[a.index]&(1<<uint(b.index)) != 0
}

// canLead reports whether a may come before every other slot of among:
// nothing known puts one of them before it.
func (o *order) canLead(a slot, among []slot) bool {
	for _, b := range among {
		if b != a && o.before(b, a) {
			return false
		}
	}
	return true
}

// lead records that a comes before every other slot of among in its
// group; false when that contradicts what is known (see canLead).
func (o *order) lead(a slot, among []slot) bool {
	if !o.canLead(a, among) {
		return false
	}
	for _, b := range among {
		if b != a && b.group == a.group && a.index >= 0 && b.index >= 0 {
			o.add(a, b)
		}
	}
	return true
}

// add records a before b, closing the relation: everything before a
// comes before everything after b.
func (o *order) add(a, b slot) {
	p := o.group(a.group, max(a.index, b.index))
	ai, bi := uint(a.index), uint(b.index)
	if p.after[ai]&(1<<bi) != 0 {
		return
	}
	later := p.after[bi] | 1<<bi
	for i := range p.after {
		if uint(i) == ai || p.after[i]&(1<<ai) != 0 {
			p.after[i] |= later
		}
	}
}

// first is the slot of among that the order, completed by index order (or
// its reverse), puts first: one that nothing known puts after another,
// the lowest index among those.
func (o *order) first(among []slot) int {
	best := -1
	for i, a := range among {
		if !o.canLead(a, among) {
			continue
		}
		if best < 0 || o.prefer(a, among[best]) {
			best = i
		}
	}
	if best < 0 { // lead never records a cycle; this is a broken program
		panic("check: an order with a cycle")
	}
	return best
}

// prefer reports whether the completion puts a before b, neither known to
// precede the other.
func (o *order) prefer(a, b slot) bool {
	if a.group != b.group {
		return a.group < b.group
	}
	if o.reversed {
		return a.index > b.index
	}
	return a.index < b.index
}

// known counts the pairs of moves whose order is known, for a report.
func (o *order) known() int {
	n := 0
	for _, p := range o.groups {
		for _, a := range p.after {
			n += bits.OnesCount64(a)
		}
	}
	return n
}

// contradictions counts the pairs of moves known to go against the
// engine's own order: how far a program's order strays from it.
func (o *order) contradictions() int {
	n := 0
	for _, p := range o.groups {
		for i, a := range p.after {
			for j := range len(p.after) {
				if a&(1<<uint(j)) != 0 && (i > j) != o.reversed {
					n++
				}
			}
		}
	}
	return n
}

// clone is a copy of o that learns apart from it.
func (o *order) clone() *order {
	c := newOrder(o.reversed)
	for g, p := range o.groups {
		c.groups[g] = &poset{after: append([]uint64(nil), p.after...)}
	}
	return c
}
