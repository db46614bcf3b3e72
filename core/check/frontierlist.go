package check

import (
	"slices"

	"frontier/core/search"
)

// The frontier model's counts around the goal, and its frontier as a
// report lists it.

// countAroundGoal works out the counts' spread when the search stops at
// a goal generated as child k of node i (kids are the children generated
// up to it in the puzzle's order, the goal last): the program generated
// the goal's siblings that come before it in its own order. That order
// is the order in which it takes children off the frontier, as learnt so
// far, or its reverse where the last child pushed leaves first (a stack,
// last-in ties); either for a stack, which a program may fill in reverse.
func (m *frontierModel[S]) countAroundGoal(i int32, k int, kids []int32) {
	goal := m.nodes[kids[len(kids)-1]].slot
	sibs := m.goalSiblings(i, k, kids)
	var ways []bool // true: generated in the order the children leave the frontier
	switch {
	case m.c.pol.Rule.Discipline == search.Stack || m.c.pol.Ties == search.TiesAny:
		ways = []bool{true, false}
	default:
		ways = []bool{!m.c.pol.Reversed()}
	}
	goalAdded := 1
	baseGen, baseAdd := m.cnt.generated-len(kids), m.cnt.added-goalAdded
	for _, j := range kids[:len(kids)-1] {
		if f := m.nodes[j].fate; f == search.FateAdded || f == search.FateReopened {
			baseAdd--
		}
	}
	sp := &countSpread{genLo: -1}
	for _, same := range ways {
		genLo, genHi, addLo, addHi := 1, 1, goalAdded, goalAdded
		for _, sb := range sibs {
			add := 0
			if sb.added {
				add = 1
			}
			if m.generatedBefore(sb.slot, goal, same) {
				genLo, addLo = genLo+1, addLo+add
			}
			if !m.generatedBefore(goal, sb.slot, same) {
				genHi, addHi = genHi+1, addHi+add
			}
		}
		if sp.genLo < 0 {
			sp.genLo, sp.addLo = genLo, addLo
		}
		sp.genLo, sp.genHi = min(sp.genLo, genLo), max(sp.genHi, genHi)
		sp.addLo, sp.addHi = min(sp.addLo, addLo), max(sp.addHi, addHi)
	}
	sp.genLo, sp.genHi, sp.addLo, sp.addHi = baseGen+sp.genLo, baseGen+sp.genHi, baseAdd+sp.addLo, baseAdd+sp.addHi
	m.cnt.spread = sp
}

// goalSibling is a sibling of a goal generated as a child: its slot in
// the puzzle's order and whether it joined the frontier.
type goalSibling struct {
	slot  slot
	added bool
}

// goalSiblings is the goal's siblings as children of node i: those
// generated before the goal (kids, the goal last), then those after it
// in the puzzle's order, from child k+1 on, judged as the search would.
func (m *frontierModel[S]) goalSiblings(i int32, k int, kids []int32) []goalSibling {
	var sibs []goalSibling
	for _, j := range kids[:len(kids)-1] {
		n := &m.nodes[j]
		sibs = append(sibs, goalSibling{n.slot, n.fate == search.FateAdded || n.fate == search.FateReopened})
	}
	cur := m.nodes[i]
	steps := m.sp.p.Successors(cur.state, nil)
	for e := k + 1; e < len(steps); e++ {
		st := steps[e]
		n := mnode[S]{state: st.State, g: cur.g + st.Cost, slot: m.slots.of(cur.state, e, st.Move)}
		f := m.judge(i, &n)
		sibs = append(sibs, goalSibling{n.slot, f == search.FateAdded || f == search.FateReopened})
	}
	return sibs
}

// generatedBefore reports whether the program generated the child in
// slot a before the one in b: in the order children leave its frontier
// (same), or in the reverse.
func (m *frontierModel[S]) generatedBefore(a, b slot, same bool) bool {
	if same {
		return m.ord.before(a, b)
	}
	return m.ord.before(b, a)
}

// live is every live entry of the frontier, as model nodes, in the order
// the model would take them: the policy's, the order of moves learnt
// completing it among ties.
func (m *frontierModel[S]) live() []int32 {
	ids := m.st.Live()
	pol := m.c.pol
	slices.SortFunc(ids, func(a, b int32) int {
		ea, eb := m.st.Entry(a), m.st.Entry(b)
		if !pol.Tied(ea, eb) {
			if pol.Before(ea, eb) {
				return -1
			}
			return 1
		}
		sa, sb := m.nodes[m.of[a]].slot, m.nodes[m.of[b]].slot
		switch {
		case m.ord.before(sa, sb):
			return -1
		case m.ord.before(sb, sa):
			return 1
		case m.ord.prefer(sa, sb):
			return -1
		case m.ord.prefer(sb, sa):
			return 1
		}
		return int(a - b)
	})
	for k, i := range ids {
		ids[k] = m.of[i]
	}
	return ids
}

func (m *frontierModel[S]) snapshot(max int, s S) frontierView {
	ids := m.live()
	v := frontierView{size: len(ids), of: -1, at: -1}
	v.entries = ids[:min(max, len(ids))]
	for k, i := range ids {
		if m.nodes[i].state == s {
			v.of, v.at = k, i
			break
		}
	}
	v.explored = m.st.Explored(s)
	if k := firstNode(m.nodes, s); k >= 0 {
		v.generated = true
		if v.at < 0 {
			v.at = k
		}
	}
	return v
}
