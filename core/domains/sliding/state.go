// Package sliding is the n-puzzle: square boards of width 2 to 5 (the 3-,
// 8-, 15- and 24-puzzle), orthogonal or diagonal blank moves, any goal,
// the state parser, the classic heuristics and random-state generators.
package sliding

import "math/bits"

// State is a board position packed into two words so that it is cheap to
// copy, compare and hash. Position i (row-major) keeps the low four bits of
// its tile in nibble i of lo (i < 16) or nibble i−16 of hi; tiles of 16 and
// more (only on 5×5 boards) also set bit 36+i of hi. Up to 4×4, hi is zero.
// The blank is tile 0. A State means nothing without the Board it was made
// for.
type State struct {
	lo, hi uint64
}

const highPlane = 36

// At returns the tile at position i.
func (s State) At(i int) int {
	w := s.lo
	if i >= 16 {
		w = s.hi
	}
	v := int(w>>(4*uint(i&15))) & 15
	return v | int(s.hi>>(highPlane+uint(i))&1)<<4
}

// with returns s with tile v at position i.
func (s State) with(i, v int) State {
	sh := 4 * uint(i&15)
	if i < 16 {
		s.lo = s.lo&^(15<<sh) | uint64(v&15)<<sh
	} else {
		s.hi = s.hi&^(15<<sh) | uint64(v&15)<<sh
	}
	bit := uint64(1) << (highPlane + uint(i))
	if v >= 16 {
		s.hi |= bit
	} else {
		s.hi &^= bit
	}
	return s
}

const (
	ones   = 0x1111111111111111
	eights = 0x8888888888888888
)

// blank returns the position of tile 0 on a board of n cells.
func (s State) blank(n int) int {
	if n <= 16 {
		// Lowest zero nibble of lo: borrows only travel upwards from a zero
		// nibble, so the lowest flagged nibble is exact. Unused cells past n
		// are zero too, but the blank always lies below them.
		t := (s.lo - ones) &^ s.lo & eights
		return bits.TrailingZeros64(t) / 4
	}
	for i := 0; i < n; i++ {
		if s.At(i) == 0 {
			return i
		}
	}
	panic("sliding: state without a blank")
}

func fromTiles(t []int) State {
	var s State
	for i, v := range t {
		s = s.with(i, v)
	}
	return s
}

func (s State) tiles(n int) Tiles {
	t := make(Tiles, n)
	for i := range t {
		t[i] = s.At(i)
	}
	return t
}
