package search

import (
	"context"
	"slices"
)

// Recording keeps the first steps of a traced search in memory, so that a
// window can step through it forwards and backwards and draw its tree:
// every node reported, once, and per step the node expanded, its
// children, the first entries of the frontier and the sizes. Memory is
// O(nodes reported + steps × frontier entries kept).
//
// Make one with NewRecording, run the search with its Trace (RunTraced,
// or the catalogue's Kind.Trace), then Finish it with the result; Record,
// and the catalogue's Kind.Record, do all three. Read it only after
// Finish (or from the searching goroutine): it is not safe for
// concurrent use while the search runs.
type Recording[S comparable] struct {
	maxSteps, keep int
	nodes          []Child[S] // by id; nodes[0] is the start
	steps          []recStep
	passes         []Pass
	result         Result[S]
	goal           int // id of the goal found, −1 if none
	// met are, for a bidirectional search that met, the two nodes of the
	// state it met at, one on each side.
	met [2]int
}

// recStep is one step as a Recording keeps it: the node expanded, its
// children nodes[first : first+n], the ids of the frontier's first
// entries and of the nodes dropped, and the sizes.
type recStep struct {
	node, first, n             int
	iteration, bound           int
	frontier, dropped          []int
	frontierSize, exploredSize int
	// backward, other and otherSize are a bidirectional search's: the
	// side of the node expanded, the other side's frontier and its size.
	backward  bool
	other     []int
	otherSize int
}

// Pass is one pass of IDS or IDA* as recorded: its number and bound, the
// step of its first expansion (0 when it expanded nothing) and its number
// of expansions.
type Pass struct {
	Iteration
	FirstStep, Expansions int
}

// NewRecording returns a Recording that stops the search after maxSteps
// expansions (0: no limit) and keeps, per step, the first frontier
// entries of the frontier in pop order.
func NewRecording[S comparable](maxSteps, frontier int) *Recording[S] {
	return &Recording[S]{maxSteps: maxSteps, keep: max(frontier, 1), goal: -1, met: [2]int{-1, -1}}
}

// Record runs engine e on p and records at most maxSteps expansions (0:
// no limit), keeping frontier entries of each frontier. A search longer
// than maxSteps stops with StopStepLimit.
func Record[S comparable](ctx context.Context, e Engine, p Problem[S], opts Options, maxSteps, frontier int) *Recording[S] {
	r := NewRecording[S](maxSteps, frontier)
	r.Finish(RunTraced(ctx, e, p, opts, r.Trace()))
	return r
}

// Trace is the Trace that fills r.
func (r *Recording[S]) Trace() *Trace[S] {
	return &Trace[S]{MaxSteps: r.maxSteps, OnExpand: r.add,
		OnIteration: func(it Iteration) { r.passes = append(r.passes, Pass{Iteration: it}) }}
}

func (r *Recording[S]) add(x *Expansion[S]) {
	if x.Node.ID == len(r.nodes) && x.Node.Parent < 0 {
		r.nodes = append(r.nodes, Child[S]{Node: x.Node}) // the start
	}
	for _, n := range x.OtherFrontier(r.keep) {
		if n.ID == len(r.nodes) && n.Parent < 0 {
			// The goal of a bidirectional search, the root of its search
			// back: node 1, on the other side's frontier from the first
			// step on.
			r.nodes = append(r.nodes, Child[S]{Node: n})
		}
	}
	s := recStep{node: x.Node.ID, n: len(x.Children), iteration: x.Iteration, bound: x.Bound,
		dropped: slices.Clone(x.Dropped), frontierSize: x.FrontierSize, exploredSize: x.ExploredSize,
		backward: x.Backward, otherSize: x.OtherSize}
	for _, n := range x.OtherFrontier(r.keep) {
		s.other = append(s.other, n.ID)
	}
	if s.n > 0 {
		s.first = x.Children[0].ID
	}
	for _, c := range x.Children {
		if c.ID != len(r.nodes) {
			panic("search: a trace numbered its nodes out of order")
		}
		r.nodes = append(r.nodes, c)
	}
	for _, n := range x.Frontier(r.keep) {
		s.frontier = append(s.frontier, n.ID)
	}
	r.steps = append(r.steps, s)
	if k := len(r.passes) - 1; k >= 0 {
		if r.passes[k].Expansions == 0 {
			r.passes[k].FirstStep = len(r.steps)
		}
		r.passes[k].Expansions++
	}
}

// Finish records the search's result and finds the goal it reached: a
// child that ended the search, or the next node it would have expanded.
func (r *Recording[S]) Finish(res Result[S]) {
	r.result = res
	if len(r.nodes) == 0 && len(res.Path) > 0 {
		r.nodes = append(r.nodes, Child[S]{Node: Node[S]{Parent: -1, State: res.Path[0]}})
	}
	if !res.Solved {
		return
	}
	goal := res.Path[len(res.Path)-1]
	if len(r.steps) == 0 {
		r.goal = 0
		return
	}
	last := r.steps[len(r.steps)-1]
	for id := last.first; id < last.first+last.n; id++ {
		if r.nodes[id].Fate == FateGoal {
			r.goal = id
		}
	}
	if r.goal < 0 && len(last.frontier) > 0 && r.nodes[last.frontier[0]].State == goal {
		r.goal = last.frontier[0]
	}
	// A bidirectional search's goal is the root of its search back.
	for id := range r.nodes {
		if r.goal < 0 && id > 0 && r.nodes[id].Parent < 0 && r.nodes[id].State == goal {
			r.goal = id
			r.findMeeting()
		}
	}
	// A bidirectional search that met its goal before it expanded it has
	// the goal among its children.
	for id := last.first; id < last.first+last.n && r.goal < 0; id++ {
		if r.nodes[id].Fate == FateMeet && r.nodes[id].State == goal {
			r.goal = id
		}
	}
	// A search whose frontier no rule orders (RunChosen) takes its goal
	// from anywhere on it.
	for _, id := range last.frontier {
		if r.goal < 0 && r.nodes[id].State == goal && r.nodes[id].G == res.Cost {
			r.goal = id
		}
	}
}

// findMeeting finds the two nodes of the state a bidirectional search met
// at on its way: a child that met the other side, and the node of its
// state there, their costs adding up to the path's.
func (r *Recording[S]) findMeeting() {
	root := func(id int) int {
		for r.nodes[id].Parent >= 0 {
			id = r.nodes[id].Parent
		}
		return id
	}
	of := map[S][]int{}
	for id, c := range r.nodes {
		of[c.State] = append(of[c.State], id)
	}
	for id, c := range r.nodes {
		if c.Fate != FateMeet {
			continue
		}
		for _, o := range of[c.State] {
			if root(o) != root(id) && c.G+r.nodes[o].G == r.result.Cost {
				r.met = [2]int{id, o}
				return
			}
		}
	}
}

// Len is the number of steps recorded.
func (r *Recording[S]) Len() int { return len(r.steps) }

// Result is the search's result, once Finish has been called.
func (r *Recording[S]) Result() Result[S] { return r.result }

// Truncated reports whether the search was stopped by the recording's
// step limit: a window then says that Solve runs it to the end.
func (r *Recording[S]) Truncated() bool { return r.result.StopReason == StopStepLimit }

// Passes lists the passes of IDS or IDA*, in order; none for the other
// engines.
func (r *Recording[S]) Passes() []Pass { return slices.Clone(r.passes) }

// Node returns node id with its move and fate (the start has neither);
// ok is false for an id never reported.
func (r *Recording[S]) Node(id int) (c Child[S], ok bool) {
	if id < 0 || id >= len(r.nodes) {
		return c, false
	}
	return r.nodes[id], true
}

// Step returns step i, from 1 to Len, as OnExpand saw it; its Frontier
// gives at most the entries kept. The Expansion and its slices are r's:
// read them, do not change them. It panics when i is out of range.
func (r *Recording[S]) Step(i int) *Expansion[S] {
	if i < 1 || i > len(r.steps) {
		panic("search: no such step in the recording")
	}
	s := &r.steps[i-1]
	x := &Expansion[S]{Step: i, Iteration: s.iteration, Bound: s.bound, Node: r.nodes[s.node].Node,
		Children: r.nodes[s.first : s.first+s.n : s.first+s.n], Dropped: s.dropped,
		FrontierSize: s.frontierSize, ExploredSize: s.exploredSize}
	if s.n == 0 {
		x.Children = nil
	}
	x.list = func(max int, dst []Node[S]) []Node[S] {
		for _, id := range s.frontier[:min(max, len(s.frontier))] {
			dst = append(dst, r.nodes[id].Node)
		}
		return dst
	}
	x.Backward, x.OtherSize = s.backward, s.otherSize
	if s.other != nil || s.otherSize > 0 {
		x.other = func(max int, dst []Node[S]) []Node[S] {
			for _, id := range s.other[:min(max, len(s.other))] {
				dst = append(dst, r.nodes[id].Node)
			}
			return dst
		}
	}
	return x
}
