package search

// tracer is a Trace at work inside one run: it numbers the nodes, collects
// one expansion's children and hands the expansion to OnExpand. Engines
// hold a nil *tracer when nobody watches. The engines that keep an arena
// (all but IDS and IDA*) test it once per expansion, after generating the
// children: the tracer reads what the expansion did from the arena, where
// the engine appended the children it kept, in move order, after every
// older node. IDS and IDA* are traced through their expander (deepTrace).
type tracer[S comparable] struct {
	tr     *Trace[S]
	m      *meter
	x      Expansion[S]
	steps  int
	nextID int
	// f is the engine's priority, for the F of each node.
	f func(g, h int) int
	// gen is the count of generated nodes when the last expansion ended.
	gen int64
	// drop is the fate of a child the engine generated but kept no node
	// for: FateDuplicate under graph search, FateCycle under path
	// checking; "" means FateDuplicate.
	drop Fate
	// ids and hs hold each arena node's trace id and estimate.
	ids []int32
	hs  []int
	// UCS, greedy and A* keep here the id of each state's live frontier
	// entry, the states expanded, and the number of stale entries, which
	// the frontier leaves out.
	open   map[S]int
	closed map[S]struct{}
	stale  int
	// Beam search keeps here the candidates of the round already dropped.
	cut map[int32]struct{}
}

// newTracer is tr at work in the run metered by m; nil when tr is nil, so
// that an untraced engine pays one predictable branch per expansion.
func newTracer[S comparable](tr *Trace[S], m *meter) *tracer[S] {
	if tr == nil {
		return nil
	}
	return &tracer[S]{tr: tr, m: m}
}

// droppedAs is the fate of a child dropped under pruning choice p.
func droppedAs(p Pruning) Fate {
	if p == PrunePath {
		return FateCycle
	}
	return FateDuplicate
}

func priorityG(g, h int) int  { return g }
func priorityH(g, h int) int  { return h }
func priorityGH(g, h int) int { return g + h }

// root numbers the start, arena node 0, with estimate h, for an engine
// with priority f.
func (t *tracer[S]) root(f func(g, h int) int, h int) {
	t.f = f
	t.ids, t.hs, t.nextID = append(t.ids[:0], 0), append(t.hs[:0], h), 1
}

// node is arena node i as the trace shows it.
func (t *tracer[S]) node(tr *tree[S], i int32) Node[S] {
	n := tr.at(i)
	parent := -1
	if n.parent >= 0 {
		parent = int(t.ids[n.parent])
	}
	h := t.hs[i]
	return Node[S]{ID: int(t.ids[i]), Parent: parent, State: n.state, G: n.g, H: h, F: t.f(n.g, h), Depth: int(n.depth)}
}

// begin starts the expansion of n.
func (t *tracer[S]) begin(n Node[S]) {
	t.x.Node = n
	t.x.Children, t.x.Dropped = t.x.Children[:0], t.x.Dropped[:0]
}

// child reports a child of the node being expanded, reached by move at
// cost g with estimate h.
func (t *tracer[S]) child(s S, move string, g, h int, fate Fate) {
	t.x.Children = append(t.x.Children, Child[S]{
		Node: Node[S]{ID: t.nextID, Parent: t.x.Node.ID, State: s, G: g, H: h, F: t.f(g, h), Depth: t.x.Node.Depth + 1},
		Move: move, Fate: fate,
	})
	t.nextID++
}

// arena reports the expansion of arena node i, whose successors were
// step(0), step(1), … with their estimates: the first ones it generated
// (all but those a node limit cut off) are its children. Matched in order
// against the arena nodes the expansion added, by state and cost, each is
// added or, when the engine kept no node for it, dropped with fate t.drop
// (a dropped child never has the state and cost of a later child that was
// kept, which would have been dropped too); goal says that the last node
// added is a goal that ended the search.
func (t *tracer[S]) arena(tr *tree[S], i int32, step func(k int) (Step[S], int), goal bool) {
	t.begin(t.node(tr, i))
	first := int32(tr.len())
	for first > 0 && tr.at(first-1).parent == i {
		first--
	}
	for k := 0; k < int(t.m.generated-t.gen); k++ {
		st, h := step(k)
		fate := t.drop
		if fate == "" {
			fate = FateDuplicate
		}
		if n := tr.at(min(first, int32(tr.len())-1)); first < int32(tr.len()) && n.state == st.State && n.g == t.x.Node.G+st.Cost {
			fate = FateAdded
			if goal && first == int32(tr.len())-1 {
				fate = FateGoal
			}
			first++
			t.ids, t.hs = append(t.ids, int32(t.nextID)), append(t.hs, h)
		}
		t.child(st.State, st.Move, t.x.Node.G+st.Cost, h, fate)
	}
	t.gen = t.m.generated
}

// end completes the expansion with the frontier's and the explored set's
// sizes and the function that lists the frontier, hands it to OnExpand,
// and then stops the search when the step limit is reached or the context
// is done.
func (t *tracer[S]) end(frontier, explored int, list func(max int, dst []Node[S]) []Node[S]) {
	t.steps++
	t.x.Step, t.x.FrontierSize, t.x.ExploredSize, t.x.list = t.steps, frontier, explored, list
	if t.tr.OnExpand != nil {
		t.tr.OnExpand(&t.x)
	}
	t.x.list = nil
	if t.m.stop != "" {
		return
	}
	select {
	case <-t.m.done:
		t.m.stop = StopCancelled
		return
	default:
	}
	if t.tr.MaxSteps > 0 && t.steps >= t.tr.MaxSteps {
		t.m.stop = StopStepLimit
	}
}

// reopen marks the children UCS or A* put back on the frontier after
// expanding them before, and keeps the open and closed sets and the
// stale count of the expansion of s: a state already on the frontier
// gets a new entry that makes the old one stale, dropped.
func (t *tracer[S]) reopen(s S) {
	delete(t.open, s)
	t.closed[s] = struct{}{}
	for k := range t.x.Children {
		c := &t.x.Children[k]
		if c.Fate != FateAdded {
			continue
		}
		if old, ok := t.open[c.State]; ok {
			t.stale++
			t.x.Dropped = append(t.x.Dropped, old)
		} else if _, ok := t.closed[c.State]; ok {
			c.Fate = FateReopened
			delete(t.closed, c.State)
		}
		t.open[c.State] = c.ID
	}
}
