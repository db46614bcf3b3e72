package sliding

import "fmt"

// The board widths Frontier supports.
const (
	MinWidth = 2
	MaxWidth = 5
)

// Moves are named by the direction the blank moves, tried in this order;
// the last four exist only in the diagonal variant.
var moveNames = [8]string{"up", "down", "left", "right", "up-left", "up-right", "down-left", "down-right"}
var moveDelta = [8][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}, {-1, -1}, {-1, 1}, {1, -1}, {1, 1}}

// MoveNames lists the move labels of a board, in the order they are tried.
func MoveNames(diagonal bool) []string {
	if diagonal {
		return moveNames[:]
	}
	return moveNames[:4]
}

// Board is the rules of one puzzle: its width, its move set and its goal.
// A Board is immutable and safe for concurrent use.
type Board struct {
	width, n  int
	diagonal  bool
	goal      State
	goalTiles Tiles
	goalPos   []int // goalPos[tile] is the tile's square in the goal
	// nbr[p] lists the squares the blank can move to from p, in move order.
	nbr [][]neighbour
}

type neighbour struct {
	to   int
	move string
}

// NewBoard returns the board of the given width, with diagonal moves or
// not, and the given goal; a nil goal means blank first.
func NewBoard(width int, diagonal bool, goal Tiles) (*Board, error) {
	if width < MinWidth || width > MaxWidth {
		return nil, fmt.Errorf("width %d is not supported: choose 2 to 5", width)
	}
	if goal == nil {
		goal = BlankFirst(width)
	}
	if err := goal.validate(); err != nil {
		return nil, fmt.Errorf("goal: %v", err)
	}
	if goal.Width() != width {
		return nil, fmt.Errorf("goal is %d×%d but the board is %d×%d", goal.Width(), goal.Width(), width, width)
	}
	b := &Board{width: width, n: width * width, diagonal: diagonal,
		goal: fromTiles(goal), goalTiles: append(Tiles(nil), goal...), goalPos: make([]int, width*width)}
	for i, v := range goal {
		b.goalPos[v] = i
	}
	b.nbr = make([][]neighbour, b.n)
	for p := range b.nbr {
		r, c := p/width, p%width
		for k, d := range moveDelta {
			if k >= 4 && !diagonal {
				break
			}
			if rr, cc := r+d[0], c+d[1]; rr >= 0 && rr < width && cc >= 0 && cc < width {
				b.nbr[p] = append(b.nbr[p], neighbour{rr*width + cc, moveNames[k]})
			}
		}
	}
	return b, nil
}

// MustBoard is NewBoard for arguments known to be right; it panics otherwise.
func MustBoard(width int, diagonal bool, goal Tiles) *Board {
	b, err := NewBoard(width, diagonal, goal)
	if err != nil {
		panic("sliding: " + err.Error())
	}
	return b
}

// Width is the side of the board.
func (b *Board) Width() int { return b.width }

// Diagonal reports whether the blank may also move diagonally.
func (b *Board) Diagonal() bool { return b.diagonal }

// Goal returns the goal state.
func (b *Board) Goal() State { return b.goal }

// Tiles writes s out row-major.
func (b *Board) Tiles(s State) Tiles { return s.tiles(b.n) }

// Format is the canonical text of s: comma-separated numbers, 0 the blank.
func (b *Board) Format(s State) string { return b.Tiles(s).String() }

// Load turns parsed tiles into a state of this board, or explains why it
// cannot be one: another width, or no way to reach the goal.
func (b *Board) Load(t Tiles) (State, error) {
	if err := t.validate(); err != nil {
		return State{}, err
	}
	if w := t.Width(); w != b.width {
		return State{}, fmt.Errorf("board has %d tiles, want %d for a %d×%d board", len(t), b.n, b.width, b.width)
	}
	s := fromTiles(t)
	if err := b.solvable(s); err != nil {
		return State{}, err
	}
	return s, nil
}

// ParseState is Parse followed by Load.
func (b *Board) ParseState(text string) (State, error) {
	t, err := Parse(text)
	if err != nil {
		return State{}, err
	}
	return b.Load(t)
}

// Blank returns the square of the blank in s.
func (b *Board) Blank(s State) int { return s.blank(b.n) }

// Apply moves the blank of s by the named move; ok is false when the move
// is unknown or would leave the board.
func (b *Board) Apply(s State, move string) (next State, ok bool) {
	p := s.blank(b.n)
	for _, nb := range b.nbr[p] {
		if nb.move == move {
			return slide(s, p, nb.to), true
		}
	}
	return s, false
}

// MoveTo moves the tile at square q into the blank, as a click on that tile
// does; ok is false when q is not next to the blank.
func (b *Board) MoveTo(s State, q int) (next State, move string, ok bool) {
	p := s.blank(b.n)
	for _, nb := range b.nbr[p] {
		if nb.to == q {
			return slide(s, p, q), nb.move, true
		}
	}
	return s, "", false
}

// slide moves the tile at q into the blank at p.
func slide(s State, p, q int) State {
	if s.hi == 0 && q < 16 {
		sh := 4 * uint(q)
		t := s.lo >> sh & 15
		s.lo = s.lo&^(15<<sh) | t<<(4*uint(p))
		return s
	}
	t := s.At(q)
	return s.with(p, t).with(q, 0)
}
