package search

// stateSets are what graph search remembers of states, as the policy
// asks: the states reached (a reached set, for a policy that never
// updates), the lowest g each state joined the frontier at, the states
// expanded and the g they were expanded at, each state's live entry on
// the frontier and, for tickets, the node of each state's best g. An
// engine's own run keeps only what its policy reads; a general machine,
// or a traced run, keeps all.
type stateSets[S comparable] struct {
	pol     Policy
	reached *reachedSet[S]
	best    map[S]int
	closed  map[S]int
	open    map[S]int32
	ticket  map[S]int32
	// stale counts the frontier's stale entries, where open is kept and
	// a state has one live entry at most.
	stale int
}

// pruneKind is a pruning as the machine reads it at every child.
type pruneKind uint8

const (
	pruneSets pruneKind = iota // graph search: sets of states
	pruneNothing
	pruneOnPath
)

func pruneKindOf(p Pruning) pruneKind {
	switch p {
	case PruneNone:
		return pruneNothing
	case PrunePath:
		return pruneOnPath
	}
	return pruneSets
}

// fast reports whether an engine's own run of pol may take the fastest
// frontier and sets: the policies of the engines themselves.
func fast(pol Policy) bool {
	switch pol.Rule.Discipline {
	case Queue, Stack:
		return true
	case Lowest:
		return !pol.FirstIn() && !pol.LowH() && pol.Ties != TiesAny && pol.Seen != SeenExpanded &&
			(pol.Update == UpdateRepush && pol.Reopen || pol.Update == UpdateNone && !pol.Reopen)
	}
	return false
}

func newStateSets[S comparable](p Problem[S], pol Policy, all bool) stateSets[S] {
	s := stateSets[S]{pol: pol}
	switch {
	case !pol.Graph():
		if all {
			s.closed = map[S]int{}
		}
	case !all && pol.Update == UpdateNone:
		s.reached = newReachedSet(p)
	default:
		s.best = map[S]int{}
		if all {
			s.closed, s.open = map[S]int{}, map[S]int32{}
		}
		if pol.Update == UpdateTickets {
			s.ticket = map[S]int32{}
		}
	}
	return s
}

// keep makes the sets a traced run needs besides its policy's: the
// states expanded and each state's live entry, for the fates and sizes a
// trace reports.
func (s *stateSets[S]) keep() {
	if s.closed == nil {
		s.closed = map[S]int{}
	}
	if s.open == nil && s.best != nil {
		s.open = map[S]int32{}
	}
}

// judge is the fate of a child of node i reaching state st at cost g: the
// policy's pruning and, under graph search, what counts as seen and
// whether a cheaper path updates or reopens.
func (s *Stepper[S]) judge(i int32, st S, g int) Fate {
	sets := &s.sets
	switch s.prune {
	case pruneNothing:
		return FateAdded
	case pruneOnPath:
		if s.onPath(i, st) {
			return FateCycle
		}
		return FateAdded
	}
	if sets.reached != nil {
		if !sets.reached.add(st) {
			return FateDuplicate
		}
		return FateAdded
	}
	if sets.closed != nil {
		if cg, ok := sets.closed[st]; ok {
			if s.pol.Reopen && g < cg {
				return FateReopened
			}
			return FateDuplicate
		}
		if s.seenExpanded {
			return FateAdded
		}
	}
	if old, ok := sets.best[st]; ok && (s.pol.Update == UpdateNone || old <= g) {
		return FateDuplicate
	}
	return FateAdded
}

// join records that node j, reaching st at cost g, joins the frontier,
// and returns the node of st's older entry on the frontier, which j makes
// stale or replaces, or −1.
func (sets *stateSets[S]) join(st S, g int, j int32) int32 {
	if sets.best != nil {
		sets.best[st] = g
	}
	if sets.closed != nil {
		delete(sets.closed, st) // reopened, if it was expanded
	}
	if sets.ticket != nil {
		sets.ticket[st] = j
	}
	old := int32(-1)
	if sets.open != nil && sets.pol.Seen != SeenExpanded {
		if o, ok := sets.open[st]; ok {
			old = o
			if sets.pol.Update == UpdateRepush {
				sets.stale++
			}
		}
		sets.open[st] = j
	}
	return old
}

// expanded records that node i, of state st at cost g, is expanded.
func (sets *stateSets[S]) expanded(st S, g int, i int32) {
	if sets.closed != nil {
		sets.closed[st] = g
	}
	if sets.open != nil && sets.open[st] == i {
		delete(sets.open, st)
	}
}

// stale reports whether node i waits on the frontier for nothing: its
// state was expanded since, or joined it again more cheaply.
func (s *Stepper[S]) stale(i int32) bool {
	if !s.graph || s.sets.closed == nil && !s.staleByBest {
		return false
	}
	n := s.t.at(i)
	sets := &s.sets
	if cg, ok := sets.closed[n.state]; ok && (cg <= n.g || !s.pol.Reopen || s.pol.Update == UpdateTickets) {
		return true
	}
	if s.staleByBest {
		return sets.best[n.state] < n.g
	}
	return false
}

// onPath reports whether state st is node i's or an ancestor's.
func (s *Stepper[S]) onPath(i int32, st S) bool { return s.t.onPath(i, st) }
