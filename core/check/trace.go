package check

import "frontier/core/search"

// tracer hands a model's expansions to a search.Trace, as an engine's own
// trace would: nodes numbered as reported, states shown as positions.
type tracer struct {
	m    model[State]
	c    *config
	show func(State) State
	tr   *search.Trace[State]
	// ids numbers the model's nodes as the trace reports them; a
	// Deepening model numbers its nodes afresh each pass, the trace
	// goes on counting.
	ids  map[int32]int
	next int
	step int
	deep *deepModel[State]
}

// attach makes model m report its expansions to tr.
func attach(m model[State], c *config, show func(State) State, tr *search.Trace[State]) {
	t := &tracer{m: m, c: c, show: show, tr: tr, ids: map[int32]int{0: 0}, next: 1}
	switch m := m.(type) {
	case *frontierModel[State]:
		m.onExpand = t.expand
	case *beamModel[State]:
		m.onExpand = t.expand
	case *deepModel[State]:
		t.deep = m
		m.onExpand = t.expand
		m.onPass = func(pass, bound int) {
			t.ids = map[int32]int{0: 0}
			if tr.OnIteration != nil {
				tr.OnIteration(search.Iteration{Number: pass, Bound: bound})
			}
		}
		// The first pass began before the tracer was attached.
		if tr.OnIteration != nil {
			tr.OnIteration(search.Iteration{Number: m.w.Pass(), Bound: m.w.Bound()})
		}
	}
}

func (t *tracer) id(i int32) int {
	id, ok := t.ids[i]
	if !ok {
		id = t.next
		t.next++
		t.ids[i] = id
	}
	return id
}

func (t *tracer) node(i int32) search.Node[State] {
	n := t.m.node(i)
	parent := -1
	if n.parent >= 0 {
		parent = t.id(n.parent)
	}
	f := n.g
	if k := t.c.pol.Rule.Key; k == search.KeyH || k == search.KeyF {
		f = k.Of(n.g, n.h, n.depth)
	}
	return search.Node[State]{ID: t.id(i), Parent: parent, State: t.show(n.state), G: n.g, H: n.h, F: f, Depth: n.depth}
}

func (t *tracer) expand(i int32, kids []int32) {
	t.step++
	x := &search.Expansion[State]{Step: t.step, Node: t.node(i)}
	if t.deep != nil {
		x.Iteration, x.Bound = t.deep.w.Pass(), t.deep.w.Bound()
	}
	for _, k := range kids {
		n := t.m.node(k)
		x.Children = append(x.Children, search.Child[State]{Node: t.node(k), Move: n.move, Fate: t.fate(k)})
	}
	x.FrontierSize = t.m.snapshot(0, State{}).size
	x.ExploredSize = t.m.counts().expanded
	x.SetFrontier(func(max int, dst []search.Node[State]) []search.Node[State] {
		for _, j := range t.top(max) {
			dst = append(dst, t.node(j))
		}
		return dst
	})
	if t.tr.OnExpand != nil {
		t.tr.OnExpand(x)
	}
}

// fate is the fate a trace shows for child k: for IDS and IDA*, what the
// walk will do with it.
func (t *tracer) fate(k int32) search.Fate {
	n := t.m.node(k)
	if t.deep == nil || n.fate == search.FateGoal {
		return n.fate
	}
	switch t.deep.w.Visit(k) {
	case search.VisitSeen:
		return search.FateDuplicate
	case search.VisitGoal:
		return search.FateGoal
	case search.VisitOver, search.VisitLimit:
		return search.FatePruned
	}
	return search.FateAdded
}

// top is the model's next max nodes in the order it takes them.
func (t *tracer) top(max int) []int32 { return t.m.snapshot(max, State{}).entries }
