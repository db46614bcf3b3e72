package sliding

import (
	"context"
	"errors"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"frontier/core/search"
)

// TestBreakdownAddsUp: on random states of every board, for every
// heuristic it can use, the parts add up to h exactly, and each tile's
// part is its distance worked out here from rows and columns.
func TestBreakdownAddsUp(t *testing.T) {
	rng := rand.New(rand.NewPCG(13, 12))
	for w := MinWidth; w <= MaxWidth; w++ {
		for _, diag := range []bool{false, true} {
			goals := []Tiles{nil, BlankLast(w)}
			if diag {
				goals = goals[1:] // pattern databases other tests build too
			}
			for _, goal := range goals {
				b := MustBoard(w, diag, goal)
				for _, info := range Heuristics {
					if b.CheckHeuristic(info.Name) != nil || info.Name == "pdb" && (w == MaxWidth || w == 4 && raceEnabled) {
						continue // tables too slow to build here: other tests build them
					}
					p, err := NewProblem(b, b.Goal(), info.Name)
					if err != nil {
						t.Fatal(err)
					}
					for range 25 {
						s := b.Uniform(rng)
						bd, err := b.Inspect(s, info.Name)
						if err != nil {
							t.Fatal(err)
						}
						if bd.H != p.Estimate(s) || bd.total() != bd.H || bd.Admissible != info.AdmissibleOn(b) {
							t.Fatalf("%d×%d diagonal %v %s on %s: h %d, parts %d, estimate %d", w, w, diag, info.Name,
								b.Format(s), bd.H, bd.total(), p.Estimate(s))
						}
						checkTiles(t, b, s, bd)
						checkConflicts(t, b, s, bd)
						checkGroups(t, b, bd)
					}
				}
			}
		}
	}
}

func checkTiles(t *testing.T, b *Board, s State, bd Breakdown) {
	t.Helper()
	tiles, goal := b.Tiles(s), b.goalTiles
	if len(bd.Tiles) != len(tiles)-1 {
		t.Fatalf("%s: %d tile parts", bd.Heuristic, len(bd.Tiles))
	}
	w := b.Width()
	for _, part := range bd.Tiles {
		sq, g := slices.Index(tiles, part.Tile), slices.Index(goal, part.Tile)
		dr, dc := math.Abs(float64(sq/w-g/w)), math.Abs(float64(sq%w-g%w))
		mis := 0
		if sq != g {
			mis = 1
		}
		want := map[string]float64{"none": 0, "pdb": 0, "misplaced": float64(mis), "manhattan": dr + dc,
			"linear-conflict": dr + dc, "manhattan+misplaced": dr + dc + float64(mis), "chebyshev": max(dr, dc)}
		got := float64(part.Value)
		if bd.Heuristic == "euclidean" {
			want[bd.Heuristic], got = math.Hypot(dr, dc), part.Real
		}
		if part.Square != sq || part.Goal != g || math.Abs(got-want[bd.Heuristic]) > 1e-12 {
			t.Fatalf("%s: tile %d on %d (goal %d) counts %v, want %v", bd.Heuristic, part.Tile, sq, g, got, want[bd.Heuristic])
		}
	}
}

// checkConflicts: every line's penalty is two per tile out, the tiles out
// are as few as any set whose removal leaves the line's other tiles in
// goal order (tried by brute force), and the pairs are those out of order.
func checkConflicts(t *testing.T, b *Board, s State, bd Breakdown) {
	t.Helper()
	if bd.Heuristic != "linear-conflict" {
		if len(bd.Conflicts) > 0 {
			t.Fatalf("%s has linear conflicts", bd.Heuristic)
		}
		return
	}
	w, tiles := b.Width(), b.Tiles(s)
	lines := map[[2]int]LineConflict{}
	for _, c := range bd.Conflicts {
		lines[[2]int{boolInt(c.Row), c.Line}] = c
	}
	for _, row := range []bool{true, false} {
		for line := range w {
			var in, pos []int // tiles of the line that belong there, and their goal places along it
			for i := range w {
				sq := line*w + i
				if !row {
					sq = i*w + line
				}
				tile := tiles[sq]
				g := slices.Index(b.goalTiles, tile)
				if tile != 0 && row && g/w == line {
					in, pos = append(in, tile), append(pos, g%w)
				} else if tile != 0 && !row && g%w == line {
					in, pos = append(in, tile), append(pos, g/w)
				}
			}
			fewest, pairs := len(in), [][2]int(nil)
			for mask := 0; mask < 1<<len(in); mask++ {
				var kept []int
				for i := range in {
					if mask&(1<<i) == 0 {
						kept = append(kept, pos[i])
					}
				}
				if slices.IsSorted(kept) {
					fewest = min(fewest, len(in)-len(kept))
				}
			}
			for i := range in {
				for j := i + 1; j < len(in); j++ {
					if pos[i] > pos[j] {
						pairs = append(pairs, [2]int{in[i], in[j]})
					}
				}
			}
			c := lines[[2]int{boolInt(row), line}]
			if c.Penalty != 2*fewest || len(c.Out) != fewest || !slices.Equal(c.Pairs, pairs) {
				t.Fatalf("row %v line %d of %s: %+v, want %d out and pairs %v", row, line, b.Format(s), c, fewest, pairs)
			}
		}
	}
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// checkGroups: the pattern databases' groups split the tiles, and so do
// the mirror's, if any.
func checkGroups(t *testing.T, b *Board, bd Breakdown) {
	t.Helper()
	if bd.Heuristic != "pdb" {
		if len(bd.Groups) > 0 {
			t.Fatalf("%s has groups", bd.Heuristic)
		}
		return
	}
	for _, groups := range [][]GroupPart{bd.Groups, bd.Mirror} {
		var all []int
		for _, g := range groups {
			all = append(all, g.Tiles...)
		}
		slices.Sort(all)
		for i, tile := range all {
			if tile != i+1 {
				t.Fatalf("groups %+v do not split the tiles", groups)
			}
		}
	}
}

// TestTrueDistance checks the tables and the IDA* behind TrueDistance
// against solutions found by the engines: BFS up to 3×3, A* with
// Manhattan on 4×4.
func TestTrueDistance(t *testing.T) {
	rng := rand.New(rand.NewPCG(13, 13))
	for _, c := range []struct {
		w      int
		diag   bool
		engine search.Engine
		walk   int
	}{{2, false, search.EngineBFS, 20}, {3, false, search.EngineBFS, 40}, {3, true, search.EngineBFS, 40},
		{4, false, search.EngineAStar, 24}, {4, true, search.EngineAStar, 12}} {
		if c.w == 4 && raceEnabled {
			continue // the race detector makes the 4×4 tables slow to build
		}
		b := MustBoard(c.w, c.diag, nil)
		for range 4 {
			s, _ := b.RandomWalk(c.walk, rng)
			p, _ := NewProblem(b, s, "chebyshev")
			want := search.Run(context.Background(), c.engine, p, search.Options{}).Cost
			if got, err := b.TrueDistance(context.Background(), s); err != nil || got != want {
				t.Fatalf("%d×%d diagonal %v, %s: true distance %d (%v), %s finds %d", c.w, c.w, c.diag, b.Format(s), got, err, c.engine, want)
			}
		}
		if !b.TrueDistanceReady() {
			t.Errorf("%d×%d diagonal %v: not ready after use", c.w, c.w, c.diag)
		}
	}
	b := MustBoard(3, false, nil)
	for _, fx := range optimalFixtures {
		s, _ := b.ParseState(fx.state)
		if got, _ := b.TrueDistance(context.Background(), s); got != fx.cost {
			t.Errorf("%s: true distance %d, want %d", fx.state, got, fx.cost)
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	hard, _ := MustBoard(4, false, nil).ParseState(korf(t)[0].tiles.String())
	if _, err := MustBoard(4, false, nil).TrueDistance(ctx, hard); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: %v", err)
	}
}

// TestOverestimates: on random 8-puzzles an admissible heuristic never
// says more than the true distance; Manhattan + misplaced does somewhere,
// and so does Manhattan once the blank also moves diagonally.
func TestOverestimates(t *testing.T) {
	rng := rand.New(rand.NewPCG(13, 14))
	for _, diag := range []bool{false, true} {
		b := MustBoard(3, diag, nil)
		over := map[string]bool{}
		for range 300 {
			s := b.Uniform(rng)
			d, err := b.TrueDistance(context.Background(), s)
			if err != nil {
				t.Fatal(err)
			}
			for _, info := range Heuristics {
				bd, _ := b.Inspect(s, info.Name)
				if bd.overestimates(d) {
					over[info.Name] = true
					if bd.Admissible {
						t.Fatalf("diagonal %v: %s says %d on %s, %d moves away", diag, info.Name, bd.H, b.Format(s), d)
					}
				}
			}
		}
		if !over["manhattan+misplaced"] || diag && !over["manhattan"] {
			t.Errorf("diagonal %v: overestimating heuristics %v", diag, over)
		}
	}
}
