package sliding

import "frontier/core/search"

// walker25 walks 5×5 boards, whose position does not fit one word: the
// tiles sit in an array updated in place and put back on the way up.
type walker25 struct {
	walker
	board [32]uint8 // board[c]: the tile on square c
	blank int
	h     int // the start's estimate
	pdb   bool
	lists [25][32]uint64 // see childLists; the root's previous square is 25
	cost  [32 * 32]int32 // cost[t<<5|c]: tile t's term on square c
	// Pattern databases: each group's table index, in place, and where
	// each tile counts (group, weight of its digit), for the position and
	// its mirror image.
	idx, ridx [8]int
	tile      [32]pdbDigit
	rcell     [32]int
	tabs      [][]uint8
	hn, hr    int
}

type pdbDigit struct {
	g, rg int
	w, rw int
}

func (p *Problem) newWalker25(m *search.Meter[State]) walk {
	b := p.b
	w := &walker25{walker: newWalker(b, m), blank: p.start.blank(b.n), h: m.BestH}
	for c := 0; c < b.n; c++ {
		w.board[c] = uint8(p.start.At(c))
	}
	for c, l := range childLists(b) {
		copy(w.lists[c][:], l)
	}
	if db := p.est.pdb; db != nil {
		w.initPDB(b, db)
		return w
	}
	for t := 1; t < b.n; t++ {
		for c := 0; c < b.n; c++ {
			w.cost[t<<5|c] = p.est.cost[t*b.n+c]
		}
	}
	return w
}

func (w *walker25) pass() bool {
	if w.pdb {
		return w.dfsPDB(w.blank, 25, 0, w.hn, w.hr)
	}
	return w.dfsSum(w.blank, 25, 0, w.h)
}

func (w *walker25) initPDB(b *Board, db *patternDBs) {
	w.pdb = true
	mirrorTiles, cells := db.groups, identityCells(b.n)
	if db.mirror != nil {
		mirrorTiles, cells = db.mirror.tiles, db.mirror.cells
	}
	copy(w.rcell[:], cells)
	w.tabs = db.tables
	var sq [32]int
	for c := 0; c < b.n; c++ {
		sq[w.board[c]] = c
	}
	for g, tiles := range db.groups {
		for i, t := range tiles {
			w.tile[t].g, w.tile[t].w = g, db.pow[i]
			w.idx[g] += sq[t] * db.pow[i]
		}
		w.hn += int(db.tables[g][w.idx[g]])
	}
	for g, tiles := range mirrorTiles {
		for i, t := range tiles {
			w.tile[t].rg, w.tile[t].rw = g, db.pow[i]
			w.ridx[g] += cells[sq[t]] * db.pow[i]
		}
		w.hr += int(db.tables[g][w.ridx[g]])
	}
}

// dfsSum searches below the node with the blank on blank, reached from
// the square prev (b.n at the root) at depth g with estimate h, for
// per-tile sums. True means solved or stopped.
func (w *walker25) dfsSum(blank, prev, g, h int) bool {
	w.expandAt(g, blank)
	for l := w.lists[blank%25][prev&31]; l != 0; l >>= 8 {
		nb := int(l&255-1) & 31
		t := int(w.board[nb])
		ch := h + int(w.cost[(t<<5|blank)&1023]-w.cost[(t<<5|nb)&1023])
		if !w.count() {
			return true
		}
		if ok, goal := w.within(g, nb, ch); goal {
			return true
		} else if !ok {
			continue
		}
		w.board[blank&31], w.board[nb] = uint8(t), 0
		stop := w.dfsSum(nb, blank, g+1, ch)
		w.board[blank&31], w.board[nb] = 0, uint8(t)
		if stop {
			return true
		}
	}
	return false
}

// dfsPDB is dfsSum for pattern databases: the estimate is the larger of
// the sums for the position (hn) and its mirror image (hr).
func (w *walker25) dfsPDB(blank, prev, g, hn, hr int) bool {
	w.expandAt(g, blank)
	for l := w.lists[blank%25][prev&31]; l != 0; l >>= 8 {
		nb := int(l&255-1) & 31
		t := int(w.board[nb])
		d := w.tile[t]
		tab, x := w.tabs[d.g], w.idx[d.g&7]
		nx := x + (blank-nb)*d.w
		chn := hn - int(tab[x]) + int(tab[nx])
		rtab, rx := w.tabs[d.rg], w.ridx[d.rg&7]
		nrx := rx + (w.rcell[blank&31]-w.rcell[nb])*d.rw
		chr := hr - int(rtab[rx]) + int(rtab[nrx])
		ch := max(chn, chr)
		if !w.count() {
			return true
		}
		if ok, goal := w.within(g, nb, ch); goal {
			return true
		} else if !ok {
			continue
		}
		w.board[blank&31], w.board[nb] = uint8(t), 0
		w.idx[d.g&7], w.ridx[d.rg&7] = nx, nrx
		stop := w.dfsPDB(nb, blank, g+1, chn, chr)
		w.idx[d.g&7], w.ridx[d.rg&7] = x, rx
		w.board[blank&31], w.board[nb] = 0, uint8(t)
		if stop {
			return true
		}
	}
	return false
}
