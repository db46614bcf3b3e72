package maptab

import (
	"image/color"
	"math"
	"slices"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"frontier/core/domains/route"
)

// mapView draws a route map: the places at their coordinates, scaled to
// the space it is given with their proportions kept, with their names;
// the roads with their lengths at the middle, an arrow on a one-way
// road; the start and the goal in colours of their own. Over that it
// draws what the tab asks: the route played so far, the marks of the
// heuristic inspector, or a step of a watched search. It reports taps
// (and secondary taps) on a place.
type mapView struct {
	widget.BaseWidget
	m           *route.Map
	start, goal route.Place
	// here is the place on show (a position of the path, the node of a
	// watched step, a child in the watch view); -1 for none.
	here route.Place

	// route is the route lit so far, its places in order, and litDone
	// how much of its last road is drawn (from 0 to 1, while it is
	// animated); note says its cost.
	route   []route.Place
	litDone float32
	// found is the whole path the search found, drawn faint under the
	// route lit so far, so that a result shows its way before Play.
	found []route.Place
	note  string
	anim  *fyne.Animation

	step    *stepMarks    // a step of a watched search, or nil
	inspect *inspectMarks // the inspector's marks, or nil

	// OnTap and OnSecondary are called with the place tapped, or
	// secondary-tapped (a right click).
	OnTap, OnSecondary func(route.Place)
}

// stepMarks are a watched step's places: the node being expanded, the
// frontier with their g, h and f, and the explored places.
type stepMarks struct {
	expanding route.Place
	frontier  map[route.Place][3]int // g, h, f of the place's first entry
	next      route.Place            // the frontier's first entry, or -1
	explored  map[route.Place]bool
	informed  bool
	goal      bool // the goal is reached: expanding is the goal
}

// inspectMarks are the inspector's: h and h* of every place, the places
// where h overestimates and the roads where h is not consistent.
type inspectMarks struct {
	h, truth []int
	over     []bool
	bad      map[[2]route.Place]bool
}

func newMapView(m *route.Map) *mapView {
	v := &mapView{m: m, here: -1, goal: -1, start: -1, litDone: 1}
	v.ExtendBaseWidget(v)
	return v
}

// The colours of the drawing: each role its own, readable on the light
// and the dark theme alike.
var (
	startColour    = color.NRGBA{R: 0x1b, G: 0x9e, B: 0x4b, A: 0xff}
	goalColour     = color.NRGBA{R: 0xd3, G: 0x2f, B: 0x2f, A: 0xff}
	routeColour    = color.NRGBA{R: 0xf5, G: 0x8a, B: 0x07, A: 0xff}
	hereColour     = color.NRGBA{R: 0xf5, G: 0x8a, B: 0x07, A: 0xff}
	frontierColour = color.NRGBA{R: 0x1e, G: 0x88, B: 0xe5, A: 0xff}
	exploredColour = color.NRGBA{R: 0x8e, G: 0x8e, B: 0x8e, A: 0xff}
	badColour      = color.NRGBA{R: 0xc2, G: 0x18, B: 0x8b, A: 0xff}
)

// SetMap draws the map m from start to goal, with here on show, at once.
func (v *mapView) SetMap(m *route.Map, start, goal, here route.Place) {
	v.stopAnim()
	if m != v.m {
		// marks made on another map, which its places do not index
		v.step, v.inspect = nil, nil
	}
	v.m, v.start, v.goal, v.here = m, start, goal, here
	v.Refresh()
}

// SetRoute lights the route r (its places in order), over the path found
// drawn faint (nil for none), and says note; the last road grows over d
// when d > 0.
func (v *mapView) SetRoute(r, found []route.Place, note string, d time.Duration) {
	v.stopAnim()
	v.route, v.found, v.note, v.litDone = r, found, note, 1
	if d > 0 && len(r) > 1 {
		v.litDone = 0
		v.anim = fyne.NewAnimation(d, func(f float32) {
			v.litDone = f
			v.Refresh()
		})
		v.anim.Curve = fyne.AnimationEaseInOut
		v.anim.Start()
	}
	v.Refresh()
}

func (v *mapView) stopAnim() {
	if v.anim != nil {
		v.anim.Stop()
		v.anim = nil
	}
	v.litDone = 1
}

// SetStep draws a watched step over the map, nil for none.
func (v *mapView) SetStep(s *stepMarks) {
	v.step = s
	v.Refresh()
}

// SetInspect draws the inspector's marks, nil for none.
func (v *mapView) SetInspect(in *inspectMarks) {
	v.inspect = in
	v.Refresh()
}

// textSize is the size of the names: the theme's text size, which
// presentation mode enlarges, or less, down to its caption size, on a
// small drawing (the watch view's copy of the map) or where the names at
// full size would take more than a quarter of the drawing: as much less
// as brings them to a quarter. Names never shrink further: where they cannot
// all stand at their dots some move out or shorten (maplabels.go).
func (v *mapView) textSize(size fyne.Size) float32 {
	full, least := theme.TextSize(), theme.Size(theme.SizeNameCaptionText)
	ts := min(full, max(least, min(size.Width, size.Height)/16))
	if v.m == nil || ts == least {
		return ts
	}
	var need float32
	for p := range v.m.Places() {
		s := measure(v.m.Name(route.Place(p)), ts, false)
		need += (s.Width + ts) * s.Height
	}
	if room := size.Width * size.Height / 4; need > room {
		// the room a name takes grows as the square of its size
		ts = max(least, ts*float32(math.Sqrt(float64(room/need))))
	}
	return ts
}

// lengthSize is the size of the roads' lengths with names of size ts: a
// little smaller, never under the theme's caption size.
func (v *mapView) lengthSize(ts float32) float32 {
	return max(ts*0.82, min(ts, theme.Size(theme.SizeNameCaptionText)))
}

// small reports whether a drawing of size is too small for names: the
// watch view's copies of the map for each child.
func (v *mapView) small(size fyne.Size) bool {
	return size.Width < 14*theme.TextSize() || size.Height < 9*theme.TextSize()
}

// frame maps the map's coordinates into a drawing of size, proportions
// kept: it returns the function that places a point, leaving margins for
// the names and, at the bottom, a line for the legend.
func (v *mapView) frame(size fyne.Size) func(p route.Place) fyne.Position {
	at, _ := v.frameWith(size, v.textSize(size))
	return at
}

// frameWith is frame with names of size ts, and the pixels of one unit.
func (v *mapView) frameWith(size fyne.Size, ts float32) (func(p route.Place) fyne.Position, float64) {
	if v.m == nil || v.m.Places() == 0 {
		return func(route.Place) fyne.Position { return fyne.Position{} }, 0
	}
	minX, minY, maxX, maxY := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for p := range v.m.Places() {
		x, y := v.m.XY(route.Place(p))
		minX, maxX, minY, maxY = math.Min(minX, x), math.Max(maxX, x), math.Min(minY, y), math.Max(maxY, y)
	}
	left, right, top, bottom := ts*0.8, ts*0.8, ts*1.2, ts*1.2
	if !v.small(size) {
		// Names run right of their dots, where they have room; the
		// legend and the route's cost take a line each below and
		// above.
		_, _, rows := legendAt(v.legend(), size.Width, ts)
		left, right, top, bottom = ts*1.2, ts*2.5, ts*2.4, ts*1.6+float32(rows)*ts*1.4
	}
	w, h := float64(size.Width-left-right), float64(size.Height-top-bottom)
	spanX, spanY := math.Max(maxX-minX, 1e-9), math.Max(maxY-minY, 1e-9)
	scale := math.Min(w/spanX, h/spanY)
	if scale <= 0 || math.IsInf(scale, 0) {
		scale = 0
	}
	// centred in the room left
	offX := float64(left) + (w-spanX*scale)/2
	offY := float64(top) + (h-spanY*scale)/2
	return func(p route.Place) fyne.Position {
		x, y := v.m.XY(p)
		return fyne.NewPos(float32(offX+(x-minX)*scale), float32(offY+(maxY-y)*scale))
	}, scale
}

// PlaceAt is the place drawn nearest the point, if it is within reach
// of a finger; ok is false otherwise.
func (v *mapView) PlaceAt(pos fyne.Position) (route.Place, bool) {
	if v.m == nil {
		return 0, false
	}
	at := v.frame(v.Size())
	reach := max(theme.TextSize()*1.2, 14)
	best, bestD := route.Place(-1), float32(math.MaxFloat32)
	for p := range v.m.Places() {
		q := at(route.Place(p))
		if d := float32(math.Hypot(float64(q.X-pos.X), float64(q.Y-pos.Y))); d < bestD {
			best, bestD = route.Place(p), d
		}
	}
	return best, best >= 0 && bestD <= reach
}

// where is where place p is drawn in the view as now sized.
func (v *mapView) where(p route.Place) fyne.Position { return v.frame(v.Size())(p) }

func (v *mapView) Tapped(e *fyne.PointEvent) {
	if p, ok := v.PlaceAt(e.Position); ok && v.OnTap != nil {
		v.OnTap(p)
	}
}

func (v *mapView) TappedSecondary(e *fyne.PointEvent) {
	if p, ok := v.PlaceAt(e.Position); ok && v.OnSecondary != nil {
		v.OnSecondary(p)
	}
}

// MinSize leaves room for the names of a map as large as Romania; the
// tab gives the map more when the window has it.
func (v *mapView) MinSize() fyne.Size {
	ts := theme.TextSize()
	return fyne.NewSize(17*ts, 12*ts)
}

func (v *mapView) CreateRenderer() fyne.WidgetRenderer {
	return &mapRenderer{v: v}
}

// byRole lists the places in the order their names choose where they go:
// the start and the goal, the place on show, the frontier, the explored
// places and the places the inspector marks, then the rest, each group in
// the map's order.
func (v *mapView) byRole() []route.Place {
	rank := func(q route.Place) int {
		st, in := v.step, v.inspect
		switch {
		case q == v.start || q == v.goal:
			return 0
		case q == v.here || st != nil && q == st.expanding:
			return 1
		case st != nil && hasKey(st.frontier, q):
			return 2
		case st != nil && st.explored[q], in != nil && in.over[q]:
			return 3
		}
		return 4
	}
	order := make([]route.Place, v.m.Places())
	for p := range order {
		order[p] = route.Place(p)
	}
	slices.SortStableFunc(order, func(a, b route.Place) int { return rank(a) - rank(b) })
	return order
}
