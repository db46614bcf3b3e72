package sliding

import (
	"sync"
	"sync/atomic"

	"frontier/core/search"
)

// patternDBs is an additive pattern database: the tiles split into disjoint
// groups, and for each group a table of the fewest moves of that group's
// tiles (other tiles move for free) that bring them home from any
// placement. A move slides one tile, so it counts in one group only and the
// sum over groups never overestimates: admissible for the move set the
// tables were built with (Korf and Felner, 2002). Up to 4×4, a square fits
// a nibble, so a group of k tiles indexes its table by k nibbles.
type patternDBs struct {
	groups  [][]int   // the tiles of each group
	tables  [][]uint8 // tables[g][Σ square(groups[g][i]) << 4i]
	groupOf []int     // groupOf[tile] is its group; -1 for the blank
}

// maxPatternWidth is the widest board with pattern databases: a 5×5 board
// would need groups of six tiles, 25^7 states each to build.
const maxPatternWidth = 4

var patternCache sync.Map // board key → *patternEntry

type patternEntry struct {
	once sync.Once
	db   atomic.Pointer[patternDBs]
}

// PatternDBReady reports whether b's pattern databases are built, so that
// the pdb heuristic starts at once.
func (b *Board) PatternDBReady() bool {
	v, ok := patternCache.Load(b.layerKey())
	return ok && v.(*patternEntry).db.Load() != nil
}

// patternDB returns b's pattern databases, building them on first use:
// about a second for 4×4 (three groups of five tiles), far less below.
func (b *Board) patternDB() (*patternDBs, error) {
	if err := b.CheckHeuristic("pdb"); err != nil {
		return nil, err
	}
	v, _ := patternCache.LoadOrStore(b.layerKey(), &patternEntry{})
	e := v.(*patternEntry)
	e.once.Do(func() { e.db.Store(b.buildPatternDBs()) })
	return e.db.Load(), nil
}

// patternGroups splits the tiles into groups of at most five, by their goal
// squares in reading order, so that each group is a band of the goal.
// (Measured on Korf's 100: bands need 716 million nodes in all, compact
// blocks of the goal 911 million.)
func (b *Board) patternGroups() [][]int {
	ngroups := map[int]int{2: 1, 3: 2, 4: 3}[b.width]
	var tiles []int
	for _, t := range b.goalTiles {
		if t != 0 {
			tiles = append(tiles, t)
		}
	}
	size := (len(tiles) + ngroups - 1) / ngroups
	var groups [][]int
	for len(tiles) > 0 {
		k := min(size, len(tiles))
		groups = append(groups, tiles[:k])
		tiles = tiles[k:]
	}
	return groups
}

func (b *Board) buildPatternDBs() *patternDBs {
	db := &patternDBs{groups: b.patternGroups(), groupOf: make([]int, b.n)}
	db.groupOf[0] = -1
	for g, tiles := range db.groups {
		for _, t := range tiles {
			db.groupOf[t] = g
		}
	}
	db.tables = make([][]uint8, len(db.groups))
	var wg sync.WaitGroup
	for g, tiles := range db.groups {
		wg.Add(1)
		go func() {
			defer wg.Done()
			db.tables[g] = b.buildPattern(tiles)
		}()
	}
	wg.Wait()
	return db
}

// buildPattern runs a 0-1 breadth-first search from the goal over the
// placements of tiles and the blank: sliding a pattern tile costs 1, any
// other tile 0. The table keeps, per placement, the least over the blank.
func (b *Board) buildPattern(tiles []int) []uint8 {
	k := len(tiles)
	const unseen = 255
	dist := make([]uint8, 1<<(4*(k+1)))
	for i := range dist {
		dist[i] = unseen
	}
	var start uint32
	for i, t := range tiles {
		start |= uint32(b.goalPos[t]) << (4 * i)
	}
	start |= uint32(b.goalPos[0]) << (4 * k)
	dist[start] = 0
	level, next := []uint32{start}, []uint32(nil)
	for d := uint8(0); len(level) > 0; d++ {
		// level grows while it is read: zero-cost moves stay at depth d.
		for i := 0; i < len(level); i++ {
			s := level[i]
			if dist[s] != d {
				continue // reached more cheaply since it was queued
			}
			blank := int(s >> (4 * k))
			for _, nb := range b.nbr[blank] {
				n, cost := s&^(15<<(4*k))|uint32(nb.to)<<(4*k), uint8(0)
				for j := 0; j < k; j++ {
					if int(s>>(4*j)&15) == nb.to {
						n = n&^(15<<(4*j)) | uint32(blank)<<(4*j)
						cost = 1
						break
					}
				}
				if nd := d + cost; dist[n] > nd {
					dist[n] = nd
					if cost == 0 {
						level = append(level, n)
					} else {
						next = append(next, n)
					}
				}
			}
		}
		level, next = next, level[:0]
	}
	table := make([]uint8, 1<<(4*k))
	for i := range table {
		table[i] = unseen
	}
	for s, d := range dist {
		if idx := s & (1<<(4*k) - 1); d < table[idx] {
			table[idx] = d
		}
	}
	return table
}

// squares returns where each tile of s stands.
func squares(s State, n int) (sq [16]uint32) {
	for i := 0; i < n; i++ {
		sq[s.At(i)] = uint32(i)
	}
	return sq
}

func (db *patternDBs) index(g int, sq *[16]uint32) uint32 {
	var idx uint32
	for i, t := range db.groups[g] {
		idx |= sq[t] << (4 * i)
	}
	return idx
}

// estimate sums the groups' table entries for s.
func (db *patternDBs) estimate(s State, n int) int {
	sq := squares(s, n)
	h := 0
	for g := range db.groups {
		h += int(db.tables[g][db.index(g, &sq)])
	}
	return h
}

// successors appends the slides out of s with their estimates: a slide
// moves one tile, so only its group's entry changes.
func (db *patternDBs) successors(b *Board, s State, h int, dst []search.Scored[State]) []search.Scored[State] {
	sq := squares(s, b.n)
	bl := s.blank(b.n)
	for _, nb := range b.nbr[bl] {
		t := s.At(nb.to)
		g := db.groupOf[t]
		before := db.tables[g][db.index(g, &sq)]
		sq[t] = uint32(bl)
		after := db.tables[g][db.index(g, &sq)]
		sq[t] = uint32(nb.to)
		dst = append(dst, search.Scored[State]{Step: search.Step[State]{State: slide(s, bl, nb.to), Move: nb.move, Cost: 1},
			H: h - int(before) + int(after)})
	}
	return dst
}
