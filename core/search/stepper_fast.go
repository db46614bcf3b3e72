package search

// fullSpeed reports whether runFast may run the search: an engine's own
// run, uncounted, whose frontier and sets are the fastest (fast), of
// state sets no more than a set reached or each state's best g, taken
// when a cheaper path joins.
func (s *Stepper[S]) fullSpeed() bool {
	sets := &s.sets
	return !s.general && s.tally == nil && sets.closed == nil && sets.open == nil && sets.ticket == nil &&
		(sets.best == nil || s.staleByBest)
}

// runFast is an engine's own run at full speed, untraced and uncounted,
// for a policy that takes the fastest frontier (fast): the loop of run,
// Take and expand in one function, each child settled as judge settles
// it and joined as join joins it, with the frontier's calls made on its
// own type. What it may meet is what fast admits: no pruning, a path
// check, a set of states reached (a policy that keeps a state's first
// path) or each state's best g (one that repushes a cheaper path and
// reopens); the goal tested as a child is generated or as a node leaves
// the frontier. The engines' own graph searches whose children cost
// little besides have loops of their own with no choice left to read at
// each child: BFS's and DFS's (runReached), and A*'s, or any search of
// estimates that takes a cheaper path (runBest); UCS, which reads no
// estimate, and greedy search run the loop here. TestFastIsTheStepper
// holds every one to the stepping machine.
func (s *Stepper[S]) runFast() Result[S] {
	var (
		aq, _   = s.q.(*arenaQueue[S])
		sf, _   = s.q.(*stackFrontier)
		bf, _   = s.q.(*bucketFrontier)
		reached = s.sets.reached
		best    = s.sets.best
		key     = s.pol.Rule.Key
		m, t, p = s.m, &s.t, s.p
		early   = s.early
		onPath  = s.prune == pruneOnPath
		// plain: no estimates, so the children are the problem's steps
		// as they come, each of estimate 0.
		plain  = s.x.zero && s.x.est == nil
		n      int
		steps  []Step[S]
		scored []Scored[S]
	)
	switch {
	case plain && reached != nil && bf == nil:
		return s.runReached(aq, sf)
	case !plain && best != nil && bf != nil:
		return s.runBest(bf)
	}
	zero, before := s.x.zero, t.len()
	for s.found < 0 && s.stopped == "" && m.stop == "" {
		var i int32
		var ok bool
		switch {
		case aq != nil:
			i, ok = aq.pop()
		case sf != nil:
			i, ok = sf.pop()
		default:
			i, ok = bf.pop()
		}
		if !ok {
			s.stopped = StopExhausted
			break
		}
		cur := *t.at(i)
		if best != nil && best[cur.state] < cur.g {
			continue // stale: its state joined the frontier more cheaply since
		}
		if !early && p.IsGoal(cur.state) {
			s.found = i
			m.setFrontier(s.frontierLen(aq, sf, bf))
			break
		}
		m.expanded++
		if plain {
			s.x.plain = p.Successors(cur.state, s.x.plain[:0])
			steps, n = s.x.plain, len(s.x.plain)
		} else {
			s.buf = s.x.expand(cur.state, s.h(i), s.buf[:0])
			scored, n = s.buf, len(s.buf)
		}
		mark := 0
		if sf != nil {
			mark = sf.s.len()
		}
		depth := cur.depth + 1
		for k := range n {
			var st *Step[S]
			h := 0
			if plain {
				st = &steps[k]
			} else {
				st, h = &scored[k].Step, scored[k].H
			}
			if !m.generate(int(depth)) {
				break
			}
			g := cur.g + st.Cost
			switch {
			case reached != nil:
				if !reached.add(st.State) {
					continue
				}
			case onPath:
				if t.onPath(i, st.State) {
					continue
				}
			case best != nil:
				if old, ok := best[st.State]; ok && old <= g {
					continue
				}
				best[st.State] = g
			}
			if !plain { // plain: every estimate is 0, seen with the start's
				m.seeH(h)
			}
			j := t.add(st.State, i, g, depth)
			if !zero {
				s.hs.push(h)
			}
			if early && p.IsGoal(st.State) {
				s.found = j // in the arena, on no frontier
				break
			}
			switch {
			case aq != nil:
				aq.last = j + 1
			case sf != nil:
				sf.s.push(j)
			default:
				bf.q.push(key.Of(g, h, int(depth)), j)
			}
		}
		if sf != nil {
			sf.s.reverse(mark)
		}
		m.setFrontier(s.frontierLen(aq, sf, bf))
	}
	s.added += t.len() - before // each child added joined the arena
	return s.result()
}

// frontierLen is the frontier's len, called on its own type (one of aq,
// sf and bf is not nil).
func (s *Stepper[S]) frontierLen(aq *arenaQueue[S], sf *stackFrontier, bf *bucketFrontier) int {
	switch {
	case aq != nil:
		return aq.len()
	case sf != nil:
		return sf.len()
	}
	return bf.len()
}

// runReached is runFast for a policy of no estimates that keeps a set of
// the states reached (BFS's and DFS's graph search), on a queue or a
// stack: the same loop with no choice left to read at each child. These
// searches' children cost little else, so that the choices runFast reads
// at each of them cost about a tenth of their time.
func (s *Stepper[S]) runReached(aq *arenaQueue[S], sf *stackFrontier) Result[S] {
	before := s.t.len()
	switch {
	case s.found >= 0: // the start, tested as it was generated
	case sf != nil:
		s.runStack(&sf.s)
	default:
		s.runQueue(aq)
	}
	s.added += s.t.len() - before // each child added joined the arena
	return s.result()
}

// runQueue is runReached on BFS's queue, the arena from aq.head on.
func (s *Stepper[S]) runQueue(aq *arenaQueue[S]) {
	m, t, p, reached, early := s.m, &s.t, s.p, s.sets.reached, s.early
	indexed := reached.indexed()
	buf := s.x.plain
	defer func() { s.x.plain = buf }()
	for ; aq.head < aq.last && m.stop == ""; aq.head++ {
		i := aq.head
		cur := *t.at(i)
		if !early && p.IsGoal(cur.state) {
			s.found = i
			aq.head++
			m.setFrontier(aq.len())
			return
		}
		m.expanded++
		buf = p.Successors(cur.state, buf[:0])
		for _, st := range buf {
			if !m.generate(int(cur.depth) + 1) {
				break
			}
			if indexed && !reached.addIndexed(st.State) || !indexed && !reached.addHashed(st.State) {
				continue
			}
			j := t.add(st.State, i, cur.g+st.Cost, cur.depth+1)
			if early && p.IsGoal(st.State) {
				s.found = j // in the arena, on no frontier
				aq.head++
				m.setFrontier(aq.len())
				return
			}
			aq.last = j + 1
		}
		m.setFrontier(aq.len() - 1)
	}
	if m.stop == "" {
		s.stopped = StopExhausted
	}
}

// runStack is runReached on DFS's stack: one expansion's children pushed
// in move order, then turned, so that the first of them is popped first.
func (s *Stepper[S]) runStack(stack *chunks[int32]) {
	m, t, p, reached, early := s.m, &s.t, s.p, s.sets.reached, s.early
	indexed := reached.indexed()
	buf := s.x.plain
	defer func() { s.x.plain = buf }()
	for stack.len() > 0 && m.stop == "" {
		i := stack.pop()
		cur := *t.at(i)
		if !early && p.IsGoal(cur.state) {
			s.found = i
			m.setFrontier(stack.len())
			return
		}
		m.expanded++
		buf = p.Successors(cur.state, buf[:0])
		mark := stack.len()
		for _, st := range buf {
			if !m.generate(int(cur.depth) + 1) {
				break
			}
			if indexed && !reached.addIndexed(st.State) || !indexed && !reached.addHashed(st.State) {
				continue
			}
			j := t.add(st.State, i, cur.g+st.Cost, cur.depth+1)
			if early && p.IsGoal(st.State) {
				s.found = j // in the arena, on no frontier
				stack.reverse(mark)
				m.setFrontier(stack.len())
				return
			}
			stack.push(j)
		}
		stack.reverse(mark)
		m.setFrontier(stack.len())
	}
	if m.stop == "" {
		s.stopped = StopExhausted
	}
}

// runBest is runFast for a policy of estimates that takes a cheaper path
// and reopens (A*'s graph search) on the buckets of the lowest key: each child settled against the best g of its
// state, as judge settles it, with no other choice to read.
func (s *Stepper[S]) runBest(bf *bucketFrontier) Result[S] {
	m, t, p, best, key, early := s.m, &s.t, s.p, s.sets.best, s.pol.Rule.Key, s.early
	zero, before, buf := s.x.zero, t.len(), s.buf
	for s.found < 0 && m.stop == "" {
		i, ok := bf.q.pop()
		if !ok {
			s.stopped = StopExhausted
			break
		}
		cur := *t.at(i)
		if best[cur.state] < cur.g {
			continue // stale: its state joined the frontier more cheaply since
		}
		if !early && p.IsGoal(cur.state) {
			s.found = i
			m.setFrontier(bf.len())
			break
		}
		m.expanded++
		buf = s.x.expand(cur.state, s.h(i), buf[:0])
		for k := range buf {
			st, h := &buf[k].Step, buf[k].H
			if !m.generate(int(cur.depth) + 1) {
				break
			}
			g := cur.g + st.Cost
			if old, ok := best[st.State]; ok && old <= g {
				continue
			}
			best[st.State] = g
			m.seeH(h)
			j := t.add(st.State, i, g, cur.depth+1)
			if !zero {
				s.hs.push(h)
			}
			if early && p.IsGoal(st.State) {
				s.found = j // in the arena, on no frontier
				break
			}
			bf.q.push(key.Of(g, h, int(cur.depth)+1), j)
		}
		m.setFrontier(bf.len())
	}
	s.buf = buf
	s.added += t.len() - before // each child added joined the arena
	return s.result()
}
