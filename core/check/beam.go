package check

import (
	"slices"

	"frontier/core/search"
)

// beamModel is beam search under one config: each round expands its beam
// in order, each node's children in the model's order, and keeps the k
// new states of lowest h, equal h in the order they were generated (or
// its reverse, for last-in ties), as the next round's beam. It does not
// learn its order: a checker runs it once for each order it tries.
type beamModel[S comparable] struct {
	sp      *space[S]
	c       *config
	slots   *slots[S]
	ord     *order
	nodes   []mnode[S]
	beam    []int32
	pos     int
	cands   []int32
	kept    map[S]struct{}
	cnt     counts
	found   int32
	stopped search.StopReason
	buf     []search.Step[S]
	// onExpand, if set, sees each expansion and its children's ids.
	onExpand func(n int32, children []int32)
}

func newBeamModel[S comparable](sp *space[S], c *config, ord *order) *beamModel[S] {
	m := &beamModel[S]{sp: sp, c: c, slots: newSlots(sp), ord: ord, found: -1}
	start := sp.p.Start()
	m.nodes = append(m.nodes, mnode[S]{state: start, parent: -1, h: sp.estimate(start), slot: slot{index: -1}, fate: search.FateAdded})
	m.kept = map[S]struct{}{start: {}}
	m.beam = []int32{0}
	if sp.p.IsGoal(start) {
		m.found = 0
	}
	return m
}

func (m *beamModel[S]) node(i int32) *mnode[S] { return &m.nodes[i] }
func (m *beamModel[S]) counts() counts         { return m.cnt }
func (m *beamModel[S]) order() *order          { return m.ord }
func (m *beamModel[S]) path(i int32) []S       { return pathOf(m.nodes, i) }

func (m *beamModel[S]) advance(l lead[S]) event {
	switch {
	case m.stopped != "":
		return event{kind: evStop, node: -1, stop: m.stopped}
	case m.found >= 0:
		m.stopped = search.StopGoal
		return event{kind: evStop, node: m.found, stop: search.StopGoal}
	case m.pos == len(m.beam):
		if l.follow && !l.ended {
			return event{kind: evDiverge, node: -1, stop: search.StopExhausted}
		}
		m.stopped = search.StopExhausted
		return event{kind: evStop, node: -1, stop: search.StopExhausted}
	}
	i := m.beam[m.pos]
	if l.follow && (l.ended || m.nodes[i].state != l.state) {
		return event{kind: evDiverge, node: i}
	}
	m.pos++
	m.expand(i)
	if m.pos == len(m.beam) && m.found < 0 {
		m.nextRound()
	}
	return event{kind: evExpand, node: i}
}

// expand generates node i's children in the model's order and makes the
// new ones candidates for the next round.
func (m *beamModel[S]) expand(i int32) {
	m.cnt.expanded++
	cur := m.nodes[i]
	m.buf = m.sp.p.Successors(cur.state, m.buf[:0])
	ks := make([]int, len(m.buf))
	sl := make([]slot, len(m.buf))
	for k, st := range m.buf {
		ks[k], sl[k] = k, m.slots.of(cur.state, k, st.Move)
	}
	var kids []int32
	for len(ks) > 0 {
		f := m.ord.first(sl)
		k := ks[f]
		ks, sl = slices.Delete(ks, f, f+1), slices.Delete(sl, f, f+1)
		st := m.buf[k]
		if m.sp.limit > 0 && m.cnt.generated >= m.sp.limit {
			m.stopped = search.StopNodeLimit
			break
		}
		m.cnt.generated++
		n := mnode[S]{state: st.State, parent: i, g: cur.g + st.Cost, depth: cur.depth + 1, move: st.Move,
			slot: m.slots.of(cur.state, k, st.Move), fate: search.FateDuplicate}
		j := int32(len(m.nodes))
		if _, ok := m.kept[st.State]; !ok {
			n.fate = search.FateAdded
			n.h = m.sp.estimate(st.State)
			if m.sp.p.IsGoal(st.State) {
				n.fate = search.FateGoal
				m.found = j
			} else {
				m.kept[st.State] = struct{}{}
				m.cands = append(m.cands, j)
				m.cnt.added++
			}
		}
		m.nodes = append(m.nodes, n)
		kids = append(kids, j)
		if m.found >= 0 {
			break
		}
	}
	if m.onExpand != nil {
		m.onExpand(i, kids)
	}
}

// nextRound keeps the best k candidates as the next beam.
func (m *beamModel[S]) nextRound() {
	if m.c.pol.Ties == search.TiesLastIn {
		slices.Reverse(m.cands)
	}
	slices.SortStableFunc(m.cands, func(a, b int32) int { return m.nodes[a].h - m.nodes[b].h })
	k := m.c.width
	if k <= 0 {
		k = search.DefaultBeamWidth
	}
	if len(m.cands) > k {
		for _, j := range m.cands[k:] {
			delete(m.kept, m.nodes[j].state)
		}
		m.cands = m.cands[:k]
	}
	m.beam, m.cands, m.pos = m.cands, m.beam[:0], 0
}

func (m *beamModel[S]) snapshot(max int, s S) frontierView {
	v := frontierView{of: -1, at: -1}
	rest := m.beam[m.pos:]
	v.size = len(rest)
	v.entries = rest[:min(max, len(rest))]
	for k, i := range rest {
		if m.nodes[i].state == s {
			v.of, v.at = k, i
			break
		}
	}
	for k := range m.nodes {
		if m.nodes[k].state == s {
			v.generated = true
			break
		}
	}
	return v
}
