package cube

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"frontier/core/textio"
)

// Move is one of the 18 face turns of Singmaster notation. The move order,
// used by Moves and by every successor list, is fixed:
//
//	U U' U2 R R' R2 F F' F2 D D' D2 L L' L2 B B' B2
//
// U, R and F come first because they leave the bottom-back-left corner in
// place: a search that keeps the first of two moves reaching the same state
// then answers in U, R and F only, the moves that turn the canonical
// orientation into itself.
//
// A plain letter turns that face a quarter clockwise as seen looking at the
// face, ' counter-clockwise, 2 a half turn. Each costs 1 (half-turn metric).
type Move uint8

// NumMoves is the number of moves.
const NumMoves = 18

// moveFaces is the face order of moves, as text-order face indices.
var moveFaces = [6]int{faceU, faceR, faceF, faceD, faceL, faceB}

const moveFaceLetters = "URFDLB"

// Moves returns the 18 moves in the fixed move order.
func Moves() []Move {
	ms := make([]Move, NumMoves)
	for i := range ms {
		ms[i] = Move(i)
	}
	return ms
}

func (m Move) face() int { return moveFaces[m/3] }

// quarters is the number of clockwise quarter turns the move makes.
func (m Move) quarters() int { return [3]int{1, 3, 2}[m%3] }

// String returns the move in Singmaster notation, for example "R'".
func (m Move) String() string {
	if m >= NumMoves {
		return fmt.Sprintf("Move(%d)", uint8(m))
	}
	return moveFaceLetters[m/3:m/3+1] + [3]string{"", "'", "2"}[m%3]
}

// ParseMoves reads a move sequence such as "R U F' R2". Spaces between
// moves are optional; ’ is accepted for ' and 2' for 2.
func ParseMoves(text string) ([]Move, error) {
	var ms []Move
	rs := []rune(text)
	for i := 0; i < len(rs); i++ {
		r := rs[i]
		if r == ' ' || r == '\t' || r == '\n' || r == '\r' || r == ',' {
			continue
		}
		f := strings.IndexRune(moveFaceLetters, r)
		if f < 0 {
			if strings.ContainsRune("udlrfb", r) {
				return nil, &textio.MoveError{N: len(ms) + 1, Err: fmt.Errorf("%q is lower case; write the face in capitals: U, D, L, R, F or B", string(r))}
			}
			if r == '\'' || r == '’' || r == '2' {
				return nil, &textio.MoveError{N: len(ms) + 1, Err: fmt.Errorf("%q must follow a face letter, as in R%s", string(r), string(r))}
			}
			return nil, &textio.MoveError{N: len(ms) + 1, Err: fmt.Errorf("unknown face %q (want U, D, L, R, F or B, then ' or 2)", string(r))}
		}
		turn := 0
		if i+1 < len(rs) {
			switch rs[i+1] {
			case '\'', '’':
				turn, i = 1, i+1
			case '2':
				turn, i = 2, i+1
				if i+1 < len(rs) && (rs[i+1] == '\'' || rs[i+1] == '’') {
					i++
				}
			}
		}
		ms = append(ms, Move(f*3+turn))
	}
	return ms, nil
}

// FormatMoves writes moves in Singmaster notation separated by spaces; no
// moves give "".
func FormatMoves(ms []Move) string {
	parts := make([]string, len(ms))
	for i, m := range ms {
		parts[i] = m.String()
	}
	return strings.Join(parts, " ")
}

// Inverse returns the move that undoes m.
func (m Move) Inverse() Move {
	switch m % 3 {
	case 0:
		return m + 1
	case 1:
		return m - 1
	}
	return m
}

// RandomScramble returns n random moves drawn from a generator seeded with
// seed, never turning the same face twice in a row. The same seed gives
// the same scramble.
func RandomScramble(n int, seed uint64) []Move {
	rng := rand.New(rand.NewPCG(seed, 0x9e3779b97f4a7c15))
	ms := make([]Move, 0, min(max(n, 0), 1024))
	last := -1
	for len(ms) < n {
		f := rng.IntN(6)
		if f == last {
			continue
		}
		last = f
		ms = append(ms, Move(f*3+rng.IntN(3)))
	}
	return ms
}

// Apply returns s after the moves. Because a State has no orientation, D
// has the effect of U, L of R and B of F. The cost is two table lookups a
// move.
func Apply(s State, moves ...Move) State {
	t := moveTables()
	for _, m := range moves {
		q := int(m.reduced())
		s = State{perm: t.perm[int(s.perm)*nReduced+q], ori: t.ori[int(s.ori)*nReduced+q]}
	}
	return s
}

// Twin returns the move of the opposite face, turned the same way, that
// leaves the same position as m: U and D, R' and L', F2 and B2. Turning
// one layer or the other the same way differs by a turn of the whole
// cube, which a State forgets.
func (m Move) Twin() Move { return (m + NumMoves/2) % NumMoves }

// TwinMove names the Twin of the move called label, for a window that
// lists both moves of a pair and must tell them apart; ok is false when
// label is not one move.
func (Cube) TwinMove(label string) (twin string, ok bool) {
	ms, err := ParseMoves(label)
	if err != nil || len(ms) != 1 {
		return "", false
	}
	return ms[0].Twin().String(), true
}
