package letters

// Symmetry is one of the eight symmetries of the square: rotations and
// mirror images. Each maps rows, columns and diagonals onto lines, and a
// line read backwards still reads CSE or ESC, so a board and its image
// have the same value, with the same number of plies to the end.
type Symmetry uint8

// The symmetries. Each is a transpose (for the last four) followed by
// flips of the columns (bit 0) and of the rows (bit 1).
const (
	Identity Symmetry = iota
	MirrorLeftRight
	MirrorTopBottom
	HalfTurn
	MirrorDiagonal
	QuarterTurnClockwise
	QuarterTurnAnticlockwise
	MirrorAntiDiagonal
)

var symmetryNames = [8]string{"identity", "mirror left–right", "mirror top–bottom", "half turn",
	"mirror in the diagonal", "quarter turn clockwise", "quarter turn anticlockwise", "mirror in the anti-diagonal"}

func (s Symmetry) String() string { return symmetryNames[s&7] }

// Cell is the image of c under s.
func (s Symmetry) Cell(c Cell) Cell {
	r, col := c.Row, c.Col
	if s&4 != 0 {
		r, col = col, r
	}
	if s&1 != 0 {
		col = 2 - col
	}
	if s&2 != 0 {
		r = 2 - r
	}
	return Cell{r, col}
}

// Move is the image of m under s: the same letter in the image cell.
func (s Symmetry) Move(m Move) Move {
	c := s.Cell(Cell{m.Row, m.Col})
	return Move{c.Row, c.Col, m.Letter}
}

// rowImage[s][r][x] is the image under s of row r's three digits x, as a
// board: three table reads map a whole board.
var rowImage = func() (t [8][3][64]Board) {
	for s := range Symmetry(8) {
		for r := range 3 {
			for x := range 64 {
				for c := range 3 {
					to := s.Cell(Cell{r, c})
					t[s][r][x] |= Board((x >> (2 * c) & 3) << (2 * (3*to.Row + to.Col)))
				}
			}
		}
	}
	return t
}()

// Apply is the image of b under s.
func (s Symmetry) Apply(b Board) Board {
	t := &rowImage[s&7]
	return t[0][b&63] | t[1][b>>6&63] | t[2][b>>12&63]
}

// threeImages[g][r][x] packs the images of row r's digits x under the
// symmetries 3g+1, 3g+2 and 3g+3 into 21-bit fields, so that Canonical
// reads nine table entries rather than twenty-one.
var threeImages = func() (t [3][3][64]uint64) {
	for s := Symmetry(1); s < 8; s++ {
		g, f := (s-1)/3, (s-1)%3
		for r := range 3 {
			for x := range 64 {
				t[g][r][x] |= uint64(rowImage[s][r][x]) << (21 * f)
			}
		}
	}
	return t
}()

// Canonical is the smallest of the eight images of b: boards that are
// images of each other share it, and so can share an entry in a table.
func (b Board) Canonical() Board {
	const field = 1<<21 - 1
	m := uint64(b)
	for g := range threeImages {
		t := &threeImages[g]
		x := t[0][b&63] | t[1][b>>6&63] | t[2][b>>12&63]
		m = min(m, x&field)
		if g < 2 { // the last group holds symmetry 7 alone
			m = min(m, x>>21&field, x>>42)
		}
	}
	return Board(m)
}

// Symmetries lists the symmetries other than Identity that leave b as it
// is; for the openings, the mirror top–bottom.
func (b Board) Symmetries() []Symmetry {
	var ss []Symmetry
	for s := Symmetry(1); s < 8; s++ {
		if s.Apply(b) == b {
			ss = append(ss, s)
		}
	}
	return ss
}

// Twins finds the moves of ms that a symmetry of b maps onto an earlier
// move of ms. For each move it gives the index of that earlier move and
// the symmetry, or −1 and Identity. Twins lead to images of one board, so
// they have the same value.
func (b Board) Twins(ms []Move) (first []int, by []Symmetry) {
	first, by = make([]int, len(ms)), make([]Symmetry, len(ms))
	syms := b.Symmetries()
	for i, m := range ms {
		first[i] = -1
	search:
		for j := range i {
			if first[j] >= 0 {
				continue // compare with the first of each family only
			}
			for _, s := range syms {
				if s.Move(ms[j]) == m {
					first[i], by[i] = j, s
					break search
				}
			}
		}
	}
	return first, by
}
