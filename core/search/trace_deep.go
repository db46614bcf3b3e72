package search

// deepTrace is a tracer inside the depth-first walk of IDS and IDA*. It
// stands in as the walk's expander (the Estimated ability the expander
// calls), so the walk itself has no tracing code and an untraced IDA*
// pays nothing: the expansion of path[depth] is the call that asks for
// its children, with depth = len(path) − 1. Since the walk keeps no
// arena, deepTrace remembers, per depth of the current path, the fates
// and the first id of the children generated there.
type deepTrace[S comparable] struct {
	*tracer[S]
	w         *Walk[S]
	inner     expander[S] // the walk's own expander
	fates     [][]Fate
	base      []int // base[d] is the id of the first child of path[d]
	gs        []int // gs[d] is the g of path[d]
	cur       []Scored[S]
	passSteps int
}

// trace attaches tr, if any, to the walk, with the engine's priority f,
// and returns the deepTrace that must hear of each pass; nil without tr.
func (w *Walk[S]) trace(tr *tracer[S], f func(g, h int) int) *deepTrace[S] {
	if tr == nil {
		return nil
	}
	tr.f = f
	d := &deepTrace[S]{tracer: tr, w: w, inner: *w.x}
	w.x.est = d
	return d
}

// iterate starts a pass with the given bound (IDS's depth limit, IDA*'s
// bound on f). The start keeps id 0; the pass's children get new ids.
func (d *deepTrace[S]) iterate(bound int) {
	d.x.Iteration++
	d.x.Bound = bound
	d.passSteps = 0
	d.nextID = max(d.nextID, 1)
	if d.tr.OnIteration != nil {
		d.tr.OnIteration(Iteration{Number: d.x.Iteration, Bound: bound})
	}
}

// EstimatedSuccessors expands s = path[depth] with the walk's own
// expander and reports the expansion. When the trace stops the search, s
// gets no children, so that the walk returns at once: their fates were
// reported, but they are not generated.
func (d *deepTrace[S]) EstimatedSuccessors(s S, h int, dst []Scored[S]) []Scored[S] {
	dst = d.inner.expand(s, h, dst)
	w := d.w
	depth := len(w.path) - 1
	for len(d.fates) <= depth {
		d.fates, d.base, d.gs = append(d.fates, nil), append(d.base, 0), append(d.gs, 0)
	}
	g := 0
	if depth > 0 {
		g = d.gs[depth-1] + w.bufs[depth-1][w.pick[depth-1]].Cost
	}
	d.gs[depth], d.cur = g, dst
	d.begin(Node[S]{ID: d.id(depth), Parent: d.id(depth - 1), State: s, G: g, H: h, F: d.f(g, h), Depth: depth})
	d.base[depth] = d.nextID
	fates := d.fates[depth][:0]
	for k := range dst {
		st := &dst[k]
		fate := d.fate(dst, depth, k, g+st.Cost)
		fates = append(fates, fate)
		d.child(st.State, st.Move, g+st.Cost, st.H, fate)
	}
	d.fates[depth] = fates
	d.passSteps++
	size := 0
	d.walkFrontier(depth, func(int, int) bool { size++; return true })
	d.end(size, d.passSteps, func(max int, out []Node[S]) []Node[S] {
		d.walkFrontier(depth, func(at, k int) bool {
			st := &d.buf(at, depth)[k]
			cg := d.gs[at] + st.Cost
			out = append(out, Node[S]{ID: d.base[at] + k, Parent: d.id(at), State: st.State,
				G: cg, H: st.H, F: d.f(cg, st.H), Depth: at + 1})
			return len(out) < max
		})
		return out
	})
	d.cur = nil
	if w.m.stop != "" {
		return dst[:0]
	}
	return dst
}

// id is the trace id of path[depth].
func (d *deepTrace[S]) id(depth int) int {
	if depth <= 0 {
		return depth // the start is 0; its parent −1
	}
	return d.base[depth-1] + d.w.pick[depth-1]
}

// buf is the children of path[at], those of path[depth] being expanded.
func (d *deepTrace[S]) buf(at, depth int) []Scored[S] {
	if at == depth {
		return d.cur
	}
	return d.w.bufs[at]
}

// fate is what the walk will do with child k of path[depth], at cost g:
// the tests of Walk.descend, in its order, by its rule.
func (d *deepTrace[S]) fate(buf []Scored[S], depth, k, g int) Fate {
	w, st := d.w, &buf[k]
	switch {
	case deepPrunes(&w.r, buf, k, w.path[:depth+1]):
		if w.r.onPath {
			return FateCycle
		}
		return FatePruned
	case w.r.early && w.goal(st.State):
		return FateGoal
	}
	switch deepVisit(&w.r, w.goal, st.State, g, st.H, depth+1, d.x.Bound) {
	case VisitGoal:
		return FateGoal
	case VisitOver, VisitLimit:
		return FatePruned // VisitLimit: tested for the goal, not expanded
	}
	return FateAdded
}

// walkFrontier calls visit on the children still to be visited, in the
// order the walk will reach them: path[depth]'s children first, then the
// siblings after each node of the path, deepest first; visit returns
// whether to go on.
func (d *deepTrace[S]) walkFrontier(depth int, visit func(at, k int) bool) {
	for at := depth; at >= 0; at-- {
		k := 0
		if at < depth {
			k = d.w.pick[at] + 1
		}
		for fates := d.fates[at]; k < len(fates); k++ {
			if f := fates[k]; (f == FateAdded || f == FateGoal) && !visit(at, k) {
				return
			}
		}
	}
}
