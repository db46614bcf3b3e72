package worksheet

import (
	"fmt"
	"math/rand/v2"

	"frontier/core/domains/route"
	"frontier/core/domains/sliding"
	"frontier/core/search"
)

// Engines of a next exercise: what each orders its frontier by.
const (
	EngineAStar  = "A*"           // f = g + h
	EngineUCS    = "uniform-cost" // g
	EngineGreedy = "greedy"       // h
)

// NextSearch is a best-first graph search stopped after a few
// expansions. The rules the sheet states: a node reached again by a
// cheaper path keeps its place in the frontier with the cheaper g; an
// expanded node is never reopened; of nodes with the same key, the one
// that joined the frontier first goes first. The node expanded next has
// a key no other shares, so the answer needs no rule for ties.
type NextSearch struct {
	Engine    string
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
	Board sliding.Tiles // for the 8-puzzle; nil on Romania
	G, H  int
}

// F is g + h.
func (e Entry) F() int { return e.G + e.H }

// Key is what engine orders by.
func (e Entry) Key(engine string) int {
	switch engine {
	case EngineUCS:
		return e.G
	case EngineGreedy:
		return e.H
	}
	return e.F()
}

// KeyName is the name of engine's key: f, g or h.
func KeyName(engine string) string {
	return map[string]string{EngineAStar: "f", EngineUCS: "g", EngineGreedy: "h"}[engine]
}

type problem[S comparable] interface {
	Start() S
	IsGoal(S) bool
	Successors(S, []search.Step[S]) []search.Step[S]
	Estimate(S) int
}

type frontierNode[S comparable] struct {
	s    S
	g, h int
}

// bestFirst runs k expansions of engine on p. ok is false when the goal
// is expanded within them, or the frontier then is too small to ask
// about or has a tie for the least key.
func bestFirst[S comparable](p problem[S], engine string, k int) (expanded []S, front []frontierNode[S], next int, ok bool) {
	front = []frontierNode[S]{{p.Start(), 0, p.Estimate(p.Start())}}
	closed := map[S]bool{}
	key := func(n frontierNode[S]) int { return Entry{G: n.g, H: n.h}.Key(engine) }
	least := func() int {
		best := 0
		for i, n := range front {
			if key(n) < key(front[best]) {
				best = i
			}
		}
		return best
	}
	var steps []search.Step[S]
	for range k {
		if len(front) == 0 {
			return nil, nil, 0, false
		}
		i := least()
		n := front[i]
		if p.IsGoal(n.s) {
			return nil, nil, 0, false
		}
		front = append(front[:i], front[i+1:]...)
		closed[n.s] = true
		expanded = append(expanded, n.s)
		steps = p.Successors(n.s, steps[:0])
	kids:
		for _, st := range steps {
			if closed[st.State] {
				continue
			}
			g := n.g + st.Cost
			for j := range front {
				if front[j].s == st.State {
					front[j].g = min(front[j].g, g)
					continue kids
				}
			}
			front = append(front, frontierNode[S]{st.State, g, p.Estimate(st.State)})
		}
	}
	if len(front) < 2 {
		return nil, nil, 0, false
	}
	next = least()
	for j, n := range front {
		if j != next && key(n) == key(front[next]) {
			return nil, nil, 0, false
		}
	}
	return expanded, front, next, true
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
	engine := []string{EngineAStar, EngineGreedy}[rng.IntN(2)]
	h := []string{"manhattan", "misplaced"}[rng.IntN(2)]
	start := scramble(rng, 6+rng.IntN(6))
	p, err := sliding.NewProblem(eight, start, h)
	if err != nil {
		panic("worksheet: " + err.Error())
	}
	exp, front, next, ok := bestFirst[sliding.State](p, engine, 1+rng.IntN(2))
	if !ok {
		return nil
	}
	entry := func(s sliding.State, g int) Entry {
		return Entry{Name: eight.Tiles(s).Compact(), Board: eight.Tiles(s), G: g, H: p.Estimate(s)}
	}
	ns := &NextSearch{Engine: engine, Heuristic: h, Start: entry(start, 0), Goal: eight.Tiles(eight.Goal()).Compact(), Next: next}
	for _, s := range exp {
		ns.Expanded = append(ns.Expanded, eight.Tiles(s).Compact())
	}
	for _, n := range front {
		ns.Frontier = append(ns.Frontier, entry(n.s, n.g))
	}
	return ns
}

func nextRomania(rng *rand.Rand) *NextSearch {
	engine := []string{EngineAStar, EngineUCS, EngineGreedy}[rng.IntN(3)]
	goal := bucharest()
	start := place(rng, goal)
	p := route.NewProblem(romania(), start, goal, route.Heuristic{})
	if engine != EngineUCS {
		sld, err := route.HeuristicNamed("sld")
		if err != nil {
			panic("worksheet: " + err.Error())
		}
		p = route.NewProblem(romania(), start, goal, sld)
	}
	exp, front, next, ok := bestFirst[route.Place](p, engine, 2+rng.IntN(3))
	if !ok {
		return nil
	}
	hName := "sld"
	if engine == EngineUCS {
		hName = ""
	}
	ns := &NextSearch{Engine: engine, Heuristic: hName, Start: Entry{Name: romania().Name(start), H: p.Estimate(start)},
		Goal: romania().Name(goal), Next: next}
	for _, s := range exp {
		ns.Expanded = append(ns.Expanded, romania().Name(s))
	}
	for _, n := range front {
		ns.Frontier = append(ns.Frontier, Entry{Name: romania().Name(n.s), G: n.g, H: n.h})
	}
	return ns
}

func nextExercise(ns *NextSearch) Exercise {
	kn := KeyName(ns.Engine)
	nx := ns.Frontier[ns.Next]
	return Exercise{
		Prompt: fmt.Sprintf("The %s graph search below has expanded these nodes, in order, and holds this frontier. "+
			"Which node does it expand next, and what is its %s?", ns.Engine, kn),
		Next:   ns,
		Answer: nx.Key(ns.Engine),
		Working: []string{fmt.Sprintf("%s has the least %s on the frontier, %s = %d",
			nx.Name, kn, kn, nx.Key(ns.Engine))},
	}
}
