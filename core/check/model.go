package check

import (
	"frontier/core/puzzles"
	"frontier/core/search"
)

// space is the puzzle a model searches: its problem, the estimate the
// model follows, and how its moves are ranked in an order being learnt.
type space[S comparable] struct {
	p search.Problem[S]
	// h is the estimate of a state; nil for none. It is heuristic hid's
	// own where ownH says so (a program's or a mistaken one otherwise).
	h    func(S) int
	hid  puzzles.HeuristicID
	ownH bool
	// fixed: the puzzle's moves are named alike from every state (the
	// sliding puzzle's up, down, left and right), so one order of the
	// names ranks them everywhere; otherwise each state's moves are
	// ranked apart (a map's roads).
	fixed bool
	// moves are the move names, in the puzzle's order, when fixed.
	moves []string
	// limit stops a model after this many generated nodes; 0 for none.
	limit int
	// byName ranks each state's moves by their names rather than in the
	// puzzle's order (a program that sorts a place's roads).
	byName bool
}

func (sp *space[S]) estimate(s S) int {
	if sp.h == nil {
		return 0
	}
	return sp.h(s)
}

// slots numbers the moves of a model's states for its order.
type slots[S comparable] struct {
	sp     *space[S]
	labels map[string]int8
	groups map[S]int32
}

func newSlots[S comparable](sp *space[S]) *slots[S] {
	s := &slots[S]{sp: sp, groups: map[S]int32{}}
	if sp.fixed {
		s.labels = map[string]int8{}
		for i, m := range sp.moves {
			if i < maxSlots {
				s.labels[m] = int8(i)
			}
		}
	}
	return s
}

// of is the slot of the k-th move out of parent, named move.
func (s *slots[S]) of(parent S, k int, move string) slot {
	if s.labels != nil {
		if i, ok := s.labels[move]; ok {
			return slot{group: 0, index: i}
		}
		return slot{group: 0, index: -1}
	}
	if k >= maxSlots {
		return slot{index: -1}
	}
	g, ok := s.groups[parent]
	if !ok {
		g = int32(len(s.groups))
		s.groups[parent] = g
	}
	if s.sp.byName {
		k = s.rankByName(parent, move)
	}
	return slot{group: g, index: int8(k)}
}

// rankByName is the place of move among parent's moves sorted by name.
func (s *slots[S]) rankByName(parent S, move string) int {
	r := 0
	for _, st := range s.sp.p.Successors(parent, nil) {
		if st.Move < move {
			r++
		}
	}
	return min(r, maxSlots-1)
}

// mnode is a node a model generated: a child kept on its frontier or set
// aside, or the start.
type mnode[S comparable] struct {
	state       S
	parent      int32 // −1 for the start
	g, h, depth int
	move        string
	slot        slot
	// stamp is the number of the expansion that generated the node (0
	// for the start): the time it joined the frontier.
	stamp int32
	fate  search.Fate
}

// eventKind is what a model did at one step.
type eventKind int

const (
	// evExpand: the model expanded a node.
	evExpand eventKind = iota + 1
	// evStop: the model stopped (at a goal, with nothing left, at its
	// node limit).
	evStop
	// evDiverge: the model cannot take the program's step (it did
	// nothing; see model.snapshot).
	evDiverge
)

// event is one step of a model.
type event struct {
	kind eventKind
	// node is the node expanded; for evStop, the goal found, or −1; for
	// evDiverge, the node the model would take (−1 when it would stop).
	node int32
	// stop says why the model stopped (evStop), or would (evDiverge with
	// node −1).
	stop search.StopReason
	// pass and bound are IDS's and IDA*'s pass and bound of the step.
	pass, bound int
}

// lead is what a program did at one step, for a model to follow.
type lead[S comparable] struct {
	// follow: the model follows a program; otherwise its rule and its
	// order's completion choose alone.
	follow bool
	// ended: the program expanded nothing more; else state is its next
	// expansion.
	ended bool
	state S
}

// model is one engine's search under one convention or mistake, taken
// one expansion at a time and able to follow a program's expansions where
// its rule leaves a choice (the order of a node's children).
type model[S comparable] interface {
	advance(l lead[S]) event
	node(i int32) *mnode[S]
	// counts are the model's expansions, generated nodes (every child
	// made, duplicates included) and nodes added to its frontier (or,
	// for IDS and IDA*, entered by the walk), the start not counted.
	counts() counts
	// path is the states from the start to node i.
	path(i int32) []S
	// snapshot is the model's frontier before its next step, in the
	// order it would take it, the first max entries, with the place of
	// state s in it, for a report of a divergence.
	snapshot(max int, s S) frontierView
	order() *order
}

// counts are a model's counters. A search that stops at a goal it
// generates has generated the goal's siblings that came before it, and
// the program's order of generating them is known only in part: spread
// then holds the fewest and most children it may have generated and
// added in all.
type counts struct {
	expanded, generated, added int
	// back counts the children that reached their parent's parent's
	// state (the move straight back, which a parent check drops).
	back int
	// walk: the model is a walk of IDS or IDA*, which makes a node's
	// children all at once. dropped counts the children its pruning
	// dropped, pending those of them still to be reached by a program
	// that makes each child as it goes on to it (the children of the
	// nodes on the walk's current path).
	walk             bool
	dropped, pending int
	spread           *countSpread
}

// counted is the counts as a program's are compared with them; graph:
// the model keeps sets of states, so that the children a parent check
// keeps are those generated but the moves back (otherwise those that a
// path check keeps, the children added).
func (c counts) counted(graph bool) counted {
	genLo, genHi := c.generatedRange()
	addLo, addHi := c.addedRange()
	n := counted{expanded: c.expanded, generated: [2]int{genLo, genHi}, added: [2]int{addLo, addHi}, checked: [2]int{addLo, addHi}}
	if graph {
		n.checked = [2]int{max(genLo-c.back, 0), genHi - c.back}
	}
	if c.walk {
		// A program that walks on as it makes each child has generated
		// the children it entered and those its check dropped before it
		// went on; one that makes a node's children at once, all of them.
		n.generated = [2]int{addLo + c.dropped - c.pending, addHi + c.dropped - c.pending}
		n.checked = [2]int{addLo, addHi}
		n.walk = true
		n.madeAll, n.keptAll = [2]int{genLo + c.dropped, genHi + c.dropped}, [2]int{genLo, genHi}
	}
	return n
}

type countSpread struct{ genLo, genHi, addLo, addHi int }

// generatedRange is the fewest and most nodes generated.
func (c counts) generatedRange() (lo, hi int) {
	if c.spread == nil {
		return c.generated, c.generated
	}
	return c.spread.genLo, c.spread.genHi
}

// addedRange is the fewest and most nodes added to the frontier.
func (c counts) addedRange() (lo, hi int) {
	if c.spread == nil {
		return c.added, c.added
	}
	return c.spread.addLo, c.spread.addHi
}

// frontierView is a model's frontier at one step, as a report shows it.
type frontierView struct {
	// entries are the first nodes of the frontier in pop order.
	entries []int32
	// size is the number of nodes on the frontier, stale ones left out.
	size int
	// of is the place in pop order of the program's state on the
	// frontier (from 0), −1 when it is not there; its node is at.
	of int
	at int32
	// explored reports whether the program's state was expanded before.
	explored bool
	// generated reports whether any expansion made the program's state.
	generated bool
	// pass and bound are IDS's and IDA*'s.
	pass, bound int
}

// keepKids adds to nodes the children made by an expansion of node
// parent, the machine's kids, each with its slot, and maps each child the
// machine keeps (its node) to its node in of; ids are the children's.
func keepKids[S comparable](nodes []mnode[S], of []int32, sl *slots[S], parent int32, kids []search.Kid[S]) (_ []mnode[S], _ []int32, ids []int32) {
	cur := nodes[parent]
	for _, k := range kids {
		j := int32(len(nodes))
		nodes = append(nodes, mnode[S]{state: k.State, parent: parent, g: k.G, h: k.H, depth: cur.depth + 1, move: k.Move,
			slot: sl.of(cur.state, k.Index, k.Move), fate: k.Fate})
		ids = append(ids, j)
		if k.Node >= 0 {
			for int(k.Node) >= len(of) {
				of = append(of, -1)
			}
			of[k.Node] = j
		}
	}
	return nodes, of, ids
}

// firstNode is the first of nodes in state s, −1 for none.
func firstNode[S comparable](nodes []mnode[S], s S) int32 {
	for k := range nodes {
		if nodes[k].state == s {
			return int32(k)
		}
	}
	return -1
}

// pathOf is the states from the start to node i of nodes.
func pathOf[S comparable](nodes []mnode[S], i int32) []S {
	var rev []S
	for ; i >= 0; i = nodes[i].parent {
		rev = append(rev, nodes[i].state)
	}
	out := make([]S, len(rev))
	for k, s := range rev {
		out[len(rev)-1-k] = s
	}
	return out
}
