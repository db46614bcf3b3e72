package check

import (
	"context"
	"slices"

	"frontier/core/search"
)

// beamModel is beam search under one config: the engine's own machine,
// search.Beam, running the config's policy (its ties say which of equal h
// a round keeps), each node's children taken in the model's order. It
// does not learn its order: a checker runs it once for each order it
// tries.
type beamModel[S comparable] struct {
	sp    *space[S]
	b     *search.Beam[S]
	slots *slots[S]
	ord   *order
	// nodes are every child the model generated, duplicates included,
	// the start first; of maps the machine's nodes to them.
	nodes   []mnode[S]
	of      []int32
	cnt     counts
	stopped search.StopReason
	// onExpand, if set, sees each expansion and its children's ids.
	onExpand func(n int32, children []int32)
}

func newBeamModel[S comparable](sp *space[S], c *config, ord *order) *beamModel[S] {
	m := &beamModel[S]{sp: sp, slots: newSlots(sp), ord: ord}
	m.b = search.NewBeam(context.Background(), sp.p, c.pol, estimator[S]{sp}, search.Options{MaxNodes: int64(sp.limit), BeamWidth: c.width})
	m.b.SetOrder(m.orderOf)
	start := sp.p.Start()
	m.nodes = append(m.nodes, mnode[S]{state: start, parent: -1, h: sp.estimate(start), slot: slot{index: -1}, fate: search.FateAdded})
	m.of = append(m.of, 0)
	return m
}

func (m *beamModel[S]) node(i int32) *mnode[S] { return &m.nodes[i] }
func (m *beamModel[S]) counts() counts         { return m.cnt }
func (m *beamModel[S]) order() *order          { return m.ord }
func (m *beamModel[S]) path(i int32) []S       { return pathOf(m.nodes, i) }

// orderOf is the order, in the model's order of moves, in which an
// expansion of parent generates steps.
func (m *beamModel[S]) orderOf(parent S, steps []search.Step[S], dst []int) []int {
	ks := make([]int, len(steps))
	sl := make([]slot, len(steps))
	for k, st := range steps {
		ks[k], sl[k] = k, m.slots.of(parent, k, st.Move)
	}
	for len(ks) > 0 {
		f := m.ord.first(sl)
		dst = append(dst, ks[f])
		ks, sl = slices.Delete(ks, f, f+1), slices.Delete(sl, f, f+1)
	}
	return dst
}

func (m *beamModel[S]) advance(l lead[S]) event {
	if m.stopped != "" {
		return event{kind: evStop, node: -1, stop: m.stopped}
	}
	if g, ok := m.b.Goal(); ok {
		m.stopped = search.StopGoal
		return event{kind: evStop, node: m.of[g], stop: search.StopGoal}
	}
	i, ok := m.b.Next()
	if !ok {
		stop := m.b.Stopped()
		if stop == search.StopExhausted && l.follow && !l.ended {
			return event{kind: evDiverge, node: -1, stop: search.StopExhausted}
		}
		m.stopped = stop
		return event{kind: evStop, node: -1, stop: stop}
	}
	n := m.of[i]
	if l.follow && (l.ended || m.nodes[n].state != l.state) {
		return event{kind: evDiverge, node: n}
	}
	m.b.Expand(i)
	m.expanded(n)
	return event{kind: evExpand, node: n}
}

// expanded records the children the machine's expansion of model node i
// generated, each with its slot and fate, and the counts.
func (m *beamModel[S]) expanded(i int32) {
	var kids []int32
	m.nodes, m.of, kids = keepKids(m.nodes, m.of, m.slots, i, m.b.Kids())
	m.cnt.expanded, m.cnt.generated, m.cnt.added = m.b.Counts()
	if m.onExpand != nil {
		m.onExpand(i, kids)
	}
}

func (m *beamModel[S]) snapshot(max int, s S) frontierView {
	v := frontierView{of: -1, at: -1}
	rest := m.b.Rest()
	v.size = len(rest)
	for k, i := range rest {
		if k < max {
			v.entries = append(v.entries, m.of[i])
		}
		if m.nodes[m.of[i]].state == s && v.of < 0 {
			v.of, v.at = k, m.of[i]
		}
	}
	v.generated = firstNode(m.nodes, s) >= 0
	return v
}
