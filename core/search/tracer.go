package search

// tracer is a Trace at work inside one run: it numbers the nodes, collects
// one expansion's children and hands the expansion to OnExpand. Engines
// hold a nil *tracer when nobody watches and test it before every call,
// so that an untraced run pays one predictable branch per expansion and
// per child.
type tracer[S comparable] struct {
	tr     *Trace[S]
	m      *meter
	x      Expansion[S]
	steps  int
	nextID int
	// f is the engine's priority, for the F of each node.
	f func(g, h int) int
	// Engines that keep their nodes in an arena (every one but IDS and
	// IDA*) keep here each arena node's trace id and estimate.
	ids []int32
	hs  []int
	// UCS, greedy and A* keep here the states with a live frontier entry
	// and the number of stale entries, which the frontier leaves out.
	open  map[S]struct{}
	stale int
}

func priorityG(g, h int) int  { return g }
func priorityH(g, h int) int  { return h }
func priorityGH(g, h int) int { return g + h }

// root numbers the start, arena node 0, with estimate h.
func (t *tracer[S]) root(h int) {
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

// begin starts the expansion of n, for an engine that reports it before
// its children.
func (t *tracer[S]) begin(n Node[S]) {
	t.x.Node = n
	t.x.Children = t.x.Children[:0]
}

// expanding names arena node i as the node whose children were just
// reported: arena engines report it with the frontier, after the children,
// so that an untraced run tests for a tracer once less per expansion.
func (t *tracer[S]) expanding(tr *tree[S], i int32) {
	t.x.Node = t.node(tr, i)
	for k := range t.x.Children {
		c := &t.x.Children[k]
		c.Parent, c.Depth = t.x.Node.ID, t.x.Node.Depth+1
	}
}

// child reports a child of the node being expanded, reached by move at
// cost g with estimate h (its parent and depth are filled in by begin or
// expanding). kept says that the engine added it to its arena
// as the newest node, which then carries the child's id.
func (t *tracer[S]) child(s S, move string, g, h int, fate Fate, kept bool) {
	id := t.nextID
	t.nextID++
	t.x.Children = append(t.x.Children, Child[S]{
		Node: Node[S]{ID: id, Parent: t.x.Node.ID, State: s, G: g, H: h, F: t.f(g, h), Depth: t.x.Node.Depth + 1},
		Move: move, Fate: fate,
	})
	if kept {
		t.ids = append(t.ids, int32(id))
		t.hs = append(t.hs, h)
	}
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
	t.x.list, t.x.Children = nil, t.x.Children[:0]
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

// listArena lists arena nodes in the order of idx, up to max.
func (t *tracer[S]) listArena(tr *tree[S], idx []int32, max int, dst []Node[S]) []Node[S] {
	for _, i := range idx {
		if len(dst) >= max {
			break
		}
		dst = append(dst, t.node(tr, i))
	}
	return dst
}

// listRange lists arena nodes from, from+1, … below to, up to max.
func (t *tracer[S]) listRange(tr *tree[S], from, to int, max int, dst []Node[S]) []Node[S] {
	for i := from; i < to && len(dst) < max; i++ {
		dst = append(dst, t.node(tr, int32(i)))
	}
	return dst
}

// bestChild reports a child that UCS, greedy or A* puts on the frontier,
// before the engine records its cost in bestG: a state on the frontier
// gets a new entry that makes the old one stale, an explored state is
// reopened.
func (t *tracer[S]) bestChild(s S, move string, g, h int, bestG map[S]int) {
	fate := FateAdded
	if _, reached := bestG[s]; reached {
		if _, open := t.open[s]; open {
			t.stale++
		} else {
			fate = FateReopened
		}
	}
	t.open[s] = struct{}{}
	t.child(s, move, g, h, fate, true)
}
