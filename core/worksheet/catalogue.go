package worksheet

import (
	"context"
	"math/rand/v2"
	"strconv"
	"strings"
	"sync"

	"frontier/core/puzzles"
	"frontier/core/search"
)

// The sheets reach their puzzles through the catalogue, as the command
// line and the lab do: the 8-puzzle and the textbook's Romania, each made
// on first use, so that a command other than worksheet never builds them.

// eight is the 8-puzzle, blank first in the goal.
var eight = sync.OnceValue(func() puzzles.Domain {
	return mustNew(puzzles.Sliding, puzzles.SlidingOptions{Width: 3}.Settings())
})

// romania is the route puzzle on the textbook's map of Romania to
// Bucharest, whose straight-line distances the sheets print.
var romania = sync.OnceValue(func() puzzles.Domain {
	return mustNew(puzzles.Route, puzzles.Settings{}.With("map", "romania").With("to", "Bucharest"))
})

func mustNew(id puzzles.ID, s puzzles.Settings) puzzles.Domain {
	d, err := puzzles.New(id, s)
	if err != nil {
		panic("worksheet: " + err.Error())
	}
	return d
}

// trip is the route puzzle on Romania from one place to another.
func trip(from, to puzzles.State) puzzles.Domain {
	return mustNew(puzzles.Route, puzzles.Settings{}.With("map", "romania").
		With("from", romania().Format(from)).With("to", romania().Format(to)))
}

// problem is the search of d's goal from start guided by heuristic h.
func problem(d puzzles.Domain, start puzzles.State, h puzzles.HeuristicID) search.Problem[puzzles.State] {
	c, ok := d.Checking(start)
	if !ok {
		panic("worksheet: the " + d.Name() + " has no search to offer")
	}
	p, err := c.Problem(context.Background(), start, h)
	if err != nil {
		panic("worksheet: " + err.Error())
	}
	return p
}

// estimate is heuristic h of position s of d.
func estimate(d puzzles.Domain, s puzzles.State, h puzzles.HeuristicID) int {
	p, ok := problem(d, s, h).(search.Heuristic[puzzles.State])
	if !ok {
		panic("worksheet: the " + d.Name() + " has no estimates")
	}
	return p.Estimate(s)
}

// places are Romania's places, in the map's order.
var places = sync.OnceValue(func() []puzzles.State {
	start, _ := romania().Start()
	c, ok := romania().Checking(start)
	if !ok || c.Positions == nil {
		panic("worksheet: the route puzzle does not list its places")
	}
	return c.Positions()
})

// place draws a place of Romania other than those given.
func place(rng *rand.Rand, not ...puzzles.State) puzzles.State {
	for {
		p := places()[rng.IntN(len(places()))]
		ok := true
		for _, n := range not {
			ok = ok && p != n
		}
		if ok {
			return p
		}
	}
}

// bucharest is the goal of romania.
func bucharest() puzzles.State { return romania().Goal() }

// blankMoves are the blank's moves in the reading order of the square it
// moves to.
var blankMoves = []string{"up", "left", "right", "down"}

// scramble walks the 8-puzzle goal by steps random slides, never undoing
// the last, so the position lies at most steps moves from the goal.
func scramble(rng *rand.Rand, steps int) puzzles.State {
	s, prev := eight().Goal(), puzzles.State{}
	for range steps {
		var options []puzzles.State
		for _, m := range blankMoves {
			if next, err := eight().Apply(s, m); err == nil && next != prev {
				options = append(options, next)
			}
		}
		prev, s = s, options[rng.IntN(len(options))]
	}
	return s
}

// tiles is an 8-puzzle position's tiles square by square, 0 the blank,
// read from its canonical text.
func tiles(s puzzles.State) []int {
	words := strings.Split(eight().Format(s), ",")
	t := make([]int, len(words))
	for i, w := range words {
		n, err := strconv.Atoi(strings.TrimSpace(w))
		if err != nil {
			panic("worksheet: the 8-puzzle's text " + eight().Format(s) + " is not its tiles")
		}
		t[i] = n
	}
	return t
}
