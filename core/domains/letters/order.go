package letters

// Move ranks for alpha-beta's move order.
const (
	rankWin    = iota // completes a line: the mover wins at once
	rankQuiet         // anything else
	rankGiveUp        // leaves a line one letter from CSE or ESC: the opponent wins next
)

// rankMasks holds, for each letter, the cells where placing it wins and
// the cells where placing it hands the opponent a win.
type rankMasks struct {
	win, giveUp [4]uint32 // indexed by digit: 1 C, 2 S, 3 E
}

// ranks works out rankMasks with the lines' bit masks (see lineStep). A
// line wins when it reads C S E or E S C, so placing
//   - S wins in an empty middle between C and E;
//   - E wins at an empty end beyond an S whose far end holds C (C likewise);
//   - S gives up in an empty middle with C or E at one end and the other
//     end empty;
//   - C or E gives up at an empty end beyond an S with the far end empty,
//     and C gives up at an empty end when the middle is empty and the far
//     end holds E (E likewise with C).
func (b Board) ranks() rankMasks {
	m := b.masks()
	ce := m.c | m.e
	var r rankMasks
	for _, st := range lineSteps {
		// Shifting a mask up by sh moves each cell's flag one cell further
		// along the line, down by sh one cell back. Go gives << >> and &
		// the same precedence, hence the brackets.
		sh, mid := st.shift, st.mid
		hi, lo := mid<<sh, mid>>sh // the lines' far and near ends
		fwd := func(x uint32, n uint32) uint32 { return x << (n * sh) }
		back := func(x uint32, n uint32) uint32 { return x >> (n * sh) }
		r.win[2] |= mid & (fwd(m.c, 1)&back(m.e, 1) | fwd(m.e, 1)&back(m.c, 1))
		r.win[3] |= hi&fwd(m.s, 1)&fwd(m.c, 2) | lo&back(m.s, 1)&back(m.c, 2)
		r.win[1] |= hi&fwd(m.s, 1)&fwd(m.e, 2) | lo&back(m.s, 1)&back(m.e, 2)
		r.giveUp[2] |= mid & (fwd(ce, 1)&back(m.empty, 1) | fwd(m.empty, 1)&back(ce, 1))
		both := hi&fwd(m.s, 1)&fwd(m.empty, 2) | lo&back(m.s, 1)&back(m.empty, 2)
		r.giveUp[1] |= both | hi&fwd(m.empty, 1)&fwd(m.e, 2) | lo&back(m.empty, 1)&back(m.e, 2)
		r.giveUp[3] |= both | hi&fwd(m.empty, 1)&fwd(m.c, 2) | lo&back(m.empty, 1)&back(m.c, 2)
	}
	for i := range r.win {
		r.win[i] &= m.empty
		r.giveUp[i] &= m.empty
	}
	return r
}

// rank is m's place in alpha-beta's order on the board r was made for.
func (r *rankMasks) rank(m Move) int {
	bit, d := cellBit(3*m.Row+m.Col), digit(m.Letter)
	switch {
	case r.win[d]&bit != 0:
		return rankWin
	case r.giveUp[d]&bit != 0:
		return rankGiveUp
	}
	return rankQuiet
}

// OrderMoves puts the moves that win at once first and the moves that let
// the opponent win at once last, keeping the natural order (row-major, C S
// E) within each group. (There is nothing to block in this game: a line
// one letter short can be completed by either player, so the side to move
// simply wins.) Alpha-beta uses the order to cut off far more lines.
func (Game) OrderMoves(b Board, ms []Move) {
	r := b.ranks()
	var buf [27]Move
	out := buf[:0]
	for k := rankWin; k <= rankGiveUp; k++ {
		for _, m := range ms {
			if r.rank(m) == k {
				out = append(out, m)
			}
		}
	}
	copy(ms, out)
}
