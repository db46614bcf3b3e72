package worksheet

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"frontier/core/puzzles"
)

// makeH asks a heuristic's value: Manhattan, misplaced tiles, then the
// straight-line distance to Bucharest, in turn.
func makeH(rng *rand.Rand, i int) Exercise {
	switch i % 3 {
	case 0, 1:
		name := []puzzles.HeuristicID{puzzles.HeuristicManhattan, puzzles.HeuristicMisplaced}[i%3]
		s := scramble(rng, 8+rng.IntN(13))
		shares, h, err := puzzles.TileShares(eight(), s, name)
		if err != nil {
			panic("worksheet: " + err.Error())
		}
		var parts []string
		for _, t := range shares {
			if t.Value != 0 {
				parts = append(parts, fmt.Sprintf("tile %d: %d", t.Tile, t.Value))
			}
		}
		work := "every tile is home"
		if len(parts) > 0 {
			work = strings.Join(parts, ", ")
		}
		title := map[puzzles.HeuristicID]string{puzzles.HeuristicManhattan: "the Manhattan distance (h2)", puzzles.HeuristicMisplaced: "the number of misplaced tiles (h1)"}[name]
		return Exercise{
			Prompt:    "What is " + title + " of this 8-puzzle position? The blank does not count; the goal has the blank first.",
			Board:     tiles(s),
			Heuristic: string(name),
			Answer:    h,
			Working:   []string{work, fmt.Sprintf("h = %d", h)},
		}
	}
	goal := bucharest()
	p := place(rng, goal)
	h := estimate(romania(), p, puzzles.HeuristicStraightLine)
	return Exercise{
		Prompt:    fmt.Sprintf("Using the table of straight-line distances to Bucharest, what is h_SLD(%s)?", romania().Format(p)),
		Trip:      &Trip{From: romania().Format(p), To: romania().Format(goal)},
		Heuristic: "sld",
		Answer:    h,
		Working:   []string{fmt.Sprintf("h_SLD(%s) = %d km", romania().Format(p), h)},
	}
}
