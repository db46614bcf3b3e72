package cube

import "testing"

// TestFrameEveryOrientation holds a scrambled cube in each of the 24
// orientations and checks that the frame shows canonical states as held
// and names, for every canonical move, the held turn with that effect.
func TestFrameEveryOrientation(t *testing.T) {
	s := Apply(Solved(), RandomScramble(9, 3)...)
	for i, r := range rotations {
		held := r.apply(s.Cube())
		if got, err := held.State(); err != nil || got != s {
			t.Fatalf("rotation %d: held cube is another position (%v)", i, err)
		}
		fr := NewFrame(held, s)
		if !fr.ok || fr.Show(s) != held {
			t.Fatalf("rotation %d: frame does not show the start as held", i)
		}
		for _, m := range Moves() {
			x, err := ParseMoves(fr.Move(m.String()))
			if err != nil || held.Turn(x...) != fr.Show(Apply(s, m)) {
				t.Errorf("rotation %d, move %s: held move %q has another effect", i, m, fr.Move(m.String()))
			}
		}
	}
}
