package sliding

import (
	"math"
	"slices"
)

// Breakdown is a heuristic's value on one state taken apart, for a
// student to see where h comes from: what each tile contributes, the
// linear conflicts, the pattern-database groups. The parts add up to H
// exactly (Total): the sum of the tiles' Values, plus the conflicts'
// penalties, plus the groups' Values; for Euclidean, H is the sum of the
// tiles' Real distances rounded down.
type Breakdown struct {
	Heuristic string
	// H is the heuristic's value, the one a search uses.
	H int
	// Admissible reports whether the heuristic never overestimates with
	// this board's moves; when it is false, compare H with TrueDistance.
	Admissible bool
	// Tiles lists every tile but the blank, by tile number.
	Tiles []TilePart
	// Conflicts are linear conflict's lines with a penalty.
	Conflicts []LineConflict
	// Groups are the pattern databases' groups of tiles with their values.
	// Where the databases are also looked up for the goal's mirror image
	// of the position, Mirror holds that lookup's groups, and the larger
	// of the two sums counts; otherwise Mirror is empty.
	Groups, Mirror []GroupPart
	// Sum is Euclidean's sum of the tiles' Real distances before it is
	// rounded down to H.
	Sum float64
}

// TilePart is one tile's share of a heuristic: Value for Manhattan,
// Chebyshev, misplaced tiles (0 or 1) and Manhattan + misplaced, and for
// linear conflict its Manhattan distance; Real its straight-line
// distance for Euclidean. Under pattern databases and none a tile has no
// share of its own (0).
type TilePart struct {
	Tile, Square, Goal int // the tile, the square it is on, its goal square
	Value              int
	Real               float64
}

// LineConflict is a row or column holding tiles that belong in it but in
// the wrong order. Each tile of Out must leave the line to let the others
// pass and come back, two moves that Manhattan does not count: Penalty is
// 2 × len(Out), the fewest tiles whose removal leaves the others in goal
// order (one such choice when several tie). Pairs are the pairs of tiles
// in the line in reverse goal order, for drawing.
type LineConflict struct {
	Row     bool // a row, or else a column
	Line    int  // its index, from 0 at the top or the left
	Pairs   [][2]int
	Out     []int
	Penalty int
}

// GroupPart is one pattern database: its tiles and the fewest moves of
// them (the others sliding for free) that bring them home.
type GroupPart struct {
	Tiles []int
	Value int
}

// Inspect takes the named heuristic apart on s. For "pdb" it builds the
// board's pattern databases first if PatternDBReady is false (about a
// second on 4×4), so a window calls it off the UI goroutine.
func (b *Board) Inspect(s State, heuristic string) (Breakdown, error) {
	info, err := LookupHeuristic(heuristic)
	if err == nil {
		err = b.CheckHeuristic(info.Name)
	}
	if err != nil {
		return Breakdown{}, err
	}
	e, err := newEstimator(b, info)
	if err != nil {
		return Breakdown{}, err
	}
	bd := Breakdown{Heuristic: info.Name, H: e.estimate(s), Admissible: info.AdmissibleOn(b)}
	sq := make([]int, b.n)
	for p := 0; p < b.n; p++ {
		sq[s.At(p)] = p
	}
	for t := 1; t < b.n; t++ {
		part := TilePart{Tile: t, Square: sq[t], Goal: b.goalPos[t]}
		switch {
		case e.real != nil:
			part.Real = e.real[t*b.n+sq[t]]
			bd.Sum += part.Real
		case e.cost != nil:
			part.Value = int(e.cost[t*b.n+sq[t]])
		}
		bd.Tiles = append(bd.Tiles, part)
	}
	if e.conflict {
		bd.Conflicts = b.lineConflicts(s)
	}
	if e.pdb != nil {
		bd.Groups, bd.Mirror = e.pdb.parts(s, b.n)
	}
	return bd, nil
}

// lineConflicts takes linear conflict's penalty apart line by line, in
// the order estimator.linearConflicts adds it up. It scans each line as
// that function does; a scan shared through a function call cost the
// estimate, on the hot path of every search with linear conflict, 11 %
// more instructions, so the two scans stay apart.
func (b *Board) lineConflicts(s State) []LineConflict {
	w := b.width
	var out []LineConflict
	for line := 0; line < w; line++ {
		for _, byRow := range [2]bool{true, false} {
			var tiles, goals []int
			for i := 0; i < w; i++ {
				p := line*w + i
				if !byRow {
					p = i*w + line
				}
				t := s.At(p)
				if t == 0 {
					continue
				}
				if g := b.goalPos[t]; byRow && g/w == line {
					tiles, goals = append(tiles, t), append(goals, g%w)
				} else if !byRow && g%w == line {
					tiles, goals = append(tiles, t), append(goals, g/w)
				}
			}
			c := LineConflict{Row: byRow, Line: line}
			for i := range tiles {
				for j := i + 1; j < len(tiles); j++ {
					if goals[i] > goals[j] {
						c.Pairs = append(c.Pairs, [2]int{tiles[i], tiles[j]})
					}
				}
			}
			keep := increasingRun(goals)
			for i, t := range tiles {
				if !slices.Contains(keep, i) {
					c.Out = append(c.Out, t)
				}
			}
			if c.Penalty = 2 * len(c.Out); c.Penalty > 0 {
				out = append(out, c)
			}
		}
	}
	return out
}

// increasingRun returns the indices of a longest strictly increasing
// subsequence of a (see longestIncreasing), the first found.
func increasingRun(a []int) []int {
	best, prev := make([]int, len(a)), make([]int, len(a))
	end := -1
	for i := range a {
		best[i], prev[i] = 1, -1
		for j := 0; j < i; j++ {
			if a[j] < a[i] && best[j]+1 > best[i] {
				best[i], prev[i] = best[j]+1, j
			}
		}
		if end < 0 || best[i] > best[end] {
			end = i
		}
	}
	var run []int
	for i := end; i >= 0; i = prev[i] {
		run = append(run, i)
	}
	slices.Reverse(run)
	return run
}

// parts lists the groups with their table entries for s, and, when the
// goal has a mirror, the mirrored lookup's: the same tables read for the
// reflected position, each group formed by the tiles whose reflected
// squares index it.
func (db *patternDBs) parts(s State, n int) (groups, mirror []GroupPart) {
	sq := squares(s, n)
	var idx [8]int
	db.indexes(db.groups, &sq, nil, idx[:])
	for g, tiles := range db.groups {
		groups = append(groups, GroupPart{Tiles: slices.Clone(tiles), Value: int(db.tables[g][idx[g]])})
	}
	if mr := db.mirror; mr != nil {
		db.indexes(mr.tiles, &sq, mr.cells, idx[:])
		for g, tiles := range mr.tiles {
			mirror = append(mirror, GroupPart{Tiles: slices.Clone(tiles), Value: int(db.tables[g][idx[g]])})
		}
	}
	return groups, mirror
}

// total adds the parts up: the tiles' values, the conflicts' penalties
// and the groups' values (the larger sum of Groups and Mirror), or for
// Euclidean the tiles' real distances rounded down. It equals H.
func (bd Breakdown) total() int {
	if bd.Heuristic == "euclidean" {
		sum := 0.0
		for _, t := range bd.Tiles {
			sum += t.Real
		}
		return int(math.Floor(sum + 1e-9))
	}
	total := 0
	for _, t := range bd.Tiles {
		total += t.Value
	}
	for _, c := range bd.Conflicts {
		total += c.Penalty
	}
	return total + max(groupSum(bd.Groups), groupSum(bd.Mirror))
}

func groupSum(groups []GroupPart) int {
	sum := 0
	for _, g := range groups {
		sum += g.Value
	}
	return sum
}

// overestimates reports whether h exceeds the true distance d there,
// which only an inadmissible heuristic can do.
func (bd Breakdown) overestimates(d int) bool { return bd.H > d }
