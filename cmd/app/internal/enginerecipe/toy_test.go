package enginerecipe_test

import (
	"context"

	"frontier/core/search"
)

// This file is an engine added from outside the search package, as
// docs/architecture.md ("How to add an engine") describes: the engine,
// written for any state type, and one Register call. Nothing else in the
// repository names it.

func init() {
	search.Register(search.Description{
		ID: "toy", Title: "Toy BFS", Optimal: search.OptimalUnitCosts, Traced: true,
		Summary:  "breadth-first search written outside the search package",
		TieBreak: "First in, first out, children in the puzzle's move order.",
		Run:      toy[any],
		// What predict mode grades by and the checker of students'
		// programs models: a queue, and the conventions BFS admits.
		Policy: search.Policy{Rule: search.Rule{Discipline: search.Queue, Key: search.KeyDepth}},
		Admits: search.Conventions{GoalTests: []search.GoalTest{search.GoalOnGeneration, search.GoalOnExpansion},
			Seen: []search.Seen{search.SeenPushed, search.SeenExpanded}},
	})
	// The same engine without its trace: RunTraced and the catalogue
	// refuse to watch it.
	search.Register(search.Description{
		ID: "toyquiet", Title: "Quiet toy", Optimal: search.OptimalUnitCosts,
		Summary:  "the toy engine, which does not report its expansions",
		TieBreak: "First in, first out, children in the puzzle's move order.",
		Run:      toy[any],
	})
}

// toyNode is a node of the toy's arena, which is also its FIFO queue.
type toyNode[S comparable] struct {
	state      S
	move       string
	parent, id int // arena index of the parent (−1 for the start); trace id
	g, depth   int
}

// toy is breadth-first graph search: a FIFO frontier, a reached set and
// the goal test when a node is generated, counting with a search.Meter as
// the built-in engines count. With tr it reports each expansion: the
// node, every child with its fate, the frontier in pop order.
func toy[S comparable](ctx context.Context, p search.Problem[S], opts search.Options, tr *search.Trace[S]) search.Result[S] {
	m := search.NewMeter[S](ctx, opts)
	nodes := []toyNode[S]{{state: p.Start(), parent: -1}}
	if p.IsGoal(nodes[0].state) {
		return toyPath(m, nodes, 0)
	}
	reached := map[S]bool{nodes[0].state: true}
	var x search.Expansion[S]
	var buf []search.Step[S]
	nextID, steps := 1, 0
	for head := 0; head < len(nodes) && !m.Stopped(); head++ {
		cur := nodes[head]
		m.Expanded++
		x.Node = toyShow(nodes, head)
		x.Children = x.Children[:0]
		goal := -1
		buf = p.Successors(cur.state, buf[:0])
		for _, st := range buf {
			m.Generated++
			m.MaxDepth = max(m.MaxDepth, cur.depth+1)
			if m.Generated == m.NextCheck && !m.Check() {
				break
			}
			fate := search.FateDuplicate
			if !reached[st.State] {
				reached[st.State] = true
				nodes = append(nodes, toyNode[S]{st.State, st.Move, head, nextID, cur.g + st.Cost, cur.depth + 1})
				fate = search.FateAdded
				if p.IsGoal(st.State) {
					fate, goal = search.FateGoal, len(nodes)-1
				}
			}
			x.Children = append(x.Children, search.Child[S]{Move: st.Move, Fate: fate, Node: search.Node[S]{
				ID: nextID, Parent: x.Node.ID, State: st.State, G: cur.g + st.Cost, F: cur.g + st.Cost, Depth: cur.depth + 1}})
			nextID++
			if goal >= 0 {
				break
			}
		}
		// The goal that ends the search counts in the frontier's size, as
		// the built-in engines count it, but joins no frontier a trace lists.
		m.Frontier = len(nodes) - head - 1
		m.MaxFrontier = max(m.MaxFrontier, m.Frontier)
		queued := m.Frontier
		if goal >= 0 {
			queued--
		}
		if tr != nil {
			steps++
			x.Step, x.FrontierSize, x.ExploredSize = steps, queued, head+1
			x.SetFrontier(func(max int, dst []search.Node[S]) []search.Node[S] {
				for i := head + 1; i <= head+queued && len(dst) < max; i++ {
					dst = append(dst, toyShow(nodes, i))
				}
				return dst
			})
			if tr.OnExpand != nil {
				tr.OnExpand(&x)
			}
		}
		if goal >= 0 {
			return toyPath(m, nodes, goal)
		}
		if tr == nil {
			continue
		}
		if ctx.Err() != nil {
			r := m.Result(true)
			r.StopReason = search.Stopped[S](ctx).StopReason
			return r
		}
		if tr.MaxSteps > 0 && steps >= tr.MaxSteps {
			r := m.Result(true)
			r.StopReason = search.StopStepLimit
			return r
		}
	}
	return m.Result(true)
}

// toyShow is arena node i as a trace shows it: BFS's priority is g.
func toyShow[S comparable](nodes []toyNode[S], i int) search.Node[S] {
	n := nodes[i]
	parent := -1
	if n.parent >= 0 {
		parent = nodes[n.parent].id
	}
	return search.Node[S]{ID: n.id, Parent: parent, State: n.state, G: n.g, F: n.g, Depth: n.depth}
}

// toyPath is the result with the path from the start to arena node i.
func toyPath[S comparable](m *search.Meter[S], nodes []toyNode[S], i int) search.Result[S] {
	var states []S
	var moves []string
	for j := i; j >= 0; j = nodes[j].parent {
		states = append(states, nodes[j].state)
		if nodes[j].parent >= 0 {
			moves = append(moves, nodes[j].move)
		}
	}
	for a, b := 0, len(states)-1; a < b; a, b = a+1, b-1 {
		states[a], states[b] = states[b], states[a]
	}
	for a, b := 0, len(moves)-1; a < b; a, b = a+1, b-1 {
		moves[a], moves[b] = moves[b], moves[a]
	}
	return m.Solved(true, states, moves, nodes[i].g)
}
