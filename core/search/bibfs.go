package search

import "context"

// Meet is the discipline of bidirectional search: a frontier from the
// start and one from the goal, grown layer by layer until they meet.
const Meet Discipline = Chosen + 1

// StopNoGoalState is why a bidirectional search did not start: the
// problem has no one goal state to search back from, or no predecessors
// (a puzzle whose goal is a property many states have).
const StopNoGoalState StopReason = "no-goal-state"

// side is one half of a bidirectional search: its arena, the node of each
// state it reached, the layer it expands next and whether it searches
// back from the goal.
type side[S comparable] struct {
	t       tree[S]
	reached map[S]int32
	layer   []int32
	back    bool
	steps   func(s S, dst []Step[S]) []Step[S]
	// ids are the trace ids of the arena's nodes.
	ids []int32
}

func newSide[S comparable](p Problem[S], root S, back bool, steps func(S, []Step[S]) []Step[S]) *side[S] {
	s := &side[S]{t: tree[S]{p: p}, reached: map[S]int32{root: 0}, layer: []int32{0}, back: back, steps: steps}
	s.t.add(root, -1, 0, 0)
	return s
}

// meeting is a state both sides reached: its node on each side and the
// cost of the path through it.
type meeting struct {
	fwd, back int32
	cost      int
}

// runBiBFS is bidirectional breadth-first search (see the engine table):
// the side with the smaller next layer expands that whole layer (the
// forward side on a tie), a layer first in, first out, each node's
// children in move order, a child dropped when its side reached its state
// before; it stops at the end of the layer in which the sides first reach
// a common state, on the cheapest path through the states met there. That
// path is a shortest one when every move costs the same: a shorter one
// would have met in an earlier layer.
func runBiBFS[S comparable](ctx context.Context, p Problem[S], opts Options, tr *Trace[S]) Result[S] {
	m := newMeter(ctx, opts)
	bw, goal, ok := goalState(p)
	if !ok {
		r := result[S](m)
		r.StopReason = StopNoGoalState
		return r
	}
	start := p.Start()
	if p.IsGoal(start) {
		return solved(result[S](m), []S{start}, []string{}, 0)
	}
	b := &bidir[S]{m: m, t: newTracer(tr, m)}
	b.fwd = newSide(p, start, false, p.Successors)
	b.bwd = newSide(p, goal, true, bw.Predecessors)
	if b.t != nil {
		b.t.root(priorityG, 0)
		b.fwd.ids = []int32{0}
		b.bwd.ids = []int32{1} // the goal, on its side's frontier from the first step
		b.t.nextID = 2
	}
	for m.stop == "" && len(b.fwd.layer) > 0 && len(b.bwd.layer) > 0 {
		s, other := b.fwd, b.bwd
		if len(b.bwd.layer) < len(b.fwd.layer) {
			s, other = b.bwd, b.fwd
		}
		if met, ok := b.expandLayer(s, other); ok {
			return b.path(met)
		}
	}
	return result[S](m)
}

// bidir is a bidirectional search at work.
type bidir[S comparable] struct {
	m        *meter
	t        *tracer[S]
	fwd, bwd *side[S]
	buf      []Step[S]
}

// expandLayer expands side s's whole layer, and returns the cheapest
// meeting it made with the other side, if it made any.
func (b *bidir[S]) expandLayer(s, other *side[S]) (meeting, bool) {
	best, found := meeting{}, false
	var next []int32
	for k, i := range s.layer {
		if b.m.stop != "" {
			break
		}
		cur := *s.t.at(i)
		b.m.expanded++
		b.buf = s.steps(cur.state, b.buf[:0])
		var fates []Fate
		for _, st := range b.buf {
			if !b.m.generate(int(cur.depth) + 1) {
				break
			}
			if _, seen := s.reached[st.State]; seen {
				fates = append(fates, FateDuplicate)
				continue
			}
			j := s.t.add(st.State, i, cur.g+st.Cost, cur.depth+1)
			s.reached[st.State] = j
			next = append(next, j)
			fate := FateAdded
			if o, ok := other.reached[st.State]; ok {
				fate = FateMeet
				mt := meeting{fwd: j, back: o, cost: cur.g + st.Cost + other.t.at(o).g}
				if s.back {
					mt.fwd, mt.back = o, j
				}
				if !found || mt.cost < best.cost {
					best, found = mt, true
				}
			}
			fates = append(fates, fate)
		}
		b.m.setFrontier(len(s.layer) - k - 1 + len(next) + len(other.layer))
		if b.t != nil {
			b.report(s, other, i, fates, s.layer[k+1:], next)
		}
	}
	s.layer = next
	return best, found
}

// path is the result of a search that met: the forward side's path to
// the state met, then the backward side's from it to the goal.
func (b *bidir[S]) path(mt meeting) Result[S] {
	states, moves := b.fwd.t.path(mt.fwd)
	for i := mt.back; b.bwd.t.at(i).parent >= 0; {
		parent := b.bwd.t.at(i).parent
		states = append(states, b.bwd.t.at(parent).state)
		moves = append(moves, b.moveBack(i, parent))
		i = parent
	}
	return solved(result[S](b.m), states, moves, mt.cost)
}

// moveBack is the move from the state of backward node i to that of its
// parent, one move nearer the goal: the predecessor step that made it.
func (b *bidir[S]) moveBack(i, parent int32) string {
	n, par := b.bwd.t.at(i), b.bwd.t.at(parent)
	for _, st := range b.bwd.steps(par.state, nil) {
		if st.State == n.state && par.g+st.Cost == n.g {
			return st.Move
		}
	}
	return ""
}

// report hands the expansion of node i of side s to the trace: its
// children with their fates (fates, in move order; a child past the node
// limit is not reported), s's frontier (the rest of its layer, then the
// next layer so far) and the other side's.
func (b *bidir[S]) report(s, other *side[S], i int32, fates []Fate, rest, next []int32) {
	t := b.t
	t.begin(b.node(s, i))
	t.x.Backward = s.back
	cur := s.t.at(i)
	kept := 0
	for k, fate := range fates {
		st := b.buf[k]
		if fate != FateDuplicate {
			s.ids = append(s.ids, int32(t.nextID))
			kept++
		}
		t.child(st.State, st.Move, cur.g+st.Cost, 0, fate)
	}
	list := func(sd *side[S], parts ...[]int32) func(max int, dst []Node[S]) []Node[S] {
		return func(max int, dst []Node[S]) []Node[S] {
			for _, part := range parts {
				for _, j := range part {
					if len(dst) >= max {
						return dst
					}
					dst = append(dst, b.node(sd, j))
				}
			}
			return dst
		}
	}
	t.x.OtherSize, t.x.other = len(other.layer), list(other, other.layer)
	explored := int(b.m.expanded)
	t.end(len(rest)+len(next), explored, list(s, rest, next))
	t.x.other = nil
}

// node is node i of side s as the trace shows it: g is its cost from its
// side's root, the start or the goal.
func (b *bidir[S]) node(s *side[S], i int32) Node[S] {
	n := s.t.at(i)
	parent := -1
	if n.parent >= 0 {
		parent = int(s.ids[n.parent])
	}
	return Node[S]{ID: int(s.ids[i]), Parent: parent, State: n.state, G: n.g, F: n.g, Depth: int(n.depth)}
}
