package cube

import (
	"fmt"
	"strings"
	"unicode"
)

// Parse reads sticker text (see the package comment) into a State. The
// cube may be held in any orientation. Every error is one line that says
// what is wrong: the sticker count, an unknown letter, a colour that does
// not appear exactly four times, a corner no real cube has, a corner piece
// twice, or a twisted corner. Parse never panics.
func Parse(text string) (State, error) {
	cb, err := ParseCube(text)
	if err != nil {
		return State{}, err
	}
	return cb.State()
}

// ParseCube reads sticker text into a Cube, keeping the orientation in
// which it was written, and checks it as Parse does.
func ParseCube(text string) (Cube, error) {
	var cb Cube
	n := 0
	var count [6]int
	for _, r := range text {
		if unicode.IsSpace(r) {
			continue
		}
		c, ok := colorOf(r)
		if !ok {
			return Cube{}, fmt.Errorf("sticker %d: unknown colour %q (want W, B, R, G, O or Y)", n+1, string(r))
		}
		if n < len(cb) {
			cb[n] = c
		}
		count[c]++
		n++
	}
	if n != len(cb) {
		return Cube{}, fmt.Errorf("found %d stickers, want 24 (six faces of four, in the order bottom left front right back top)", n)
	}
	for c, k := range count {
		if k != 4 {
			return Cube{}, fmt.Errorf("colour %v appears %d times, want 4", Color(c), k)
		}
	}
	if _, err := cb.State(); err != nil {
		return Cube{}, err
	}
	return cb, nil
}

// State returns the position of cb, forgetting its orientation, or an
// error when no real cube looks like cb.
func (cb Cube) State() (State, error) {
	c, err := readCorners(cb)
	if err != nil {
		return State{}, err
	}
	sum := 0
	for _, t := range c.twist {
		sum += int(t)
	}
	if sum%3 != 0 {
		dir := "clockwise"
		if sum%3 == 2 {
			dir = "counter-clockwise"
		}
		return State{}, fmt.Errorf("a corner is twisted in place (the corners are one third turn %s off); no sequence of moves does that", dir)
	}
	for _, r := range rotations {
		var rc Cube
		for f, col := range cb {
			rc[r[f]] = col
		}
		home := true
		for k, f := range cornerStickers[cDBL] {
			home = home && rc[f] == pieceColors[cDBL][k]
		}
		if home {
			c, err = readCorners(rc)
			if err != nil {
				panic("cube: a whole-cube rotation broke a valid cube")
			}
			return c.state(), nil
		}
	}
	panic("cube: no rotation brings the white-orange-blue corner home")
}

// readCorners finds the piece and twist at each corner position of cb,
// checking that every corner is a real one and appears once.
func readCorners(cb Cube) (corners, error) {
	var c corners
	var at [8]int // position+1 where each piece was seen
	for pos, st := range cornerStickers {
		var col [3]Color
		for k, f := range st {
			col[k] = cb[f]
		}
		where := "corner " + cornerName(pos)
		for a := range 3 {
			b := (a + 1) % 3
			if col[a] == col[b] {
				return c, fmt.Errorf("%s has two %v stickers; each corner has three different colours", where, col[a])
			}
			if opposite[col[a]] == col[b] {
				return c, fmt.Errorf("%s has opposite colours %v and %v, which never share a corner", where, col[a], col[b])
			}
		}
		// Three colours from three different opposite pairs: exactly one
		// is white or yellow.
		k := 0
		for col[k] != White && col[k] != Yellow {
			k++
		}
		turned := [3]Color{col[k], col[(k+1)%3], col[(k+2)%3]}
		piece, mirror := -1, -1
		for p, pc := range pieceColors {
			if pc == turned {
				piece = p
			} else if pc == [3]Color{turned[0], turned[2], turned[1]} {
				mirror = p
			}
		}
		if piece < 0 {
			pc := pieceColors[mirror]
			return c, fmt.Errorf("%s reads %v%v%v clockwise, the mirror image of the %v%v%v corner: two of its stickers are swapped",
				where, turned[0], turned[1], turned[2], pc[0], pc[1], pc[2])
		}
		if at[piece] != 0 {
			pc := pieceColors[piece]
			return c, fmt.Errorf("the %v%v%v corner appears twice (corners %s and %s)",
				pc[0], pc[1], pc[2], cornerName(at[piece]-1), cornerName(pos))
		}
		at[piece] = pos + 1
		c.piece[pos], c.twist[pos] = uint8(piece), uint8(k)
	}
	return c, nil
}

func cornerName(pos int) string {
	names := make([]string, 3)
	for k, f := range cornerStickers[pos] {
		names[k] = stickerName(int(f))
	}
	return strings.Join(names, "-")
}
