package check

import (
	"context"

	"frontier/core/search"
)

// meetModel is bidirectional BFS: the engine's own run, recorded, taken
// one expansion at a time. Its order is the engine's, the puzzle's move
// order on both sides, so a program is followed only where it expands
// what the engine expands next.
type meetModel[S comparable] struct {
	sp      *space[S]
	c       *config
	rec     *search.Recording[S]
	step    int
	nodes   []mnode[S]
	cnt     counts
	ord     *order
	stopped search.StopReason
	// solution is the node that stands for the goal reached through the
	// state met, −1 before: its g is the path's cost, its path the
	// search's, start to goal.
	solution int32
}

func newMeetModel[S comparable](sp *space[S], c *config) *meetModel[S] {
	m := &meetModel[S]{sp: sp, c: c, ord: newOrder(false), solution: -1}
	m.rec = search.Record(context.Background(), c.engine, sp.p, search.Options{MaxNodes: int64(sp.limit)}, 0, 1<<20)
	m.node(0)
	return m
}

func (m *meetModel[S]) counts() counts { return m.cnt }
func (m *meetModel[S]) order() *order  { return m.ord }
func (m *meetModel[S]) path(i int32) []S {
	if i == m.solution {
		return m.rec.Result().Path
	}
	return pathOf(m.nodes, i)
}

// node is the recording's node i, as a model keeps it.
func (m *meetModel[S]) node(i int32) *mnode[S] {
	for int(i) >= len(m.nodes) {
		id := len(m.nodes)
		c, _ := m.rec.Node(id)
		n := mnode[S]{state: c.State, parent: int32(c.Parent), g: c.G, depth: c.Depth, move: c.Move, fate: c.Fate, slot: slot{index: -1}}
		if id == 0 || c.Parent < 0 {
			n.fate = search.FateAdded
		}
		m.nodes = append(m.nodes, n)
	}
	return &m.nodes[i]
}

func (m *meetModel[S]) advance(l lead[S]) event {
	if m.stopped != "" {
		return event{kind: evStop, node: -1, stop: m.stopped}
	}
	if m.step == m.rec.Len() {
		r := m.rec.Result()
		m.stopped = r.StopReason
		if !r.Solved {
			return event{kind: evStop, node: -1, stop: m.stopped}
		}
		for id := len(m.nodes); ; id++ { // every node recorded, before the one that stands for the goal
			if _, ok := m.rec.Node(id); !ok {
				break
			}
			m.node(int32(id))
		}
		m.solution = int32(len(m.nodes))
		m.nodes = append(m.nodes, mnode[S]{state: r.Path[len(r.Path)-1], parent: -1, g: r.Cost, depth: r.Depth, fate: search.FateGoal, slot: slot{index: -1}})
		return event{kind: evStop, node: m.solution, stop: m.stopped}
	}
	x := m.rec.Step(m.step + 1)
	if l.follow && (l.ended || x.Node.State != l.state) {
		return event{kind: evDiverge, node: int32(x.Node.ID)}
	}
	m.step++
	m.node(int32(x.Node.ID))
	m.cnt.expanded++
	for _, c := range x.Children {
		m.node(int32(c.ID))
		m.cnt.generated++
		if !c.Fate.Dropped() {
			m.cnt.added++
		}
	}
	return event{kind: evExpand, node: int32(x.Node.ID)}
}

func (m *meetModel[S]) snapshot(max int, s S) frontierView {
	v := frontierView{of: -1, at: -1}
	if m.step == 0 {
		v.entries, v.size = []int32{0}, 1
		if m.nodes[0].state == s {
			v.of, v.at = 0, 0
		}
		return v
	}
	x := m.rec.Step(m.step)
	list := append(x.Frontier(1<<20), x.OtherFrontier(1<<20)...)
	v.size = len(list)
	for k, n := range list {
		if k < max {
			v.entries = append(v.entries, int32(n.ID))
		}
		if v.of < 0 && n.State == s {
			v.of, v.at = k, int32(n.ID)
		}
	}
	for k := 1; k <= m.step; k++ {
		if m.rec.Step(k).Node.State == s {
			v.explored = true
		}
	}
	if k := firstNode(m.nodes, s); k >= 0 {
		v.generated = true
		if v.at < 0 {
			v.at = k
		}
	}
	return v
}
