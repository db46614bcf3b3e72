package check

import (
	"container/heap"

	"frontier/core/search"
)

// frontierModel is BFS, DFS, UCS, greedy or A* under one config: a
// frontier ordered by the rule's key (none for Queue and Stack), then by
// the time a node joined it (oldest first for Queue and first-in ties,
// newest first otherwise), then by the order of one expansion's children,
// which it learns from the program it follows (see order).
type frontierModel[S comparable] struct {
	sp    *space[S]
	c     *config
	slots *slots[S]
	ord   *order
	nodes []mnode[S]
	q     entryHeap[S]
	// best is the lowest g at which each state joined the frontier (graph
	// search, SeenPushed); closed the g at which each was expanded.
	best, closed map[S]int
	// open is the entry of each state on the frontier, for a config that
	// updates entries in place.
	open map[S]int32
	// bestNode is the node of each state's best g (tickets).
	bestNode map[S]int32
	cnt      counts
	stamp    int32
	// found is the goal a generation-time test found, −1 before.
	found   int32
	stopped search.StopReason
	buf     []search.Step[S]
	// onExpand, if set, sees each expansion and the ids of the children
	// it generated (see trace.go).
	onExpand func(n int32, children []int32)
}

func newFrontierModel[S comparable](sp *space[S], c *config, ord *order) *frontierModel[S] {
	m := &frontierModel[S]{sp: sp, c: c, slots: newSlots(sp), found: -1,
		best: map[S]int{}, closed: map[S]int{}, ord: ord, open: map[S]int32{}, bestNode: map[S]int32{}}
	if c.how == inPlace {
		m.q.pos = map[int32]int{}
	}
	if m.ord == nil {
		m.ord = engineOrder(c)
	}
	m.q.m = m
	start := sp.p.Start()
	m.nodes = append(m.nodes, mnode[S]{state: start, parent: -1, h: sp.estimate(start), slot: slot{index: -1}, fate: search.FateAdded})
	m.best[start] = 0
	m.bestNode[start] = 0
	if c.goal == search.GoalOnGeneration && sp.p.IsGoal(start) {
		m.found = 0
	}
	m.push(0)
	return m
}

// engineOrder is the order of one expansion's children the engines
// follow where nothing else is known: move order, from a queue or from
// DFS's reversed stack, and the last of them first where later entries
// win ties.
func engineOrder(c *config) *order {
	return newOrder(c.rule.Discipline == search.Lowest && !c.firstIn())
}

func (m *frontierModel[S]) node(i int32) *mnode[S] { return &m.nodes[i] }
func (m *frontierModel[S]) counts() counts         { return m.cnt }
func (m *frontierModel[S]) order() *order          { return m.ord }
func (m *frontierModel[S]) path(i int32) []S       { return pathOf(m.nodes, i) }

// key is node i's place on the frontier, before the order of siblings.
type frontierKey struct{ k, h, t int }

func (m *frontierModel[S]) key(i int32) frontierKey {
	n := &m.nodes[i]
	k := frontierKey{t: int(n.stamp)}
	switch {
	case m.c.ties == search.TiesAny:
		k.t = 0 // every node of the best key is a candidate
	case !m.c.firstIn():
		k.t = -k.t
	}
	if m.c.rule.Discipline == search.Lowest {
		k.k = m.c.rule.Key.Of(n.g, n.h, n.depth)
		if m.c.lowH() {
			k.h = n.h
		}
	}
	return k
}

func (a frontierKey) less(b frontierKey) bool {
	if a.k != b.k {
		return a.k < b.k
	}
	if a.h != b.h {
		return a.h < b.h
	}
	return a.t < b.t
}

// stale reports whether node i waits on the frontier for nothing: its
// state was expanded since, or joined it again more cheaply.
func (m *frontierModel[S]) stale(i int32) bool {
	n := &m.nodes[i]
	if !m.c.graph() {
		return false
	}
	if g, ok := m.closed[n.state]; ok && (g <= n.g || !m.c.reopen || m.c.how == tickets) {
		return true
	}
	if m.c.seen == search.SeenPushed && m.c.update && m.c.how != tickets {
		return m.best[n.state] < n.g
	}
	return false
}

// group takes off the frontier the live entries of its best key, the
// children of one expansion, and drops the stale ones it meets.
func (m *frontierModel[S]) group() []int32 {
	for m.q.Len() > 0 {
		top := m.key(m.q.ids[0])
		var g []int32
		for m.q.Len() > 0 && m.key(m.q.ids[0]) == top {
			if i := heap.Pop(&m.q).(int32); !m.stale(i) {
				g = append(g, i)
			}
		}
		if len(g) > 0 {
			return g
		}
	}
	return nil
}

func (m *frontierModel[S]) putBack(g []int32, except int) {
	for k, i := range g {
		if k != except {
			heap.Push(&m.q, i)
		}
	}
	if except >= 0 && m.c.how == inPlace {
		delete(m.open, m.nodes[g[except]].state)
	}
}

// push puts node i on the frontier, or, for a config that updates in
// place, in the place of its state's entry there.
func (m *frontierModel[S]) push(i int32) {
	if m.c.how != inPlace {
		heap.Push(&m.q, i)
		return
	}
	s := m.nodes[i].state
	if old, ok := m.open[s]; ok {
		if at, ok := m.q.pos[old]; ok {
			m.nodes[i].stamp, m.nodes[i].slot = m.nodes[old].stamp, m.nodes[old].slot
			delete(m.q.pos, old)
			m.q.ids[at] = i
			m.q.pos[i] = at
			heap.Fix(&m.q, at)
			m.open[s] = i
			return
		}
	}
	heap.Push(&m.q, i)
	m.open[s] = i
}

func (m *frontierModel[S]) slotsOf(g []int32) []slot {
	s := make([]slot, len(g))
	for k, i := range g {
		s[k] = m.nodes[i].slot
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
	g := m.group()
	if g == nil {
		if l.follow && !l.ended {
			return event{kind: evDiverge, node: -1, stop: search.StopExhausted}
		}
		m.stopped = search.StopExhausted
		return event{kind: evStop, node: -1, stop: search.StopExhausted}
	}
	sl := m.slotsOf(g)
	atGoal := m.c.goal != search.GoalOnGeneration
	pick := m.pick(l, g, sl, atGoal)
	if pick < 0 {
		m.putBack(g, -1)
		own := g[m.ord.first(sl)]
		if atGoal && m.sp.p.IsGoal(m.nodes[own].state) {
			return event{kind: evDiverge, node: -1, stop: search.StopGoal}
		}
		return event{kind: evDiverge, node: own}
	}
	if m.c.ties != search.TiesAny { // a choice among ties says nothing of the moves' order
		m.ord.lead(sl[pick], sl)
	}
	m.putBack(g, pick)
	i := g[pick]
	if m.c.how == tickets {
		i = m.bestNode[m.nodes[i].state]
	}
	if atGoal && m.sp.p.IsGoal(m.nodes[i].state) {
		m.stopped = search.StopGoal
		return event{kind: evStop, node: i, stop: search.StopGoal}
	}
	m.expand(i)
	return event{kind: evExpand, node: i}
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
			if atGoal && m.sp.p.IsGoal(m.nodes[i].state) && m.mayLead(sl[k], sl) {
				return k
			}
		}
	default:
		for k, i := range g {
			if m.nodes[i].state == l.state && m.mayLead(sl[k], sl) {
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
	return m.c.ties == search.TiesAny || m.ord.canLead(a, among)
}

// expand generates node i's children and settles each one's fate.
func (m *frontierModel[S]) expand(i int32) {
	m.stamp++
	m.cnt.expanded++
	cur := m.nodes[i]
	m.closed[cur.state] = cur.g
	m.buf = m.sp.p.Successors(cur.state, m.buf[:0])
	var kids []int32
	for k, st := range m.buf {
		if m.sp.limit > 0 && m.cnt.generated >= m.sp.limit {
			m.stopped = search.StopNodeLimit
			break
		}
		m.cnt.generated++
		n := mnode[S]{state: st.State, parent: i, g: cur.g + st.Cost, depth: cur.depth + 1, move: st.Move,
			slot: m.slots.of(cur.state, k, st.Move), stamp: m.stamp}
		n.fate = m.fate(i, &n)
		if n.fate != search.FateAdded && n.fate != search.FateReopened {
			if m.onExpand != nil {
				n.h = m.sp.estimate(n.state) // for the watch view to show
			}
			m.nodes = append(m.nodes, n)
			kids = append(kids, int32(len(m.nodes)-1))
			continue
		}
		n.h = m.sp.estimate(n.state)
		m.cnt.added++
		j := int32(len(m.nodes))
		m.bestNode[n.state] = j
		if m.c.goal == search.GoalOnGeneration && m.sp.p.IsGoal(n.state) {
			n.fate = search.FateGoal
			m.nodes = append(m.nodes, n)
			kids = append(kids, j)
			m.found = j
			m.countAroundGoal(i, k, kids)
			break
		}
		m.nodes = append(m.nodes, n)
		kids = append(kids, j)
		m.push(j)
	}
	if m.onExpand != nil {
		m.onExpand(i, kids)
	}
}

// fate is what the model does with child n of node i: adds it, or drops
// it as a duplicate or a cycle.
func (m *frontierModel[S]) fate(i int32, n *mnode[S]) search.Fate { return m.judge(i, n, true) }

// judge is child n's fate, the model's sets of states updated when keep.
func (m *frontierModel[S]) judge(i int32, n *mnode[S], keep bool) search.Fate {
	switch {
	case m.c.pruning == search.PruneNone:
		return search.FateAdded
	case m.c.pruning == search.PrunePath:
		for a := i; a >= 0; a = m.nodes[a].parent {
			if m.nodes[a].state == n.state {
				return search.FateCycle
			}
		}
		return search.FateAdded
	}
	if cg, ok := m.closed[n.state]; ok {
		if m.c.reopen && n.g < cg {
			if keep {
				m.best[n.state] = n.g
				delete(m.closed, n.state)
			}
			return search.FateReopened
		}
		return search.FateDuplicate
	}
	if m.c.seen == search.SeenExpanded {
		return search.FateAdded
	}
	if old, ok := m.best[n.state]; ok && (!m.c.update || old <= n.g) {
		return search.FateDuplicate
	}
	if keep {
		m.best[n.state] = n.g
	}
	return search.FateAdded
}
