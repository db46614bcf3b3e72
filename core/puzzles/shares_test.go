package puzzles_test

import (
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"frontier/core/puzzles"
)

// TestTileShares: on positions of the 8-puzzle and of the 15-puzzle with
// the blank last, each tile's share of Manhattan distance and misplaced
// tiles is the tile's distance from its goal square, or whether it is
// off it, counted by hand from the position's text; the shares add up to
// the value. Another puzzle is an error.
func TestTileShares(t *testing.T) {
	for _, o := range []puzzles.SlidingOptions{{Width: 3}, {Width: 4, Goal: "blank-last"}} {
		d, err := puzzles.New(puzzles.Sliding, o.Settings())
		if err != nil {
			t.Fatal(err)
		}
		goal := squares(d.Format(d.Goal()))
		rng := rand.New(rand.NewPCG(3, 4))
		for range 20 {
			s, err := d.Walk(d.Goal(), 30, rng)
			if err != nil {
				t.Fatal(err)
			}
			at := squares(d.Format(s))
			for _, h := range []puzzles.HeuristicID{puzzles.HeuristicManhattan, puzzles.HeuristicMisplaced} {
				shares, value, err := puzzles.TileShares(d, s, h)
				if err != nil || len(shares) != len(at)-1 {
					t.Fatalf("%s %s: %d shares, %v", d.Format(s), h, len(shares), err)
				}
				sum := 0
				for k, sh := range shares {
					want, w := 0, o.Width
					p, q := at[sh.Tile], goal[sh.Tile]
					switch {
					case h == puzzles.HeuristicManhattan:
						want = abs(p/w-q/w) + abs(p%w-q%w)
					case p != q:
						want = 1
					}
					if sh.Tile != k+1 || sh.Value != want {
						t.Errorf("%s %s: share %d is %+v, want tile %d: %d", d.Format(s), h, k, sh, k+1, want)
					}
					sum += sh.Value
				}
				if sum != value {
					t.Errorf("%s %s: shares add up to %d, the value is %d", d.Format(s), h, sum, value)
				}
			}
		}
	}
	route, _ := puzzles.New(puzzles.Route, puzzles.Settings{})
	start, _ := route.Start()
	if _, _, err := puzzles.TileShares(route, start, puzzles.HeuristicStraightLine); err == nil || strings.Contains(err.Error(), "\n") {
		t.Errorf("the route puzzle's tiles: %v, want a one-line error", err)
	}
}

// squares maps each tile of a position's text to its square.
func squares(text string) map[int]int {
	out := map[int]int{}
	for sq, w := range strings.Split(text, ",") {
		n, _ := strconv.Atoi(strings.TrimSpace(w))
		out[n] = sq
	}
	return out
}
