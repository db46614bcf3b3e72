package search

import "context"

// DFS is depth-first search: a LIFO frontier, by default a reached set
// (graph search), with children tried in the domain's move order and the
// goal test when a node is generated. Graph search is complete on finite
// spaces but not optimal; its paths on the 8-puzzle run to tens of
// thousands of moves. Tree search (PruneNone) can follow a cycle until a
// limit stops it; path checking (PrunePath) cannot, but may search a
// state once per path that reaches it.
//
// Ties (EngineDFS.TieBreak): Last in, first out, except that one expansion's
// children are pushed so that they come out in the puzzle's move order: the
// first child of the node just expanded is next.
func DFS[S comparable](ctx context.Context, p Problem[S], opts Options) Result[S] {
	return Run(ctx, EngineDFS, p, opts)
}

func runDFS[S comparable](ctx context.Context, p Problem[S], opts Options, tr *Trace[S]) Result[S] {
	m := newMeter(ctx, opts)
	return dfs(m, p, newTracer(tr, m))
}

func dfs[S comparable](m *meter, p Problem[S], tr *tracer[S]) Result[S] {
	t := tree[S]{p: p}
	start := p.Start()
	t.add(start, -1, 0, 0)
	if p.IsGoal(start) {
		return t.solve(result[S](m), 0)
	}
	prune := m.opts.Pruning
	graph := prune == PruneDefault || prune == PruneGraph
	if tr != nil {
		tr.root(priorityG, 0)
		tr.drop = droppedAs(prune)
	}
	reached := map[S]struct{}{start: {}}
	// Path checking keeps the states of the path to the node being
	// expanded: the node popped from a LIFO stack is a child of the last
	// node expanded at the depth above it, so the path is a stack too.
	var path []int32
	onPath := map[S]struct{}{}
	var stack chunks[int32] // grows without copying: see chunks
	stack.push(0)
	var buf []Step[S]
	for stack.len() > 0 && m.stop == "" {
		i := stack.pop()
		cur := *t.at(i)
		if prune == PrunePath {
			for int32(len(path)) > cur.depth {
				delete(onPath, t.at(path[len(path)-1]).state)
				path = path[:len(path)-1]
			}
			path = append(path, i)
			onPath[cur.state] = struct{}{}
		}
		m.expanded++
		buf = p.Successors(cur.state, buf[:0])
		mark := stack.len()
		for _, st := range buf {
			if !m.generate(int(cur.depth) + 1) {
				break
			}
			if graph {
				// One hash operation for both the test and the insertion.
				n := len(reached)
				if reached[st.State] = struct{}{}; len(reached) == n {
					continue
				}
			} else if prune == PrunePath {
				if _, ok := onPath[st.State]; ok {
					continue
				}
			}
			j := t.add(st.State, i, cur.g+st.Cost, cur.depth+1)
			if p.IsGoal(st.State) {
				m.setFrontier(stack.len())
				if tr != nil {
					stack.reverse(mark) // as below; the search ends anyway
					tr.endDFS(t, i, buf, &stack, true)
				}
				return t.solve(result[S](m), j)
			}
			stack.push(j)
		}
		// Pushed in move order, popped in reverse: flip the new children so
		// that the first move is tried first.
		stack.reverse(mark)
		m.setFrontier(stack.len())
		if tr != nil {
			tr.endDFS(t, i, buf, &stack, false)
		}
	}
	return result[S](m)
}
