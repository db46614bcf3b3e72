package practicetab

import (
	"image/color"
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"

	"frontier/core/gametrees"
)

func (tv *treeView) CreateRenderer() fyne.WidgetRenderer {
	r := &treeRenderer{tv: tv}
	r.build()
	return r
}

// treeRenderer holds the canvas objects of one tree: for each node its
// shape, value, letter and window, and the dashes and move of the branch
// into it.
type treeRenderer struct {
	tv    *treeView
	built *gametrees.Tree
	nodes []nodeObjs
	objs  []fyne.CanvasObject
}

type nodeObjs struct {
	shape  *canvas.Polygon
	box    *canvas.Rectangle
	value  *canvas.Text
	name   *canvas.Text
	window *canvas.Text
	move   *canvas.Text
	line   *canvas.Line   // the branch drawn whole
	dashes []*canvas.Line // the branch drawn dashed
}

func (r *treeRenderer) build() {
	t := r.tv.tree
	r.built, r.nodes, r.objs = t, nil, nil
	if t == nil {
		return
	}
	r.nodes = make([]nodeObjs, len(t.Nodes))
	// Branches first, so nodes are drawn over them.
	for k := 1; k < len(t.Nodes); k++ {
		o := &r.nodes[k]
		o.line = canvas.NewLine(color.Black)
		r.objs = append(r.objs, o.line)
		for range dashes {
			l := canvas.NewLine(color.Black)
			o.dashes = append(o.dashes, l)
			r.objs = append(r.objs, l)
		}
	}
	for i := range t.Nodes {
		n, o := &t.Nodes[i], &r.nodes[i]
		if n.Leaf() {
			o.box = canvas.NewRectangle(color.Transparent)
			r.objs = append(r.objs, o.box)
		} else {
			o.shape = &canvas.Polygon{Sides: 3}
			if !n.Max {
				o.shape.Angle = 180
			}
			r.objs = append(r.objs, o.shape)
		}
		o.value = canvas.NewText("", color.Black)
		o.value.Alignment = fyne.TextAlignCenter
		o.value.TextStyle.Bold = true
		o.name = canvas.NewText(n.Name, color.Black)
		o.window = canvas.NewText("", color.Black)
		o.window.Alignment = fyne.TextAlignCenter
		o.move = canvas.NewText(n.Move, color.Black)
		o.move.Alignment = fyne.TextAlignCenter
		r.objs = append(r.objs, o.value, o.name, o.window, o.move)
	}
}

func (r *treeRenderer) Objects() []fyne.CanvasObject { return r.objs }
func (r *treeRenderer) Destroy()                     {}
func (r *treeRenderer) MinSize() fyne.Size           { return r.tv.MinSize() }

func (r *treeRenderer) Refresh() {
	if r.built != r.tv.tree {
		r.build()
	}
	r.Layout(r.tv.Size())
	canvas.Refresh(r.tv)
}

// Layout places the levels evenly from top to bottom and the leaves evenly
// from left to right, in the order a search meets them; an inner node
// stands over the middle of its children. Each node is as large as the
// text, or as its room between its neighbours allows; a move or a window
// that would run into a neighbour is left out (the window is in the
// explanation too, and a tap on the node shows it).
func (r *treeRenderer) Layout(size fyne.Size) {
	t := r.built
	if t == nil || size.IsZero() {
		return
	}
	g := treeGeometry{
		text:  theme.TextSize(),
		pad:   theme.Padding(),
		fg:    theme.Color(theme.ColorNameForeground),
		faint: theme.Color(theme.ColorNameDisabled),
	}
	g.small, g.stroke = g.text*0.85, max(2, g.text/7)
	slot := (size.Width - 2*g.pad) / float32(t.Leaves())
	levels := float32(t.Depth())
	top := g.pad + g.text*1.7
	bottom := size.Height - g.pad - g.text*1.6 // the leaves' names stand under them
	gap := (bottom - top) / max(levels, 1)
	g.pos = layoutTree(t, g.pad+slot/2, slot, top, gap)
	g.room = neighbourRoom(t, g.pos, size.Width)
	g.halves = make([]float32, len(t.Nodes))
	for i := range t.Nodes {
		g.halves[i] = min(g.text*1.9, g.room[i]*0.42, gap*0.4)
	}
	r.tv.pos, r.tv.halves = g.pos, g.halves
	for i := range t.Nodes {
		lk := r.tv.look(i)
		ink := g.fg
		if lk.faint {
			ink = g.faint
		}
		r.layoutNode(i, lk, ink, &g)
		if i > 0 {
			r.layoutBranch(i, lk, ink, &g)
		}
	}
}

// treeGeometry is a layout's measures: the text sizes, the padding, the
// lines' width and colours, and each node's centre, half size and the
// room between it and its neighbours.
type treeGeometry struct {
	text, small, pad, stroke float32
	fg, faint                color.Color
	pos                      []fyne.Position
	halves, room             []float32
}

// layoutNode places node i's shape, value, letter and window.
func (r *treeRenderer) layoutNode(i int, lk nodeLook, ink color.Color, g *treeGeometry) {
	n, o, c, h := &r.built.Nodes[i], &r.nodes[i], g.pos[i], g.halves[i]
	text, small, pad := g.text, g.small, g.pad
	valueSize := min(text*1.25, h*0.65)
	nameAt := fyne.NewPos(0, c.Y-h)
	nameSize := fyne.MeasureText(n.Name, small, o.name.TextStyle)
	if n.Leaf() {
		side := 2 * h * 0.9
		o.box.Resize(fyne.NewSize(side, side))
		o.box.Move(fyne.NewPos(c.X-side/2, c.Y-side/2))
		o.box.StrokeColor, o.box.StrokeWidth = ink, g.stroke
		o.box.FillColor = orTransparent(lk.fill)
		o.box.Refresh()
		valueSize = min(text*1.25, h*1.2)
		nameAt = fyne.NewPos(c.X, c.Y+side/2+pad/4) // under the box, centred
	} else {
		o.shape.Resize(fyne.NewSize(2*h, 2*h))
		o.shape.Move(fyne.NewPos(c.X-h, c.Y-h))
		o.shape.StrokeColor, o.shape.StrokeWidth = ink, g.stroke
		o.shape.FillColor = orTransparent(lk.fill)
		o.shape.Refresh()
		nameAt.X = c.X - h - pad/2 - nameSize.Width/2
	}
	// A value too wide for its shape, such as "≤−2", gets smaller.
	if w := fyne.MeasureText(lk.value, valueSize, o.value.TextStyle).Width; w > h*1.1 {
		valueSize *= h * 1.1 / w
	}
	// A triangle inscribed in the circle of radius h holds the circle
	// of radius h/2 round the same centre: the value is centred there.
	valueTop := c.Y - valueSize*0.62
	setText(o.value, lk.value, valueSize, orColor(lk.valueColor, ink), fyne.NewPos(c.X, valueTop))
	o.name.Alignment = fyne.TextAlignCenter
	setText(o.name, n.Name, small, ink, nameAt)
	// The window stands to the node's right, clear of its branches,
	// when it leaves room for the next node's name.
	ws := fyne.MeasureText(lk.window, small, o.window.TextStyle)
	o.window.Hidden = ws.Width+nameSize.Width+2*pad > g.room[i]-2*h
	setText(o.window, lk.window, small, ink, fyne.NewPos(c.X+h+pad/2+ws.Width/2, c.Y-ws.Height/2))
}

// layoutBranch places the branch into node i, whole or dashed, and its
// move.
func (r *treeRenderer) layoutBranch(i int, lk nodeLook, ink color.Color, g *treeGeometry) {
	t := r.built
	n, o := &t.Nodes[i], &r.nodes[i]
	p, c := g.pos[n.Parent], g.pos[i]
	edge := orColor(lk.edgeColor, ink)
	// The branch runs from the parent's bottom to the child's top.
	a := fyne.NewPos(p.X, p.Y+bottomOf(&t.Nodes[n.Parent], g.halves[n.Parent]))
	b := fyne.NewPos(c.X, c.Y-topOf(n, g.halves[i]))
	o.line.Position1, o.line.Position2 = a, b
	o.line.StrokeColor, o.line.StrokeWidth = edge, g.stroke
	o.line.Hidden = lk.dashed
	o.line.Refresh()
	for j, l := range o.dashes {
		f0, f1 := float32(j)/dashes, float32(j+1)/dashes
		l.Position1 = fyne.NewPos(a.X+(b.X-a.X)*f0, a.Y+(b.Y-a.Y)*f0)
		l.Position2 = fyne.NewPos(a.X+(b.X-a.X)*f1, a.Y+(b.Y-a.Y)*f1)
		l.StrokeColor, l.StrokeWidth = edge, g.stroke*1.5
		l.Hidden = !lk.dashed || j%2 == 1
		l.Refresh()
	}
	// The move stands beside its branch near the child, where
	// branches are still apart, on the side away from its siblings';
	// left out where it would reach the next branch.
	dx, dy := b.X-a.X, b.Y-a.Y
	length := float32(math.Hypot(float64(dx), float64(dy)))
	nx, ny := dy/length, -dx/length // the normal pointing up and to the right
	if dx < 0 {
		nx, ny = -dy/length, dx/length // up and to the left
	}
	ms := fyne.MeasureText(n.Move, g.small, o.move.TextStyle)
	off := abs(nx)*ms.Width/2 + abs(ny)*ms.Height/2 + g.pad/2
	m := fyne.NewPos(a.X+dx*0.6+nx*off, a.Y+dy*0.6+ny*off)
	o.move.Hidden = !r.tv.moves || ms.Width+2*g.pad > 0.6*g.room[i]
	setText(o.move, n.Move, g.small, ink, fyne.NewPos(m.X, m.Y-ms.Height/2))
}

// topOf and bottomOf are how far a node's shape reaches above and
// below its centre: a triangle is inscribed in the circle of radius h,
// a box is 1.8h square.
func topOf(n *gametrees.Node, h float32) float32 {
	switch {
	case n.Leaf():
		return 0.9 * h
	case n.Max:
		return h
	}
	return h / 2
}

func bottomOf(n *gametrees.Node, h float32) float32 {
	switch {
	case n.Leaf():
		return 0.9 * h
	case n.Max:
		return h / 2
	}
	return h
}

// layoutTree places the leaves slot apart from x0, in the order a
// search meets them, and each inner node over the middle of its
// children, level d at height top + d·gap.
func layoutTree(t *gametrees.Tree, x0, slot, top, gap float32) []fyne.Position {
	pos := make([]fyne.Position, len(t.Nodes))
	x := x0
	var place func(i int)
	place = func(i int) {
		n := &t.Nodes[i]
		y := top + gap*float32(n.Depth)
		if n.Leaf() {
			pos[i] = fyne.NewPos(x, y)
			x += slot
			return
		}
		for _, k := range n.Kids {
			place(k)
		}
		first, last := pos[n.Kids[0]], pos[n.Kids[len(n.Kids)-1]]
		pos[i] = fyne.NewPos((first.X+last.X)/2, y)
	}
	place(0)
	return pos
}

// neighbourRoom is, for each node, the distance to the nearest node
// drawn at the same height, or the width for a node alone there.
func neighbourRoom(t *gametrees.Tree, pos []fyne.Position, width float32) []float32 {
	room := make([]float32, len(t.Nodes))
	for i := range room {
		room[i] = width
		for j := range t.Nodes {
			if j != i && t.Nodes[j].Depth == t.Nodes[i].Depth {
				room[i] = min(room[i], abs(pos[j].X-pos[i].X))
			}
		}
	}
	return room
}

// setText writes s into t, centred on x (when t is centred) with its top
// at y.
func setText(t *canvas.Text, s string, size float32, c color.Color, at fyne.Position) {
	t.Text, t.TextSize, t.Color = s, size, c
	w := fyne.MeasureText(s, size, t.TextStyle)
	switch t.Alignment {
	case fyne.TextAlignCenter:
		t.Move(fyne.NewPos(at.X-w.Width/2, at.Y))
	default:
		t.Move(at)
	}
	t.Resize(w)
	t.Refresh()
}

func orColor(c, or color.Color) color.Color {
	if c == nil {
		return or
	}
	return c
}

func orTransparent(c color.Color) color.Color { return orColor(c, color.Transparent) }
