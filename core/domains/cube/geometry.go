package cube

// The geometry of the stickers, worked out once from 3-D coordinates so that
// no move table is typed by hand: each sticker sits on a corner cubie at
// p ∈ {-1,1}³ (x right, y up, z front) and faces outward along its face's
// normal. A turn rotates both vectors and looks up which sticker is there.

type vec [3]int

var (
	faceNormal = [6]vec{faceD: {0, -1, 0}, faceL: {-1, 0, 0}, faceF: {0, 0, 1}, faceR: {1, 0, 0}, faceB: {0, 0, -1}, faceU: {0, 1, 0}}
	// faceUp and faceRight are the directions of "up" and "right" on a face
	// as drawn in the net of the package comment.
	faceUp    = [6]vec{faceD: {0, 0, 1}, faceL: {0, 1, 0}, faceF: {0, 1, 0}, faceR: {0, 1, 0}, faceB: {0, 1, 0}, faceU: {0, 0, -1}}
	faceRight = [6]vec{faceD: {1, 0, 0}, faceL: {0, 0, 1}, faceF: {1, 0, 0}, faceR: {0, 0, -1}, faceB: {-1, 0, 0}, faceU: {1, 0, 0}}
)

func (a vec) add(b vec) vec   { return vec{a[0] + b[0], a[1] + b[1], a[2] + b[2]} }
func (a vec) scale(k int) vec { return vec{a[0] * k, a[1] * k, a[2] * k} }
func (a vec) dot(b vec) int   { return a[0]*b[0] + a[1]*b[1] + a[2]*b[2] }
func (a vec) cross(b vec) vec {
	return vec{a[1]*b[2] - a[2]*b[1], a[2]*b[0] - a[0]*b[2], a[0]*b[1] - a[1]*b[0]}
}
func (a vec) turnCW(axis vec) vec { return axis.scale(axis.dot(a)).add(axis.cross(a).scale(-1)) }

// stickerAt returns the cubie position and outward normal of sticker f.
func stickerAt(f int) (p, n vec) {
	face, i := f/4, f%4
	n = faceNormal[face]
	p = n
	if i%2 == 0 {
		p = p.add(faceRight[face].scale(-1))
	} else {
		p = p.add(faceRight[face])
	}
	if i < 2 {
		p = p.add(faceUp[face])
	} else {
		p = p.add(faceUp[face].scale(-1))
	}
	return p, n
}

func stickerIndex(p, n vec) int {
	for f := range 24 {
		if q, m := stickerAt(f); q == p && m == n {
			return f
		}
	}
	panic("cube: no sticker at the rotated place")
}

// sticky is a permutation of the 24 stickers: the sticker at f moves to to[f].
type sticky [24]uint8

// turnStickers is the clockwise quarter turn of face (as seen looking at
// it), or of the whole cube about that face's axis when whole is set.
func turnStickers(face int, whole bool) sticky {
	var t sticky
	axis := faceNormal[face]
	for f := range 24 {
		p, n := stickerAt(f)
		if whole || p.dot(axis) > 0 {
			p, n = p.turnCW(axis), n.turnCW(axis)
		}
		t[f] = uint8(stickerIndex(p, n))
	}
	return t
}

func (a sticky) then(b sticky) sticky {
	var t sticky
	for f := range 24 {
		t[f] = b[a[f]]
	}
	return t
}

// Corner positions: the seven that move under U, R and F, then DBL, which
// they never move and which the canonical orientation keeps solved.
const (
	cURF = iota
	cUFL
	cULB
	cUBR
	cDFR
	cDLF
	cDRB
	cDBL
)

var cornerAt = [8]vec{{1, 1, 1}, {-1, 1, 1}, {-1, 1, -1}, {1, 1, -1}, {1, -1, 1}, {-1, -1, 1}, {1, -1, -1}, {-1, -1, -1}}

// cornerStickers lists each corner position's stickers clockwise as seen
// from outside the corner, starting with its top or bottom sticker. A
// corner's orientation is the index in this list of its white or yellow
// sticker.
var cornerStickers [8][3]uint8

// faceTurn holds the clockwise quarter turn of each face; rotations holds
// the 24 whole-cube rotations, identity first.
var (
	faceTurn  [6]sticky
	rotations []sticky
)

func init() {
	for c, p := range cornerAt {
		n0 := vec{0, p[1], 0}
		n1, n2 := vec{p[0], 0, 0}, vec{0, 0, p[2]}
		if n0.cross(n1).dot(p) > 0 { // counter-clockwise: swap
			n1, n2 = n2, n1
		}
		for k, n := range [3]vec{n0, n1, n2} {
			cornerStickers[c][k] = uint8(stickerIndex(p, n))
		}
	}
	for face := range 6 {
		faceTurn[face] = turnStickers(face, false)
	}
	var id sticky
	for f := range id {
		id[f] = uint8(f)
	}
	rotations = []sticky{id}
	gens := []sticky{turnStickers(faceU, true), turnStickers(faceR, true)}
	for i := 0; i < len(rotations); i++ {
		for _, g := range gens {
			r := rotations[i].then(g)
			if !containsSticky(rotations, r) {
				rotations = append(rotations, r)
			}
		}
	}
}

func containsSticky(list []sticky, s sticky) bool {
	for _, t := range list {
		if t == s {
			return true
		}
	}
	return false
}

// stickerName is a sticker's label in the net, for example "F2".
func stickerName(f int) string {
	return faceLetters[f/4:f/4+1] + string(rune('0'+f%4))
}
