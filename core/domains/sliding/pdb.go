package sliding

import "frontier/core/search"

// patternDBs is an additive pattern database: the tiles split into
// disjoint groups, and for each group a table of the fewest moves of that
// group's tiles (other tiles move for free) that bring them home from any
// placement. A move slides one tile, so it counts in one group only and
// the sum over groups never overestimates: admissible for the move set the
// tables were built with (Korf and Felner, 2002).
//
// When the goal has a mirror (see mirrorCells) the same tables are also
// looked up for the reflected position, which is as far from the goal,
// and the estimate is the larger sum: in the mirror the groups cover other
// tiles, so the two sums differ often.
//
// A table is indexed by the squares of its group's tiles as digits in
// base 16 up to 4×4 (a square is a nibble), base 25 on 5×5; entries for
// impossible placements (two tiles on one square) are never read.
type patternDBs struct {
	base    int
	pow     [8]int    // pow[i] = base^i
	groups  [][]int   // the tiles of each group
	tables  [][]uint8 // tables[g][Σᵢ square(groups[g][i])·baseⁱ]
	groupOf []int     // groupOf[tile]; -1 for the blank
	slotOf  []int     // the tile's digit in its group's index
	mirror  *pdbMirror
}

// pdbMirror is the reflected lookup. The reflection of a position puts
// the tile m(t) on cells[square(t)], where m relabels tiles so that the
// goal reflects onto itself; tiles[g][i] is m⁻¹(groups[g][i]), the tile
// whose reflected square is digit i of group g's index.
type pdbMirror struct {
	cells   []int
	tiles   [][]int
	groupOf []int // the group tile t counts in once reflected
	slotOf  []int
}

// indexBase is the base of the table indexes on a board of n cells.
func indexBase(n int) int {
	if n <= 16 {
		return 16
	}
	return 25
}

// newPatternDBs assembles the databases of b from its groups' tables.
func (b *Board) newPatternDBs(groups [][]int, tables [][]uint8) *patternDBs {
	db := &patternDBs{base: indexBase(b.n), groups: groups, tables: tables}
	db.pow[0] = 1
	for i := 1; i < len(db.pow); i++ {
		db.pow[i] = db.pow[i-1] * db.base
	}
	db.groupOf, db.slotOf = groupSlots(b.n, groups)
	if cells := b.mirrorCells(); cells != nil {
		mr := &pdbMirror{cells: cells, tiles: make([][]int, len(groups))}
		for g, tiles := range groups {
			for _, u := range tiles {
				// cells is its own inverse, so m⁻¹(u) is the goal's tile
				// on the reflection of u's goal square.
				mr.tiles[g] = append(mr.tiles[g], b.goalTiles[cells[b.goalPos[u]]])
			}
		}
		mr.groupOf, mr.slotOf = groupSlots(b.n, mr.tiles)
		db.mirror = mr
	}
	return db
}

func groupSlots(n int, groups [][]int) (groupOf, slotOf []int) {
	groupOf, slotOf = make([]int, n), make([]int, n)
	groupOf[0] = -1
	for g, tiles := range groups {
		for i, t := range tiles {
			groupOf[t], slotOf[t] = g, i
		}
	}
	return groupOf, slotOf
}

// squares returns where each tile of s stands.
func squares(s State, n int) (sq [MaxWidth * MaxWidth]int) {
	for i := 0; i < n; i++ {
		sq[s.At(i)] = i
	}
	return sq
}

// indexes fills idx with each group's table index for the squares sq
// (reflected through cells when cells is not nil) and returns the sum of
// the entries.
func (db *patternDBs) indexes(groups [][]int, sq *[MaxWidth * MaxWidth]int, cells []int, idx []int) int {
	h := 0
	for g, tiles := range groups {
		x := 0
		for i, t := range tiles {
			p := sq[t]
			if cells != nil {
				p = cells[p]
			}
			x += p * db.pow[i]
		}
		idx[g] = x
		h += int(db.tables[g][x])
	}
	return h
}

// estimate is the larger of the sums for s and for its mirror image.
func (db *patternDBs) estimate(s State, n int) int {
	sq := squares(s, n)
	var idx [8]int
	h := db.indexes(db.groups, &sq, nil, idx[:])
	if mr := db.mirror; mr != nil {
		h = max(h, db.indexes(mr.tiles, &sq, mr.cells, idx[:]))
	}
	return h
}

// successors appends the slides out of s with their estimates: a slide
// moves one tile, so only its group's entry changes, in each sum.
func (db *patternDBs) successors(b *Board, s State, dst []search.Scored[State]) []search.Scored[State] {
	sq := squares(s, b.n)
	var idx, ridx [8]int
	hn := db.indexes(db.groups, &sq, nil, idx[:])
	hr := 0
	mr := db.mirror
	if mr != nil {
		hr = db.indexes(mr.tiles, &sq, mr.cells, ridx[:])
	}
	bl := s.blank(b.n)
	for _, nb := range b.nbr[bl] {
		t := s.At(nb.to)
		g, x := db.groupOf[t], idx[db.groupOf[t]]
		h := hn - int(db.tables[g][x]) + int(db.tables[g][x+(bl-nb.to)*db.pow[db.slotOf[t]]])
		if mr != nil {
			g, x = mr.groupOf[t], ridx[mr.groupOf[t]]
			d := (mr.cells[bl] - mr.cells[nb.to]) * db.pow[mr.slotOf[t]]
			h = max(h, hr-int(db.tables[g][x])+int(db.tables[g][x+d]))
		}
		dst = append(dst, search.Scored[State]{Step: search.Step[State]{State: slide(s, bl, nb.to), Move: nb.move, Cost: 1}, H: h})
	}
	return dst
}
