package search

import "context"

// Walk is IDS or IDA* under a Deepening policy: the engines run it to the
// end at full speed (deepen), and a follower (the checker of students'
// programs) takes it one node entered at a time, choosing which child of
// the node it stands in to enter next, where the policy leaves that
// choice (the order of moves). Both decide by the policy's rule
// (deepRule); a follower's walk keeps, besides, the explored sets of a
// policy's mistakes (Policy.Explored).
//
// A pass numbers its nodes afresh, the start 0: a node's id is good for
// one pass. The walk stands in a stack of frames (Frames), the first a
// frame of the pass whose one child is the start.
type Walk[S comparable] struct {
	// The engines' run reads the fields up to cost at every node: they
	// come first, together.
	x    *expander[S]
	goal func(S) bool
	m    *meter
	r    deepRule
	// path is the states from the start to the node the walk is in: the
	// frames' nodes, for a follower.
	path []S
	// pick[d] is the step taken out of path[d], in bufs[d], and cost the
	// path's cost once a goal is found, in the engines' run (deepen).
	pick []int
	bufs [][]Scored[S]
	// next is the smallest f above the bound met in the pass (IDA*),
	// cutoff whether a node was left at the depth limit (IDS).
	next   int
	cutoff bool
	cost   int
	// maxDepth is the pass's depth limit in the engines' run (limits).
	maxDepth int
	// pass is the number of the pass, bound its bound.
	pass, bound int
	// walkSteps is a follower's walk; nil in the engines' run.
	*walkSteps[S]
}

// walkSteps is what a follower's walk keeps besides: the explored set of the
// policy's mistake, the pass's nodes, the frames it stands in, the goal
// found, why it stopped, its counts and the last expansion's children.
type walkSteps[S comparable] struct {
	explored         Explored
	visited          map[S]struct{}
	nodes            []WalkNode[S]
	frames           []Frame[S]
	found            int32
	stopped          StopReason
	entered, dropped int
	kids             []int32
	buf              []Scored[S]
}

// WalkNode is a node a walk generated: its state, parent (−1 for the
// start), path cost, estimate, depth, its move and that move's index
// among its parent's, and its fate (FateAdded, or FateGoal for a goal
// found as it was generated).
type WalkNode[S comparable] struct {
	State       S
	Parent      int32
	G, H, Depth int
	Move        string
	Index       int
	Fate        Fate
}

// Frame is a node the walk expanded (−1 for the pass's own frame), the
// children it kept, in move order, which of them the walk has entered or
// turned back from, and the children its pruning dropped (their Node −1).
type Frame[S comparable] struct {
	Node  int32
	Kids  []int32
	Done  []bool
	Drops []Kid[S]
}

// Visit is what a walk does with a node it enters.
type Visit int8

// The visits.
const (
	// VisitExpand: the node is within the bound and expanded.
	VisitExpand Visit = iota
	// VisitGoal: the node is a goal, found as the walk enters it.
	VisitGoal
	// VisitOver: IDA*'s f above the bound: the walk turns back at once,
	// the f noted for the next bound.
	VisitOver
	// VisitLimit: IDS's node at the depth limit, tested for the goal but
	// not expanded.
	VisitLimit
	// VisitSeen: a state the walk's explored set holds, never entered.
	VisitSeen
)

// NewWalk is a walk of p under pol, a Deepening policy, counted and
// bounded by opts, its estimates from heur (nil for none), standing in
// the first pass's frame.
func NewWalk[S comparable](ctx context.Context, p Problem[S], pol Policy, heur Heuristic[S], opts Options) *Walk[S] {
	if heur == nil {
		heur = zeroH[S]{}
	}
	w := newWalk(p, pol, newExpander(p, heur, false), newMeter(ctx, opts), false)
	w.walkSteps = &walkSteps[S]{explored: pol.Explored, found: -1}
	if w.r.onF {
		w.bound = heur.Estimate(p.Start())
	}
	if pol.Explored == ExploredAcross {
		w.visited = map[S]struct{}{}
	}
	w.begin()
	return w
}

// begin starts a pass.
func (w *Walk[S]) begin() {
	w.pass++
	w.next, w.cutoff = unbounded, false
	if w.explored == ExploredPerPass {
		w.visited = map[S]struct{}{}
	}
	start := w.x.p.Start()
	w.nodes = append(w.nodes[:0], WalkNode[S]{State: start, Parent: -1, H: w.x.heur.Estimate(start), Index: -1, Fate: FateAdded})
	w.frames = append(w.frames[:0], Frame[S]{Node: -1, Kids: []int32{0}, Done: []bool{false}})
	w.path = w.path[:0]
}

// Pass is the number of the pass, from 1.
func (w *Walk[S]) Pass() int { return w.pass }

// Bound is the pass's bound: IDS's depth limit, IDA*'s bound on f.
func (w *Walk[S]) Bound() int { return w.bound }

// Node is node i of the pass.
func (w *Walk[S]) Node(i int32) *WalkNode[S] { return &w.nodes[i] }

// Frames is the stack the walk stands in, the pass's frame first; the
// last is the node whose children it enters next. Read only.
func (w *Walk[S]) Frames() []Frame[S] { return w.frames }

// Kids is the nodes the last expansion generated, in move order.
func (w *Walk[S]) Kids() []int32 { return w.kids }

// Goal is the goal found, if any.
func (w *Walk[S]) Goal() (int32, bool) { return w.found, w.found >= 0 }

// Stopped is why the walk stopped: StopGoal, StopExhausted, a limit; ""
// while it goes on.
func (w *Walk[S]) Stopped() StopReason {
	switch {
	case w.found >= 0:
		return StopGoal
	case w.stopped != "":
		return w.stopped
	}
	return w.m.stop
}

// Counts are the expansions, the children generated (those the pruning
// dropped left out), the nodes entered (the starts not counted) and the
// children dropped.
func (w *Walk[S]) Counts() (expanded, generated, entered, dropped int) {
	return int(w.m.expanded), int(w.m.generated), w.entered, w.dropped
}

// Visit is what entering node i would do now.
func (w *Walk[S]) Visit(i int32) Visit {
	n := &w.nodes[i]
	if w.visited != nil && n.Parent >= 0 {
		if _, ok := w.visited[n.State]; ok {
			return VisitSeen // a pass enters its start whatever the set holds
		}
	}
	return deepVisit(&w.r, w.goal, n.State, n.G, n.H, n.Depth, w.bound)
}

// Enter takes the walk into child k of the last frame: a goal ends the
// walk there, a node within the bound is expanded (its frame, if the walk
// goes on, the last), another is turned back from. It returns what the
// walk did.
func (w *Walk[S]) Enter(k int) Visit {
	v := w.TurnBack(k)
	f := &w.frames[len(w.frames)-1]
	switch i := f.Kids[k]; v {
	case VisitGoal:
		w.found = i
	case VisitExpand:
		w.expand(i)
	}
	return v
}

// TurnBack takes the walk into child k of the last frame and straight
// back out, expanding nothing and testing nothing: a step a follower does
// not see.
func (w *Walk[S]) TurnBack(k int) Visit {
	f := &w.frames[len(w.frames)-1]
	f.Done[k] = true
	i := f.Kids[k]
	v := w.Visit(i)
	if v == VisitSeen {
		return v
	}
	n := &w.nodes[i]
	if n.Parent >= 0 {
		w.entered++
	}
	switch v {
	case VisitOver:
		w.next = min(w.next, n.G+n.H)
	case VisitLimit:
		w.cutoff = true
	}
	return v
}

// Up turns back from the children of the last frame the walk has not
// entered and leaves it.
func (w *Walk[S]) Up() {
	f := &w.frames[len(w.frames)-1]
	for k := range f.Kids {
		if !f.Done[k] {
			w.TurnBack(k)
		}
	}
	if f.Node >= 0 {
		w.path = w.path[:len(w.path)-1]
	}
	w.frames = w.frames[:len(w.frames)-1]
}

// NextPass starts the next pass, its bound raised; false when the last
// met nothing beyond its bound and the walk is exhausted, unless anyway,
// when the pass is made all the same (IDA*'s under the same bound).
func (w *Walk[S]) NextPass(anyway bool) bool {
	b, ok := w.r.nextBound(w.bound, w.next, w.cutoff)
	if !ok && !anyway {
		w.stopped = StopExhausted
		return false
	}
	w.bound = b
	w.begin()
	return true
}

// expand generates node i's children, pruned as the policy says; a goal
// generated ends the walk when the policy tests there.
func (w *Walk[S]) expand(i int32) {
	w.m.expanded++
	cur := w.nodes[i]
	if w.visited != nil {
		w.visited[cur.State] = struct{}{}
	}
	w.path = append(w.path, cur.State)
	w.buf = w.x.expand(cur.State, cur.H, w.buf[:0])
	fr := Frame[S]{Node: i}
	w.kids = w.kids[:0]
	for k := range w.buf {
		st := &w.buf[k]
		if deepPrunes(&w.r, w.buf, k, w.path) {
			w.dropped++
			fr.Drops = append(fr.Drops, Kid[S]{Node: -1, State: st.State, G: cur.G + st.Cost, H: st.H, Move: st.Move, Index: k, Fate: FatePruned})
			continue
		}
		if !w.m.generate(cur.Depth + 1) {
			break
		}
		j := int32(len(w.nodes))
		w.nodes = append(w.nodes, WalkNode[S]{State: st.State, Parent: i, G: cur.G + st.Cost, H: st.H, Depth: cur.Depth + 1,
			Move: st.Move, Index: k, Fate: FateAdded})
		w.kids = append(w.kids, j)
		if w.r.early && w.goal(st.State) {
			w.nodes[j].Fate, w.found = FateGoal, j
			break
		}
		fr.Kids = append(fr.Kids, j)
		fr.Done = append(fr.Done, false)
	}
	if w.Stopped() == "" {
		w.frames = append(w.frames, fr)
	} else {
		w.path = w.path[:len(w.path)-1]
	}
}
