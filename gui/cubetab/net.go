package cubetab

import (
	"image/color"
	"slices"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"frontier/core/domains/cube"
)

// netView draws a cube as held, unfolded as in the README's net: U on top,
// L F R B in a row, D below. Every sticker is a rectangle in its real
// colour with a thin dark border, and each face carries its letter. It
// scales to the space it is given, so presentation mode and a large window
// both get a large cube.
type netView struct {
	widget.BaseWidget
	cube cube.Cube

	// turning is the face of the last turn played, -1 for none: it and the
	// stickers its layer carries are outlined, and while done goes from 0
	// to 1 those stickers change from their colours before the turn.
	turning int
	before  cube.Cube
	done    float32
	anim    *fyne.Animation
}

// layers lists, for each face in the text order D L F R B U, the stickers
// a turn of that face moves: its own four and the eight around it, found
// as the stickers a quarter turn of the solved cube changes.
var layers = func() (out [6][]int) {
	for f := range 6 {
		ms, err := cube.ParseMoves(faceLetters[f : f+1])
		if err != nil {
			panic("cubetab: " + err.Error())
		}
		solved, turned := cube.SolvedCube(), cube.SolvedCube().Turn(ms...)
		for i := range solved {
			if i/4 == f || solved[i] != turned[i] {
				out[f] = append(out[f], i)
			}
		}
	}
	return out
}()

// faceCell is where each face sits in the 4×3 grid of the net, in the
// text order D L F R B U.
var faceCell = [6][2]int{{1, 2}, {0, 1}, {1, 1}, {2, 1}, {3, 1}, {1, 0}}

const faceLetters = "DLFRBU"

// stickerColor holds the real colours of the six cube colours, in the
// order of cube.Color: white, blue, red, green, orange, yellow.
var stickerColor = [6]color.NRGBA{
	{R: 0xf5, G: 0xf5, B: 0xf2, A: 0xff},
	{R: 0x1e, G: 0x56, B: 0xc8, A: 0xff},
	{R: 0xc8, G: 0x1e, B: 0x32, A: 0xff},
	{R: 0x12, G: 0x9e, B: 0x4e, A: 0xff},
	{R: 0xff, G: 0x6a, B: 0x10, A: 0xff},
	{R: 0xff, G: 0xd5, B: 0x00, A: 0xff},
}

var (
	plateColor  = color.NRGBA{R: 0x1c, G: 0x1c, B: 0x1f, A: 0xff}
	borderColor = color.NRGBA{R: 0x10, G: 0x10, B: 0x12, A: 0xff}
	badgeColor  = color.NRGBA{R: 0x1c, G: 0x1c, B: 0x1f, A: 0xd8}
)

func newNetView(c cube.Cube) *netView {
	n := &netView{cube: c, turning: -1}
	n.ExtendBaseWidget(n)
	return n
}

// SetCube draws another cube at once.
func (n *netView) SetCube(c cube.Cube) {
	if n.anim != nil {
		n.anim.Stop()
		n.anim = nil
	}
	n.cube, n.turning, n.done = c, -1, 1
	n.Refresh()
}

// Turn draws the cube to, one move from the cube from: the face the move
// turns is outlined with its layer, whose stickers change colour over d.
// move is the move's name as held, such as "R'".
func (n *netView) Turn(from, to cube.Cube, move string, d time.Duration) {
	n.SetCube(to)
	if move == "" || d <= 0 {
		return
	}
	f := strings.IndexByte(faceLetters, move[0])
	if f < 0 {
		return
	}
	n.turning, n.before, n.done = f, from, 0
	n.anim = fyne.NewAnimation(d, func(x float32) {
		n.done = x
		n.Refresh()
	})
	n.anim.Curve = fyne.AnimationEaseInOut
	n.anim.Start()
}

// shown is the cube on show.
func (n *netView) shown() cube.Cube { return n.cube }

// gapRatio is the gap between faces as a fraction of a sticker's side.
const gapRatio = 0.14

// geometry returns the side of a sticker, the gap between faces and the
// net's top-left corner, centred in size.
func geometry(size fyne.Size) (cell, gap float32, origin fyne.Position) {
	cell = min(size.Width/(8+3*gapRatio), size.Height/(6+2*gapRatio))
	gap = cell * gapRatio
	w, h := 8*cell+3*gap, 6*cell+2*gap
	return cell, gap, fyne.NewPos((size.Width-w)/2, (size.Height-h)/2)
}

// MinSize keeps the net legible in a small window, its stickers each
// about a line and a half of text, so that it grows with the text in
// presentation mode; it grows with the space it gets.
func (n *netView) MinSize() fyne.Size {
	cell := 1.6 * theme.Size(theme.SizeNameText)
	return fyne.NewSize(8*cell, 6*cell)
}

func (n *netView) CreateRenderer() fyne.WidgetRenderer {
	r := &netRenderer{n: n}
	for f := range 6 {
		plate := canvas.NewRectangle(plateColor)
		badge := canvas.NewCircle(badgeColor)
		letter := canvas.NewText(faceLetters[f:f+1], color.White)
		letter.TextStyle.Bold = true
		letter.Alignment = fyne.TextAlignCenter
		r.plates[f], r.badges[f], r.letters[f] = plate, badge, letter
	}
	for i := range r.stickers {
		s := canvas.NewRectangle(stickerColor[0])
		s.StrokeColor = borderColor
		r.stickers[i] = s
	}
	r.paint()
	return r
}

type netRenderer struct {
	n        *netView
	plates   [6]*canvas.Rectangle
	stickers [24]*canvas.Rectangle
	badges   [6]*canvas.Circle
	letters  [6]*canvas.Text
}

func (r *netRenderer) Layout(size fyne.Size) {
	cell, gap, o := geometry(size)
	inset := max(cell*0.05, 1)
	for f := range 6 {
		x := o.X + float32(faceCell[f][0])*(2*cell+gap)
		y := o.Y + float32(faceCell[f][1])*(2*cell+gap)
		r.plates[f].Move(fyne.NewPos(x, y))
		r.plates[f].Resize(fyne.NewSize(2*cell, 2*cell))
		r.plates[f].CornerRadius = cell * 0.12
		for k := range 4 {
			s := r.stickers[4*f+k]
			s.Move(fyne.NewPos(x+float32(k%2)*cell+inset, y+float32(k/2)*cell+inset))
			s.Resize(fyne.NewSize(cell-2*inset, cell-2*inset))
			s.CornerRadius = cell * 0.1
			if !slices.Contains(layersOf(r.n.turning), 4*f+k) {
				s.StrokeWidth = max(cell*0.025, 1)
			}
		}
		// The letter sits where the face's four stickers meet.
		rad := cell * 0.26
		r.badges[f].Move(fyne.NewPos(x+cell-rad, y+cell-rad))
		r.badges[f].Resize(fyne.NewSize(2*rad, 2*rad))
		l := r.letters[f]
		l.TextSize = rad * 1.25
		h := l.MinSize().Height
		l.Move(fyne.NewPos(x+cell-rad, y+cell-h/2))
		l.Resize(fyne.NewSize(2*rad, h))
	}
}

func (r *netRenderer) MinSize() fyne.Size { return r.n.MinSize() }

func (r *netRenderer) paint() {
	n := r.n
	highlight := theme.Color(theme.ColorNamePrimary)
	for f := range 6 {
		r.plates[f].StrokeColor, r.plates[f].StrokeWidth = highlight, 0
	}
	for i, c := range n.cube {
		s := r.stickers[i]
		s.StrokeColor = borderColor
		if int(c) < len(stickerColor) {
			s.FillColor = stickerColor[c]
		}
	}
	if n.turning < 0 {
		return
	}
	cell, _, _ := geometry(n.Size())
	r.plates[n.turning].StrokeWidth = max(cell*0.08, 2)
	for _, i := range layers[n.turning] {
		s := r.stickers[i]
		s.StrokeColor = highlight
		s.StrokeWidth = max(cell*0.06, 2)
		if b, c := n.before[i], n.cube[i]; n.done < 1 && int(b) < len(stickerColor) && int(c) < len(stickerColor) {
			s.FillColor = blend(stickerColor[b], stickerColor[c], n.done)
		}
	}
}

// blend is the colour a of the way from a to b.
func blend(a, b color.NRGBA, f float32) color.NRGBA {
	mix := func(x, y uint8) uint8 { return uint8(float32(x) + (float32(y)-float32(x))*f + 0.5) }
	return color.NRGBA{R: mix(a.R, b.R), G: mix(a.G, b.G), B: mix(a.B, b.B), A: 0xff}
}

// layersOf is the stickers of the turning face's layer, none for -1.
func layersOf(face int) []int {
	if face < 0 {
		return nil
	}
	return layers[face]
}

func (r *netRenderer) Refresh() {
	r.Layout(r.n.Size())
	r.paint()
	canvas.Refresh(r.n)
}

func (r *netRenderer) Objects() []fyne.CanvasObject {
	objs := make([]fyne.CanvasObject, 0, 6+24+12)
	for f := range 6 {
		objs = append(objs, r.plates[f])
		for k := range 4 {
			objs = append(objs, r.stickers[4*f+k])
		}
		objs = append(objs, r.badges[f], r.letters[f])
	}
	return objs
}

func (r *netRenderer) Destroy() {}
