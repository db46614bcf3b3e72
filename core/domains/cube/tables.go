package cube

import "sync"

// The 18 moves act on States as only 9 reduced moves: U, R and F turns,
// which never move the DBL corner. A D turn is a U turn followed by a
// whole-cube rotation, L likewise R and B likewise F, with the same kind of
// turn (quarter clockwise, counter-clockwise or half).
const nReduced = 9

// reduced returns the reduced move (axis·3 + turn, axes U R F) of m.
func (m Move) reduced() uint8 {
	axis := [6]uint8{0, 1, 2, 0, 1, 2}[m/3]
	return axis*3 + uint8(m%3)
}

// reducedMoves are the reduced moves as moves: U U' U2 R R' R2 F F' F2,
// the first nine of the move order.
var reducedMoves = [nReduced]Move{0, 1, 2, 3, 4, 5, 6, 7, 8}

// tables holds the successor of every permutation rank and every
// orientation rank under each reduced move, at index rank·9 + move.
type tables struct {
	perm []uint16
	ori  []uint16
}

// moveTables builds the tables once, on first use (about a millisecond).
var moveTables = sync.OnceValue(func() *tables {
	var mv [nReduced]corners
	for q := range nReduced {
		got, err := readCorners(SolvedCube().Turn(reducedMoves[q]))
		if err != nil {
			panic("cube: a face turn made an impossible cube: " + err.Error())
		}
		mv[q] = got
	}
	t := &tables{perm: make([]uint16, nPerm*nReduced), ori: make([]uint16, nOri*nReduced)}
	for p := range nPerm {
		c := State{perm: uint16(p)}.corners()
		for q := range nReduced {
			n := c.then(&mv[q])
			t.perm[p*nReduced+q] = n.state().perm
		}
	}
	for o := range nOri {
		c := State{ori: uint16(o)}.corners()
		for q := range nReduced {
			n := c.then(&mv[q])
			t.ori[o*nReduced+q] = n.state().ori
		}
	}
	return t
})

// then returns c followed by the move m, given as the corners it makes
// from the solved cube.
func (c *corners) then(m *corners) corners {
	var n corners
	for i := range 8 {
		from := m.piece[i]
		n.piece[i] = c.piece[from]
		n.twist[i] = (c.twist[from] + m.twist[i]) % 3
	}
	return n
}
