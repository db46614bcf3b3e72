package worksheet

import (
	"fmt"
	"math/rand/v2"
	"strings"
)

// makeH asks a heuristic's value: Manhattan, misplaced tiles, then the
// straight-line distance to Bucharest, in turn.
func makeH(rng *rand.Rand, i int) Exercise {
	switch i % 3 {
	case 0, 1:
		name := []string{"manhattan", "misplaced"}[i%3]
		s := scramble(rng, 8+rng.IntN(13))
		bd, err := eight.Inspect(s, name)
		if err != nil {
			panic("worksheet: " + err.Error())
		}
		var parts []string
		for _, t := range bd.Tiles {
			if t.Value != 0 {
				parts = append(parts, fmt.Sprintf("tile %d: %d", t.Tile, t.Value))
			}
		}
		work := "every tile is home"
		if len(parts) > 0 {
			work = strings.Join(parts, ", ")
		}
		title := map[string]string{"manhattan": "the Manhattan distance (h2)", "misplaced": "the number of misplaced tiles (h1)"}[name]
		return Exercise{
			Prompt:    "What is " + title + " of this 8-puzzle position? The blank does not count; the goal has the blank first.",
			Board:     eight.Tiles(s),
			Heuristic: name,
			Answer:    bd.H,
			Working:   []string{work, fmt.Sprintf("h = %d", bd.H)},
		}
	}
	goal := bucharest()
	p := place(rng, goal)
	h := romania().StraightLine(goal)[p]
	return Exercise{
		Prompt:    fmt.Sprintf("Using the table of straight-line distances to Bucharest, what is h_SLD(%s)?", romania().Name(p)),
		Trip:      &Trip{From: romania().Name(p), To: romania().Name(goal)},
		Heuristic: "sld",
		Answer:    h,
		Working:   []string{fmt.Sprintf("h_SLD(%s) = %d km", romania().Name(p), h)},
	}
}
