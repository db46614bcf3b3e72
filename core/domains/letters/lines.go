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

// lineCells holds each line's cells as board indices, for the hot paths.
var lineCells = func() [8][3]uint8 {
	var lc [8][3]uint8
	for i, l := range lines {
		for j, c := range l.Cells {
			lc[i][j] = uint8(3*c.Row + c.Col)
		}
	}
	return lc
}()

// reads returns the three letters of l on b.
func (b Board) reads(l Line) string {
	return string([]byte{b.At(l.Cells[0].Row, l.Cells[0].Col), b.At(l.Cells[1].Row, l.Cells[1].Col), b.At(l.Cells[2].Row, l.Cells[2].Col)})
}

func (b Board) wonAt(c [3]uint8) bool {
	x, y, z := b[c[0]], b[c[1]], b[c[2]]
	return y == 'S' && (x == 'C' && z == 'E' || x == 'E' && z == 'C')
}

// WinningLines lists every line that reads CSE or ESC, for highlighting.
// Play can make at most one winning move, so two lines share a cell.
func (b Board) WinningLines() []Line {
	var ls []Line
	for i, c := range lineCells {
		if b.wonAt(c) {
			ls = append(ls, lines[i])
		}
	}
	return ls
}

// Winner reports the player who completed a winning line, which is the
// player who moved last, and that line.
func (b Board) Winner() (p Player, line Line, ok bool) {
	for i, c := range lineCells {
		if b.wonAt(c) {
			return b.ToMove().Other(), lines[i], true
		}
	}
	return 0, Line{}, false
}

// anyWon is Winner without the details, for the engines' inner loop.
func (b Board) anyWon() bool {
	for _, c := range lineCells {
		if b.wonAt(c) {
			return true
		}
	}
	return false
}

// Over reports whether the game has ended: a line is complete or the board
// is full.
func (b Board) Over() bool {
	return b.anyWon() || b.Full()
}
