package cube

import (
	"context"
	"fmt"
)

// Breakdown is a heuristic's value on one position taken apart, for a
// student to see where h comes from, and to set beside the true distance
// (TrueDistance): the shape of the sliding puzzle's inspector.
type Breakdown struct {
	Heuristic string
	// H is the heuristic's value, the one a search uses.
	H int
	// Admissible reports whether the heuristic never overestimates; when
	// it is false, compare H with TrueDistance.
	Admissible bool
	// Cube is the position in the canonical orientation (white-orange-blue
	// corner at bottom-back-left), the one the parts refer to. A window
	// showing the cube as held maps faces with the cube's Frame.
	Cube Cube
	// Pairs are opposing-colors' twelve sticker pairs; Straight and
	// Reversed count those that show opposite colours each way, and
	// H = 12 − max(Straight, Reversed).
	Pairs              []StickerPair
	Straight, Reversed int
	// Permutation and Orientation are the pattern databases' values (the
	// corners' places alone, their twists alone); H is the larger.
	Permutation, Orientation int
}

// StickerPair is sticker Index of face Faces[0] (bottom, left or front)
// and sticker Index of the opposite face Faces[1] (top, right or back),
// with their colours. It counts as Straight when they are opposite
// colours with white, blue or red on the first face, Reversed when they
// are opposite colours the other way round.
type StickerPair struct {
	Faces              [2]string
	Index              int
	Colors             [2]Color
	Straight, Reversed bool
}

// Inspect takes the named heuristic (see Heuristics) apart on s. With
// "exact" it builds the exact table first if ExactReady is false.
func Inspect(s State, name string) (Breakdown, error) {
	h, info, err := newHeuristic(name)
	if err != nil {
		return Breakdown{}, err
	}
	bd := Breakdown{Heuristic: info.Name, H: h(s), Admissible: info.Admissible, Cube: s.Cube()}
	switch name {
	case "opposing-colors":
		st := s.Stickers()
		for _, fp := range opposingFaces {
			for k := range 4 {
				p := StickerPair{Faces: [2]string{faceLetters[fp[0] : fp[0]+1], faceLetters[fp[1] : fp[1]+1]},
					Index: k, Colors: [2]Color{st[fp[0]][k], st[fp[1]][k]}}
				for _, cp := range opposingColors {
					p.Straight = p.Straight || p.Colors == [2]Color{cp[0], cp[1]}
					p.Reversed = p.Reversed || p.Colors == [2]Color{cp[1], cp[0]}
				}
				bd.Straight += boolCount(p.Straight)
				bd.Reversed += boolCount(p.Reversed)
				bd.Pairs = append(bd.Pairs, p)
			}
		}
	case "pdb":
		db := pdbs()
		bd.Permutation, bd.Orientation = int(db.perm[s.perm]), int(db.ori[s.ori])
	}
	return bd, nil
}

func boolCount(b bool) int {
	if b {
		return 1
	}
	return 0
}

// total works H out again from the parts: 12 − max(Straight, Reversed)
// for opposing-colors, max(Permutation, Orientation) for pdb; the exact
// distance and none have no parts, and are H.
func (bd Breakdown) total() int {
	switch bd.Heuristic {
	case "opposing-colors":
		return 12 - max(bd.Straight, bd.Reversed)
	case "pdb":
		return max(bd.Permutation, bd.Orientation)
	}
	return bd.H
}

// overestimates reports whether H exceeds the true distance d there,
// which only an inadmissible heuristic can do.
func (bd Breakdown) overestimates(d int) bool { return bd.H > d }

// TrueDistance returns the fewest moves that solve s, from the exact
// table. The first call builds it (a fraction of a second), which ctx
// cancels, the error then wrapping ctx.Err(); once built, the table
// answers at once whatever ctx.
func TrueDistance(ctx context.Context, s State) (int, error) {
	t, err := ExactTable(ctx, nil)
	if err != nil {
		return 0, fmt.Errorf("the exact table was not built: %w", err)
	}
	return t.Distance(s), nil
}
