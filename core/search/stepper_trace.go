package search

// report hands a traced run's expansion of node i to its tracer: the
// children with their fates, the entries the expansion made stale or
// replaced, the frontier's and the explored set's sizes and the frontier
// in pop order, stale entries left out.
func (s *Stepper[S]) report(i int32) {
	t := s.tr
	t.begin(t.node(&s.t, i))
	for _, k := range s.kids {
		if k.Node >= 0 {
			t.ids, t.hs = append(t.ids, int32(t.nextID)), append(t.hs, k.H)
		}
		t.child(k.State, k.Move, k.G, k.H, k.Fate)
	}
	for _, d := range s.dropped {
		t.x.Dropped = append(t.x.Dropped, int(t.ids[d]))
	}
	t.end(s.liveSize(), s.exploredSize(), func(max int, dst []Node[S]) []Node[S] {
		s.q.all(func(j int32) bool {
			if !s.stale(j) {
				dst = append(dst, t.node(&s.t, j))
			}
			return len(dst) < max
		})
		return dst
	})
}

// liveSize is the number of live entries on the frontier.
func (s *Stepper[S]) liveSize() int {
	switch q := s.q.(type) {
	case *arenaQueue[S]:
		return int(q.last - q.head)
	case *heapFrontier:
		n := 0
		q.all(func(j int32) bool {
			if !s.stale(j) {
				n++
			}
			return true
		})
		return n
	}
	return s.q.len() - s.sets.stale
}

// exploredSize is the number of states expanded so far, each once; for a
// tree search by a queue or a stack, the nodes expanded.
func (s *Stepper[S]) exploredSize() int {
	if !s.pol.Graph() && s.pol.Rule.Discipline != Lowest {
		return int(s.m.expanded)
	}
	return len(s.sets.closed)
}

// traceF is the F a trace shows of a node under pol: its key, or g where
// the key is the depth.
func traceF(pol Policy) func(g, h int) int {
	switch pol.Rule.Key {
	case KeyH:
		return priorityH
	case KeyF:
		return priorityGH
	}
	return priorityG
}
