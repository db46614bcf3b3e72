package sliding

import "strings"

// patternLayouts split the cells of each board into the groups of its
// pattern databases, drawn for a goal with the blank in the top-left
// corner ('-'); a letter is a group. Other goals use the drawing turned or
// flipped so that its corner is the corner nearest their blank (see
// cellGroups).
//
//   - 2×2: one group of all three tiles: the table is the exact distance.
//   - 3×3: two groups of four.
//   - 4×4: 6-6-3: the two top rows, the bottom-left block of six and the
//     right column below them. Of fourteen 6-6-3 splits measured on
//     Korf's first 50 instances (with the mirror lookup), this one needs
//     the fewest nodes: 18.8 million, against 23 to 110 million for the
//     others (47.9 million for the top row and two blocks of two
//     columns). Two tables of 16⁶ bytes: 33.6 MB in all. A 7-8 split
//     would need 16!/8! ≈ 519 million entries for its group of eight,
//     five times the memory allowed.
//   - 5×5: 5-5-5-5-4, compact blocks; of three splits measured on eight
//     states 46 to 68 moves from the goal, the one with fewest nodes. Four
//     tables of 25⁵ bytes and one of 25⁴: 39.4 MB. A group of six would
//     need 25!/19! ≈ 127.5 million entries even packed without gaps, so
//     6-6-6-6 would take 510 MB.
var patternLayouts = map[int]string{
	2: "-a aa",
	3: "-aa aab bbb",
	4: "-aaa aaac bbbc bbbc",
	5: "-aaab aabbb cccbd ccddd eeeed",
}

// symmetry is one of the eight ways to turn or flip a square board; it
// maps a cell (row-major) to a cell.
type symmetry func(w, p int) int

var symmetries = [8]symmetry{
	func(w, p int) int { return p },                           // identity
	func(w, p int) int { return (p%w)*w + p/w },               // transpose (main diagonal)
	func(w, p int) int { return (w-1-p%w)*w + (w - 1 - p/w) }, // anti-transpose
	func(w, p int) int { return w*w - 1 - p },                 // half turn
	func(w, p int) int { return (p/w)*w + (w - 1 - p%w) },     // mirror left-right
	func(w, p int) int { return (w-1-p/w)*w + p%w },           // mirror top-bottom
	func(w, p int) int { return (p%w)*w + (w - 1 - p/w) },     // quarter turn clockwise
	func(w, p int) int { return (w-1-p%w)*w + p/w },           // quarter turn anticlockwise
}

// cellGroups returns, per cell of the goal, the group of the tile that
// belongs there (-1 for the blank's cell): the board's layout turned so
// that its blank corner is the corner nearest the goal's blank; if the
// blank is not in that corner, the corner's cell takes the group the
// blank's cell had.
func (b *Board) cellGroups() []int {
	w, blank := b.width, b.goalPos[0]
	rows := strings.Fields(patternLayouts[w])
	best, bestDist := symmetries[0], 2*w
	for _, sym := range symmetries {
		c := sym(w, 0)
		if d := abs(c/w-blank/w) + abs(c%w-blank%w); d < bestDist {
			best, bestDist = sym, d
		}
	}
	groups := make([]int, b.n)
	for p := range groups {
		groups[best(w, p)] = int(rows[p/w][p%w]) - 'a' // the corner's '-' is set below
	}
	corner := best(w, 0)
	groups[corner], groups[blank] = groups[blank], -1
	return groups
}

// patternGroups returns the tiles of each group, each group in the reading
// order of its goal cells.
func (b *Board) patternGroups() [][]int {
	var groups [][]int
	for p, g := range b.cellGroups() {
		if g < 0 {
			continue
		}
		for len(groups) <= g {
			groups = append(groups, nil)
		}
		groups[g] = append(groups[g], b.goalTiles[p])
	}
	return groups
}

// mirrorCells returns the reflection the pattern databases are also
// looked up through: about the main diagonal when the goal's blank lies on
// it (blank first, blank last), about the other diagonal when it lies on
// that one, and nil otherwise. A reflection that moved the blank's goal
// cell would not map the goal to itself, so its lookups would not bound
// the distance. Both move sets look the same in a mirror, so the reflected
// position is exactly as far from the goal as the position itself.
func (b *Board) mirrorCells() []int {
	w, blank := b.width, b.goalPos[0]
	var sym symmetry
	switch {
	case blank/w == blank%w:
		sym = symmetries[1]
	case blank/w+blank%w == w-1:
		sym = symmetries[2]
	default:
		return nil
	}
	cells := make([]int, b.n)
	for p := range cells {
		cells[p] = sym(w, p)
	}
	return cells
}
