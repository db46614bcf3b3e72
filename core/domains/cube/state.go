package cube

import "strings"

// State is a position of the cube up to whole-cube rotation, held in the
// canonical orientation (white-orange-blue corner at bottom-back-left, white
// down). It is comparable and four bytes long; the zero State is solved.
type State struct {
	perm uint16 // rank of the permutation of the 7 free corners, < 7!
	ori  uint16 // orientations of the first 6 free corners in base 3, < 3⁶
}

const (
	nPerm = 5040 // 7!
	nOri  = 729  // 3⁶
	// NumStates is the number of positions of the 2×2×2 cube, 7!·3⁶.
	NumStates = nPerm * nOri
)

// Solved returns the solved cube, which is also the zero State.
func Solved() State { return State{} }

// Rank returns a number in [0, NumStates) that is different for every
// state; it indexes the exact distance table.
func (s State) Rank() int { return int(s.perm)*nOri + int(s.ori) }

// FromRank is the inverse of Rank. It panics when r is out of range.
func FromRank(r int) State {
	if r < 0 || r >= NumStates {
		panic("cube: rank out of range")
	}
	return State{perm: uint16(r / nOri), ori: uint16(r % nOri)}
}

// corners is a position spelled out: the piece at each corner position and
// its orientation (0, 1 or 2 clockwise twists).
type corners struct {
	piece [8]uint8
	twist [8]uint8
}

var factorial = [8]int{1, 1, 2, 6, 24, 120, 720, 5040}

func (s State) corners() corners {
	var c corners
	// Lehmer code: digit i is how many unused pieces are smaller.
	used := [7]bool{}
	r := int(s.perm)
	for i := range 7 {
		d := r / factorial[6-i]
		r %= factorial[6-i]
		for p := range 7 {
			if used[p] {
				continue
			}
			if d == 0 {
				c.piece[i], used[p] = uint8(p), true
				break
			}
			d--
		}
	}
	o, sum := int(s.ori), 0
	for i := 5; i >= 0; i-- {
		c.twist[i] = uint8(o % 3)
		sum += o % 3
		o /= 3
	}
	c.twist[6] = uint8((3 - sum%3) % 3)
	c.piece[7] = cDBL
	return c
}

// state packs corners whose DBL corner is in place; it trusts its input.
func (c *corners) state() State {
	perm := 0
	for i := range 7 {
		smaller := 0
		for j := i + 1; j < 7; j++ {
			if c.piece[j] < c.piece[i] {
				smaller++
			}
		}
		perm += smaller * factorial[6-i]
	}
	ori := 0
	for i := range 6 {
		ori = ori*3 + int(c.twist[i])
	}
	return State{perm: uint16(perm), ori: uint16(ori)}
}

// pieceColors is each corner piece's colours, clockwise from its white or
// yellow sticker, read off the solved cube.
var pieceColors [8][3]Color

func init() {
	for c, st := range cornerStickers {
		for k, f := range st {
			pieceColors[c][k] = Color(f / 4)
		}
	}
}

// Cube returns the stickers of s in the canonical orientation.
func (s State) Cube() Cube {
	c := s.corners()
	return c.cube()
}

// cube draws the stickers of c; it trusts its input.
func (c *corners) cube() Cube {
	var cb Cube
	for pos := range 8 {
		for k := range 3 {
			f := cornerStickers[pos][(k+int(c.twist[pos]))%3]
			cb[f] = pieceColors[c.piece[pos]][k]
		}
	}
	return cb
}

// Stickers returns the colours of s face by face in the text order
// D L F R B U, each face in the order of the net in the package comment.
func (s State) Stickers() [6][4]Color { return s.Cube().Stickers() }

// String returns the sticker text of s in the canonical orientation, for
// example "WWWW BBBB RRRR GGGG OOOO YYYY".
func (s State) String() string { return s.Cube().String() }

// Cube is a cube as it is held: 24 sticker colours in the text order, the
// whole-cube orientation included. It is what a window draws while moves
// are played; State forgets the orientation.
type Cube [24]Color

// Stickers returns the colours face by face in the text order D L F R B U.
func (cb Cube) Stickers() [6][4]Color {
	var out [6][4]Color
	for f, c := range cb {
		out[f/4][f%4] = c
	}
	return out
}

// String returns the sticker text, faces separated by spaces.
func (cb Cube) String() string {
	var b strings.Builder
	for f, c := range cb {
		if f > 0 && f%4 == 0 {
			b.WriteByte(' ')
		}
		b.WriteString(c.String())
	}
	return b.String()
}

// Turn returns the cube after the moves, as turned in the hand: a D turn
// moves the bottom layer, not the top.
func (cb Cube) Turn(moves ...Move) Cube {
	for _, m := range moves {
		t := faceTurn[m.face()]
		for range m.quarters() {
			var next Cube
			for f, c := range cb {
				next[t[f]] = c
			}
			cb = next
		}
	}
	return cb
}

// SolvedCube returns the solved cube in the orientation of the text
// "WWWW BBBB RRRR GGGG OOOO YYYY".
func SolvedCube() Cube { return Solved().Cube() }
