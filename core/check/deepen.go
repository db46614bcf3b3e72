package check

import (
	"math"

	"frontier/core/search"
)

// deepModel is IDS or IDA* under one config: depth-first passes from the
// start, each within a bound (IDS on the depth, IDA* on f = g + h) raised
// pass by pass, children taken in an order it learns from the program it
// follows. A node the walk enters is goal-tested, then expanded when
// within the bound; IDS's nodes at the depth limit are tested but not
// expanded.
type deepModel[S comparable] struct {
	sp     *space[S]
	c      *config
	slots  *slots[S]
	ord    *order
	nodes  []mnode[S]
	frames []frame
	cnt    counts
	pass   int
	bound  int
	// next is the smallest f above the bound met in the pass (IDA*);
	// cutoff, whether a node was left at the depth limit (IDS).
	next    int
	cutoff  bool
	visited map[S]struct{} // the mistaken explored set
	found   int32
	stopped search.StopReason
	buf     []search.Step[S]
	// onExpand, if set, sees each expansion and its children's ids;
	// onPass each pass as it begins.
	onExpand func(n int32, children []int32)
	onPass   func(pass, bound int)
}

// frame is a node the walk expanded, with the children it has still to
// enter.
type frame struct {
	node int32
	kids []int32
	done []bool
	// drops are the slots of the children the pruning dropped.
	drops []slot
}

func newDeepModel[S comparable](sp *space[S], c *config, ord *order) *deepModel[S] {
	m := &deepModel[S]{sp: sp, c: c, slots: newSlots(sp), ord: ord, found: -1}
	if m.ord == nil {
		m.ord = newOrder(false)
	}
	start := sp.p.Start()
	if c.pol.Rule.Key == search.KeyF {
		m.bound = sp.estimate(start)
	}
	if c.explored == search.ExploredAcross {
		m.visited = map[S]struct{}{}
	}
	m.begin()
	return m
}

func (m *deepModel[S]) node(i int32) *mnode[S] { return &m.nodes[i] }

// counts are the walk's counts, with the children its pruning dropped: a
// program that counts each child as it makes it, before its check, has
// counted those of the nodes it left behind, but of the nodes on the
// current path only the ones made before the child it went into.
func (m *deepModel[S]) counts() counts {
	c := m.cnt
	c.walk = true
	for d, f := range m.frames {
		in := m.found
		if d+1 < len(m.frames) {
			in = m.frames[d+1].node
		}
		if in < 0 || m.nodes[in].parent != f.node {
			c.pending += len(f.drops) // the walk has entered none of its children
			continue
		}
		e := m.nodes[in].slot
		for _, x := range f.drops {
			if !m.ord.before(x, e) && (m.ord.before(e, x) || !m.ord.prefer(x, e)) {
				c.pending++ // taken after the child the walk is in
			}
		}
	}
	return c
}
func (m *deepModel[S]) order() *order    { return m.ord }
func (m *deepModel[S]) path(i int32) []S { return pathOf(m.nodes, i) }

// begin starts a pass: a frame whose one child is a new start node.
func (m *deepModel[S]) begin() {
	m.pass++
	m.next, m.cutoff = math.MaxInt, false
	if m.c.explored == search.ExploredPerPass {
		m.visited = map[S]struct{}{}
	}
	start := m.sp.p.Start()
	// A pass starts afresh: node ids are good for one pass.
	m.nodes = append(m.nodes[:0], mnode[S]{state: start, parent: -1, h: m.sp.estimate(start), slot: slot{index: -1}, fate: search.FateAdded})
	m.frames = append(m.frames[:0], frame{node: -1, kids: []int32{int32(len(m.nodes) - 1)}, done: []bool{false}})
	if m.onPass != nil {
		m.onPass(m.pass, m.bound)
	}
}

// within reports whether node n may be expanded in this pass.
func (m *deepModel[S]) within(n *mnode[S]) bool {
	if m.c.pol.Rule.Key == search.KeyF {
		return n.g+n.h <= m.bound
	}
	return n.depth < m.bound
}

// over reports whether the walk turns back from n at once: IDA*'s f above
// the bound.
func (m *deepModel[S]) over(n *mnode[S]) bool {
	return m.c.pol.Rule.Key == search.KeyF && n.g+n.h > m.bound
}

// goalOnEntry reports whether entering n finds the goal.
func (m *deepModel[S]) goalOnEntry(n *mnode[S]) bool {
	if m.c.pol.GoalTest == search.GoalOnGeneration || m.over(n) {
		return false
	}
	if m.c.limitFirst && !m.within(n) {
		return false
	}
	return m.sp.p.IsGoal(n.state)
}

// skipped reports whether the walk never enters n: a state its mistaken
// explored set holds.
func (m *deepModel[S]) skipped(n *mnode[S]) bool {
	if m.visited == nil || n.parent < 0 {
		return false // a pass enters its start whatever the set holds
	}
	_, ok := m.visited[n.state]
	return ok
}

// shows reports whether entering n is a step the program prints: every
// entry when it prints visits, else a goal or an expansion.
func (m *deepModel[S]) shows(n *mnode[S]) bool {
	if m.skipped(n) {
		return false
	}
	if m.c.visits {
		return true
	}
	return m.goalOnEntry(n) || !m.over(n) && m.within(n)
}

func (m *deepModel[S]) advance(l lead[S]) event {
	for {
		switch {
		case m.stopped != "":
			return event{kind: evStop, node: -1, stop: m.stopped, pass: m.pass, bound: m.bound}
		case m.found >= 0:
			m.stopped = search.StopGoal
			return event{kind: evStop, node: m.found, stop: search.StopGoal, pass: m.pass, bound: m.bound}
		}
		if len(m.frames) == 0 {
			// A program that runs its passes to a limit of its own, never
			// asking whether the last one left anything at the bound, goes
			// on past the point where the search is exhausted.
			if !m.nextPass(l.follow && !l.ended) {
				if l.follow && !l.ended {
					return event{kind: evDiverge, node: -1, stop: search.StopExhausted, pass: m.pass, bound: m.bound}
				}
				return event{kind: evStop, node: -1, stop: m.stopped, pass: m.pass, bound: m.bound}
			}
			continue
		}
		f := &m.frames[len(m.frames)-1]
		cand, sl := m.candidates(f)
		if len(cand) == 0 {
			m.finish(f)
			m.frames = m.frames[:len(m.frames)-1]
			continue
		}
		pick := m.pick(l, f, cand, sl)
		if pick < 0 {
			own := f.kids[cand[m.ord.first(sl)]]
			if !m.c.visits && m.goalOnEntry(&m.nodes[own]) {
				return event{kind: evDiverge, node: -1, stop: search.StopGoal, pass: m.pass, bound: m.bound}
			}
			return event{kind: evDiverge, node: own, pass: m.pass, bound: m.bound}
		}
		m.ord.lead(sl[pick], sl)
		k := cand[pick]
		f.done[k] = true
		// The children the walk passes over before this one, in the
		// order as far as it is known, are entered and left first.
		c := m.nodes[f.kids[k]].slot
		for j, i := range f.kids {
			if s := m.nodes[i].slot; !f.done[j] && (m.ord.before(s, c) || !m.ord.before(c, s) && m.ord.prefer(s, c)) {
				m.pass1(f, j)
			}
		}
		return m.enter(f.kids[k])
	}
}

// candidates are the children of f the walk may enter next, those not
// yet walked that show, as indexes into f.kids, with their slots.
func (m *deepModel[S]) candidates(f *frame) (cand []int, sl []slot) {
	for k, i := range f.kids {
		if !f.done[k] && m.shows(&m.nodes[i]) {
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
func (m *deepModel[S]) pick(l lead[S], f *frame, cand []int, sl []slot) int {
	if !l.follow {
		return m.ord.first(sl)
	}
	for k, c := range cand {
		n := &m.nodes[f.kids[c]]
		if (l.ended && m.goalOnEntry(n) || !l.ended && n.state == l.state) && m.ord.canLead(sl[k], sl) {
			return k
		}
	}
	return -1
}

// enter takes the walk into node i, which shows (see shows).
func (m *deepModel[S]) enter(i int32) event {
	n := &m.nodes[i]
	if n.parent >= 0 {
		m.cnt.added++
	}
	ev := event{kind: evExpand, node: i, pass: m.pass, bound: m.bound}
	switch {
	case m.goalOnEntry(n):
		if m.c.visits {
			m.found = i
			return ev
		}
		m.stopped = search.StopGoal
		return event{kind: evStop, node: i, stop: search.StopGoal, pass: m.pass, bound: m.bound}
	case m.over(n):
		m.next = min(m.next, n.g+n.h)
		return ev
	case !m.within(n):
		m.cutoff = true
		return ev
	}
	m.expand(i)
	return ev
}

// finish settles the children of frame f the program never saw entered:
// IDA*'s f above the bound, IDS's nodes at the limit.
func (m *deepModel[S]) finish(f *frame) {
	for k := range f.kids {
		if !f.done[k] {
			m.pass1(f, k)
		}
	}
}

// pass1 enters and leaves child k of frame f, which does not show: the
// walk turns back from it at once.
func (m *deepModel[S]) pass1(f *frame, k int) {
	f.done[k] = true
	n := &m.nodes[f.kids[k]]
	if m.skipped(n) {
		return
	}
	if n.parent >= 0 {
		m.cnt.added++
	}
	switch {
	case m.over(n):
		m.next = min(m.next, n.g+n.h)
	case !m.within(n):
		m.cutoff = true
	}
}

// nextPass raises the bound for a new pass; false when none is left: the
// search is exhausted, unless anyway, when the pass is made all the same
// (IDA*'s with the same bound).
func (m *deepModel[S]) nextPass(anyway bool) bool {
	exhausted := m.c.pol.Rule.Key == search.KeyF && m.next == math.MaxInt || m.c.pol.Rule.Key != search.KeyF && !m.cutoff
	if exhausted && !anyway {
		m.stopped = search.StopExhausted
		return false
	}
	switch {
	case m.c.pol.Rule.Key != search.KeyF:
		m.bound++
	case !exhausted:
		m.bound = m.next
	}
	m.begin()
	return true
}

// expand generates node i's children, pruned as the config says.
func (m *deepModel[S]) expand(i int32) {
	m.cnt.expanded++
	cur := m.nodes[i]
	if m.visited != nil {
		m.visited[cur.state] = struct{}{}
	}
	m.buf = m.sp.p.Successors(cur.state, m.buf[:0])
	fr := frame{node: i}
	var kids []int32
	for k, st := range m.buf {
		if m.pruned(i, k) {
			m.cnt.dropped++
			fr.drops = append(fr.drops, m.slots.of(cur.state, k, st.Move))
			continue
		}
		if m.sp.limit > 0 && m.cnt.generated >= m.sp.limit {
			m.stopped = search.StopNodeLimit
			break
		}
		m.cnt.generated++
		n := mnode[S]{state: st.State, parent: i, g: cur.g + st.Cost, depth: cur.depth + 1, move: st.Move,
			slot: m.slots.of(cur.state, k, st.Move), fate: search.FateAdded}
		n.h = m.sp.estimate(n.state)
		j := int32(len(m.nodes))
		m.nodes = append(m.nodes, n)
		kids = append(kids, j)
		if m.c.pol.GoalTest == search.GoalOnGeneration && m.sp.p.IsGoal(n.state) {
			m.nodes[j].fate = search.FateGoal
			m.found = j
			break
		}
		fr.kids = append(fr.kids, j)
		fr.done = append(fr.done, false)
	}
	if m.found < 0 && m.stopped == "" {
		m.frames = append(m.frames, fr)
	}
	if m.onExpand != nil {
		m.onExpand(i, kids)
	}
}

// pruned reports whether the config's pruning skips child k of node i
// before generating it: the move back to the parent and a twin of an
// earlier sibling (PruneParent), a state on the path (PrunePath).
func (m *deepModel[S]) pruned(i int32, k int) bool {
	st := m.buf[k].State
	switch m.c.pol.Pruning {
	case search.PruneNone:
		return false
	case search.PrunePath:
		for a := i; a >= 0; a = m.nodes[a].parent {
			if m.nodes[a].state == st {
				return true
			}
		}
		return false
	}
	if p := m.nodes[i].parent; p >= 0 && m.nodes[p].state == st {
		return true
	}
	for _, e := range m.buf[:k] {
		if e.State == st && e.Cost <= m.buf[k].Cost {
			return true
		}
	}
	return false
}

func (m *deepModel[S]) snapshot(max int, s S) frontierView {
	v := frontierView{of: -1, at: -1, pass: m.pass, bound: m.bound}
	// The walk's frontier: the children still to enter, deepest first,
	// each frame's in the order the model would take them.
	for d := len(m.frames) - 1; d >= 0; d-- {
		f := &m.frames[d]
		var left []int32
		var sl []slot
		for k, i := range f.kids {
			if !f.done[k] {
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
