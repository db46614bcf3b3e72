package sliding

import (
	"fmt"
	"strconv"
	"strings"
)

// Tiles is a board written out row-major, 0 for the blank. Its length is
// the square of the width.
type Tiles []int

// Width is the side of the board, or 0 when the length is not a square.
func (t Tiles) Width() int {
	for w := 1; w*w <= len(t); w++ {
		if w*w == len(t) {
			return w
		}
	}
	return 0
}

// String is the canonical form: comma-separated numbers, 0 for the blank.
func (t Tiles) String() string {
	var sb strings.Builder
	for i, v := range t {
		if i > 0 {
			sb.WriteByte(',')
		}
		sb.WriteString(strconv.Itoa(v))
	}
	return sb.String()
}

// Compact is the short form, b for the blank: `312 645 7b8` up to 3×3, and
// rows of numbers joined by " / " on larger boards (`1 2 3 4 / 5 6 7 8 / …`).
func (t Tiles) Compact() string {
	w := t.Width()
	var sb strings.Builder
	for i, v := range t {
		switch {
		case i > 0 && i%w == 0 && w <= 3:
			sb.WriteByte(' ')
		case i > 0 && i%w == 0:
			sb.WriteString(" / ")
		case i > 0 && w > 3:
			sb.WriteByte(' ')
		}
		switch {
		case v == 0 && w <= 3:
			sb.WriteByte('b')
		default:
			sb.WriteString(strconv.Itoa(v))
		}
	}
	return sb.String()
}

// BlankFirst is the default goal `0 1 2 … n−1` for a board of width w.
func BlankFirst(w int) Tiles {
	t := make(Tiles, w*w)
	for i := range t {
		t[i] = i
	}
	return t
}

// BlankLast is the goal `1 2 … n−1 0`.
func BlankLast(w int) Tiles {
	t := make(Tiles, w*w)
	for i := range t {
		t[i] = (i + 1) % len(t)
	}
	return t
}

// validate checks that t is a permutation of 0…n−1 with n a square from
// 4 to 25.
func (t Tiles) validate() error {
	n := len(t)
	if w := t.Width(); w < MinWidth || w > MaxWidth {
		return fmt.Errorf("board has %d %s, want 4, 9, 16 or 25 (a 2×2 to 5×5 board)", n, plural(n, "tile"))
	}
	seen := make([]bool, n)
	w := t.Width()
	for _, v := range t {
		switch {
		case v < 0 || v >= n:
			return fmt.Errorf("tile %d is out of range for a %d×%d board (tiles are 1–%d and the blank)", v, w, w, n-1)
		case seen[v] && v == 0:
			return fmt.Errorf("the blank appears twice")
		case seen[v]:
			return fmt.Errorf("tile %d appears twice", v)
		}
		seen[v] = true
	}
	return nil
}
