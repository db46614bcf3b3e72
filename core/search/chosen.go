package search

import "context"

// StopWaiting is why a search a student drives (RunChosen) stopped: it
// has made every expansion picked so far and waits for the next pick.
const StopWaiting StopReason = "waiting"

// chosenPolicy is the bookkeeping of a search a student drives: no rule
// orders its frontier; each node's f = g + h; an explored set; a child
// dropped when its state was reached before at no greater g; a cheaper
// path taking the place of the dearer entry on the frontier, or
// reopening an explored state; the goal tested as a node is picked.
var chosenPolicy = Policy{Rule: Rule{Discipline: Chosen, Key: KeyF}, GoalTest: GoalOnExpansion,
	Pruning: PruneGraph, Seen: SeenPushed, Update: UpdateInPlace, Reopen: true}

// RunChosen is graph search whose next node is picked by a student rather
// than by a rule: picks lists, in order, the ids of the nodes to expand,
// each one on the frontier when it is picked (ids as a trace numbers
// them: the start is 0, each child reported gets the next). It runs the
// Stepper on chosenPolicy, h from p's heuristic. A picked goal ends it
// (StopGoal); once the picks run out it stops with StopWaiting, its
// frontier listed by node number, since no rule orders it. A pick of a
// node not on the frontier stops it there as well. Every expansion is
// reported to tr, if not nil.
func RunChosen[S comparable](ctx context.Context, p Problem[S], picks []int, tr *Trace[S]) Result[S] {
	m := newMeter(ctx, Options{})
	s := newStepper(m, p, chosenPolicy, heuristicOf(p), false, true)
	t := newTracer(tr, m)
	if t != nil {
		s.tr = t
		s.sets.keep()
		t.root(priorityGH, s.h(0))
	}
	// node maps the trace's ids to the stepper's nodes: a child dropped
	// has an id but no node.
	node, next := map[int]int32{0: 0}, 1
	for _, pick := range picks {
		if ctx.Err() != nil {
			return Stopped[S](ctx)
		}
		i, ok := node[pick]
		if !ok || !s.onFrontier(i) {
			return s.waiting()
		}
		if _, goal := s.Take(i); goal {
			return s.result()
		}
		for _, k := range s.Kids() {
			if k.Node >= 0 {
				node[next] = k.Node
			}
			next++
		}
	}
	if len(s.Live()) == 0 {
		s.stopped = StopExhausted
		return s.result()
	}
	return s.waiting()
}

// waiting is the result of a search that waits for its next pick.
func (s *Stepper[S]) waiting() Result[S] {
	r := s.result()
	r.StopReason = StopWaiting
	return r
}

// onFrontier reports whether node i is live on the frontier.
func (s *Stepper[S]) onFrontier(i int32) bool {
	h, ok := s.q.(*heapFrontier)
	return ok && h.has(i) && !s.stale(i)
}
