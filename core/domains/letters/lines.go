package letters

// Line is a row, column or diagonal, its cells in reading order.
type Line struct {
	Name  string // "row 0" … "column 2", "diagonal", "anti-diagonal"
	Cells [3]Cell
}

// lines are the eight lines of the board.
var lines = func() [8]Line {
	var ls [8]Line
	for i := range 3 {
		ls[i].Name = "row " + string(rune('0'+i))
		ls[3+i].Name = "column " + string(rune('0'+i))
		for j := range 3 {
			ls[i].Cells[j] = Cell{i, j}
			ls[3+i].Cells[j] = Cell{j, i}
		}
		ls[6].Cells[i] = Cell{i, i}
		ls[7].Cells[i] = Cell{i, 2 - i}
	}
	ls[6].Name, ls[7].Name = "diagonal", "anti-diagonal"
	return ls
}()

// reads returns the three letters of l on b, '.' for an empty cell.
func (b Board) reads(l Line) string {
	s := make([]byte, 3)
	for i, c := range l.Cells {
		s[i] = b.At(c.Row, c.Col)
		if s[i] == 0 {
			s[i] = '.'
		}
	}
	return string(s)
}

func (b Board) wonAt(l Line) bool {
	r := b.reads(l)
	return r == "CSE" || r == "ESC"
}

// WinningLines lists every line that reads CSE or ESC, for highlighting.
// Play can make at most one winning move, so two lines share a cell.
func (b Board) WinningLines() []Line {
	if !b.anyWon() {
		return nil
	}
	var ls []Line
	for _, l := range lines {
		if b.wonAt(l) {
			ls = append(ls, l)
		}
	}
	return ls
}

// Winner reports the player who completed a winning line, which is the
// player who moved last, and that line.
func (b Board) Winner() (p Player, line Line, ok bool) {
	if ls := b.WinningLines(); len(ls) > 0 {
		return b.ToMove().Other(), ls[0], true
	}
	return 0, Line{}, false
}

// Over reports whether the game has ended: a line is complete or the board
// is full.
func (b Board) Over() bool {
	return b.anyWon() || b.Full()
}

// The engines' hot paths work on all eight lines at once with bit masks.
// A line is three cells in a row spaced by a step (1 for rows, 3 for
// columns, 4 and 2 for the diagonals); shifting a mask by two bits a cell
// times the step moves every cell's flag onto its neighbour along such
// lines, and the mask of the lines' middle cells keeps only shifts that
// stay inside a line.
type lineStep struct {
	shift uint32 // 2 × the step between cells of the line
	mid   uint32 // the low bits of the lines' middle cells
}

func cellBit(i int) uint32 { return 1 << (2 * i) }

// The middle cells of the rows, of the columns, and of both diagonals.
const (
	rowMids = 1<<(2*1) | 1<<(2*4) | 1<<(2*7)
	colMids = 1<<(2*3) | 1<<(2*4) | 1<<(2*5)
	centre  = 1 << (2 * 4)
)

var lineSteps = [4]lineStep{{2, rowMids}, {6, colMids}, {8, centre}, {4, centre}}

// masks holds one flag a cell (its digit's low bit) for each letter and
// for the empty cells.
type masks struct{ c, s, e, empty uint32 }

func (b Board) masks() masks {
	lo, hi := uint32(b)&cellBits, uint32(b)>>1&cellBits
	return masks{c: lo &^ hi, s: hi &^ lo, e: lo & hi, empty: cellBits &^ (lo | hi)}
}

// anyWon reports whether some line reads CSE or ESC: an S in a line's
// middle with C on one side and E on the other. It is lineSteps written
// out with constant shifts, as the engines call it at every node.
func (b Board) anyWon() bool {
	m := b.masks()
	// Go gives << >> and & one precedence, hence the brackets.
	ce := func(sh uint32) uint32 { return (m.c<<sh)&(m.e>>sh) | (m.e<<sh)&(m.c>>sh) }
	return m.s&(rowMids&ce(2)|colMids&ce(6)|centre&(ce(8)|ce(4))) != 0
}
