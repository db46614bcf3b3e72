package search

import (
	"context"
	"slices"
)

// StopWaiting is why a search a student drives (RunChosen) stopped: it
// has made every expansion picked so far and waits for the next pick.
const StopWaiting StopReason = "waiting"

// RunChosen is graph search whose next node is picked by a student rather
// than by a rule: picks lists, in order, the ids of the nodes to expand,
// each one on the frontier when it is picked (ids as a trace numbers
// them: the start is 0, each child reported gets the next). The search
// keeps an engine's bookkeeping: each node's g, h (from p's heuristic)
// and f = g + h, an explored set, a child dropped when its state was
// reached before at no greater g, and a cheaper path taking the place of
// the dearer entry on the frontier (or reopening an explored state). A
// picked goal ends it (StopGoal); once the picks run out it stops with
// StopWaiting, its frontier listed by node number, since no rule orders
// it. A pick of a node not on the frontier stops it there as well.
// Every expansion is reported to tr, if not nil.
func RunChosen[S comparable](ctx context.Context, p Problem[S], picks []int, tr *Trace[S]) Result[S] {
	heur := heuristicOf(p)
	type entry struct {
		Node[S]
		move string
	}
	nodes := []entry{{Node: Node[S]{ID: 0, Parent: -1, State: p.Start(), H: heur.Estimate(p.Start())}}}
	nodes[0].F = nodes[0].H
	open := map[int]bool{0: true}
	best := map[S]int{p.Start(): 0}
	explored := map[S]bool{}
	var r Result[S]
	var buf []Step[S]
	listFrontier := func(max int, dst []Node[S]) []Node[S] {
		ids := make([]int, 0, len(open))
		for id := range open {
			ids = append(ids, id)
		}
		slices.Sort(ids)
		for _, id := range ids[:min(max, len(ids))] {
			dst = append(dst, nodes[id].Node)
		}
		return dst
	}
	for step, pick := range picks {
		if ctx.Err() != nil {
			return Stopped[S](ctx)
		}
		if !open[pick] {
			r.StopReason = StopWaiting
			return r
		}
		delete(open, pick)
		cur := nodes[pick]
		if p.IsGoal(cur.State) {
			for j := pick; j >= 0; j = nodes[j].Parent {
				r.Path = append(r.Path, nodes[j].State)
				if nodes[j].Parent >= 0 {
					r.Moves = append(r.Moves, nodes[j].move)
				}
			}
			slices.Reverse(r.Path)
			slices.Reverse(r.Moves)
			r.Solved, r.StopReason, r.Cost, r.Depth = true, StopGoal, cur.G, len(r.Moves)
			return r
		}
		r.Expanded++
		explored[cur.State] = true
		x := &Expansion[S]{Step: step + 1, Node: cur.Node}
		buf = p.Successors(cur.State, buf[:0])
		for _, st := range buf {
			r.Generated++
			g := cur.G + st.Cost
			h := heur.Estimate(st.State)
			c := Child[S]{Node: Node[S]{ID: len(nodes), Parent: cur.ID, State: st.State, G: g, H: h, F: g + h, Depth: cur.Depth + 1}, Move: st.Move}
			old, seen := best[st.State]
			switch {
			case seen && old <= g:
				c.Fate = FateDuplicate
			case seen && explored[st.State]:
				c.Fate = FateReopened
				delete(explored, st.State)
			default:
				c.Fate = FateAdded
			}
			if c.Fate != FateDuplicate {
				best[st.State] = g
				// A cheaper path takes the place of the dearer entry.
				for id := range open {
					if nodes[id].State == st.State {
						delete(open, id)
						x.Dropped = append(x.Dropped, id)
					}
				}
				open[c.ID] = true
				r.MaxDepth = max(r.MaxDepth, c.Depth)
			}
			nodes = append(nodes, entry{Node: c.Node, move: st.Move})
			x.Children = append(x.Children, c)
		}
		r.MaxFrontier = max(r.MaxFrontier, len(open))
		x.FrontierSize, x.ExploredSize = len(open), len(explored)
		x.SetFrontier(listFrontier)
		if tr != nil && tr.OnExpand != nil {
			tr.OnExpand(x)
		}
	}
	if len(open) == 0 {
		r.StopReason = StopExhausted
	} else {
		r.StopReason = StopWaiting
	}
	return r
}
