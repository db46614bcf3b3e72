package worksheet

import (
	"cmp"
	"context"
	"fmt"
	"math/rand/v2"
	"slices"

	"frontier/core/puzzles"
	"frontier/core/search"
)

// nextRules is the search a next exercise states, above the exercises;
// nextPolicy is the same search as the engines run it.
const nextRules = "Graph search: an expanded node is never expanded again; a node reached again by a cheaper path keeps its place in the frontier with the cheaper g; " +
	"A* expands the least f = g + h, uniform-cost the least g, greedy the least h. The goal of the 8-puzzle has the blank first."

// nextPolicy is the graph search of engine e's rule that the sheet
// states: the lowest key first, of equal keys the node that joined the
// frontier first; a cheaper path to a node on the frontier updating its
// entry where it stands; an expanded node never reopened; the goal tested
// when a node is taken off the frontier. The exercise asks only where no
// other node shares the least key, so the answer needs no rule for ties.
func nextPolicy(e search.Engine) search.Policy {
	d, _ := search.Describe(e)
	return search.Policy{Rule: d.Policy.Rule, Ties: search.TiesFirstIn, GoalTest: search.GoalOnExpansion,
		Pruning: search.PruneGraph, Seen: search.SeenPushed, Update: search.UpdateInPlace}
}

// sheetWords are the engines' names as the sheets print them, where they
// are not the engine's title: the words of the sheets made so far, which
// a teacher makes again from their headings.
var sheetWords = map[search.Engine]string{search.EngineUCS: "uniform-cost", search.EngineGreedy: "greedy"}

// engineWord is engine e's name on a sheet.
func engineWord(e search.Engine) string {
	if w, ok := sheetWords[e]; ok {
		return w
	}
	return e.Title()
}

// NextSearch is a best-first graph search stopped after a few
// expansions (see nextPolicy). The node expanded next has a key no other
// shares.
type NextSearch struct {
	Engine    search.Engine
	Heuristic string // manhattan, misplaced or sld
	Start     Entry
	Goal      string
	Expanded  []string // the nodes expanded so far, in order
	Frontier  []Entry  // the frontier now, in the order the nodes joined it
	Next      int      // index in Frontier of the node expanded next
}

// Entry is a node on the frontier.
type Entry struct {
	Name  string
	Board []int // for the 8-puzzle, as Exercise.Board; nil on Romania
	G, H  int
}

// F is g + h.
func (e Entry) F() int { return e.G + e.H }

// Key is the key the search's engine orders by.
func (ns *NextSearch) Key(e Entry) int { return nextPolicy(ns.Engine).Key(e.G, e.H, 0) }

// KeyName is the name of the key the search's engine orders by: f, g or h.
func (ns *NextSearch) KeyName() string { return nextPolicy(ns.Engine).Rule.Key.Name() }

// stopped is a search of the sheet's policy after some expansions: the
// nodes expanded, the frontier in the order its nodes joined it, and the
// index in it of the node expanded next.
type stopped struct {
	expanded []search.Node[puzzles.State]
	frontier []search.Node[puzzles.State]
	next     int
}

// bestFirst runs k expansions of engine e on p, estimates from p. ok is
// false when the goal is expanded within them, or the frontier then is
// too small to ask about or has a tie for the least key.
func bestFirst(p search.Problem[puzzles.State], e search.Engine, k int) (st stopped, ok bool) {
	h, _ := p.(search.Heuristic[puzzles.State])
	s := search.NewStepper(context.Background(), p, nextPolicy(e), h, search.Options{MaxNodes: 10_000})
	for range k {
		i, ok := s.Next()
		if !ok {
			return st, false
		}
		i, goal := s.Take(i)
		if goal {
			return st, false
		}
		st.expanded = append(st.expanded, s.Node(i))
	}
	next, ok := s.Next()
	live := s.Live()
	if !ok || len(live) < 2 {
		return st, false
	}
	// The order the nodes joined the frontier: an entry updated in place
	// keeps its place.
	slices.SortFunc(live, func(a, b int32) int {
		ea, eb := s.Entry(a), s.Entry(b)
		return cmp.Or(cmp.Compare(ea.Stamp, eb.Stamp), cmp.Compare(ea.Move, eb.Move))
	})
	for j, i := range live {
		if i != next && s.Entry(i).Key == s.Entry(next).Key {
			return st, false
		}
		if i == next {
			st.next = j
		}
		st.frontier = append(st.frontier, s.Node(i))
	}
	return st, true
}

// makeNext asks which node a best-first search expands next: on the
// 8-puzzle and on Romania in turn.
func makeNext(rng *rand.Rand, i int) Exercise {
	for {
		var ns *NextSearch
		if i%2 == 0 {
			ns = nextEight(rng)
		} else {
			ns = nextRomania(rng)
		}
		if ns != nil {
			return nextExercise(ns)
		}
	}
}

func nextEight(rng *rand.Rand) *NextSearch {
	engine := []search.Engine{search.EngineAStar, search.EngineGreedy}[rng.IntN(2)]
	h := []puzzles.HeuristicID{puzzles.HeuristicManhattan, puzzles.HeuristicMisplaced}[rng.IntN(2)]
	start := scramble(rng, 6+rng.IntN(6))
	st, ok := bestFirst(problem(eight(), start, h), engine, 1+rng.IntN(2))
	if !ok {
		return nil
	}
	entry := func(n search.Node[puzzles.State]) Entry {
		return Entry{Name: eight().Compact(n.State), Board: tiles(n.State), G: n.G, H: n.H}
	}
	ns := &NextSearch{Engine: engine, Heuristic: string(h), Start: entry(search.Node[puzzles.State]{State: start, H: estimate(eight(), start, h)}),
		Goal: eight().Compact(eight().Goal()), Next: st.next}
	for _, n := range st.expanded {
		ns.Expanded = append(ns.Expanded, eight().Compact(n.State))
	}
	for _, n := range st.frontier {
		ns.Frontier = append(ns.Frontier, entry(n))
	}
	return ns
}

func nextRomania(rng *rand.Rand) *NextSearch {
	engine := []search.Engine{search.EngineAStar, search.EngineUCS, search.EngineGreedy}[rng.IntN(3)]
	start := place(rng, bucharest())
	h, hName := puzzles.HeuristicStraightLine, string(puzzles.HeuristicStraightLine)
	if engine == search.EngineUCS {
		h, hName = puzzles.HeuristicNone, ""
	}
	st, ok := bestFirst(problem(romania(), start, h), engine, 2+rng.IntN(3))
	if !ok {
		return nil
	}
	ns := &NextSearch{Engine: engine, Heuristic: hName, Start: Entry{Name: romania().Format(start), H: estimate(romania(), start, h)},
		Goal: romania().Format(bucharest()), Next: st.next}
	for _, n := range st.expanded {
		ns.Expanded = append(ns.Expanded, romania().Format(n.State))
	}
	for _, n := range st.frontier {
		ns.Frontier = append(ns.Frontier, Entry{Name: romania().Format(n.State), G: n.G, H: n.H})
	}
	return ns
}

func nextExercise(ns *NextSearch) Exercise {
	kn := ns.KeyName()
	nx := ns.Frontier[ns.Next]
	return Exercise{
		Prompt: fmt.Sprintf("The %s graph search below has expanded these nodes, in order, and holds this frontier. "+
			"Which node does it expand next, and what is its %s?", engineWord(ns.Engine), kn),
		Next:   ns,
		Answer: ns.Key(nx),
		Working: []string{fmt.Sprintf("%s has the least %s on the frontier, %s = %d",
			nx.Name, kn, kn, ns.Key(nx))},
	}
}
