package csp

import "context"

// arcRef is the arc from x to its k-th neighbour.
type arcRef struct{ x, k int32 }

// queue is AC-3's first-in first-out queue of arcs; an arc is in it at
// most once (state.waiting).
type queue struct {
	items []arcRef
	head  int
}

func (q *queue) empty() bool { return q.head == len(q.items) }

func (q *queue) pop() arcRef {
	r := q.items[q.head]
	q.head++
	if q.head > 1024 && q.head*2 > len(q.items) {
		q.items = append(q.items[:0], q.items[q.head:]...)
		q.head = 0
	}
	return r
}

// arcOf is r as an Arc of variables.
func (s *state) arcOf(r arcRef) Arc {
	return Arc{int(r.x), int(s.p.links[r.x][r.k].to)}
}

// arcs are the arcs of q still waiting, first first, for an event.
func (s *state) arcs(q *queue) []Arc {
	out := make([]Arc, 0, len(q.items)-q.head)
	for _, r := range q.items[q.head:] {
		out = append(out, s.arcOf(r))
	}
	return out
}

// push appends r to q unless it is already waiting, and reports whether
// it did.
func (s *state) push(q *queue, r arcRef) bool {
	if s.waiting == nil {
		s.waiting = make([]bool, s.p.arcBase[s.p.Vars()])
	}
	n := s.p.arcBase[r.x] + int(r.k)
	if s.waiting[n] {
		return false
	}
	s.waiting[n] = true
	q.items = append(q.items, r)
	return true
}

// ac3 runs AC-3 from the arcs of q and reports whether no domain emptied.
// A limit that stops the run stops it too, reporting true.
func (s *state) ac3(q *queue) bool {
	emit(s, func(m Mark) *QueueEvent { return &QueueEvent{Mark: m, Queue: s.arcs(q)} })
	defer s.drain(q)
	for !q.empty() {
		if s.m.stopped() {
			return true
		}
		r := q.pop()
		s.waiting[s.p.arcBase[r.x]+int(r.k)] = false
		if !s.revise(int(r.x), int(r.k), q) {
			continue
		}
		if s.size[r.x] == 0 {
			emit(s, func(m Mark) *WipeoutEvent { return &WipeoutEvent{Mark: m, Var: int(r.x), Arc: s.arcOf(r)} })
			return false
		}
		s.requeue(q, r)
	}
	return true
}

// requeue appends, after a revision of (X, Y) removed values of X, the
// arc (Z, X) of every neighbour Z of X other than Y, by number, unless it
// is waiting already.
func (s *state) requeue(q *queue, r arcRef) {
	var added []Arc
	y := s.p.links[r.x][r.k].to
	for k, l := range s.p.links[r.x] {
		if l.to == y {
			continue
		}
		in := arcRef{l.to, s.p.back[r.x][k]}
		if s.push(q, in) && s.obs != nil {
			added = append(added, s.arcOf(in))
		}
	}
	if len(added) > 0 {
		emit(s, func(m Mark) *EnqueueEvent { return &EnqueueEvent{Mark: m, Added: added} })
	}
}

// drain empties q, so that its arcs are no longer marked waiting.
func (s *state) drain(q *queue) {
	for !q.empty() {
		r := q.pop()
		s.waiting[s.p.arcBase[r.x]+int(r.k)] = false
	}
}

// revise removes each value of x that no value left of its k-th
// neighbour agrees with, testing the neighbour's values in domain order up
// to the first that agrees, and reports whether it removed any. q is the
// queue it was taken from, nil in forward checking.
func (s *state) revise(x, k int, q *queue) bool {
	y := int(s.p.links[x][k].to)
	before := s.counts.Checks
	var sup []Support
	gone := s.gone[:0]
	for a, ok := range s.alive[x] {
		if !ok {
			continue
		}
		by := -1
		for b, ok := range s.alive[y] {
			if ok && s.check(x, k, a, b) {
				by = b
				break
			}
		}
		if s.obs != nil {
			sup = append(sup, Support{a, by})
		}
		if by < 0 {
			gone = append(gone, a)
		}
	}
	s.gone = gone
	if s.obs != nil {
		var waiting []Arc
		if q != nil {
			waiting = s.arcs(q)
		}
		against := s.domain(y)
		emit(s, func(m Mark) *ReviseEvent {
			return &ReviseEvent{Mark: m, Arc: Arc{x, y}, Waiting: waiting, Against: against, Supports: sup, Checks: s.counts.Checks - before}
		})
		for _, a := range gone {
			s.remove(x, a)
			emit(s, func(m Mark) *RemoveEvent {
				return &RemoveEvent{Mark: m, Var: x, Value: a, Arc: Arc{x, y}, Against: against}
			})
		}
		return len(gone) > 0
	}
	for _, a := range gone {
		s.remove(x, a)
	}
	return len(gone) > 0
}

// AC3 makes p arc consistent on its own, with no search: the domains it
// leaves, and Solved when each holds one value (for binary constraints,
// arc consistent single values are a solution). It takes O(e·d³) checks
// for e arcs and domains of d values; Limits.MaxAssignments does not
// apply.
func AC3(ctx context.Context, p *Problem, l Limits, obs Observer) Result {
	m := newMeter(ctx, l, DefaultMaxAssignments)
	s := newState(p, m, obs)
	r := Result{}
	if m.stopped() {
		r.Stop = m.stop
		return r
	}
	q := &queue{}
	for x := range p.links {
		for k := range p.links[x] {
			s.push(q, arcRef{int32(x), int32(k)})
		}
	}
	consistent := s.ac3(q)
	r.Counts, r.Domains, r.Elapsed = s.counts, s.domains(), m.elapsed()
	switch {
	case m.stopped():
		r.Stop = m.stop
	case !consistent:
		r.Stop = StopWipeout
	default:
		r.Stop = StopConsistent
		r.Solution = make([]int, p.Vars())
		r.Solved = true
		for v, d := range r.Domains {
			if len(d) != 1 {
				r.Solved, r.Solution = false, nil
				break
			}
			r.Solution[v] = d[0]
		}
	}
	if r.Solved {
		r.Solutions = 1
	}
	return r
}
