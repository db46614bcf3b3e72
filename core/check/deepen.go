package check

import (
	"context"

	"frontier/core/search"
)

// deepModel is IDS or IDA* under one config: the engines' own walk,
// search.Walk, running the config's policy, and following a program where
// the policy leaves a choice, the order of a node's children, which it
// learns from the program (see order). What the walk enters shows as a
// step where the program prints it (config.visits: every node entered;
// otherwise a goal or an expansion).
type deepModel[S comparable] struct {
	sp    *space[S]
	c     *config
	w     *search.Walk[S]
	slots *slots[S]
	ord   *order
	// nodes are the walk's nodes of the pass, with their slots.
	nodes []mnode[S]
	// found is the goal the walk reports at its next step, −1 before:
	// one generated, or one entered by a program that prints every node
	// it enters.
	found   int32
	stopped search.StopReason
	// onExpand, if set, sees each expansion and its children's ids;
	// onPass each pass as it begins.
	onExpand func(n int32, children []int32)
	onPass   func(pass, bound int)
}

func newDeepModel[S comparable](sp *space[S], c *config, ord *order) *deepModel[S] {
	m := &deepModel[S]{sp: sp, c: c, slots: newSlots(sp), ord: ord, found: -1}
	if m.ord == nil {
		m.ord = newOrder(false)
	}
	m.w = search.NewWalk(context.Background(), sp.p, c.pol, estimator[S]{sp}, search.Options{MaxNodes: int64(sp.limit)})
	m.begun()
	return m
}

// begun takes in the start of a pass just begun; node ids are good for
// one pass.
func (m *deepModel[S]) begun() {
	m.nodes = append(m.nodes[:0], m.mnode(0, slot{index: -1}))
}

func (m *deepModel[S]) mnode(i int32, sl slot) mnode[S] {
	n := m.w.Node(i)
	return mnode[S]{state: n.State, parent: n.Parent, g: n.G, h: n.H, depth: n.Depth, move: n.Move, slot: sl, fate: n.Fate}
}

func (m *deepModel[S]) node(i int32) *mnode[S] { return &m.nodes[i] }
func (m *deepModel[S]) order() *order          { return m.ord }
func (m *deepModel[S]) path(i int32) []S       { return pathOf(m.nodes, i) }

// counts are the walk's counts, with the children its pruning dropped: a
// program that counts each child as it makes it, before its check, has
// counted those of the nodes it left behind, but of the nodes on the
// current path only the ones made before the child it went into.
func (m *deepModel[S]) counts() counts {
	var c counts
	c.expanded, c.generated, c.added, c.dropped = m.w.Counts()
	c.walk = true
	frames := m.w.Frames()
	for d, f := range frames {
		in := m.found
		if d+1 < len(frames) {
			in = frames[d+1].Node
		}
		if in < 0 || m.nodes[in].parent != f.Node {
			c.pending += len(f.Drops) // the walk has entered none of its children
			continue
		}
		e := m.nodes[in].slot
		for _, k := range f.Drops { // the pass's own frame drops nothing
			x := m.slots.of(m.nodes[f.Node].state, k.Index, k.Move)
			if !m.ord.before(x, e) && (m.ord.before(e, x) || !m.ord.prefer(x, e)) {
				c.pending++ // taken after the child the walk is in
			}
		}
	}
	return c
}

// shows reports whether entering node i is a step the program prints.
func (m *deepModel[S]) shows(i int32) bool {
	switch m.w.Visit(i) {
	case search.VisitSeen:
		return false
	case search.VisitGoal, search.VisitExpand:
		return true
	}
	return m.c.visits
}

func (m *deepModel[S]) event(kind eventKind, node int32, stop search.StopReason) event {
	return event{kind: kind, node: node, stop: stop, pass: m.w.Pass(), bound: m.w.Bound()}
}

func (m *deepModel[S]) advance(l lead[S]) event {
	for {
		if m.stopped != "" {
			return m.event(evStop, -1, m.stopped)
		}
		if m.found >= 0 {
			m.stopped = search.StopGoal
			return m.event(evStop, m.found, search.StopGoal)
		}
		if s := m.w.Stopped(); s != "" {
			m.stopped = s
			return m.event(evStop, -1, s)
		}
		frames := m.w.Frames()
		if len(frames) == 0 {
			// A program that runs its passes to a limit of its own, never
			// asking whether the last one left anything at the bound, goes
			// on past the point where the search is exhausted.
			if !m.w.NextPass(l.follow && !l.ended) {
				continue
			}
			m.begun()
			if m.onPass != nil {
				m.onPass(m.w.Pass(), m.w.Bound())
			}
			continue
		}
		f := &frames[len(frames)-1]
		cand, sl := m.candidates(f)
		if len(cand) == 0 {
			m.w.Up()
			continue
		}
		pick := m.pick(l, f, cand, sl)
		if pick < 0 {
			own := f.Kids[cand[m.ord.first(sl)]]
			if !m.c.visits && m.w.Visit(own) == search.VisitGoal {
				return m.event(evDiverge, -1, search.StopGoal)
			}
			return m.event(evDiverge, own, "")
		}
		m.ord.lead(sl[pick], sl)
		k := cand[pick]
		// The children the walk passes over before this one, in the
		// order as far as it is known, are entered and left first.
		c := m.nodes[f.Kids[k]].slot
		for j, i := range f.Kids {
			if s := m.nodes[i].slot; j != k && !f.Done[j] && (m.ord.before(s, c) || !m.ord.before(c, s) && m.ord.prefer(s, c)) {
				m.w.TurnBack(j)
			}
		}
		return m.enter(f.Kids[k], k)
	}
}

// candidates are the children of f the walk may enter next, those not
// yet walked that show, as indexes into f.Kids, with their slots.
func (m *deepModel[S]) candidates(f *search.Frame[S]) (cand []int, sl []slot) {
	for k, i := range f.Kids {
		if !f.Done[k] && m.shows(i) {
			cand = append(cand, k)
			sl = append(sl, m.nodes[i].slot)
		}
	}
	return cand, sl
}

// pick is the candidate (an index into cand) the walk enters next: the
// first in the order when the program no longer leads, else the one the
// program's next expansion names (a child that is the goal, once its
// expansions have ended) if the order lets it come first; -1 if none.
func (m *deepModel[S]) pick(l lead[S], f *search.Frame[S], cand []int, sl []slot) int {
	if !l.follow {
		return m.ord.first(sl)
	}
	for k, c := range cand {
		i := f.Kids[c]
		if (l.ended && m.w.Visit(i) == search.VisitGoal || !l.ended && m.nodes[i].state == l.state) && m.ord.canLead(sl[k], sl) {
			return k
		}
	}
	return -1
}

// enter takes the walk into node i, child k of the last frame, which
// shows (see shows).
func (m *deepModel[S]) enter(i int32, k int) event {
	ev := m.event(evExpand, i, "")
	switch m.w.Enter(k) {
	case search.VisitGoal:
		if m.c.visits {
			m.found = i
			return ev
		}
		m.stopped = search.StopGoal
		return m.event(evStop, i, search.StopGoal)
	case search.VisitExpand:
		m.expanded(i)
	}
	return ev
}

// expanded takes in the children the walk's expansion of node i made.
func (m *deepModel[S]) expanded(i int32) {
	parent := m.nodes[i].state
	if fs := m.w.Frames(); fs[len(fs)-1].Node == i && len(fs[len(fs)-1].Drops) > 0 {
		// The parent's slots are numbered as it is expanded, whichever of
		// its children the pruning dropped.
		d := fs[len(fs)-1].Drops[0]
		m.slots.of(parent, d.Index, d.Move)
	}
	kids := m.w.Kids()
	for _, j := range kids {
		n := m.w.Node(j)
		m.nodes = append(m.nodes, m.mnode(j, m.slots.of(parent, n.Index, n.Move)))
	}
	if j, ok := m.w.Goal(); ok {
		m.found = j
	}
	if m.onExpand != nil {
		m.onExpand(i, kids)
	}
}

func (m *deepModel[S]) snapshot(max int, s S) frontierView {
	v := frontierView{of: -1, at: -1, pass: m.w.Pass(), bound: m.w.Bound()}
	// The walk's frontier: the children still to enter, deepest first,
	// each frame's in the order the model would take them.
	frames := m.w.Frames()
	for d := len(frames) - 1; d >= 0; d-- {
		f := &frames[d]
		var left []int32
		var sl []slot
		for k, i := range f.Kids {
			if !f.Done[k] {
				left = append(left, i)
				sl = append(sl, m.nodes[i].slot)
			}
		}
		for len(left) > 0 {
			k := m.ord.first(sl)
			i := left[k]
			if m.nodes[i].state == s && v.of < 0 {
				v.of, v.at = v.size, i
			}
			if len(v.entries) < max {
				v.entries = append(v.entries, i)
			}
			v.size++
			left = append(left[:k], left[k+1:]...)
			sl = append(sl[:k], sl[k+1:]...)
		}
	}
	for k := range m.nodes {
		if m.nodes[k].state == s {
			v.generated = true
			if v.at < 0 {
				v.at = int32(k)
			}
		}
		if p := m.nodes[k].parent; p >= 0 && m.nodes[p].state == s {
			v.explored = true
		}
	}
	return v
}
