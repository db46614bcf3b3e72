package search

// deepTrace is a tracer inside the depth-first walk of IDS and IDA*,
// which keep no arena: it remembers, per depth of the current path, the
// fate and first id of the children generated there and the node's g.
type deepTrace[S comparable] struct {
	*tracer[S]
	fates     [][]Fate
	base      []int // base[d] is the id of the first child of path[d]
	gs        []int // gs[d] is the g of path[d]
	passSteps int
}

// trace attaches tr, if any, to the walk, with the engine's priority f.
func (w *deepWalker[S]) trace(tr *tracer[S], f func(g, h int) int) {
	if tr != nil {
		tr.f = f
		w.tr = &deepTrace[S]{tracer: tr}
	}
}

// iterate starts a pass with the given bound (IDS's depth limit, IDA*'s
// bound on f). The start keeps id 0; the pass's children get new ids.
func (d *deepTrace[S]) iterate(bound int) {
	d.x.Iteration++
	d.x.Bound = bound
	d.passSteps = 0
	if d.nextID == 0 {
		d.nextID = 1
	}
	if d.tr.OnIteration != nil {
		d.tr.OnIteration(Iteration{Number: d.x.Iteration, Bound: bound})
	}
}

// id is the trace id of path[depth].
func (w *deepWalker[S]) id(depth int) int {
	if depth <= 0 {
		return depth // the start is 0; its parent −1
	}
	return w.tr.base[depth-1] + w.pick[depth-1]
}

// traceExpand reports the expansion of path[depth], whose children are in
// bufs[depth], and says whether the search may go on. Each child's fate is
// what pass will do when the walk reaches it: the same tests in the same
// order.
func (w *deepWalker[S]) traceExpand(depth, g, h, bound int) bool {
	d := w.tr
	for len(d.fates) <= depth {
		d.fates, d.base, d.gs = append(d.fates, nil), append(d.base, 0), append(d.gs, 0)
	}
	d.gs[depth] = g
	d.begin(Node[S]{ID: w.id(depth), Parent: w.id(depth - 1), State: w.path[depth], G: g, H: h, F: d.f(g, h), Depth: depth})
	d.base[depth] = d.nextID
	buf := w.bufs[depth]
	fates := d.fates[depth][:0]
	for k := range buf {
		st := &buf[k]
		fate := w.fate(depth, k, g+st.Cost, bound)
		fates = append(fates, fate)
		d.child(st.State, st.Move, g+st.Cost, st.H, fate, false)
	}
	d.fates[depth] = fates
	d.passSteps++
	size := 0
	w.walkFrontier(depth, func(int, int) bool { size++; return true })
	d.end(size, d.passSteps, func(max int, dst []Node[S]) []Node[S] {
		w.walkFrontier(depth, func(at, k int) bool {
			st := &w.bufs[at][k]
			cg := d.gs[at] + st.Cost
			dst = append(dst, Node[S]{ID: d.base[at] + k, Parent: w.id(at), State: st.State,
				G: cg, H: st.H, F: d.f(cg, st.H), Depth: at + 1})
			return len(dst) < max
		})
		return dst
	})
	return w.m.stop == ""
}

// fate is what pass will do with child k of path[depth], at cost g.
func (w *deepWalker[S]) fate(depth, k, g, bound int) Fate {
	buf := w.bufs[depth]
	st := &buf[k]
	switch {
	case depth > 0 && st.State == w.path[depth-1] || w.twins && twin(buf[:k], st):
		return FatePruned
	case g+st.H > bound:
		return FatePruned
	case (st.H <= 0 || !w.admissible) && w.goal(st.State):
		return FateGoal
	case depth+1 == w.limit:
		return FatePruned // tested for the goal, not expanded
	}
	return FateAdded
}

// walkFrontier calls visit on the children still to be visited, in the
// order the walk will reach them: path[depth]'s children first, then the
// siblings after each node of the path, deepest first; visit returns
// whether to go on.
func (w *deepWalker[S]) walkFrontier(depth int, visit func(at, k int) bool) {
	for at := depth; at >= 0; at-- {
		k := 0
		if at < depth {
			k = w.pick[at] + 1
		}
		for fates := w.tr.fates[at]; k < len(fates); k++ {
			if f := fates[k]; (f == FateAdded || f == FateGoal) && !visit(at, k) {
				return
			}
		}
	}
}
