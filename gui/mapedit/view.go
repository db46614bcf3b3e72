package mapedit

import (
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"frontier/core/domains/route"
)

// box is the part of the map on show, in the map's units (y northward).
type box struct{ minX, minY, maxX, maxY float64 }

// mapView draws a draft, places as dots with their names and roads as
// lines with their lengths at the middle, and reports taps, drags and
// keys to the editor. The part of the map on show changes only when told
// (fit), never under the user's hand.
type mapView struct {
	widget.BaseWidget
	d     *route.Draft
	frame box

	// What the editor marks: the place and road chosen (-1 for none),
	// and the place a road being drawn starts from.
	selPlace, selRoad, from int

	// Where a new place will go while its name is asked, in the map's
	// units, if one will.
	ghost   [2]float64
	ghostOn bool

	// A place being dragged (-1 when none) and where it is on the screen.
	dragging int
	dragAt   fyne.Position
	dragSeen bool // the drag's first event has been handled

	// OnTap is called with where a tap fell; OnMove when a place dragged
	// is let go, with where it lies now, in the map's units; OnShortcut
	// and OnKey with a key the view has no use for.
	OnTap      func(pos fyne.Position)
	OnMove     func(place int, x, y float64)
	OnShortcut func(s fyne.Shortcut)
	OnKey      func(k *fyne.KeyEvent)
}

func newMapView(d *route.Draft) *mapView {
	v := &mapView{d: d, selPlace: -1, selRoad: -1, from: -1, dragging: -1}
	v.ExtendBaseWidget(v)
	v.fit()
	return v
}

// fit shows the whole map with a margin; an empty map shows a square of
// 1000 units.
func (v *mapView) fit() {
	n := v.d.Places()
	if n == 0 {
		v.frame = box{0, 0, 1000, 1000}
		return
	}
	p := v.d.Place(0)
	b := box{p.X, p.Y, p.X, p.Y}
	for i := 1; i < n; i++ {
		p := v.d.Place(i)
		b = box{min(b.minX, p.X), min(b.minY, p.Y), max(b.maxX, p.X), max(b.maxY, p.Y)}
	}
	pad := max(b.maxX-b.minX, b.maxY-b.minY, 1) * 0.08
	v.frame = box{b.minX - pad, b.minY - pad, b.maxX + pad, b.maxY + pad}
}

// margin is the room kept round the frame for the names, in pixels.
func margin() float32 { return 2 * theme.Size(theme.SizeNameText) }

// transform is how many pixels a unit of the map takes and where the
// frame's north-west corner lies on the screen.
func (v *mapView) transform() (scale float64, left, top float32) {
	s, m := v.Size(), margin()
	w, h := float64(max(s.Width-2*m, 1)), float64(max(s.Height-2*m, 1))
	fw, fh := v.frame.maxX-v.frame.minX, v.frame.maxY-v.frame.minY
	scale = min(w/fw, h/fh)
	left = m + float32((w-fw*scale)/2)
	top = m + float32((h-fh*scale)/2)
	return scale, left, top
}

// toScreen is where the point x, y of the map shows.
func (v *mapView) toScreen(x, y float64) fyne.Position {
	scale, left, top := v.transform()
	return fyne.NewPos(left+float32((x-v.frame.minX)*scale), top+float32((v.frame.maxY-y)*scale))
}

// toMap is the point of the map under pos, rounded to the largest power
// of ten no more than two pixels' worth: at most a pixel off, and short
// to write (a tap on Romania gives 412, not 411.7336).
func (v *mapView) toMap(pos fyne.Position) (x, y float64) {
	scale, left, top := v.transform()
	x = v.frame.minX + float64(pos.X-left)/scale
	y = v.frame.maxY - float64(pos.Y-top)/scale
	step := math.Pow(10, math.Floor(math.Log10(2/scale)))
	return math.Round(x/step) * step, math.Round(y/step) * step
}

// at is where place i shows, the drag's position while it is dragged.
func (v *mapView) at(i int) fyne.Position {
	if i == v.dragging {
		return v.dragAt
	}
	p := v.d.Place(i)
	return v.toScreen(p.X, p.Y)
}

// dotRadius is a place's dot, which grows with the text.
func dotRadius() float32 { return 0.45 * theme.Size(theme.SizeNameText) }

// placeAt finds the place whose dot is under pos, the nearest if several.
func (v *mapView) placeAt(pos fyne.Position) (int, bool) {
	best, bestD := -1, float32(1.6*dotRadius())
	for i := range v.d.Places() {
		if d := dist(pos, v.at(i)); d <= bestD {
			best, bestD = i, d
		}
	}
	return best, best >= 0
}

// roadAt finds the road under pos: near its line or on its length.
func (v *mapView) roadAt(pos fyne.Position) (int, bool) {
	best, bestD := -1, float32(0.6*theme.Size(theme.SizeNameText))
	for i := range v.d.Roads() {
		r := v.d.Road(i)
		if d := segmentDist(pos, v.at(r.From), v.at(r.To)); d <= bestD {
			best, bestD = i, d
		}
	}
	return best, best >= 0
}

func dist(a, b fyne.Position) float32 {
	return float32(math.Hypot(float64(a.X-b.X), float64(a.Y-b.Y)))
}

// segmentDist is the distance from p to the segment from a to b.
func segmentDist(p, a, b fyne.Position) float32 {
	dx, dy := b.X-a.X, b.Y-a.Y
	l2 := dx*dx + dy*dy
	if l2 == 0 {
		return dist(p, a)
	}
	t := max(0, min(1, ((p.X-a.X)*dx+(p.Y-a.Y)*dy)/l2))
	return dist(p, fyne.NewPos(a.X+t*dx, a.Y+t*dy))
}

// Tapped takes the keyboard, so that Ctrl+Z reaches the editor, and
// reports the tap.
func (v *mapView) Tapped(e *fyne.PointEvent) {
	if c := fyne.CurrentApp().Driver().CanvasForObject(v); c != nil {
		c.Focus(v)
	}
	if v.OnTap != nil {
		v.OnTap(e.Position)
	}
}

// Dragged moves the place under the pointer where the drag began; a drag
// that began elsewhere does nothing. The first event's Dragged reaches
// back to where the button went down.
func (v *mapView) Dragged(e *fyne.DragEvent) {
	if !v.dragSeen {
		v.dragSeen = true
		start := e.Position.Subtract(fyne.NewPos(e.Dragged.DX, e.Dragged.DY))
		if i, ok := v.placeAt(start); ok {
			v.dragging = i
		}
	}
	if v.dragging < 0 {
		return
	}
	s := v.Size()
	v.dragAt = fyne.NewPos(max(0, min(s.Width, e.Position.X)), max(0, min(s.Height, e.Position.Y)))
	v.Refresh()
}

// DragEnd lets the place go where it is.
func (v *mapView) DragEnd() {
	i := v.dragging
	v.dragging, v.dragSeen = -1, false
	if i >= 0 && v.OnMove != nil {
		x, y := v.toMap(v.dragAt)
		v.OnMove(i, x, y)
	}
	v.Refresh()
}

func (v *mapView) FocusGained()   {}
func (v *mapView) FocusLost()     {}
func (v *mapView) TypedRune(rune) {}

// TypedKey hands the keys to the editor (Delete, Esc).
func (v *mapView) TypedKey(k *fyne.KeyEvent) {
	if v.OnKey != nil {
		v.OnKey(k)
	}
}

// TypedShortcut hands the shortcuts to the editor (undo, redo).
func (v *mapView) TypedShortcut(s fyne.Shortcut) {
	if v.OnShortcut != nil {
		v.OnShortcut(s)
	}
}

// Cursor is the hand over the map, whatever the tool.
func (v *mapView) Cursor() desktop.Cursor { return desktop.PointerCursor }

// MinSize leaves room for a map to be read: about twenty lines square.
func (v *mapView) MinSize() fyne.Size {
	side := 20 * theme.Size(theme.SizeNameText)
	return fyne.NewSize(side, side*0.75)
}

func (v *mapView) CreateRenderer() fyne.WidgetRenderer { return newViewRenderer(v) }
