package cubetab

import (
	"testing"

	"frontier/core/domains/cube"
)

// TestFrameEveryOrientation holds a scrambled cube in each of the 24
// orientations and checks that the frame shows canonical states as held
// and names, for every canonical move, the held turn with that effect.
func TestFrameEveryOrientation(t *testing.T) {
	s := cube.Apply(cube.Solved(), cube.RandomScramble(9, 3)...)
	for i, r := range rotations {
		held := r.apply(s.Cube())
		if got, err := held.State(); err != nil || got != s {
			t.Fatalf("rotation %d: held cube is another position (%v)", i, err)
		}
		fr := newFrame(held, s)
		if !fr.ok || fr.show(s) != held {
			t.Fatalf("rotation %d: frame does not show the start as held", i)
		}
		for _, m := range cube.Moves() {
			next := cube.Apply(s, m)
			x, err := cube.ParseMoves(fr.move(m.String()))
			if err != nil || held.Turn(x...) != fr.show(next) {
				t.Errorf("rotation %d, move %s: held move %q does not give %s", i, m, fr.move(m.String()), fr.show(next))
			}
		}
	}
}
