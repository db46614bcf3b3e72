package search

import "context"

// UCS is uniform-cost search (Dijkstra): the frontier ordered by path cost g,
// the goal test when a node is popped. Optimal for non-negative costs.
//
// Ties (EngineUCS.TieBreak): Lowest g first; among equal g, the node added
// to the frontier last (so the last of one node's children in move order).
func UCS[S comparable](ctx context.Context, p Problem[S], opts Options) Result[S] {
	return Run(ctx, EngineUCS, p, opts)
}

// Greedy is greedy best-first search on f = h: fast, not optimal. Its
// graph search (the default) never reopens a state; tree search can
// follow a cycle of states that look close to the goal until a limit
// stops it.
//
// Ties (EngineGreedy.TieBreak): Lowest h first; among equal h, the node
// added to the frontier last (so the last of one node's children in move
// order).
func Greedy[S comparable](ctx context.Context, p Problem[S], opts Options) Result[S] {
	return Run(ctx, EngineGreedy, p, opts)
}

// AStar is A* search on f = g + h with the goal test when a node is
// popped. Its graph search (the default) reopens a state reached more
// cheaply than before, so A* stays optimal with an admissible heuristic
// even when it is not consistent; so do tree search and path checking,
// which drop no cheaper path.
//
// Ties (EngineAStar.TieBreak): Lowest f = g + h first, h breaking no ties;
// among equal f, the node added to the frontier last (so the last of one
// node's children in move order).
func AStar[S comparable](ctx context.Context, p Problem[S], opts Options) Result[S] {
	return Run(ctx, EngineAStar, p, opts)
}

func runUCS[S comparable](ctx context.Context, p Problem[S], opts Options, tr *Trace[S]) Result[S] {
	m := newMeter(ctx, opts)
	return bestFirst(m, p, newTracer(tr, m), zeroH[S]{}, false, priorityG, true)
}

func runGreedy[S comparable](ctx context.Context, p Problem[S], opts Options, tr *Trace[S]) Result[S] {
	m := newMeter(ctx, opts)
	return bestFirst(m, p, newTracer(tr, m), heuristicOf(p), true, priorityH, false)
}

func runAStar[S comparable](ctx context.Context, p Problem[S], opts Options, tr *Trace[S]) Result[S] {
	m := newMeter(ctx, opts)
	return bestFirst(m, p, newTracer(tr, m), heuristicOf(p), true, priorityGH, true)
}

// bestFirst is the engine behind UCS, greedy and A*. Costs and estimates
// are integers, so the frontier is a bucket queue on f (a heap for f of
// 65,536 and more: its memory follows the nodes, never the size of f). Graph search
// (the default) keeps the best g of each state reached: a child reaching
// a state at no lower g is dropped, or at any g when reopen is false, and
// stale entries (a state since reached more cheaply) are skipped when
// popped. Tree search and path checking keep no such table.
func bestFirst[S comparable](m *meter, p Problem[S], tr *tracer[S], heur Heuristic[S], own bool,
	f func(g, h int) int, reopen bool) Result[S] {
	prune := m.opts.Pruning
	x := newExpander(p, heur, own)
	t := tree[S]{p: p}
	var q bucketQueue
	var hs chunks[int] // estimate of each arena node
	start := p.Start()
	h0 := heur.Estimate(start)
	m.seeH(h0)
	t.add(start, -1, 0, 0)
	hs.push(h0)
	q.push(f(0, h0), 0)
	var bestG map[S]int
	if prune == PruneDefault || prune == PruneGraph {
		bestG = map[S]int{start: 0}
	}
	if tr != nil {
		tr.root(f, h0)
		tr.drop = droppedAs(prune)
		tr.open, tr.closed = map[S]int{start: 0}, map[S]struct{}{}
	}
	var buf []Scored[S]
	for m.stop == "" {
		i, ok := q.pop()
		if !ok {
			break
		}
		cur := *t.at(i)
		if g, ok := bestG[cur.state]; ok && g < cur.g {
			if tr != nil {
				tr.stale--
			}
			continue // stale: reached more cheaply since
		}
		if p.IsGoal(cur.state) {
			m.setFrontier(q.size)
			return t.solve(result[S](m), i)
		}
		m.expanded++
		buf = x.expand(cur.state, *hs.at(int(i)), buf[:0])
		for _, st := range buf {
			if !m.generate(int(cur.depth) + 1) {
				break
			}
			g := cur.g + st.Cost
			if bestG != nil {
				if old, ok := bestG[st.State]; ok && (!reopen || old <= g) {
					continue
				}
				bestG[st.State] = g
			} else if prune == PrunePath && t.onPath(i, st.State) {
				continue
			}
			h := st.H
			m.seeH(h)
			j := t.add(st.State, i, g, cur.depth+1)
			hs.push(h)
			q.push(f(g, h), j)
		}
		m.setFrontier(q.size)
		if tr != nil {
			tr.endBest(t, i, buf, &q, bestG)
		}
	}
	return result[S](m)
}

// heuristicOf returns p's heuristic, or h = 0 when p has none.
func heuristicOf[S comparable](p Problem[S]) Heuristic[S] {
	if h, ok := p.(Heuristic[S]); ok {
		return h
	}
	return zeroH[S]{}
}

type zeroH[S comparable] struct{}

func (zeroH[S]) Estimate(S) int   { return 0 }
func (zeroH[S]) Admissible() bool { return true }
