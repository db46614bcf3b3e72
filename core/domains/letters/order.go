package letters

// cellLines lists, for each cell, the lines through it.
var cellLines = func() [9][][3]uint8 {
	var cl [9][][3]uint8
	for _, l := range lineCells {
		for _, i := range l {
			cl[i] = append(cl[i], l)
		}
	}
	return cl
}()

// completable reports whether l, missing exactly one letter, can be made to
// read CSE or ESC by one move.
func (b Board) completable(l [3]uint8) bool {
	var x [3]byte
	empty := 0
	for i, c := range l {
		x[i] = b[c]
		if x[i] == 0 {
			empty++
		}
	}
	if empty != 1 {
		return false
	}
	for _, f := range []byte(Letters) {
		y := x
		for i := range y {
			if y[i] == 0 {
				y[i] = f
			}
		}
		if y[1] == 'S' && (y[0] == 'C' && y[2] == 'E' || y[0] == 'E' && y[2] == 'C') {
			return true
		}
	}
	return false
}

// rankMove sorts moves for alpha-beta: 0 wins at once, 2 hands the
// opponent a winning reply, 1 is anything else.
func (b Board) rankMove(m Move) int {
	i := 3*m.Row + m.Col
	after := b
	after[i] = m.Letter
	rank := 1
	for _, l := range cellLines[i] {
		if after.wonAt(l) {
			return 0
		}
		if after.completable(l) {
			rank = 2
		}
	}
	return rank
}
