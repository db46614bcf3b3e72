package sliding

import (
	"context"
	"math/rand/v2"
	"sync/atomic"
	"testing"

	"frontier/core/search"
)

// plainPatternTable is the reference for the tables: a 0-1 breadth-first
// search over the placements of the group's tiles and the blank's square,
// moving the blank one square at a time (cost 1 when it swaps with a
// group tile, 0 otherwise), then the least over the blank. dist is keyed
// by the squares of the tiles and the blank as base-n digits.
func plainPatternTable(b *Board, tiles []int) map[int]int {
	n, k := b.n, len(tiles)
	key := func(pos []int) int {
		x := 0
		for i := len(pos) - 1; i >= 0; i-- {
			x = x*n + pos[i]
		}
		return x
	}
	start := make([]int, k+1)
	for i, t := range tiles {
		start[i] = b.goalPos[t]
	}
	start[k] = b.goalPos[0]
	dist := map[int]int{key(start): 0}
	level := [][]int{start}
	for d := 0; len(level) > 0; d++ {
		var next [][]int
		// level grows while it is read: zero-cost moves stay at depth d.
		for i := 0; i < len(level); i++ {
			pos := level[i]
			if dist[key(pos)] != d {
				continue // reached more cheaply after it was queued
			}
			for _, nb := range b.nbr[pos[k]] {
				moved := append([]int(nil), pos...)
				moved[k] = nb.to
				cost := 0
				for j := 0; j < k; j++ {
					if pos[j] == nb.to {
						moved[j], cost = pos[k], 1
					}
				}
				if old, ok := dist[key(moved)]; !ok || d+cost < old {
					dist[key(moved)] = d + cost
					if cost == 0 {
						level = append(level, moved)
					} else {
						next = append(next, moved)
					}
				}
			}
		}
		level = next
	}
	nk := 1
	for range k {
		nk *= n
	}
	best := map[int]int{}
	for x, d := range dist {
		placement := x % nk // drop the blank's digit
		if old, ok := best[placement]; !ok || d < old {
			best[placement] = d
		}
	}
	return best
}

// TestPatternTablesAgainstPlainSearch compares every entry of small
// tables with the plain search: all groups of 2×2 and 3×3 in both move
// sets and several goals, and the three-tile group of 4×4.
func TestPatternTablesAgainstPlainSearch(t *testing.T) {
	type group struct {
		b     *Board
		tiles []int
	}
	var cases []group
	for _, w := range []int{2, 3} {
		for _, diag := range []bool{false, true} {
			for _, goal := range []Tiles{nil, BlankLast(w)} {
				b := MustBoard(w, diag, goal)
				for _, g := range b.patternGroups() {
					cases = append(cases, group{b, g})
				}
			}
		}
	}
	b4 := MustBoard(4, false, nil)
	cases = append(cases, group{b4, b4.patternGroups()[2]})
	for _, c := range cases {
		var reached atomic.Int64
		table, err := c.b.newPatternBuilder().build(context.Background(), search.NewTableMemory(context.Background(), "test"), c.b, c.tiles, &reached)
		if err != nil {
			t.Fatal(err)
		}
		want := checkAgainstPlain(t, c.b, c.tiles, table)
		if int(reached.Load()) != len(want) {
			t.Errorf("group %v: %d placements counted, %d reachable", c.tiles, reached.Load(), len(want))
		}
	}
}

// checkAgainstPlain compares every entry of table, the table of group
// tiles on b, with the plain search, and returns the plain search's.
func checkAgainstPlain(t *testing.T, b *Board, tiles []int, table []uint8) map[int]int {
	t.Helper()
	want := plainPatternTable(b, tiles)
	base := indexBase(b.n)
	for x := range table {
		// Digits in base 16 (25) of the table index, base n in want.
		wx, mul, valid, used := 0, 1, true, 0
		for i, y := 0, x; i < len(tiles); i++ {
			p := y % base
			y /= base
			if p >= b.n || used&(1<<p) != 0 {
				valid = false
				break
			}
			used |= 1 << p
			wx += p * mul
			mul *= b.n
		}
		if !valid {
			continue
		}
		d, ok := want[wx]
		if !ok {
			d = unseen
		}
		if int(table[x]) != d {
			t.Fatalf("%d×%d diag=%v goal %v group %v: entry %d is %d, plain search %d", b.width, b.width, b.diagonal, b.goalTiles, tiles, x, table[x], d)
		}
	}
	return want
}

// mirrorImage is the mirror image of s for the goal of b, built from the
// mirror's cells and the tile relabelling it implies.
func mirrorImage(b *Board, s State, cells []int) State {
	t := make(Tiles, b.n)
	for p := 0; p < b.n; p++ {
		tile := s.At(p)
		t[cells[p]] = b.goalTiles[cells[b.goalPos[tile]]] // m(tile)
	}
	return fromTiles(t)
}

// TestMirrorKeepsDistance checks on the whole 3×3 space, for goals with
// the blank on the main diagonal, on the other one and on neither, that
// the mirror image of every state is exactly as far from the goal, and
// that the pdb estimate never exceeds the distance.
func TestMirrorKeepsDistance(t *testing.T) {
	for _, c := range []struct {
		goal   Tiles
		mirror bool
	}{
		{BlankFirst(3), true}, {BlankLast(3), true},
		{Tiles{1, 2, 0, 3, 4, 5, 6, 7, 8}, true},  // top-right corner: the other diagonal
		{Tiles{1, 2, 3, 4, 0, 5, 6, 7, 8}, true},  // centre: both
		{Tiles{1, 0, 2, 3, 4, 5, 6, 7, 8}, false}, // top middle: no mirror keeps it
	} {
		for _, diag := range []bool{false, true} {
			b := MustBoard(3, diag, c.goal)
			cells := b.mirrorCells()
			if (cells != nil) != c.mirror {
				t.Fatalf("goal %v: mirror %v, want %v", c.goal, cells != nil, c.mirror)
			}
			dist := map[State]int{}
			for d, layer := range b.layers() {
				for _, s := range layer {
					dist[s] = d
				}
			}
			p, err := NewProblem(b, b.Goal(), "pdb")
			if err != nil {
				t.Fatal(err)
			}
			for s, d := range dist {
				if cells != nil {
					if r, ok := dist[mirrorImage(b, s, cells)]; !ok || r != d {
						t.Fatalf("goal %v diag=%v: %s is %d away, its mirror image %d", c.goal, diag, b.Format(s), d, r)
					}
				}
				if h := p.Estimate(s); h > d {
					t.Fatalf("goal %v diag=%v: pdb %d for %s, %d away", c.goal, diag, h, b.Format(s), d)
				}
			}
		}
	}
}

func TestPatternDBs(t *testing.T) {
	// On 2×2 the one group holds every tile, so the table is exact.
	b2 := MustBoard(2, false, nil)
	p2, _ := NewProblem(b2, b2.Goal(), "pdb")
	for d, layer := range b2.layers() {
		for _, s := range layer {
			if h := p2.Estimate(s); h != d {
				t.Errorf("2×2 pdb says %d for %s, %d away", h, b2.Format(s), d)
			}
		}
	}
	if raceEnabled {
		return // building the 4×4 tables takes minutes under the race detector
	}
	// On 4×4 it dominates Manhattan on random states.
	b4 := MustBoard(4, false, nil)
	rng := rand.New(rand.NewPCG(11, 12))
	pm, _ := NewProblem(b4, b4.Goal(), "manhattan")
	pp, _ := NewProblem(b4, b4.Goal(), "pdb")
	better := 0
	for i := 0; i < 200; i++ {
		s := b4.Uniform(rng)
		hm, hp := pm.Estimate(s), pp.Estimate(s)
		if hp < hm {
			t.Errorf("pdb %d below Manhattan %d on %s", hp, hm, b4.Format(s))
		}
		if hp > hm {
			better++
		}
	}
	if better < 190 {
		t.Errorf("pdb beat Manhattan on only %d of 200 states", better)
	}
	if !b4.PatternDBReady() {
		t.Error("4×4 pattern databases not marked ready after use")
	}
}

// TestKorf100 solves Korf's 100 instances with IDA* and pdb: every cost is
// the published optimum and every path replays to the goal. -short keeps
// those of at most 52 moves.
func TestKorf100(t *testing.T) {
	if raceEnabled {
		t.Skip("building the 4×4 tables takes minutes under the race detector")
	}
	b := MustBoard(4, false, nil)
	for i, k := range korf(t) {
		if testing.Short() && k.optimal > 52 {
			continue
		}
		start, _ := b.Load(k.tiles)
		p, _ := NewProblem(b, start, "pdb")
		if h := p.Estimate(start); h > k.optimal {
			t.Fatalf("Korf #%d: estimate %d above the optimum %d", i+1, h, k.optimal)
		}
		r := search.Run(context.Background(), search.EngineIDAStar, p, search.Options{})
		if r.Cost != k.optimal || !r.Optimal {
			t.Errorf("Korf #%d: cost %d, want %d", i+1, r.Cost, k.optimal)
		}
		replay(t, b, start, r)
	}
}

// TestFiveByFive solves 5×5 positions with pdb: those up to 40 moves away
// at the cost linear-conflict IDA* finds too (both admissible), deeper
// ones with a path that replays and an estimate that never exceeded it.
func TestFiveByFive(t *testing.T) {
	if testing.Short() || raceEnabled {
		t.Skip("builds the 5×5 tables")
	}
	b := MustBoard(5, false, BlankLast(5))
	if err := b.CheckHeuristic("pdb"); err != nil || b.SolveWarning() == "" || MustBoard(4, false, nil).SolveWarning() != "" {
		t.Fatalf("pdb on 5×5: %v; warning %q", err, b.SolveWarning())
	}
	rng := rand.New(rand.NewPCG(25, 25))
	deepest := 0
	for _, walk := range []int{30, 40, 50, 60, 80, 80, 90} {
		start, _ := b.RandomWalk(walk, rng)
		p, _ := NewProblem(b, start, "pdb")
		r := search.Run(context.Background(), search.EngineIDAStar, p, search.Options{MaxNodes: 2_000_000_000})
		if !r.Solved || !r.Optimal {
			t.Fatalf("%s: %s", b.Format(start), r.StopReason)
		}
		replay(t, b, start, r)
		if h := p.Estimate(start); h > r.Cost {
			t.Errorf("%s: estimate %d above the cost %d", b.Format(start), h, r.Cost)
		}
		if r.Cost <= 40 {
			q, _ := NewProblem(b, start, "linear-conflict")
			if want := search.Run(context.Background(), search.EngineIDAStar, q, search.Options{}); want.Cost != r.Cost {
				t.Errorf("%s: pdb cost %d, linear conflict %d", b.Format(start), r.Cost, want.Cost)
			}
		}
		t.Logf("%d moves: %d nodes, %v", r.Cost, r.Generated, r.Elapsed)
		deepest = max(deepest, r.Cost)
	}
	if deepest < 56 {
		t.Errorf("the deepest position solved is %d moves away; the walks were meant to reach 56 and more", deepest)
	}
}
