package maptab

import (
	"image/color"
	"math"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"

	"frontier/core/domains/route"
	"frontier/gui/kit/labels"
)

// mapRenderer draws a mapView from pools of lines, circles, boxes and
// texts, taken afresh at each layout: the objects drawn are the ones
// taken, in the order taken (roads under places under words).
type mapRenderer struct {
	v       *mapView
	bg      *canvas.Rectangle
	lines   []*canvas.Line
	circles []*canvas.Circle
	boxes   []*canvas.Rectangle
	texts   []*canvas.Text
	nl, nc  int
	nb, nt  int
	objs    []fyne.CanvasObject
	// radius are the places' dots' radii.
	radius []float32
	// wordNames and wordNums are the words placed (see words), for what
	// placed says.
	wordNames []label
	wordNums  []number
	placed    wordsKey
}

// wordsKey is what the words' places depend on: the drawing's size, text
// size and text colour (which the names are drawn in), the map, its
// start, goal and place on show, the marks of a watched step or the
// inspector, and the note at the top.
type wordsKey struct {
	size        fyne.Size
	ts          float32
	fg          [4]uint32
	m           *route.Map
	start, goal route.Place
	here        route.Place
	step        *stepMarks
	inspect     *inspectMarks
	note        string
}

func (r *mapRenderer) line(a, b fyne.Position, c color.Color, width float32) {
	if r.nl == len(r.lines) {
		r.lines = append(r.lines, canvas.NewLine(c))
	}
	l := r.lines[r.nl]
	r.nl++
	l.StrokeColor, l.StrokeWidth = c, width
	l.Position1, l.Position2 = a, b
	r.objs = append(r.objs, l)
}

func (r *mapRenderer) circle(at fyne.Position, radius float32, fill, stroke color.Color, width float32) {
	if r.nc == len(r.circles) {
		r.circles = append(r.circles, canvas.NewCircle(fill))
	}
	c := r.circles[r.nc]
	r.nc++
	c.FillColor, c.StrokeColor, c.StrokeWidth = fill, stroke, width
	c.Position1 = at.SubtractXY(radius, radius)
	c.Position2 = at.AddXY(radius, radius)
	r.objs = append(r.objs, c)
}

func (r *mapRenderer) box(at fyne.Position, size fyne.Size, fill color.Color) {
	if r.nb == len(r.boxes) {
		r.boxes = append(r.boxes, canvas.NewRectangle(fill))
	}
	b := r.boxes[r.nb]
	r.nb++
	b.FillColor, b.CornerRadius = fill, 3
	b.Move(at)
	b.Resize(size)
	r.objs = append(r.objs, b)
}

// text draws s with its top-left corner at at.
func (r *mapRenderer) text(s string, at fyne.Position, size float32, c color.Color, bold bool) fyne.Size {
	if r.nt == len(r.texts) {
		r.texts = append(r.texts, canvas.NewText("", c))
	}
	t := r.texts[r.nt]
	r.nt++
	t.Text, t.Color, t.TextSize, t.TextStyle.Bold = s, c, size, bold
	m := t.MinSize()
	t.Move(at)
	t.Resize(m)
	r.objs = append(r.objs, t)
	return m
}

func faded(c color.Color, alpha uint8) color.Color {
	r, g, b, _ := c.RGBA()
	return color.NRGBA{R: uint8(r >> 8), G: uint8(g >> 8), B: uint8(b >> 8), A: alpha}
}

func (r *mapRenderer) Layout(size fyne.Size) {
	v := r.v
	r.nl, r.nc, r.nb, r.nt = 0, 0, 0, 0
	r.radius = r.radius[:0]
	if r.bg == nil {
		r.bg = canvas.NewRectangle(theme.Color(theme.ColorNameInputBackground))
		r.bg.CornerRadius = 8
	}
	r.bg.FillColor = theme.Color(theme.ColorNameInputBackground)
	r.bg.Move(fyne.Position{})
	r.bg.Resize(size)
	r.objs = append(r.objs[:0], r.bg)
	if v.m == nil || size.Width <= 0 || size.Height <= 0 {
		return
	}
	k := v.scale(size)
	roads := eachRoadOnce(v.m.Roads())
	r.roads(roads, k)
	r.route(k)
	r.places(k)
	if k.small {
		return
	}
	fr, fg, fb, fa := k.fg.RGBA()
	key := wordsKey{size, k.ts, [4]uint32{fr, fg, fb, fa}, v.m, v.start, v.goal, v.here, v.step, v.inspect, v.note}
	if key != r.placed {
		// Placed again only when what they depend on changes, not at
		// each frame of a road lit as it plays.
		r.placed = key
		r.wordNames, r.wordNums = r.words(size, k, roads)
	}
	names, nums := r.wordNames, r.wordNums
	r.drawLengths(nums, k.bgc)
	r.drawNames(names, k.ts, k.bgc)
	r.corner(size, k.ts, k.fg)
}

// The orders in which the words are placed (see words).
const (
	namesFirst     = iota // names with a leading place's line, lengths, lines
	leadLinesLater        // names, lengths, every place's line
	lengthsOnRoads        // lengths on their roads, names, lengths beside, lines
	orders
)

// words places the names and the roads' lengths on a board of the
// drawing: every name, whole where it can be, and every road's length
// by its road, where the drawing has room for them. The names find room
// first, around the dots; the roads' lengths then slide along their
// roads, or beside them, to where they cover nothing (a length may come
// nearer a dot than a name, which must not read as another place's);
// the places' lines under their names (g, h and f, h/h*) last, where
// room is left. Where that leaves a road without its length, the words
// are placed again with a leading place's line (the start's g, h and
// f) waiting like the others', then with the lengths placed on their
// roads before the names, which have more room to choose from: the
// first order that leaves no road without its length, or else the one
// that leaves fewest, and names fewest shortened and away from their
// dots.
func (r *mapRenderer) words(size fyne.Size, k mapScale, roads []route.Road) ([]label, []number) {
	var names []label
	var nums []number
	best := [3]int{math.MaxInt, 0, 0}
	for order := range orders {
		ns, ls := r.place(size, k, roads, order)
		cost := [3]int{len(roads) - len(ls), 0, 0}
		for _, n := range ns {
			if n.short {
				cost[1]++
			}
			if n.far {
				cost[2]++
			}
		}
		if slices.Compare(cost[:], best[:]) < 0 {
			names, nums, best = ns, ls, cost
		}
		if cost[0] == 0 {
			break
		}
	}
	return names, nums
}

// place places the words in the order given (see words).
func (r *mapRenderer) place(size fyne.Size, k mapScale, roads []route.Road, order int) ([]label, []number) {
	v := r.v
	board := labels.NewBoard(labels.Rect{X1: size.Width, Y1: size.Height})
	for _, rd := range roads {
		board.Line(pos(k.at(rd.From)), pos(k.at(rd.To)))
	}
	for p := range v.m.Places() {
		// A name keeps off other places' dots by a margin, so that it
		// is never nearer another dot than its own.
		board.Mark(p, pos(k.at(route.Place(p))), r.radius[p], k.ts*0.35)
	}
	_, _, rows := legendAt(v.legend(), size.Width, k.ts)
	board.Keep(labels.Rect{Y0: size.Height - k.ts*0.4 - float32(rows)*k.ts*1.4, X1: size.Width, Y1: size.Height})
	if v.note != "" {
		board.Keep(labels.Rect{X1: measure(v.note, k.ts, true).Width + k.ts, Y1: k.ts * 1.6})
	}
	ls := v.lengthSize(k.ts)
	var nums []number
	if order == lengthsOnRoads {
		nums = lengths(board, roads, k.at, ls, labels.OnLine, nil)
	}
	names := r.names(board, k.at, k.ts, size, k.fg, order == namesFirst)
	nums = lengths(board, roads, k.at, ls, labels.ByLine, nums)
	for i := range names {
		names[i].addLine(board, k.ts)
	}
	return names, nums
}

// mapScale is how a layout of the map draws at its size: where each
// place is, the text size, the roads' width and the dots' radius.
type mapScale struct {
	at         func(route.Place) fyne.Position
	ts         float32
	small      bool
	roadW, dot float32
	fg, bgc    color.Color
}

func (v *mapView) scale(size fyne.Size) mapScale {
	k := mapScale{
		at:    v.frame(size),
		ts:    v.textSize(size),
		small: v.small(size),
		fg:    theme.Color(theme.ColorNameForeground),
		bgc:   theme.Color(theme.ColorNameInputBackground),
	}
	k.roadW = max(1.5, k.ts/7)
	k.dot = max(2.5, k.ts*0.32)
	if k.small {
		k.dot = max(2, k.ts*0.22)
	}
	return k
}

// eachRoadOnce is the map's roads with each two-way road once.
func eachRoadOnce(all []route.Road) []route.Road {
	type drawn struct{ a, b route.Place }
	var roads []route.Road
	seen := map[drawn]bool{}
	for _, rd := range all {
		k := drawn{min(rd.From, rd.To), max(rd.From, rd.To)}
		if !rd.OneWay && seen[k] {
			continue
		}
		seen[k] = true
		roads = append(roads, rd)
	}
	return roads
}

// roads draws the roads, the inspector's bad ones in their colour.
func (r *mapRenderer) roads(roads []route.Road, k mapScale) {
	in := r.v.inspect
	bad := func(rd route.Road) bool {
		return in != nil && (in.bad[[2]route.Place{rd.From, rd.To}] || !rd.OneWay && in.bad[[2]route.Place{rd.To, rd.From}])
	}
	for _, rd := range roads {
		c, w := faded(k.fg, 0x70), k.roadW
		if bad(rd) {
			c, w = badColour, k.roadW*2.4
		}
		a, b := k.at(rd.From), k.at(rd.To)
		r.line(a, b, c, w)
		if rd.OneWay {
			r.arrow(a, b, k.dot*1.8, max(k.ts*0.9, 9), c, w)
		}
	}
}

// route draws the path found, faint, and over it the route lit so far,
// its last road grown as far as it has come.
func (r *mapRenderer) route(k mapScale) {
	v := r.v
	for i := 1; i < len(v.found); i++ {
		r.line(k.at(v.found[i-1]), k.at(v.found[i]), faded(routeColour, 0x60), k.roadW*3.2)
	}
	for i := 1; i < len(v.route); i++ {
		a, b := k.at(v.route[i-1]), k.at(v.route[i])
		if i == len(v.route)-1 && v.litDone < 1 {
			b = fyne.NewPos(a.X+(b.X-a.X)*v.litDone, a.Y+(b.Y-a.Y)*v.litDone)
		}
		r.line(a, b, routeColour, k.roadW*3.2)
	}
}

// places draws the places' dots, and keeps their radii for the words to
// keep off.
func (r *mapRenderer) places(k mapScale) {
	for p := range r.v.m.Places() {
		q := route.Place(p)
		fill, ring, rw, rad := r.v.dotStyle(q, k)
		r.circle(k.at(q), rad, fill, ring, rw)
		r.radius = append(r.radius, rad)
	}
}

// dotStyle is how place q's dot is drawn: start and goal ringed in their
// colours, the watched step's roles filled in theirs.
func (v *mapView) dotStyle(q route.Place, k mapScale) (fill, ring color.Color, rw, rad float32) {
	st, dot := v.step, k.dot
	fill, ring, rad = k.fg, color.Transparent, dot
	switch {
	case st != nil && q == st.expanding:
		fill, rad = hereColour, dot*1.9
	case st != nil && st.frontier != nil && hasKey(st.frontier, q):
		fill, rad = frontierColour, dot*1.5
	case st != nil && st.explored[q]:
		fill, rad = exploredColour, dot*1.4
	case st == nil && q == v.here && v.here != v.start:
		fill, rad = hereColour, dot*1.7
	}
	if v.inspect != nil && v.inspect.over[q] {
		ring, rw, rad = badColour, max(2, dot*0.6), max(rad, dot*1.5)
	}
	if st != nil && q == st.next {
		// the frontier's first: hollow, in the frontier's colour
		ring, rw = frontierColour, max(rw, dot*0.7)
		rad = max(rad, dot*2)
		fill = k.bgc
	}
	switch q {
	case v.start:
		ring, rw, rad = startColour, max(2.5, dot*0.8), max(rad, dot*1.7)
		if fill == k.fg {
			fill = startColour
		}
	case v.goal:
		ring, rw, rad = goalColour, max(2.5, dot*0.8), max(rad, dot*1.7)
		if fill == k.fg {
			fill = goalColour
		}
	}
	return fill, ring, rw, rad
}

func hasKey[K comparable, V any](m map[K]V, k K) bool {
	_, ok := m[k]
	return ok
}

// arrow draws the head of a one-way road's arrow, size long, at b, back
// short of the dot.
func (r *mapRenderer) arrow(a, b fyne.Position, back, size float32, c color.Color, w float32) {
	dx, dy := float64(b.X-a.X), float64(b.Y-a.Y)
	l := math.Hypot(dx, dy)
	if l < float64(back+size)*1.5 {
		return
	}
	ux, uy := dx/l, dy/l
	tip := fyne.NewPos(b.X-float32(ux)*back, b.Y-float32(uy)*back)
	head := float64(size)
	for _, s := range []float64{1, -1} {
		// 28° each side of the road
		cx := -ux*math.Cos(0.5) - s*-uy*math.Sin(0.5)
		cy := -uy*math.Cos(0.5) - s*ux*math.Sin(0.5)
		r.line(tip, fyne.NewPos(tip.X+float32(cx*head), tip.Y+float32(cy*head)), c, w*1.3)
	}
}

// legendEntry is a colour and what it means; a nil colour is words
// alone, hollow a ring.
type legendEntry struct {
	c      color.Color
	name   string
	hollow bool
}

// legend is what the colours on show mean.
func (v *mapView) legend() []legendEntry {
	legend := []legendEntry{{startColour, "start", false}, {goalColour, "goal", false}}
	switch {
	case v.step != nil:
		legend = append(legend, legendEntry{hereColour, "expanding", false}, legendEntry{frontierColour, "next", true},
			legendEntry{frontierColour, "frontier", false}, legendEntry{exploredColour, "explored", false})
	case v.inspect != nil:
		legend = append(legend, legendEntry{nil, "h/h* under each name;", false},
			legendEntry{badColour, "h > h* (place),", false}, legendEntry{nil, "h(n) > c + h(n′) (road)", false})
	case len(v.route) > 1 || len(v.found) > 1:
		legend = append(legend, legendEntry{routeColour, "route", false})
	}
	return legend
}

// legendAt lays the legend out in rows across a drawing of width w, an
// entry going to the next row when the row is full; it returns each
// entry's left edge and row (0 the top), and the rows.
func legendAt(legend []legendEntry, w, ts float32) (xs []float32, rows []int, n int) {
	x, row := ts*0.5, 0
	for _, e := range legend {
		width := measure(e.name, ts*0.9, false).Width + ts*0.8
		if e.c != nil {
			width += ts
		}
		if x+width > w && x > ts*0.5 {
			x, row = ts*0.5, row+1
		}
		xs, rows = append(xs, x), append(rows, row)
		x += width
	}
	return xs, rows, row + 1
}

// corner writes the legend at the bottom and the route's cost at the
// top.
func (r *mapRenderer) corner(size fyne.Size, ts float32, fg color.Color) {
	v := r.v
	if v.note != "" {
		r.text(v.note, fyne.NewPos(ts*0.5, ts*0.3), ts, routeColour, true)
	}
	legend := v.legend()
	xs, rows, n := legendAt(legend, size.Width, ts)
	for i, e := range legend {
		x, y := xs[i], size.Height-ts*1.6-float32(n-1-rows[i])*ts*1.4
		if e.c == nil { // words alone
			r.text(e.name, fyne.NewPos(x, y), ts*0.9, fg, false)
			continue
		}
		if e.hollow {
			r.circle(fyne.NewPos(x+ts*0.4, y+ts*0.65), ts*0.35, color.Transparent, e.c, ts*0.15)
		} else {
			r.circle(fyne.NewPos(x+ts*0.4, y+ts*0.65), ts*0.4, e.c, color.Transparent, 0)
		}
		r.text(e.name, fyne.NewPos(x+ts, y), ts*0.9, fg, false)
	}
}

func (r *mapRenderer) MinSize() fyne.Size { return r.v.MinSize() }

func (r *mapRenderer) Refresh() {
	r.Layout(r.v.Size())
	canvas.Refresh(r.v)
}

func (r *mapRenderer) Objects() []fyne.CanvasObject {
	if r.bg == nil {
		r.Layout(r.v.Size())
	}
	return r.objs
}

func (r *mapRenderer) Destroy() {}
