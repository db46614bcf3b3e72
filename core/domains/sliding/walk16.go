package sliding

import "frontier/core/search"

// walker16 walks boards of up to 16 squares, whose position is one word:
// nibble c holds the tile on square c, so a slide is two XORs and the
// tile moved is a shift and a mask away.
type walker16 struct {
	walker
	start uint64
	blank int
	lists [16][32]uint64 // see childLists; the root's previous square is 16
	// Sums of per-tile terms: delta[t<<8|from<<4|to] is the change when
	// tile t slides from square from to square to.
	delta [4096]int8
	// Pattern databases: pos holds the square of each tile in a nibble,
	// the nibbles of a group side by side in slot order, so that the
	// group's table index is a shift and a mask; rpos the same for the
	// mirror image.
	pdb       bool
	pos, rpos uint64
	tile      [16]pdbTile
	rcell     [16]uint64
	tabs      [][]uint8
	shift     []uint8
	mask      []uint64
	hn, hr    int
	h         int // the start's estimate
}

// pdbTile is where a tile counts: its nibble in pos and its group, and the
// same in rpos for the mirror.
type pdbTile struct {
	sh, g, rsh, rg uint8
}

func (p *Problem) newWalker16(m *search.Meter[State]) walk {
	b := p.b
	w := &walker16{walker: newWalker(b, m), start: p.start.lo, blank: p.start.blank(b.n), h: m.BestH}
	for c, l := range childLists(b) {
		copy(w.lists[c][:], l[:b.n])
		w.lists[c][16] = l[b.n]
	}
	if db := p.est.pdb; db != nil {
		w.initPDB(b, db)
		return w
	}
	cost := p.est.cost
	for t := 1; t < b.n; t++ {
		for from := 0; from < b.n; from++ {
			for to := 0; to < b.n; to++ {
				w.delta[t<<8|from<<4|to] = int8(cost[t*b.n+to] - cost[t*b.n+from])
			}
		}
	}
	return w
}

func (w *walker16) pass() bool {
	if w.pdb {
		return w.dfsPDB(w.start, w.pos, w.rpos, w.blank, 16, 0, w.hn, w.hr)
	}
	return w.dfsSum(w.start, w.blank, 16, 0, w.h)
}

func (w *walker16) initPDB(b *Board, db *patternDBs) {
	w.pdb = true
	mirrorTiles, cells := db.groups, identityCells(b.n)
	if db.mirror != nil {
		mirrorTiles, cells = db.mirror.tiles, db.mirror.cells
	}
	for c := 0; c < b.n; c++ {
		w.rcell[c] = uint64(cells[c])
	}
	sq := squares(State{lo: w.start}, b.n)
	label := 0
	for g, tiles := range db.groups {
		w.tabs = append(w.tabs, db.tables[g])
		w.shift = append(w.shift, uint8(4*label))
		w.mask = append(w.mask, 1<<(4*len(tiles))-1)
		for _, t := range tiles {
			w.tile[t].sh, w.tile[t].g = uint8(4*label), uint8(g)
			w.pos |= uint64(sq[t]) << (4 * label)
			label++
		}
	}
	// A mirror group has as many tiles as the group whose table it
	// reads, so it uses the same nibbles of rpos.
	label = 0
	for g, tiles := range mirrorTiles {
		for _, t := range tiles {
			w.tile[t].rsh, w.tile[t].rg = uint8(4*label), uint8(g)
			w.rpos |= uint64(cells[sq[t]]) << (4 * label)
			label++
		}
	}
	w.hn, w.hr = w.sum(w.pos), w.sum(w.rpos)
}

func identityCells(n int) []int {
	cells := make([]int, n)
	for c := range cells {
		cells[c] = c
	}
	return cells
}

// sum is the sum of the groups' entries for the squares packed in pos.
func (w *walker16) sum(pos uint64) int {
	h := 0
	for g, tab := range w.tabs {
		h += int(tab[pos>>w.shift[g]&w.mask[g]])
	}
	return h
}

// dfsSum searches below the node s, reached from the square prev (b.n at
// the root) at depth g with estimate h, for per-tile sums. True means
// solved or stopped.
func (w *walker16) dfsSum(s uint64, blank, prev, g, h int) bool {
	w.expandAt(g, blank)
	for l := w.lists[blank&15][prev&31]; l != 0; l >>= 8 {
		nb := int(l&255) - 1
		t := s >> (4 * nb & 63) & 15
		ch := h + int(w.delta[(int(t)<<8|nb<<4|blank)&4095])
		if !w.count() {
			return true
		}
		if ok, goal := w.within(g, nb, ch); goal {
			return true
		} else if !ok {
			continue
		}
		if w.dfsSum(s^t<<(4*nb&63)^t<<(4*blank&63), nb, blank, g+1, ch) {
			return true
		}
	}
	return false
}

// dfsPDB is dfsSum for pattern databases: the estimate is the larger of
// the sums for the position (hn) and its mirror image (hr).
func (w *walker16) dfsPDB(s, pos, rpos uint64, blank, prev, g, hn, hr int) bool {
	w.expandAt(g, blank)
	for l := w.lists[blank&15][prev&31]; l != 0; l >>= 8 {
		nb := int(l&255) - 1
		t := s >> (4 * nb & 63) & 15
		ti := w.tile[t]
		tab, sh, mask := w.tabs[ti.g], w.shift[ti.g], w.mask[ti.g]
		npos := pos + uint64(blank-nb)<<ti.sh
		chn := hn - int(tab[pos>>sh&mask]) + int(tab[npos>>sh&mask])
		tab, sh, mask = w.tabs[ti.rg], w.shift[ti.rg], w.mask[ti.rg]
		nrpos := rpos + (w.rcell[blank&15]-w.rcell[nb&15])<<ti.rsh
		chr := hr - int(tab[rpos>>sh&mask]) + int(tab[nrpos>>sh&mask])
		ch := max(chn, chr)
		if !w.count() {
			return true
		}
		if ok, goal := w.within(g, nb, ch); goal {
			return true
		} else if !ok {
			continue
		}
		if w.dfsPDB(s^t<<(4*nb&63)^t<<(4*blank&63), npos, nrpos, nb, blank, g+1, chn, chr) {
			return true
		}
	}
	return false
}
