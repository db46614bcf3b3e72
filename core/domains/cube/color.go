package cube

// Color is a sticker colour. Its value is the index of the face it covers
// on the solved cube in the text order D L F R B U, so White is the bottom.
type Color uint8

// The six colours, in the text order of their home faces.
const (
	White Color = iota
	Blue
	Red
	Green
	Orange
	Yellow
)

const colorLetters = "WBRGOY"

// String returns the colour's letter, for example "W".
func (c Color) String() string {
	if int(c) < len(colorLetters) {
		return colorLetters[c : c+1]
	}
	return "?"
}

// colorOf reads a colour letter in either case.
func colorOf(r rune) (Color, bool) {
	for i, l := range colorLetters {
		if r == l || r == l+'a'-'A' {
			return Color(i), true
		}
	}
	return 0, false
}

// opposite is the colour on the far side of the solved cube.
var opposite = [6]Color{White: Yellow, Blue: Green, Red: Orange, Green: Blue, Orange: Red, Yellow: White}

// The faces in the text order; a colour's home face has the same index.
const (
	faceD = iota
	faceL
	faceF
	faceR
	faceB
	faceU
)

const faceLetters = "DLFRBU"
