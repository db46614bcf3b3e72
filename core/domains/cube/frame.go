package cube

// A State forgets how the cube is held and names its moves in the
// canonical orientation (white-orange-blue corner at bottom-back-left). A
// window that draws the cube as held translates a solution into the held
// frame once per path: a fixed whole-cube rotation takes each canonical
// state to the held cube, and a fixed map renames the canonical moves to
// the held faces that make the same turn.

// Frame relates canonical states to a cube as held.
type Frame struct {
	rot   sticky          // canonical cube → held cube
	moves map[string]Move // canonical move label → held move
	ok    bool
}

// NewFrame finds the rotation that shows start's canonical cube as held,
// and the held move that has the effect of each canonical move. When held
// is not start in some orientation, the frame shows canonical states as
// they are.
func NewFrame(held Cube, start State) Frame {
	var fr Frame
	c0 := start.Cube()
	for _, r := range rotations {
		if r.apply(c0) == held {
			fr.rot, fr.ok = r, true
			break
		}
	}
	if !fr.ok {
		return fr
	}
	fr.moves = make(map[string]Move, NumMoves)
	for _, m := range Moves() {
		want := fr.rot.apply(Apply(start, m).Cube())
		for _, x := range Moves() {
			if held.Turn(x) == want {
				fr.moves[m.String()] = x
				break
			}
		}
	}
	return fr
}

// Show returns s as held.
func (fr Frame) Show(s State) Cube {
	if !fr.ok {
		return s.Cube()
	}
	return fr.rot.apply(s.Cube())
}

// sticker returns where sticker i of a canonical state (0 to 23, in the
// text order D L F R B U) shows on the cube as held: how a window that
// draws the held cube places what Inspect says of canonical stickers.
func (fr Frame) sticker(i int) int {
	if !fr.ok || i < 0 || i >= len(fr.rot) {
		return i
	}
	return int(fr.rot[i])
}

// Move renames a canonical move label to the held turn that makes it.
func (fr Frame) Move(label string) string {
	if m, ok := fr.moves[label]; ok {
		return m.String()
	}
	return label
}

// apply moves each sticker of c to where the permutation sends it.
func (a sticky) apply(c Cube) Cube {
	var out Cube
	for f, col := range c {
		out[a[f]] = col
	}
	return out
}
