package search

import "context"

// BFS is breadth-first search: a FIFO frontier, by default a reached set
// (graph search) and the goal test when a node is generated. It is optimal
// for unit step costs, with every pruning and goal test of
// Options. Time and memory are O(|states|) in the worst case of graph
// search; a problem that numbers its states (Indexed) keeps the reached
// set in a bitset. Tree search grows with the number of paths instead.
//
// Ties (EngineBFS.TieBreak): First in, first out: nodes are expanded in the
// order they were generated, a node's children in the puzzle's move order.
func BFS[S comparable](ctx context.Context, p Problem[S], opts Options) Result[S] {
	return Run(ctx, EngineBFS, p, opts)
}

func runBFS[S comparable](ctx context.Context, p Problem[S], opts Options, tr *Trace[S]) Result[S] {
	m := newMeter(ctx, opts)
	return bfs(m, p, newTracer(tr, m))
}

func bfs[S comparable](m *meter, p Problem[S], tr *tracer[S]) Result[S] {
	prune := m.opts.Pruning
	late := m.opts.GoalTest == GoalOnExpansion
	t := tree[S]{p: p}
	start := p.Start()
	t.add(start, -1, 0, 0)
	if p.IsGoal(start) {
		return t.solve(result[S](m), 0)
	}
	if tr != nil {
		tr.root(priorityG, 0)
		tr.drop = droppedAs(prune)
	}
	var reached *reachedSet[S]
	if prune == PruneDefault || prune == PruneGraph {
		reached = newReachedSet(p)
		reached.add(start)
	}
	var buf []Step[S]
	// The arena doubles as the FIFO queue: nodes are appended in the order
	// they are generated, so the frontier is nodes[head:].
	for head := 0; head < t.len() && m.stop == ""; head++ {
		cur := *t.at(int32(head))
		if late && head > 0 && p.IsGoal(cur.state) {
			m.setFrontier(t.len() - head - 1)
			return t.solve(result[S](m), int32(head))
		}
		m.expanded++
		buf = p.Successors(cur.state, buf[:0])
		for _, st := range buf {
			if !m.generate(int(cur.depth) + 1) {
				break
			}
			if reached != nil && !reached.add(st.State) ||
				prune == PrunePath && t.onPath(int32(head), st.State) {
				continue
			}
			i := t.add(st.State, int32(head), cur.g+st.Cost, cur.depth+1)
			if !late && p.IsGoal(st.State) {
				m.setFrontier(t.len() - head - 1)
				if tr != nil {
					tr.endBFS(t, head, buf, true)
				}
				return t.solve(result[S](m), i)
			}
		}
		m.setFrontier(t.len() - head - 1)
		if tr != nil {
			tr.endBFS(t, head, buf, false)
		}
	}
	return result[S](m)
}
