package search

import (
	"cmp"
	"context"
	"slices"
)

// DefaultBeamWidth is k when Options.BeamWidth is 0.
const DefaultBeamWidth = 100

func runBeam[S comparable](ctx context.Context, d *Description, p Problem[S], opts Options, tr *Trace[S]) Result[S] {
	m := newMeter(ctx, opts)
	b := newBeam(m, p, d.PolicyFor(opts), heuristicOf(p), false)
	return b.run(newTracer(tr, m))
}

// Beam is local beam search under a Rounds policy, one expansion at a
// time: each round expands its beam in order and keeps the k new states
// of lowest h as the next round's beam, equal h in the order they were
// generated (first-in ties) or its reverse (last-in), a goal ending the
// search as it is generated. The engine runs it to the end (run); a
// follower, the checker of students' programs, takes the beam's nodes one
// by one (Next, Expand), each node's children in an order of its own
// (SetOrder).
//
// Nodes are numbered as they are kept: the start is node 0, and a child
// already kept gets no number, though Kids reports it.
type Beam[S comparable] struct {
	p Problem[S]
	// lastIn: among equal h a round keeps the candidate generated last.
	lastIn bool
	m      *meter
	heur   Heuristic[S]
	t      tree[S]
	k      int
	// kept holds the states of the beam and of the round's candidates.
	kept         map[S]struct{}
	beam         []int32
	pos          int
	cands, spare []beamCand
	buf          []Step[S]
	// perm is the order of the last expansion's children, ordered those
	// children in that order, where a follower set one (SetOrder).
	perm    []int
	ordered []Step[S]
	order   func(parent S, steps []Step[S], dst []int) []int
	found   int32
	added   int
	// watched: each expansion's children are kept (Kids).
	watched bool
	kids    []Kid[S]
	tr      *tracer[S]
}

// NewBeam is a beam search of p under pol, of width opts.BeamWidth
// (DefaultBeamWidth for 0), counted and bounded by opts, its estimates
// from heur (nil for none), ready to expand the start.
func NewBeam[S comparable](ctx context.Context, p Problem[S], pol Policy, heur Heuristic[S], opts Options) *Beam[S] {
	return newBeam(newMeter(ctx, opts), p, pol, heur, true)
}

func newBeam[S comparable](m *meter, p Problem[S], pol Policy, heur Heuristic[S], watched bool) *Beam[S] {
	if heur == nil {
		heur = zeroH[S]{}
	}
	b := &Beam[S]{p: p, lastIn: pol.Ties == TiesLastIn, m: m, heur: heur, t: tree[S]{p: p}, k: m.opts.BeamWidth, found: -1, watched: watched}
	if b.k <= 0 {
		b.k = DefaultBeamWidth
	}
	start := p.Start()
	m.seeH(heur.Estimate(start))
	b.t.add(start, -1, 0, 0)
	b.kept = map[S]struct{}{start: {}}
	b.beam = []int32{0}
	if p.IsGoal(start) {
		b.found = 0
	}
	return b
}

// run is the engine's own run: every node of every round expanded in
// turn, children in move order, until the search stops.
func (b *Beam[S]) run(tr *tracer[S]) Result[S] {
	if b.found >= 0 {
		return b.t.solve(result[S](b.m), b.found)
	}
	if tr != nil {
		tr.root(priorityH, b.heur.Estimate(b.t.at(0).state))
		tr.cut = map[int32]struct{}{}
		b.tr = tr
	}
	b.m.setFrontier(len(b.beam))
	for b.Stopped() == "" { // a round at a time
		if tr == nil && !b.watched && b.order == nil {
			b.expandRound()
		} else {
			b.expand(len(b.beam))
		}
	}
	if b.found >= 0 {
		return b.t.solve(result[S](b.m), b.found)
	}
	return result[S](b.m)
}

// SetOrder makes each expansion take the children in the order order
// gives: the indexes of steps, the children of parent in move order, in
// the order they are generated (appended to dst).
func (b *Beam[S]) SetOrder(order func(parent S, steps []Step[S], dst []int) []int) { b.order = order }

// Next is the node of the beam expanded next; false when the search has
// stopped or the beam is empty.
func (b *Beam[S]) Next() (int32, bool) {
	if b.Stopped() != "" || b.pos == len(b.beam) {
		return -1, false
	}
	return b.beam[b.pos], true
}

// Rest is the beam's nodes still to expand, Next first. Read only.
func (b *Beam[S]) Rest() []int32 { return b.beam[b.pos:] }

// Expand expands node i, the beam's next (Next): its children generated
// in order, a goal ending the search, the new states candidates for the
// next round, which the last node of a round chooses.
func (b *Beam[S]) Expand(i int32) { b.expand(b.pos + 1) }

// expand expands the beam's nodes from the next up to position end, or
// until the search stops.
func (b *Beam[S]) expand(end int) {
	m, p, heur, kept, tr := b.m, b.p, b.heur, b.kept, b.tr
	ordered, watched := b.order != nil, b.watched
	cands, before := b.cands, len(b.cands)
nodes:
	for b.pos < end {
		i := b.beam[b.pos]
		b.pos++
		m.expanded++
		cur := *b.t.at(i)
		buf := p.Successors(cur.state, b.buf[:0])
		b.buf = buf
		steps := buf
		if ordered {
			b.perm = b.order(cur.state, buf, b.perm[:0])
			steps = b.ordered[:0]
			for _, k := range b.perm {
				steps = append(steps, buf[k])
			}
			b.ordered = steps
		}
		if watched {
			b.kids = b.kids[:0]
		}
		for x := range steps {
			st := &steps[x]
			if !m.generate(int(cur.depth) + 1) {
				if tr != nil {
					tr.endBeam(b.t, i, buf, heur, b.beam[b.pos:], cands, b.k, false)
				}
				break nodes
			}
			g := cur.g + st.Cost
			if _, ok := kept[st.State]; ok {
				if watched {
					b.kid(-1, st, g, 0, b.index(x), FateDuplicate)
				}
				continue
			}
			j := b.t.add(st.State, i, g, cur.depth+1)
			if p.IsGoal(st.State) {
				b.found, b.cands = j, cands
				b.added += len(cands) - before
				if watched {
					b.kid(j, st, g, heur.Estimate(st.State), b.index(x), FateGoal)
				}
				if tr != nil {
					tr.endBeam(b.t, i, buf, heur, b.beam[b.pos:], cands, b.k, true)
				}
				return
			}
			h := heur.Estimate(st.State)
			m.seeH(h)
			// Mark now so that one state reached twice in a round is one candidate.
			kept[st.State] = struct{}{}
			cands = append(cands, beamCand{j, h})
			if watched {
				b.kid(j, st, g, h, b.index(x), FateAdded)
			}
		}
		if tr != nil {
			if tr.endBeam(b.t, i, buf, heur, b.beam[b.pos:], cands, b.k, false); m.stop != "" {
				break
			}
		}
	}
	b.cands = cands
	b.added += len(cands) - before
	if b.pos == len(b.beam) {
		b.nextRound()
	}
}

// expandRound is expand of the rest of a round for the engine's own run,
// untraced, unwatched and in move order: the same loop with nothing else
// to ask at each child, which costs a beam of cheap children a few per
// cent of its time.
func (b *Beam[S]) expandRound() {
	m, p, heur, kept, t := b.m, b.p, b.heur, b.kept, &b.t
	cands, before, buf, beam, pos := b.cands, len(b.cands), b.buf, b.beam, b.pos
nodes:
	for pos < len(beam) {
		i := beam[pos]
		pos++
		m.expanded++
		cur := *t.at(i)
		buf = p.Successors(cur.state, buf[:0])
		for _, st := range buf {
			if !m.generate(int(cur.depth) + 1) {
				break nodes
			}
			if _, ok := kept[st.State]; ok {
				continue
			}
			j := t.add(st.State, i, cur.g+st.Cost, cur.depth+1)
			if p.IsGoal(st.State) {
				b.found = j
				break nodes
			}
			h := heur.Estimate(st.State)
			m.seeH(h)
			kept[st.State] = struct{}{} // one state reached twice in a round is one candidate
			cands = append(cands, beamCand{j, h})
		}
	}
	b.cands, b.buf, b.pos = cands, buf, pos
	b.added += len(cands) - before
	if b.found < 0 && b.pos == len(b.beam) {
		b.nextRound()
	}
}

// index is the index among its parent's moves of the x-th child the last
// expansion generated.
func (b *Beam[S]) index(x int) int {
	if b.order != nil {
		return b.perm[x]
	}
	return x
}

// kid records a child generated, for a follower (watched).
func (b *Beam[S]) kid(j int32, st *Step[S], g, h, k int, fate Fate) {
	b.kids = append(b.kids, Kid[S]{Node: j, State: st.State, G: g, H: h, Move: st.Move, Index: k, Fate: fate})
}

// nextRound keeps the best k candidates as the next beam.
func (b *Beam[S]) nextRound() {
	if b.lastIn {
		slices.Reverse(b.cands)
	}
	b.cands, b.spare = sortByH(b.cands, b.spare)
	if len(b.cands) > b.k {
		for _, c := range b.cands[b.k:] {
			delete(b.kept, b.t.at(c.idx).state)
		}
		b.cands = b.cands[:b.k]
	}
	b.beam, b.pos = b.beam[:0], 0
	for _, c := range b.cands {
		b.beam = append(b.beam, c.idx)
	}
	b.cands = b.cands[:0]
	b.m.setFrontier(len(b.beam))
}

// Kids is the children of the last expansion, in the order generated.
func (b *Beam[S]) Kids() []Kid[S] { return b.kids }

// Goal is the goal found, if any.
func (b *Beam[S]) Goal() (int32, bool) { return b.found, b.found >= 0 }

// Stopped is why the search stopped: StopGoal, StopExhausted, a limit or
// a cancel; "" while it goes on.
func (b *Beam[S]) Stopped() StopReason {
	switch {
	case b.found >= 0:
		return StopGoal
	case b.m.stop != "":
		return b.m.stop
	case b.pos == len(b.beam):
		return StopExhausted
	}
	return ""
}

// Counts are the expansions, the children generated (duplicates
// included) and the children kept as candidates (the start not counted).
func (b *Beam[S]) Counts() (expanded, generated, added int) {
	return int(b.m.expanded), int(b.m.generated), b.added
}

// sortByH sorts cands by h, keeping the order of equal h, into spare's
// storage, and returns the sorted candidates and cands' storage for the
// next round. Estimates are small integers, so a counting sort does it in
// one pass, a few milliseconds for a round of hundreds of thousands where
// a comparison sort held a stop back for tens.
func sortByH(cands, spare []beamCand) (sorted, rest []beamCand) {
	lo, hi := 0, 0
	for i, c := range cands {
		if i == 0 || c.h < lo {
			lo = c.h
		}
		hi = max(hi, c.h)
	}
	if len(cands) < 2 || hi-lo > 1<<16 {
		slices.SortStableFunc(cands, func(a, b beamCand) int { return cmp.Compare(a.h, b.h) })
		return cands, spare
	}
	at := make([]int, hi-lo+2)
	for _, c := range cands {
		at[c.h-lo+1]++
	}
	for k := 1; k < len(at); k++ {
		at[k] += at[k-1]
	}
	sorted = slices.Grow(spare[:0], len(cands))[:len(cands)]
	for _, c := range cands {
		sorted[at[c.h-lo]] = c
		at[c.h-lo]++
	}
	return sorted, cands
}
