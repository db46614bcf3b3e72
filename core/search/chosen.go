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
	c := newChosen(p)
	for step, pick := range picks {
		if ctx.Err() != nil {
			return Stopped[S](ctx)
		}
		if !c.open[pick] {
			c.r.StopReason = StopWaiting
			return c.r
		}
		delete(c.open, pick)
		cur := c.nodes[pick]
		if p.IsGoal(cur.State) {
			c.reached(pick)
			return c.r
		}
		x := c.expand(step, cur)
		if tr != nil && tr.OnExpand != nil {
			tr.OnExpand(x)
		}
	}
	if len(c.open) == 0 {
		c.r.StopReason = StopExhausted
	} else {
		c.r.StopReason = StopWaiting
	}
	return c.r
}

// chosen is the bookkeeping of a search a student drives: every node
// made, the frontier's ids, the least g of each state reached and the
// states expanded.
type chosen[S comparable] struct {
	p        Problem[S]
	heur     Heuristic[S]
	nodes    []chosenNode[S]
	open     map[int]bool
	best     map[S]int
	explored map[S]bool
	r        Result[S]
	buf      []Step[S]
}

// chosenNode is a node and the move that made it.
type chosenNode[S comparable] struct {
	Node[S]
	move string
}

func newChosen[S comparable](p Problem[S]) *chosen[S] {
	heur := heuristicOf(p)
	start := Node[S]{ID: 0, Parent: -1, State: p.Start(), H: heur.Estimate(p.Start())}
	start.F = start.H
	return &chosen[S]{p: p, heur: heur, nodes: []chosenNode[S]{{Node: start}},
		open: map[int]bool{0: true}, best: map[S]int{p.Start(): 0}, explored: map[S]bool{}}
}

// reached ends the search at node id, a goal: its path is the result's.
func (c *chosen[S]) reached(id int) {
	r := &c.r
	for j := id; j >= 0; j = c.nodes[j].Parent {
		r.Path = append(r.Path, c.nodes[j].State)
		if c.nodes[j].Parent >= 0 {
			r.Moves = append(r.Moves, c.nodes[j].move)
		}
	}
	slices.Reverse(r.Path)
	slices.Reverse(r.Moves)
	r.Solved, r.StopReason, r.Cost, r.Depth = true, StopGoal, c.nodes[id].G, len(r.Moves)
}

// expand expands cur, the step-th pick, and returns the expansion.
func (c *chosen[S]) expand(step int, cur chosenNode[S]) *Expansion[S] {
	c.r.Expanded++
	c.explored[cur.State] = true
	x := &Expansion[S]{Step: step + 1, Node: cur.Node}
	c.buf = c.p.Successors(cur.State, c.buf[:0])
	for _, st := range c.buf {
		c.r.Generated++
		g := cur.G + st.Cost
		h := c.heur.Estimate(st.State)
		ch := Child[S]{Node: Node[S]{ID: len(c.nodes), Parent: cur.ID, State: st.State, G: g, H: h, F: g + h, Depth: cur.Depth + 1}, Move: st.Move}
		ch.Fate = c.fate(st.State, g)
		if ch.Fate != FateDuplicate {
			x.Dropped = append(x.Dropped, c.add(ch)...)
		}
		c.nodes = append(c.nodes, chosenNode[S]{Node: ch.Node, move: st.Move})
		x.Children = append(x.Children, ch)
	}
	c.r.MaxFrontier = max(c.r.MaxFrontier, len(c.open))
	x.FrontierSize, x.ExploredSize = len(c.open), len(c.explored)
	x.SetFrontier(c.frontier)
	return x
}

// fate is what becomes of a child with state s reached at cost g: a
// duplicate when s was reached before at no greater g, else added, or
// reopened when s was expanded.
func (c *chosen[S]) fate(s S, g int) Fate {
	old, seen := c.best[s]
	switch {
	case seen && old <= g:
		return FateDuplicate
	case seen && c.explored[s]:
		delete(c.explored, s)
		return FateReopened
	}
	return FateAdded
}

// add puts child ch on the frontier, in place of any dearer entry of its
// state, whose ids it returns.
func (c *chosen[S]) add(ch Child[S]) (dropped []int) {
	c.best[ch.State] = ch.G
	for id := range c.open {
		if c.nodes[id].State == ch.State {
			delete(c.open, id)
			dropped = append(dropped, id)
		}
	}
	c.open[ch.ID] = true
	c.r.MaxDepth = max(c.r.MaxDepth, ch.Depth)
	return dropped
}

// frontier lists the frontier's first max nodes by node number, after
// dst: no rule orders it.
func (c *chosen[S]) frontier(max int, dst []Node[S]) []Node[S] {
	ids := make([]int, 0, len(c.open))
	for id := range c.open {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	for _, id := range ids[:min(max, len(ids))] {
		dst = append(dst, c.nodes[id].Node)
	}
	return dst
}
