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
		canonical, seen := s.Cube(), map[int]bool{}
		for k := range canonical {
			seen[fr.sticker(k)] = true
			if held[fr.sticker(k)] != canonical[k] {
				t.Fatalf("rotation %d: canonical sticker %d shows as held sticker %d, of another colour", i, k, fr.sticker(k))
			}
		}
		if len(seen) != len(canonical) {
			t.Fatalf("rotation %d: two canonical stickers show on one held sticker", i)
		}
		for _, m := range Moves() {
			x, err := ParseMoves(fr.Move(m.String()))
			if err != nil || held.Turn(x...) != fr.Show(Apply(s, m)) {
				t.Errorf("rotation %d, move %s: held move %q has another effect", i, m, fr.Move(m.String()))
			}
		}
	}
}
