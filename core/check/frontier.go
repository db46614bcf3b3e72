package check

import (
	"context"

	"frontier/core/search"
)

// frontierModel is BFS, DFS, UCS, greedy or A* under one config: the
// engine's own machine, search.Stepper, running the config's policy, and
// following a program where the policy leaves a choice, the order of one
// expansion's children, which it learns from the program (see order).
type frontierModel[S comparable] struct {
	sp    *space[S]
	c     *config
	st    *search.Stepper[S]
	slots *slots[S]
	ord   *order
	// nodes are every node the model generated, the start first: those
	// that joined the frontier and those it dropped; of maps the
	// stepper's nodes to them.
	nodes []mnode[S]
	of    []int32
	cnt   counts
	// found is the goal a generation-time test found, −1 before.
	found   int32
	stopped search.StopReason
	// onExpand, if set, sees each expansion and the ids of the children
	// it generated (see trace.go).
	onExpand func(n int32, children []int32)
}

// estimator is a space's estimate as a search heuristic.
type estimator[S comparable] struct{ sp *space[S] }

func (e estimator[S]) Estimate(s S) int { return e.sp.estimate(s) }
func (e estimator[S]) Admissible() bool { return false }

func newFrontierModel[S comparable](sp *space[S], c *config, ord *order) *frontierModel[S] {
	m := &frontierModel[S]{sp: sp, c: c, slots: newSlots(sp), found: -1, ord: ord}
	if m.ord == nil {
		m.ord = engineOrder(c)
	}
	m.st = search.NewStepper(context.Background(), sp.p, c.pol, estimator[S]{sp}, search.Options{MaxNodes: int64(sp.limit)})
	start := m.st.Node(0)
	m.nodes = append(m.nodes, mnode[S]{state: start.State, parent: -1, h: start.H, slot: slot{index: -1}, fate: search.FateAdded})
	m.of = append(m.of, 0)
	if i, ok := m.st.Goal(); ok && i == 0 {
		m.found = 0
	}
	return m
}

// engineOrder is the order of one expansion's children the engines
// follow where nothing else is known: move order, from a queue or from
// DFS's reversed stack, and the last of them first where later entries
// win ties.
func engineOrder(c *config) *order { return newOrder(c.pol.Reversed()) }

func (m *frontierModel[S]) node(i int32) *mnode[S] { return &m.nodes[i] }
func (m *frontierModel[S]) counts() counts         { return m.cnt }
func (m *frontierModel[S]) order() *order          { return m.ord }
func (m *frontierModel[S]) path(i int32) []S       { return pathOf(m.nodes, i) }

// slotsOf is the slots of the stepper's nodes g.
func (m *frontierModel[S]) slotsOf(g []int32) []slot {
	s := make([]slot, len(g))
	for k, i := range g {
		s[k] = m.nodes[m.of[i]].slot
	}
	return s
}

func (m *frontierModel[S]) advance(l lead[S]) event {
	switch {
	case m.stopped != "":
		return event{kind: evStop, node: -1, stop: m.stopped}
	case m.found >= 0:
		m.stopped = search.StopGoal
		return event{kind: evStop, node: m.found, stop: search.StopGoal}
	}
	g := m.st.Group()
	if g == nil {
		if l.follow && !l.ended && m.st.Stopped() == search.StopExhausted {
			return event{kind: evDiverge, node: -1, stop: search.StopExhausted}
		}
		m.stopped = m.st.Stopped()
		return event{kind: evStop, node: -1, stop: m.stopped}
	}
	sl := m.slotsOf(g)
	atGoal := m.c.pol.GoalTest != search.GoalOnGeneration
	pick := m.pick(l, g, sl, atGoal)
	if pick < 0 {
		own := m.of[g[m.ord.first(sl)]]
		if atGoal && m.sp.p.IsGoal(m.nodes[own].state) {
			return event{kind: evDiverge, node: -1, stop: search.StopGoal}
		}
		return event{kind: evDiverge, node: own}
	}
	if m.c.pol.Ties != search.TiesAny { // a choice among ties says nothing of the moves' order
		m.ord.lead(sl[pick], sl)
	}
	i, goal := m.st.Take(g[pick])
	if goal {
		m.stopped = search.StopGoal
		return event{kind: evStop, node: m.of[i], stop: search.StopGoal}
	}
	m.expanded(i)
	return event{kind: evExpand, node: m.of[i]}
}

// pick is the index in g, the frontier's best group in slots sl, of the
// node the model takes off next: its own first when it leads; else the
// program's state l where the model may take it first, or, where the
// program stopped, a goal it may take now (atGoal: goals are tested as
// they leave the frontier); -1 where it may take neither.
func (m *frontierModel[S]) pick(l lead[S], g []int32, sl []slot, atGoal bool) int {
	switch {
	case !l.follow:
		return m.ord.first(sl)
	case l.ended:
		for k, i := range g {
			if atGoal && m.sp.p.IsGoal(m.nodes[m.of[i]].state) && m.mayLead(sl[k], sl) {
				return k
			}
		}
	default:
		for k, i := range g {
			if m.nodes[m.of[i]].state == l.state && m.mayLead(sl[k], sl) {
				return k
			}
		}
	}
	return -1
}

// mayLead reports whether the program may take the node in slot a off
// the frontier before the rest of among, the best key's nodes: as the
// order of moves learnt so far allows, or freely where its ties follow a
// rule of its own.
func (m *frontierModel[S]) mayLead(a slot, among []slot) bool {
	return m.c.pol.Ties == search.TiesAny || m.ord.canLead(a, among)
}

// expanded records the children the stepper's expansion of node i
// generated, each with its slot and fate, and the counts.
func (m *frontierModel[S]) expanded(i int32) {
	parent := m.of[i]
	cur := m.nodes[parent]
	var kids []int32
	m.nodes, m.of, kids = keepKids(m.nodes, m.of, m.slots, parent, m.st.Kids())
	for k, j := range kids {
		if cur.parent >= 0 && m.nodes[j].state == m.nodes[cur.parent].state {
			m.cnt.back++
		}
		if m.st.Kids()[k].Fate == search.FateGoal {
			m.found = j
		}
	}
	m.cnt.expanded, m.cnt.generated, m.cnt.added = m.st.Counts()
	if m.found >= 0 {
		m.countAroundGoal(parent, m.st.Kids()[len(kids)-1].Index, kids)
	}
	if m.st.Stopped() == search.StopNodeLimit {
		m.stopped = search.StopNodeLimit
	}
	if m.onExpand != nil {
		m.onExpand(parent, kids)
	}
}

// judge is the fate a child n of model node i would have now, as the
// stepper would settle it.
func (m *frontierModel[S]) judge(i int32, n *mnode[S]) search.Fate {
	return m.st.Fate(m.stepperNode(i), n.state, n.g)
}

// stepperNode is the stepper's node of model node i.
func (m *frontierModel[S]) stepperNode(i int32) int32 {
	for j, k := range m.of {
		if k == i {
			return int32(j)
		}
	}
	return -1
}
